import type { AuditEntry } from "../../../../api/contract/admin.ts";
import { RelativeTime } from "../../components/local-time.tsx";
import { copy } from "../../copy.ts";
import { useAdminStore } from "./admin-store.ts";
import { Pager } from "./pager.tsx";

const text = copy.admin.audit;

/** "Ada suspended Pat", "Mo deleted a reply by Pat", "Ada created the category lambda". */
function describe(entry: AuditEntry): string {
  const actor = entry.actor?.name ?? text.system;
  const object = entry.action === "category.created" ? entry.subject : entry.target?.name ?? text.system;
  return `${actor} ${text.actions[entry.action]} ${object ?? ""}`.trim();
}

/** Every admin and moderator action, newest first, twenty at a time; new lines arrive live on the first page. */
export function AuditLog() {
  const audit = useAdminStore((state) => state.audit);
  const loadAudit = useAdminStore((state) => state.loadAudit);
  return (
    <section className="panel admin-section" aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title">{text.title}</h2>
      {audit.entries.length === 0
        ? <p className="admin-empty">{text.empty}</p>
        : (
          <ol className="admin-audit" aria-labelledby="admin-audit-title">
            {audit.entries.map((entry) => (
              <li key={entry.id}>
                <span>{describe(entry)}</span>
                {entry.reason && <span className="admin-audit-reason">{text.reason(entry.reason)}</span>}
                <RelativeTime iso={entry.createdAt} />
              </li>
            ))}
          </ol>
        )}
      {audit.totalPages > 1 && (
        <Pager label={text.title} page={audit.page} totalPages={audit.totalPages} onPage={loadAudit} text={text} />
      )}
    </section>
  );
}
