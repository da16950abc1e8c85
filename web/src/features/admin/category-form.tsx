import { type FormEvent, useState } from "react";
import { copy } from "../../copy.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { TextField } from "../../components/text-field.tsx";
import { errorText } from "../../lib/api-client.ts";
import { createCategory } from "./admin-api.ts";

const text = copy.admin.category;

/** Create Forum Category: name and slug required, description optional; cleared once the category exists. */
export function CategoryForm() {
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [description, setDescription] = useState("");
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setOutcome(null);
    try {
      await createCategory({ name, slug, description });
      setName("");
      setSlug("");
      setDescription("");
      setOutcome({ tone: "success", text: text.created });
    } catch (error) {
      setOutcome({ tone: "error", text: errorText(error, text.error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="panel admin-section" aria-labelledby="admin-category-title">
      <h2 id="admin-category-title">{text.title}</h2>
      <form className="form admin-category-form" onSubmit={onSubmit} aria-busy={sending}>
        {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
        <TextField label={text.name} required maxLength={60} value={name} onChange={setName} />
        <TextField
          label={text.slug}
          required
          maxLength={60}
          value={slug}
          onChange={setSlug}
          placeholder="data-analysis"
        />
        <TextField
          label={`${text.description} ${text.optional}`}
          maxLength={300}
          value={description}
          onChange={setDescription}
        />
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? text.submitting : text.submit}
        </button>
      </form>
    </section>
  );
}
