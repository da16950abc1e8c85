import { useEffect } from "react";
import { Link } from "react-router-dom";
import type { ReportAction, ReportedItem } from "../../../../api/contract/reports.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { RelativeTime } from "../../components/local-time.tsx";
import { MarkdownPreview } from "../../components/markdown-preview.tsx";
import { copy } from "../../copy.ts";
import { paths } from "../../lib/paths.ts";
import { useReportsStore } from "./reports-store.ts";
import { useLiveReports } from "./use-live-reports.ts";
import "./admin.css";

const text = copy.admin.reports;

interface ReportRowProps {
  item: ReportedItem;
  busy: boolean;
  /** Whether the viewer may suspend this author: moderators suspend members, superadmins moderators too. */
  canSuspend: boolean;
  onResolve: (action: ReportAction) => void;
}

/** One reported reply or topic: what it says, who wrote it, every reporter's reason, and the three answers. */
export function ReportRow({ item, busy, canSuspend, onResolve }: ReportRowProps) {
  const remove = () => {
    if (globalThis.confirm(text.confirmDelete)) onResolve("delete");
  };
  return (
    <li className="admin-flag admin-report" data-report-id={item.id}>
      <p className="admin-flag-head">
        <strong>
          {item.kind === "post" ? text.reply : text.topic} {text.inTopic(item.topicTitle)}
        </strong>
        <RelativeTime iso={item.firstReportedAt} />
      </p>
      <p className="admin-report-excerpt">
        “<MarkdownPreview markdown={item.excerpt} />”
      </p>
      <p>
        {text.by(item.author.name)} · <span className="admin-count">{text.count(item.reports.length)}</span>
        {item.hidden && <span className="status-pill status-pill-suspended">{text.hidden}</span>}
      </p>
      <ul className="admin-report-reasons">
        {item.reports.map((report) => (
          <li key={report.id}>
            <span className="admin-label">{text.reasons[report.reason]}</span>{" "}
            {report.details && <>“{report.details}”{" "}</>}— {report.reporter.name}
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.topic(item.topicId)}>{text.openTopic}</Link>
      </p>
      <div className="admin-flag-actions">
        <button
          type="button"
          className="button button-secondary button-small"
          aria-label={text.dismissLabel(item.author.name)}
          disabled={busy}
          onClick={() => onResolve("dismiss")}
        >
          {text.dismiss}
        </button>
        <button
          type="button"
          className="button button-danger button-small"
          aria-label={text.deleteLabel(item.author.name)}
          disabled={busy}
          onClick={remove}
        >
          {item.kind === "post" ? text.deletePost : text.deleteTopic}
        </button>
        {item.author.blocked
          ? <span className="status-pill status-pill-suspended">{text.alreadySuspended}</span>
          : canSuspend && (
            <button
              type="button"
              className="button button-danger button-small"
              aria-label={text.suspendLabel(item.author.name)}
              disabled={busy}
              onClick={() => onResolve("suspend")}
            >
              {text.suspend}
            </button>
          )}
      </div>
    </li>
  );
}

/**
 * Members' reports for moderators and superadmins, the longest waiting first; loaded on open and followed live. The
 * server decides again on every action; the buttons only leave out what it would refuse.
 */
export function ReportsQueue({ viewerRole }: { viewerRole: "moderator" | "superadmin" }) {
  const status = useReportsStore((state) => state.status);
  const error = useReportsStore((state) => state.error);
  const items = useReportsStore((state) => state.items);
  const busy = useReportsStore((state) => state.busy);
  const resolve = useReportsStore((state) => state.resolve);

  useLiveReports();
  useEffect(() => {
    void useReportsStore.getState().load();
  }, []);

  const canSuspend = (item: ReportedItem) =>
    item.author.role === "user" || (item.author.role === "moderator" && viewerRole === "superadmin");

  return (
    <section className="panel admin-section" aria-labelledby="admin-reports-title">
      <h2 id="admin-reports-title">
        {text.title} <span className="admin-count">{items.length}</span>
      </h2>
      {status === "failed" && error && <FormMessage tone="error">{error}</FormMessage>}
      {status === "ready" && items.length === 0 && <p className="admin-empty">{text.empty}</p>}
      {items.length > 0 && (
        <ul className="admin-flags" aria-labelledby="admin-reports-title">
          {items.map((item) => (
            <ReportRow
              key={item.id}
              item={item}
              busy={busy.includes(item.id)}
              canSuspend={canSuspend(item)}
              onResolve={(action) => void resolve(item, action)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
