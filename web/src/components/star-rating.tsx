import { useId, useState } from "react";
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

/**
 * Five stars as native radio buttons: the browser already gives a radio group its keyboard behaviour (Tab into the
 * group, arrows to move and choose), so only the look is custom.
 */
export function StarRating({ label, value, onChange, starLabel }: StarRatingProps) {
  const name = useId();
  const [preview, setPreview] = useState(0);
  const shown = preview || value;

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
