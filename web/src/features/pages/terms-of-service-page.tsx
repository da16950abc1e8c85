import { copy } from "../../copy.ts";
import { PolicyPage } from "./policy-page.tsx";

export function TermsOfServicePage() {
  return <PolicyPage {...copy.termsOfService} />;
}
