import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { copy } from "../../copy.ts";
import { startGoogleSignIn } from "./google-sign-in.ts";
import { ProductIntro } from "./product-intro.tsx";
import "./auth.css";

interface AuthCardProps {
  title: string;
  intro: string;
  googleLabel: string;
  switchPrompt: string;
  switchLabel: string;
  switchTo: string;
  children: ReactNode;
}

/** Sign-in and sign-up share one frame so the two forms look and behave alike; the form comes first on a phone. */
export function AuthCard(props: AuthCardProps) {
  return (
    <div className="auth-layout">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{props.title}</h1>
        <p className="auth-intro">{props.intro}</p>
        <button type="button" className="button button-google" onClick={startGoogleSignIn}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="google-mark">
            <path
              fill="#4285F4"
              d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2.1-2 3.2-4.8 3.2-8.2z"
            />
            <path
              fill="#34A853"
              d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2v2.9A11 11 0 0 0 12 23z"
            />
            <path
              fill="#FBBC05"
              d="M5.7 14c-.2-.7-.4-1.3-.4-2s.2-1.4.4-2V7.1H2A11 11 0 0 0 1 12c0 1.8.4 3.4 1.2 4.9L5.7 14z"
            />
            <path
              fill="#EA4335"
              d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2 7.1L5.7 10C6.6 7.4 9.1 5.4 12 5.4z"
            />
          </svg>
          {props.googleLabel}
        </button>
        <p className="auth-divider">
          <span>{copy.auth.or}</span>
        </p>
        {props.children}
        <p className="auth-switch">
          {props.switchPrompt} <Link to={props.switchTo}>{props.switchLabel}</Link>
        </p>
      </section>
      <ProductIntro />
    </div>
  );
}
