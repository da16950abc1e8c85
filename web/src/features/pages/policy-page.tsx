import { useDocumentTitle } from "../../lib/use-document-title.ts";
import "./pages.css";

interface PolicyPageProps {
  title: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/** The privacy policy and the terms share one reading layout: a title, an intro and headed sections. */
export function PolicyPage({ title, intro, sections }: PolicyPageProps) {
  useDocumentTitle(title);
  return (
    <article className="content-page">
      <h1>{title}</h1>
      <p className="lead">{intro}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        </section>
      ))}
    </article>
  );
}
