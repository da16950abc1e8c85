import { readNumber } from "./conditions.ts";
import { str } from "./criteria.ts";
import type { Builder } from "./plan-context.ts";
import { firstCell } from "./references.ts";

/** One band of a grading scale: values from `min` up get `label`; the lowest band has no minimum. */
interface Band {
  min: number | null;
  label: string;
  /** "more than 30" leaves 30 itself to the band below. */
  above?: boolean;
  /** The lowest band's own bound, "10 or less": the band above starts past it. */
  max?: number;
}

const label =
  `(?:"([^"]+)"|([A-Za-z0-9][\\w%$]*(?:\\.\\d+%?)?(?:\\s+(?!and\\b|or\\b|if\\b|is\\b|need\\b|for\\b)[a-z][\\w]*){0,2}))`;
const joiner = `\\s*(?:=|:|->|→|is|are|gets?|get|means|for|then|say|show|put|give|return|display|write)?\\s*`;
const bandPatterns: { re: RegExp; read: (m: RegExpExecArray) => Band[] }[] = [
  // "85+ A", "80 or above = Excellent", "5000+ is 5%"
  {
    re: new RegExp(
      `(\\d[\\d,.]*k?)\\s*(?:\\+|or (?:above|more|higher|over|up)|and (?:above|up|over)|and higher)${joiner}${label}`,
      "gi",
    ),
    read: (m) => [{ min: amount(m[1]), label: m[2] ?? m[3] }],
  },
  // "70-84 B", "60 to 79 = Good", "11 to 30 medium"
  {
    re: new RegExp(`(\\d[\\d,.]*k?)\\s*(?:-|–|(?:up )?to|thru|through)\\s*(\\d[\\d,.]*k?)${joiner}${label}`, "gi"),
    read: (m) => [{ min: amount(m[1]), label: m[3] ?? m[4] }],
  },
  // "more than 30 large", "over 5000 gets 5%"
  {
    re: new RegExp(`(?:over|above|more than|greater than|higher than)\\s+(\\d[\\d,.]*k?)${joiner}${label}`, "gi"),
    read: (m) => [{ min: amount(m[1]), label: m[2] ?? m[3], above: true }],
  },
  // "under 40 F", "less than 1000 gets 0%", "10 or less small"
  {
    re: new RegExp(`(?:under|below|less than|lower than)\\s+(\\d[\\d,.]*k?)${joiner}${label}`, "gi"),
    read: (m) => [{ min: null, label: m[2] ?? m[3] }],
  },
  {
    re: new RegExp(`(\\d[\\d,.]*k?)\\s*or (?:less|below|under|lower)${joiner}${label}`, "gi"),
    read: (m) => [{ min: null, label: m[2] ?? m[3], max: amount(m[1]) }],
  },
  // "A if 90+", "Pass for 50 or more"
  {
    re: new RegExp(`${label}\\s+(?:if|for|when)\\s+(\\d[\\d,.]*k?)\\s*(?:\\+|or (?:above|more|higher|over))`, "gi"),
    read: (m) => [{ min: amount(m[3]), label: m[1] ?? m[2] }],
  },
  // "anything less is Needs work", "otherwise F"
  {
    re: new RegExp(
      `(?:anything|everything)\\s+(?:less|lower|else|below)${joiner}${label}|(?:otherwise|else)\\s+${label}`,
      "gi",
    ),
    read: (m) => [{ min: null, label: m[1] ?? m[2] ?? m[3] ?? m[4] }],
  },
];

function amount(text: string): number {
  const n = readNumber(text.replace(/,/g, ""));
  return n ? n.value.n : Number(text);
}

/** "0 F, 50 D, 60 C": a list of thresholds each followed by its label, after "bands", "tiers" or "scale". */
function listedBands(text: string): Band[] | null {
  const list =
    /\b(?:bands?|tiers?|scale|brackets?|grades?)\s*(?:are|is|:)?\s*:?\s*((?:\d[\d,.]*\s+[A-Za-z][\w%]*\s*,?\s*){2,})/i
      .exec(text);
  if (!list) return null;
  return [...list[1].matchAll(/(\d[\d,.]*)\s+([A-Za-z][\w%]*)/g)].map((m) => ({ min: amount(m[1]), label: m[2] }));
}

function outputOf(raw: string): string {
  const said = raw.trim();
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(said);
  if (percent) return String(Number((+percent[1] / 100).toPrecision(12)));
  if (/^-?\d+(?:\.\d+)?$/.test(said)) return said;
  return str(said);
}

/**
 * Grading scales and buckets: "85+ A, 70-84 B, under 40 F", "80 or above = Excellent, 60 to 79 = Good, anything
 * less is Needs work", "bands: 0 F, 50 D, 60 C". Nested IFs from the highest band down, which every version of both
 * platforms reads; the band without a minimum is the last answer.
 */
export const buildTiers: Builder = (ctx) => {
  const cells = ctx.refs.filter((r) => r.kind === "cell");
  // With no cell named, a scale still needs one: the score the request grades, in the first assumed column.
  const assumed = cells.length === 0 && ctx.refs.length === 0 && ctx.invent ? `A${ctx.invent.firstRow}` : null;
  if (!assumed && (cells.length !== 1 || ctx.refs.length !== 1)) return null;
  const text = ctx.masked.replace(/⟦\d+⟧/g, " ");
  let bands = listedBands(text) ?? [];
  if (bands.length === 0) {
    const found: (Band & { at: number })[] = [];
    for (const { re, read } of bandPatterns) {
      re.lastIndex = 0;
      for (const m of text.matchAll(re)) {
        if (found.some((f) => f.at === m.index)) continue;
        for (const band of read(m)) found.push({ ...band, at: m.index! });
      }
    }
    bands = found.sort((a, b) => a.at - b.at);
  }
  const ranked = bands.filter((b) => b.min !== null).sort((a, b) => b.min! - a.min!);
  const floor = bands.find((b) => b.min === null);
  if (ranked.length + (floor ? 1 : 0) < 3 || new Set(ranked.map((b) => b.min)).size !== ranked.length) return null;
  const c = assumed ?? firstCell(cells[0]);
  // Without a band below the lowest minimum, the lowest band takes everything under the next one.
  const last = floor ?? ranked.pop()!;
  let formula = outputOf(last.label);
  const lowest = ranked[ranked.length - 1];
  if (last.max !== undefined && lowest && lowest.min! <= last.max + 1) {
    Object.assign(lowest, { min: last.max, above: true });
  }
  for (const band of [...ranked].reverse()) {
    formula = `IF(${c}${band.above ? ">" : ">="}${band.min},${outputOf(band.label)},${formula})`;
  }
  const words = ranked.map((b) => `${b.min} or more → ${b.label}`).join(", ");
  return {
    formula: `=${formula}`,
    explanation: `Checks ${c} against each band from the highest down (${words}), and gives ${last.label} below that.`,
    perRow: true,
    ...(assumed ? { assumed: [{ label: /\bgrade|score|mark/i.test(text) ? "Score" : "Value", range: assumed }] } : {}),
  };
};
