import { CellError, EmptyValue, type FunctionPluginDefinition, type SimpleRangeValue } from "hyperformula";

// HyperFormula exports its plugin base class but not the types of what a plugin method receives and returns; they
// are read off the interpreter that the exported plugin definition is built with.
type Interpreter = ConstructorParameters<FunctionPluginDefinition>[0];
export type Ast = Parameters<Interpreter["evaluateAst"]>[0];
export type InterpreterState = Parameters<Interpreter["evaluateAst"]>[1];
export type InterpreterValue = ReturnType<Interpreter["evaluateAst"]>;
/** One cell of a range as HyperFormula holds it: dates and percentages are numbers wrapped in objects. */
export type CellValue = SimpleRangeValue["data"][number][number];
/** What a plugin method is called with: the function call, of which only the arguments are read. */
export interface Call {
  args: Ast[];
}

/** A cell's number without HyperFormula's date or percent wrapper; undefined for anything but a number. */
export function numberIn(value: CellValue): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "object" && value !== null && !(value instanceof CellError)) return value.val;
  return undefined;
}

/** A cell's value with numbers unwrapped, as HyperFormula's criteria and comparisons read it. */
export type PlainValue = Exclude<CellValue, object> | CellError;

/** A cell's value with numbers unwrapped. */
export function plain(value: CellValue): PlainValue {
  return numberIn(value) ?? (value as PlainValue);
}

/** A cell as text, the way both platforms turn a number or a truth value into text. */
export function textIn(value: CellValue): string | CellError {
  if (value instanceof CellError) return value;
  if (value === EmptyValue) return "";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  return String(numberIn(value));
}

/** Every cell of a range, row by row, as text; the first error found instead, if any. */
export function textsIn(range: SimpleRangeValue): string[] | CellError {
  const texts: string[] = [];
  for (const value of range.valuesFromTopLeftCorner()) {
    const text = textIn(value);
    if (text instanceof CellError) return text;
    texts.push(text);
  }
  return texts;
}
