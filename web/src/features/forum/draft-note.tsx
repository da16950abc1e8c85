import { copy } from "../../copy.ts";
import "./draft-note.css";

/** Says that the words in the form were kept from an earlier visit, so nobody mistakes them for someone else's. */
export function DraftNote({ onDiscard }: { onDiscard: () => void }) {
  return (
    <p className="draft-note" role="status">
      <span>{copy.forum.draft.restored}</span>
      <button type="button" className="button button-secondary button-small" onClick={onDiscard}>
        {copy.forum.draft.discard}
      </button>
    </p>
  );
}
