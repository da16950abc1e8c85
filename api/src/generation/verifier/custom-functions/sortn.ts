import {
  ArraySize,
  CellError,
  EmptyValue,
  ErrorType,
  FunctionArgumentType,
  FunctionPlugin,
  type ImplementedFunctions,
  SimpleRangeValue,
} from "hyperformula";
import { predictedSize } from "./array-size.ts";
import { type Call, type CellValue, type InterpreterState, type InterpreterValue, plain } from "./plugin-values.ts";

type Row = CellValue[];
interface SortKey {
  values: CellValue[];
  ascending: boolean;
}

const notValid = (message: string) => new CellError(ErrorType.VALUE, message);

/**
 * The keys SORTN sorts by: each sort_column is a column number of range or a one-column range as tall as range,
 * each is_ascending TRUE unless FALSE is given. Without any, every column of range from the left, ascending.
 */
function sortKeys(range: SimpleRangeValue, columnsAndOrders: unknown[]): SortKey[] | CellError {
  const rows = range.data;
  // HyperFormula passes the optional sort_column1 and is_ascending1 as undefined when they are left out.
  if (columnsAndOrders[0] === undefined) {
    return rows[0].map((_, column) => ({ values: rows.map((row) => row[column]), ascending: true }));
  }
  const keys: SortKey[] = [];
  for (let at = 0; at < columnsAndOrders.length; at += 2) {
    const column = columnsAndOrders[at];
    const ascending = columnsAndOrders[at + 1] !== false;
    if (column instanceof CellError) return column;
    if (column instanceof SimpleRangeValue && column.width() === 1 && column.height() === rows.length) {
      keys.push({ values: column.data.map((row) => row[0]), ascending });
      continue;
    }
    const index = column instanceof SimpleRangeValue ? plain(column.data[0][0]) : column;
    if (typeof index !== "number" || Math.trunc(index) < 1 || Math.trunc(index) > range.width()) {
      return notValid("sort_column must be a column of range or a column as tall as range");
    }
    keys.push({ values: rows.map((row) => row[Math.trunc(index) - 1]), ascending });
  }
  return keys;
}

/**
 * Sheets' SORTN(range, [n], [display_ties_mode], [sort_column1, is_ascending1], …): the first n rows after a stable
 * sort, empty cells last in either order. Ties are rows with the same sort keys; display_ties_mode 0 shows at most n
 * rows, 1 adds the rows tied with the nth, 2 drops rows tied with an earlier one before taking n, 3 takes the rows of
 * the first n distinct keys, ties included.
 */
export class SortNPlugin extends FunctionPlugin {
  static override implementedFunctions: ImplementedFunctions = {
    SORTN: {
      method: "sortN",
      sizeOfResultArrayMethod: "sortNSize",
      vectorizationForbidden: true,
      parameters: [
        { argumentType: FunctionArgumentType.RANGE },
        { argumentType: FunctionArgumentType.NUMBER, defaultValue: 1, minValue: 1 },
        { argumentType: FunctionArgumentType.NUMBER, defaultValue: 0, minValue: 0, maxValue: 3 },
        { argumentType: FunctionArgumentType.ANY, optionalArg: true },
        { argumentType: FunctionArgumentType.BOOLEAN, optionalArg: true },
      ],
      repeatLastArgs: 2,
    },
  };

  sortN(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(
      call.args,
      state,
      this.metadata("SORTN"),
      (range: SimpleRangeValue, n: number, mode: number, ...columnsAndOrders: unknown[]) => {
        if (!range.data[0]?.length) return new CellError(ErrorType.NA, "SORTN has no rows to sort");
        const keys = sortKeys(range, columnsAndOrders);
        if (keys instanceof CellError) return keys;
        return SimpleRangeValue.onlyValues(this.firstRows(range.data, keys, Math.trunc(n), Math.trunc(mode)));
      },
    );
  }

  /** As many rows as the range at most, when the range is not a constant. */
  sortNSize(call: Call, state: InterpreterState): ArraySize {
    return predictedSize(call, () => this.sortN(call, state), () => {
      const input = this.arraySizeForAst(call.args[0], state);
      return new ArraySize(input.width, input.height);
    });
  }

  private compare(a: CellValue, b: CellValue, ascending: boolean): number {
    if (a === EmptyValue || b === EmptyValue) return a === b ? 0 : a === EmptyValue ? 1 : -1;
    // An error sorts after every value, as an empty cell does.
    if (a instanceof CellError || b instanceof CellError) {
      return a instanceof CellError ? (b instanceof CellError ? 0 : 1) : -1;
    }
    const order = this.arithmeticHelper.lt(a, b) ? -1 : this.arithmeticHelper.gt(a, b) ? 1 : 0;
    return ascending ? order : -order;
  }

  private firstRows(rows: Row[], keys: SortKey[], n: number, mode: number): Row[] {
    const byKeys = (a: number, b: number) => {
      for (const { values, ascending } of keys) {
        const order = this.compare(values[a], values[b], ascending);
        if (order) return order;
      }
      return 0;
    };
    const order = rows.map((_, index) => index).sort(byKeys);
    const chosen: number[] = [];
    let groups = 0;
    order.forEach((index, at) => {
      const newGroup = at === 0 || byKeys(order[at - 1], index) !== 0;
      if (newGroup) groups++;
      const take = mode === 0
        ? at < n
        : mode === 1
        ? at < n || byKeys(order[n - 1], index) === 0
        : mode === 2
        ? newGroup && groups <= n
        : groups <= n;
      if (take) chosen.push(index);
    });
    return chosen.map((index) => rows[index]);
  }
}
