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
import { overTexts } from "./lifting.ts";
import { mayBacktrack, toRegExp } from "./regex-pattern.ts";
import {
  type Call,
  type CellValue,
  type InterpreterState,
  type InterpreterValue,
  plain,
  type PlainValue,
  textIn,
} from "./plugin-values.ts";

type Dialect = "excel" | "sheets";

/** The pattern as a RegExp, or the error the platform shows for a pattern it cannot read. */
function compile(pattern: string, flags: string, dialect: Dialect): RegExp | CellError {
  if (mayBacktrack(pattern)) {
    return new CellError(ErrorType.VALUE, "Not evaluated: the pattern may backtrack without end");
  }
  // Sheets shows #REF! for a pattern it cannot read, Excel #VALUE!.
  return toRegExp(pattern, flags) ??
    new CellError(
      dialect === "sheets" ? ErrorType.REF : ErrorType.VALUE,
      `"${pattern}" is not a valid regular expression`,
    );
}

/** An Excel pattern with its case_sensitivity: 0 (the default) matches case, 1 ignores it. */
function excelRegex(pattern: string, caseSensitivity: number, flags: string): RegExp | CellError {
  if (caseSensitivity !== 0 && caseSensitivity !== 1) {
    return new CellError(ErrorType.VALUE, "case_sensitivity must be 0 or 1");
  }
  return compile(pattern, caseSensitivity ? `${flags}i` : flags, "excel");
}

/** Sheets' regular-expression functions take text only: a number or a truth value is #VALUE!, an empty cell is "". */
function sheetsText(value: PlainValue, name: string): string | CellError {
  if (value instanceof CellError || typeof value === "string") return value;
  if (value === EmptyValue) return "";
  return new CellError(ErrorType.VALUE, `${name} expects text values, but ${String(value)} is not text`);
}

const row = (values: string[]) => SimpleRangeValue.onlyValues([values]);
const groupsOf = (match: RegExpExecArray) => match.slice(1).map((group) => group ?? "");
const notFound = () => new CellError(ErrorType.NA, "The pattern does not match the text");

/** The replacement for one match: $$ is $, $& and $0 the match, $1…$99 a group, ${name} and $<name> a named group. */
function expand(replacement: string, match: RegExpExecArray): string {
  return replacement.replace(
    /\$(?:(\$)|([&0])|(\d{1,2})|\{(\w+)\}|<(\w+)>)/g,
    (whole, dollar, all, digits, braced, angled) => {
      if (dollar) return "$";
      if (all) return match[0];
      if (digits) {
        if (Number(digits) < match.length) return match[Number(digits)] ?? "";
        // $12 with fewer than 12 groups is group 1 followed by "2", as JavaScript reads it.
        const first = Number(digits[0]);
        return first < match.length ? (match[first] ?? "") + digits.slice(1) : whole;
      }
      return match.groups?.[braced ?? angled] ?? "";
    },
  );
}

/** Replaces the matches of `occurrence` (0 every one, n the nth, -n the nth from the end) and leaves the others. */
function replaceMatches(text: string, pattern: RegExp, replacement: string, occurrence: number): string {
  const matches = [...text.matchAll(pattern)];
  const chosen = occurrence === 0 ? matches : [matches.at(occurrence > 0 ? occurrence - 1 : occurrence)];
  let result = "";
  let from = 0;
  for (const match of chosen) {
    if (!match) continue;
    result += text.slice(from, match.index) + expand(replacement, match);
    from = match.index + match[0].length;
  }
  return result + text.slice(from);
}

const text = { argumentType: FunctionArgumentType.STRING };
// Sheets' text is read as it comes, so that a number can be refused as Sheets refuses it.
const anyText = { argumentType: FunctionArgumentType.SCALAR };
// REGEXEXTRACT's text may be a range, each cell extracted from (see lifting.ts).
const texts = { argumentType: FunctionArgumentType.ANY };
const option = { argumentType: FunctionArgumentType.NUMBER, defaultValue: 0 };

/**
 * The regular-expression functions of both platforms, run on JavaScript's RegExp (see toRegExp for how its dialect
 * differs from Sheets' RE2 and Excel's PCRE2). Excel: REGEXTEST(text, pattern, [case_sensitivity]),
 * REGEXEXTRACT(text, pattern, [return_mode], [case_sensitivity]) with return_mode 0 the first match, 1 every match
 * down a column, 2 the first match's groups across a row, and REGEXREPLACE(text, pattern, replacement, [occurrence],
 * [case_sensitivity]). Sheets: REGEXMATCH(text, regular_expression), REGEXEXTRACT (the first match's groups across a
 * row, or the match when there are none) and REGEXREPLACE (every match), which take text only. No match is #N/A.
 * The two REGEXEXTRACTs and REGEXREPLACEs share a name with different meanings, so Sheets' are registered as
 * SHEETS.REGEXEXTRACT and SHEETS.REGEXREPLACE, and Sheets formulas are renamed to them before evaluation.
 */
