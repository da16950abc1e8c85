import { copy } from "../../copy.ts";
import { PolicyPage } from "./policy-page.tsx";

export function PrivacyPolicyPage() {
  return <PolicyPage {...copy.privacyPolicy} />;
}
