import type { AssumedRange } from "../../../../api/contract/generation.ts";
import { copy } from "../../copy.ts";

/**
 * The ranges a result is built on when the request named none: a guess about the user's sheet, so it is said
 * plainly before the code is copied. Results from before the engine reported them have none and show nothing.
 */
export function AssumedRanges({ assumed }: { assumed?: AssumedRange[] }) {
  if (!Array.isArray(assumed) || assumed.length === 0) return null;
  return (
    <div className="result-note assumed-ranges" role="note">
      <strong>{copy.generators.assumedHeading}</strong>
      <ul>
        {assumed.map(({ label, range }) => (
          <li key={`${label} ${range}`}>
            {/* A macro may assume a place in words ("the active sheet"); only a reference is set as code. */}
            {label} → {/\s/.test(range) ? <strong>{range}</strong> : <code>{range}</code>}
          </li>
        ))}
      </ul>
    </div>
  );
}
