import { useId, useState } from "react";
import { copy } from "../../copy.ts";

interface ClipboardInputProps {
  value: string;
  onChange: (text: string) => void;
}

/** The Clipboard tab: a box to paste into, and a button that reads the clipboard where the browser allows it. */
export function ClipboardInput({ value, onChange }: ClipboardInputProps) {
  const id = useId();
  const [pasteFailed, setPasteFailed] = useState(false);
  const text = copy.dataTools;

  const paste = async () => {
    try {
      // Refused without permission or outside a secure context; older browsers have no readText at all.
      onChange(await navigator.clipboard.readText());
      setPasteFailed(false);
    } catch {
      setPasteFailed(true);
    }
  };

  return (
    <div className="field">
      <label htmlFor={id}>{text.clipboardLabel}</label>
      <textarea
        id={id}
        className="clipboard-text"
        rows={6}
        placeholder={text.clipboardPlaceholder}
        value={value}
        spellCheck={false}
        onChange={(event) => {
          onChange(event.target.value);
          setPasteFailed(false);
        }}
      />
      <div className="clipboard-actions">
        <button type="button" className="button button-secondary" onClick={() => void paste()}>
          {text.paste}
        </button>
        {pasteFailed && <p className="field-error" role="alert">{text.pasteFailed}</p>}
      </div>
    </div>
  );
}
