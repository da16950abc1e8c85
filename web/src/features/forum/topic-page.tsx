import { ComingSoonPage } from "../../components/coming-soon.tsx";
import { copy } from "../../copy.ts";

export function TopicPage() {
  return <ComingSoonPage {...copy.placeholder.topic} />;
}
