import type { ReactNode } from "react";
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

export function ExplanationAndSteps({ explanation, steps }: { explanation: string; steps: string[] }) {
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
export function FallbackNote({ reason }: { reason: string }) {
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
