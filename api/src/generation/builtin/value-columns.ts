import type { Field } from "./compose-fields.ts";
import { sameName } from "./compose-fields.ts";
import { departmentValues, regionValues, rowNouns, statusValues } from "./field-words.ts";
import { firstNames } from "./first-names.ts";
import type { PlanContext } from "./plan-context.ts";
import { letterOf } from "./references.ts";

/**
 * Which column holds a value or a test the request never placed. The table's cells are not known here, so a column
 * is chosen by what its header says it holds, by the value's shape (a date, a number) and by the words known for a
 * sheet's usual columns ("closed" is a status, "north" a region, "finance" a department).
 */

type Column = { letter: string; header: string };

/** What a value is, from the words around it: "ellis's deals" names a person, "in london" a place. */
export type Role = "person" | "place" | "thing";

// Headers a user may give the column an implied field lives in.
const kindsOfHeader: Record<string, RegExp> = {
  Region: /^(?:regions?|areas?|territor(?:y|ies)|zones?|markets?)$/i,
  Status: /^(?:status(?:es)?|stages?|states?|outcomes?|results?)$/i,
  Date: /\bdates?\b|^(?:when|day|ordered|created|timestamp)$/i,
  Name:
    /^(?:(?:full |first |last |sales ?|employee |staff |student |rep )?names?|reps?|owners?|employees?|staff|students?|sellers?|agents?|assignees?|managers?|persons?|people|users?|members?|workers?|sales ?(?:people|person|reps?)|assigned to)$/i,
  City: /^(?:city|cities|towns?|countr(?:y|ies)|locations?|offices?|sites?|places?)$/i,
  Department: /^(?:departments?|depts?|teams?|divisions?)$/i,
  Product: /^(?:products?|items?|skus?|goods|models?|(?:product|item) names?)$/i,
};

const numberHeaders =
  /\b(?:amount|value|price|cost|qty|quantity|hours|salary|score|stock|rating|weight|attendance|change|tax|rate|total|sales|revenue|units|budget|year|date|start|end|due|born|birth|email|phone|code|notes?|comment)\b/i;

const dateHeaders = /\b(?:date|dates|day|when|due|start|end|created|ordered|born|birth)\b/i;

// Columns of labels whose values are a known, short list: a word outside the list is never one of them.
const listed: [RegExp, RegExp][] = [[kindsOfHeader.Region, regionValues], [kindsOfHeader.Status, statusValues]];

/** What a header says its column holds; "other" when it does not say ("Test 2", "Class"). */
function headerKind(header: string): Field["kind"] | "label" | "other" {
  if (dateHeaders.test(header)) return "date";
  if (Object.values(kindsOfHeader).some((re) => re.test(header))) return "label";
  return numberHeaders.test(header) ? "number" : "other";
}

/** The column label a value calls for: its known list first, then what the words around it say it is. */
export function labelForValue(value: string, role?: Role): string {
  if (/^q[1-4]$/i.test(value)) return "Quarter";
  if (regionValues.test(value)) return "Region";
  if (statusValues.test(value)) return "Status";
  if (departmentValues.test(value)) return "Department";
  if (role === "person" || (!role && firstNames.has(value.toLowerCase()))) return "Name";
  if (role === "place") return "City";
  if (role === "thing") return "Product";
  return "Category";
}

/** Whether a bound field may hold a value: a field of statuses holds only status words, one of regions only regions. */
export function mayHold(field: Field, value: string): boolean {
  return listed.every(([header, values]) => !field.names.some((n) => header.test(n)) || values.test(value));
}

/** The field among those the request bound whose header is of the label's kind ("stage" for Status). */
export function fieldOfLabel(fields: Field[], label: string): Field | undefined {
  const re = kindsOfHeader[label];
  const found = fields.filter((f) => f.names.some((n) => sameName(n, label.toLowerCase()) || re?.test(n)));
  return found.length === 1 ? found[0] : undefined;
}

/** "started in 2016" is tested on Start date, "born before 1990" on Birth date: the verb names the column. */
const dateVerbs: [RegExp, RegExp][] = [
  [/^(?:start|started|starting|began|hired|joined)$/, /\b(?:start|hire|join)/i],
  [/^(?:born|birth)$/, /\bbirth|\bborn|\bdob\b/i],
  [/^(?:end|ended|ending|finished|finish)$/, /\bend|\bfinish/i],
  [/^(?:due)$/, /\bdue\b|\bdeadline/i],
];

