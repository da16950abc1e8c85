import { conditionPairs, hasTextCriterion, type Pair, targetRefs } from "./condition-pairs.ts";
import { str } from "./criteria.ts";
import type { Builder, Plan, PlanContext } from "./plan-context.ts";
import { columnCount, type Ref, rowSpan } from "./references.ts";
import { joinWords } from "../answer-steps.ts";

type Stat = "sum" | "average" | "count" | "max" | "min" | "median" | "stdev" | "var";

const statWords: [Stat, RegExp][] = [
  ["median", /\bmedian\b|\bmiddle value\b/],
  ["stdev", /\bstandard deviation\b|\bstd ?dev\b|\bstdev\b|\bspread\b/],
  ["var", /\bvariance\b/],
  ["average", /\baverage\b|\bmean\b/],
  ["max", /\bmax(?:imum)?\b|\bhighest\b|\blargest\b|\bbiggest\b|\bgreatest\b|\btop value\b|\bmost\b/],
  ["min", /\bmin(?:imum)?\b|\blowest\b|\bsmallest\b|\bleast\b|\bfewest\b/],
  ["count", /\bcount\b|\bhow many\b|\bnumber of\b|\btally\b/],
  ["sum", /\bsum\b|\btotal\b|\badd(?:s|ed|ing)?\b|\bsubtotal\b/],
];

/** Which statistic the request asks for, if any. */
export function statOf(lower: string): Stat | null {
  for (const [stat, re] of statWords) if (re.test(lower)) return stat;
  return null;
}

const plain: Record<Stat, { excel: string; sheets: string; words: string }> = {
  sum: { excel: "SUM", sheets: "SUM", words: "Adds up the numbers in" },
  average: { excel: "AVERAGE", sheets: "AVERAGE", words: "Works out the average (mean) of" },
  count: { excel: "COUNTA", sheets: "COUNTA", words: "Counts the filled cells in" },
  max: { excel: "MAX", sheets: "MAX", words: "Finds the largest number in" },
  min: { excel: "MIN", sheets: "MIN", words: "Finds the smallest number in" },
  median: { excel: "MEDIAN", sheets: "MEDIAN", words: "Finds the middle value (median) of" },
  stdev: { excel: "STDEV.S", sheets: "STDEV", words: "Works out the sample standard deviation of" },
  var: { excel: "VAR.S", sheets: "VAR", words: "Works out the sample variance of" },
};

/**
 * Requests that say an aggregate's words but ask for something else: "what rank is B3 out of B2:B40, highest = 1"
 * asks for a position, "how many days until the deadline" for the time between dates, "which rep had the biggest
 * sale" for the name beside the largest value.
 */
export function asksForNoTotal(lower: string): boolean {
  return /\brank(?:ing|ed)?\b|\bwhere does\b.*\bplace\b/.test(lower) ||
    /^(?:\W*(?:so|ok|hi|hey|and)\b)?\W*(?:who|whose|which\s+[a-z]+)\s+(?:has|had|have|is|was|got|gets|made|makes|sold|sells|owns?|scored|earned|brought)\b/
      .test(lower) ||
    /\bhow many\s+(?:whole\s+|full\s+|working\s+|business\s+)?(?:days|weeks|months|years|hours|minutes)\b/.test(lower);
}

/** Sums, averages, counts, min/max, median, standard deviation — plain or under conditions. */
export const buildAggregate: Builder = (ctx) => {
  const stat = statOf(ctx.bare);
  if (!stat) return null;
  if (asksForNoTotal(ctx.lower)) return null;
  // "the last 5 values" picks rows by position, which these functions cannot do: better no answer than a wrong one.
  if (/\b(?:last|first|latest|previous|next|recent)\s+\d+\b/.test(ctx.bare)) return null;
  const targets = targetRefs(ctx);
  if (targets.length === 0) return null;
  const { pairs, anyOr } = conditionPairs(ctx);
  const target = targets[0];
  if (pairs.length === 0) return plainStat(ctx, stat, targets);
  if (stat === "count" && pairs.length === 1 && pairs[0].range.text === target.text) {
    if (pairs[0].criteria === '""') {
      return { formula: `=COUNTBLANK(${target.text})`, explanation: `Counts the empty cells in ${target.text}.` };
    }
    if (pairs[0].criteria === '"<>"') {
      return {
        formula: `=COUNTA(${target.text})`,
        explanation: `Counts the cells in ${target.text} that are not empty.`,
      };
    }
  }
  const onlyTarget = pairs.every((p) => p.range.text === target.text);
  if (stat === "count" && !pairs.some((p) => p.range.text === target.text)) {
    // "count orders in A2:A100 where status is Closed (F2:F100)": the orders are the filled cells of A2:A100.
    // A range in brackets labels a field named before it ("region (B2:B100)"); it is never the thing counted.
    const labelledOnly = new RegExp(`\\(\\s*⟦${ctx.refs.indexOf(target)}⟧\\s*\\)`).test(ctx.masked);
    if (labelledOnly || columnCount(target) !== 1 || pairs.some((p) => rowSpan(p.range) !== rowSpan(target))) {
      return null;
    }
    const blanks = /\b(?:blanks?|empty)\b/.test(ctx.lower) &&
      !/\bnot (?:blank|empty)\b|\bnon-?(?:blank|empty)\b/.test(ctx.lower);
    pairs.unshift({
      range: target,
      criteria: blanks ? '""' : '"<>"',
      words: `${target.text} is ${blanks ? "" : "not "}empty`,
      test: `${target.text}${blanks ? "=" : "<>"}""`,
      group: -1,
    });
  }
  if (stat !== "count" && onlyTarget && hasTextCriterion(ctx.conditions)) return null;
  if (anyOr) return choices(stat, target, pairs);
  return conditional(ctx, stat, target, pairs);
};

