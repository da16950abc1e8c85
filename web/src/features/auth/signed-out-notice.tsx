import { copy } from "../../copy.ts";
import { useAuthStore } from "./auth-store.ts";
import "./signed-out-notice.css";

/** Why the server signed the person out (a suspension, a voided session), shown until they dismiss it. */
export function SignedOutNotice() {
  const notice = useAuthStore((state) => state.notice);
  const dismiss = useAuthStore((state) => state.dismissNotice);
  if (!notice) return null;
  return (
    <div className="form-message form-message-error signed-out-notice" role="alert">
      <span>{notice}</span>
      <button type="button" className="button button-secondary button-small" onClick={dismiss}>
        {copy.auth.signin.dismissNotice}
      </button>
    </div>
  );
}
