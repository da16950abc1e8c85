import { type FormEvent, useId, useState } from "react";
import { createPortal } from "react-dom";
import { copy } from "../../copy.ts";
import { ApiError } from "../../lib/api-client.ts";
import { showToast } from "../../components/toast-store.ts";
import { useModalDialog } from "../../components/use-modal-dialog.ts";
import { flagUser } from "./forum-api.ts";

const text = copy.forum.flag;

interface FlagUserDialogProps {
  user: { id: string; name: string };
  /** The reply the flag is raised from. */
  postId?: string;
  onClose: () => void;
}

/**
 * The 'Flag User' modal: focus moves in on open, Tab cycles inside, Escape or Cancel closes, and focus returns to
 * the button that opened it. The page behind is inert while it is open.
 */
export function FlagUserDialog({ user, postId, onClose }: FlagUserDialogProps) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { dialog, onKeyDown } = useModalDialog<HTMLDivElement>(onClose);
  const titleId = useId();
  const introId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setProblem(text.reasonRequired);
    setProblem(null);
    setSending(true);
    try {
      await flagUser(user.id, reason.trim(), postId);
      showToast("success", text.flagged);
      setReason("");
      onClose();
    } catch (error) {
      setSending(false);
      setProblem(error instanceof ApiError && error.status !== 0 ? text.failed : text.error);
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
        <p id={introId}>{text.intro(user.name)}</p>
        <form className="form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${titleId}-reason`} className="visually-hidden">{text.reason}</label>
            <textarea
              id={`${titleId}-reason`}
              value={reason}
              placeholder={text.placeholder}
              rows={4}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          {problem && <div className="form-message form-message-error" role="alert">{problem}</div>}
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>{text.cancel}</button>
            <button type="submit" className="button button-danger" disabled={sending}>{text.submit}</button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
