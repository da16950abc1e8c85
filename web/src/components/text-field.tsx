import { type InputHTMLAttributes, useId } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange"> {
  label: string;
  value: string;
  /** Omitted only for read-only fields. */
  onChange?: (value: string) => void;
}

/** An input that is always labelled, so no form can ship a field a screen reader cannot name. */
export function TextField({ label, onChange, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...inputProps} onChange={onChange && ((event) => onChange(event.target.value))} />
    </div>
  );
}
