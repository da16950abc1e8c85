import { useId } from "react";
import { columnsLimit } from "../../../../api/contract/generation-limits.ts";
import { copy } from "../../copy.ts";

interface ColumnsFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** "Your columns": the user's sheet in their words, so a request can say "Sales" where it would say C2:C100. */
export function ColumnsField({ value, onChange }: ColumnsFieldProps) {
  const id = useId();
  const text = copy.generators;
  return (
    <div className="field">
      <label htmlFor={id}>{text.columnsLabel}</label>
      <textarea
        id={id}
        rows={2}
        maxLength={columnsLimit}
        placeholder={text.columnsPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="field-hint">{text.columnsHint}</p>
    </div>
  );
}