/**
 * A field the request implies but does not name: the user's column for it when they gave their columns, else the
 * next free column, with a label that says what it holds. `near` are the words beside the test ("started").
 */
export function invent(
  ctx: PlanContext,
  label: string,
  kind: Field["kind"],
  made: Field[],
  near: (string | undefined)[] = [],
): Field | undefined {
  const room = ctx.invent;
  if (!room) return undefined;
  const known = made.find((f) => f.names.includes(label));
  if (known) return known;
  const free = (room.columns ?? []).filter((c) => !made.some((f) => f.names[0] === c.header));
  const mine = theirColumn(free, label, kind, near);
  if (!mine && room.nextColumn === undefined) return undefined;
  const letter = mine?.letter ?? letterOf(room.nextColumn!++);
  const text = `${letter}${room.firstRow}:${letter}${room.lastRow}`;
  const field: Field = {
    index: -1,
    ref: { text, kind: "range", start: 0, end: 0 },
    names: mine && mine.header !== label ? [mine.header, label] : [label],
    kind,
  };
  made.push(field);
  return field;
}

function theirColumn(free: Column[], label: string, kind: Field["kind"], near: (string | undefined)[]) {
  if (kind === "date") {
    const dates = free.filter((c) => dateHeaders.test(c.header));
    const said = dateVerbs.find(([verb]) => near.some((w) => w && verb.test(w)));
    const named = said ? dates.filter((c) => said[1].test(c.header)) : [];
    if (named.length === 1) return named[0];
    const plain = dates.filter((c) => kindsOfHeader.Date.test(c.header));
    return dates.length === 1 ? dates[0] : plain.length === 1 && !said ? plain[0] : undefined;
  }
  const re = kindsOfHeader[label];
  const byHeader = free.find((c) => re?.test(c.header) || sameName(c.header.toLowerCase(), label.toLowerCase()));
  if (byHeader) return byHeader;
  if (kind === "number") {
    // "orders over 2000": with several columns of numbers, the sheet's one column of money is the usual measure.
    const numbers = free.filter((c) => headerKind(c.header) === "number");
    return onlyOf(numbers) ?? onlyOf(numbers.filter((c) => /^(?:amount|value|total|sales|revenue)$/i.test(c.header)));
  }
  // "for dev" with no word for what dev is: the one column of labels it can be in, if just one; a column named for
  // the rows ("Task", "Deal") holds each row's own name, which a request rarely filters on.
  if (label !== "Category" && label !== "Product") return undefined;
  return onlyOf(
    free.filter((c) =>
      !numberHeaders.test(c.header) && !listed.some(([header]) => header.test(c.header)) &&
      !/^(?:deals?|orders?|tasks?|items?|tickets?|invoices?|records?|entries|transactions?)$/i.test(c.header)
    ),
  );
}

const onlyOf = (columns: Column[]) => (columns.length === 1 ? columns[0] : undefined);

// Words for what a column holds that are not its header: "30 or more units" is a quantity, "earn over" a salary.
const synonyms: [RegExp, string][] = [
  [/^(?:units|pieces|pcs|qty)$/, "quantity"],
  [/^(?:earn|earns|earned|earning|paid|makes)$/, "salary"],
  [/^(?:costs?|costing|priced)$/, "price"],
];

/** The usual header for a word that names a column's contents otherwise ("units" → quantity). */
export const synonymOf = (word: string) => synonyms.find(([re]) => re.test(word))?.[1];

/**
 * The user's column a word names ("price" or "priced" → Price, "taxed" → Tax rate), if what it holds can be what the
 * test compares: a date test never goes to Amount, a number test never to a column of labels. "deals" are the rows,
 * not the column of deal names.
 */
export function headerNamed(columns: Column[] | undefined, said: string, kind: Field["kind"]): Column | undefined {
  const name = synonymOf(said) ?? said;
  return columns?.find((col) => {
    const header = col.header.toLowerCase();
    const named = sameName(header, name) || header.split(/\s+/).some((w) => sameName(w, name)) ||
      header.split(/\s+/).some((w) =>
        w.length >= 3 && /^(?:d|ed|s|es)$/.test(name.slice(w.length)) && name.startsWith(w)
      );
    if (!named || (rowNouns.test(name) && name !== header)) return false;
    const holds = headerKind(col.header);
    return holds === "other" ? kind !== "date" : holds === (kind === "text" ? "label" : kind);
  });
}
