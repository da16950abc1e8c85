import { ComingSoonPage } from "../../components/coming-soon.tsx";
import { copy } from "../../copy.ts";

export function NewTopicPage() {
  return <ComingSoonPage {...copy.placeholder.newTopic} id="new-topic" />;
}
