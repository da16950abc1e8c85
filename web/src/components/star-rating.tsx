import { type KeyboardEvent, useId, useRef, useState } from "react";
import "./star-rating.css";

interface StarRatingProps {
  /** Names the group for assistive technology, e.g. "Rate this formula". */
  label: string;
  /** 0 until the user has chosen. */
  value: number;
  onChange: (rating: number) => void;
  /** "1 star", "2 stars", …: each star's accessible name. */
  starLabel: (rating: number) => string;
}

const ratings = [1, 2, 3, 4, 5];

/** Where each key takes the focus from a star, as in the ARIA radio group: the arrows wrap around. */
const keyMoves: Record<string, (rating: number) => number> = {
  ArrowRight: (rating) => rating % ratings.length + 1,
  ArrowUp: (rating) => rating % ratings.length + 1,
  ArrowLeft: (rating) => (rating + ratings.length - 2) % ratings.length + 1,
  ArrowDown: (rating) => (rating + ratings.length - 2) % ratings.length + 1,
  Home: () => 1,
  End: () => ratings.length,
  Enter: (rating) => rating,
  " ": (rating) => rating,
};

/**
 * Five stars as native radio buttons (one tab stop, checked state for screen readers), with the keyboard of the
 * ARIA radio group spelled out rather than left to each browser: the arrows, Home and End move to a star and choose
 * it; Enter and Space choose the focused one, which is how a first rating is given from the first star.
 */
export function StarRating({ label, value, onChange, starLabel }: StarRatingProps) {
  const name = useId();
  const [preview, setPreview] = useState(0);
  const shown = preview || value;
  const inputs = useRef(new Map<number, HTMLInputElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keyMoves[event.key];
    const from = Number((event.target as HTMLInputElement).value);
    // With a modifier the keys are the browser's (Alt+Left goes back).
    if (!move || !from || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const rating = move(from);
    inputs.current.get(rating)?.focus();
    if (rating !== value) onChange(rating);
  };

  return (
    <fieldset className="star-rating" onMouseLeave={() => setPreview(0)}>
      <legend>{label}</legend>
      <div className="star-rating-stars" onKeyDown={onKeyDown}>
        {ratings.map((rating) => (
          <label
            key={rating}
            className="star"
            data-filled={rating <= shown}
            onMouseEnter={() => setPreview(rating)}
          >
            <input
              ref={(input) => {
                if (input) inputs.current.set(rating, input);
                else inputs.current.delete(rating);
              }}
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              aria-label={starLabel(rating)}
              onChange={() => onChange(rating)}
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
