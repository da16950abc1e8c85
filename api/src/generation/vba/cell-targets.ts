import { columnLines, columnVariables, columnWords, lastRowLine, selectionLines } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** Lines that set `rng` to the cells a macro works on, the words for them, and the variables the lines need. */
export interface CellTarget {
  lines: string[];
  words: string;
  variables: string[];
  /** The target is the selection, so no sheet needs to be looked up. */
  selection: boolean;
}

/**
 * The cells a request names, in order of how precisely it names them: the selection, a range, a span of columns,
 * one column's data (under the heading when `underHeadings`), whole rows, or else the used range.
 */
export const cellTarget = (request: MacroRequest, assumed: string[], underHeadings: boolean): CellTarget => {
  if (request.selection) {
    return { lines: selectionLines(), words: "the selected cells", variables: [], selection: true };
  }
  if (request.range) {
    return { lines: [`Set rng = ws.Range("${request.range}")`], words: request.range, variables: [], selection: false };
  }
  const span = request.columns.find((mention) => mention.to);
  if (span) {
    const columns = `${span.letter}:${span.to}`;
    return {
      lines: [`Set rng = Intersect(ws.UsedRange, ws.Columns("${columns}"))`, "If rng Is Nothing Then GoTo Finish"],
      words: `columns ${columns}`,
      variables: [],
      selection: false,
    };
  }
  if (request.column) {
    return {
      lines: [
        ...columnLines(request, assumed),
        lastRowLine,
        `Set rng = ws.Range(ws.Cells(${underHeadings ? 2 : 1}, col), ws.Cells(lastRow, col))`,
      ],
      words: columnWords(request),
      variables: [...columnVariables(request), "lastRow As Long"],
      selection: false,
    };
  }
  if (request.rows) {
    const rows = `${request.rows[0]}:${request.rows[1]}`;
    return { lines: [`Set rng = ws.Rows("${rows}")`], words: `rows ${rows}`, variables: [], selection: false };
  }
  assumed.push("it covers every cell in use on the sheet");
  return { lines: ["Set rng = ws.UsedRange"], words: "the used cells", variables: [], selection: false };
};
