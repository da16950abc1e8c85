/**
 * Builds held-out-3.json: five seeded tables (till receipts, school marks, project tasks, clinic appointments,
 * household energy readings) and questions about them, every answer computed here from the table cells.
 *
 * Run: npx deno run -A api/src/generation/analysis/dev-set/make-held-out-3.ts
 */

import { seededRandom } from "../../../../test/seeded-random.ts";

type Cell = string | number | boolean | null;
type Row = Cell[];

interface Item {
  id: string;
  table: { columns: string[]; rows: Row[] };
  question: string;
  expect: { figures: number[] };
  unanswerable?: string;
}

type Tag =
  | "criteria"
  | "negation"
  | "period"
  | "rate"
  | "per-group"
  | "comparison"
  | "ranking"
  | "typo"
  | "unanswerable";

// ---------------------------------------------------------------------------------------------------------------
// Seeded PRNG (mulberry32) and helpers

const rand = seededRandom(20240917);

function uniform(lo: number, hi: number): number {
  return lo + (hi - lo) * rand();
}

function int(lo: number, hi: number): number {
  return lo + Math.floor(rand() * (hi - lo + 1));
}

function pick<T>(values: readonly T[], weights?: readonly number[]): T {
  if (!weights) return values[Math.floor(rand() * values.length)];
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rand() * total;
  for (let i = 0; i < values.length; i++) {
    r -= weights[i];
    if (r < 0) return values[i];
  }
  return values[values.length - 1];
}

/** A roughly normal draw (sum of uniforms). */
function normal(mean: number, sd: number): number {
  let s = 0;
  for (let i = 0; i < 6; i++) s += rand();
  return mean + (s - 3) * sd * Math.SQRT2;
}

function round2(x: number): number {
  return Math.round((x + Math.sign(x) * 1e-9) * 100) / 100;
}

function pct(part: number, whole: number): number {
  if (whole === 0) throw new Error("pct of zero");
  return round2((100 * part) / whole);
}

function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

function mean(xs: number[]): number {
  if (xs.length === 0) throw new Error("mean of nothing");
  return sum(xs) / xs.length;
}

