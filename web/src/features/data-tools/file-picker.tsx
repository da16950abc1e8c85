import { useEffect, useId, useRef, useState } from "react";
import { copy } from "../../copy.ts";

interface FilePickerProps {
  label: string;
  hint: string;
  /** The file input's accept list: the spec's image/*, .csv, or .xls and .xlsx. */
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Pictures are shown, so people can see it is the right one; other files by name and size. */
  preview?: boolean;
}

/** An object URL for the picture while it is shown; revoked when the file changes or the preview goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [file]);
  return url;
}

/** One file tab: a file input until a file is chosen, then the file itself with a button to remove it. */
export function FilePicker({ label, hint, accept, file, onChange, preview }: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const changedHere = useRef(false);
  const url = useObjectUrl(preview ? file : null);

  // Choosing or removing a file swaps the input for the file (or back): the focus follows to what took its place
  // rather than falling to the top of the page.
  useEffect(() => {
    if (changedHere.current) (file ? remove : input).current?.focus();
    changedHere.current = false;
  }, [file]);

  if (file) {
    return (
      <div className="chosen-file">
        {url && <img className="chosen-file-preview" src={url} alt={copy.dataTools.imagePreview(file.name)} />}
        <div className="chosen-file-details">
          <span className="chosen-file-name">{file.name}</span>
          <span className="chosen-file-size">{copy.dataTools.fileSize(file.size)}</span>
        </div>
        <button
          ref={remove}
          type="button"
          className="button button-secondary button-small"
          aria-label={copy.dataTools.removeFileLabel(file.name)}
          onClick={() => {
            changedHere.current = true;
            onChange(null);
          }}
        >
          {copy.dataTools.removeFile}
        </button>
      </div>
    );
  }

  return (
    <div className="field file-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          changedHere.current = true;
          onChange(event.target.files?.[0] ?? null);
        }}
      />
      <p id={`${id}-hint`} className="field-hint">{hint}</p>
    </div>
  );
}
