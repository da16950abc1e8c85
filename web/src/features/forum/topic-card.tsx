import { Link } from "react-router-dom";
import type { ForumTopic } from "../../../../api/contract/forum.ts";
import { copy } from "../../copy.ts";
import { RelativeTime } from "../../components/local-time.tsx";
import { MarkdownPreview } from "../../components/markdown-preview.tsx";
import { paths } from "../../lib/paths.ts";

const text = copy.forum;

interface TopicCardProps {
  topic: ForumTopic;
  categoryName: string;
  /** Only moderators and superadmins get it. */
  onDelete?: () => void;
}

export function TopicCard({ topic, categoryName, onDelete }: TopicCardProps) {
  return (
    <article className="topic-card">
      <div className="topic-card-head">
        <h2 className="topic-card-title">
          <Link to={paths.topic(topic._id)}>{topic.title}</Link>
        </h2>
        {onDelete && (
          <button
            type="button"
            className="button button-danger button-small"
            aria-label={text.list.deleteTopic(topic.title)}
            onClick={onDelete}
          >
            {text.list.deleteLabel}
          </button>
        )}
      </div>
      <p className="topic-card-excerpt">
        <MarkdownPreview markdown={topic.content} />
      </p>
      <dl className="topic-card-meta">
        <div>
          <dt className="visually-hidden">{text.by}</dt>
          <dd className="topic-card-author">{topic.author.name}</dd>
        </div>
        <div>
          <dt className="visually-hidden">{text.list.category}</dt>
          <dd className="topic-card-category">{categoryName}</dd>
        </div>
        <div>
          <dt>{text.views}</dt>
          <dd>{topic.views}</dd>
        </div>
        <div>
          <dt>{text.replies}</dt>
          <dd>{topic.repliesCount}</dd>
        </div>
        <div>
          <dt>{text.lastActivity}</dt>
          <dd>
            <RelativeTime iso={topic.lastPostAt} />
          </dd>
        </div>
      </dl>
    </article>
  );
}
