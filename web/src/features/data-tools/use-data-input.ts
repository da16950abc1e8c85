import { useState } from "react";
import type { DataSource } from "../../../../api/contract/data.ts";
import type { DataPayload } from "./data-tools-api.ts";

/** What each input tab holds; every tab keeps its own, so switching tabs loses nothing. */
export interface DataInputs {
  image: File | null;
  csv: File | null;
  excel: File | null;
  clipboard: string;
}

type FileSource = Exclude<DataSource, "clipboard">;

const empty: DataInputs = { image: null, csv: null, excel: null, clipboard: "" };

/** The input tabs' state: the spec opens on Image, and the description waits until the active tab has data. */
export function useDataInput() {
  const [mode, setMode] = useState<DataSource>("image");
  const [inputs, setInputs] = useState<DataInputs>(empty);
  return {
    mode,
    setMode,
    inputs,
    setFile: (source: FileSource, file: File | null) => setInputs((current) => ({ ...current, [source]: file })),
    setClipboard: (text: string) => setInputs((current) => ({ ...current, clipboard: text })),
    hasData: mode === "clipboard" ? inputs.clipboard !== "" : inputs[mode] !== null,
  };
}

/** The active tab's data as a request sends it, or null when there is nothing to send (a blank paste). */
export function activeData(mode: DataSource, inputs: DataInputs): DataPayload | null {
  if (mode === "clipboard") return inputs.clipboard.trim() === "" ? null : { source: mode, text: inputs.clipboard };
  const file = inputs[mode];
  return file ? { source: mode, file } : null;
}
