import type { ExcelVersion, Platform } from "../../../contract/account.ts";
import type { Binding } from "./bind-columns.ts";
import type { Frame, Step, Tier, TierTest } from "./frame.ts";
import {
  arraySigns,
  ifsPairs,
  joinedTests,
  pairsPerChoice,
  textLiteral,
  valueText,
  wholeColumn,
} from "./render-criteria.ts";

/**
 * Writes a frame as a formula for the platform. This file and render-criteria.ts are the only code of the
 * understanding that knows function names. Excel is written for Microsoft 365; the generation service fits the
 * answer to an older version afterwards, as it does for every provider, and where no fitting exists (TAKE, the last
 * of a delimiter) an older version gets the classic form here. Null when the frame cannot be written.
 */
export function renderFrame(
  frame: Frame,
  binding: Binding,
  platform: Platform,
  excelVersion: ExcelVersion = "365",
): string | null {
  const body = core(frame, binding, platform, excelVersion === "365");
  if (!body) return null;
  return `=${wrap(body, frame, binding)}`;
}

function wrap(body: string, frame: Frame, binding: Binding): string {
  let text = body;
  const round = frame.wrap.round;
  if (round) {
    const name = round.how === "up" ? "ROUNDUP" : round.how === "down" ? "ROUNDDOWN" : "ROUND";
    text = `${name}(${text},${round.digits})`;
  }
  // A lookup takes its fallback in XLOOKUP itself; everything else is wrapped.
  if (frame.wrap.iferror && frame.op !== "lookup") text = `IFERROR(${text},${valueText(frame.wrap.iferror, binding)})`;
  return text;
}

