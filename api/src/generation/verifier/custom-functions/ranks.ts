import {
  CellError,
  ErrorType,
  FunctionArgumentType,
  FunctionPlugin,
  type ImplementedFunctions,
  type SimpleRangeValue,
} from "hyperformula";
import { type Call, type InterpreterState, type InterpreterValue, numberIn } from "./plugin-values.ts";

const parameters = [
  { argumentType: FunctionArgumentType.NUMBER },
  { argumentType: FunctionArgumentType.RANGE },
  { argumentType: FunctionArgumentType.NUMBER, defaultValue: 0 },
];

/** How many numbers of `list` rank before `value` and how many equal it; an error of the list, if it holds one. */
function standing(
  value: number,
  list: SimpleRangeValue,
  ascending: boolean,
): { before: number; ties: number } | CellError {
  let before = 0;
  let ties = 0;
  for (const cell of list.valuesFromTopLeftCorner()) {
    if (cell instanceof CellError) return cell;
    // Text, truth values and empty cells of the list are not ranked, on either platform.
    const number = numberIn(cell);
    if (number === undefined) continue;
    if (number === value) ties++;
    else if (ascending ? number < value : number > value) before++;
  }
  return { before, ties };
}

function rank(value: number, list: SimpleRangeValue, order: number, average: boolean): number | CellError {
  const found = standing(value, list, order !== 0);
  if (found instanceof CellError) return found;
  if (found.ties === 0) return new CellError(ErrorType.NA, "The value is not in the list");
  return average ? found.before + (found.ties + 1) / 2 : found.before + 1;
}

/**
 * RANK / RANK.EQ(value, list, [order]) and RANK.AVG, as Excel and Sheets define them: order 0 or omitted ranks the
 * largest first, any other order (Sheets' is_ascending TRUE) the smallest first; equal values share the best rank
 * (RANK.AVG: the average of the ranks they take); a value missing from the list is #N/A.
 */
export class RankPlugin extends FunctionPlugin {
  static override implementedFunctions: ImplementedFunctions = {
    RANK: { method: "rankEq", parameters },
    "RANK.AVG": { method: "rankAvg", parameters },
  };
  static override aliases = { "RANK.EQ": "RANK" };

  rankEq(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(
      call.args,
      state,
      this.metadata("RANK"),
      (value: number, list: SimpleRangeValue, order: number) => rank(value, list, order, false),
    );
  }

  rankAvg(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(
      call.args,
      state,
      this.metadata("RANK.AVG"),
      (value: number, list: SimpleRangeValue, order: number) => rank(value, list, order, true),
    );
  }
}