function median(xs: number[]): number {
  if (xs.length === 0) throw new Error("median of nothing");
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function max(xs: number[]): number {
  if (xs.length === 0) throw new Error("max of nothing");
  return Math.max(...xs);
}

/** The n-th largest value (1-based); throws unless the top n values are strictly distinct, so the rank is clear. */
function nthLargest(xs: number[], n: number): number {
  const s = [...xs].sort((a, b) => b - a);
  if (s.length < n) throw new Error("too few values for rank");
  for (let i = 1; i < n; i++) if (s[i] === s[i - 1]) throw new Error(`tie in top ${n}: ${s.slice(0, n + 1)}`);
  return s[n - 1];
}

/** The group with the highest (or lowest) value; throws on a tie. */
function best(groups: Map<string, number>, dir: "max" | "min" = "max"): [string, number] {
  const entries = [...groups.entries()].sort((a, b) => (dir === "max" ? b[1] - a[1] : a[1] - b[1]));
  if (entries.length > 1 && entries[0][1] === entries[1][1]) throw new Error(`tie for ${dir}: ${entries[0][0]}`);
  return entries[0];
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** An ISO date in 2024 for a day of the year (0-based). */
function dayToIso(day: number): string {
  const d = new Date(Date.UTC(2024, 0, 1 + day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function randomDates(n: number): string[] {
  const days: number[] = [];
  for (let i = 0; i < n; i++) days.push(int(0, 365));
  return days.sort((a, b) => a - b).map(dayToIso);
}

// ---------------------------------------------------------------------------------------------------------------
// Table access: answers are computed from the rows exactly as they are written out

class Table {
  constructor(readonly columns: string[], readonly rows: Row[]) {
    for (const r of rows) if (r.length !== columns.length) throw new Error("ragged row");
  }

  private idx(col: string): number {
    const i = this.columns.indexOf(col);
    if (i < 0) throw new Error(`no column ${col}`);
    return i;
  }

  cell(r: Row, col: string): Cell {
    return r[this.idx(col)];
  }

  str(r: Row, col: string): string {
    const v = this.cell(r, col);
    if (typeof v !== "string") throw new Error(`${col} is not text: ${v}`);
    return v;
  }

  num(r: Row, col: string): number | null {
    const v = this.cell(r, col);
    if (v === null) return null;
    if (typeof v !== "number") throw new Error(`${col} is not a number: ${v}`);
    return v;
  }

  /** 1-based month of an ISO date column. */
  month(r: Row, col: string): number {
    return Number(this.str(r, col).slice(5, 7));
  }

  where(pred: (r: Row) => boolean): Row[] {
    return this.rows.filter(pred);
  }

  /** Non-blank numbers of a column over some rows. */
  nums(rows: Row[], col: string): number[] {
    return rows.map((r) => this.num(r, col)).filter((v): v is number => v !== null);
  }

  /** Throws if any of these rows has a blank in the column (for questions where a blank would make the answer moot). */
  noBlanks(rows: Row[], col: string): Row[] {
    if (rows.some((r) => this.cell(r, col) === null)) throw new Error(`blank ${col} where the question needs none`);
    return rows;
  }

  groupBy(rows: Row[], key: string, f: (rows: Row[]) => number): Map<string, number> {
    const g = new Map<string, Row[]>();
    for (const r of rows) {
      const k = this.str(r, key);
      g.set(k, [...(g.get(k) ?? []), r]);
    }
    return new Map([...g.entries()].map(([k, rs]) => [k, f(rs)]));
  }

  distinct(col: string): string[] {
    return [...new Set(this.rows.map((r) => this.str(r, col)))].sort();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The set

const items: Item[] = [];
const tagCounts = new Map<Tag, number>();

function add(id: string, t: Table, question: string, figure: number, tags: Tag[]): void {
  if (!Number.isFinite(figure)) throw new Error(`${id}: bad figure ${figure}`);
  items.push({
    id,
    table: { columns: t.columns, rows: t.rows },
    question,
    expect: { figures: [Number.isInteger(figure) ? figure : round2(figure)] },
  });
  for (const tag of tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
}

function none(id: string, t: Table, question: string, lacks: string): void {
  items.push({
    id,
    table: { columns: t.columns, rows: t.rows },
    question,
    expect: { figures: [] },
    unanswerable: lacks,
  });
  tagCounts.set("unanswerable", (tagCounts.get("unanswerable") ?? 0) + 1);
}

// ---------------------------------------------------------------------------------------------------------------
// 1. A shop's till receipts

function tillTable(): Table {
  const columns = ["Receipt #", "Date", "Store", "Category", "Items", "Basket £", "Payment"];
  const n = 92;
  const dates = randomDates(n);
  const unitPrice: Record<string, [number, number]> = {
    Grocery: [1.2, 3.4],
    Household: [2.0, 6.5],
    Bakery: [0.8, 2.6],
    Drinks: [1.5, 4.8],
  };
  const rows: Row[] = [];
  for (let i = 0; i < n; i++) {
    const store = pick(["High St", "Riverside", "Market Sq"], [0.42, 0.33, 0.25]);
    const category = pick(["Grocery", "Household", "Bakery", "Drinks"], [0.4, 0.2, 0.2, 0.2]);
    const items = int(1, category === "Grocery" ? 28 : 12);
    const [lo, hi] = unitPrice[category];
    const basket = round2(items * uniform(lo, hi));
    const payment = pick(["Card", "Cash", "Voucher"], [0.55, 0.36, 0.09]);
    rows.push([`R-${1001 + i}`, dates[i], store, category, items, basket, payment]);
  }
  // Two receipts whose item count did not print.
  rows[14][4] = null;
  rows[61][4] = null;
  return new Table(columns, rows);
}

function tillQuestions(t: Table): void {
  const B = "Basket £";
  const all = t.rows;
  const baskets = (rs: Row[]) => t.nums(rs, B);
  const total = sum(baskets(all));

  add("till-total-takings", t, "What were our total takings across all the receipts?", total, []);

  const notCash = t.where((r) => t.str(r, "Payment") !== "Cash");
  add(
    "till-avg-basket-not-cash",
    t,
    "Average basket value for payments that weren't cash?",
    mean(baskets(notCash)),
    ["negation", "criteria"],
  );

  const q3 = t.where((r) => [7, 8, 9].includes(t.month(r, "Date")));
  add("till-receipts-q3", t, "how many receipts did we ring up in Q3", q3.length, ["period"]);

  const card = t.where((r) => t.str(r, "Payment") === "Card");
  add("till-card-share", t, "What percentage of receipts were paid by card?", pct(card.length, all.length), [
    "rate",
  ]);

  const byStore = t.groupBy(all, "Store", (rs) => sum(baskets(rs)));
  const [topStore, topRevenue] = best(byStore);
  if (!topStore) throw new Error("no store");
  add(
    "till-top-store-revenue",
    t,
    "Which store brought in the most money, and how much was it?",
    topRevenue,
    ["per-group", "ranking"],
  );

  const cash = t.where((r) => t.str(r, "Payment") === "Cash");
  if (card.length <= cash.length) throw new Error("expected more card than cash");
  add(
    "till-card-minus-cash",
    t,
    "How many more card payments than cash payments were there?",
    card.length - cash.length,
    [
      "comparison",
    ],
  );

  add("till-median-items", t, "What's the median number of items in a basket?", median(t.nums(all, "Items")), []);

  const riverside = t.where((r) => t.str(r, "Store") === "Riverside");
  add("till-riverside-avg-typo", t, "avg basket at Riversde?", mean(baskets(riverside)), ["typo", "criteria"]);

  const marketMayJul = t.where((r) => t.str(r, "Store") === "Market Sq" && [5, 6, 7].includes(t.month(r, "Date")));
  add(
    "till-market-sq-may-jul-avg",
    t,
    "What was the average basket per receipt at Market Sq between May and July?",
    mean(baskets(marketMayJul)),
    ["period", "criteria"],
  );

  const bakery = t.where((r) => t.str(r, "Category") === "Bakery");
  add("till-bakery-biggest-basket", t, "Biggest single basket in Bakery?", max(baskets(bakery)), ["criteria"]);

  const drinks = t.where((r) => t.str(r, "Category") === "Drinks");
  add(
    "till-drinks-share-of-takings",
    t,
    "What share of total takings came from drinks?",
    pct(sum(baskets(drinks)), total),
    ["rate"],
  );

  const highSt = t.where((r) => t.str(r, "Store") === "High St");
  add(
    "till-high-st-2nd-largest-basket",
    t,
    "What's the 2nd largest basket we took at High St?",
    nthLargest(baskets(highSt), 2),
    ["ranking", "criteria"],
  );

  const dec = t.noBlanks(t.where((r) => t.month(r, "Date") === 12), "Items");
  add("till-items-december", t, "How many items did we sell in December in total?", sum(t.nums(dec, "Items")), [
    "period",
  ]);

  none("till-profit-high-st", t, "What's the total profit at High St?", "no cost or margin, only basket totals");
  none(
    "till-top-cashier",
    t,
    "Which cashier rang up the most sales and how much did they take?",
    "no cashier or staff column",
  );
  none("till-takings-2023", t, "What were total takings in 2023?", "data covers 2024 only");
  none(
    "till-unique-customers",
    t,
    "How many different customers shopped with us at Riverside?",
    "no customer identifier, only receipts",
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. A school's marks

function marksTable(): Table {
  const columns = ["Student", "Class", "Subject", "Term", "Mark /100", "Absent (days)"];
  const students: [string, string][] = [
    ["Amira Khan", "10A"],
    ["Ben Foster", "10A"],
    ["Chloe Wright", "10A"],
    ["Daniel Osei", "10A"],
    ["Ella Murphy", "10A"],
    ["Finn O'Brien", "10A"],
    ["Grace Liu", "10A"],
    ["Harry Patel", "10B"],
    ["Isla Campbell", "10B"],
    ["Jacob Nowak", "10B"],
    ["Keira Adams", "10B"],
    ["Liam Hughes", "10B"],
    ["Maya Singh", "10B"],
    ["Noah Evans", "10B"],
  ];
  const subjects = ["Maths", "English", "Physics", "History"];
  const subjectShift: Record<string, number> = { Maths: -2, English: 3, Physics: -5, History: 1 };
  const classShift: Record<string, number> = { "10A": 2, "10B": -2 };
  const rows: Row[] = [];
  for (const term of ["Autumn", "Spring"]) {
    for (const [name, cls] of students) {
      const ability = 40 + ((name.charCodeAt(0) * 37 + name.length * 11) % 45);
      for (const subject of subjects) {
        const termShift = term === "Spring" && subject === "Maths" ? 4 : 0;
        const mark = Math.max(
          8,
          Math.min(99, Math.round(normal(ability + subjectShift[subject] + classShift[cls] + termShift, 9))),
        );
        const absent = pick([0, 0, 0, 1, 1, 2, 3, 4, 6]);
        rows.push([name, cls, subject, term, mark, absent]);
      }
    }
  }
  // Two Autumn tests missed: the mark is blank.
  rows[9][4] = null;
  rows[42][4] = null;
  return new Table(columns, rows);
}

function marksQuestions(t: Table): void {
  const M = "Mark /100";
  const marks = (rs: Row[]) => t.nums(rs, M);
  const subj = (s: string) => (r: Row) => t.str(r, "Subject") === s;
  const term = (s: string) => (r: Row) => t.str(r, "Term") === s;
  const cls = (s: string) => (r: Row) => t.str(r, "Class") === s;

  add("marks-avg-physics", t, "average mark in Physics", mean(marks(t.where(subj("Physics")))), ["criteria"]);

  add(
    "marks-2nd-highest-maths",
    t,
    "What's the 2nd highest mark anyone got in maths?",
    nthLargest(marks(t.where(subj("Maths"))), 2),
    ["ranking", "criteria"],
  );

  add(
    "marks-count-under-40",
    t,
    "How many marks were below 40?",
    marks(t.rows).filter((m) => m < 40).length,
    ["criteria"],
  );

  add(
    "marks-10b-avg-excluding-history",
    t,
    "What's the average mark for 10B if we leave out History?",
    mean(marks(t.where((r) => cls("10B")(r) && !subj("History")(r)))),
    ["negation", "criteria"],
  );

  add(
    "marks-10a-days-absent-spring",
    t,
    "Total days absent for 10A in the spring term?",
    sum(t.nums(t.where((r) => cls("10A")(r) && term("Spring")(r)), "Absent (days)")),
    ["criteria", "period"],
  );

  const english = t.where(subj("English"));
  const engByClass = t.groupBy(english, "Class", (rs) => mean(marks(rs)));
  const [, engTop] = best(engByClass);
  const [, engLow] = best(engByClass, "min");
  add(
    "marks-english-class-gap",
    t,
    "Which class did better in English on average, and by how many marks?",
    engTop - engLow,
    ["per-group", "comparison", "criteria"],
  );

  const spring = t.noBlanks(t.where(term("Spring")), M);
  add(
    "marks-pct-70-plus-spring",
    t,
    "In the Spring term, what percentage of marks were 70 or above?",
    pct(marks(spring).filter((m) => m >= 70).length, spring.length),
    ["rate", "period"],
  );

  add("marks-median-autumn", t, "median mark for autumn term", median(marks(t.where(term("Autumn")))), [
    "period",
  ]);

  add("marks-history-avg-typo", t, "whats the avg Mrak in Histroy?", mean(marks(t.where(subj("History")))), [
    "typo",
    "criteria",
  ]);

  const mathsAut = mean(marks(t.where((r) => subj("Maths")(r) && term("Autumn")(r))));
  const mathsSpr = mean(marks(t.where((r) => subj("Maths")(r) && term("Spring")(r))));
  const dir = mathsSpr >= mathsAut ? "go up" : "drop";
  add(
    "marks-maths-autumn-to-spring",
    t,
    `By how much did the average Maths mark ${dir} from Autumn to Spring?`,
    Math.abs(mathsSpr - mathsAut),
    ["comparison", "period", "criteria"],
  );

  add(
    "marks-maya-best-mark",
    t,
    "What's Maya Singh's best mark?",
    max(marks(t.where((r) => t.str(r, "Student") === "Maya Singh"))),
    ["criteria"],
  );

  const byStudent = t.groupBy(t.rows, "Student", (rs) => mean(marks(rs)));
  const [, topAvg] = best(byStudent);
  add(
    "marks-top-student-average",
    t,
    "Which student has the highest average mark over all subjects and both terms, and what is that average?",
    topAvg,
    ["per-group", "ranking"],
  );

  const phys10a = t.noBlanks(t.where((r) => subj("Physics")(r) && cls("10A")(r)), M);
  add(
    "marks-10a-physics-under-50",
    t,
    "How many Physics marks in class 10A were under 50?",
    marks(phys10a).filter((m) => m < 50).length,
    ["criteria"],
  );

  none("marks-teacher-best", t, "Which teacher's class had the best average mark?", "no teacher column, only class");
  none("marks-avg-chemistry", t, "What's the average mark in Chemistry?", "no Chemistry subject in the table");
  none("marks-10a-summer", t, "What was 10A's average mark in the summer term?", "only Autumn and Spring terms");
  none(
    "marks-girls-vs-boys-maths",
    t,
    "How much higher do girls score than boys in maths on average?",
    "no gender column",
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Project tasks

function tasksTable(): Table {
  const columns = ["Task", "Owner", "Team", "Status", "Est. hrs", "Actual hrs", "Due date"];
  const owners: [string, string][] = [
    ["Priya Raman", "Web"],
    ["Tom Becker", "Web"],
    ["Sofia Marquez", "Mobile"],
    ["Kwame Mensah", "Mobile"],
    ["Lena Fischer", "Data"],
    ["Oliver Grant", "Data"],
    ["Yuki Tanaka", "Infra"],
    ["Marcus Hill", "Infra"],
  ];
  const overrunBias: Record<string, number> = { Web: 1.1, Mobile: 1.3, Data: 1.0, Infra: 1.2 };
  const verbs = ["Build", "Fix", "Refactor", "Test", "Document", "Migrate", "Review", "Set up"];
  const things = [
    "login page",
    "payment flow",
    "push alerts",
    "nightly ETL",
    "search index",
    "backup job",
    "CI pipeline",
    "user export",
    "dashboard",
    "rate limiter",
    "DNS records",
    "onboarding tour",
  ];
  const n = 60;
  const dates = randomDates(n);
  const rows: Row[] = [];
  for (let i = 0; i < n; i++) {
    const [owner, team] = pick(owners);
    const status = pick(["Done", "In progress", "To do", "Blocked", "Cancelled"], [0.5, 0.2, 0.14, 0.07, 0.09]);
    const est = pick([2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 40]);
    let actual: number | null;
    if (status === "Done") actual = Math.round(est * uniform(0.75, 1.5) * overrunBias[team] * 4) / 4;
    else if (status === "To do") actual = null;
    else actual = Math.round(est * uniform(0.1, 0.9) * 4) / 4;
    if (status === "Cancelled" && rand() < 0.4) actual = null;
    rows.push([`T-${201 + i} ${pick(verbs)} ${pick(things)}`, owner, team, status, est, actual, dates[i]]);
  }
  return new Table(columns, rows);
}

function tasksQuestions(t: Table): void {
  const E = "Est. hrs";
  const A = "Actual hrs";
  const status = (s: string) => (r: Row) => t.str(r, "Status") === s;
  const team = (s: string) => (r: Row) => t.str(r, "Team") === s;

  add(
    "tasks-est-excluding-cancelled",
    t,
    "total estimated hours excluding cancelled tasks",
    sum(t.nums(t.where((r) => !status("Cancelled")(r)), E)),
    ["negation"],
  );

  const done = t.noBlanks(t.where(status("Done")), A);
  const overrunByTeam = t.groupBy(done, "Team", (rs) => mean(rs.map((r) => t.num(r, A)! - t.num(r, E)!)));
  const [, topOverrun] = best(overrunByTeam);
  add(
    "tasks-team-highest-avg-overrun",
    t,
    "Looking at Done tasks, which team goes over its estimates the most on average, and what is its average overrun in hours per task?",
    topOverrun,
    ["per-group", "criteria"],
  );

  add("tasks-in-progress-count", t, "How many tasks are still in progress?", t.where(status("In progress")).length, [
    "criteria",
  ]);

  add("tasks-pct-done", t, "What % of the tasks are done?", pct(done.length, t.rows.length), ["rate"]);

  add(
    "tasks-due-in-march",
    t,
    "How many tasks are due in March?",
    t.where((r) => t.month(r, "Due date") === 3).length,
    ["period"],
  );

  add(
    "tasks-kwame-actual-typo",
    t,
    "total actual hrs logged by Kwame Mensha",
    sum(t.nums(t.where((r) => t.str(r, "Owner") === "Kwame Mensah"), A)),
    ["typo", "criteria"],
  );

  add("tasks-median-estimate", t, "What's the median estimate in hours?", median(t.nums(t.rows, E)), []);

  const webActual = sum(t.nums(t.where(team("Web")), A));
  const dataActual = sum(t.nums(t.where(team("Data")), A));
  const [more, less] = webActual >= dataActual ? ["Web", "Data"] : ["Data", "Web"];
  add(
    "tasks-web-vs-data-actual",
    t,
    `How many more actual hours has the ${more} team logged than ${less}?`,
    Math.abs(webActual - dataActual),
    ["comparison", "criteria"],
  );

  const totalOverrun = sum(done.map((r) => t.num(r, A)! - t.num(r, E)!));
  if (totalOverrun <= 0) throw new Error("expected done tasks to overrun in total");
  add(
    "tasks-done-total-overrun",
    t,
    "For the tasks that are done, by how many hours in total did actual time exceed the estimates?",
    totalOverrun,
    ["criteria"],
  );

  add(
    "tasks-due-since-sept-not-done",
    t,
    "how many tasks due since september are not marked Done?",
    t.where((r) => t.month(r, "Due date") >= 9 && !status("Done")(r)).length,
    ["period", "negation"],
  );

  add(
    "tasks-mobile-max-actual",
    t,
    "Most actual hours spent on a single Mobile task?",
    max(t.nums(t.where(team("Mobile")), A)),
    ["criteria"],
  );

  add(
    "tasks-2nd-most-actual-hours",
    t,
    "Which task took the second-most actual hours, and how many?",
    nthLargest(t.nums(t.rows, A), 2),
    ["ranking"],
  );

  add(
    "tasks-infra-avg-estimate-typo",
    t,
    "avg Estimte hrs for Infra?",
    mean(t.nums(t.where(team("Infra")), E)),
    ["typo", "criteria"],
  );

  add(
    "tasks-data-share-of-estimates",
    t,
    "What share of all estimated hours belongs to the Data team?",
    pct(sum(t.nums(t.where(team("Data")), E)), sum(t.nums(t.rows, E))),
    ["rate"],
  );

  none(
    "tasks-finished-late",
    t,
    "How many tasks were finished after their due date?",
    "no completion date, only due date",
  );
  none("tasks-data-cost", t, "What did the Data team's tasks cost in total?", "no cost or hourly rate");
  none("tasks-high-priority-blocked", t, "How many high-priority tasks are blocked?", "no priority column");
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Clinic appointments

function clinicTable(): Table {
  const columns = ["Appt date", "Clinic", "Doctor", "Type", "Wait (min)", "No show?"];
  const doctors: [string, string, number][] = [
    ["Dr Shah", "Clinic A", 0.22],
    ["Dr Okafor", "Clinic A", 0.2],
    ["Dr Novak", "Clinic B", 0.18],
    ["Dr Reid", "Clinic B", 0.2],
    ["Dr Lind", "Clinic C", 0.2],
  ];
  const clinicWait: Record<string, number> = { "Clinic A": 19, "Clinic B": 13, "Clinic C": 24 };
  const typeWait: Record<string, number> = { GP: 4, "Follow-up": 0, Vaccination: -5, "Blood test": -2 };
  const n = 112;
  const dates = randomDates(n);
  const rows: Row[] = [];
  for (let i = 0; i < n; i++) {
    const [doctor, clinic] = pick(
      doctors.map((d) => [d[0], d[1]] as const),
      doctors.map((d) => d[2]),
    );
    const type = pick(["GP", "Follow-up", "Vaccination", "Blood test"], [0.4, 0.25, 0.2, 0.15]);
    const noShow = rand() < 0.13;
    const wait = noShow ? null : Math.max(0, Math.round(normal(clinicWait[clinic] + typeWait[type], 7)));
    rows.push([dates[i], clinic, doctor, type, wait, noShow ? "yes" : "no"]);
  }
  return new Table(columns, rows);
}

function clinicQuestions(t: Table): void {
  const W = "Wait (min)";
  const waits = (rs: Row[]) => t.nums(rs, W);
  const clinic = (s: string) => (r: Row) => t.str(r, "Clinic") === s;
  const type = (s: string) => (r: Row) => t.str(r, "Type") === s;
  const noShow = (r: Row) => t.str(r, "No show?") === "yes";

  // Every no-show has a blank wait and every attended appointment has one.
  for (const r of t.rows) if (noShow(r) !== (t.cell(r, W) === null)) throw new Error("wait/no-show mismatch");

  add(
    "clinic-no-show-rate",
    t,
    "What percentage of appointments were no-shows?",
    pct(t.where(noShow).length, t.rows.length),
    ["rate"],
  );

  const waitA = mean(waits(t.where(clinic("Clinic A"))));
  const waitB = mean(waits(t.where(clinic("Clinic B"))));
  const [longer, shorter] = waitA >= waitB ? ["Clinic A", "Clinic B"] : ["Clinic B", "Clinic A"];
  add(
    "clinic-wait-a-vs-b",
    t,
    `How much longer do patients wait at ${longer} than at ${shorter}, on average?`,
    Math.abs(waitA - waitB),
    ["comparison", "criteria"],
  );

  add(
    "clinic-avg-wait-apart-from-b",
    t,
    "average wait apart from Clinic B",
    mean(waits(t.where((r) => !clinic("Clinic B")(r)))),
    ["negation"],
  );

  add(
    "clinic-vaccinations-march",
    t,
    "How many vaccination appointments were there in March?",
    t.where((r) => type("Vaccination")(r) && t.month(r, "Appt date") === 3).length,
    ["period", "criteria"],
  );

  add("clinic-c-longest-wait", t, "Longest wait at Clinic C?", max(waits(t.where(clinic("Clinic C")))), [
    "criteria",
  ]);

  add("clinic-median-gp-wait", t, "What's the median wait for GP appointments?", median(waits(t.where(type("GP")))), [
    "criteria",
  ]);

  const noShowsByDoctor = t.groupBy(t.rows, "Doctor", (rs) => rs.filter(noShow).length);
  const [, mostNoShows] = best(noShowsByDoctor);
  add(
    "clinic-doctor-most-no-shows",
    t,
    "Which doctor had the most no-shows, and how many?",
    mostNoShows,
    ["per-group", "ranking"],
  );

  add(
    "clinic-b-no-shows-may-jul",
    t,
    "How many no-shows did Clinic B have between May and July?",
    t.where((r) => clinic("Clinic B")(r) && noShow(r) && [5, 6, 7].includes(t.month(r, "Appt date"))).length,
    ["period", "criteria"],
  );

  add("clinic-blood-test-wait-typo", t, "avg wiat for blod tests", mean(waits(t.where(type("Blood test")))), [
    "typo",
    "criteria",
  ]);

  add(
    "clinic-appointments-since-september",
    t,
    "How many appointments have there been since September?",
    t.where((r) => t.month(r, "Appt date") >= 9).length,
    ["period"],
  );

  add(
    "clinic-okafor-seen",
    t,
    "How many patients did Dr Okafor actually see, not counting no-shows?",
    t.where((r) => t.str(r, "Doctor") === "Dr Okafor" && !noShow(r)).length,
    ["negation", "criteria"],
  );

  add(
    "clinic-b-3rd-longest-wait",
    t,
    "What was the 3rd longest wait at Clinic B?",
    nthLargest(waits(t.where(clinic("Clinic B"))), 3),
    ["ranking", "criteria"],
  );

  const byClinic = t.groupBy(t.rows, "Clinic", (rs) => rs.length);
  const [, busiest] = best(byClinic);
  add(
    "clinic-busiest-share",
    t,
    "What share of all appointments went to the busiest clinic?",
    pct(busiest, t.rows.length),
    ["rate", "per-group"],
  );

  add(
    "clinic-reid-follow-ups-q4",
    t,
    "how many follow-ups did Dr Reid do in Q4",
    t.where((r) => t.str(r, "Doctor") === "Dr Reid" && type("Follow-up")(r) && t.month(r, "Appt date") >= 10)
      .length,
    ["period", "criteria"],
  );

  none("clinic-patient-age", t, "What's the average patient age at Clinic A?", "no patient age");
  none("clinic-manchester", t, "How many appointments were in Manchester?", "no city, only clinic names");
  none(
    "clinic-consultation-length",
    t,
    "What's the average consultation length for GP visits?",
    "only waiting time, not consultation duration",
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Household energy readings

function energyTable(): Table {
  const columns = ["Read date", "Home", "Tariff", "kWh", "Cost €", "Avg temp °C"];
  const monthEnd = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  const season = [1.45, 1.35, 1.15, 0.95, 0.8, 0.72, 0.7, 0.72, 0.82, 1.0, 1.25, 1.45];
  const temps = [3.1, 4.2, 7.0, 10.4, 13.9, 17.2, 19.5, 19.1, 15.8, 11.6, 6.9, 3.8];
  const homes: [string, number][] = [["Home 1", 300], ["Home 2", 440], ["Home 3", 420], ["Home 4", 360]];
  const rows: Row[] = [];
  for (let m = 0; m < 12; m++) {
    const variablePrice = 0.24 + 0.12 * rand();
    for (const [home, base] of homes) {
      let tariff: string;
      if (home === "Home 1") tariff = "Fixed";
      else if (home === "Home 2") tariff = "Variable";
      else if (home === "Home 3") tariff = m < 6 ? "Variable" : "Green";
      else tariff = "Green";
      const price = tariff === "Fixed" ? 0.3 : tariff === "Green" ? 0.27 : variablePrice;
      const kwh = Math.round(base * season[m] * uniform(0.88, 1.12));
      const cost = round2(kwh * price + 9.5);
      rows.push([`2024-${pad(m + 1)}-${monthEnd[m]}`, home, tariff, kwh, cost, temps[m]]);
    }
  }
  // Home 3's August meter reading was missed.
  const aug3 = rows.find((r) => r[0] === "2024-08-31" && r[1] === "Home 3");
  if (!aug3) throw new Error("no August row");
  aug3[3] = null;
  aug3[4] = null;
  return new Table(columns, rows);
}

function energyQuestions(t: Table): void {
  const K = "kWh";
  const C = "Cost €";
  const home = (s: string) => (r: Row) => t.str(r, "Home") === s;
  const month = (r: Row) => t.month(r, "Read date");
  const totalKwh = sum(t.nums(t.rows, K));

  add(
    "energy-home-2-share-of-kwh",
    t,
    "What share of the kWh came from Home 2?",
    pct(sum(t.nums(t.where(home("Home 2")), K)), totalKwh),
    ["rate", "criteria"],
  );

  add(
    "energy-cost-q1",
    t,
    "Total cost across all homes in Q1?",
    sum(t.nums(t.where((r) => month(r) <= 3), C)),
    ["period"],
  );

  add(
    "energy-home-4-avg-monthly-kwh",
    t,
    "average monthly kWh for Home 4",
    mean(t.nums(t.noBlanks(t.where(home("Home 4")), K), K)),
    ["criteria"],
  );

  const both = t.where((r) => t.cell(r, K) !== null && t.cell(r, C) !== null);
  add(
    "energy-overall-cents-per-kwh",
    t,
    "Across all the homes, what's the overall cost per kWh in cents (total cost over total kWh)?",
    (100 * sum(t.nums(both, C))) / sum(t.nums(both, K)),
    ["rate"],
  );

  add(
    "energy-home-2-biggest-bill",
    t,
    "What was Home 2's biggest monthly bill?",
    max(t.nums(t.where(home("Home 2")), C)),
    ["criteria"],
  );

  const mayJul = (r: Row) => month(r) >= 5 && month(r) <= 7;
  const h1 = sum(t.nums(t.noBlanks(t.where((r) => home("Home 1")(r) && mayJul(r)), C), C));
  const h3 = sum(t.nums(t.noBlanks(t.where((r) => home("Home 3")(r) && mayJul(r)), C), C));
  const [pays, other] = h1 >= h3 ? ["Home 1", "Home 3"] : ["Home 3", "Home 1"];
  add(
    "energy-home-1-vs-3-may-jul",
    t,
    `How much more did ${pays} pay than ${other} between May and July?`,
    Math.abs(h1 - h3),
    ["comparison", "period", "criteria"],
  );

  const h2kwh = t.nums(t.where(home("Home 2")), K);
  if (h2kwh.includes(400)) throw new Error("Home 2 has exactly 400 kWh");
  add(
    "energy-home-2-months-over-400",
    t,
    "In how many months did Home 2 use more than 400 kWh?",
    h2kwh.filter((k) => k > 400).length,
    ["criteria"],
  );

  add(
    "energy-median-kwh-green",
    t,
    "median monthly kWh on the Green tariff",
    median(t.nums(t.where((r) => t.str(r, "Tariff") === "Green"), K)),
    ["criteria"],
  );

  add(
    "energy-kwh-not-fixed",
    t,
    "How many kWh in total for everyone who isn't on the fixed tariff?",
    sum(t.nums(t.where((r) => t.str(r, "Tariff") !== "Fixed"), K)),
    ["negation"],
  );

  const byHome = t.groupBy(t.rows, "Home", (rs) => sum(t.nums(rs, K)));
  const [leastHome, leastKwh] = best(byHome, "min");
  // The home with a missed reading must not be the answer, or the blank would decide it.
  if (leastHome === "Home 3") throw new Error("least-using home is the one with a missing month");
  const home3Mean = mean(t.nums(t.where(home("Home 3")), K));
  if (byHome.get("Home 3")! + home3Mean <= leastKwh) throw new Error("Home 3's gap could change the answer");
  add(
    "energy-home-least-kwh-year",
    t,
    "Which home used the least electricity over the year, and how many kWh was that?",
    leastKwh,
    ["per-group", "ranking"],
  );

  add(
    "energy-home-3-cost-since-sept-typo",
    t,
    "total cost for Hmoe 3 since Septmber",
    sum(t.nums(t.noBlanks(t.where((r) => home("Home 3")(r) && month(r) >= 9), C), C)),
    ["typo", "period", "criteria"],
  );

  add(
    "energy-2nd-highest-bill",
    t,
    "What was the 2nd highest monthly bill of any home?",
    nthLargest(t.nums(t.rows, C), 2),
    ["ranking"],
  );

  add(
    "energy-kwh-cold-months",
    t,
    "Total kWh used in months when the average temperature was below 5 degrees?",
    sum(t.nums(t.where((r) => t.num(r, "Avg temp °C")! < 5), K)),
    ["criteria"],
  );

  add(
    "energy-home-1-avg-cost-h2",
    t,
    "Home 1's average monthly cost in the second half of the year?",
    mean(t.nums(t.noBlanks(t.where((r) => home("Home 1")(r) && month(r) >= 7), C), C)),
    ["period", "criteria"],
  );

  none("energy-kwh-per-person", t, "What's the kWh per person in Home 2?", "no number of occupants");
  none("energy-home-1-vs-2023", t, "How much less did Home 1 use than in 2023?", "data covers 2024 only");
  none(
    "energy-home-4-standing-charge",
    t,
    "What's Home 4's monthly standing charge?",
    "cost is a single total; no standing charge column",
  );
}

// ---------------------------------------------------------------------------------------------------------------

const tables = {
  till: tillTable(),
  marks: marksTable(),
  tasks: tasksTable(),
  clinic: clinicTable(),
  energy: energyTable(),
};

tillQuestions(tables.till);
marksQuestions(tables.marks);
tasksQuestions(tables.tasks);
clinicQuestions(tables.clinic);
energyQuestions(tables.energy);

const ids = new Set(items.map((i) => i.id));
if (ids.size !== items.length) throw new Error("duplicate id");
const questions = new Set(items.map((i) => i.question.toLowerCase()));
if (questions.size !== items.length) throw new Error("duplicate question");

const out = new URL("./held-out-3.json", import.meta.url);
await Deno.writeTextFile(out, JSON.stringify(items, null, 2) + "\n");

for (const [name, t] of Object.entries(tables)) {
  console.log(`${name}: ${t.rows.length} rows, ${t.columns.length} columns (${t.columns.join(", ")})`);
}
console.log(`${items.length} items`);
console.log(Object.fromEntries(tagCounts));
