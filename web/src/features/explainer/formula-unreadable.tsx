import type { FormulaIssue } from "../../../../api/contract/explainer.ts";
import { copy } from "../../copy.ts";
import { FormulaIssues } from "./formula-issues.tsx";
import "./formula-unreadable.css";

const text = copy.explainer;

// The formula with the character where reading stopped marked; a problem at the very end marks the gap after it.
function MarkedFormula({ formula, at }: { formula: string; at: number }) {
  return (
    <pre className="code-block formula-unreadable-code" aria-label={text.unreadableSpot}>
      <code>
        {formula.slice(0, at)}
        <mark>{formula[at] ?? " "}</mark>
        {formula.slice(at + 1)}
      </code>
    </pre>
  );
}

/**
 * The one answer for a formula that does not read: what is wrong and where, in place of the reading, parts, steps
 * and translations, which would all be empty.
 */
export function FormulaUnreadable({ formula, issues }: { formula: string; issues: FormulaIssue[] }) {
  const at = issues.find((issue) => issue.at !== undefined)?.at;
  return (
    <section
      className="panel explainer-section explainer-wide formula-unreadable"
      aria-labelledby="explainer-unreadable"
    >
      <h2 id="explainer-unreadable">{text.unreadableHeading}</h2>
      {at === undefined
        ? <pre className="code-block"><code>{formula}</code></pre>
        : <MarkedFormula formula={formula} at={at} />}
      <FormulaIssues issues={issues} />
      <p className="formula-unreadable-hint">{text.unreadableHint}</p>
    </section>
  );
}
