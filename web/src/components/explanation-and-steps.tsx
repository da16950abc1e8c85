import { copy } from "../copy.ts";
import "./explanation-and-steps.css";

/** The spec's 'Explanation' and numbered 'Step by Step' that every generated result carries. */
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
