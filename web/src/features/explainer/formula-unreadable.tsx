import type { FormulaIssue } from "../../../../api/contract/explainer.ts";
import { copy } from "../../copy.ts";
import { FormulaIssues } from "./formula-issues.tsx";
import "./formula-unreadable.css";

const text = copy.explainer;

// The formula with the character where reading stopped marked; a problem at the very end marks the gap after it.
function MarkedFormula({ formula, at }: { formula: string; at?: number }) {
  return (
    <figure className="formula-unreadable-figure" aria-label={text.unreadableSpot}>
      <pre className="code-block formula-unreadable-code">
        <code>
          {at === undefined ? formula : (
            <>
              {formula.slice(0, at)}
              <mark>{formula[at] ?? " "}</mark>
              {formula.slice(at + 1)}
            </>
          )}
        </code>
      </pre>
    </figure>
  );
}

/**
 * The one answer for a formula that does not read: what is wrong and where, in place of the reading, parts, steps
 * and translations, which would all be empty.
 */
export function FormulaUnreadable({ formula, issues }: { formula: string; issues: FormulaIssue[] }) {
  return (
    <section
      className="panel explainer-section explainer-wide formula-unreadable"
      aria-labelledby="explainer-unreadable"
    >
      <h2 id="explainer-unreadable">{text.unreadableHeading}</h2>
      <MarkedFormula formula={formula} at={issues.find((issue) => issue.at !== undefined)?.at} />
      <FormulaIssues issues={issues} />
      <p className="formula-unreadable-hint">{text.unreadableHint}</p>
    </section>
  );
}
