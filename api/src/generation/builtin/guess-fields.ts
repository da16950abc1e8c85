import { regionValues, statusValues } from "./field-words.ts";
/**
 * The fields a request without ranges talks about, so they can be given assumed columns: "sum of sales where region
 * is east" → Region, Sales. Conditions' fields come first (a sheet's labels sit left of its numbers), then what is
 * added up or counted, then the cells a per-row formula works on.
 */
export function guessFields(text: string): string[] {
  // "the last name from the full name": a part of a name is what the formula makes, not a column; "year to date"
  // is a period.
  const lower = text.toLowerCase().replace(/"[^"]*"|'[^']*'/g, " ").replace(
    /\b(?:first|last|middle|given|family) names?\b|\bsurnames?\b|\binitials\b|\b(?:year|month)[\s-]+to[\s-]+date\b/g,
    " ",
  );
  const tested = phrases(lower, conditionField);
  // "how many orders": the rows being counted, not a column of them.
  const measured = phrases(lower, measuredField).filter((field) =>
    !(/\b(?:count|how many|number of)\b/.test(lower) && rowWords.test(field))
  );
  const cells = [
    ...phrases(lower, cellField),
    ...phrases(lower, determined),
    ...phrases(lower, listed),
    ...phrases(lower, grouping),
    ...phrases(lower, joined).filter((field) => field.includes(" ")),
  ];
  // "the marketing category", "the Apollo project": the noun names the column, the word before it is a value.
  const labelled = phrases(lower, valueThenLabel);
  const fields: string[] = [];
  // "rank the students by their score": the rows are ranked, by the column named after them.
  const all = [...tested, ...measured, ...labelled, ...cells];
  const ranked = /\brank/.test(lower) && all.some((field) => !rowWords.test(field) && trimWords(field) !== null);
  for (const field of all) {
    if (ranked && rowWords.test(field)) continue;
    if (labelled.some((label) => new RegExp(`\\b${field}\\s+${label}\\b`).test(lower))) continue;
    // "west region": a value and its label, and the label alone is the field.
    const label = labelled.find((l) => new RegExp(`\\s${l}$`).test(field));
    if (label) {
      if (!fields.includes(label)) fields.push(label);
      continue;
    }
    // "in the east", "the closed ones": values of a field, not fields.
    if (regionValues.test(field) || statusValues.test(field)) continue;
    const words = trimWords(field);
    if (!words || fields.some((f) => f === words || sameField(f, words))) continue;
    fields.push(words);
  }
  return fields.map((field) => field.replace(/\b\w/g, (c) => c.toUpperCase()));
}

// A field is one word, or two when the second is a usual last word of a header ("due date", "unit price").
const heads = "date|dates|price|prices|name|names|amount|amounts|number|code|rate|time|id|value|values|score|scores|" +
  "cost|costs|type|status|total|level|size|count|address|email|city|region|sales|revenue|hours|day|month|year";
const noun = `[a-z][a-z0-9]*(?:[ -](?:${heads}))?`;
const comparisonWord =
  "(?:is|are|was|were|isn't|aren't|equals?|=|==|<>|!=|>=|<=|>|<|says|reads|contains?|includes?|starts?|ends?|begins?|between|before|after|over|under|above|below|exceeds?|(?:is |are )?(?:not|greater|less|more|bigger|smaller|higher|lower|at least|at most|no more|no less|on or|earlier|later|older|younger|blank|empty))";

/** "where region is", "if the score >", "with status = ", "whose city contains". */
const conditionField = new RegExp(
  `\\b(?:where|when|if|whose|with|and|or|for which|that have|having|but)\\s+(?:the\\s+|its\\s+|their\\s+|a\\s+)?(${noun})\\s+${comparisonWord}(?![\\w])`,
  "g",
);

/** "sum of sales", "average score", "how many orders", "the highest salary". */
const measuredField = new RegExp(
  `\\b(?:sum|total|add up|adds up|average|avg|mean|median|max(?:imum)?|min(?:imum)?|highest|lowest|largest|smallest|biggest|count|number|how many|tally|std ?dev|standard deviation)\\s+(?:of\\s+)?(?:the\\s+|all\\s+(?:the\\s+)?|my\\s+|our\\s+|each\\s+)?(${noun})`,
  "g",
);

