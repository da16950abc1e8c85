import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { Link } from "react-router-dom";
import type { ForumCategory, ForumTopic, TopicsPage } from "../../../../api/contract/forum.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { showToast } from "../../components/toast-store.ts";
import { copy } from "../../copy.ts";
import { ApiError, errorText } from "../../lib/api-client.ts";
import { paths } from "../../lib/paths.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useSocketEvent } from "../../lib/use-socket-event.ts";
import { useAuthStore } from "../auth/auth-store.ts";
import { deleteTopic, fetchCategories, fetchTopics, type TopicFilters } from "./forum-api.ts";
import { isModerator } from "./roles.ts";
import { TopicCard } from "./topic-card.tsx";
import "./forum.css";

const text = copy.forum;
const firstPage: TopicFilters = { page: 1, categoryId: "", search: "", authorId: "" };

// Whether a new topic belongs on the list as filtered: the category and "Show My Posts" are known here; a search
// is the server's to judge.
const listedBy = (filters: TopicFilters, topic: ForumTopic) =>
  (!filters.categoryId || topic.category === filters.categoryId) &&
  (!filters.authorId || topic.author.id === filters.authorId);

type Listing =
  | { state: "loading" }
  | { state: "failed"; error: string }
  | { state: "ready"; result: TopicsPage };

