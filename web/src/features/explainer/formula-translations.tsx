import type { FormulaExplanation, FormulaTranslation } from "../../../../api/contract/explainer.ts";
import { CopyButton } from "../../components/copy-button.tsx";
import { copy } from "../../copy.ts";

const text = copy.explainer;

function Translation({ translation }: { translation: FormulaTranslation }) {
  const program = copy.generators.platforms[translation.platform];
  return (
    <li className="translation">
      <h3>{program}</h3>
      {translation.formula === null ? <p className="badge badge-warning translation-none">{text.noEquivalent}</p> : (
        <>
          <pre className="code-block translation-code"><code>{translation.formula}</code></pre>
          <CopyButton
            text={translation.formula}
            label={text.copy}
            accessibleName={text.copyTranslation(program)}
            copiedMessage={text.copied}
            failedMessage={text.copyFailed}
          />
        </>
      )}
      {translation.notes.length > 0 && (
        <ul className="translation-notes">
          {translation.notes.map((note, index) => <li key={index}>{note}</li>)}
        </ul>
      )}
    </li>
  );
}

/** Both programs side by side, so the formula as pasted and its counterpart can be compared. */
export function FormulaTranslations({ translations }: { translations: FormulaExplanation["translations"] }) {
  return (
    <ul className="translations">
      <Translation translation={translations.excel} />
      <Translation translation={translations.sheets} />
    </ul>
  );
}