function core(frame: Frame, binding: Binding, platform: Platform, modern: boolean): string | null {
  const column = frame.measure !== undefined ? binding.columns[frame.measure].range : null;
  // "this year less last year", row by row.
  const measure = column && frame.less !== undefined ? `${column}-${binding.columns[frame.less].range}` : column;
  const pairs = ifsPairs(frame, binding);
  const choices = pairs ? null : pairsPerChoice(frame, binding);
  const tested = frame.criteria.length > 0 || frame.period !== undefined;
  const tests = tested ? joinedTests(frame, binding) : "";
  const filtered = (range: string) => tested ? `FILTER(${range},${tests})` : range;
  // A list of a column's values: rows past the data's end (when its end was assumed) would list a blank, and a whole
  // column its header.
  const values = (range: string) => {
    // The header is row 1's cell; testing against it (rather than ROW) also works where ROW gives one number.
    if (wholeColumn(range)) return `FILTER(${range},(${range}<>"")*(${range}<>${range.split(":")[0]}1))`;
    return binding.rows?.how === "assumed" ? `FILTER(${range},${range}<>"")` : range;
  };
  const listed = (range: string) => tested ? filtered(range) : values(range);
  switch (frame.op) {
    case "sum":
      if (!measure) return null;
      if (frame.top) return few("SUM", filtered(measure), frame.top);
      if (frame.times !== undefined) {
        const times = binding.columns[frame.times].range;
        // Arrays side by side, not multiplied: SUMPRODUCT counts a header's text as 0 rather than failing on it.
        return tested ? `SUMPRODUCT(${numbers(tests)},${measure},${times})` : `SUMPRODUCT(${measure},${times})`;
      }
      if (frame.textNumbers) {
        // SUM skips numbers stored as text; -- turns them into numbers. A whole column's header is no number.
        const turned = wholeColumn(measure) ? `IFERROR(--${measure},0)` : `--${measure}`;
        return tested ? `SUMPRODUCT(${numbers(tests)},${turned})` : `SUMPRODUCT(${turned})`;
      }
      if (!tested) return `SUM(${measure})`;
      if (choices) return choices.map((set) => conditional("SUM", measure, set)).join("+");
      return pairs ? conditional("SUM", measure, pairs) : `SUMPRODUCT(${tests}*${measure})`;
    case "count":
      // A whole column's header is no row of the data.
      if (!tested) return measure ? (wholeColumn(measure) ? `(COUNTA(${measure})-1)` : `COUNTA(${measure})`) : null;
      if (choices) return choices.map((set) => conditional("COUNT", null, set)).join("+");
      return pairs ? conditional("COUNT", null, pairs) : `SUMPRODUCT(${numbers(tests)})`;
    case "average":
      if (!measure) return null;
      if (frame.top) return few("AVERAGE", filtered(measure), frame.top);
      if (frame.trim) return tested ? null : `(SUM(${measure})-MAX(${measure})-MIN(${measure}))/(COUNT(${measure})-2)`;
      if (!tested) return `AVERAGE(${measure})`;
      return pairs ? conditional("AVERAGE", measure, pairs) : `AVERAGE(${filtered(measure)})`;
    case "median":
      return measure ? `MEDIAN(${filtered(measure)})` : null;
    case "weighted": {
      if (!measure || frame.times === undefined) return null;
      const weights = binding.columns[frame.times].range;
      if (!tested) return `SUMPRODUCT(${measure},${weights})/SUM(${weights})`;
      return `SUMPRODUCT(${tests}*${measure}*${weights})/SUMPRODUCT(${tests}*${weights})`;
    }
    case "label":
      return frame.tiers ? labels(frame.tiers, binding) : null;
    case "stdev":
      return measure ? `STDEV(${filtered(measure)})` : null;
    case "percentile":
      return measure && frame.fraction !== undefined ? `PERCENTILE.INC(${filtered(measure)},${frame.fraction})` : null;
    case "join":
      if (!measure) return null;
      {
        const values = frame.once ? `UNIQUE(${filtered(measure)})` : filtered(measure);
        const ordered = frame.sort ? `SORT(${values}${frame.sort === "desc" ? ",1,-1" : ""})` : values;
        return `TEXTJOIN(${textLiteral(frame.separator ?? ", ")},TRUE,${ordered})`;
      }
    case "max":
    case "min": {
      if (!measure) return null;
      const name = frame.op.toUpperCase();
      if (!tested) return `${name}(${measure})`;
      return pairs ? `${name}IFS(${measure},${pairs.join(",")})` : `${name}(${filtered(measure)})`;
    }
    case "nth":
      if (!measure || !frame.nth) return null;
      return `${frame.nth.from === "largest" ? "LARGE" : "SMALL"}(${filtered(measure)},${frame.nth.n})`;
    case "distinct":
      if (!measure) return null;
      return platform === "sheets" ? `COUNTUNIQUE(${listed(measure)})` : `COUNTA(UNIQUE(${listed(measure)}))`;
    case "share": {
      if (!tested) return null;
      // "what share of Hana's deals got closed": the whole is Hana's deals, not every deal.
      const based = frame.criteria.filter((c) => c.base);
      const ofBase = based.length > 0 && based.length < frame.criteria.length
        ? ifsPairs({ ...frame, criteria: based, period: undefined }, binding)
        : null;
      if (measure) {
        const part = pairs ? `SUMIFS(${measure},${pairs.join(",")})` : `SUMPRODUCT(${tests}*${measure})`;
        return `${part}/${ofBase ? `SUMIFS(${measure},${ofBase.join(",")})` : `SUM(${measure})`}`;
      }
      const whole = binding.columns[frame.criteria[0]?.column ?? frame.period!.column].range;
      const part = pairs ? conditional("COUNT", null, pairs) : `SUMPRODUCT(${numbers(tests)})`;
      // A whole column ("B:B") holds its header too, which is no row of the data.
      const rows = wholeColumn(whole) ? `(COUNTA(${whole})-1)` : `COUNTA(${whole})`;
      return `${part}/${ofBase ? conditional("COUNT", null, ofBase) : rows}`;
    }
    case "rank":
      if (!measure || !frame.rank) return null;
      if (frame.rank.within !== undefined) {
        // Among the rows of the cell's own group: one more than the group's values beyond it.
        const cell = binding.cells[frame.rank.cell].ref;
        const group = binding.columns[frame.rank.within];
        const beyond = frame.rank.order === "asc" ? "<" : ">";
        return `COUNTIFS(${absolute(group.range)},${group.letter}${cell.replace(/^[A-Z]+/, "")},${
          absolute(measure)
        },"${beyond}"&${cell})+1`;
      }
      return `RANK.EQ(${binding.cells[frame.rank.cell].ref},${absolute(measure)},${
        frame.rank.order === "asc" ? 1 : 0
      })`;
    case "lookup":
      return measure ? lookup(frame, binding, measure) : null;
    case "extremeLabel": {
      if (!measure || !frame.label) return null;
      const label = binding.columns[frame.label.column].range;
      const name = frame.label.extreme.toUpperCase();
      if (frame.top) {
        // A whole column's header would sort among the numbers: only rows with a number take part.
        const numeric = wholeColumn(measure) ? [`ISNUMBER(${measure})`] : [];
        const keep = [...(tested ? [tests] : []), ...numeric].join("*");
        const [labels, by] = keep ? [`FILTER(${label},${keep})`, `FILTER(${measure},${keep})`] : [label, measure];
        const largest = frame.top.from === "largest";
        if (platform === "sheets") return `SORTN(${labels},${frame.top.n},0,${by},${largest ? "FALSE" : "TRUE"})`;
        if (modern) return `TAKE(SORTBY(${labels},${by},${largest ? -1 : 1}),${frame.top.n})`;
        // Before 365: the label of each of the n largest values (a tie names its first row twice).
        const places = Array.from({ length: frame.top.n }, (_, k) => k + 1).join(";");
        return `INDEX(${labels},MATCH(${largest ? "LARGE" : "SMALL"}(${by},{${places}}),${by},0))`;
      }
      if (frame.less !== undefined) {
        if (tested) return null;
        // Whole columns hold their headers and empty rows: only rows with both numbers take part.
        const whole = wholeColumn(measure);
        const keep = `ISNUMBER(${column})*ISNUMBER(${binding.columns[frame.less].range})`;
        const [labels, moved] = whole ? [`FILTER(${label},${keep})`, `FILTER(${measure},${keep})`] : [label, measure];
        const body = `INDEX(${labels},MATCH(${name}(${moved}),${moved},0))`;
        // Sheets works out the row-by-row difference only inside ARRAYFORMULA.
        return platform === "sheets" ? `ARRAYFORMULA(${body})` : body;
      }
      if (!tested) return `INDEX(${label},MATCH(${name}(${measure}),${measure},0))`;
      return `INDEX(${filtered(label)},MATCH(${name}(${filtered(measure)}),${filtered(measure)},0))`;
    }
    // Read as the group said most often (groupExtreme), never rendered as itself.
    case "frequent":
      return null;
    case "transform":
      return frame.transform
        ? frame.transform.steps.reduce((x, step) => changed(x, step, platform, modern), frame.transform.cell)
        : null;
    case "rowMath": {
      const math = frame.math;
      if (!math) return null;
      if (math.op === "minus") return `${math.left}-${math.right}`;
      if (math.op === "ratio") return `${math.left}/${math.right}`;
      return `(${math.left}-${math.right})/${math.right}`;
    }
    case "groupExtreme": {
      if (!frame.label?.per || (!measure && frame.label.per !== "count")) return null;
      const groups = binding.columns[frame.label.column].range;
      // Each group once: a whole column's header and the blank rows past the data are no group.
      const keys = `UNIQUE(${values(groups)})`;
      const more = pairs?.length ? `,${pairs.join(",")}` : "";
      const totals = frame.label.per === "count"
        ? `COUNTIFS(${groups},${keys}${more})`
        : `${frame.label.per === "sum" ? "SUMIFS" : "AVERAGEIFS"}(${measure},${groups},${keys}${more})`;
      if (tested && !pairs) return null;
      const body = `INDEX(${keys},MATCH(${frame.label.extreme.toUpperCase()}(${totals}),${totals},0))`;
      // Sheets spreads the totals over the groups only inside ARRAYFORMULA.
      return platform === "sheets" ? `ARRAYFORMULA(${body})` : body;
    }
    case "list": {
      if (!measure) return null;
      const list = listed(measure);
      if (!tested && !frame.sort) return null;
      return frame.sort ? `SORT(${list},1,${frame.sort === "asc" ? 1 : -1})` : list;
    }
    case "unique":
      if (!measure) return null;
      if (!frame.sort) return `UNIQUE(${listed(measure)})`;
      return `SORT(UNIQUE(${listed(measure)})${frame.sort === "desc" ? ",1,-1" : ""})`;
    case "running": {
      if (!measure) return null;
      const range = /^([A-Z]+)(\d+):/.exec(measure);
      const letter = range?.[1] ?? /^([A-Z]+):/.exec(measure)?.[1];
      const first = frame.rows?.first ?? (range ? Number(range[2]) : undefined);
      if (!letter || first === undefined) return null;
      return `SUM($${letter}$${first}:${letter}${frame.rows?.at ?? first})`;
    }
  }
}

