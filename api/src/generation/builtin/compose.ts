import { type Field, fieldNamed, kindOfName, readFields, sameName } from "./compose-fields.ts";
import type { Condition, Criterion } from "./conditions.ts";
import { comparison, criteriaArg, describeCriterion } from "./criteria.ts";
import type { Builder, Plan, PlanContext } from "./plan-context.ts";
import { rowSpan } from "./references.ts";
import { joinWords } from "../answer-steps.ts";
import { escapePattern as escape } from "../escape-pattern.ts";
import { labelNouns, rowNouns, statusValues } from "./field-words.ts";
import { fieldOfLabel, headerNamed, invent, labelForValue, mayHold, type Role, synonymOf } from "./value-columns.ts";
import { asksForNoTotal } from "./aggregate.ts";

type Operation = "sum" | "count" | "average" | "max" | "min" | "median" | "distinct" | "share";

/** One test of the rows: a field and what its value must be. */
interface Test {
  field: Field;
  criterion: Criterion;
  /** Tests of one group are choices ("Sales or Finance"); groups are all required. */
  group: number;
}

const operations: [Operation, RegExp][] = [
  ["share", /\b(?:share|percent(?:age)?|fraction|proportion|ratio of)\b|\bwhat\s*%|%\s*of\b/],
  ["distinct", /\b(?:different|distinct|unique)\b/],
  ["median", /\bmedian\b|\bmiddle value\b/],
  ["average", /\baverage\b|\bavg\b|\bmean\b/],
  [
    "max",
    /\bwhen was the (?:last|latest|most recent)\b|\bmax(?:imum)?\b|\bhighest\b|\blargest\b|\bbiggest\b|\bgreatest\b|\blatest\b|\bmost recent\b|\bnewest\b|\bmost expensive\b|\bpriciest\b|\btop (?:value|score|price|amount)\b/,
  ],
  [
    "min",
    /\bwhen was the first\b|\bmin(?:imum)?\b|\blowest\b|\bsmallest\b|\bearliest\b|\boldest date\b|\bcheapest\b|\bleast expensive\b|\bfirst (?:date|order|one)\b/,
  ],
  ["count", /\bcount\b|\bhow many\b|\bnumber of\b|\btally\b|\bhw many\b/],
  ["sum", /\bsum\b|\btotal\b|\btotla\b|\badd(?:s|ed|ing)? up\b|\bsubtotal\b/],
];

/** Any of the operations' words: the cheap test that sends a request to the composed aggregates at all. */
export const aggregateWords = new RegExp(operations.map(([, re]) => re.source).join("|"));

function operationOf(ctx: PlanContext): Operation | null {
  if (asksForNoTotal(ctx.lower)) return null;
  for (const [op, re] of operations) {
    if (!re.test(ctx.bare)) continue;
    if (op === "distinct" && !/\bcount\b|\bhow many\b|\bnumber of\b/.test(ctx.bare)) return null;
    return op;
  }
  return null;
}

const capital = (word: string) => word.replace(/^\w/, (c) => c.toUpperCase());

/** What an implied condition's column holds: a date, the noun after a number ("250 units"), a status… */
function labelForCondition(ctx: PlanContext, c: Condition): [string, Field["kind"]] {
  const k = c.criteria[0];
  if (k.value.kind === "date" || k.value.kind === "expr" || k.value.kind === "today" || k.value.kind === "month") {
    return ["Date", "date"];
  }
  if (k.value.kind === "number") {
    const after = /^\s*([a-z]+)/.exec(ctx.lower.slice(c.end))?.[1];
    const lead = leadName(ctx, c);
    const noun = [after, lead].find((w) => w && !notValues.has(w) && !/^(?:or|and|both|inclusive)$/.test(w));
    return [noun ? capital(noun) : "Value", "number"];
  }
  if (k.value.kind === "text") return [labelForValue(k.value.s), "text"];
  return ["Value", "number"];
}

