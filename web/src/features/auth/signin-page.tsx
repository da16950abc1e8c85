import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { copy } from "../../copy.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { TextField } from "../../components/text-field.tsx";
import { paths } from "../../lib/paths.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { AuthCard } from "./auth-card.tsx";
import { useAuthStore } from "./auth-store.ts";
import { SignedOutNotice } from "./signed-out-notice.tsx";
import { useAuthSubmit } from "./use-auth-submit.ts";

export function SigninPage() {
  const text = copy.auth.signin;
  useDocumentTitle(text.title);
  const signin = useAuthStore((state) => state.signin);
  const [searchParams] = useSearchParams();
  // A failed Google sign-in comes back as /signin?error=<text>.
  const { submitting, error, submit } = useAuthSubmit(signin, text.failed, searchParams.get("error"));
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit({ email, password });
  };

  return (
    <AuthCard
      title={text.title}
      intro={text.intro}
      googleLabel={text.google}
      switchPrompt={text.switchPrompt}
      switchLabel={text.switchLink}
      switchTo={paths.signup}
    >
      <form className="form" onSubmit={onSubmit} aria-busy={submitting}>
        <SignedOutNotice />
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <TextField
          label={copy.auth.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        <TextField
          label={copy.auth.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <button type="submit" className="button button-primary button-block" disabled={submitting}>
          {submitting ? text.submitting : text.submit}
        </button>
      </form>
    </AuthCard>
  );
}
