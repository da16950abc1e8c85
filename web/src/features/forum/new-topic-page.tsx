import { type FormEvent, useEffect, useId, useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import type { ForumCategory } from "../../../../api/contract/forum.ts";
import { EmojiPicker } from "../../components/emoji-picker.tsx";
import { SubmitRow } from "../../components/submit-row.tsx";
import { showToast } from "../../components/toast-store.ts";
import { TextField } from "../../components/text-field.tsx";
import { copy } from "../../copy.ts";
import { errorText } from "../../lib/api-client.ts";
import { paths } from "../../lib/paths.ts";
import { submitOnModEnter } from "../../lib/submit-shortcut.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useAuthStore } from "../auth/auth-store.ts";
import { createTopic, fetchCategories } from "./forum-api.ts";
import { MentionTextarea } from "./mention-textarea.tsx";
import { hasProfanity } from "./profanity.ts";
import "./forum.css";

const text = copy.forum.newTopic;

export function NewTopicPage() {
  useDocumentTitle(text.title);
  const status = useAuthStore((state) => state.status);

  useEffect(() => {
    if (status === "none") showToast("info", text.signInFirst);
  }, [status]);

  if (status === "loading") return <p className="status-screen" role="status">{text.checkingAuth}</p>;
  if (status === "none") return <Navigate to={paths.signin} replace />;
  return <NewTopicForm />;
}

function NewTopicForm() {
  const navigate = useNavigate();
  const [categories, setCategories] = useState<ForumCategory[]>([]);
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [category, setCategory] = useState("");
  const [posting, setPosting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const categoryId = useId();

  useEffect(() => {
    fetchCategories().then(
      setCategories,
      (error: unknown) => showToast("error", errorText(error, copy.forum.categoriesFailed)),
    );
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!title.trim() || !content.trim() || !category) return setProblem(text.fillAllFields);
    if (hasProfanity(title) || hasProfanity(content)) return setProblem(text.inappropriate);
    setProblem(null);
    setPosting(true);
    try {
      const topic = await createTopic({ title: title.trim(), content: content.trim(), category });
      showToast("success", text.created);
      navigate(paths.topic(topic._id));
    } catch (error) {
      const message = errorText(error, text.failed);
      setFailure(message);
      showToast("error", message);
      setPosting(false);
    }
  };

  return (
    <section className="content-page new-topic-page" id="new-topic" aria-labelledby="new-topic-heading">
      <h1 id="new-topic-heading">{text.title}</h1>
      <p className="lead">{text.intro}</p>
      {failure && (
        <div className="error-banner" role="alert">
          <strong>{text.errorHeading}</strong> <span>{failure}</span>
        </div>
      )}
      <form className="form panel" onSubmit={submit} onKeyDown={submitOnModEnter} noValidate>
        <TextField label={text.topicTitle} value={title} onChange={setTitle} required maxLength={200} />
        <MentionTextarea
          label={text.content}
          hint={text.contentHint}
          value={content}
          onChange={setContent}
          rows={8}
          required
        />
        <EmojiPicker onPick={(emoji) => setContent((old) => old + emoji)} disabled={posting} />
        <div className="field">
          <label htmlFor={categoryId}>{text.category}</label>
          <select id={categoryId} value={category} onChange={(event) => setCategory(event.target.value)} required>
            <option value="">{text.chooseCategory}</option>
            {categories.map((option) => <option key={option._id} value={option._id}>{option.name}</option>)}
          </select>
        </div>
        {problem && <div className="form-message form-message-error" role="alert">{problem}</div>}
        <SubmitRow>
          <button type="submit" className="button button-primary" disabled={posting}>
            {posting ? text.submitting : text.submit}
          </button>
        </SubmitRow>
      </form>
    </section>
  );
}
