import { ComingSoonPage } from "../../components/coming-soon.tsx";
import { copy } from "../../copy.ts";

export function FormulaGeneratorPage() {
  return <ComingSoonPage {...copy.placeholder.formulaGenerator} />;
}
