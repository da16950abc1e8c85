import { copy } from "../copy.ts";
import "./explanation-and-steps.css";

/**
 * The spec's 'Explanation' and numbered 'Step by Step' that every generated result carries; an answer with no steps
 * (the table lacks what was asked) shows no empty heading.
 */
export function ExplanationAndSteps({ explanation, steps }: { explanation: string; steps: string[] }) {
  return (
    <>
      <h3>{copy.generators.explanation}</h3>
      <p className="result-explanation">{explanation}</p>
      {steps.length > 0 && (
        <>
          <h3>{copy.generators.steps}</h3>
          <ol className="result-steps">
            {steps.map((step, index) => <li key={index}>{step}</li>)}
          </ol>
        </>
      )}
    </>
  );
}
