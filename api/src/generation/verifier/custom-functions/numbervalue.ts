import { CellError, ErrorType, FunctionArgumentType, FunctionPlugin, type ImplementedFunctions } from "hyperformula";
import type { Call, InterpreterState, InterpreterValue } from "./plugin-values.ts";

const invalid = () => new CellError(ErrorType.VALUE, "The text is not a number");
const number = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Excel's NUMBERVALUE(text, [decimal_separator], [group_separator]), by its documented rules: only the first
 * character of a separator counts; without them the separators are "." and "," (the en-US reading the verifier
 * assumes throughout; "," and "." when only a decimal comma is given); spaces anywhere are ignored; "" is 0; group
 * separators before the decimal separator are ignored, one after it, or a second decimal separator, is #VALUE!; each
 * trailing % divides by 100 ("9%%" is 0.0009). Currency signs and parentheses for negatives are not read (#VALUE!).
 */
function numberValue(text: string, decimalSeparator?: string, groupSeparator?: string): number | CellError {
  const decimal = decimalSeparator === undefined ? "." : decimalSeparator[0];
  // A decimal comma given alone (NUMBERVALUE("1,5", ",")) goes with the point for groups, as in comma locales.
  const group = groupSeparator === undefined ? (decimal === "," ? "." : ",") : groupSeparator[0];
  if (!decimal || !group || decimal === group) return invalid();
  const compact = text.replace(/\s/g, "");
  const percents = compact.length - compact.replace(/%+$/, "").length;
  const [whole, fraction, ...more] = compact.slice(0, compact.length - percents).split(decimal);
  if (more.length || fraction?.includes(group)) return invalid();
  const digits = whole.replaceAll(group, "") + (fraction === undefined ? "" : `.${fraction}`);
  if (digits === "") return percents ? invalid() : 0;
  return number.test(digits) ? Number(digits) / 100 ** percents : invalid();
}

/** Excel's NUMBERVALUE (see numberValue). */
export class NumberValuePlugin extends FunctionPlugin {
  static override implementedFunctions: ImplementedFunctions = {
    NUMBERVALUE: {
      method: "numberValue",
      parameters: [
        { argumentType: FunctionArgumentType.STRING },
        { argumentType: FunctionArgumentType.STRING, optionalArg: true },
        { argumentType: FunctionArgumentType.STRING, optionalArg: true },
      ],
    },
  };

  numberValue(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(call.args, state, this.metadata("NUMBERVALUE"), numberValue);
  }
}
