import { descriptionLimit } from "../../../../api/contract/generation-limits.ts";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import type { Platform } from "../../../../api/contract/account.ts";
import type { FormulaResult } from "../../../../api/contract/generation.ts";
import { FaqAccordion } from "../../components/faq-accordion.tsx";
import { FeatureCards } from "../../components/feature-cards.tsx";
import { copy } from "../../copy.ts";
import { paths } from "../../lib/paths.ts";
import { readToken } from "../../lib/session-token.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useAuthStore } from "../auth/auth-store.ts";
import { GeneratorWorkspace } from "./generator-workspace.tsx";
import { showChangedFormula, useFormulaStore } from "./formula-store.ts";
import { useSocketEvent } from "../../lib/use-socket-event.ts";
import { useLiveRecent } from "../../lib/use-live-recent.ts";
import type { FormulaHistoryItem } from "../../../../api/contract/history.ts";
import { PlatformToggle } from "./platform-toggle.tsx";
import { GeneratedResult } from "./result-parts.tsx";
import { RecentList } from "../../components/recent-list.tsx";
import { VerificationStatus } from "./verification-status.tsx";
import { AssumedRanges } from "./assumed-ranges.tsx";
import { FormulaAlternatives } from "./formula-alternatives.tsx";
import { Bindings, ReadingComparison } from "./formula-reading.tsx";
import { ColumnsField } from "./columns-field.tsx";
import { columnsPart, useRememberedColumns } from "./remembered-columns.ts";
import "./generators.css";

const resultHeadingId = "formula-result-heading";

function FormulaResultPanel({ result, asked }: { result: FormulaResult; asked?: string }) {
  const text = copy.formulaGenerator;
  const rating = useFormulaStore((state) => state.rating);
  const rate = useFormulaStore((state) => state.rate);
  return (
    <GeneratedResult
      headingId={resultHeadingId}
      text={text}
      badge={<span className="badge badge-platform">{copy.generators.platforms[result.platform]}</span>}
      code={result.formula}
      codeClassName="formula-code"
      aboutCode={
        <>
          <ReadingComparison asked={asked} reading={result.reading} />
          <Bindings bindings={result.bindings} />
          <AssumedRanges assumed={result.assumed} />
        </>
      }
      actions={
        <Link to={paths.explainFormula(result.formula, result.platform)} className="button button-secondary">
          {copy.explainer.explainLink}
        </Link>
      }
      status={<VerificationStatus verification={result.verification} platform={result.platform} />}
      choices={<FormulaAlternatives alternatives={result.alternatives} />}
      fallback={result.fallback}
      explanation={result.explanation}
      steps={result.steps}
      rating={rating}
      onRate={rate}
    >
      {result.functions.length > 0 && (
        <>
          <h3>{text.functionsHeading}</h3>
          <ul className="tags">
            {result.functions.map((name) => <li key={name} className="tag">{name}</li>)}
          </ul>
        </>
      )}
    </GeneratedResult>
  );
}

function RecentFormulas({ items }: { items: FormulaHistoryItem[] }) {
  return (
    <RecentList
      headingId="recent-formulas-heading"
      heading={copy.formulaGenerator.recentHeading}
      items={items}
      renderItem={(item) => (
        <>
          <code className="recent-formula">{item.formula}</code>
          {item.description && <p className="recent-description">{item.description}</p>}
        </>
      )}
    />
  );
}

export function FormulaGeneratorPage() {
  const text = copy.formulaGenerator;
  useDocumentTitle(text.title);
  const user = useAuthStore((state) => state.user);
  const { status, streamed, result, request, failure, recent, generate, loadRecent } = useFormulaStore();
  const [platform, setPlatform] = useState<Platform>(user?.defaultPlatform ?? "excel");
  const [description, setDescription] = useState("");
  const [columns, setColumns] = useRememberedColumns();
  const busy = status === "busy";
  const blank = description.trim() === "";

  useEffect(() => {
    if (user) void loadRecent(user.id);
  }, [user, loadRecent]);
  useLiveRecent("formula", useFormulaStore);
  // A formula whose alternative was chosen in another tab shows the chosen one here too.
  useSocketEvent("history:updated", (event) => {
    if (event.type === "formula" && event.result) showChangedFormula(event.result);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The spec: without a stored token nothing happens (the route guard normally makes this unreachable).
    if (blank || busy || !readToken()) return;
    // Excel formulas are written for the version the user chose in their preferences.
    const version = platform === "excel" && user ? { excelVersion: user.excelVersion } : {};
    void generate({ description: description.trim(), platform, ...version, ...columnsPart(columns) });
  };

  return (
    <div className="generator-page">
      <GeneratorWorkspace
        titleId="formula-title"
        text={text}
        introNote={
          <p className="intro-note">
            {text.explainerPrompt} <Link to={paths.formulaExplainer}>{text.explainerLink}</Link>
          </p>
        }
        options={<PlatformToggle value={platform} onChange={setPlatform} disabled={busy} />}
        description={description}
        onDescriptionChange={setDescription}
        limit={descriptionLimit}
        fields={<ColumnsField value={columns} onChange={setColumns} />}
        status={status}
        failure={failure}
        streamed={streamed}
        onSubmit={submit}
        result={result && <FormulaResultPanel result={result} asked={request?.description} />}
        resultHeadingId={resultHeadingId}
        recent={<RecentFormulas items={recent} />}
      />

      <section id="features" className="home-section" aria-labelledby="home-features-heading">
        <h2 id="home-features-heading">{copy.features.title}</h2>
        <p className="lead">{copy.features.intro}</p>
        <FeatureCards headingLevel={3} />
      </section>

      <section className="home-section" aria-labelledby="home-faq-heading">
        <h2 id="home-faq-heading">{copy.faq.title}</h2>
        <p className="lead">{copy.faq.intro}</p>
        <FaqAccordion headingLevel={3} />
      </section>
    </div>
  );
}
