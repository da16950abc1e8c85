import { type FormEvent, useId } from "react";
import {
  type ExcelVersion,
  excelVersions,
  type FormulaError,
  formulaErrors,
  type Platform,
} from "../../../../api/contract/formula-choices.ts";
import { SubmitRow } from "../../components/submit-row.tsx";
import { ToggleGroup } from "../../components/toggle-group.tsx";
import { copy } from "../../copy.ts";
import { submitOnModEnter } from "../../lib/submit-shortcut.ts";

export interface ExplainerFields {
  formula: string;
  platform: Platform;
  excelVersion: ExcelVersion;
  /** Empty when the formula shows no error. */
  error: FormulaError | "";
}

interface ExplainerFormProps {
  fields: ExplainerFields;
  onChange: (change: Partial<ExplainerFields>) => void;
  onSubmit: () => void;
  busy: boolean;
}

const text = copy.explainer;
const platformOptions = (Object.keys(copy.generators.platforms) as Platform[]).map((platform) => ({
  value: platform,
  label: copy.generators.platforms[platform],
}));

/** The formula and what it is written for; the Excel version only matters, and so only shows, for Excel. */
export function ExplainerForm({ fields, onChange, onSubmit, busy }: ExplainerFormProps) {
  const formulaId = useId();
  const versionId = useId();
  const errorId = useId();
  const blank = fields.formula.trim() === "";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blank && !busy) onSubmit();
  };

  return (
    <form className="form panel explainer-form" onSubmit={submit} onKeyDown={submitOnModEnter} aria-busy={busy}>
      <div className="field">
        <label htmlFor={formulaId}>{text.formulaLabel}</label>
        <textarea
          id={formulaId}
          className="explainer-formula"
          rows={4}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={text.formulaPlaceholder}
          value={fields.formula}
          onChange={(event) => onChange({ formula: event.target.value })}
        />
      </div>
      <div className="explainer-options">
        <ToggleGroup
          label={text.platformLabel}
          options={platformOptions}
          value={fields.platform}
          onChange={(platform) => onChange({ platform })}
          disabled={busy}
        />
        {fields.platform === "excel" && (
          <div className="field">
            <label htmlFor={versionId}>{text.versionLabel}</label>
            <select
              id={versionId}
              value={fields.excelVersion}
              onChange={(event) => onChange({ excelVersion: event.target.value as ExcelVersion })}
            >
              {excelVersions.map((version) => <option key={version} value={version}>{version}</option>)}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={errorId}>{text.errorLabel}</label>
          <select
            id={errorId}
            value={fields.error}
            onChange={(event) => onChange({ error: event.target.value as FormulaError | "" })}
          >
            <option value="">{text.noError}</option>
            {formulaErrors.map((error) => <option key={error} value={error}>{error}</option>)}
          </select>
        </div>
      </div>
      <SubmitRow>
        <button type="submit" className="button button-primary" disabled={blank || busy}>
          {busy ? text.explaining : text.submit}
        </button>
      </SubmitRow>
    </form>
  );
}
