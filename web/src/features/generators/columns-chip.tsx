import { copy } from "../../copy.ts";
import { columnsPart } from "./remembered-columns.ts";
import "./columns-chip.css";

/** A pasted header row is tab-separated and may span lines; the chip names its headers on one line. */
function oneLine(columns: string): string {
  return columns.split(/[\t\r\n]+/)
    .map((part) => part.trim().replace(/[,;]$/, ""))
    .filter(Boolean)
    .join(", ")
    .replace(/ {2,}/g, " ");
}

interface ColumnsChipProps {
  columns: string;
  onClear: () => void;
}

/**
 * Says "Using your columns: …" exactly when the next request will carry them: remembered columns are never sent
 * without being in sight, and Clear forgets them.
 */
export function ColumnsChip({ columns, onClear }: ColumnsChipProps) {
  const sent = columnsPart(columns).columns;
  if (!sent) return null;
  return (
    <div className="columns-chip">
      <span className="columns-chip-text">{copy.generators.columnsInUse(oneLine(sent))}</span>
      <button type="button" className="button button-secondary button-small" onClick={onClear}>
        {copy.generators.columnsClear}
      </button>
    </div>
  );
}
