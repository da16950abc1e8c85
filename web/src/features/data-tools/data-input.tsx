import { useId } from "react";
import type { DataSource } from "../../../../api/contract/data.ts";
import { copy } from "../../copy.ts";
import { useRovingFocus } from "../../lib/use-roving-focus.ts";
import { ClipboardInput } from "./clipboard-input.tsx";
import { FilePicker } from "./file-picker.tsx";
import type { DataInputs } from "./use-data-input.ts";

// Read from the copy rather than the contract's list, in the spec's order: Image first.
const modes = Object.keys(copy.dataTools.modes) as DataSource[];

interface DataInputProps {
  mode: DataSource;
  onModeChange: (mode: DataSource) => void;
  inputs: DataInputs;
  onFileChange: (source: Exclude<DataSource, "clipboard">, file: File | null) => void;
  onClipboardChange: (text: string) => void;
}

/** The file tabs: what each accepts and the words around its picker. */
const fileModes = {
  image: { label: "imageLabel", hint: "imageHint", accept: "image/*" },
  csv: { label: "csvLabel", hint: "csvHint", accept: ".csv" },
  excel: { label: "excelLabel", hint: "excelHint", accept: ".xls,.xlsx" },
} as const;

/**
 * The spec's four input tabs (Image, CSV, Excel, Clipboard), as an ARIA tab list: arrows, Home and End move
 * between tabs. The inputs themselves live in the page, so each tab keeps its own while another is shown.
 */
export function DataInput({ mode, onModeChange, inputs, onFileChange, onClipboardChange }: DataInputProps) {
  const id = useId();
  const tabs = useRovingFocus<DataSource>();
  const text = copy.dataTools;

  return (
    <div className="data-input">
      <span className="field-label" id={`${id}-label`}>{text.modesLabel}</span>
      <div className="data-tabs" role="tablist" aria-labelledby={`${id}-label`}>
        {modes.map((source) => (
          <button
            key={source}
            ref={tabs.ref(source)}
            type="button"
            role="tab"
            id={`${id}-tab-${source}`}
            className="data-tab"
            aria-selected={mode === source}
            aria-controls={mode === source ? `${id}-panel` : undefined}
            tabIndex={mode === source ? 0 : -1}
            onClick={() => onModeChange(source)}
            onKeyDown={(event) => tabs.move(event, modes, source, onModeChange)}
          >
            {text.modes[source]}
          </button>
        ))}
      </div>
      <div className="data-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${mode}`}>
        {mode !== "clipboard" && (
          <FilePicker
            key={mode}
            label={text[fileModes[mode].label]}
            hint={text[fileModes[mode].hint]}
            accept={fileModes[mode].accept}
            file={inputs[mode]}
            onChange={(file) => onFileChange(mode, file)}
            preview={mode === "image"}
          />
        )}
        {mode === "clipboard" && <ClipboardInput value={inputs.clipboard} onChange={onClipboardChange} />}
      </div>
    </div>
  );
}
