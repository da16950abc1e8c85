import { conditionPairs, targetRefs } from "./condition-pairs.ts";
import type { Builder } from "./plan-context.ts";
import { absolute, firstCell } from "./references.ts";

/** Distinct counts and lists: COUNTUNIQUE on Sheets, COUNTA(UNIQUE()) on Excel (365/2021). */
export const buildDistinct: Builder = (ctx) => {
  const target = targetRefs(ctx)[0];
  if (!target) return null;
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

/** Rank of one value in a list: RANK.EQ on Excel, RANK on Sheets; ascending when asked for smallest first. */
export const buildRank: Builder = (ctx) => {
  const cell = ctx.refs.find((r) => r.kind === "cell");
  const list = ctx.refs.find((r) => r.kind === "range");
  if (!list) return null;
  const value = cell?.text ?? firstCell(list);
  const ascending =
    /\bascending\b|\bsmallest (?:first|to largest|is 1|gets 1)|\blowest (?:first|to highest|is 1|gets 1)|\blow to high\b/
      .test(ctx.lower);
  const fn = ctx.platform === "excel" ? "RANK.EQ" : "RANK";
  return {
    formula: `=${fn}(${value},${absolute(list)}${ascending ? ",1" : ""})`,
    explanation: `Gives the position of ${value} in ${list.text}, where 1 is the ${
      ascending ? "smallest" : "largest"
    } value. The $ signs keep the list fixed when you copy the formula down.`,
    perRow: !cell,
  };
};
