import type { ReactNode } from "react";
import { CopyButton } from "../../components/copy-button.tsx";
import { StarRating } from "../../components/star-rating.tsx";
import { copy } from "../../copy.ts";

/** The explanation while it streams in: read out politely as pieces arrive, so nobody waits in silence. */
export function StreamingExplanation({ text }: { text: string }) {
  return (
    // No aria-busy here: it would tell screen readers to hold back the very updates the live region announces.
    <section className="panel result streaming" aria-labelledby="streaming-heading">
      <h2 id="streaming-heading">{copy.generators.explanation}</h2>
      <p className="streamed-text" aria-live="polite">
        {text || copy.generators.writing}
      </p>
    </section>
  );
}

function ExplanationAndSteps({ explanation, steps }: { explanation: string; steps: string[] }) {
  return (
    <>
      <h3>{copy.generators.explanation}</h3>
      <p className="result-explanation">{explanation}</p>
      <h3>{copy.generators.steps}</h3>
      <ol className="result-steps">
        {steps.map((step, index) => <li key={index}>{step}</li>)}
      </ol>
    </>
  );
}

/** Set when a configured model failed and the builtin engine answered instead; the server says why. */
function FallbackNote({ reason }: { reason: string }) {
  return (
    <div className="result-note" role="note">
      <strong>{copy.generators.fallbackHeading}</strong> {reason}
    </div>
  );
}

/** The spec's alert, plus the server's own words when it gave any: a 422 hint teaches how to ask. */
export function GenerationFailure({ message, detail }: { message: string; detail: string | null }) {
  return (
    <div className="form-message form-message-error" role="alert">
      <p>{message}</p>
      {detail && detail !== message && <p>{detail}</p>}
    </div>
  );
}

/** The newest results of one tool beside its form; each tool decides how one item reads. */
export function RecentList<Item extends { id: string; timestamp: string }>(
  { headingId, heading, items, renderItem }: {
    headingId: string;
    heading: string;
    items: Item[];
    renderItem: (item: Item) => ReactNode;
  },
) {
  return (
    <section className="panel recent" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {items.length === 0 ? <p className="recent-empty">{copy.generators.recentEmpty}</p> : (
        <ol className="recent-list">
          {items.map((item) => <li key={`${item.id}-${item.timestamp}`} className="recent-item">{renderItem(item)}
          </li>)}
        </ol>
      )}
    </section>
  );
}

/**
 * One generated result: the code with its copy button, what the server's checks found (`status`), the fallback
 * note, the explanation and steps, anything particular to the tool (`children`), and the star rating.
 */
export function GeneratedResult(
  { headingId, text, badge, code, codeClassName, status, fallback, explanation, steps, rating, onRate, children }: {
    headingId: string;
    text: { resultHeading: string; copied: string; copyFailed: string; rateLabel: string };
    badge?: ReactNode;
    code: string;
    codeClassName: string;
    status: ReactNode;
    fallback?: string;
    explanation: string;
    steps: string[];
    rating: number;
    onRate: (stars: number) => void;
    children?: ReactNode;
  },
) {
  return (
    <section className="panel result" aria-labelledby={headingId}>
      <div className="result-header">
        <h2 id={headingId}>{text.resultHeading}</h2>
        {badge}
      </div>
      <pre className={`code-block ${codeClassName}`}><code>{code}</code></pre>
      <div className="result-actions">
        <CopyButton
          text={code}
          label={copy.generators.copy}
          copiedMessage={text.copied}
          failedMessage={text.copyFailed}
        />
      </div>
      {status}
      {fallback && <FallbackNote reason={fallback} />}
      <ExplanationAndSteps explanation={explanation} steps={steps} />
      {children}
      <StarRating label={text.rateLabel} value={rating} onChange={onRate} starLabel={copy.generators.starLabel} />
    </section>
  );
}