export function ForumPage() {
  useDocumentTitle(text.list.title);
  const user = useAuthStore((state) => state.user);
  const signedIn = useAuthStore((state) => state.status === "authenticated");
  const canModerate = isModerator(user?.role);
  const [categories, setCategories] = useState<ForumCategory[]>([]);
  const [categoriesError, setCategoriesError] = useState<string | null>(null);
  const [filters, setFilters] = useState<TopicFilters>(firstPage);
  const [searchDraft, setSearchDraft] = useState("");
  const [listing, setListing] = useState<Listing>({ state: "loading" });
  // Topics posted since the list was loaded that it would show, by id: the banner counts those not on it yet.
  const [pending, setPending] = useState<string[]>([]);
  const [reload, setReload] = useState(0);
  const [actionError, setActionError] = useState<string | null>(null);
  const categoryId = useId();
  const searchId = useId();

  useEffect(() => {
    fetchCategories().then(setCategories, (error: unknown) => setCategoriesError(errorText(error, text.unknownError)));
  }, []);

  useEffect(() => {
    let current = true;
    setListing({ state: "loading" });
    fetchTopics(filters).then(
      (result) => current && setListing({ state: "ready", result }),
      (error: unknown) => current && setListing({ state: "failed", error: errorText(error, text.unknownError) }),
    );
    return () => {
      current = false;
    };
  }, [filters, reload]);

  // Changing what is listed always starts again from page 1, as the spec requires.
  // Topics waiting under the old filters may not belong under the new ones, so they are let go.
  const refilter = (changes: Partial<TopicFilters>) => {
    setPending([]);
    setFilters((old) => ({ ...old, ...changes, page: 1 }));
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    refilter({ search: searchDraft.trim() });
  };

  const showNewTopics = useCallback(() => {
    setPending([]);
    setFilters((old) => old.page === 1 ? old : { ...old, page: 1 });
    setReload((count) => count + 1);
  }, []);

  const shown = listing.state === "ready" ? listing.result.docs : [];
  const newTopics = pending.filter((id) => !shown.some((topic) => topic._id === id)).length;
  const emptyList = listing.state === "ready" && shown.length === 0;

  // "No topics found" beside "1 new topic" would contradict itself: an empty list fetches what the banner promised.
  useEffect(() => {
    if (emptyList && newTopics > 0) showNewTopics();
  }, [emptyList, newTopics, showNewTopics]);

  const updateTopics = useCallback((change: (docs: ForumTopic[]) => ForumTopic[]) => {
    setListing((old) =>
      old.state === "ready" ? { ...old, result: { ...old.result, docs: change(old.result.docs) } } : old
    );
  }, []);

  useSocketEvent("topic:created", (topic) => {
    if (!listedBy(filters, topic)) return;
    // Nothing on the list to push aside, and nothing the server's search might leave out: it shows at once.
    if (emptyList && filters.page === 1 && !filters.search) {
      updateTopics((docs) => [topic, ...docs.filter((listed) => listed._id !== topic._id)]);
    } else {
      setPending((old) => old.includes(topic._id) ? old : [...old, topic._id]);
    }
  });
  useSocketEvent(
    "topic:updated",
    (update) =>
      updateTopics((docs) =>
        docs.map((topic) =>
          topic._id === update.topicId
            ? { ...topic, repliesCount: update.repliesCount, views: update.views, lastPostAt: update.lastPostAt }
            : topic
        )
      ),
  );
  useSocketEvent("topic:deleted", ({ topicId }) => {
    setPending((old) => old.filter((id) => id !== topicId));
    updateTopics((docs) => docs.filter((t) => t._id !== topicId));
  });

  const removeTopic = async (topic: ForumTopic) => {
    if (!globalThis.confirm(text.list.confirmDelete)) return;
    setActionError(null);
    try {
      await deleteTopic(topic._id);
      updateTopics((docs) => docs.filter((t) => t._id !== topic._id));
    } catch (error) {
      // The spec words it by cause: a refusal from the server, or no answer at all.
      setActionError(error instanceof ApiError && error.status !== 0 ? text.list.deleteFailed : text.list.deleteError);
    }
  };

  const categoryName = (id: string) =>
    categories.find((category) => category._id === id)?.name ?? text.list.notAvailable;

  return (
    <section className="forum-page" id="forum" aria-labelledby="forum-heading">
      <header className="forum-hero">
        <div>
          <h1 id="forum-heading">{text.list.heading}</h1>
          <p className="lead">{text.list.intro}</p>
        </div>
        {signedIn ? <Link to={paths.newTopic} className="button button-primary">{text.list.postNew}</Link> : (
          <Link
            to={paths.signup}
            className="button button-primary"
            onClick={() => showToast("info", text.list.signUpAlert)}
          >
            {text.list.signUpToPost}
          </Link>
        )}
      </header>

      <div className="forum-filters panel" role="search" aria-label={text.list.filtersLabel}>
        <div className="field">
          <label htmlFor={categoryId}>{text.list.category}</label>
          <select
            id={categoryId}
            value={filters.categoryId}
            onChange={(event) => refilter({ categoryId: event.target.value })}
          >
            <option value="">{text.list.allCategories}</option>
            {categories.map((category) => <option key={category._id} value={category._id}>{category.name}</option>)}
          </select>
        </div>
        <form className="forum-search" onSubmit={submitSearch}>
          <div className="field">
            <label htmlFor={searchId}>{text.list.search}</label>
            <input
              id={searchId}
              type="search"
              value={searchDraft}
              placeholder={text.list.searchPlaceholder}
              onChange={(event) => setSearchDraft(event.target.value)}
            />
          </div>
          <button type="submit" className="button button-secondary">{text.list.searchSubmit}</button>
        </form>
        {signedIn && user && (
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={filters.authorId === user.id}
              onChange={(event) => refilter({ authorId: event.target.checked ? user.id : "" })}
            />
            {text.list.myPosts}
          </label>
        )}
      </div>

      {categoriesError && <FormMessage tone="error">{categoriesError}</FormMessage>}
      {actionError && <FormMessage tone="error">{actionError}</FormMessage>}

      {newTopics > 0 && (
        <div className="new-topics-bar" role="status">
          <span>{text.list.newTopics(newTopics)}</span> —{" "}
          <button type="button" className="link-button" onClick={showNewTopics}>{text.list.showNew}</button>
        </div>
      )}

      {listing.state === "loading" && <p className="forum-status" role="status">{text.list.loading}</p>}
      {listing.state === "failed" && <FormMessage tone="error">{listing.error}</FormMessage>}
      {emptyList && newTopics === 0 && (
        <div className="forum-empty">
          <h2>{text.list.empty}</h2>
          <p>{text.list.emptyHint}</p>
        </div>
      )}
      {listing.state === "ready" && listing.result.docs.length > 0 && (
        <ul className="topic-list" aria-label={text.list.topicsLabel}>
          {listing.result.docs.map((topic) => (
            <li key={topic._id}>
              <TopicCard
                topic={topic}
                categoryName={categoryName(topic.category)}
                onDelete={canModerate
                  ? () => void removeTopic(topic)
                  : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {listing.state === "ready" && listing.result.totalPages > 1 && (
        <nav className="forum-pagination" aria-label={text.list.paginationLabel}>
          <button
            type="button"
            className="button button-secondary"
            disabled={listing.result.page <= 1}
            onClick={() =>
              setFilters((old) => ({ ...old, page: listing.result.page - 1 }))}
          >
            {text.list.previous}
          </button>
          <span>{text.list.pageOf(listing.result.page, listing.result.totalPages)}</span>
          <button
            type="button"
            className="button button-secondary"
            disabled={listing.result.page >= listing.result.totalPages}
            onClick={() =>
              setFilters((old) => ({ ...old, page: listing.result.page + 1 }))}
          >
            {text.list.next}
          </button>
        </nav>
      )}
    </section>
  );
}
