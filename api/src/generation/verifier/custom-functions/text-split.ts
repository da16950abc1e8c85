import {
  CellError,
  EmptyValue,
  ErrorType,
  FunctionArgumentType,
  FunctionPlugin,
  type ImplementedFunctions,
  SimpleRangeValue,
} from "hyperformula";
import { predictedSize } from "./array-size.ts";
import { splitAt } from "./delimiters.ts";
import { overTexts } from "./lifting.ts";
import {
  type Call,
  type CellValue,
  type InterpreterState,
  type InterpreterValue,
  type PlainValue,
  textIn,
  textsIn,
} from "./plugin-values.ts";

const invalid = (message: string) => new CellError(ErrorType.VALUE, message);

// Sheets reads each piece as if typed into a cell: "10" becomes the number 10 (and "007" becomes 7). Only plain
// decimal numbers are read here; a piece that Sheets would read as a date, a percentage or TRUE stays text.
const plainNumber = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;
const typedValue = (piece: string) => plainNumber.test(piece) ? Number(piece) : piece;

/**
 * Sheets' SPLIT(text, delimiter, [split_by_each], [remove_empty_text]): with split_by_each (TRUE by default) every
 * character of delimiter splits, else only the whole delimiter; remove_empty_text (TRUE by default) drops the empty
 * pieces that consecutive delimiters leave. One row of pieces; an empty text or delimiter is #VALUE!.
 */
function splitSheets(cell: CellValue, delimiter: string, byEach: boolean, removeEmpty: boolean) {
  const text = textIn(cell);
  if (text instanceof CellError) return text;
  if (text === "") return invalid("SPLIT's text should be non-empty");
  if (delimiter === "") return invalid("SPLIT's delimiter should be non-empty");
  const pieces = splitAt(text, byEach ? [...delimiter] : [delimiter], false)
    .filter((piece) => !removeEmpty || piece !== "");
  return pieces.length ? SimpleRangeValue.onlyValues([pieces.map(typedValue)]) : EmptyValue;
}

interface TextSplit {
  text: CellValue;
  columnDelimiters?: SimpleRangeValue;
  rowDelimiters?: SimpleRangeValue;
  ignoreEmpty: boolean;
  matchMode: number;
  padWith?: PlainValue;
}

/** A delimiter argument's texts: none when it is left out or empty (TEXTSPLIT(A2,,",")), an error for "". */
function delimitersOf(argument: SimpleRangeValue | undefined): string[] | CellError {
  if (!argument) return [];
  const values = argument.valuesFromTopLeftCorner();
  if (values.every((value) => value === EmptyValue)) return [];
  const texts = textsIn(argument);
  if (texts instanceof CellError) return texts;
  return texts.includes("") ? invalid("A delimiter cannot be empty text") : texts;
}

/**
 * Excel's TEXTSPLIT(text, col_delimiter, [row_delimiter], [ignore_empty], [match_mode], [pad_with]): rows at
 * row_delimiter, each cut into columns at col_delimiter (each may be an array of delimiters); ignore_empty drops the
 * empty pieces (and rows) that consecutive delimiters leave; short rows are padded with pad_with, #N/A by default.
 * The pieces stay text. Nothing left at all is Excel's #CALC!, given as #N/A as HyperFormula's FILTER gives it.
 */
function textSplitGrid(split: TextSplit): SimpleRangeValue | CellError {
  const text = textIn(split.text);
  if (text instanceof CellError) return text;
  const columns = delimitersOf(split.columnDelimiters);
  const rows = delimitersOf(split.rowDelimiters);
  if (columns instanceof CellError) return columns;
  if (rows instanceof CellError) return rows;
  if (!columns.length && !rows.length) return invalid("TEXTSPLIT needs a column or a row delimiter");
  if (split.matchMode !== 0 && split.matchMode !== 1) return invalid("match_mode must be 0 or 1");
  const ignoreCase = split.matchMode === 1;
  const kept = (pieces: string[]) => split.ignoreEmpty ? pieces.filter((piece) => piece !== "") : pieces;
  const grid = kept(rows.length ? splitAt(text, rows, ignoreCase) : [text])
    .map((row) => kept(columns.length ? splitAt(row, columns, ignoreCase) : [row]))
    .filter((row) => row.length);
  if (!grid.length) return new CellError(ErrorType.NA, "TEXTSPLIT left nothing");
  const width = Math.max(...grid.map((row) => row.length));
  const pad = split.padWith ?? new CellError(ErrorType.NA);
  return SimpleRangeValue.onlyValues(grid.map((row) => [...row, ...Array(width - row.length).fill(pad)]));
}

/** Sheets' SPLIT and Excel's TEXTSPLIT, which spill their pieces; a range of texts is lifted (see lifting.ts). */
export class TextSplitPlugin extends FunctionPlugin {
  static override implementedFunctions: ImplementedFunctions = {
    // HyperFormula's own SPLIT(text, index) returns one piece; this one, Sheets', replaces it.
    SPLIT: {
      method: "split",
      sizeOfResultArrayMethod: "splitSize",
      vectorizationForbidden: true,
      parameters: [
        { argumentType: FunctionArgumentType.ANY },
        { argumentType: FunctionArgumentType.STRING },
        { argumentType: FunctionArgumentType.BOOLEAN, defaultValue: true },
        { argumentType: FunctionArgumentType.BOOLEAN, defaultValue: true },
      ],
    },
    TEXTSPLIT: {
      method: "textSplit",
      sizeOfResultArrayMethod: "textSplitSize",
      vectorizationForbidden: true,
      parameters: [
        { argumentType: FunctionArgumentType.ANY },
        { argumentType: FunctionArgumentType.RANGE, optionalArg: true },
        { argumentType: FunctionArgumentType.RANGE, optionalArg: true },
        { argumentType: FunctionArgumentType.BOOLEAN, defaultValue: false },
        { argumentType: FunctionArgumentType.NUMBER, defaultValue: 0 },
        { argumentType: FunctionArgumentType.SCALAR, optionalArg: true },
      ],
    },
  };

  split(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(
      call.args,
      state,
      this.metadata("SPLIT"),
      (texts: CellValue | SimpleRangeValue, delimiter: string, byEach: boolean, removeEmpty: boolean) =>
        overTexts(texts, (text) => splitSheets(text, delimiter, byEach, removeEmpty), "sheets"),
    );
  }

  splitSize(call: Call, state: InterpreterState) {
    return predictedSize(call, () => this.split(call, state));
  }

  textSplit(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(
      call.args,
      state,
      this.metadata("TEXTSPLIT"),
      (
        texts: CellValue | SimpleRangeValue,
        columnDelimiters: SimpleRangeValue | undefined,
        rowDelimiters: SimpleRangeValue | undefined,
        ignoreEmpty: boolean,
        matchMode: number,
        padWith?: PlainValue,
      ) =>
        overTexts(
          texts,
          (text) => textSplitGrid({ text, columnDelimiters, rowDelimiters, ignoreEmpty, matchMode, padWith }),
          "excel",
        ),
    );
  }

  textSplitSize(call: Call, state: InterpreterState) {
    return predictedSize(call, () => this.textSplit(call, state));
  }
}