/** Several references are added together only when the request lists them ("A2, C2 and E2"). */
function listed(ctx: PlanContext, targets: Ref[]): Ref[] {
  const kept = [targets[0]];
  for (const next of targets.slice(1)) {
    const prev = kept[kept.length - 1];
    const between = ctx.masked.slice(
      ctx.masked.indexOf(`⟦${ctx.refs.indexOf(prev)}⟧`) + `⟦${ctx.refs.indexOf(prev)}⟧`.length,
      ctx.masked.indexOf(`⟦${ctx.refs.indexOf(next)}⟧`),
    );
    if (!/^\s*(?:,|and|&|\+|plus|,\s*and)\s*$/i.test(between)) break;
    kept.push(next);
  }
  return kept;
}

function plainStat(ctx: PlanContext, stat: Stat, all: Ref[]): Plan | null {
  if (/\b(?:for each|group(?:ed)? by|for every)\b/.test(ctx.bare)) return null;
  // A quoted word with no column to test it against ("sum D2:D20 for "Acme"") cannot be placed honestly.
  if (stat !== "count" && /"[^"]+"|'[^']+'/.test(ctx.masked)) return null;
  // Nor can a name ("sum C2:C100 for the West region", "average C2:C100 for North"): it says which rows, not where.
  // A name that labels the range itself ("for Math scores in C2:C50") is fine, and so is the app's own name.
  const named =
    /\b(?:for|in|from|where)\s+(?:the\s+)?(?!(?:Excel|Google|Sheets?)\b)[A-Z][\w&'-]*(?![\w&'-]*(?:\s+[a-z]+){0,2}\s*(?:(?:in|from|of)\s+)?(?:\(\s*)?⟦)/;
  if (named.test(ctx.masked)) return null;
  // Counting or adding up single cells only makes sense for a list of them.
  if (stat === "count" && all.every((r) => r.kind === "cell")) return null;
  const targets = listed(ctx, all);
  const where = targets.map((r) => r.text);
  let fn = ctx.platform === "excel" ? plain[stat].excel : plain[stat].sheets;
  let words = plain[stat].words;
  if (stat === "stdev" && /\bpopulation\b|\bentire\b|\bwhole population\b/.test(ctx.lower)) {
    fn = ctx.platform === "excel" ? "STDEV.P" : "STDEVP";
    words = "Works out the population standard deviation of";
  }
  if (stat === "count") {
    if (
      /\bblank\b|\bempty\b/.test(ctx.lower) &&
      !/\bnot (?:blank|empty)\b|\bnon-?(?:blank|empty)\b|\bfilled\b/.test(ctx.lower)
    ) {
      fn = "COUNTBLANK";
      words = "Counts the empty cells in";
    } else if (/\bnumbers\b|\bnumeric\b|\bnumerical\b/.test(ctx.bare)) {
      fn = "COUNT";
      words = "Counts the cells that hold numbers in";
    }
    const quoted = /"([^"]+)"|'([^']+)'/.exec(ctx.masked) ??
      /\b(?:number of|how many|count(?: of)?(?: the)?)\s+(?:times\s+)?()([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*)\s+(?:in|within|from)\s+⟦/
        .exec(ctx.masked);
    if (quoted) {
      const value = quoted[1] || quoted[2];
      return {
        formula: `=COUNTIF(${where[0]},${str(value)})`,
        explanation: `Counts how many cells in ${where[0]} are exactly "${value}" (capital letters do not matter).`,
      };
    }
    if (/\btext\b/.test(ctx.lower) && !/\bnumbers?\b/.test(ctx.lower)) {
      return {
        formula: `=COUNTIF(${where[0]},"*")`,
        explanation: `Counts the cells in ${where[0]} that hold text; "*" matches any text.`,
      };
    }
  }
  if (fn === "COUNTA" && /\b(?:not counting|excluding|without|minus|except)(?: the)? headers?\b/.test(ctx.lower)) {
    return {
      formula: `=COUNTA(${where[0]})-1`,
      explanation: `Counts the filled cells in ${where[0]}, then takes away 1 for the header cell.`,
    };
  }
  const formula = fn === "COUNTBLANK" ? `=COUNTBLANK(${where[0]})` : `=${fn}(${where.join(",")})`;
  return { formula, explanation: `${words} ${joinWords(where)}.` };
}

