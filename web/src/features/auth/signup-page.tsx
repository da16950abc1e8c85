import { type FormEvent, useState } from "react";
import { copy } from "../../copy.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { TextField } from "../../components/text-field.tsx";
import { paths } from "../../lib/paths.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { AuthCard } from "./auth-card.tsx";
import { useAuthStore } from "./auth-store.ts";
import { useAuthSubmit } from "./use-auth-submit.ts";

export function SignupPage() {
  const text = copy.auth.signup;
  useDocumentTitle(text.title);
  const signup = useAuthStore((state) => state.signup);
  const { submitting, error, submit } = useAuthSubmit(signup, text.failed);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit({ name, email, password });
  };

  return (
    <AuthCard
      title={text.title}
      intro={text.intro}
      googleLabel={text.google}
      switchPrompt={text.switchPrompt}
      switchLabel={text.switchLink}
      switchTo={paths.signin}
    >
      <form className="form" onSubmit={onSubmit} aria-busy={submitting}>
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <TextField
          label={copy.auth.name}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onChange={setName}
        />
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
          autoComplete="new-password"
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
