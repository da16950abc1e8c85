import { generationMessages } from "../../../contract/generation-messages.ts";
import { escapePattern } from "../escape-pattern.ts";
import type { FormulaDraft, FormulaRequest, Refusal } from "../types.ts";
import { unusedParts } from "./accounting.ts";
import { bindColumns, type Binding } from "./bind-columns.ts";
import { valuesSaid } from "./compose.ts";
import { type Condition, findConditions, shareConditions } from "./conditions.ts";
import { setAsideExamples } from "./examples.ts";
import { wholeMonthName } from "./dates.ts";
import { functionsUsed } from "./functions-used.ts";
import { intents } from "./intents.ts";
import { understandRequest } from "../understand/understand-request.ts";
import { verifyFormula } from "../verifier/verify-formula.ts";
import { normalise } from "./normalise.ts";
import type { Plan, PlanContext } from "./plan-context.ts";
import { roundingBuilder } from "./rounding.ts";
import { findRefs, letterOf, maskRefs, type Ref, rowOf } from "./references.ts";
import { assumedLastRow, readSheetLayout, type SheetLayout } from "./sheet-layout.ts";
import { guessFields } from "./guess-fields.ts";
import { joinWords } from "../answer-steps.ts";
import { stepsFor } from "./steps.ts";

const refusal: Refusal = { refused: true, hint: generationMessages.formulaUnclear };

/** Reads the request into references, conditions and plain words, once, for every builder. */
function readRequest(request: FormulaRequest, said = normalise(request.description)): PlanContext {
  const { text, examples } = setAsideExamples(said);
  const refs = findRefs(text);
  const masked = maskRefs(text, refs);
  const conditions = shareConditions(masked, findConditions(masked)).filter((c) =>
    c.criteria.every((k) => k.value.kind !== "ref" || refs[k.value.index].kind === "cell") &&
    !namesCell(c, masked, refs)
  );
  let bare = masked;
  for (const c of [...conditions].reverse()) bare = `${bare.slice(0, c.start)} ${bare.slice(c.end)}`;
  return {
    platform: request.platform,
    text,
    masked,
    lower: masked.toLowerCase(),
    bare: bare.toLowerCase(),
    refs,
    conditions,
    examples,
  };
}

/** "each task is due F2": the word is the header of the cell right after it, not a value to test. */
function namesCell(c: Condition, masked: string, refs: Ref[]): boolean {
  const next = /^\s*⟦(\d+)⟧/.exec(masked.slice(c.end));
  return next !== null && refs[+next[1]].kind === "cell";
}

/**
 * The builtin engine: a deterministic plain-English → formula planner. A request that names its ranges is planned on
 * them. One that names columns by their headers is planned on the user's columns ("Your columns") when given, else
 * on assumed ones, which the answer marks and explains. Refuses rather than inventing what the request did not say.
 */
export function planFormula(request: FormulaRequest): FormulaDraft | Refusal {
  const understood = understandRequest(request);
  const ruled = planByRules(request);
  if (!understood.answered) return ruled;
  return "refused" in ruled ? understood.draft : reconcile(understood.draft, ruled, request);
}

/**
 * The understanding's answer beside the rules': the understanding's reading explains every word of the request, so
 * it decides. Where the rules compute the same as one of its readings on a sample grid and do the same work, the
 * rules' formula answers, confirmed by that reading, and the other readings are alternatives; where they compute the
 * same by different work, that reading answers with the rules' formula as another; where they agree with none, the
 * understanding's first reading answers, the rules' formula is offered as another reading, and the answer no longer
 * claims to be verified, as two readers of the request disagree.
 */
