import type { Platform } from "../../../../api/contract/account.ts";
import { copy } from "../../copy.ts";

interface PlatformToggleProps {
  value: Platform;
  onChange: (platform: Platform) => void;
  disabled?: boolean;
}

// Read from the copy rather than the contract's runtime list, which would pull zod into the browser bundle.
const platforms = Object.keys(copy.generators.platforms) as Platform[];

/** Two toggle buttons, exactly one pressed: the platform every generated formula must work on. */
export function PlatformToggle({ value, onChange, disabled }: PlatformToggleProps) {
  return (
    <div className="field">
      <span className="field-label" id="platform-label">{copy.formulaGenerator.platformLabel}</span>
      <div className="platform-toggle" role="group" aria-labelledby="platform-label">
        {platforms.map((platform) => (
          <button
            key={platform}
            type="button"
            className="platform-option"
            aria-pressed={value === platform}
            disabled={disabled}
            onClick={() => onChange(platform)}
          >
            {copy.generators.platforms[platform]}
          </button>
        ))}
      </div>
    </div>
  );
}
