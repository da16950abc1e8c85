import { natural, type Reading } from "./question-reading.ts";
import type { Ask, Filter, Metric } from "./question-types.ts";
import { wordFrom } from "./words.ts";

// A number said of each group's whole, not of one row: "spent over £500 in total", "under 90% for the whole year".
const ofTheGroup =
  /\b(?:in total|total|totals|overall|combined|altogether|all together|between them|across (?:the|all|their)|over the (?:whole )?(?:year|period|term|data)|for the (?:whole|entire|full) (?:year|period|term)|their total|on average|average)\b/;
const counting = /\b(?:how many|number of|count of|count the)\s+(?:different |distinct |unique |separate )?/;

/**
 * "won more than 6 deals", "had more than 2 requests": a number of the rows themselves (a plural that names no
 * measure), so each group's count of rows is compared; the threshold read on a measure nearby is that number.
 */
function rowsCounted(
  reading: Reading,
  filters: Filter[],
): { threshold: Extract<Filter, { kind: "compare" }> } | undefined {
  const said = /\b(?:more than|over|above|at least|fewer than|less than|under|below|at most) (\d+) ([a-z]+s)\b/
    .exec(reading.lower);
  if (!said) return undefined;
  const at = reading.words.findIndex((word, i) => word.text === said[2] && reading.words[i - 1]?.text === said[1]);
  const measure = reading.mentions.find((m) =>
    at >= m.start && at < m.end && !m.qualifier && reading.infos[m.column].type === "number"
  );
  if (at < 0 || measure) return undefined;
  const threshold = filters.find((filter): filter is Extract<Filter, { kind: "compare" }> =>
    filter.kind === "compare" && filter.value === Number(said[1])
  );
  return threshold && { threshold };
}

/**
 * "How many students were below 90% attendance", "how many customers spent over £500 in total": the groups (students,
 * customers) whose own figure passes the number, counted. Only where the counted word names a column whose values
 * repeat, and the number is said of each one's total or average or of a rate; "how many orders were over £500" stays
 * a count of rows. The threshold it reads is no longer a filter on rows.
 */
export function groupsMeeting(
  reading: Reading,
  metric: Metric,
  filters: Filter[],
): { ask: Extract<Ask, { kind: "grouped" }>; threshold: Filter } | undefined {
  const { infos, words, lower } = reading;
  const count = counting.exec(lower);
  if (!count) return undefined;
  const at = wordFrom(reading.text, words, count.index + count[0].length);
  const counted = reading.mentions.find((m) => m.start === at);
  if (!counted) return undefined;
  const info = infos[counted.column];
  if (info.type !== "text" || info.profile.distinct >= info.profile.count) return undefined;
  const rows = rowsCounted(reading, filters);
  if (rows) {
    return {
      ask: {
        kind: "grouped",
        metrics: [{ aggregate: "count" }],
        by: { column: counted.column },
        order: rows.threshold.operator.startsWith("<") ? "asc" : "desc",
        having: { operator: rows.threshold.operator, value: rows.threshold.value },
      },
      threshold: rows.threshold,
    };
  }
  const ratio = metric.per !== undefined;
  if (!ratio && !ofTheGroup.test(lower)) return undefined;
  const threshold = filters.find((filter): filter is Extract<Filter, { kind: "compare" }> =>
    filter.kind === "compare" &&
    (filter.column === metric.column || filter.column === metric.per ||
      !ratio && infos[filter.column].type === "number")
  );
  if (!threshold) return undefined;
  const averaged = /\b(?:on average|average|avg|mean)\b/.test(lower);
  const measure: Metric = ratio
    ? metric
    : { aggregate: averaged ? "average" : natural(infos[threshold.column]), column: threshold.column };
  // "Below 90% attendance" of a rate worked out as a fraction is below 0.9.
  const value = ratio && metric.percent ? threshold.value / 100 : threshold.value;
  return {
    ask: {
      kind: "grouped",
      metrics: [measure],
      by: { column: counted.column },
      order: threshold.operator.startsWith("<") ? "asc" : "desc",
      having: { operator: threshold.operator, value },
    },
    threshold,
  };
}
