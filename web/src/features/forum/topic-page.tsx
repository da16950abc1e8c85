import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router-dom";
import type { ForumPost } from "../../../../api/contract/forum.ts";
import { EmojiPicker } from "../../components/emoji-picker.tsx";
import { FormMessage } from "../../components/form-message.tsx";
import { Markdown } from "../../components/markdown.tsx";
import { SubmitRow } from "../../components/submit-row.tsx";
import { showToast } from "../../components/toast-store.ts";
import { copy } from "../../copy.ts";
import { ApiError, errorText } from "../../lib/api-client.ts";
import { paths } from "../../lib/paths.ts";
import { getSocket } from "../../lib/socket-client.ts";
import { submitOnModEnter } from "../../lib/submit-shortcut.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useSocketEvent } from "../../lib/use-socket-event.ts";
import { useAuthStore } from "../auth/auth-store.ts";
import { FlagUserDialog } from "./flag-user-dialog.tsx";
import { ReportDialog } from "./report-dialog.tsx";
import { createPost, deletePost, fetchTopic, type TopicDetail } from "./forum-api.ts";
import { LocalDate } from "../../components/local-time.tsx";
import { MentionTextarea } from "./mention-textarea.tsx";
import { DraftNote } from "./draft-note.tsx";
import { draftKeys } from "./forum-drafts.ts";
import { useDraft } from "./use-draft.ts";
import { hasProfanity } from "./profanity.ts";
import { isModerator } from "./roles.ts";
import "./forum.css";

const text = copy.forum;

type Loaded =
  | { state: "loading" }
  | { state: "failed"; error: string }
  | { state: "ready"; detail: TopicDetail };

/** Live pushes and the POST answer can both bring the same reply; it is listed once, by _id. */
function withPost(posts: ForumPost[], post: ForumPost): ForumPost[] {
  return posts.some((existing) => existing._id === post._id) ? posts : [...posts, post];
}

