import { ComingSoonPage } from "../../components/coming-soon.tsx";
import { copy } from "../../copy.ts";

export function VbaGeneratorPage() {
  return <ComingSoonPage {...copy.placeholder.vbaGenerator} />;
}
