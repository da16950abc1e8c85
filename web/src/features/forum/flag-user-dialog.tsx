import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { copy } from "../../copy.ts";
import { ApiError } from "../../lib/api-client.ts";
import { showToast } from "../../components/toast-store.ts";
import { flagUser } from "./forum-api.ts";

const text = copy.forum.flag;

interface FlagUserDialogProps {
  user: { id: string; name: string };
  /** The reply the flag is raised from. */
  postId?: string;
  onClose: () => void;
}

const focusable = "button:not(:disabled), textarea:not(:disabled), input:not(:disabled), [href]";

/**
 * The 'Flag User' modal: focus moves in on open, Tab cycles inside, Escape or Cancel closes, and focus returns to
 * the button that opened it. The page behind is inert while it is open.
 */
export function FlagUserDialog({ user, postId, onClose }: FlagUserDialogProps) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const introId = useId();

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const main = document.getElementById("main");
    main?.setAttribute("inert", "");
    reasonBox.current?.focus();
    return () => {
      main?.removeAttribute("inert");
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

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
              ref={reasonBox}
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
