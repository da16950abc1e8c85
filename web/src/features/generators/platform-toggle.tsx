import type { Platform } from "../../../../api/contract/account.ts";
import { ToggleGroup } from "../../components/toggle-group.tsx";
import { copy } from "../../copy.ts";

interface PlatformToggleProps {
  value: Platform;
  onChange: (platform: Platform) => void;
  disabled?: boolean;
}

// Read from the copy rather than the contract's runtime list, which would pull zod into the browser bundle.
const options = (Object.keys(copy.generators.platforms) as Platform[]).map((platform) => ({
  value: platform,
  label: copy.generators.platforms[platform],
}));

/** The platform every generated formula must work on. */
export function PlatformToggle({ value, onChange, disabled }: PlatformToggleProps) {
  return (
    <ToggleGroup
      label={copy.formulaGenerator.platformLabel}
      options={options}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