export function TopicPage() {
  const { topicId = "" } = useParams();
  const role = useAuthStore((state) => state.user?.role);
  const userId = useAuthStore((state) => state.user?.id);
  const signedIn = useAuthStore((state) => state.status === "authenticated");
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [deleted, setDeleted] = useState(false);
  const [postError, setPostError] = useState<string | null>(null);
  const [flagging, setFlagging] = useState<{ user: { id: string; name: string }; postId: string } | null>(null);
  const [reporting, setReporting] = useState<{ kind: "post" | "topic"; id: string; authorName: string } | null>(null);
  useDocumentTitle(loaded.state === "ready" ? loaded.detail.topic.title : text.list.title);

  const load = useCallback(async (showSpinner: boolean) => {
    if (showSpinner) setLoaded({ state: "loading" });
    try {
      const detail = await fetchTopic(topicId);
      setLoaded({ state: "ready", detail });
    } catch (error) {
      const message = errorText(error, text.topic.fetchError);
      showToast("error", message);
      setLoaded({ state: "failed", error: message });
    }
  }, [topicId]);

  // After a reply the spec reloads the topic; the reply is already listed, so a failed reload changes nothing.
  const refresh = async () => {
    const detail = await fetchTopic(topicId).catch(() => null);
    if (detail) setLoaded({ state: "ready", detail });
  };

  useEffect(() => {
    setDeleted(false);
    void load(true);
  }, [load]);

  // Join the topic's room now and after every reconnect: the server forgets rooms when a socket drops.
  useEffect(() => {
    const socket = getSocket();
    const join = () => socket.emit("topic:join", { topicId });
    if (socket.connected) join();
    socket.on("connect", join);
    return () => {
      socket.off("connect", join);
      socket.emit("topic:leave", { topicId });
    };
  }, [topicId]);

  const canModerate = isModerator(role);
  // Members report what others wrote; the author has nothing to report.
  const canReport = (authorId: string) => signedIn && !!userId && userId !== authorId;

  const updatePosts = (change: (posts: ForumPost[]) => ForumPost[]) =>
    setLoaded((old) => {
      if (old.state !== "ready") return old;
      const posts = change(old.detail.posts);
      return { ...old, detail: { topic: { ...old.detail.topic, repliesCount: posts.length }, posts } };
    });

  useSocketEvent("post:created", (event) => event.topicId === topicId && updatePosts((p) => withPost(p, event.post)));
  useSocketEvent("post:deleted", (event) => {
    if (event.topicId === topicId) updatePosts((posts) => posts.filter((post) => post._id !== event.postId));
  });
  // A hidden reply keeps its place; readers other than moderators lose its words until it is shown again.
  useSocketEvent("post:hidden", (event) => {
    if (event.topicId !== topicId) return;
    updatePosts((posts) =>
      posts.map((post) =>
        post._id === event.postId ? { ...post, hidden: true, content: canModerate ? post.content : "" } : post
      )
    );
  });
  useSocketEvent("post:unhidden", (event) => {
    if (event.topicId !== topicId) return;
    updatePosts((posts) =>
      posts.map((post) => post._id === event.postId ? { ...post, hidden: undefined, content: event.content } : post)
    );
  });
  useSocketEvent("topic:updated", (update) => {
    if (update.topicId !== topicId) return;
    setLoaded((old) =>
      old.state === "ready"
        ? { ...old, detail: { ...old.detail, topic: { ...old.detail.topic, views: update.views } } }
        : old
    );
  });
  useSocketEvent("topic:deleted", (event) => event.topicId === topicId && setDeleted(true));

  const removePost = async (post: ForumPost) => {
    if (!globalThis.confirm(text.topic.confirmDeletePost)) return;
    setPostError(null);
    try {
      await deletePost(post._id);
      updatePosts((posts) => posts.filter((existing) => existing._id !== post._id));
    } catch (error) {
      setPostError(
        error instanceof ApiError && error.status !== 0 ? text.topic.deletePostFailed : text.topic.deletePostError,
      );
    }
  };

  return (
    <article className="content-page content-page-wide topic-page">
      <p>
        <Link to={paths.forum} className="back-link">← {text.backToForum}</Link>
      </p>
      {deleted && (
        <div className="banner banner-warning" role="alert">
          {text.topic.deletedNotice} <Link to={paths.forum}>{text.topic.deletedLink}</Link>
        </div>
      )}
      {loaded.state === "loading" && (
        <div className="forum-status" role="status">
          <span className="spinner" aria-hidden="true" /> {text.topic.loading}
        </div>
      )}
      {loaded.state === "failed" && <FormMessage tone="error">{loaded.error}</FormMessage>}
      {loaded.state === "failed" && <p>{text.topic.notFound}</p>}
      {loaded.state === "ready" && (
        <>
          <header className="topic-header panel">
            <h1>{loaded.detail.topic.title}</h1>
            <p className="topic-meta">
              <span>
                {text.topic.postedBy} <strong>{loaded.detail.topic.author.name}</strong>
              </span>
              <LocalDate iso={loaded.detail.topic.createdAt} />
              <span>{text.topic.views(loaded.detail.topic.views)}</span>
              <span>{text.topic.replies(loaded.detail.topic.repliesCount)}</span>
            </p>
            <Markdown>{loaded.detail.topic.content}</Markdown>
            {canReport(loaded.detail.topic.author.id) && (
              <div className="reply-actions">
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() =>
                    setReporting({ kind: "topic", id: topicId, authorName: loaded.detail.topic.author.name })}
                >
                  {text.topic.reportTopic}
                </button>
              </div>
            )}
          </header>

          <section className="replies" aria-labelledby="replies-heading">
            <h2 id="replies-heading">{text.topic.repliesHeading(loaded.detail.posts.length)}</h2>
            {postError && <FormMessage tone="error">{postError}</FormMessage>}
            {loaded.detail.posts.length === 0
              ? <p className="forum-empty-replies">{text.topic.noReplies}</p>
              : (
                <ol className="reply-list">
                  {loaded.detail.posts.map((post) => (
                    <li key={post._id} className="reply panel" data-post-id={post._id}>
                      <div className="reply-head">
                        <p className="topic-meta">
                          <strong>{post.author.name}</strong>
                          <LocalDate iso={post.createdAt} />
                        </p>
                        {(canModerate || canReport(post.author.id)) && (
                          <div className="reply-actions">
                            {canReport(post.author.id) && (
                              <button
                                type="button"
                                className="button button-secondary button-small"
                                aria-label={text.topic.reportReply(post.author.name)}
                                onClick={() =>
                                  setReporting({ kind: "post", id: post._id, authorName: post.author.name })}
                              >
                                {text.topic.reportLabel}
                              </button>
                            )}
                            {canModerate && (
                              <button
                                type="button"
                                className="button button-secondary button-small"
                                onClick={() => setFlagging({ user: post.author, postId: post._id })}
                              >
                                {text.topic.flagAuthor(post.author.name)}
                              </button>
                            )}
                            {canModerate && (
                              <button
                                type="button"
                                className="button button-danger button-small"
                                onClick={() => void removePost(post)}
                              >
                                {text.topic.deletePost(post.author.name)}
                              </button>
                            )}
                          </div>
                        )}
                      </div>
                      {post.hidden && (
                        <p className="reply-hidden">
                          {canModerate ? text.topic.hiddenForModerators : text.topic.hiddenPlaceholder}
                        </p>
                      )}
                      {(!post.hidden || canModerate) && <Markdown>{post.content}</Markdown>}
                    </li>
                  ))}
                </ol>
              )}
          </section>

          {deleted ? null : signedIn && userId
            ? (
              <ReplyForm
                topicId={topicId}
                memberId={userId}
                onPosted={(post) => {
                  updatePosts((posts) => withPost(posts, post));
                  void refresh();
                }}
              />
            )
            : (
              <p className="reply-signin">
                {text.reply.signInPrompt} <Link to={paths.signin}>{text.reply.signInLink}</Link>
              </p>
            )}
        </>
      )}
      {reporting && (
        <ReportDialog
          target={{ kind: reporting.kind, id: reporting.id }}
          authorName={reporting.authorName}
          onClose={() => setReporting(null)}
        />
      )}
      {flagging && <FlagUserDialog user={flagging.user} postId={flagging.postId} onClose={() => setFlagging(null)} />}
    </article>
  );
}

