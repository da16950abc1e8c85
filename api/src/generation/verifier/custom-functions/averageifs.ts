import {
  CellError,
  ErrorType,
  FunctionArgumentType,
  FunctionPlugin,
  type ImplementedFunctions,
  SimpleRangeValue,
} from "hyperformula";
import {
  type Call,
  type InterpreterState,
  type InterpreterValue,
  numberIn,
  plain,
  type PlainValue,
} from "./plugin-values.ts";

/**
 * AVERAGEIFS(average_range, criteria_range1, criterion1, …), as on both platforms: the average of the numbers of
 * average_range whose row meets every criterion. Criteria ("North", ">5", "<>", "A*") are read by HyperFormula's own
 * criterion reader, the one its SUMIFS and AVERAGEIF use; text and empty cells of average_range are left out, an
 * error there is the answer, ranges of another shape are #VALUE!, no number meeting the criteria is #DIV/0!.
 */
export class AverageIfsPlugin extends FunctionPlugin {
  static override implementedFunctions: ImplementedFunctions = {
    AVERAGEIFS: {
      method: "averageIfs",
      parameters: [
        { argumentType: FunctionArgumentType.RANGE },
        { argumentType: FunctionArgumentType.RANGE },
        { argumentType: FunctionArgumentType.NOERROR },
      ],
      repeatLastArgs: 2,
    },
  };

  averageIfs(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(
      call.args,
      state,
      this.metadata("AVERAGEIFS"),
      (average: SimpleRangeValue, ...pairs: (SimpleRangeValue | PlainValue)[]) => this.average(average, pairs),
    );
  }

  private average(average: SimpleRangeValue, pairs: (SimpleRangeValue | PlainValue)[]): number | CellError {
    const conditions: { range: SimpleRangeValue; meets: (value: PlainValue) => boolean }[] = [];
    for (let at = 0; at < pairs.length; at += 2) {
      const range = pairs[at];
      const criterion = this.interpreter.criterionBuilder.fromCellValue(
        pairs[at + 1] as PlainValue,
        this.arithmeticHelper,
      );
      if (!(range instanceof SimpleRangeValue) || !range.sameDimensionsAs(average)) {
        return new CellError(ErrorType.VALUE, "Every criteria range must have the shape of the average range");
      }
      if (!criterion) return new CellError(ErrorType.VALUE, "A criterion cannot be read");
      conditions.push({ range, meets: criterion.lambda });
    }
    let sum = 0;
    let count = 0;
    for (const [r, row] of average.data.entries()) {
      for (const [c, cell] of row.entries()) {
        if (!conditions.every(({ range, meets }) => meets(plain(range.data[r][c])))) continue;
        if (cell instanceof CellError) return cell;
        const number = numberIn(cell);
        if (number === undefined) continue;
        sum += number;
        count++;
      }
    }
    return count ? sum / count : new CellError(ErrorType.DIV_BY_ZERO, "No number meets the criteria");
  }
}
