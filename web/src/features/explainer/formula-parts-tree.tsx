import type { FormulaPart } from "../../../../api/contract/explainer.ts";

function PartLabel({ part }: { part: FormulaPart }) {
  return (
    <>
      <code className="part-text">{part.text}</code>
      <span className="part-does">{part.does}</span>
    </>
  );
}

function PartNode({ part, open }: { part: FormulaPart; open: boolean }) {
  if (part.parts.length === 0) {
    return (
      <div className="part part-leaf">
        <PartLabel part={part} />
      </div>
    );
  }
  return (
    <details className="part" open={open}>
      <summary>
        <PartLabel part={part} />
      </summary>
      <ul className="part-children">
        {part.parts.map((child, index) => (
          <li key={index}>
            <PartNode part={child} open={false} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The formula as nested disclosures: the whole formula open with its parts listed, each part folded until the
 * person opens it, so a long formula reads from the outside in without a wall of text.
 */
export function FormulaPartsTree({ root }: { root: FormulaPart }) {
  return (
    <div className="parts-tree">
      <PartNode part={root} open />
    </div>
  );
}
