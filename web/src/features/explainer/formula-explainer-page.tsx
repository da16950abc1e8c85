import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { Platform } from "../../../../api/contract/account.ts";
import { FormMessage } from "../../components/form-message.tsx";
import { copy } from "../../copy.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useRevealResult } from "../../lib/use-reveal-result.ts";
import { useAuthStore } from "../auth/auth-store.ts";
import { type ExplainerFields, ExplainerForm } from "./explainer-form.tsx";
import { answerHeadingId, FormulaExplanationView } from "./formula-explanation.tsx";
import { useExplanation } from "./use-explanation.ts";
import "./explainer.css";

const text = copy.explainer;

const isPlatform = (value: string | null): value is Platform => value === "excel" || value === "sheets";

export function FormulaExplainerPage() {
  useDocumentTitle(text.title);
  const defaultPlatform = useAuthStore((state) => state.user?.defaultPlatform ?? "excel");
  // A member's own Excel, from their preferences; a visitor's is the newest.
  const defaultVersion = useAuthStore((state) => state.user?.excelVersion ?? "365");
  const [params] = useSearchParams();
  const linkedFormula = params.get("formula");
  const linkedPlatform = params.get("platform");
  const [fields, setFields] = useState<ExplainerFields>(() => ({
    formula: linkedFormula ?? "",
    platform: isPlatform(linkedPlatform) ? linkedPlatform : defaultPlatform,
    excelVersion: defaultVersion,
    error: "",
  }));
  const { state, explain } = useExplanation();
  useRevealResult(state.status === "done", answerHeadingId);
  // The address last explained: a sign-in finishing, or React running effects twice in development, asks nothing anew.
  const explainedLink = useRef<string | null>(null);

  const send = useCallback((asked: ExplainerFields) => {
    void explain({
      formula: asked.formula.trim(),
      platform: asked.platform,
      // A version means nothing to Sheets; the server's default then stands.
      ...(asked.platform === "excel" ? { excelVersion: asked.excelVersion } : {}),
      ...(asked.error ? { error: asked.error } : {}),
    });
  }, [explain]);

  // A link that names a formula (the generator's Explain, a shared address) opens the page explained, not just filled.
  useEffect(() => {
    const link = params.toString();
    if (!linkedFormula?.trim() || explainedLink.current === link) return;
    explainedLink.current = link;
    const linked = {
      formula: linkedFormula,
      platform: isPlatform(linkedPlatform) ? linkedPlatform : defaultPlatform,
      excelVersion: defaultVersion,
      error: "",
    } as const;
    setFields(linked);
    send(linked);
  }, [params, linkedFormula, linkedPlatform, defaultPlatform, defaultVersion, send]);

  return (
    <section className="explainer" aria-labelledby="explainer-title">
      <header className="generator-intro">
        <h1 id="explainer-title">{text.title}</h1>
        <p className="lead">{text.intro}</p>
      </header>
      <ExplainerForm
        fields={fields}
        onChange={(change) => setFields((current) => ({ ...current, ...change }))}
        onSubmit={() => send(fields)}
        busy={state.status === "busy"}
      />
      {state.status === "failed" && <FormMessage tone="error">{state.message}</FormMessage>}
      {state.status === "done" && (
        <FormulaExplanationView key={state.request} explanation={state.explanation} error={state.error} />
      )}
    </section>
  );
}
