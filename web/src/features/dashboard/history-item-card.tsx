import { Link } from "react-router-dom";
import type { HistoryItem } from "../../../../api/contract/history.ts";
import { CopyButton } from "../../components/copy-button.tsx";
import { copy } from "../../copy.ts";
import { LocalDate } from "../../components/local-time.tsx";
import { paths } from "../../lib/paths.ts";
import { mainText, typeOf } from "./history-items.ts";

const text = copy.history;

/** What the copy button says for each type: the generator pages' own words where they exist. */
const copyMessages = {
  formula: { copied: copy.formulaGenerator.copied, failed: copy.formulaGenerator.copyFailed },
  vba: { copied: copy.vbaGenerator.copied, failed: copy.vbaGenerator.copyFailed },
  dataAnalyzer: { copied: copy.dataAnalyzer.copied, failed: copy.dataAnalyzer.copyFailed },
  chartGenerator: { copied: copy.chartGenerator.copied, failed: copy.chartGenerator.copyFailed },
} as const;

function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

function MainText({ item }: { item: HistoryItem }) {
  const type = typeOf(item);
  const main = mainText(item);
  // Formulas and macros are pasted into a sheet as they are: monospace, whitespace kept. A formula wraps; a macro
  // keeps its lines and scrolls in its box, which keyboard users can only scroll once it takes focus.
  if (type === "formula") return <pre className="code-block history-code"><code>{main}</code></pre>;
  if (type === "vba") {
    return <pre className="code-block history-code history-code-vba" tabIndex={0}><code>{main}</code></pre>;
  }
  return <p className={type === "chartGenerator" ? "history-chart-type" : "history-analysis"}>{main}</p>;
}

interface HistoryItemCardProps {
  item: HistoryItem;
  isFavorite: boolean;
  /** While the star's last click has no answer yet. */
  starBusy: boolean;
  onToggleFavorite: (item: HistoryItem) => void;
  onDelete?: (item: HistoryItem) => void;
}

/** One generated item as the dashboard shows it: platform, date, request, main text, explanation and steps. */
export function HistoryItemCard({ item, isFavorite, starBusy, onToggleFavorite, onDelete }: HistoryItemCardProps) {
  const type = typeOf(item);
  const steps = item.steps ?? [];
  return (
    <article className="panel history-item" aria-label={item.description || text.types[type]}>
      <header className="history-item-header">
        <div className="history-item-meta">
          <span className="badge badge-platform">{text.platforms[item.platform]}</span>
          <LocalDate iso={item.timestamp} />
        </div>
        <div className="history-item-actions">
          <button
            type="button"
            className="favorite-star"
            aria-label={text.favorite}
            aria-pressed={isFavorite}
            title={isFavorite ? text.removeFavorite : text.addFavorite}
            disabled={starBusy}
            onClick={() => onToggleFavorite(item)}
          >
            <StarIcon />
          </button>
          <CopyButton
            text={mainText(item)}
            label={copy.generators.copy}
            copiedMessage={copyMessages[type].copied}
            failedMessage={copyMessages[type].failed}
          />
          {type === "formula" && (
            <Link to={paths.explainFormula(mainText(item), item.platform)} className="button button-secondary">
              {copy.explainer.explainLink}
            </Link>
          )}
          {onDelete && (
            <button
              type="button"
              className="button button-secondary"
              aria-label={text.deleteLabel(item.description)}
              onClick={() => onDelete(item)}
            >
              {text.delete}
            </button>
          )}
        </div>
      </header>
      {/* The cards are the tab's top-level parts, right under the page's h1 (the tab strip has no heading). */}
      {item.description && <h2 className="history-item-description">{item.description}</h2>}
      <MainText item={item} />
      {item.explanation && <p className="history-item-explanation">{item.explanation}</p>}
      {steps.length > 0 && (
        <details className="history-item-steps">
          <summary>{text.steps(steps.length)}</summary>
          <ol>
            {steps.map((step, index) => <li key={index}>{step}</li>)}
          </ol>
        </details>
      )}
    </article>
  );
}
