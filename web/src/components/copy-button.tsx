import { useEffect, useRef, useState } from "react";
import { copyText } from "../lib/clipboard.ts";
import "./copy-button.css";

interface CopyButtonProps {
  text: string;
  label: string;
  copiedMessage: string;
  failedMessage: string;
  /** Tells apart several copy buttons on one page, e.g. "Copy Line Chart"; it should start with the label. */
  accessibleName?: string;
}

/** How long the outcome stays beside the button; long enough to read, short enough not to go stale. */
const messageMs = 4000;

/** A copy button that reports its outcome in words: a polite status on success, an alert when copying failed. */
export function CopyButton({ text, label, copiedMessage, failedMessage, accessibleName }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const copied = await copyText(text);
    setOutcome(copied ? "copied" : "failed");
    clearTimeout(timer.current);
    // A failure stays until the next try: the user has to act on it.
    if (copied) timer.current = setTimeout(() => setOutcome(null), messageMs);
  };

  return (
    <div className="copy-button">
      <button
        type="button"
        className="button button-secondary"
        aria-label={accessibleName}
        onClick={() => void copy()}
      >
        <svg className="copy-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
        </svg>
        {label}
      </button>
      <span className="copy-outcome" role="status">
        {outcome === "copied" && copiedMessage}
      </span>
      {outcome === "failed" && (
        <span className="copy-outcome copy-outcome-failed" role="alert">
          {failedMessage}
        </span>
      )}
    </div>
  );
}
