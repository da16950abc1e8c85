import { type FormEvent, useId, useState } from "react";
import { copy } from "../../copy.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { TextField } from "../../components/text-field.tsx";
import { errorText } from "../../lib/api-client.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { sendContactMessage } from "./contact-api.ts";
import "./pages.css";

type ContactState = "editing" | "sending" | "sent";

export function ContactPage() {
  const text = copy.contact;
  useDocumentTitle(text.title);
  const messageId = useId();
  const [state, setState] = useState<ContactState>("editing");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === "sending") return;
    setState("sending");
    setError(null);
    try {
      await sendContactMessage({ name, email, message });
      setName("");
      setEmail("");
      setMessage("");
      setState("sent");
    } catch (failure) {
      setError(errorText(failure, text.unexpected));
      setState("editing");
    }
  };

  return (
    <section className="content-page content-page-narrow" aria-labelledby="contact-title">
      <h1 id="contact-title">{text.title}</h1>
      <p className="lead">{text.intro}</p>
      {state === "sent"
        ? (
          <div className="panel contact-sent" role="status">
            <h2>{text.thanks}</h2>
            <p>{text.followUp}</p>
            <button type="button" className="button button-secondary" onClick={() => setState("editing")}>
              {text.sendAnother}
            </button>
          </div>
        )
        : (
          <form className="form panel" onSubmit={submit} aria-busy={state === "sending"}>
            {error && <FormMessage tone="error">{error}</FormMessage>}
            <TextField label={text.name} name="name" autoComplete="name" required value={name} onChange={setName} />
            <TextField
              label={text.email}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={setEmail}
            />
            <div className="field">
              <label htmlFor={messageId}>{text.message}</label>
              <textarea
                id={messageId}
                name="message"
                required
                rows={6}
                maxLength={5000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            </div>
            <button type="submit" className="button button-primary" disabled={state === "sending"}>
              {state === "sending" ? text.submitting : text.submit}
            </button>
          </form>
        )}
    </section>
  );
}
