import { copy } from "../copy.ts";
import { useDocumentTitle } from "../lib/use-document-title.ts";

interface ComingSoonProps {
  title: string;
  text: string;
  /** Dashboard tabs sit under the page's own h1. */
  level?: 1 | 2;
  /** The spec gives some screens a fragment anchor (forum, new-topic). */
  id?: string;
}

/** Stands in for a screen that a later release fills in, so every route already answers with something honest. */
export function ComingSoon({ title, text, level = 1, id }: ComingSoonProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section className="coming-soon" id={id}>
      <Heading>{title}</Heading>
      <p className="coming-soon-badge">{copy.placeholder.comingSoon}</p>
      <p>{text}</p>
    </section>
  );
}

export function ComingSoonPage(props: Omit<ComingSoonProps, "level">) {
  useDocumentTitle(props.title);
  return <ComingSoon {...props} />;
}