function reconcile(understood: FormulaDraft, ruled: FormulaDraft, request: FormulaRequest): FormulaDraft {
  const readings = [understood, ...understood.alternatives ?? []].map(({ alternatives: _, ...draft }) => draft);
  // Only values compare: two formulas the evaluator cannot run are not thereby the same.
  const valueOf = (formula: string) => {
    const { sample } = verifyFormula(formula, request.platform);
    return "value" in sample ? JSON.stringify(sample.value) : null;
  };
  const ruledValue = valueOf(ruled.formula);
  // Where the sample gives no value, the same functions on the same ranges and texts are the same formula, its tests
  // in another order.
  const ranges = (formula: string) =>
    [...new Set(formula.replace(/\$/g, "").match(/\b[A-Z]{1,3}\d*:[A-Z]{1,3}\d*\b/g))].sort().join();
  const same = readings.find((draft) =>
    draft.formula.replace(/\$/g, "") === ruled.formula.replace(/\$/g, "") ||
    (ruledValue !== null && valueOf(draft.formula) === ruledValue) ||
    (ruledValue === null && sameWork(draft, ruled) && ranges(draft.formula) === ranges(ruled.formula))
  );
  // Agreeing in value and in the kind of work done, the rules' formula is kept: it is written as people write it
  // (SUMIF for one test, COUNTBLANK, "Audit*"). A sample grid can make different work agree (a distinct count of
  // values that happen to be unique): then the understanding's reading answers.
  // "Oak*" against "oak": the reading that tests a pattern says more than the one that tests a whole value.
  const patterns = (formula: string) =>
    [...formula.matchAll(/"((?:[^"]|"")*)"/g)].filter((m) => /[*?]/.test(m[1])).length;
  if (same && sameWork(same, ruled) && patterns(same.formula) <= patterns(ruled.formula)) {
    const others = readings.filter((draft) => draft !== same);
    return {
      ...ruled,
      unexplained: [],
      ...(same.bindings ? { bindings: same.bindings } : {}),
      ...(others.length > 0 ? { alternatives: others } : {}),
    };
  }
  const { alternatives: _rules, ...rulesReading } = ruled;
  if (same) return { ...same, alternatives: [...readings.filter((draft) => draft !== same), rulesReading] };
  const { unexplained: _, ...first } = readings[0];
  return { ...first, alternatives: [...readings.slice(1), rulesReading] };
}

/**
 * Whether two formulas do the same work: they call the same kinds of function (SUMIF is SUM, COUNTIFS and COUNTA are
 * COUNT, RANK.EQ is RANK) on the same texts.
 */
function sameWork(a: FormulaDraft, b: FormulaDraft): boolean {
  const kinds = (draft: FormulaDraft) =>
    [
      ...new Set(
        draft.functions.map((name) => name.toUpperCase().replace(/\.\w+$/, "").replace(/(?:IFS?|A|BLANK)$/, "")),
      ),
    ]
      .filter((name) => name !== "IFERROR").sort().join();
  // "its Large" and "Large" may show the same on a sample row, but are not the same label; ">=" against "<" and
  // "Audit" against "Audit*" say the same thing in other words.
  const texts = (draft: FormulaDraft) =>
    [
      ...new Set(
        [...draft.formula.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].toLowerCase().replace(/^[<>=]+|[*?]/g, ""))
          .filter(Boolean),
      ),
    ].sort().join("|");
  return kinds(a) === kinds(b) && texts(a) === texts(b);
}

