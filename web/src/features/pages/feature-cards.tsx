import { copy } from "../../copy.ts";

/** The ten cards of the features section; the home page shows the same section later, so it stands alone. */
export function FeatureCards() {
  return (
    <ul className="feature-grid">
      {copy.features.cards.map((card, index) => (
        <li key={card.title} className="feature-card">
          <span className="feature-number" aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h2>{card.title}</h2>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
