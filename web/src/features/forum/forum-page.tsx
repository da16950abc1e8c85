import { ComingSoonPage } from "../../components/coming-soon.tsx";
import { copy } from "../../copy.ts";

export function ForumPage() {
  return <ComingSoonPage {...copy.placeholder.forum} id="forum" />;
}
