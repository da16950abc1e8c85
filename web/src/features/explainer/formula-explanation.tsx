import type { ReactNode } from "react";
import type { FormulaError, FormulaExplanation } from "../../../../api/contract/explainer.ts";
import { copy } from "../../copy.ts";
import { FormulaFunctions } from "./formula-functions.tsx";
import { ErrorCauses, FormulaIssues } from "./formula-issues.tsx";
import { FormulaPartsTree } from "./formula-parts-tree.tsx";
import { FormulaTranslations } from "./formula-translations.tsx";
import { FormulaUnreadable } from "./formula-unreadable.tsx";

const text = copy.explainer;

/** The first heading of the answer: the page brings it into view and focuses it when an answer arrives. */
export const answerHeadingId = "explainer-reading";

function AnswerSection(
  { id, heading, className = "", children }: {
    id: string;
    heading: ReactNode;
    className?: string;
    children: ReactNode;
  },
) {
  return (
    <section className={`panel explainer-section ${className}`} aria-labelledby={id}>
      <h2 id={id} tabIndex={id === answerHeadingId ? -1 : undefined}>{heading}</h2>
      {children}
    </section>
  );
}

/**
 * The answer, from what the whole formula does down to its parts, then what could go wrong with it and how to write
 * it in the other program. A formula that cannot be read has nothing of that to show but what stops it.
 */
export function FormulaExplanationView(
  { explanation, error }: { explanation: FormulaExplanation; error?: FormulaError },
) {
  if (explanation.parts === null) {
    return (
      <div className="explainer-answer">
        <FormulaUnreadable formula={explanation.formula} issues={explanation.issues} />
      </div>
    );
  }
  return (
    <div className="explainer-answer">
      <AnswerSection id={answerHeadingId} heading={text.readingHeading} className="explainer-wide">
        <p className="explainer-reading">{explanation.reading}</p>
        {explanation.explanation.length > 0 && (
          <ul className="explainer-inside-out">
            {explanation.explanation.map((line, index) => <li key={index}>{line}</li>)}
          </ul>
        )}
      </AnswerSection>
      {error && explanation.errorCauses && (
        <AnswerSection
          id="explainer-causes"
          heading={
            <>
              {text.errorHeading} <code className="error-code">{error}</code>
            </>
          }
          className="explainer-wide explainer-error"
        >
          <ErrorCauses causes={explanation.errorCauses} />
        </AnswerSection>
      )}
      {explanation.parts && (
        <AnswerSection id="explainer-parts" heading={text.partsHeading} className="explainer-wide">
          <FormulaPartsTree root={explanation.parts} />
        </AnswerSection>
      )}
      <AnswerSection id="explainer-steps" heading={text.stepsHeading}>
        <ol className="explainer-steps">
          {explanation.steps.map((step, index) => <li key={index}>{step}</li>)}
        </ol>
      </AnswerSection>
      <AnswerSection id="explainer-issues" heading={text.issuesHeading}>
        <FormulaIssues issues={explanation.issues} />
      </AnswerSection>
      {explanation.functions.length > 0 && (
        <AnswerSection id="explainer-functions" heading={text.functionsHeading} className="explainer-wide">
          <FormulaFunctions functions={explanation.functions} />
        </AnswerSection>
      )}
      <AnswerSection id="explainer-translations" heading={text.translationsHeading} className="explainer-wide">
        <FormulaTranslations translations={explanation.translations} />
      </AnswerSection>
    </div>
  );
}
