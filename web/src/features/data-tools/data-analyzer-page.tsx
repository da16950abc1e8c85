import type { AnalysisResult, Figure } from "../../../../api/contract/data.ts";
import type { DataAnalysisHistoryItem } from "../../../../api/contract/history.ts";
import { CopyButton } from "../../components/copy-button.tsx";
import { ExplanationAndSteps } from "../../components/explanation-and-steps.tsx";
import { RecentList } from "../../components/recent-list.tsx";
import { StarRating } from "../../components/star-rating.tsx";
import { copy } from "../../copy.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useAnalysisStore } from "./analysis-store.ts";
import { DataToolWorkspace } from "./data-tool-workspace.tsx";
import { TablePreview } from "./table-preview.tsx";
import "./data-tools.css";

const text = copy.dataAnalyzer;
const resultHeadingId = "analysis-result-heading";
const exact = new Intl.NumberFormat(undefined, { maximumFractionDigits: 10 });

/** The computed figures the analysis states, each with its exact value. */
function Figures({ figures }: { figures: Figure[] }) {
  return (
    <>
      <h3>{text.figuresHeading}</h3>
      <dl className="figures">
        {figures.map((figure, index) => (
          <div key={index} className="figure">
            <dt>{figure.label}</dt>
            <dd>{typeof figure.value === "number" ? exact.format(figure.value) : figure.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function AnalysisResultPanel({ result }: { result: AnalysisResult }) {
  const rating = useAnalysisStore((state) => state.rating);
  const rate = useAnalysisStore((state) => state.rate);
  return (
    <section className="panel result" aria-labelledby={resultHeadingId}>
      <div className="result-header">
        <h2 id={resultHeadingId} tabIndex={-1}>{text.resultHeading}</h2>
      </div>
      <p className="analysis-text">{result.analysis}</p>
      <div className="result-actions">
        <CopyButton
          text={result.analysis}
          label={copy.generators.copy}
          copiedMessage={text.copied}
          failedMessage={text.copyFailed}
        />
      </div>
      {result.figures.length > 0 && <Figures figures={result.figures} />}
      <ExplanationAndSteps explanation={result.explanation} steps={result.steps} />
      <TablePreview table={result.table} />
      <StarRating label={text.rateLabel} value={rating} onChange={rate} starLabel={copy.generators.starLabel} />
    </section>
  );
}

function RecentAnalyses({ items }: { items: DataAnalysisHistoryItem[] }) {
  return (
    <RecentList
      headingId="recent-analyses-heading"
      heading={text.recentHeading}
      items={items}
      renderItem={(item) => (
        // Analyses run long: the request names each one, the answer opens on demand.
        <details>
          <summary>{item.description || item.analysis.split("\n", 1)[0]}</summary>
          <p className="recent-analysis">{item.analysis}</p>
        </details>
      )}
    />
  );
}

export function DataAnalyzerPage() {
  useDocumentTitle(text.title);
  return (
    <div className="generator-page">
      <DataToolWorkspace
        titleId="data-analyzer-title"
        text={text}
        store={useAnalysisStore}
        historyType="dataAnalyzer"
        renderResult={(result) => <AnalysisResultPanel result={result} />}
        resultHeadingId={resultHeadingId}
        renderRecent={(items) => <RecentAnalyses items={items} />}
      />
    </div>
  );
}
