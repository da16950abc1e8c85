import { Link } from "react-router-dom";
import { copy } from "../../copy.ts";
import { paths } from "../../lib/paths.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { FaqAccordion } from "../../components/faq-accordion.tsx";
import "./pages.css";

export function FaqPage() {
  const text = copy.faq;
  useDocumentTitle(text.title);
  return (
    <section className="content-page" aria-labelledby="faq-title">
      <h1 id="faq-title">{text.title}</h1>
      <p className="lead">{text.intro}</p>
      <FaqAccordion />
      <p className="page-cta">
        <Link className="button button-primary" to={paths.home}>
          {text.tryGenerator}
        </Link>
      </p>
    </section>
  );
}
