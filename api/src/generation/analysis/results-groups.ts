/** The answers that compare groups: group-bys, rankings, shares, a wide table's columns, a part of all rows. */
import { namesAPeriod } from "./columns.ts";
import { aggregateAll, aggregateGroups, groupRows, meets, numbersOf, orderByValue, selectRows } from "./compute.ts";
import { type Ask, ranksGroups } from "./question-types.ts";
import { sum } from "./stats.ts";
import { isoDay } from "./periods.ts";
import type { ColumnsResult, Context, GroupedResult, PortionResult, RankResult, ShareResult } from "./results.ts";

export function grouped(ctx: Context, ask: Extract<Ask, { kind: "grouped" }>): GroupedResult {
  const { table, rows } = ctx;
  const groups = groupRows(table, rows, ask.by);
  const values = ask.metrics.map((metric) => aggregateGroups(table, rows, groups, metric));
  const only = new Set(ask.only?.map((label) => label.toLowerCase()));
  const first = values[0];
  const passes = (i: number) =>
    !ask.having || first[i] !== null && meets(first[i]!, ask.having.operator, ask.having.value);
  const shown = groups.keys.map((_, i) => i).filter((i) =>
    (!only.size || only.has(groups.keys[i].label.toLowerCase())) && passes(i)
  );
  const order = ask.order === "data"
    ? shown
    : orderByValue(shown.map((i) => first[i]), ask.order).map((at) => shown[at]);
  const ranked = orderByValue(shown.map((i) => first[i]), ask.pick === "min" ? "asc" : "desc");
  const at = (label: string) => groups.keys.findIndex((key) => key.label.toLowerCase() === label.toLowerCase());
  const compared = ask.difference && ask.only ? ask.only.map(at) : [];
  const column = table.columns[ask.by.column].values;
  const named = (row: number) => only.has(String(column[row]).toLowerCase());
  return {
    kind: "grouped",
    metrics: ask.metrics,
    by: ask.by,
    keys: groups.keys,
    values,
    order,
    ...(ask.pick && ranked.length ? { pick: { at: shown[ranked[0]], direction: ask.pick } } : {}),
    totals: ask.metrics.map((metric) => aggregateAll(table, rows, metric)),
    skipped: groups.skipped,
    ...(compared.length === 2 && compared.every((i) => i >= 0)
      ? { difference: { first: compared[0], second: compared[1] } }
      : {}),
    ...(ask.having ? { having: { ...ask.having, count: shown.length } } : {}),
    ...(ask.together && ask.only
      ? { together: { labels: ask.only, value: aggregateAll(table, rows.filter(named), ask.metrics[0]) } }
      : {}),
  };
}

export function rank(ctx: Context, ask: Extract<Ask, { kind: "rank" }>): RankResult {
  const { table, rows } = ctx;
  const direction = ask.direction === "top" ? "desc" : "asc";
  // A derived measure (profit) exists only as group totals, so even one row per label is ranked as a group.
  if (ask.by && ranksGroups(ask, ctx.infos)) {
    const groups = groupRows(table, rows, ask.by);
    const values = aggregateGroups(table, rows, groups, ask.metric);
    const order = orderByValue(values, direction);
    const items = order.slice(0, ask.n).map((i) => ({
      label: groups.keys[i].label,
      value: values[i]!,
      key: groups.keys[i],
    }));
    return {
      kind: "rank",
      metric: ask.metric,
      by: ask.by,
      direction: ask.direction,
      grouped: true,
      items,
      pool: order.length,
      ...(ask.nth ? { nth: ask.nth } : {}),
    };
  }
  const numbers = numbersOf(table, rows, ask.metric.column!);
  const order = orderByValue(Array.from(numbers.values), direction);
  const labels = ask.by === undefined ? undefined : table.columns[ask.by.column].values;
  const items = order.slice(0, ask.n).map((i) => {
    const row = numbers.rows[i];
    const label = labels?.[row];
    const dated = ask.by !== undefined && ctx.infos[ask.by.column].type === "date" && typeof label === "number";
    return {
      label: label === null || label === undefined ? `row ${row + 1}` : dated ? isoDay(label) : String(label),
      value: numbers.values[i],
      row,
    };
  });
  return {
    kind: "rank",
    metric: { ...ask.metric, aggregate: "sum" },
    ...(ask.by ? { by: ask.by } : {}),
    direction: ask.direction,
    grouped: false,
    items,
    pool: order.length,
    ...(ask.nth ? { nth: ask.nth } : {}),
  };
}

export function share(ctx: Context, ask: Extract<Ask, { kind: "share" }>): ShareResult {
  const { table, rows } = ctx;
  const groups = groupRows(table, rows, ask.by);
  const values = aggregateGroups(table, rows, groups, ask.metric).map((value) => value ?? 0);
  const focus = new Set(ask.focus?.map((label) => label.toLowerCase()));
  return {
    kind: "share",
    metric: ask.metric,
    by: ask.by,
    keys: groups.keys,
    values,
    total: sum(values),
    order: orderByValue(values, "desc"),
    focus: groups.keys.map((_, i) => i).filter((i) => focus.has(groups.keys[i].label.toLowerCase())),
    skipped: groups.skipped,
  };
}

export function columns(ctx: Context, ask: Extract<Ask, { kind: "columns" }>): ColumnsResult {
  const values = ask.columns.map((column) => aggregateAll(ctx.table, ctx.rows, { aggregate: ask.aggregate, column }));
  const ranked = orderByValue(values, ask.pick === "min" ? "asc" : "desc");
  return {
    kind: "columns",
    columns: ask.columns,
    aggregate: ask.aggregate,
    values,
    ...(ask.pick && ranked.length ? { pick: { at: ranked[0], direction: ask.pick } } : {}),
    ordered: ask.columns.every((column) => namesAPeriod(ctx.infos[column].name)),
  };
}

export function portion(ctx: Context, ask: Extract<Ask, { kind: "portion" }>): PortionResult {
  const whole = selectRows(ctx.table, ask.of ?? []);
  return {
    kind: "portion",
    metric: ask.metric,
    part: aggregateAll(ctx.table, ctx.rows, ask.metric),
    whole: aggregateAll(ctx.table, whole, ask.metric),
    ...(ask.of ? { of: ask.of } : {}),
  };
}
