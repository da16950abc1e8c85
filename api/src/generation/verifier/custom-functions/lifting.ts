import { EmptyValue, SimpleRangeValue } from "hyperformula";
import type { CellValue, InterpreterValue } from "./plugin-values.ts";

const firstValue = (result: InterpreterValue): CellValue =>
  result instanceof SimpleRangeValue ? result.data[0]?.[0] ?? EmptyValue : result;

/**
 * An array-returning function (SPLIT, TEXTSPLIT, REGEXEXTRACT) given a range where it takes one text, applied to
 * each cell as the platforms lift it. Excel has no arrays of arrays and keeps the first value of each cell's result
 * (TEXTSPLIT(A2:A4," ") gives each first word). Sheets, in the ARRAYFORMULA these are written in (HyperFormula
 * always evaluates arrays, so the two cannot be told apart), puts each cell's results across its row, padded with
 * empty cells; for a range of several columns it keeps first values too.
 */
function lifted(
  texts: SimpleRangeValue,
  each: (text: CellValue) => InterpreterValue,
  platform: "excel" | "sheets",
): InterpreterValue {
  if (platform === "excel" || texts.width() > 1) {
    return SimpleRangeValue.onlyValues(texts.data.map((row) => row.map((text) => firstValue(each(text)))));
  }
  const rows = texts.data.map(([text]) => {
    const result = each(text);
    return result instanceof SimpleRangeValue ? result.data.flat() : [result];
  });
  const width = Math.max(...rows.map((row) => row.length));
  return SimpleRangeValue.onlyValues(rows.map((row) => [...row, ...Array(width - row.length).fill(EmptyValue)]));
}

/** A text argument that may be a range: a one-cell range is its cell, a larger one is lifted (see lifted). */
export function overTexts(
  text: CellValue | SimpleRangeValue,
  each: (text: CellValue) => InterpreterValue,
  platform: "excel" | "sheets",
): InterpreterValue {
  if (!(text instanceof SimpleRangeValue)) return each(text);
  return text.width() === 1 && text.height() === 1 ? each(text.data[0][0]) : lifted(text, each, platform);
}