interface ReplyFormProps {
  topicId: string;
  memberId: string;
  onPosted: (post: ForumPost) => void;
}

const noReply = { content: "" };

function ReplyForm({ topicId, memberId, onPosted }: ReplyFormProps) {
  // Kept per member and topic until posted: a reload or a session cut mid-sentence loses nothing.
  const draft = useDraft(draftKeys.reply(memberId, topicId), noReply);
  const content = draft.fields.content;
  const box = useRef<HTMLTextAreaElement>(null);
  const [posting, setPosting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setProblem(text.reply.empty);
    if (hasProfanity(content)) return setProblem(text.reply.inappropriate);
    setProblem(null);
    setPosting(true);
    try {
      const post = await createPost(topicId, content.trim());
      draft.clear();
      onPosted(post);
      showToast("success", text.reply.posted);
    } catch (error) {
      setProblem(errorText(error, text.reply.error));
    } finally {
      setPosting(false);
    }
  };

  return (
    <section className="reply-form panel" aria-labelledby="reply-heading">
      <h2 id="reply-heading">{text.reply.heading}</h2>
      <form className="form" onSubmit={submit} onKeyDown={submitOnModEnter} noValidate>
        {draft.restored && (
          <DraftNote
            onDiscard={() => {
              draft.clear();
              box.current?.focus();
            }}
          />
        )}
        <MentionTextarea
          ref={box}
          label={text.reply.label}
          value={content}
          onChange={(value) => draft.change({ content: value })}
          placeholder={text.reply.placeholder}
          rows={5}
          required
        />
        <EmojiPicker
          onPick={(emoji) => draft.change((old) => ({ content: old.content + emoji }))}
          disabled={posting}
        />
        {problem && <div className="form-message form-message-error" role="alert">{problem}</div>}
        <SubmitRow>
          <button type="submit" className="button button-primary" disabled={posting}>
            {posting ? text.reply.submitting : text.reply.submit}
          </button>
        </SubmitRow>
      </form>
    </section>
  );
}
