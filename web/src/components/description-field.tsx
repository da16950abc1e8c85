import { useId } from "react";
import { copy } from "../copy.ts";
import "./description-field.css";

interface DescriptionFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  limit: number;
  /** The data tools keep the box shut until there is data to describe. */
  disabled?: boolean;
  /** Why the box is shut, or any other guidance read with the field. */
  note?: string;
}

/** The request box of every generator, with the n/limit counter the spec shows beneath it. */
export function DescriptionField(
  { label, placeholder, value, onChange, limit, disabled, note }: DescriptionFieldProps,
) {
  const id = useId();
  const describedBy = note ? `${id}-note ${id}-counter` : `${id}-counter`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        maxLength={limit}
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
      />
      <div className="description-footer">
        {note && <p id={`${id}-note`} className="field-hint">{note}</p>}
        {/* Not a live region: announcing every keystroke would drown the typing; it is read with the field. */}
        <p
          id={`${id}-counter`}
          className="field-hint description-counter"
          aria-label={copy.generators.counterLabel(value.length, limit)}
        >
          {copy.generators.counter(value.length, limit)}
        </p>
      </div>
    </div>
  );
}
