import { Link } from "react-router-dom";
import type { FlagView } from "../../../../api/contract/admin.ts";
import { copy } from "../../copy.ts";
import { RelativeTime } from "../../components/local-time.tsx";
import { MarkdownPreview } from "../../components/markdown-preview.tsx";
import { paths } from "../../lib/paths.ts";
import { useAdminStore } from "./admin-store.ts";

const text = copy.admin.flags;

function FlagCard({ flag }: { flag: FlagView }) {
  const busy = useAdminStore((state) => state.busy.includes(flag.id));
  const resolve = useAdminStore((state) => state.resolveFlag);
  const canSuspend = flag.user.role !== "superadmin" && !flag.user.blocked;
  return (
    <li className="admin-flag">
      <p className="admin-flag-head">
        <strong>{text.flagged(flag.user.name, flag.flaggedBy.name)}</strong>
        <RelativeTime iso={flag.createdAt} />
      </p>
      <p>
        <span className="admin-label">{text.reason}:</span> {flag.reason}
      </p>
      {flag.post && (
        <p className="admin-flag-post">
          <span className="admin-label">{text.reply}:</span> “<MarkdownPreview markdown={flag.post.excerpt} />”{" "}
          <Link to={paths.topic(flag.post.topicId)}>{text.openTopic}</Link>
        </p>
      )}
      <div className="admin-flag-actions">
        <button
          type="button"
          className="button button-secondary button-small"
          aria-label={text.dismissLabel(flag.user.name)}
          disabled={busy}
          onClick={() => void resolve(flag, "dismiss")}
        >
          {text.dismiss}
        </button>
        {canSuspend
          ? (
            <button
              type="button"
              className="button button-danger button-small"
              aria-label={text.suspendLabel(flag.user.name)}
              disabled={busy}
              onClick={() => void resolve(flag, "suspend")}
            >
              {text.suspend}
            </button>
          )
          : flag.user.blocked && <span className="status-pill status-pill-suspended">{text.alreadySuspended}</span>}
      </div>
    </li>
  );
}

/** Moderators' open flags, oldest first; each can be dismissed or answered by suspending its user. */
export function FlagsQueue() {
  const flags = useAdminStore((state) => state.flags);
  return (
    <section className="panel admin-section" aria-labelledby="admin-flags-title">
      <h2 id="admin-flags-title">
        {text.title} <span className="admin-count">{flags.length}</span>
      </h2>
      {flags.length === 0
        ? <p className="admin-empty">{text.empty}</p>
        : (
          <ul className="admin-flags" aria-labelledby="admin-flags-title">
            {flags.map((flag) => <FlagCard key={flag.id} flag={flag} />)}
          </ul>
        )}
    </section>
  );
}
