import { conditionPairs, targetRefs } from "./condition-pairs.ts";
import { readFields, sameName } from "./compose-fields.ts";
import { criteriaArg } from "./criteria.ts";
import { rowNouns } from "./field-words.ts";
import { valuesSaid } from "./compose.ts";
import { leavesOutValues, testsOf } from "./label-of-extreme.ts";
import type { Builder, PlanContext } from "./plan-context.ts";
import { absolute, firstCell, firstColumn, type Ref } from "./references.ts";

/** Distinct counts and lists: COUNTUNIQUE on Sheets, COUNTA(UNIQUE()) on Excel (365/2021). */
export const buildDistinct: Builder = (ctx) => {
  const target = targetRefs(ctx)[0];
  // One cell has one value: there is nothing to tell apart.
  if (!target || target.kind === "cell") return null;
  const { pairs } = conditionPairs(ctx);
  const sheets = ctx.platform === "sheets";
  if (!/\bcount\b|\bhow many\b|\bnumber of\b/.test(ctx.bare)) {
    if (/\bsort(?:ed)?\b|\ba to z\b|\balphabetical/.test(ctx.lower)) {
      return {
        formula: `=SORT(UNIQUE(${target.text}))`,
        explanation: `Lists each different value in ${target.text} once, sorted A to Z.`,
        spills: true,
      };
    }
    return {
      formula: `=UNIQUE(${target.text})`,
      explanation: `Lists each different value in ${target.text} once, leaving out repeats.`,
      spills: true,
    };
  }
  if (/\bduplicat/.test(ctx.lower) && pairs.length === 0) {
    return {
      formula: `=SUMPRODUCT(--(COUNTIF(${target.text},${target.text})>1))`,
      explanation:
        `Counts the cells of ${target.text} whose value appears more than once: COUNTIF counts each value's copies.` +
        (/^[A-Z]+:[A-Z]+$/.test(target.text) ? " On a whole column this is slow: use the rows your data fills." : ""),
    };
  }
  if (pairs.length > 0) {
    const rule = pairs.map((p) => p.words).join(" and ");
    const formula = sheets
      ? `=COUNTUNIQUEIFS(${target.text},${pairs.map((p) => `${p.range.text},${p.criteria}`).join(",")})`
      : `=COUNTA(UNIQUE(FILTER(${target.text},${pairs.map((p) => `(${p.test})`).join("*")})))`;
    return { formula, explanation: `Counts the different values in ${target.text}, only for rows where ${rule}.` };
  }
  return sheets
    ? {
      formula: `=COUNTUNIQUE(${target.text})`,
      explanation: `Counts how many different values there are in ${target.text}; repeats are counted once.`,
    }
    : {
      formula: `=COUNTA(UNIQUE(${target.text}))`,
      explanation: `UNIQUE keeps one copy of each value in ${target.text}, and COUNTA counts them.`,
    };
};

const large = /\b(?:top|highest|largest|biggest|greatest|best|most)\b/;

/** Nth largest/smallest, and the top or bottom N as a list, a total or an average. */
export const buildTopN: Builder = (ctx) => {
  const target = targetRefs(ctx)[0];
  if (!target) return null;
  const bare = ctx.bare;
  const isLarge = large.test(bare) || !/\b(?:bottom|lowest|smallest|least|worst|fewest)\b/.test(bare);
  const fn = isLarge ? "LARGE" : "SMALL";
  const side = isLarge ? "largest" : "smallest";
  const nth = /\b(\d+)(?:st|nd|rd|th)\b/.exec(bare);
  if (nth) {
    const n = +nth[1];
    return {
      formula: `=${fn}(${target.text},${n})`,
      explanation: `Finds the ${nth[0]} ${side} value in ${target.text}.`,
    };
  }
  const count =
    /\b(?:top|bottom|highest|lowest|largest|smallest|biggest|best|worst)\s+(\d+)\b|\b(\d+)\s+(?:\w+\s+)?(?:highest|lowest|largest|smallest|biggest|best|worst|top|bottom)\b/
      .exec(bare);
  if (!count) return null;
  const n = +(count[1] ?? count[2]);
  // "the biggest one" is the largest value, not a list of one.
  if (n < 2 || n > 100) return null;
  const positions = Array.from({ length: n }, (_, i) => i + 1);
  if (/\bsum\b|\btotal\b|\badd\b/.test(bare)) {
    return {
      formula: `=SUM(${fn}(${target.text},{${positions.join(",")}}))`,
      explanation: `Adds up the ${n} ${side} values in ${target.text}: ${fn} picks each one and SUM adds them.`,
    };
  }
  if (/\baverage\b|\bmean\b/.test(bare)) {
    return {
      formula: `=AVERAGE(${fn}(${target.text},{${positions.join(",")}}))`,
      explanation:
        `Averages the ${n} ${side} values in ${target.text}: ${fn} picks each one and AVERAGE averages them.`,
    };
  }
  const list = `${fn}(${target.text},{${positions.join(";")}})`;
  return {
    formula: ctx.platform === "sheets" ? `=ARRAYFORMULA(${list})` : `=${list}`,
    explanation: `Lists the ${n} ${side} values in ${target.text}, ${isLarge ? "largest" : "smallest"} first.`,
    spills: true,
  };
};

/** "formula in K2", "put it in K2": where the answer goes, not what is ranked. */
const outputPlace =
  /\b(?:formula|result|answer|it|rank)\s+(?:goes\s+)?(?:in|into)\s+(?:cell\s+)?$|\b(?:put|place|write)\s+(?:it\s+)?(?:in|into)\s+(?:cell\s+)?$/;

