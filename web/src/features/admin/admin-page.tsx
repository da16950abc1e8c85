import { ComingSoonPage } from "../../components/coming-soon.tsx";
import { copy } from "../../copy.ts";

export function AdminPage() {
  return <ComingSoonPage {...copy.placeholder.admin} />;
}
