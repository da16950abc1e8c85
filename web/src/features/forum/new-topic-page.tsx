import { type FormEvent, useEffect, useId, useRef, useState } from "react";
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
import { DraftNote } from "./draft-note.tsx";
import { createTopic, fetchCategories } from "./forum-api.ts";
import { draftKeys } from "./forum-drafts.ts";
import { useDraft } from "./use-draft.ts";
import { MentionTextarea } from "./mention-textarea.tsx";
import { hasProfanity } from "./profanity.ts";
import "./forum.css";

const text = copy.forum.newTopic;

export function NewTopicPage() {
  useDocumentTitle(text.title);
  const status = useAuthStore((state) => state.status);
  const memberId = useAuthStore((state) => state.user?.id);

  useEffect(() => {
    if (status === "none") showToast("info", text.signInFirst);
  }, [status]);

  if (status === "loading") return <p className="status-screen" role="status">{text.checkingAuth}</p>;
  if (status === "none" || !memberId) return <Navigate to={paths.signin} replace />;
  return <NewTopicForm memberId={memberId} />;
}

const noTopic = { title: "", content: "", category: "" };

function NewTopicForm({ memberId }: { memberId: string }) {
  const navigate = useNavigate();
  const [categories, setCategories] = useState<ForumCategory[]>([]);
  // Kept per member until posted, as a reply is: a question written at length outlives a reload or a sign-out.
  const draft = useDraft(draftKeys.newTopic(memberId), noTopic);
  const { title, content, category } = draft.fields;
  const { change } = draft;
  const contentBox = useRef<HTMLTextAreaElement>(null);
  const [posting, setPosting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const categoryId = useId();

  useEffect(() => {
    fetchCategories().then(
      (found) => {
        setCategories(found);
        // A kept draft may name a category removed since; the choice is then the member's again.
        change((old) => found.some((option) => option._id === old.category) ? {} : { category: "" });
      },
      (error: unknown) => showToast("error", errorText(error, copy.forum.categoriesFailed)),
    );
  }, [change]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!title.trim() || !content.trim() || !category) return setProblem(text.fillAllFields);
    if (hasProfanity(title) || hasProfanity(content)) return setProblem(text.inappropriate);
    setProblem(null);
    setPosting(true);
    try {
      const topic = await createTopic({ title: title.trim(), content: content.trim(), category });
      draft.clear();
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
        {draft.restored && (
          <DraftNote
            onDiscard={() => {
              draft.clear();
              contentBox.current?.focus();
            }}
          />
        )}
        <TextField
          label={text.topicTitle}
          value={title}
          onChange={(value) => change({ title: value })}
          required
          maxLength={200}
        />
        <MentionTextarea
          ref={contentBox}
          label={text.content}
          hint={text.contentHint}
          value={content}
          onChange={(value) => change({ content: value })}
          rows={8}
          required
        />
        <EmojiPicker onPick={(emoji) => change((old) => ({ content: old.content + emoji }))} disabled={posting} />
        <div className="field">
          <label htmlFor={categoryId}>{text.category}</label>
          <select
            id={categoryId}
            value={category}
            onChange={(event) => change({ category: event.target.value })}
            required
          >
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
