import { copy } from "../../copy.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { FeatureCards } from "../../components/feature-cards.tsx";
import "./pages.css";

export function FeaturesPage() {
  const text = copy.features;
  useDocumentTitle(text.title);
  return (
    <section id="features" className="content-page content-page-wide" aria-labelledby="features-title">
      <h1 id="features-title">{text.title}</h1>
      <p className="lead">{text.intro}</p>
      <FeatureCards />
    </section>
  );
}
