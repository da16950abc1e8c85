import { useId, useState } from "react";
import { copy } from "../copy.ts";
import "./faq-accordion.css";

interface FaqAccordionProps {
  /** The questions sit under the page's h1 on /faq and under a section's h2 on Home. */
  headingLevel?: 2 | 3;
}

/** WAI-ARIA accordion: each question is a button in a heading that shows or hides its own answer region. */
export function FaqAccordion({ headingLevel = 2 }: FaqAccordionProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className="accordion">
      {copy.faq.items.map((item, index) => {
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        const expanded = open.has(index);
        return (
          <div key={item.question} className="accordion-item">
            <Heading className="accordion-heading">
              <button
                type="button"
                id={buttonId}
                className="accordion-button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <span className="accordion-icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion-panel" hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
