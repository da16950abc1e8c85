import { ComingSoonPage } from "../../components/coming-soon.tsx";
import { copy } from "../../copy.ts";

export function ChartGeneratorPage() {
  return <ComingSoonPage {...copy.placeholder.chartGenerator} />;
}