function planByRules(request: FormulaRequest): FormulaDraft | Refusal {
  const text = normalise(request.description);
  const own = readRequest(request, text);
  const direct = planOf(own);
  const layout = readSheetLayout(request.columns);
  // "find the customer for the order id in K2": a cell of its own, and the rest named by the user's headers.
  if (own.refs.length > 0) {
    return draftOf(own, direct) ?? (layout ? onColumns(request, text, layout, false) : null) ?? refusal;
  }
  // A task that needs no cells ("monthly payment on 250000 at 4.5% over 30 years") is answered as it stands.
  if (direct && !/\b[A-Z]{1,3}\d+\b/.test(direct.formula.replace(/"(?:[^"]|"")*"/g, ""))) return draftOf(own, direct)!;
  // With the user's columns given, an answer on other, assumed columns would contradict their sheet.
  if (layout) return onColumns(request, text, layout, false) ?? refusal;
  const answer = onAssumed(request, text);
  if (answer) return answer;
  // A builder that chose its own cells (UPPER(A2) for "make the names upper case") still answers on assumed ones.
  if (aboutTheWorld(text)) return refusal;
  return direct ? markAssumed(draftOf(own, direct)!, inventedPlaces(direct.formula, guessFields(text))) : refusal;
}

function planOf(ctx: PlanContext, strict = false): Plan | null {
  const plan = rounded(ctx) ?? firstPlan(ctx);
  return plan && unusedParts(ctx, plan).length === 0 && !dropsValues(ctx, plan, strict) && !dropsNumbers(ctx, plan)
    ? plan
    : null;
}

/**
 * A number the request does something with ("E11 times 1.0725", "add a 25% markup") must be in the formula; one that
 * only says how to show the answer ("2 decimals", "top 3", "row 7") may be anywhere.
 */
function dropsNumbers(ctx: PlanContext, plan: Plan): boolean {
  const formula = plan.formula.replace(/\$/g, "");
  // "B2 minus C2 divided by C2": each operation said between cells must be one the formula does.
  const said = ctx.bare.replace(/"[^"]*"/g, "");
  const code = formula.replace(/"(?:[^"]|"")*"/g, "");
  const operations: [RegExp, RegExp][] = [
    [/⟦\d+⟧\s+(?:minus|less)\s+⟦/, /-/],
    [/⟦\d+⟧\s+(?:plus)\s+⟦/, /\+|\bSUM\(/],
    [/⟦\d+⟧\s+(?:times|multiplied by)\s+⟦/, /\*|\bPRODUCT\(/],
    [/⟦\d+⟧\s+divided by\s+⟦/, /\//],
  ];
  if (operations.some(([words, sign]) => words.test(said) && !sign.test(code))) return true;
  // "…, rounded to 1 decimal": an answer that does not round leaves out what was asked last.
  if (
    roundingAsked.test(ctx.lower) && !/\b(?:ROUND\w*|MROUND|CEILING|FLOOR|INT|TRUNC|FIXED|TEXT|DOLLAR)\(/.test(code)
  ) {
    return true;
  }
  // "loans at 7%": a percentage is always something to test or apply, written as 7%, 0.07 or 1.07.
  const percents = [...ctx.masked.replace(/"[^"]*"/g, "").matchAll(/(?<![\w.])(\d+(?:\.\d+)?)\s*(?:%|percent\b)/gi)];
  const forms = (n: number) => [`${n}%`, ...[n / 100, 1 + n / 100, 1 - n / 100].map((x) => String(+x.toPrecision(12)))];
  if (
    percents.some((m) =>
      !forms(+m[1]).some((form) => new RegExp(`(?<![\\d.])${escapePattern(form)}(?!\\d)`).test(formula))
    )
  ) {
    return true;
  }
  const operands = [
    ...ctx.masked.matchAll(
      /(?:\b(?:times|x|multiplied by|divided by|plus|minus|add|subtract|by)\s+(?:a\s+|an\s+)?)(\d+(?:\.\d+)?)(\s*%)?/gi,
    ),
  ];
  // A number must stand on its own: the 2 of "times 2" is not the one in E2.
  const alone = formula.replace(/\b[A-Z]{1,3}\d+\b/g, " ");
  return operands.some((m) => {
    const n = Number(m[1]);
    const said = m[2] ? [m[1] + "%", String(Number((n / 100).toPrecision(12))), String(1 + n / 100)] : [m[1]];
    return !said.some((text) => alone.includes(text));
  });
}

const roundingAsked = /\brounded\b|\bround(?:ing)?\s+(?:(?:it|that|this|them|the \w+|\w+)\s+)?(?:up|down|off|to)\b/;

const filters =
  /\b(?:SUM|COUNTA?|AVERAGE|MAX|MIN|MEDIAN|SUMIFS?|COUNTIFS?|AVERAGEIFS?|MAXIFS|MINIFS|COUNTUNIQUE|UNIQUE|FILTER)\(/;

/** Numbers said outside references and conditions ("count to 10"), as the formula would write them. */
function numbersSaid(ctx: PlanContext): string[] {
  let open = ctx.masked;
  for (const c of [...ctx.conditions].sort((a, b) => b.start - a.start)) {
    open = `${open.slice(0, c.start)} ${open.slice(c.end)}`;
  }
  const bare = open.replace(/⟦\d+⟧/g, " ");
  return [...bare.matchAll(/(?<![\w.])(\d+(?:\.\d+)?)(?![\w.%])/g)]
    .filter((m) => !/\b(?:rows?|top|bottom|first|last)\s*$/i.test(bare.slice(0, m.index)))
    .map((m) => m[1]);
}

/**
 * An aggregate that leaves out a value the request names answers a different question. Choices ("Chloe or Hana")
 * are checked always; on bound or assumed columns, where no range stands beside a value, every value is.
 */
function dropsValues(ctx: PlanContext, plan: Plan, strict: boolean): boolean {
  if (!filters.test(plan.formula)) return false;
  // "total spend per category" asks for one total per group; a single total answers something else.
  const perGroup =
    /\b(?:per|by each|for each|broken down by|grouped by|group by)\s+(?!(?:row|cent|unit|hour|day|item|piece|order|deal|sale|transaction|task|record|entry|person|head|employee|ticket|invoice)s?\b)[a-z]|\bby (?:region|month|category|rep|status|product|customer|department|dept|team|year|week|quarter|owner|city|country|store|person|day)s?\b/
      .test(ctx.lower);
  if (perGroup && !/\b(?:UNIQUE|QUERY|GROUPBY|PIVOTBY)\(/.test(plan.formula) && !/\$/.test(plan.formula)) {
    return true;
  }
  const lower = plan.formula.toLowerCase();
  const choices = [...ctx.masked.matchAll(/\b([A-Z][\w&'-]*)\s*,?\s+or\s+([A-Z][\w&'-]*)\b/g)].flatMap((
    m,
  ) => [m[1], m[2]])
    .filter((word) => !/^(?:I|AND|OR)$/.test(word));
  // A word the plan gave a column of its own ("sum of hours" → Hours) is a field, not a value.
  const labels = new Set((plan.assumed ?? []).map((a) => a.label.toLowerCase().replace(/s$/, "")));
  const said = valuesSaid(ctx).filter((value) => !labels.has(value.toLowerCase().replace(/s$/, "")));
  // A builder that read every word itself has already placed each value and number the request said.
  const values = strict && !plan.readsAll ? [...choices, ...said, ...numbersSaid(ctx)] : choices;
  // "in july" with no year needs the month of each date, which no *IFS test can take.
  const month = new RegExp(
    `\\b(?:in|during|for)\\s+${wholeMonthName}\\b(?!\\s*,?\\s*\\d)(?!\\s*(?:-|–|to|through|thru|until)\\s*[a-z])`,
  ).test(ctx.lower);
  if (month && !/\bMONTH\(|\bTEXT\(/.test(plan.formula)) return true;
  // "max of B2:B30 ignoring errors": plain MAX stops at the first error; the formula must step round them.
  const errors = /\bignor\w*\s+(?:the\s+|any\s+)?(?:errors?|#n\/a|#div)/i.test(ctx.text);
  if (errors && !/\b(?:IFERROR|ISNUMBER|AGGREGATE|ISERROR)\(/.test(plan.formula)) return true;
  // A number must stand on its own in the formula: "10" inside "A100" is not it.
  const code = lower.replace(/\$?[a-z]{1,3}\$?\d+/g, " ");
  return values.some((value) =>
    /^\d+(?:\.\d+)?$/.test(value)
      ? !new RegExp(`(?<![\\d.])${value.replace(".", "\\.")}(?![\\d])`).test(code)
      : !lower.includes(value.toLowerCase())
  );
}

function draftOf(ctx: PlanContext, plan: Plan | null): FormulaDraft | null {
  if (!plan) return null;
  return {
    formula: plan.formula,
    explanation: plan.explanation,
    steps: stepsFor(plan, ctx.refs, ctx.platform),
    functions: functionsUsed(plan.formula),
  };
}

/**
 * The request planned with its header words bound to columns: as ranges first, else as the cells of one row. With
 * `assumed`, builders may also give columns to fields the request only implies.
 */
function onColumns(request: FormulaRequest, text: string, layout: SheetLayout, assumed: boolean): FormulaDraft | null {
  const row = rowOf(text);
  for (const shape of row === null ? ["range", "cell"] as const : ["cell"] as const) {
    const bound = bindColumns(text, layout, shape, row ?? layout.firstRow) ?? { text, bindings: [] };
    const ctx = readRequest(request, bound.text);
    ctx.invent = assumed
      ? { nextColumn: layout.columns.length + 1, firstRow: layout.firstRow, lastRow: layout.lastRow }
      : { firstRow: layout.firstRow, lastRow: layout.lastRow, columns: layout.columns };
    const plan = planOf(ctx, true);
    if (!plan) continue;
    const used = placesUsed(plan.formula, bound.bindings, row ?? layout.firstRow);
    const draft = draftOf(ctx, plan)!;
    const all = [...used, ...plan.assumed ?? []].sort((a, b) => a.range.localeCompare(b.range));
    if (assumed && all.length === 0) continue;
    return assumed ? markAssumed(draft, all) : onYourColumns(draft, all, layout);
  }
  return null;
}

// Words of prose and the world outside a sheet: "sum up this article", "round trip to berlin".
const elsewhere =
  /\b(?:article|essay|story|poem|paragraph|chapter|novel|trip|flight|hotel|recipe|weather|movie|song|lyrics)s?\b/;
// "what year did the titanic sink": a question about the world, not about a sheet, however it is worded.
const trivia = /\b(?:did|was|were)\b/;
const sheetWords =
  /\b(?:cells?|columns?|rows?|sheets?|lists?|tables?|data|formula|values?|totals?|sum|count|average|how many|each|every|all)\b/;

/** A request about the world or about prose, which no assumed column can answer. */
function aboutTheWorld(text: string): boolean {
  const lower = text.toLowerCase();
  return (trivia.test(lower) && !sheetWords.test(lower)) || elsewhere.test(lower);
}

/** No ranges and no columns: the fields the request names get columns A, B, C… in rows 2 to 100, said plainly. */
function onAssumed(request: FormulaRequest, text: string): FormulaDraft | null {
  if (aboutTheWorld(text)) return null;
  const layout: SheetLayout = {
    columns: guessFields(text).map((header, i) => ({ letter: letterOf(i + 1), header })),
    firstRow: 2,
    lastRow: assumedLastRow,
  };
  return onColumns(request, text, layout, true) ?? (layout.columns.length === 0 ? onNamelessData(request, text) : null);
}

/**
 * "convert the text to uppercase", "how many times does the word error appear": a task on data the request never
 * names gets one assumed place for it, the first cell or the first column, said like any other assumption.
 */
function onNamelessData(request: FormulaRequest, text: string): FormulaDraft | null {
  const lower = text.toLowerCase();
  // "my countifs is broken again" is about a formula the user has, not one to write.
  if (
    /\b(?:broken|not working|doesn'?t work|won'?t work|keeps? (?:giving|showing)|fix my|is wrong|an? error)\b/.test(
      lower,
    )
  ) {
    return null;
  }
  // A task over many rows wants the column; a change to one value, the first cell.
  const many = /\b(?:how many|count|total|sum|average|times|all|every|each|list|unique|top|highest|lowest)\b/.test(
    lower,
  );
  for (const place of many ? ["A2:A100", "A2"] : ["A2", "A2:A100"]) {
    const ctx = readRequest(request, `${text} (in ${place})`);
    const plan = planOf(ctx, true);
    // "$A$2:$A$100" is the place too: a list a formula fills down beside is fixed with $ signs.
    if (plan && plan.formula.replace(/\$/g, "").includes(place)) {
      return markAssumed(draftOf(ctx, plan)!, [{ label: "Your data", range: place }]);
    }
  }
  return null;
}

type Assumed = NonNullable<FormulaDraft["assumed"]>[number];

/** The bound columns the formula uses, as it uses them: the range, or the first row's cell of a per-row formula. */
function placesUsed(formula: string, bindings: Binding[], firstRow: number): Assumed[] {
  return bindings.flatMap((b) => {
    const cell = `${b.column.letter}${firstRow}`;
    if (formula.includes(b.place)) return [{ label: b.column.header, range: b.place }];
    return new RegExp(`\\$?${b.column.letter}\\$?${firstRow}(?!\\d)`).test(formula)
      ? [{ label: b.column.header, range: cell }]
      : [];
  });
}

/** The cells a builder chose on its own, labelled with the fields the request names, in order. */
function inventedPlaces(formula: string, fields: string[]): Assumed[] {
  const places = [...new Set(formula.replace(/"(?:[^"]|"")*"/g, "").match(/\b[A-Z]{1,3}\d+(?::[A-Z]{1,3}\d+)?\b/g))];
  return places.map((range, i) => ({ label: fields[i] ?? "Your data", range }));
}

const placesOf = (used: Assumed[]) => joinWords(used.map((b) => `${b.label} in ${b.range}`));

function markAssumed(draft: FormulaDraft, used: Assumed[]): FormulaDraft {
  const where = placesOf(used);
  return {
    ...draft,
    explanation: `Your request names no cells, so this assumes ${where}. ${draft.explanation}`,
    steps: [`Check the assumed ranges (${where}) and change them in the formula to match your sheet.`, ...draft.steps],
    assumed: used,
  };
}

function onYourColumns(draft: FormulaDraft, used: Assumed[], layout: SheetLayout): FormulaDraft {
  const rows = layout.lastRow === assumedLastRow && used.some((b) => b.range.includes(":"))
    ? ` It takes your data to be in rows ${layout.firstRow} to ${assumedLastRow}: change ${assumedLastRow} to your last row.`
    : "";
  return { ...draft, explanation: `Uses your columns: ${placesOf(used)}.${rows} ${draft.explanation}` };
}

function firstPlan(ctx: PlanContext): Plan | null {
  // A sample ("label it as Q1, Q2…", "like Fri or Mon") says what kind of answer is wanted, so tasks see it too.
  const sample = ctx.examples?.output ? ` ${ctx.examples.output.toLowerCase()}` : "";
  for (const { test, build, onLower } of intents) {
    if (!test.test((onLower ? ctx.lower : ctx.bare) + sample)) continue;
    const plan = build(ctx);
    // A plan that leaves out something the user asked for is skipped: another task may account for all of it.
    if (plan && unusedParts(ctx, plan).length === 0) return plan;
  }
  return null;
}

const rounded = roundingBuilder(firstPlan);
