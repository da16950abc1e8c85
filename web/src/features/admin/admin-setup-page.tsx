import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { copy } from "../../copy.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { errorText } from "../../lib/api-client.ts";
import { paths } from "../../lib/paths.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { initSuperadmin } from "./admin-setup-api.ts";
import "./admin-setup.css";

// Long enough to read the server's message before the sign-in page replaces it.
const redirectDelayMs = 3000;

type SetupState =
  | { phase: "idle" }
  | { phase: "initializing" }
  | { phase: "success"; message: string }
  | { phase: "error"; message: string };

export function AdminSetupPage() {
  const text = copy.adminSetup;
  useDocumentTitle(text.title);
  const navigate = useNavigate();
  const [state, setState] = useState<SetupState>({ phase: "idle" });

  useEffect(() => {
    if (state.phase !== "success") return;
    const timer = setTimeout(() => navigate(paths.signin), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [state.phase, navigate]);

  const initialize = async () => {
    setState({ phase: "initializing" });
    try {
      const answer = await initSuperadmin();
      setState({ phase: "success", message: answer.message });
    } catch (failure) {
      setState({ phase: "error", message: errorText(failure, text.failed) });
    }
  };

  const busy = state.phase === "initializing" || state.phase === "success";
  return (
    <section className="content-page content-page-narrow" aria-labelledby="admin-setup-title">
      <div className="panel admin-setup">
        <h1 id="admin-setup-title">{text.title}</h1>
        <p className="lead">{text.intro}</p>
        <ul className="admin-setup-notes">
          <li>{text.onceOnly}</li>
          <li>{text.environment}</li>
        </ul>
        {state.phase === "success" && (
          <FormMessage tone="success">
            <p>{state.message}</p>
            <p>{text.redirecting}</p>
          </FormMessage>
        )}
        {state.phase === "error" && <FormMessage tone="error">{state.message}</FormMessage>}
        <button type="button" className="button button-primary" disabled={busy} onClick={initialize}>
          {state.phase === "initializing" ? text.submitting : text.submit}
        </button>
      </div>
    </section>
  );
}
