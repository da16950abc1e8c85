import { type FormEvent, useId, useState } from "react";
import { createPortal } from "react-dom";
import {
  reportDetailsMaxLength,
  type ReportedItem,
  type ReportReason,
  reportReasons,
} from "../../../../api/contract/reports.ts";
import { showToast } from "../../components/toast-store.ts";
import { useModalDialog } from "../../components/use-modal-dialog.ts";
import { copy } from "../../copy.ts";
import { errorText } from "../../lib/api-client.ts";
import { reportItem } from "./forum-api.ts";

const text = copy.forum.report;

interface ReportDialogProps {
  target: { kind: ReportedItem["kind"]; id: string };
  /** Whose post it is, so the reporter knows which one they are reporting. */
  authorName: string;
  onClose: () => void;
}

/**
 * The 'Report' modal: a reason (words are needed only for "something else"), Cancel or Report. Focus moves in on
 * open, Tab cycles inside, Escape or Cancel closes, and focus returns to the button that opened it; the page behind
 * is inert while it is open. A refusal (already reported, say) is shown in the server's words.
 */
export function ReportDialog({ target, authorName, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { dialog, onKeyDown } = useModalDialog<HTMLDivElement>(onClose);
  const titleId = useId();
  const introId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem(text.reasonRequired);
    if (reason === "other" && !details.trim()) return setProblem(text.detailsRequired);
    setProblem(null);
    setSending(true);
    try {
      await reportItem(target, { reason, details: details.trim() });
      showToast("success", text.reported);
      onClose();
    } catch (error) {
      setSending(false);
      setProblem(errorText(error, text.error));
    }
  };

  // Rendered beside <main>, not in it, so making the page inert leaves the dialog itself usable.
  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={dialog}
        className="dialog panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{text.title}</h2>
        <p id={introId}>{text.intro(authorName)}</p>
        <form className="form" onSubmit={submit} noValidate>
          <fieldset className="report-reasons">
            <legend>{text.reasonLegend}</legend>
            {reportReasons.map((choice) => (
              <label key={choice} className="report-reason">
                <input
                  type="radio"
                  name={`${titleId}-reason`}
                  value={choice}
                  checked={reason === choice}
                  onChange={() => setReason(choice)}
                />
                {text.reasons[choice]}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${titleId}-details`}>{reason === "other" ? text.details : text.detailsOptional}</label>
            <textarea
              id={`${titleId}-details`}
              value={details}
              placeholder={text.placeholder}
              rows={3}
              maxLength={reportDetailsMaxLength}
              onChange={(event) => setDetails(event.target.value)}
            />
          </div>
          {problem && <div className="form-message form-message-error" role="alert">{problem}</div>}
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>{text.cancel}</button>
            <button type="submit" className="button button-danger" disabled={sending}>
              {sending ? text.submitting : text.submit}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
