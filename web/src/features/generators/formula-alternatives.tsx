import { useId, useState } from "react";
import type { FormulaAlternative } from "../../../../api/contract/generation.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { copy } from "../../copy.ts";
import { chooseAlternative } from "./formula-store.ts";

/**
 * "Did you mean?": the other readings of an ambiguous request, each a button with its formula and what it computes.
 * Choosing one makes it the answer (on this page and in the history) and puts the answer it replaced in its place,
 * so the same button switches back. The buttons stay focusable while a choice is under way (aria-disabled rather
 * than disabled), so focus stays where the person left it.
 */
export function FormulaAlternatives({ alternatives }: { alternatives?: FormulaAlternative[] }) {
  const text = copy.formulaGenerator;
  const headingId = useId();
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!Array.isArray(alternatives) || alternatives.length === 0) return null;

  const choose = async (index: number) => {
    if (choosing) return;
    setChoosing(true);
    setChosen(false);
    setFailure(null);
    const failed = await chooseAlternative(index);
    setChoosing(false);
    setChosen(failed === null);
    setFailure(failed);
  };

  return (
    <section className="formula-alternatives" aria-labelledby={headingId}>
      <h3 id={headingId}>{text.alternativesHeading}</h3>
      <p className="formula-alternatives-hint">{text.alternativesHint}</p>
      <ul className="formula-alternatives-list">
        {alternatives.map(({ formula, reading }, index) => (
          // Keyed by place: the button keeps its focus when the answer it offers changes to the one replaced.
          <li key={index}>
            <button
              type="button"
              className="formula-alternative"
              aria-disabled={choosing}
              onClick={() => void choose(index)}
            >
              <code>{formula}</code>
              <span className="formula-alternative-reading">{reading}</span>
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="formula-alternatives-status">
        {choosing ? text.choosing : chosen ? text.chosen : ""}
      </p>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
    </section>
  );
}
