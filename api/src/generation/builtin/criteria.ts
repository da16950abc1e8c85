import { comparisonWords } from "../comparison-words.ts";
import { monthNames } from "../month-names.ts";
import type { Criterion, Value } from "./conditions.ts";
import { dateCall } from "./dates.ts";
import type { Ref } from "./references.ts";

/** Formula text for a string: quotes doubled, as both platforms escape them. */
export function str(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

function number(n: number): string {
  return String(n);
}

function valueExpr(v: Value, refs: Ref[]): string {
  switch (v.kind) {
    case "number":
      return number(v.n);
    case "text":
      return str(v.s);
    case "date":
      return dateCall(v.date);
    case "ref":
      return refs[v.index].text;
    case "today":
      return "TODAY()";
    case "expr":
      return v.s;
    case "month":
      return String(v.m);
    case "average":
      return "AVERAGE()";
    case "none":
      return '""';
  }
}

const wild: Partial<Record<Criterion["op"], [string, string]>> = {
  contains: ["*", "*"],
  notContains: ["<>*", "*"],
  starts: ["", "*"],
  ends: ["*", ""],
};

/** The criteria argument of COUNTIF/SUMIFS/…: ">1000", "North", "<"&DATE(2023,7,1), "*Ltd*", "<>". */
export function criteriaArg(c: Criterion, refs: Ref[], range?: string): string {
  const { op, value } = c;
  if (value.kind === "average") return `${str(op)}&AVERAGE(${range ?? ""})`;
  if (op === "blank") return '""';
  if (op === "notBlank") return '"<>"';
  // "cells that contain text": any text at all, which "*" matches.
  if ((op === "contains" || op === "notContains") && value.kind === "text" && /^(?:any\s+)?text$/i.test(value.s)) {
    return op === "contains" ? '"*"' : '"<>*"';
  }
  const w = wild[op];
  if (w) {
    if (value.kind === "text") return str(`${w[0]}${value.s}${w[1]}`);
    const inner = valueExpr(value, refs);
    return [w[0] && str(w[0]), inner, w[1] && str(w[1])].filter(Boolean).join("&");
  }
  const prefix = op === "=" ? "" : op;
  if (value.kind === "text" || value.kind === "number") {
    const raw = value.kind === "text" ? value.s : number(value.n);
    if (value.kind === "text" && /^(?:[<>]=?|<>|=)/.test(raw) && op === "=") return str(raw);
    if (op === "=" && value.kind === "number") return raw;
    return str(`${prefix}${raw}`);
  }
  const expr = valueExpr(value, refs);
  return op === "=" ? expr : `${str(prefix)}&${expr}`;
}

/** A TRUE/FALSE test of one cell for IF: C2>100, C2="North", ISNUMBER(SEARCH("Ltd",C2)), C2="". */
export function comparison(cell: string, c: Criterion, refs: Ref[]): string {
  const { op, value } = c;
  if (value.kind === "month") return `MONTH(${cell})${op}${value.m}`;
  if (value.kind === "average") return `${cell}${op}AVERAGE(${cell})`;
  if (op === "blank") return `${cell}=""`;
  if (op === "notBlank") return `${cell}<>""`;
  const v = valueExpr(value, refs);
  if (op === "contains") return `ISNUMBER(SEARCH(${v},${cell}))`;
  if (op === "notContains") return `ISERROR(SEARCH(${v},${cell}))`;
  if (op === "starts") return `LEFT(${cell},LEN(${v}))=${v}`;
  if (op === "ends") return `RIGHT(${cell},LEN(${v}))=${v}`;
  return `${cell}${op}${v}`;
}

const opWords: Record<Criterion["op"], string> = {
  ...comparisonWords,
  contains: "containing",
  notContains: "not containing",
  starts: "starting with",
  ends: "ending with",
  blank: "empty",
  notBlank: "not empty",
};

function describeValue(v: Value, refs: Ref[]): string {
  if (v.kind === "date") return `${v.date.y}-${String(v.date.m).padStart(2, "0")}-${String(v.date.d).padStart(2, "0")}`;
  if (v.kind === "text") return `"${v.s}"`;
  if (v.kind === "number" && v.percent) return `${Number((v.n * 100).toPrecision(12))}%`;
  if (v.kind === "today") return "today";
  if (v.kind === "expr") return v.words;
  if (v.kind === "month") return monthNames[v.m - 1].replace(/^\w/, (c) => c.toUpperCase());
  if (v.kind === "average") return "the average";
  if (v.kind === "ref") return `the value in ${refs[v.index].text}`;
  return valueExpr(v, refs);
}

/** Plain words for a criterion, for the explanation: "greater than 1000", "equal to "North"". */
export function describeCriterion(c: Criterion, refs: Ref[]): string {
  if (c.value.kind === "month") return `in ${describeValue(c.value, refs)} of any year`;
  if (c.op === "blank" || c.op === "notBlank") return opWords[c.op];
  if ((c.value.kind === "date" || c.value.kind === "expr") && (c.op === "<" || c.op === ">")) {
    return `${c.op === "<" ? "before" : "after"} ${describeValue(c.value, refs)}`;
  }
  return `${opWords[c.op]} ${describeValue(c.value, refs)}`;
}
