import { useId } from "react";
import "./toggle-group.css";

interface ToggleGroupProps<Value extends string> {
  /** Shown above the buttons and naming the group for assistive technology. */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
}

/**
 * A row of toggle buttons, exactly one pressed: for a choice between a few options that should all stay in view
 * (a platform, a history type, a filter), where a select would hide them.
 */
export function ToggleGroup<Value extends string>(
  { label, options, value, onChange, disabled }: ToggleGroupProps<Value>,
) {
  const labelId = useId();
  return (
    <div className="field">
      <span className="field-label" id={labelId}>{label}</span>
      <div className="toggle-group" role="group" aria-labelledby={labelId}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="toggle-option"
            aria-pressed={value === option.value}
            disabled={disabled}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
