/**
 * The words of a sheet's usual columns, shared by everything that guesses which words of a request are fields and
 * which are values.
 */

/** Values of a region column: "in the east", "for the north region". */
export const regionValues =
  /^(?:north|south|east|west|north-?east|north-?west|south-?east|south-?west|central|emea|apac|latam)$/i;

/** Values of a status column: "marked as done", "that are closed". */
export const statusValues =
  /^(?:closed|open|pending|shipped|done|complete|completed|won|lost|paid|unpaid|active|inactive|cancell?ed|discontinued|reimbursed|passed|failed|approved|rejected|late|overdue|delivered|returned|in progress|closed won|closed lost|new|draft|sent|resolved)$/i;

/** Nouns that name a column of labels, singular or plural: a word next to one is its value ("customer Acme"). */
export const labelNouns =
  "customers?|clients?|reps?|owners?|regions?|products?|category|categories|departments?|dept|teams?|projects?|vendors?|suppliers?|city|cities|country|countries|states?|class|stores?|branch(?:es)?|brands?|channels?|sources?|types?";

/** Nouns for the rows themselves ("how many orders", "gizmo orders"), never a column. */
export const rowNouns =
  /^(?:orders?|deals?|tasks?|items?|rows?|records?|entries|ones?|people|ppl|persons?|employees?|staff|students?|products?|sales?|customers?|reps?|invoices?|tickets?|projects?|lines?|transactions?)$/;

/** Values of a department column: "the finance people", "in HR". */
export const departmentValues =
  /^(?:finance|hr|it|marketing|engineering|legal|operations|ops|support|admin|accounting|research|r&d|design|procurement|logistics|customer service|management|facilities)$/i;