/** One change to a cell's text: Excel 365 cuts with TEXTBEFORE and TEXTAFTER, Sheets with FIND. */
function changed(x: string, step: Step, platform: Platform, modern = true): string {
  // The position of the last delimiter: the one SUBSTITUTE's instance number picks.
  const lastAt = (d: string) =>
    `FIND("~",SUBSTITUTE(${x},${textLiteral(d)},"~",LEN(${x})-LEN(SUBSTITUTE(${x},${textLiteral(d)},""))))`;
  switch (step.kind) {
    case "proper":
    case "upper":
    case "lower":
    case "trim":
      return `${step.kind.toUpperCase()}(${x})`;
    case "number":
      return `VALUE(${x})`;
    case "eomonth":
      return `EOMONTH(${x},0)`;
    case "year":
      return `YEAR(${x})`;
    case "month":
      return `MONTH(${x})`;
    case "quarter":
      return `ROUNDUP(MONTH(${x})/3,0)`;
    case "somonth":
      return `EOMONTH(${x},-1)+1`;
    case "left":
      return `LEFT(${x},${step.n})`;
    case "right":
      return `RIGHT(${x},${step.n})`;
    case "domain":
      return changed(x, { kind: "after", text: "@" }, platform, modern);
    case "firstword":
      return changed(x, { kind: "before", text: " " }, platform, modern);
    case "lastword":
      return changed(x, { kind: "after", text: " ", last: true }, platform, modern);
    case "before":
      // The last of a delimiter has no fitting for Excel before 365: it is found with SUBSTITUTE there, as in Sheets.
      if (platform === "excel" && (modern || !step.last)) {
        return `TEXTBEFORE(${x},${textLiteral(step.text)}${step.last ? ",-1" : ""})`;
      }
      return `LEFT(${x},${step.last ? lastAt(step.text) : `FIND(${textLiteral(step.text)},${x})`}-1)`;
    case "after":
      if (platform === "excel" && (modern || !step.last)) {
        return `TEXTAFTER(${x},${textLiteral(step.text)}${step.last ? ",-1" : ""})`;
      }
      return step.last
        ? `RIGHT(${x},LEN(${x})-${lastAt(step.text)})`
        : `MID(${x},FIND(${textLiteral(step.text)},${x})+1,LEN(${x}))`;
  }
}