const ifs: Partial<Record<Stat, { one: string; many: string; words: string }>> = {
  sum: { one: "SUMIF", many: "SUMIFS", words: "Adds up the numbers in" },
  average: { one: "AVERAGEIF", many: "AVERAGEIFS", words: "Works out the average of" },
  count: { one: "COUNTIF", many: "COUNTIFS", words: "Counts the cells" },
  max: { one: "MAXIFS", many: "MAXIFS", words: "Finds the largest number in" },
  min: { one: "MINIFS", many: "MINIFS", words: "Finds the smallest number in" },
};

/**
 * Choices joined by "or" ("North or South (B2:B100)"): one COUNTIF(S)/SUMIF(S) per choice, added up. That is only
 * right when the choices are one list for one range (a row matches at most one of them), and only for counts and
 * sums; any other shape gets no answer rather than a number that counts rows twice.
 */
function choices(stat: Stat, target: Ref, pairs: Pair[]): Plan | null {
  const f = ifs[stat];
  if (!f || (stat !== "count" && stat !== "sum")) return null;
  const groups = [...new Set(pairs.map((p) => p.group))];
  const listed = groups.filter((g) => pairs.filter((p) => p.group === g).length > 1);
  if (listed.length !== 1) return null;
  const options = pairs.filter((p) => p.group === listed[0]);
  if (new Set(options.map((p) => p.range.text)).size !== 1) return null;
  if (options.some((p) => !/^"[^<>*]*"$|^\d/.test(p.criteria))) return null;
  const fixed = pairs.filter((p) => p.group !== listed[0]);
  const rowsWord = stat === "count" ? "" : ` ${target.text},`;
  const terms = options.map((p) => {
    if (fixed.length === 0) return single(stat, target, p);
    const args = [...fixed, p].map((q) => `${q.range.text},${q.criteria}`).join(",");
    return stat === "count" ? `COUNTIFS(${args})` : `SUMIFS(${target.text},${args})`;
  });
  const always = fixed.length > 0 ? ` where ${joinWords(fixed.map((p) => p.words))} and` : "";
  return {
    formula: `=${terms.join("+")}`,
    explanation:
      `${f.words}${rowsWord} counting a row${always} when ${options.map((p) => p.words).join(" or when ")}; ` +
      `each ${fixed.length > 0 ? f.many : f.one} handles one choice and the results are added together.`,
  };
}

function conditional(ctx: PlanContext, stat: Stat, target: Ref, pairs: Pair[]): Plan {
  const f = ifs[stat];
  const rule = joinWords(pairs.map((p) => p.words));
  if (!f) return filtered(ctx, stat, target, pairs, rule);
  const rowsWord = stat === "count" ? "" : ` ${target.text},`;
  if (pairs.length === 1 && stat !== "max" && stat !== "min") {
    return {
      formula: `=${single(stat, target, pairs[0])}`,
      explanation: `${f.words}${rowsWord} only where ${rule}.`,
    };
  }
  const args = pairs.map((p) => `${p.range.text},${p.criteria}`).join(",");
  const formula = stat === "count" ? `=COUNTIFS(${args})` : `=${f.many}(${target.text},${args})`;
  return { formula, explanation: `${f.words}${rowsWord} only for rows where ${rule}.` };
}

function single(stat: Stat, target: Ref, p: Pair): string {
  const fn = ifs[stat]!.one;
  if (stat === "count" || p.range.text === target.text) return `${fn}(${p.range.text},${p.criteria})`;
  return `${fn}(${p.range.text},${p.criteria},${target.text})`;
}

function filtered(ctx: PlanContext, stat: Stat, target: Ref, pairs: Pair[], rule: string): Plan {
  const fn = ctx.platform === "excel" ? plain[stat].excel : plain[stat].sheets;
  const filter = ctx.platform === "excel"
    ? `FILTER(${target.text},${pairs.length === 1 ? pairs[0].test : pairs.map((p) => `(${p.test})`).join("*")})`
    : `FILTER(${target.text},${pairs.map((p) => p.test).join(",")})`;
  return {
    formula: `=${fn}(${filter})`,
    explanation: `${
      plain[stat].words
    } ${target.text}, using only the rows where ${rule}: FILTER keeps those rows first.`,
  };
}
