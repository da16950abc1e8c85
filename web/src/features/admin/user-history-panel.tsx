import type { AdminUserHistory } from "../../../../api/contract/admin.ts";
import type { HistoryItem } from "../../../../api/contract/history.ts";
import { copy } from "../../copy.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { LocalDate } from "../../components/local-time.tsx";
import { useAdminStore } from "./admin-store.ts";

const text = copy.admin.history;

const sections = [
  ["formulaHistory", text.sections.formula],
  ["vbaHistory", text.sections.vba],
  ["dataAnalyzerHistory", text.sections.dataAnalyzer],
  ["chartGeneratorHistory", text.sections.chartGenerator],
] as const satisfies readonly (readonly [keyof AdminUserHistory, string])[];

/** The item's main text, whichever kind it is. */
const mainText = (item: HistoryItem) =>
  "formula" in item ? item.formula : "code" in item ? item.code : "analysis" in item ? item.analysis : item.chartType;

function Section({ title, items }: { title: string; items: HistoryItem[] }) {
  return (
    <section className="admin-history-section" aria-label={title}>
      <h4>{title}</h4>
      {items.length === 0 ? <p className="admin-empty">{text.empty}</p> : (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <p className="admin-history-description">
                {item.description}
                <LocalDate iso={item.timestamp} />
              </p>
              <pre><code>{mainText(item)}</code></pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'History for {user}': the four kinds of what they generated, newest first. */
export function UserHistoryPanel() {
  const history = useAdminStore((state) => state.history);
  const close = useAdminStore((state) => state.closeHistory);

  if (!history) {
    return (
      <section className="panel admin-section" aria-label={text.select}>
        <p className="admin-empty">{text.select}</p>
      </section>
    );
  }
  const title = text.title(history.user.name);
  const { lists } = history;
  return (
    <section className="panel admin-section" aria-labelledby="admin-history-title">
      <div className="admin-section-head">
        <h3 id="admin-history-title">{title}</h3>
        <button type="button" className="button button-secondary button-small" onClick={close}>{text.close}</button>
      </div>
      {history.status === "loading" && <p role="status">{text.loading}</p>}
      {history.status === "failed" && history.error && <FormMessage tone="error">{history.error}</FormMessage>}
      {lists && (
        <div className="admin-history-grid">
          {sections.map(([key, label]) => <Section key={key} title={label} items={lists[key]} />)}
        </div>
      )}
    </section>
  );
}
