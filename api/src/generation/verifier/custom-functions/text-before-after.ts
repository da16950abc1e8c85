import {
  CellError,
  ErrorType,
  FunctionArgumentType,
  FunctionPlugin,
  type ImplementedFunctions,
  type SimpleRangeValue,
} from "hyperformula";
import { findDelimiters, type Found } from "./delimiters.ts";
import { type Call, type InterpreterState, type InterpreterValue, type PlainValue, textsIn } from "./plugin-values.ts";

// An empty argument (TEXTBEFORE(A2,"-",,1)) takes the default, as in Excel.
const parameters = [
  { argumentType: FunctionArgumentType.STRING },
  { argumentType: FunctionArgumentType.RANGE },
  { argumentType: FunctionArgumentType.NUMBER, defaultValue: 1, emptyAsDefault: true },
  { argumentType: FunctionArgumentType.NUMBER, defaultValue: 0, emptyAsDefault: true },
  { argumentType: FunctionArgumentType.NUMBER, defaultValue: 0, emptyAsDefault: true },
  { argumentType: FunctionArgumentType.SCALAR, optionalArg: true },
];

interface Search {
  text: string;
  delimiters: SimpleRangeValue;
  instance: number;
  matchMode: number;
  matchEnd: number;
  ifNotFound?: PlainValue;
}

const invalid = (message: string) => new CellError(ErrorType.VALUE, message);

/**
 * The delimiter that instance_num names: counted from the start when positive, from the end when negative. With
 * match_end 1 the far end of the search counts as one more delimiter after the real ones (the end of the text when
 * counting forwards, its start when counting backwards), so a text without the delimiter still gives an answer.
 */
function delimiterAt(search: Search, delimiters: string[]): Found | undefined {
  const found = findDelimiters(search.text, delimiters, search.matchMode === 1);
  const edge = search.instance > 0 ? search.text.length : 0;
  const ordered = search.instance > 0 ? found : found.reverse();
  if (search.matchEnd === 1) ordered.push({ start: edge, end: edge });
  return ordered[Math.abs(search.instance) - 1];
}

function cut(search: Search, side: "before" | "after"): string | PlainValue {
  const delimiters = textsIn(search.delimiters);
  if (delimiters instanceof CellError) return delimiters;
  const instance = Math.trunc(search.instance);
  if (instance === 0) return invalid("instance_num cannot be 0");
  if (search.matchMode !== 0 && search.matchMode !== 1) return invalid("match_mode must be 0 or 1");
  if (search.matchEnd !== 0 && search.matchEnd !== 1) return invalid("match_end must be 0 or 1");
  if (search.text === "") return "";
  if (Math.abs(instance) > search.text.length) return invalid("instance_num is larger than the length of the text");
  const found = delimiterAt({ ...search, instance }, delimiters);
  if (!found) return search.ifNotFound ?? new CellError(ErrorType.NA, "The delimiter is not in the text");
  return side === "before" ? search.text.slice(0, found.start) : search.text.slice(found.end);
}

/** TEXTBEFORE's or TEXTAFTER's implementation, taking the arguments in their order. */
const cutting = (side: "before" | "after") =>
(
  text: string,
  delimiters: SimpleRangeValue,
  instance: number,
  matchMode: number,
  matchEnd: number,
  ifNotFound?: PlainValue,
) => cut({ text, delimiters, instance, matchMode, matchEnd, ifNotFound }, side);

/**
 * Excel's TEXTBEFORE and TEXTAFTER(text, delimiter, [instance_num], [match_mode], [match_end], [if_not_found]):
 * delimiter may be an array of delimiters; an empty delimiter matches at once (TEXTBEFORE gives "" counting forwards,
 * the whole text counting backwards); an empty text gives ""; instance_num 0 or longer than the text is #VALUE!; a
 * delimiter not found (or found fewer times than instance_num) gives if_not_found, else #N/A.
 */
export class TextBeforeAfterPlugin extends FunctionPlugin {
  static override implementedFunctions: ImplementedFunctions = {
    TEXTBEFORE: { method: "textBefore", parameters },
    TEXTAFTER: { method: "textAfter", parameters },
  };

  textBefore(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(call.args, state, this.metadata("TEXTBEFORE"), cutting("before"));
  }

  textAfter(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(call.args, state, this.metadata("TEXTAFTER"), cutting("after"));
  }
}