/** A row's label by tiers: IF for one, IFS for several, the first that holds giving its label. */
function labels(tiers: NonNullable<Frame["tiers"]>, binding: Binding): string {
  const cellOf = (column: number | undefined) =>
    column === undefined ? tiers.cell : `${binding.columns[column].letter}${tiers.row}`;
  const test = (t: TierTest) => {
    const value = t.value.kind === "column" ? cellOf(t.value.column) : valueText(t.value, binding);
    return `${cellOf(t.column)}${arraySigns[t.comparator]}${value}`;
  };
  const condition = (tier: Tier) =>
    tier.tests.length === 1 ? test(tier.tests[0]) : `AND(${tier.tests.map(test).join(",")})`;
  const otherwise = valueText(tiers.otherwise, binding);
  if (tiers.tiers.length === 1) {
    return `IF(${condition(tiers.tiers[0])},${valueText(tiers.tiers[0].output, binding)},${otherwise})`;
  }
  const pairs = tiers.tiers.map((tier) => `${condition(tier)},${valueText(tier.output, binding)}`);
  return `IFS(${pairs.join(",")},TRUE,${otherwise})`;
}

/** Tests as ones and zeros: --(A2:A9="x"), without a second pair of brackets around one already bracketed. */
function numbers(tests: string): string {
  let depth = 0;
  const whole = tests.startsWith("(") && [...tests].every((c, k) => {
    depth += c === "(" ? 1 : c === ")" ? -1 : 0;
    return depth > 0 || k === tests.length - 1;
  });
  return whole ? `--${tests}` : `--(${tests})`;
}