/** "until the deadline", "make the names", "weekday of the date", "between the start and the end". */
const cellField = new RegExp(
  `\\b(?:of|in|from|on|for|until|till|since|between|and|to|make|convert|turn|change|trim|clean|capitali[sz]e|is|minus|plus|by|than)\\s+(?:the|my|each|every|all the|all|a|this|that|their|his|her|its|your|our)\\s+(${noun})`,
  "g",
);

const rowWords =
  /^(?:orders?|deals?|tasks?|items?|rows?|records?|entries|people|employees?|students?|customers?|tickets?|invoices?|sales|transactions?|products?)$/;

/** Any noun after a determiner: "round the price", "rank the students by their score", "join all the tags". */
const determined = new RegExp(`\\b(?:the|my|each|every|their|his|her|its|your|our|all the|all)\\s+(${noun})`, "g");

/** "total sales by region", "count per status", "average salary for each department": the column of groups. */
const grouping = new RegExp(
  `(?<!\\b(?:separated|split|delimited|sorted|sort|ordered|order|divided|divide|multiplied|multiply|increased|increase|decreased|decrease|reduced|reduce|raised|raise|rounded|round|filtered|filter)\\s+)\\b(?:by|per|for each|for every|grouped by|broken down by)\\s+(?:the\\s+|their\\s+|its\\s+|each\\s+)?(${noun})`,
  "g",
);

/** "the start date and end date": a two-word field joined to another. */
const joined = new RegExp(`\\b(?:and|or|to|from|vs)\\s+(${noun})`, "g");

/** "top 3 sales", "duplicate emails", "unique customer names". */
const listed = new RegExp(
  `\\b(?:top|bottom|duplicate|duplicated|unique|distinct|blank|empty)\\s+(?:\\d+\\s+)?(${noun})`,
  "g",
);

const labelWords =
  "customer|client|rep|owner|region|product|category|department|dept|team|project|vendor|supplier|city|country|state|class|store|branch|brand|channel|source|type";
const valueThenLabel = new RegExp(`\\b(?:the|for|on|in)\\s+[a-z][a-z0-9-]*\\s+(${labelWords})\\b`, "g");

function phrases(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1]);
}

/** Words that say where or how much, never what a column holds. */
const notFields = new Set(
  (
    "it its this that these those they them row rows cell cells column columns col range sheet sheets table list data " +
    "value values number numbers amount of total totals sum count average result results answer formula thing things " +
    "items entries records lines ones one first last next previous top bottom same whole entire times time way " +
    "day days week weeks month months year years hour hours minute minutes percent percentage share proportion " +
    "most least highest lowest largest smallest biggest max min maximum minimum mean median text word words letter " +
    "letters character characters space spaces comma dash and or not no any all each every other end start where " +
    "when if for in with by per from that which is are was were to at on than who whose what how much many until " +
    "till since upper lower case extra unique distinct duplicate duplicates top bottom same new old current blank " +
    "empty filled nearest closest list up down out off"
  ).split(" "),
);

/** "the deadline date" stays whole; "sales where" never gets this far; "rows" alone is not a field. */
function trimWords(phrase: string): string | null {
  const words = phrase.split(/[ -]/).filter(Boolean);
  while (words.length > 0 && notFields.has(words[words.length - 1]) && words.length > 1) words.pop();
  // "end date", "start time": a leading word that names the field's own kind stays.
  const headed = words.length === 2 && /^(?:date|dates|time|times|day|value)$/.test(words[1]);
  while (!headed && words.length > 0 && notFields.has(words[0])) words.shift();
  if (words.length === 0 || words.every((w) => notFields.has(w))) return null;
  return words.join(" ");
}

/** "sale" and "sales", "order" and "orders" are one field. */
function sameField(a: string, b: string): boolean {
  const stem = (s: string) => s.replace(/(?:es|s)$/, "");
  return stem(a) === stem(b);
}