/** The list ranked and the cell of it on the formula's row. */
function rankedList(ctx: PlanContext): { list: Ref; cell: string; fromRow: boolean } | null {
  const ranges = ctx.refs.filter((r) => r.kind === "range");
  const cells = ctx.refs.filter((r) => r.kind === "cell").filter((c) => {
    const at = ctx.masked.indexOf(`⟦${ctx.refs.indexOf(c)}⟧`);
    return !outputPlace.test(ctx.lower.slice(0, at));
  });
  const placed = ctx.refs.find((r) => r.kind === "cell" && !cells.includes(r));
  if (cells.length > 1) return null;
  // "rank each student's score, starting with the first student" on the user's columns: the score column's rows.
  if (ranges.length === 0 && cells.length === 1 && ctx.invent) {
    const column = firstColumn(cells[0]);
    const list: Ref = {
      text: `${column}${ctx.invent.firstRow}:${column}${ctx.invent.lastRow}`,
      kind: "range",
      start: 0,
      end: 0,
    };
    return { list, cell: cells[0].text, fromRow: true };
  }
  const numeric = ranges.length > 1 ? readFields(ctx).filter((f) => f.kind === "number") : [];
  const list = ranges.length === 1 ? ranges[0] : numeric.length === 1 ? numeric[0].ref : undefined;
  if (!list) return null;
  if (cells.length === 1) return { list, cell: cells[0].text, fromRow: false };
  // "formula in K2": the list's cell on the row the answer goes in.
  const row = placed ? /\d+$/.exec(placed.text)?.[0] : undefined;
  const first = firstCell(list);
  return { list, cell: row ? first.replace(/\d+$/, row) : first, fromRow: true };
}

/** Rank of one value in a list: RANK.EQ on Excel, RANK on Sheets; ascending when asked for smallest first. */
export const buildRank: Builder = (ctx) => {
  const found = rankedList(ctx);
  if (!found) return null;
  const { list, cell: value, fromRow } = found;
  const ascending =
    /\bascending\b|\b(?:smallest|lowest|least|cheapest|fewest)\s*(?:first|to largest|to highest|is 1|gets 1|=\s*1)|\blow to high\b/
      .test(ctx.lower);
  const fn = ctx.platform === "excel" ? "RANK.EQ" : "RANK";
  return {
    formula: `=${fn}(${value},${absolute(list)}${ascending ? ",1" : ""})`,
    explanation: `Gives the position of ${value} in ${list.text}, where 1 is the ${
      ascending ? "smallest" : "largest"
    } value. The $ signs keep the list fixed when you copy the formula down.`,
    perRow: fromRow,
  };
};

// "at least one deal", "one or more orders", "a pending order": each counted thing has some row that passes.
const havingWords =
  /\b(?:have|has|had|with|made|got|sold|placed|closed|owns?|did)\s+(at least 1|1 or more|any|an?)\s+([a-z]+)(?:\s+([a-z]+))?/;

/**
 * "how many owners have at least one deal over 8000": the different owners with a row that passes the tests. Each
 * owner's rows add up to 1 when COUNTIFS finds one of them passing.
 */
export const buildCountHaving: Builder = (ctx) => {
  const m = /\b(?:how many|count|number of)\s+(?:(?:different|distinct|unique)\s+)?([a-z]+)\b/.exec(ctx.lower);
  const having = havingWords.exec(ctx.lower);
  if (!m || !having || having.index < m.index) return null;
  if (!/^(?:at least|1 or)/.test(having[1]) && !rowNouns.test(having[2]) && !rowNouns.test(having[3] ?? "")) {
    return null;
  }
  const fields = readFields(ctx);
  const counted = fields.filter((f) => f.names.some((n) => sameName(n, m[1])));
  const numbers = fields.filter((f) => f.kind === "number");
  if (counted.length !== 1 || numbers.length > 1) return null;
  const owner = counted[0].ref;
  // "at least one" is what COUNTIFS(...)>=1 says; the other conditions are the tests each row must pass.
  const rest = {
    ...ctx,
    conditions: ctx.conditions.filter((c) => !/\bat least 1\b|\b1 or more\b/.test(ctx.lower.slice(c.start, c.end))),
  };
  const tests = testsOf(rest, numbers[0]?.ref ?? owner, owner);
  if (!tests) return null;
  // "a Pending order": a value with no column of its own is of the one other column of words.
  const words = fields.filter((f) => f !== counted[0] && f.kind === "text" && !tests.some((t) => t.range === f.ref));
  const bare = valuesSaid(ctx).filter((v) => !tests.some((t) => t.k.value.kind === "text" && t.k.value.s === v));
  if (bare.length === 1 && words.length === 1) {
    tests.push({ range: words[0].ref, k: { op: "=", value: { kind: "text", s: bare[0] } } });
  }
  if (tests.length === 0) return null;
  if (fields.some((f) => f !== counted[0] && !tests.some((t) => t.range === f.ref))) return null;
  const o = owner.text;
  const pairs = tests.map((t) => `${t.range.text},${criteriaArg(t.k, ctx.refs)}`).join(",");
  const formula = `=SUMPRODUCT((COUNTIFS(${o},${o},${pairs})>=1)/COUNTIF(${o},${o}))`;
  if (leavesOutValues(ctx, formula)) return null;
  return {
    formula,
    explanation: `COUNTIFS counts, for each row, how many rows of the same value in ${o} pass the tests; each value ` +
      `with at least one adds 1 in all (1 divided by its number of rows, once per row), so SUMPRODUCT counts the ` +
      `different values of ${o} that have one.`,
  };
};
