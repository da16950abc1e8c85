import { useId, useRef } from "react";
import { columnsLimit } from "../../../../api/contract/generation-limits.ts";
import { copy } from "../../copy.ts";
import { ColumnsChip } from "./columns-chip.tsx";

interface ColumnsFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** "Your columns": the user's sheet in their words, so a request can say "Sales" where it would say C2:C100. */
export function ColumnsField({ value, onChange }: ColumnsFieldProps) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const text = copy.generators;
  const clear = () => {
    onChange("");
    // The Clear button goes with the chip; focus lands where new columns would be typed.
    box.current?.focus();
  };
  return (
    <div className="field">
      <label htmlFor={id}>{text.columnsLabel}</label>
      <textarea
        ref={box}
        id={id}
        rows={2}
        maxLength={columnsLimit}
        placeholder={text.columnsPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="field-hint">{text.columnsHint}</p>
      <ColumnsChip columns={value} onClear={clear} />
    </div>
  );
}
