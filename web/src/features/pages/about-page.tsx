import { Link } from "react-router-dom";
import { copy } from "../../copy.ts";
import { paths } from "../../lib/paths.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import "./pages.css";

export function AboutPage() {
  const text = copy.about;
  useDocumentTitle(text.title);
  return (
    <article className="content-page">
      <h1>{text.title}</h1>
      <section className="mission" aria-labelledby="mission-heading">
        <h2 id="mission-heading">{text.missionHeading}</h2>
        <p className="lead">{text.mission}</p>
      </section>
      {text.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      <Link className="button button-primary" to={paths.signup}>
        {text.cta}
      </Link>
    </article>
  );
}
