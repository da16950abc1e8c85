import type { ReactNode } from "react";
import { CopyButton } from "../../components/copy-button.tsx";
import { ExplanationAndSteps } from "../../components/explanation-and-steps.tsx";
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

/** Set when a configured model failed and the builtin engine answered instead; the server says why. */
function FallbackNote({ reason }: { reason: string }) {
  return (
    <div className="result-note" role="note">
      <strong>{copy.generators.fallbackHeading}</strong> {reason}
    </div>
  );
}

/**
 * One generated result: the code with what it reads as (`aboutCode`), its copy button and `actions`, what the server's
 * checks found (`status`), the fallback note, other answers to take instead (`choices`), the explanation and steps,
 * anything particular to the tool (`children`), and the star rating.
 */
export function GeneratedResult(
  {
    headingId,
    text,
    badge,
    code,
    codeClassName,
    codeScrolls = false,
    aboutCode,
    actions,
    status,
    choices,
    fallback,
    explanation,
    steps,
    rating,
    onRate,
    children,
  }: {
    headingId: string;
    text: { resultHeading: string; copied: string; copyFailed: string; rateLabel: string };
    badge?: ReactNode;
    code: string;
    codeClassName: string;
    /** Code that keeps its long lines scrolls in its box, which keyboard users can only scroll once it takes focus. */
    codeScrolls?: boolean;
    /** Read right under the code, before anyone copies it: what it computes, what it assumes. */
    aboutCode?: ReactNode;
    /** More to do with the code than copy it, shown beside the Copy button. */
    actions?: ReactNode;
    status: ReactNode;
    /** Other answers to take instead, right under what the checks found. */
    choices?: ReactNode;
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
        <h2 id={headingId} tabIndex={-1}>{text.resultHeading}</h2>
        {badge}
      </div>
      <pre className={`code-block ${codeClassName}`} tabIndex={codeScrolls ? 0 : undefined}><code>{code}</code></pre>
      {aboutCode}
      <div className="result-actions">
        <CopyButton
          text={code}
          label={copy.generators.copy}
          copiedMessage={text.copied}
          failedMessage={text.copyFailed}
        />
        {actions}
      </div>
      {status}
      {fallback && <FallbackNote reason={fallback} />}
      {choices}
      <ExplanationAndSteps explanation={explanation} steps={steps} />
      {children}
      <StarRating label={text.rateLabel} value={rating} onChange={onRate} starLabel={copy.generators.starLabel} />
    </section>
  );
}
