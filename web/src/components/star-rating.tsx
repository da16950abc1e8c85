import { useId, useState } from "react";
import { type KeyMoves, rowMoves, useRovingFocus } from "../lib/use-roving-focus.ts";
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

const stay = (index: number) => index;

/** The ARIA radio group's keys: a row's, with up and down as right and left, and Enter and Space staying put. */
const starMoves: KeyMoves = {
  ...rowMoves,
  ArrowUp: rowMoves.ArrowRight,
  ArrowDown: rowMoves.ArrowLeft,
  Enter: stay,
  " ": stay,
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
  const stars = useRovingFocus<number>(starMoves);
  const choose = (rating: number) => {
    if (rating !== value) onChange(rating);
  };

  return (
    <fieldset className="star-rating" onMouseLeave={() => setPreview(0)}>
      <legend>{label}</legend>
      <div className="star-rating-stars">
        {ratings.map((rating) => (
          <label
            key={rating}
            className="star"
            data-filled={rating <= shown}
            onMouseEnter={() => setPreview(rating)}
          >
            <input
              ref={stars.ref(rating)}
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              aria-label={starLabel(rating)}
              onChange={() => onChange(rating)}
              onKeyDown={(event) => {
                // With a modifier the keys are the browser's (Alt+Left goes back).
                if (!event.altKey && !event.ctrlKey && !event.metaKey) stars.move(event, ratings, rating, choose);
              }}
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
