import { ComingSoonPage } from "../../components/coming-soon.tsx";
import { copy } from "../../copy.ts";

export function DataAnalyzerPage() {
  return <ComingSoonPage {...copy.placeholder.dataAnalyzer} />;
}
