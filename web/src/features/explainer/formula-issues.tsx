import type { ErrorCause, FormulaIssue } from "../../../../api/contract/explainer.ts";
import { copy } from "../../copy.ts";

const text = copy.explainer;

/** Each issue with its fix, and the error it makes the formula show when it is sure to show one. */
export function FormulaIssues({ issues }: { issues: FormulaIssue[] }) {
  if (issues.length === 0) return <p className="explainer-fine">{text.noIssues}</p>;
  return (
    <ul className="explainer-issues">
      {issues.map((issue, index) => (
        <li key={index}>
          <p className="issue-message">{issue.message}</p>
          {issue.gives && (
            <p>
              <span className="explainer-label">{text.showsLabel}</span>{" "}
              <code className="error-code">{issue.gives}</code>
            </p>
          )}
          <p>
            <span className="explainer-label">{text.fix}</span> {issue.fix}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Most likely first, so the list is numbered: the person checks them in that order. */
export function ErrorCauses({ causes }: { causes: ErrorCause[] }) {
  return (
    <ol className="explainer-causes">
      {causes.map((cause, index) => (
        <li key={index}>
          <p className="cause-text">{cause.cause}</p>
          <p>
            <span className="explainer-label">{text.check}</span> {cause.check}
          </p>
        </li>
      ))}
    </ol>
  );
}