/** The noun just before a condition's words: "where the status is Closed" → status. */
function leadName(ctx: PlanContext, c: Condition): string | undefined {
  const head = ctx.lower.slice(Math.max(0, c.start - 40), c.start);
  const m = /([a-z][a-z'-]*)\s*(?:is|are|was|were|=)?\s*$/.exec(head.replace(/⟦\d+⟧\s*$/, ""));
  return m?.[1];
}

function valueKind(k: Criterion): "date" | "number" | "text" | "other" {
  if (k.value.kind === "date" || k.value.kind === "today" || k.value.kind === "month" || k.value.kind === "expr") {
    return "date";
  }
  if (k.value.kind === "number" || k.value.kind === "average") return "number";
  if (k.value.kind === "text") return "text";
  return "other";
}

/**
 * Which field a condition tests: the one its own words name ("owner is Farah"), else the one its own text holds,
 * else one whose kind fits the value (a date for "before 2024", a number for "over 5000", text for a name).
 */
function fieldOf(
  ctx: PlanContext,
  c: Condition,
  fields: Field[],
  target: Field | undefined,
  made: Field[],
): Field | undefined {
  const bound = fields.find((f) => f.index === c.refIndex);
  if (bound && c.shared) return bound;
  if (bound && ctx.masked.slice(c.start, c.end).includes(`⟦${bound.index}⟧`)) return bound;

  const kinds = new Set(c.criteria.map(valueKind));
  // A column of labels ("region", "status") never holds the number a comparison needs.
  const labels = (f: Field) => f.names.some((n) => fieldNouns.test(n) || /^(?:status(?:es)?|stages?|names?)$/.test(n));
  const fits = (f: Field) =>
    kinds.has("other") ||
    (kinds.has("date")
      ? f.kind === "date"
      : kinds.has("number")
      ? f.kind !== "text" || (fields.every((g) => g.kind === "text") && !labels(f))
      : f.kind === "text");
  // "that isn't Lost": a status goes to the field of statuses, a direction to the field of regions.
  const said = c.criteria[0]?.value.kind === "text" ? (c.criteria[0].value as { s: string }).s : "";
  const lexical = said ? labelForValue(said) : "Category";
  const byKind = lexical === "Category" ? undefined : fieldOfLabel(fields, lexical);
  if (byKind) return byKind;
  // "A2:A50 is East": a range said right before the condition is the one it tests, if the value can be in it.
  const right = bound && new RegExp(`⟦${bound.index}⟧\\s*(?:\\)\\s*)?$`).test(ctx.masked.slice(0, c.start));
  if (right && (fits(bound) || (!ctx.invent && fields.every((f) => !fits(f))))) return bound;
  const theirKind = lexical !== "Category" && ctx.invent?.columns ? invent(ctx, lexical, "text", made) : undefined;
  if (theirKind) return theirKind;
  // The noun before the condition ("owner is Farah") or after its number ("100 in stock") names its field.
  const lead = leadName(ctx, c);
  const after = /^\s*(?:in\s+)?([a-z]+)/.exec(ctx.lower.slice(c.end))?.[1];
  const kind = kinds.has("date") ? "date" : kinds.has("number") ? "number" : "text";
  for (const name of [lead, after]) {
    const named = name ? fieldNamed(fields, synonymOf(name) ?? name) : undefined;
    if (named && fits(named)) return named;
    // "priced under 300" on the user's columns: their Price column, though the request never bound it.
    const header = name && headerNamed(ctx.invent?.columns, name, kind);
    if (header) {
      const theirs = invent(ctx, header.header, kind, made);
      if (theirs) return theirs;
    }
  }
  if (bound && fits(bound) && (bound !== target || fields.length === 1)) return bound;
  const candidates = fields.filter((f) => fits(f) && f !== target);
  if (candidates.length === 1) return candidates[0];
  if (bound && fits(bound)) return bound;
  if (candidates.length === 0 && ctx.invent) {
    return invent(ctx, ...labelForCondition(ctx, c), made, [leadName(ctx, c), after]);
  }
  return candidates[0];
}

/**
 * "count deals where the owner isn't Chloe and stage is open C2:C50 / D2:D50": ranges listed without names take the
 * names the sentence said, in turn — the measured field first when there is one, then each condition's field.
 */
function nameInTurn(ctx: PlanContext, op: Operation, fields: Field[]): Field[] {
  if (fields.length < 2) return fields;
  // The ranges must be a list of their own at the end ("… C2:C50 / D2:D50"), after every condition.
  const list = new RegExp(`${fields.map((f) => `⟦${f.index}⟧`).join("\\s*(?:,|/|&|and|\\s)\\s*")}[\\s.?!]*$`).exec(
    ctx.masked,
  );
  const lastCondition = Math.max(0, ...ctx.conditions.map((c) => c.start));
  if (!list || list.index < lastCondition) return fields;
  const nouns = ctx.conditions.map((c) => leadName(ctx, c)).filter((n): n is string => !!n && !notValues.has(n));
  const measured =
    /\b(?:sum|total|average|avg|max(?:imum)?|min(?:imum)?|median|highest|lowest|biggest|smallest)\s+(?:of\s+)?(?:the\s+)?([a-z]+)/
      .exec(ctx.lower)?.[1];
  const names = op === "count" || op === "share" || !measured ? nouns : [measured, ...nouns];
  if (new Set(names).size !== fields.length) return fields;
  return fields.map((f, i) => ({ ...f, names: [names[i]], kind: kindOfName(names[i]) }));
}

/** The field being added up, averaged or ranged over: named right after the operation word, else the one left. */
function targetOf(ctx: PlanContext, op: Operation, fields: Field[]): Field | undefined {
  // A lone column of labels on the user's or assumed columns ("the type is not Refund") is tested, not measured.
  const lone = fields.length === 1 && (fields[0].kind !== "text" || op === "distinct" || !ctx.invent);
  if (lone && op !== "count" && op !== "share") return fields[0];
  // "average of C2:C30 where…": the range said right after the operation is what it works on.
  const direct =
    /\b(?:sum|total|average|avg|mean|median|max(?:imum)?|min(?:imum)?|highest|lowest|largest|smallest|biggest)\s+(?:ifs?\s+)?(?:of\s+|for\s+)?(?:the\s+)?(?:values?\s+|numbers?\s+)?(?:in\s+)?⟦(\d+)⟧/
      .exec(ctx.lower);
  if (direct && op !== "count" && op !== "share") {
    const field = fields.find((f) => f.index === +direct[1]);
    if (field) return field;
  }
  const m =
    /\b(?:sum|total|totla|average|avg|mean|median|max(?:imum)?|min(?:imum)?|highest|lowest|largest|smallest|biggest|latest|earliest|cheapest|count|number|how many|different|distinct|unique)\s+(?:of\s+)?(?:the\s+|all\s+(?:the\s+)?|my\s+)?([a-z][a-z'-]*)(?:\s+([a-z][a-z'-]*))?/
      .exec(ctx.lower);
  if (m) {
    for (const word of [m[1], m[2]]) {
      const named = word ? fieldNamed(fields, word) : undefined;
      if (named) return named;
    }
  }
  if (op === "count" || op === "share") return undefined;
  const numeric = fields.filter((f) => f.kind === "number");
  if (numeric.length === 1) return numeric[0];
  if (op === "max" || op === "min") {
    const dates = fields.filter((f) => f.kind === "date");
    if (dates.length === 1 && /\b(?:latest|earliest|most recent|newest|first|last|when)\b/.test(ctx.lower)) {
      return dates[0];
    }
  }
  return undefined;
}

/** Nouns that say what a row is ("open deals", "gizmo orders"), so the word before them is a value. */
const notValues = new Set(
  ("the a an all any every each my our their his her its this that these those some only just total sum count average " +
    "avg mean median max min number many much how what whats which who where when for from in of with and or but not " +
    "no to is are was were be been it i we you need want get give me please pls thanks thx hi hey formula cell cells " +
    "column col range rows row sold made have has had did do does done than then more less over under above below " +
    "between after before since until by per each one two different distinct unique highest lowest largest smallest " +
    "biggest latest earliest cheapest still also both included inclusive exclusive amount value values dates date " +
    "people ppl sale sales order orders deal deals item items task tasks ones entries records on at as up down " +
    "so if lot lots there their them they anything everything everyone anyone someone year years month months " +
    "week weeks day days quarter date among across within between per list table sheet data range whose who " +
    "which recent newest oldest expensive priciest first last next previous top bottom whole entire single " +
    "individual separate goes go name names").split(" "),
);

/**
 * Values said without a field ("for gizmo orders", "the IT ppl", "for hana", "in HR"): a word in a value's place
 * that names no field. Each needs a field of text left to test.
 */
function bareValues(ctx: PlanContext, fields: Field[], used: Set<string>): Bare[] {
  // Words inside a condition ("in march 2024", "over 500") are that condition's, not values of their own.
  let open = ctx.masked;
  for (const c of [...ctx.conditions].sort((a, b) => b.start - a.start)) {
    open = `${open.slice(0, c.start)} ; ${open.slice(c.end)}`;
  }
  // "(Acme Ltd, Cedar Ltd etc)", "(names are like Design 5…)": examples of the data, not values to test.
  const text = open.replace(/⟦\d+⟧/g, " ⟦⟧ ").replace(
    /\((?=[^()]*\b(?:etc|e\.?g|like|such as|for example|for instance)\b)[^()]*\)/gi,
    " ; ",
  );
  const found: Bare[] = [];
  const take = (raw: string, label?: string, role?: Role, op?: "starts") => {
    // "class B students": the rows' own noun after a value is not part of it.
    const words = raw.replace(/'s$/i, "").trim().split(/\s+/);
    while (words.length > 1 && rowNouns.test(words[words.length - 1].toLowerCase())) words.pop();
    const value = words.join(" ");
    const lower = value.toLowerCase();
    // "IT", "HR", "class A": capitals make a value of what would otherwise be a little word.
    const shouted = /^[A-Z]{2,4}$/.test(value) || (/^[A-Z]$/.test(value) && value !== "I" && Boolean(label));
    // A capitalised word inside a sentence ("in Sales or Finance") is a value even when it reads like a field.
    const named = /^[A-Z][a-z]/.test(value) && !/^(?:The|A|An|I|Excel|Sheets?|Google)$/.test(value);
    if (!value || (!shouted && !named && notValues.has(lower)) || used.has(lower)) return;
    if (!named && fieldNouns.test(lower)) return;
    if (!named && (rowNouns.test(lower) || /^(?:students|employees|customers|clients|people)$/.test(lower))) return;
    if (fields.some((f) => f.names.some((n) => sameName(n.toLowerCase(), lower)))) return;
    if (/^\d+$/.test(value) && !label) return;
    if (found.some((v) => v.value.toLowerCase() === lower)) return;
    for (const w of lower.split(/\s+/)) used.add(w);
    found.push({
      value: role === "thing" ? singular(value) : value,
      ...(label ? { label: capital(label.replace(/(?<![su])s$/, "")) } : {}),
      ...(role ? { role } : {}),
      ...(op ? { op } : {}),
    });
  };
  // "the Build tasks" with a column headed Task: each task is named "Build 1", "Build 2"…, so the name starts with it.
  for (const m of text.matchAll(/(?<![\w'’&-])([A-Za-z][\w&-]*)\s+([a-z]+)\b/g)) {
    const header = ctx.invent?.columns?.find((c) =>
      rowNouns.test(m[2]) && /^(?:task|deal|item|project|ticket|order)$/i.test(c.header) &&
      sameName(c.header.toLowerCase(), m[2])
    );
    if (header && labelForValue(m[1]) === "Category" && !notValues.has(m[1].toLowerCase())) {
      take(m[1], header.header, undefined, "starts");
    }
  }
  // "for product D2:D100 widget", "with a note J2:J100 of call first", "with weight C2:C40 1": on bound columns the
  // value follows the range its header was given, to the end of the clause when it is all plain words.
  for (
    const m of ctx.masked.matchAll(
      /(?:^\s*(?:the\s+)?(?=[a-z]+\s+⟦\d+⟧\s+[A-Z0-9])|\b(?:for|in|with|of|from)\s+(?:the\s+|a\s+|an\s+)?)(?:[a-z]+\s+){0,2}⟦(\d+)⟧\s+(?:(?:of|saying|reading)\s+)?((?!(?:and|or|but|where|in|for|with|that|which|is|are|over|under)\b)[a-z][\w&'-]*(?:\s+(?!(?:and|or|but|where|in|for|with|that|which|is|are|over|under)\b)[a-z][\w&'-]*){1,2}(?=\s*(?:[.?!,;]|$))|[A-Za-z][\w&'-]*|\d+(?:\.\d+)?(?![\w.%]))/g,
    )
  ) {
    const field = fields.find((f) => f.index === +m[1]);
    const at = m.index! + m[0].length - m[2].length;
    const inCondition = ctx.conditions.some((c) => c.start <= at && at < c.end);
    const clause = m[2].split(/\s+/).some((w) => comparisonStart.test(w) || /^(?:hold|holds|do|does|did)$/.test(w));
    if (field && !inCondition && !clause) take(m[2], field.names[field.names.length - 1]);
  }
  // "ellis's closed deals", "does ana have", "that farah owns", "owned by gus": a person, in a column of names.
  for (const re of people) {
    for (const m of text.matchAll(re)) if (!notValues.has(m[1].toLowerCase())) take(m[1], undefined, "person");
  }
  // "sell gizmos", "sprockets sold", "bought Widgets": a thing sold, in a column of products.
  for (const re of goods) for (const m of text.matchAll(re)) take(m[1], undefined, "thing");
  // "in london", "from san diego": a place, when nothing else says what the words are.
  for (
    const m of text.matchAll(/\b(?:in|from|at)\s+(?!the\b)([a-z][a-z-]+(?:\s+[a-z][a-z-]+)?)(?=\s*(?:[.?!,;]|$))/g)
  ) {
    if (m[1].split(/\s+/).some((w) => notValues.has(w) || rowNouns.test(w))) continue;
    take(m[1], undefined, "place");
  }
  // "in class 2", "for team 4": a numbered group is a value of its field.
  for (
    const m of text.matchAll(
      /\b(?:in|for|of|from)\s+(?:the\s+)?(class|group|team|grade|level|section|room|round|week)\s+(\d+)\b/gi,
    )
  ) {
    take(m[2], m[1]);
  }
  // "for customer Acme Ltd", "for rep ben": the field's noun, then its value.
  for (
    const m of text.matchAll(
      new RegExp(
        `\\b(?:for|in|from|by|of|with)\\s+(?:the\\s+)?(${labelNouns})\\s+((?:(?!${stops})[A-Za-z][\\w&'-]*(?:\\.[\\w&'-]+)*)(?:\\s+(?!${stops})[A-Za-z][\\w&'-]*(?:\\.[\\w&'-]+)*){0,2})`,
        "gi",
      ),
    )
  ) {
    take(m[2], m[1]);
  }
  // "for the marketing category", "the west region", "the Apollo project": the value, then its field's noun.
  for (const m of text.matchAll(new RegExp(`\\b([A-Za-z][\\w&'-]*)\\s+(${labelNouns})\\b`, "gi"))) {
    if (!/^(?:the|a|an|for|in|of|by|from|each|every|per|which|what)$/i.test(m[1])) take(m[1], m[2]);
  }
  // "20 in stock" names the field of the number before it, not a value.
  for (
    const m of text.matchAll(
      /(?:\b(?:for|from|by|of)\s+(?:the\s+)?|\bin\s+the\s+|(?<!\d\s*)\bin\s+)([A-Za-z][\w&'.-]*(?:\s+(?:[A-Z][\w&'.-]*|inc|ltd|llc|co|corp|plc|gmbh)\b)*)/g,
    )
  ) {
    take(m[1]);
  }
  for (const m of text.matchAll(/\b([A-Za-z][\w&'-]*)(?=\s+([a-z]+)\b)/g)) {
    if (rowNouns.test(m[2].toLowerCase())) take(m[1]);
  }
  // "thats been closed", "not marked as reimbursed": a status word names its value wherever it stands.
  const status = new RegExp(
    `\\b(?:is|are|was|were|been|being|as|thats|that's|still|have|has|had)\\s+(${statusValues.source.slice(4, -2)})\\b`,
    "gi",
  );
  for (const m of text.matchAll(status)) take(m[1], "Status");
  // "closed value", "open deals": a status word right before what is measured or counted.
  const before = new RegExp(`\\b(${statusValues.source.slice(4, -2)})\\s+([a-z]+)\\b`, "gi");
  for (const m of text.matchAll(before)) {
    const noun = m[2].toLowerCase();
    if (rowNouns.test(noun) || /^(?:values?|amounts?|totals?|revenue|hours|quantity|quantities)$/.test(noun)) {
      take(m[1], "Status");
    }
  }
  // "has Ana sold to": a capitalised word inside a sentence is a name.
  // A capitalised word right before a range is the range's header ("sum of Value G2:G21"), not a value.
  for (const m of text.matchAll(/(?<=[a-z,]\s+)([A-Z][a-z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*)\b(?!\s*⟦)/g)) take(m[1]);
  // "for hana and ana combined", "in london plus paris": a value listed after another is another of its kind.
  for (const first of [...found]) {
    const listed = new RegExp(`\\b${escape(first.value)}\\s*,?\\s*(?:and|or|plus|&)\\s+([A-Za-z][\\w&'-]*)\\b`, "i")
      .exec(text);
    if (listed && !notValues.has(listed[1].toLowerCase())) take(listed[1], first.label, first.role);
  }
  return found;
}

interface Bare {
  value: string;
  label?: string;
  role?: Role;
  /** "the Build tasks": the column's values start with it. */
  op?: "starts";
}

const people = [
  /\b([A-Za-z][a-z]+)'s\s+(?!own\b)[a-z]/g,
  /\b(?:does|did|has|have|had|do)\s+([a-z][a-z]+)\s+(?:have|has|had|sell|sold|own|make|made|get|got|close|closed|handle|handled|earn|earned|log|logged|book|booked|work|worked)\b/g,
  /\b(?:owned|sold|handled|managed|closed|made|run|placed|logged|booked|worked on|done|entered|assigned to|belonging to)\s+by\s+([A-Za-z][a-z]+)\b/g,
  /\b(?:assigned|belonging)\s+to\s+([A-Za-z][a-z]+)\b/g,
  /\b(?:orders?|deals?|tasks?|sales|items|tickets|invoices|projects)\s+([A-Za-z][a-z]+)\s+(?:has|have|had|owns|sold|made|closed|handled|logged|booked|did|does)\b/g,
  /\b(?:that|which)\s+([A-Za-z][a-z]+)\s+(?:owns|sold|handles|manages|closed|made|has|runs|handled|managed|logged|booked|worked on)\b/g,
];

const goods = [
  /\b(?:sell|sells|sold|selling|buy|buys|bought|buying|ordered|ship|shipped)\s+(?:any\s+|the\s+|some\s+)?([A-Za-z][\w&'-]*s)\b/g,
  /\b([A-Za-z][\w&'-]*s)\s+(?:sold|bought|ordered|shipped)\b/g,
];

/** "gizmos" are rows of "Gizmo": a product's name is singular in its column. */
function singular(word: string): string {
  if (/(?:ss|sh|ch|x)es$/i.test(word)) return word.slice(0, -2);
  return /[^s]s$/i.test(word) && word.length > 3 ? word.slice(0, -1) : word;
}

// Words that start a comparison or a clause, never a value said after a column.
const comparisonStart =
  /^(?:is|are|was|were|equals?|not|isn't|contains?|starts?|ends?|over|under|above|below|between|greater|less|more|before|after|and|or|but|where|with|for|in|of|that|that's|which|who|whose|excluding|except|including|without|only|if|when|to|by|from|on|at|as|than|equal|has|have|had)$/i;
// A column of labels: a word next to one is its value ("customer Acme", "the west region").
const fieldNouns = new RegExp(`^(?:${labelNouns})$`, "i");
const stops = "ending\\b|starting\\b|beginning\\b|containing\\b|including\\b|excluding\\b|not\\b|over\\b|under\\b|" +
  "above\\b|below\\b|between\\b|more\\b|less\\b|named\\b|called\\b|and\\b|or\\b|but\\b|where\\b|with\\b|in\\b|for\\b|that\\b|thats\\b|who\\b|which\\b|this\\b|last\\b|is\\b|are\\b|was\\b|were\\b|did\\b|has\\b|have\\b|from\\b|to\\b|on\\b|at\\b|by\\b|of\\b|the\\b|\\d";

/** "before 2015" on a date column means before 1 January 2015, not before the number 2015. */
function asDate({ field, criterion }: Test): Criterion {
  const { op, value } = criterion;
  if (field.kind !== "date" || value.kind !== "number" || value.n < 1900 || value.n > 2100 || value.n % 1 !== 0) {
    return criterion;
  }
  const y = value.n;
  const start = op === "<" || op === ">=";
  return { op, value: { kind: "date", date: start ? { y, m: 1, d: 1, length: 0 } : { y, m: 12, d: 31, length: 0 } } };
}

/**
 * The values a request names without ranges of its own ("for dev", "excluding the pending stuff", "in london"),
 * which any formula answering it must say: a formula without them answers a different question.
 */
export function valuesSaid(ctx: PlanContext): string[] {
  const used = new Set<string>();
  return bareValues(ctx, readFields(ctx), used).map((v) => v.value);
}

/** What the rows must satisfy, each condition on its field, plus bare values on the text field left over. */
function testsOf(ctx: PlanContext, fields: Field[], target: Field | undefined, made: Field[]): Test[] | null {
  const tests: Test[] = [];
  const used = new Set<string>();
  let group = 0;
  for (const c of ctx.conditions) {
    const field = fieldOf(ctx, c, fields, target, made);
    if (!field) return null;
    const choice = c.join === "or" && tests.length > 0 && c.criteria.length === 1;
    for (const k of c.criteria) {
      if (k.value.kind === "ref" && !ctx.refs[k.value.index]) return null;
      if (!choice) group++;
      tests.push({ field: choice ? tests[tests.length - 1].field : field, criterion: k, group });
      if (k.value.kind === "text") { for (const w of k.value.s.toLowerCase().split(/\s+/)) used.add(w); }
    }
  }
  const bare = bareValues(ctx, [...fields, ...made], used);
  const free = (f: Field, value: string) =>
    f !== target && f.kind === "text" && !tests.some((t) => t.field === f) && mayHold(f, value);
  const placed: { value: string; field: Field; group: number; kind: string }[] = [];
  const joined = (earlier: string, value: string, words: string) =>
    new RegExp(`${escape(earlier)}\\s*,?\\s*(?:${words})\\s+(?:the\\s+)?${escape(value)}`, "i").test(ctx.masked);
  for (const { value, label, role, op } of bare) {
    const kind = label ?? labelForValue(value, role);
    const named = label ? fieldNamed(fields, label.toLowerCase()) : fieldOfLabel(fields, kind);
    // "in Sales or Finance" is a choice for one field; so is "hana and ana", as one cell never holds two names.
    const choice = placed.find((p) =>
      joined(p.value, value, "or") ||
      (joined(p.value, value, "and|plus|&") && p.kind === kind && (named ?? p.field) === p.field)
    );
    const field = choice?.field ?? named ?? fields.find((f) => free(f, value)) ?? invent(ctx, kind, "text", made);
    if (!field) return null;
    const number = /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : undefined;
    tests.push({
      field,
      criterion: {
        op: op ?? "=",
        value: number === undefined ? { kind: "text", s: value } : { kind: "number", n: number, percent: false },
      },
      group: choice?.group ?? ++group,
    });
    placed.push({ value, field, group: choice?.group ?? group, kind });
  }
  return tests.map((t) => ({ ...t, criterion: asDate(t) }));
}

const ifsNames: Partial<Record<Operation, string>> = {
  sum: "SUMIFS",
  average: "AVERAGEIFS",
  max: "MAXIFS",
  min: "MINIFS",
};
// One test reads best with the older single-condition functions, which every version of both platforms has.
const oneTest: Partial<Record<Operation, string>> = { sum: "SUMIF", average: "AVERAGEIF" };

const ifsWords: Record<Operation, string> = {
  sum: "Adds up",
  average: "Works out the average of",
  max: "Finds the largest value in",
  min: "Finds the smallest value in",
  median: "Finds the median of",
  count: "Counts",
  distinct: "Counts the different values in",
  share: "Works out the share of",
};

// "average amount per order" is the average over the rows, not one answer per group.
const per =
  "per(?!\\s+(?:order|deal|sale|transaction|task|item|row|record|entry|person|head|employee|ticket|invoice)s?\\b)";

/**
 * Aggregates composed from their parts: an operation (sum, count, average, max, min, median, count distinct, share
 * of rows), the field it works on and any number of tests of other fields, in each platform's idiom. Answers only
 * when every range and every value of the request has its place.
 */
export const buildComposed: Builder = (ctx) => {
  const op = operationOf(ctx);
  if (!op) return null;
  // "total of price * stock" multiplies columns row by row, which no conditional aggregate does.
  if (/[*×]|\bmultipl(?:y|ied)\b/.test(ctx.lower)) return null;
  // "my countifs is broken again" asks for help with a formula, not for one.
  if (ctx.invent && /\b(?:broken|not working|doesn'?t work|won'?t work|error|fix|wrong)\b/.test(ctx.lower)) return null;
  // "for every row where…" filters; "for each region" groups.
  const grouping =
    /\b(?:except|excluding|other than|but not)\b|\b(?:each|every|all) (?:rows?|lines?|records?|entries|cells?)\b/
        .test(ctx.lower)
      ? new RegExp(`\\b(?:for each|${per}|by each|group(?:ed)? by)\\b`)
      : new RegExp(`\\b(?:for each|${per}|by each|group(?:ed)? by|for every|each)\\b`);
  if (grouping.test(ctx.bare)) return null;
  const fields = nameInTurn(ctx, op, readFields(ctx));
  if (fields.length === 0 && !ctx.invent) return null;
  if (fields.length !== ctx.refs.filter((r) => r.kind === "range").length) return null;
  if (ctx.refs.some((r) => r.kind === "cell")) return null;
  if (new Set(fields.map((f) => rowSpan(f.ref))).size > 1) return null;
  const made: Field[] = [];
  let target = targetOf(ctx, op, fields) ?? (fields.length === 0 ? impliedTarget(ctx, op, made) : undefined);
  // A count measures no column: "count tasks owned by Chloe in E2:E40" tests the one range it names.
  const tests = testsOf(ctx, fields, op === "count" ? undefined : target, made);
  // "cheapest storage item with more than 100 in stock": the one range no test claimed is what is measured.
  target ??= tests ? leftOver(op, fields, tests) ?? impliedTarget(ctx, op, made, tests) : undefined;
  if (!tests) return null;
  if (tests.length === 0 && op !== "distinct") return null;
  const unused = fields.filter((f) => f !== target && !tests.some((t) => t.field === f));
  if (unused.length > 0) return null;
  const plan = composed(ctx, op, target, tests);
  return plan && made.length > 0
    ? { ...plan, assumed: made.map((f) => ({ label: f.names[0], range: f.ref.text })) }
    : plan;
};

function leftOver(op: Operation, fields: Field[], tests: Test[]): Field | undefined {
  if (op === "count" || op === "share") return undefined;
  const left = fields.filter((f) => !tests.some((t) => t.field === f));
  return left.length === 1 && (op === "distinct" || left[0].kind !== "text") ? left[0] : undefined;
}

/** What is added up when the request names it but no range holds it ("total revenue…"): a column of its own. */
function impliedTarget(ctx: PlanContext, op: Operation, made: Field[], tests: Test[] = []): Field | undefined {
  if (!ctx.invent || op === "count" || op === "share") return undefined;
  const m =
    /\b(?:sum|total|average|avg|mean|median|max(?:imum)?|min(?:imum)?|highest|lowest|largest|smallest|biggest|latest|earliest|cheapest|different|distinct|unique)\s+(?:of\s+)?(?:the\s+|all\s+(?:the\s+)?|my\s+)?([a-z][a-z'-]*)(?:\s+([a-z][a-z'-]*))?/
      .exec(ctx.lower);
  // "avg order amount": the rows' noun is not what is measured; the word after it is.
  const noun =
    [m?.[1], m?.[2]].find((w) => w && !rowNouns.test(w) && !notValues.has(w) && labelForValue(w) === "Category") ??
      (m?.[2] && /^(?:amounts?|values?)$/.test(m[2]) ? m[2] : undefined);
  // "add up only the positive numbers in the Change column": nothing else is named, so the tested numbers are summed.
  const tested = [...new Set(tests.map((t) => t.field))];
  if (!noun && tested.length === 1 && tests.every((t) => t.criterion.value.kind === "number")) return tested[0];
  return invent(ctx, capital(noun ?? "value"), op === "distinct" ? "text" : "number", made);
}

/**
 * One choice list ("Sales or Finance") on one field: a term per choice, added up. Only sums and counts add up that
 * way, and only when the choices cannot both hold for a row (equal to one value or another).
 */
function withChoices(ctx: PlanContext, op: Operation, target: Field | undefined, tests: Test[]): Plan | null {
  const groups = Map.groupBy(tests, (t) => t.group);
  const lists = [...groups.values()].filter((g) => g.length > 1);
  if (lists.length !== 1) return null;
  const [choices] = lists;
  if (choices.some((t) => t.criterion.op !== "=" || t.field !== choices[0].field)) return null;
  if (op !== "sum" && op !== "count") return filteredChoices(ctx, op, target, tests, choices);
  const fixed = tests.filter((t) => !choices.includes(t));
  const terms = choices.map((choice) => {
    const args = [...fixed, choice].map((t) =>
      `${t.field.ref.text},${criteriaArg(t.criterion, ctx.refs, t.field.ref.text)}`
    )
      .join(",");
    if (op === "count") return `${fixed.length > 0 ? "COUNTIFS" : "COUNTIF"}(${args})`;
    return fixed.length > 0 ? `SUMIFS(${target!.ref.text},${args})` : `SUMIF(${args},${target!.ref.text})`;
  });
  if (op === "sum" && !target) return null;
  const said = choices.map((t) => describeCriterion(t.criterion, ctx.refs)).join(" or ");
  return {
    formula: `=${terms.join("+")}`,
    explanation: `${op === "sum" ? `Adds up ${target!.ref.text}` : "Counts the rows"} where ${
      choices[0].field.ref.text
    } is ${said}: one ${op === "sum" ? "SUMIF" : "COUNTIF"} per choice, added together.`,
  };
}

const filterWords: Partial<Record<Operation, [string, string]>> = {
  average: ["AVERAGE", "Works out the average of"],
  max: ["MAX", "Finds the largest value in"],
  min: ["MIN", "Finds the smallest value in"],
  median: ["MEDIAN", "Finds the median of"],
};

/** Other aggregates over a choice list: FILTER keeps the rows where any choice holds (+) and every other test (*). */
function filteredChoices(ctx: PlanContext, op: Operation, target: Field | undefined, tests: Test[], choices: Test[]) {
  const words = filterWords[op];
  if (!words || !target) return null;
  const test = (t: Test) => `(${comparison(t.field.ref.text, t.criterion, ctx.refs)})`;
  const either = `(${choices.map(test).join("+")})`;
  const all = [either, ...tests.filter((t) => !choices.includes(t)).map(test)].join("*");
  const said = choices.map((t) => describeCriterion(t.criterion, ctx.refs)).join(" or ");
  return {
    formula: `=${words[0]}(FILTER(${target.ref.text},${all}))`,
    explanation: `${words[1]} ${target.ref.text} for the rows where ${choices[0].field.ref.text} is ${said}: ` +
      `FILTER keeps those rows (+ means or, * means and).`,
  };
}

/** Tests no *IFS function can take ("in march" of any year): the rows are tested one by one in an array formula. */
function arrayTests(ctx: PlanContext, op: Operation, target: Field | undefined, tests: Test[]): Plan | null {
  if (new Set(tests.map((t) => t.group)).size < tests.length) return null;
  const all = tests.map((t) => `(${comparison(t.field.ref.text, t.criterion, ctx.refs)})`).join("*");
  const rule = joinWords(tests.map((t) => `${t.field.ref.text} is ${describeCriterion(t.criterion, ctx.refs)}`));
  if (op === "count") {
    return {
      formula: `=SUMPRODUCT(${all})`,
      explanation: `Counts the rows where ${rule}: SUMPRODUCT adds up the rows that pass.`,
    };
  }
  if (!target) return null;
  if (op === "sum") {
    return {
      formula: `=SUMPRODUCT(${all}*${target.ref.text})`,
      explanation: `Adds up ${target.ref.text} for the rows where ${rule}: each row's test is 1 or 0, times its value.`,
    };
  }
  const words = filterWords[op];
  if (!words) return null;
  return {
    formula: `=${words[0]}(FILTER(${target.ref.text},${all}))`,
    explanation: `${words[1]} ${target.ref.text} for the rows where ${rule}: FILTER keeps those rows first.`,
  };
}

function composed(ctx: PlanContext, op: Operation, target: Field | undefined, tests: Test[]): Plan | null {
  // "for gus … for ben" as two required tests of one column can never both hold: the request is not understood.
  const equal = tests.filter((t) => t.criterion.op === "=");
  const clash = equal.some((t) => equal.some((u) => u.field === t.field && u.group !== t.group));
  if (clash) return null;
  if (tests.some((t) => t.criterion.value.kind === "month")) return arrayTests(ctx, op, target, tests);
  if (new Set(tests.map((t) => t.group)).size < tests.length) return withChoices(ctx, op, target, tests);
  const pairs = tests.map((t) => `${t.field.ref.text},${criteriaArg(t.criterion, ctx.refs, t.field.ref.text)}`).join(
    ",",
  );
  const rule = joinWords(tests.map((t) => `${t.field.ref.text} is ${describeCriterion(t.criterion, ctx.refs)}`));
  const arrayTest = tests.map((t) => comparison(t.field.ref.text, t.criterion, ctx.refs));
  const excel = ctx.platform === "excel";
  const filter = (values: string) =>
    excel
      ? `FILTER(${values},${arrayTest.length === 1 ? arrayTest[0] : arrayTest.map((t) => `(${t})`).join("*")})`
      : `FILTER(${values},${arrayTest.join(",")})`;
  const where = tests.length > 0 ? `, only for the rows where ${rule}` : "";
  switch (op) {
    case "count": {
      const only = tests.length === 1 ? tests[0] : undefined;
      if (only?.criterion.op === "blank") {
        const range = only.field.ref.text;
        return { formula: `=COUNTBLANK(${range})`, explanation: `Counts the empty cells in ${range}.` };
      }
      if (only?.criterion.op === "notBlank") {
        const range = only.field.ref.text;
        return { formula: `=COUNTA(${range})`, explanation: `Counts the cells in ${range} that are not empty.` };
      }
      const fn = tests.length === 1 ? "COUNTIF" : "COUNTIFS";
      return { formula: `=${fn}(${pairs})`, explanation: `Counts the rows where ${rule}.` };
    }
    case "share": {
      const base = (target ?? tests[0].field).ref.text;
      const fn = tests.length === 1 ? "COUNTIF" : "COUNTIFS";
      return {
        formula: `=${fn}(${pairs})/COUNTA(${base})`,
        explanation:
          `Counts the rows where ${rule} and divides by the number of filled cells in ${base}; format the cell as a percentage.`,
      };
    }
    case "distinct": {
      if (!target) return null;
      const values = tests.length > 0 ? filter(target.ref.text) : target.ref.text;
      const formula = excel ? `=COUNTA(UNIQUE(${values}))` : `=COUNTUNIQUE(${values})`;
      return { formula, explanation: `${ifsWords.distinct} ${target.ref.text}${where}; repeats count once.` };
    }
    case "median": {
      if (!target) return null;
      return {
        formula: `=MEDIAN(${filter(target.ref.text)})`,
        explanation: `${ifsWords.median} ${target.ref.text}${where}.`,
      };
    }
    default: {
      if (!target || tests.some((t) => t.field === target && t.criterion.value.kind === "text")) return null;
      const fn = ifsNames[op]!;
      const one = oneTest[op];
      if (one && tests.length === 1) {
        const [t] = tests;
        const args = t.field === target
          ? `${target.ref.text},${criteriaArg(t.criterion, ctx.refs)}`
          : `${t.field.ref.text},${criteriaArg(t.criterion, ctx.refs)},${target.ref.text}`;
        return { formula: `=${one}(${args})`, explanation: `${ifsWords[op]} ${target.ref.text}${where}.` };
      }
      return {
        formula: `=${fn}(${target.ref.text},${pairs})`,
        explanation: `${ifsWords[op]} ${target.ref.text}${where}.`,
      };
    }
  }
}
