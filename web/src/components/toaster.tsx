import { copy } from "../copy.ts";
import { useToastStore } from "./toast-store.ts";
import "./toaster.css";

/**
 * One live region for every toast, present from the first render so screen readers announce what is added to it.
 * Errors are announced as status too: the page itself shows them as alerts, and a toast must not speak twice.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div className="toaster" role="status" aria-label={copy.toast.label}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`}>
          <span>{toast.text}</span>
          <button
            type="button"
            className="toast-dismiss"
            aria-label={copy.toast.dismiss}
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