export class RegexPlugin extends FunctionPlugin {
  static override implementedFunctions: ImplementedFunctions = {
    REGEXTEST: { method: "regexTest", parameters: [text, text, option] },
    REGEXEXTRACT: {
      method: "regexExtract",
      sizeOfResultArrayMethod: "regexExtractSize",
      vectorizationForbidden: true,
      parameters: [texts, text, option, option],
    },
    REGEXREPLACE: { method: "regexReplace", parameters: [text, text, text, option, option] },
    REGEXMATCH: { method: "regexMatch", parameters: [anyText, text] },
    "SHEETS.REGEXEXTRACT": {
      method: "sheetsRegexExtract",
      sizeOfResultArrayMethod: "sheetsRegexExtractSize",
      vectorizationForbidden: true,
      parameters: [texts, text],
    },
    "SHEETS.REGEXREPLACE": { method: "sheetsRegexReplace", parameters: [anyText, text, text] },
  };

  regexTest(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(
      call.args,
      state,
      this.metadata("REGEXTEST"),
      (text: string, pattern: string, cases: number) => {
        const regex = excelRegex(pattern, cases, "");
        return regex instanceof CellError ? regex : regex.test(text);
      },
    );
  }

  regexExtract(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(
      call.args,
      state,
      this.metadata("REGEXEXTRACT"),
      (values: CellValue | SimpleRangeValue, pattern: string, mode: number, cases: number) => {
        if (![0, 1, 2].includes(mode)) return new CellError(ErrorType.VALUE, "return_mode must be 0, 1 or 2");
        const regex = excelRegex(pattern, cases, "g");
        if (regex instanceof CellError) return regex;
        return overTexts(values, (value) => {
          const text = textIn(value);
          if (text instanceof CellError) return text;
          const matches = [...text.matchAll(regex)];
          if (!matches.length) return notFound();
          if (mode === 1) return SimpleRangeValue.onlyValues(matches.map((match) => [match[0]]));
          if (mode === 2) return matches[0].length > 1 ? row(groupsOf(matches[0])) : notFound();
          return matches[0][0];
        }, "excel");
      },
    );
  }

  regexExtractSize(call: Call, state: InterpreterState) {
    return predictedSize(call, () => this.regexExtract(call, state));
  }

  regexReplace(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(
      call.args,
      state,
      this.metadata("REGEXREPLACE"),
      (text: string, pattern: string, replacement: string, occurrence: number, cases: number) => {
        const regex = excelRegex(pattern, cases, "g");
        return regex instanceof CellError ? regex : replaceMatches(text, regex, replacement, Math.trunc(occurrence));
      },
    );
  }

  regexMatch(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(call.args, state, this.metadata("REGEXMATCH"), (value: PlainValue, pattern: string) => {
      const text = sheetsText(value, "REGEXMATCH");
      if (text instanceof CellError) return text;
      const regex = compile(pattern, "", "sheets");
      return regex instanceof CellError ? regex : regex.test(text);
    });
  }

  sheetsRegexExtract(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(
      call.args,
      state,
      this.metadata("SHEETS.REGEXEXTRACT"),
      (values: CellValue | SimpleRangeValue, pattern: string) => {
        const regex = compile(pattern, "", "sheets");
        if (regex instanceof CellError) return regex;
        return overTexts(values, (value) => {
          const text = sheetsText(plain(value), "REGEXEXTRACT");
          if (text instanceof CellError) return text;
          const match = regex.exec(text);
          if (!match) return notFound();
          if (match.length === 1) return match[0];
          return match.length === 2 ? match[1] ?? "" : row(groupsOf(match));
        }, "sheets");
      },
    );
  }

  sheetsRegexExtractSize(call: Call, state: InterpreterState) {
    return predictedSize(call, () => this.sheetsRegexExtract(call, state));
  }

  sheetsRegexReplace(call: Call, state: InterpreterState): InterpreterValue {
    return this.runFunction(
      call.args,
      state,
      this.metadata("SHEETS.REGEXREPLACE"),
      (value: PlainValue, pattern: string, replacement: string) => {
        const text = sheetsText(value, "REGEXREPLACE");
        if (text instanceof CellError) return text;
        const regex = compile(pattern, "g", "sheets");
        return regex instanceof CellError ? regex : replaceMatches(text, regex, replacement, 0);
      },
    );
  }
}