/** "the top 3": LARGE or SMALL of the first n places as one array, summed or averaged. */
function few(name: "SUM" | "AVERAGE", range: string, top: NonNullable<Frame["top"]>): string {
  const places = Array.from({ length: top.n }, (_, k) => k + 1).join(",");
  return `${name}(${top.from === "largest" ? "LARGE" : "SMALL"}(${range},{${places}}))`;
}

/**
 * SUMIFS, COUNTIFS, AVERAGEIFS, or with one test the form people write most: SUMIF(range,test,sum range), SUMIF(range,
 * test) on the range itself, COUNTIF, COUNTBLANK and COUNTA for a blank test.
 */
function conditional(name: "SUM" | "COUNT" | "AVERAGE", measure: string | null, pairs: string[]): string {
  if (pairs.length !== 2) {
    return measure ? `${name}IFS(${measure},${pairs.join(",")})` : `${name}IFS(${pairs.join(",")})`;
  }
  const [range, test] = pairs;
  if (!measure) {
    return test === '""' ? `COUNTBLANK(${range})` : test === '"<>"' ? `COUNTA(${range})` : `COUNTIF(${range},${test})`;
  }
  return measure === range ? `${name}IF(${range},${test})` : `${name}IF(${range},${test},${measure})`;
}

function lookup(frame: Frame, binding: Binding, measure: string): string | null {
  const keys = frame.criteria;
  if (keys.length === 0) return null;
  const fallback = frame.wrap.iferror ? valueText(frame.wrap.iferror, binding) : "";
  const last = frame.lookup?.from === "last";
  const tail = last ? `,${fallback},0,-1` : fallback ? `,${fallback}` : "";
  if (keys.length === 1 && !keys[0].anyOf && !keys[0].upTo) {
    const key = valueText(keys[0].value, binding);
    const keyColumn = binding.columns[keys[0].column];
    const style = last ? undefined : frame.lookup?.style;
    const guarded = (text: string) => fallback ? `IFERROR(${text},${fallback})` : text;
    if (style === "indexmatch") return guarded(`INDEX(${measure},MATCH(${key},${keyColumn.range},0))`);
    const table = vlookupTable(keyColumn.range, measure);
    if (style === "vlookup" && table) return guarded(`VLOOKUP(${key},${table.range},${table.index},FALSE)`);
    return `XLOOKUP(${key},${keyColumn.range},${measure}${tail})`;
  }
  return `XLOOKUP(1,${joinedTests(frame, binding)},${measure}${tail})`;
}

/** The block VLOOKUP searches, from the key column to the returned one, and its column number; null when the key is not
 * left of what is returned or the rows differ. */
function vlookupTable(keys: string, values: string): { range: string; index: number } | null {
  const k = /^([A-Z]+)(\d*):([A-Z]+)(\d*)$/.exec(keys);
  const v = /^([A-Z]+)(\d*):([A-Z]+)(\d*)$/.exec(values);
  if (!k || !v || k[2] !== v[2] || k[4] !== v[4]) return null;
  const index = columnNumber(v[1]) - columnNumber(k[1]) + 1;
  return index > 1 ? { range: `${k[1]}${k[2]}:${v[3]}${v[4]}`, index } : null;
}

function columnNumber(letters: string): number {
  return [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
}

/** $C$2:$C$40: a range a formula filled down keeps. */
function absolute(range: string): string {
  return range.replace(/\$?([A-Z]+)\$?(\d*)/g, (_, letters, digits) => `$${letters}${digits ? `$${digits}` : ""}`);
}
