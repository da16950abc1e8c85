import { useId } from "react";
import { copy } from "../../copy.ts";

interface DescriptionFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  limit: number;
}

/** The request box of every generator, with the n/limit counter the spec shows beneath it. */
export function DescriptionField({ label, placeholder, value, onChange, limit }: DescriptionFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        maxLength={limit}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-counter`}
      />
      {/* Not a live region: announcing every keystroke would drown the typing; it is read with the field. */}
      <p
        id={`${id}-counter`}
        className="field-hint description-counter"
        aria-label={copy.generators.counterLabel(value.length, limit)}
      >
        {copy.generators.counter(value.length, limit)}
      </p>
    </div>
  );
}
