import type { ChartResult } from "../../../../api/contract/data.ts";
import type { ChartHistoryItem } from "../../../../api/contract/history.ts";
import { ChartPreview } from "../../components/chart-preview/chart-preview.tsx";
import { CopyButton } from "../../components/copy-button.tsx";
import { ExplanationAndSteps } from "../../components/explanation-and-steps.tsx";
import { RecentList } from "../../components/recent-list.tsx";
import { StarRating } from "../../components/star-rating.tsx";
import { copy } from "../../copy.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useChartStore } from "./chart-store.ts";
import { DataToolWorkspace } from "./data-tool-workspace.tsx";
import { TablePreview } from "./table-preview.tsx";
import "./data-tools.css";

const text = copy.chartGenerator;
const resultHeadingId = "chart-result-heading";

function CopyChartType({ chartType }: { chartType: string }) {
  return (
    <CopyButton
      text={chartType}
      label={copy.generators.copy}
      accessibleName={text.copyChartType(chartType)}
      copiedMessage={text.copied}
      failedMessage={text.copyFailed}
    />
  );
}

function ChartResultPanel({ result }: { result: ChartResult }) {
  const rating = useChartStore((state) => state.rating);
  const rate = useChartStore((state) => state.rate);
  return (
    <section className="panel result" aria-labelledby={resultHeadingId}>
      <div className="result-header">
        <h2 id={resultHeadingId} tabIndex={-1}>{text.resultHeading}</h2>
      </div>
      <p className="chart-type">{result.chartType}</p>
      <div className="result-actions">
        <CopyChartType chartType={result.chartType} />
      </div>
      <h3>{text.previewHeading}</h3>
      <ChartPreview
        chartType={result.chartType}
        family={result.family}
        data={result.chartData}
        axes={result.axes}
        series={result.series}
      />
      <ExplanationAndSteps explanation={result.explanation} steps={result.steps} />
      <TablePreview table={result.table} />
      <StarRating label={text.rateLabel} value={rating} onChange={rate} starLabel={copy.generators.starLabel} />
    </section>
  );
}

function RecentCharts({ items }: { items: ChartHistoryItem[] }) {
  return (
    <RecentList
      headingId="recent-charts-heading"
      heading={text.recentHeading}
      items={items}
      renderItem={(item) => (
        <>
          <p className="recent-chart-type">{item.chartType}</p>
          <p className="recent-description recent-explanation">{item.explanation}</p>
          <CopyChartType chartType={item.chartType} />
        </>
      )}
    />
  );
}

export function ChartGeneratorPage() {
  useDocumentTitle(text.title);
  return (
    <div className="generator-page">
      <DataToolWorkspace
        titleId="chart-generator-title"
        text={text}
        store={useChartStore}
        historyType="chartGenerator"
        renderResult={(result) => <ChartResultPanel result={result} />}
        resultHeadingId={resultHeadingId}
        renderRecent={(items) => <RecentCharts items={items} />}
      />
    </div>
  );
}
