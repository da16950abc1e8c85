import { Fragment } from "react";
import type { BoundColumn } from "../../../../api/contract/generation.ts";
import { copy } from "../../copy.ts";

/**
 * What was asked beside what the formula computes (read from its parse, not from the request), so a person can see
 * whether they match before copying it. Results saved before the engine read its formulas back have no reading.
 */
export function ReadingComparison({ asked, reading }: { asked?: string; reading?: string }) {
  const text = copy.formulaGenerator;
  if (!reading) return null;
  return (
    <dl className="formula-comparison">
      {asked && (
        <div>
          <dt>{text.youAsked}</dt>
          <dd>{asked}</dd>
        </div>
      )}
      <div>
        <dt>{text.thisFormula}</dt>
        <dd>{reading}</dd>
      </div>
    </dl>
  );
}

/** The columns and ranges the request named, as the engine bound them: "Bound: Region = A2:A21, Sales = C2:C21". */
export function Bindings({ bindings }: { bindings?: BoundColumn[] }) {
  if (!Array.isArray(bindings) || bindings.length === 0) return null;
  return (
    <p className="formula-bindings">
      <span className="formula-bindings-label">{copy.formulaGenerator.bound}</span>{" "}
      {bindings.map(({ label, range }, index) => (
        <Fragment key={`${label} ${range}`}>
          {index > 0 && ", "}
          {label} = <code>{range}</code>
        </Fragment>
      ))}
    </p>
  );
}
