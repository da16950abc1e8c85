import { copy } from "../copy.ts";
import "./feature-cards.css";

interface FeatureCardsProps {
  /** The cards sit under the page's h1 on /features and under a section's h2 on Home. */
  headingLevel?: 2 | 3;
}

/** The ten cards of the features section, shown on /features and on Home. */
export function FeatureCards({ headingLevel = 2 }: FeatureCardsProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="feature-grid">
      {copy.features.cards.map((card, index) => (
        <li key={card.title} className="feature-card">
          <span className="feature-number" aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <Heading>{card.title}</Heading>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
