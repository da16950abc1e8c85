/**
 * Builds held-out-4.json: six seeded tables of kinds common at work (invoices, a timesheet, an expense log, survey
 * answers, hotel bookings, shipments) and questions about them, written without reading the analyzer. Every figure is
 * computed here from the table's cells; nothing is typed by hand. Run from the repository root:
 *
 *   deno run -A api/src/generation/analysis/dev-set/make-held-out-4.ts
 */
import { seededRandom } from "../../../../test/seeded-random.ts";

type Cell = string | number | boolean | null;
type Table = { columns: string[]; rows: Cell[][] };
type Row = Record<string, Cell>;
type Item = {
  id: string;
  table: Table;
  question: string;
  expect: { figures: number[] };
  unanswerable?: string;
};

const rand = seededRandom(4_2024_0617);

// ---------------------------------------------------------------------------------------------------------------------
// Random helpers

const int = (lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const chance = (p: number): boolean => rand() < p;
const cents = (x: number): number => Math.round(x * 100) / 100;
function weighted<T>(pairs: readonly (readonly [T, number])[]): T {
  const total = pairs.reduce((a, [, w]) => a + w, 0);
  let r = rand() * total;
  for (const [value, w] of pairs) {
    r -= w;
    if (r < 0) return value;
  }
  return pairs[pairs.length - 1][0];
}

// ---------------------------------------------------------------------------------------------------------------------
// Dates ("YYYY-MM-DD", UTC days)

const DAY = 86_400_000;
const toDay = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY;
const fromDay = (d: number): string => new Date(d * DAY).toISOString().slice(0, 10);
const addDays = (iso: string, n: number): string => fromDay(toDay(iso) + n);
const daysBetween = (from: string, to: string): number => toDay(to) - toDay(from);
const monthOf = (iso: string): string => iso.slice(0, 7);
const randomDate = (from: string, to: string): string => fromDay(int(toDay(from), toDay(to)));
const isWeekday = (iso: string): boolean => {
  const wd = new Date(toDay(iso) * DAY).getUTCDay();
  return wd !== 0 && wd !== 6;
};
const inRange = (iso: string, from: string, to: string): boolean => iso >= from && iso <= to;

// ---------------------------------------------------------------------------------------------------------------------
// Reading cells and statistics

/** The table's rows as records keyed by header, so every answer reads the cells themselves. */
const records = (t: Table): Row[] => t.rows.map((r) => Object.fromEntries(t.columns.map((c, i) => [c, r[i]])));
const num = (r: Row, c: string): number => {
  const v = r[c];
  if (typeof v !== "number") throw new Error(`column ${c}: expected a number, got ${JSON.stringify(v)}`);
  return v;
};
const str = (r: Row, c: string): string => {
  const v = r[c];
  if (typeof v !== "string") throw new Error(`column ${c}: expected text, got ${JSON.stringify(v)}`);
  return v;
};

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
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
function percent(part: number, whole: number): number {
  if (whole === 0) throw new Error("percent of nothing");
  return (100 * part) / whole;
}
function positive(x: number, what: string): number {
  if (!(x > 0)) throw new Error(`${what}: expected a positive figure, got ${x}`);
  return x;
}
function atLeastOne(n: number, what: string): number {
  if (n < 1) throw new Error(`${what}: expected at least one, got ${n}`);
  return n;
}

/** Sums (or counts, with value 1) per group. */
function totals(rows: Row[], key: (r: Row) => string, value: (r: Row) => number): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + value(r));
  return m;
}
/** Means per group. */
function means(rows: Row[], key: (r: Row) => string, value: (r: Row) => number): Map<string, number> {
  const groups = new Map<string, number[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), value(r)]);
  return new Map([...groups].map(([k, xs]) => [k, mean(xs)]));
}
/**
 * The value ranked k-th (1 = highest, or lowest with "asc"); throws when it ties a neighbour, since then the question
 * would have no single answer.
 */
function ranked(groups: Map<string, number>, k: number, order: "desc" | "asc" = "desc"): number {
  const values = [...groups.values()].sort((a, b) => order === "desc" ? b - a : a - b);
  if (values.length < k) throw new Error(`rank ${k} of ${values.length} groups`);
  const v = values[k - 1];
  const close = (a: number | undefined) => a !== undefined && Math.abs(a - v) < 1e-9;
  if (close(values[k - 2]) || close(values[k])) throw new Error(`rank ${k} ties: ${values.join(", ")}`);
  return v;
}
const only = (groups: Map<string, number>, key: string): number => {
  const v = groups.get(key);
  if (v === undefined) throw new Error(`no group ${key}`);
  return v;
};

/** Cleans float noise (0.1 + 0.2) without moving any figure by more than 1e-8. */
const clean = (x: number): number => Math.round(x * 1e8) / 1e8;

// ---------------------------------------------------------------------------------------------------------------------
// Items

const items: Item[] = [];
function answerable(prefix: string, table: Table, question: string, figure: number): void {
  if (!Number.isFinite(figure)) throw new Error(`${question}: figure ${figure}`);
  // A figure ending in a half cent would round either way depending on how it is written; keep the set clear of them.
  if (Math.abs(((Math.abs(figure) * 100) % 1) - 0.5) < 1e-6) {
    throw new Error(`${question}: ${figure} sits on a half cent`);
  }
  const n = items.filter((i) => i.id.startsWith(prefix)).length + 1;
  items.push({ id: `${prefix}-${String(n).padStart(2, "0")}`, table, question, expect: { figures: [clean(figure)] } });
}
function unanswerable(prefix: string, table: Table, question: string, lacks: string): void {
  const n = items.filter((i) => i.id.startsWith(prefix)).length + 1;
  items.push({
    id: `${prefix}-${String(n).padStart(2, "0")}`,
    table,
    question,
    expect: { figures: [] },
    unanswerable: lacks,
  });
}
/** Checks that a value the unanswerable questions name really is absent, and that a period is really uncovered. */
function absent(table: Table, column: string, value: string): void {
  if (records(table).some((r) => r[column] === value)) throw new Error(`${value} is in ${column}`);
}
function uncovered(table: Table, column: string, from: string, to: string): void {
  if (records(table).some((r) => typeof r[column] === "string" && inRange(r[column] as string, from, to))) {
    throw new Error(`${column} has dates in ${from}..${to}`);
  }
}
function noColumn(table: Table, ...words: string[]): void {
  for (const c of table.columns) {
    for (const w of words) if (c.toLowerCase().includes(w)) throw new Error(`column ${c} holds ${w}`);
  }
}

// =====================================================================================================================
// 1. Invoices

function invoices(): Table {
  const customers = [
    ["Acme GmbH", 14, "M. Okafor"],
    ["Borealis SA", 9, "S. Ruiz"],
    ["Castell & Co", 8, "L. Brandt"],
    ["Delta Foods", 12, "S. Ruiz"],
    ["Eiger AG", 7, "T. Nakamura"],
    ["Fjord Logistics", 10, "A. Kowalski"],
    ["Grünwald KG", 6, "L. Brandt"],
    ["Hollis Ltd", 9, "M. Okafor"],
    ["Iberia Textil", 8, "S. Ruiz"],
    ["Jansen BV", 7, "T. Nakamura"],
  ] as const;
  const reps = ["M. Okafor", "L. Brandt", "S. Ruiz", "T. Nakamura", "A. Kowalski"];
  const asOf = "2024-10-15";
  const dates = Array.from({ length: 125 }, () => randomDate("2024-01-02", "2024-09-30")).sort();
  const rows: Cell[][] = dates.map((date, i) => {
    const [customer, , owner] = weighted(customers.map((c) => [c, c[1]] as const));
    const rep = chance(0.82) ? owner : pick(reps);
    const amount = cents(180 + 9200 * rand() ** 2.2);
    const vat = weighted([[19, 80], [7, 15], [0, 5]] as const);
    const due = addDays(date, pick([14, 30, 30, 30, 45]));
    const lag = int(4, 75);
    const paidOn = addDays(date, lag);
    let status: string;
    let paid: string | null = null;
    if (chance(0.05)) status = "Disputed";
    else if (paidOn <= asOf && chance(0.9)) {
      status = "Paid";
      paid = paidOn;
    } else status = "Unpaid";
    return [`INV-${24001 + i}`, date, due, customer, rep, amount, vat, status, paid];
  });
  return {
    columns: ["Inv #", "Inv Date", "Due", "Customer", "Rep", "Amt (€)", "VAT %", "Status", "Paid On"],
    rows,
  };
}

{
  const t = invoices();
  const rs = records(t);
  const p = "ho4-inv";
  const amt = (r: Row) => num(r, "Amt (€)");
  const paid = rs.filter((r) => r["Status"] === "Paid");

  answerable(p, t, "total amt (€) on invoices not paid", sum(rs.filter((r) => r["Status"] !== "Paid").map(amt)));
  answerable(
    p,
    t,
    "Which rep invoiced the most in Q2 2024, and how much was it?",
    ranked(
      totals(rs.filter((r) => inRange(str(r, "Inv Date"), "2024-04-01", "2024-06-30")), (r) => str(r, "Rep"), amt),
      1,
    ),
  );
  answerable(
    p,
    t,
    "How many invoices were paid after their due date?",
    atLeastOne(paid.filter((r) => str(r, "Paid On") > str(r, "Due")).length, "late payments"),
  );
  answerable(
    p,
    t,
    "avg days from invoice date to payment, paid invoices only",
    mean(paid.map((r) => daysBetween(str(r, "Inv Date"), str(r, "Paid On")))),
  );
  {
    const delta = rs.filter((r) => r["Customer"] === "Delta Foods");
    answerable(
      p,
      t,
      "What share of Delta Foods' invoices are marked Unpaid?",
      percent(delta.filter((r) => r["Status"] === "Unpaid").length, delta.length),
    );
  }
  answerable(p, t, "median invoice amount", median(rs.map(amt)));
  answerable(
    p,
    t,
    "total billed to Hollis Ltd incl. VAT",
    sum(rs.filter((r) => r["Customer"] === "Hollis Ltd").map((r) => amt(r) * (1 + num(r, "VAT %") / 100))),
  );
  answerable(p, t, "how many invoices over €5,000", rs.filter((r) => amt(r) > 5000).length);
  answerable(
    p,
    t,
    "Which customer has the 3rd highest total invoiced amount, and what is that total?",
    ranked(totals(rs, (r) => str(r, "Customer"), amt), 3),
  );
  {
    const byRep = totals(rs, (r) => str(r, "Rep"), amt);
    answerable(
      p,
      t,
      "How much more did S. Ruiz invoice than L. Brandt?",
      positive(only(byRep, "S. Ruiz") - only(byRep, "L. Brandt"), "Ruiz over Brandt"),
    );
  }
  answerable(
    p,
    t,
    "avg amout per invoice excluding Acme GmbH",
    mean(rs.filter((r) => r["Customer"] !== "Acme GmbH").map(amt)),
  );
  {
    const last = rs.map((r) => monthOf(str(r, "Inv Date"))).sort().at(-1)!;
    answerable(
      p,
      t,
      "How much did we invoice in the last month covered by the data?",
      sum(rs.filter((r) => monthOf(str(r, "Inv Date")) === last).map(amt)),
    );
  }
  answerable(p, t, "vat amount on paid invoices", sum(paid.map((r) => (amt(r) * num(r, "VAT %")) / 100)));
  answerable(
    p,
    t,
    "how many disputed invoices does T. Nakamura have?",
    atLeastOne(rs.filter((r) => r["Rep"] === "T. Nakamura" && r["Status"] === "Disputed").length, "Nakamura disputes"),
  );

  noColumn(t, "cost", "profit", "margin");
  unanswerable(p, t, "What was our profit on the invoices from Q1?", "no cost or profit column, only invoice amounts");
  noColumn(t, "region", "country", "city");
  unanswerable(p, t, "invoiced amt by region", "no region column, only customer names");
  uncovered(t, "Inv Date", "2023-12-01", "2023-12-31");
  unanswerable(p, t, "How much did we invoice in December 2023?", "invoice dates cover Jan–Sep 2024 only, not 2023");
  absent(t, "Customer", "Nordwind Ltd");
  unanswerable(p, t, "average invoice value for Nordwind Ltd", "no customer Nordwind Ltd in the table");
}

// =====================================================================================================================
// 2. Timesheet

function timesheet(): Table {
  const staff = [
    ["E104", "Priya Shah", "Engineering", 85, 12],
    ["E117", "Tom Becker", "Engineering", 78, 11],
    ["E171", "Marcus Hall", "Engineering", 90, 10],
    ["E121", "Ana Lima", "Design", 70, 9],
    ["E130", "Kofi Mensah", "Design", 65, 8],
    ["E142", "Grace O'Neill", "Finance", 60, 7],
    ["E155", "Ravi Patel", "Support", 45, 9],
    ["E163", "Lena Vogel", "Support", 48, 8],
  ] as const;
  const projects: Record<string, readonly (readonly [string, number])[]> = {
    Engineering: [["Apollo", 5], ["Birch", 3], ["Cobalt", 4], ["Internal", 2]],
    Design: [["Apollo", 3], ["Birch", 4], ["Cobalt", 2], ["Internal", 1]],
    Finance: [["Apollo", 1], ["Internal", 5]],
    Support: [["Apollo", 2], ["Cobalt", 3], ["Internal", 3]],
  };
  const entries: Cell[][] = [];
  while (entries.length < 136) {
    const date = randomDate("2025-03-03", "2025-05-30");
    if (!isWeekday(date)) continue;
    const [id, name, dept, rate] = weighted(staff.map((s) => [s, s[4]] as const));
    const project = weighted(projects[dept]);
    const billable = project !== "Internal" && chance(0.86);
    const hrs = int(2, 20) / 2;
    entries.push([date, id, name, dept, project, hrs, billable ? "Yes" : "No", rate]);
  }
  entries.sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`));
  return { columns: ["Date", "Emp ID", "Name", "Dept", "Project", "Hrs", "Billable", "Rate (£/h)"], rows: entries };
}

{
  const t = timesheet();
  const rs = records(t);
  const p = "ho4-time";
  const hrs = (r: Row) => num(r, "Hrs");

  answerable(
    p,
    t,
    "total hrs logged by Design in April",
    sum(rs.filter((r) => r["Dept"] === "Design" && monthOf(str(r, "Date")) === "2025-04").map(hrs)),
  );
  answerable(
    p,
    t,
    "What percentage of all logged hours were billable?",
    percent(sum(rs.filter((r) => r["Billable"] === "Yes").map(hrs)), sum(rs.map(hrs))),
  );
  answerable(
    p,
    t,
    "Who logged the most hours on Cobalt, and how many?",
    ranked(totals(rs.filter((r) => r["Project"] === "Cobalt"), (r) => str(r, "Name"), hrs), 1),
  );
  answerable(
    p,
    t,
    "how much can we bill for Apollo? billable hrs x rate",
    sum(
      rs.filter((r) => r["Project"] === "Apollo" && r["Billable"] === "Yes").map((r) => hrs(r) * num(r, "Rate (£/h)")),
    ),
  );
  answerable(p, t, "avg hrs per entry for the Support dept", mean(rs.filter((r) => r["Dept"] === "Support").map(hrs)));
  answerable(
    p,
    t,
    "How many timesheet entries are over 8 hours?",
    atLeastOne(rs.filter((r) => hrs(r) > 8).length, "long days"),
  );
  answerable(p, t, "median hrs per entry", median(rs.map(hrs)));
  answerable(
    p,
    t,
    "how many different employees logged time on Birch",
    new Set(rs.filter((r) => r["Project"] === "Birch").map((r) => str(r, "Emp ID"))).size,
  );
  {
    const byDept = totals(rs, (r) => str(r, "Dept"), hrs);
    answerable(
      p,
      t,
      "What's the difference in total hours between Engineering and Finance?",
      positive(only(byDept, "Engineering") - only(byDept, "Finance"), "Engineering over Finance"),
    );
  }
  answerable(
    p,
    t,
    "non-billable hours excluding the Internal project",
    positive(sum(rs.filter((r) => r["Billable"] === "No" && r["Project"] !== "Internal").map(hrs)), "non-billable"),
  );
  answerable(
    p,
    t,
    "Who had the 2nd highest total hours in May, and how many hours was that?",
    ranked(totals(rs.filter((r) => monthOf(str(r, "Date")) === "2025-05"), (r) => str(r, "Name"), hrs), 2),
  );
  answerable(p, t, "total hrs since 15 April", sum(rs.filter((r) => str(r, "Date") >= "2025-04-15").map(hrs)));
  {
    const eng = rs.filter((r) => r["Dept"] === "Engineering");
    answerable(
      p,
      t,
      "what share of Engineering's hours went to Internal",
      percent(sum(eng.filter((r) => r["Project"] === "Internal").map(hrs)), sum(eng.map(hrs))),
    );
  }

  noColumn(t, "ot", "overtime");
  unanswerable(
    p,
    t,
    "How much overtime did Support put in during March?",
    "no overtime column, only hours per entry",
  );
  noColumn(t, "gender", "sex");
  unanswerable(p, t, "avg hrs per entry by gender", "no gender column");
  uncovered(t, "Date", "2025-01-01", "2025-01-31");
  unanswerable(p, t, "total hours logged in January 2025", "dates cover March–May 2025 only");
  noColumn(t, "manager", "mgr", "lead");
  unanswerable(p, t, "Which manager's team logged the most hours?", "no manager column, only department");
}

// =====================================================================================================================
// 3. Expenses

function expenses(): Table {
  const categories = [
    ["Travel", 22, 120, 2800, ["Delta Air Lines", "Marriott", "Uber"]],
    ["Software", 16, 15, 1800, ["Atlassian", "Adobe", "Slack"]],
    ["Office Supplies", 18, 8, 350, ["Staples", "Amazon"]],
    ["Meals", 20, 12, 420, ["Sweetgreen", "DoorDash"]],
    ["Training", 9, 99, 2500, ["Coursera", "O'Reilly"]],
    ["Equipment", 12, 150, 3200, ["Dell", "Apple", "Amazon"]],
  ] as const;
  const dates = Array.from({ length: 150 }, () => randomDate("2023-01-03", "2023-12-29")).filter(isWeekday).sort();
  const rows: Cell[][] = dates.map((date) => {
    const [category, , lo, hi, vendors] = weighted(categories.map((c) => [c, c[1]] as const));
    const dept = category === "Software"
      ? weighted([["Engineering", 6], ["Marketing", 3], ["Sales", 2], ["Ops", 1]] as const)
      : weighted([["Engineering", 4], ["Marketing", 3], ["Sales", 4], ["Ops", 2]] as const);
    const amount = cents(lo + (hi - lo) * rand() ** 1.6);
    const via = category === "Software" ? "Corp card" : weighted([["Corp card", 6], ["Invoice", 2], ["Reimb.", 3]]);
    const receipt = chance(amount > 1000 ? 0.8 : 0.88) ? "Yes" : "No";
    return [date, dept, category, pick(vendors), amount, via, receipt];
  });
  return { columns: ["Date", "Dept", "Category", "Vendor", "Amount ($)", "Paid via", "Receipt?"], rows };
}

{
  const t = expenses();
  const rs = records(t);
  const p = "ho4-exp";
  const amt = (r: Row) => num(r, "Amount ($)");

  answerable(
    p,
    t,
    "total travel spend in Q3",
    sum(rs.filter((r) => r["Category"] === "Travel" && inRange(str(r, "Date"), "2023-07-01", "2023-09-30")).map(amt)),
  );
  answerable(
    p,
    t,
    "Which department spent the most on Software, and how much?",
    ranked(totals(rs.filter((r) => r["Category"] === "Software"), (r) => str(r, "Dept"), amt), 1),
  );
  answerable(
    p,
    t,
    "how many expenses over $1,000 have no receipt",
    atLeastOne(rs.filter((r) => amt(r) > 1000 && r["Receipt?"] === "No").length, "no receipt"),
  );
  answerable(p, t, "What's the average meals expense?", mean(rs.filter((r) => r["Category"] === "Meals").map(amt)));
  answerable(
    p,
    t,
    "% of total spend paid via corp card",
    percent(sum(rs.filter((r) => r["Paid via"] === "Corp card").map(amt)), sum(rs.map(amt))),
  );
  answerable(p, t, "median equipment purchase", median(rs.filter((r) => r["Category"] === "Equipment").map(amt)));
  answerable(
    p,
    t,
    "How much did Sales spend, not counting travel?",
    sum(rs.filter((r) => r["Dept"] === "Sales" && r["Category"] !== "Travel").map(amt)),
  );
  {
    const h1 = totals(rs.filter((r) => str(r, "Date") <= "2023-06-30"), (r) => str(r, "Dept"), amt);
    answerable(
      p,
      t,
      "How much more did Engineering spend than Marketing in the first half of 2023?",
      positive(only(h1, "Engineering") - only(h1, "Marketing"), "Engineering over Marketing"),
    );
  }
  answerable(
    p,
    t,
    "top vendor by total spend - how much?",
    ranked(totals(rs, (r) => str(r, "Vendor"), amt), 1),
  );
  {
    const last = rs.map((r) => monthOf(str(r, "Date"))).sort().at(-1)!;
    answerable(
      p,
      t,
      "total spend in the last month of the data",
      sum(rs.filter((r) => monthOf(str(r, "Date")) === last).map(amt)),
    );
  }
  answerable(
    p,
    t,
    "avg amount per transaction for Ops since June",
    mean(rs.filter((r) => r["Dept"] === "Ops" && str(r, "Date") >= "2023-06-01").map(amt)),
  );
  answerable(
    p,
    t,
    "Which category has the second lowest total spend, and what is it?",
    ranked(totals(rs, (r) => str(r, "Category"), amt), 2, "asc"),
  );
  answerable(p, t, "how many Adobe charges", atLeastOne(rs.filter((r) => r["Vendor"] === "Adobe").length, "Adobe"));
  answerable(
    p,
    t,
    "Total spent by every department apart from Engineering and Sales?",
    sum(rs.filter((r) => r["Dept"] !== "Engineering" && r["Dept"] !== "Sales").map(amt)),
  );

  noColumn(t, "budget", "plan");
  unanswerable(p, t, "How far over budget was Marketing in 2023?", "no budget column, only actual spend");
  uncovered(t, "Date", "2022-01-01", "2022-12-31");
  unanswerable(p, t, "travel spend 2022", "dates cover 2023 only");
  absent(t, "Vendor", "Microsoft");
  unanswerable(p, t, "average charge from Microsoft", "no vendor Microsoft in the table");
  noColumn(t, "employee", "submitted", "name", "claimant");
  unanswerable(p, t, "Which employee submitted the most expenses?", "no employee or submitter column, only department");
}

// =====================================================================================================================
// 4. Survey answers

function survey(): Table {
  const countries = [["US", 30], ["UK", 19], ["Canada", 15], ["Germany", 12], ["France", 9], ["Australia", 8], [
    "India",
    7,
  ]] as const;
  const countryLift: Record<string, number> = {
    US: 0,
    UK: -0.1,
    Canada: 0.25,
    Germany: -0.2,
    France: -0.3,
    Australia: 0.4,
    India: 0.1,
  };
  const dates = Array.from({ length: 118 }, () => randomDate("2024-02-05", "2024-04-26")).sort();
  const rows: Cell[][] = dates.map((date, i) => {
    const age = weighted([["18-24", 18], ["25-34", 32], ["35-44", 24], ["45-54", 15], ["55+", 11]] as const);
    const country = weighted(countries);
    const plan = weighted([["Free", 45], ["Pro", 35], ["Team", 20]] as const);
    const app = chance(age === "55+" ? 0.35 : 0.62);
    const tenure = plan === "Free" ? int(1, 18) : int(2, 48);
    const base = 2.6 + (plan === "Pro" ? 0.5 : plan === "Team" ? 0.7 : 0) + (app ? 0.45 : 0) + countryLift[country];
    const sat = Math.max(1, Math.min(5, Math.round(base + (rand() - 0.5) * 2.6)));
    const rec = Math.max(0, Math.min(10, Math.round(sat * 2 + 0.6 + (rand() - 0.5) * 4)));
    const hours = Math.round((0.5 + 14 * rand() ** 1.5 + (plan === "Team" ? 3 : 0)) * 2) / 2;
    return [`R-${String(1001 + i)}`, date, age, country, plan, tenure, sat, rec, app ? "Yes" : "No", hours];
  });
  return {
    columns: [
      "Resp ID",
      "Submitted",
      "Age Grp",
      "Country",
      "Plan",
      "Tenure (mo)",
      "Sat (1-5)",
      "Recommend (0-10)",
      "Mobile app?",
      "Hrs/wk",
    ],
    rows,
  };
}

{
  const t = survey();
  const rs = records(t);
  const p = "ho4-survey";
  const sat = (r: Row) => num(r, "Sat (1-5)");
  const rec = (r: Row) => num(r, "Recommend (0-10)");

  answerable(p, t, "avg satisfaction among Pro users", mean(rs.filter((r) => r["Plan"] === "Pro").map(sat)));
  answerable(
    p,
    t,
    "What's our NPS based on the recommend score?",
    percent(rs.filter((r) => rec(r) >= 9).length, rs.length) - percent(rs.filter((r) => rec(r) <= 6).length, rs.length),
  );
  answerable(
    p,
    t,
    "% of respondents who use the mobile app",
    percent(rs.filter((r) => r["Mobile app?"] === "Yes").length, rs.length),
  );
  answerable(p, t, "How many respondents gave a satisfaction of 4 or higher?", rs.filter((r) => sat(r) >= 4).length);
  answerable(p, t, "median hrs/wk", median(rs.map((r) => num(r, "Hrs/wk"))));
  answerable(
    p,
    t,
    "Which country has the highest average satisfaction, and what is it?",
    ranked(means(rs, (r) => str(r, "Country"), sat), 1),
  );
  answerable(
    p,
    t,
    "avg recommend score for respondents not on the Free plan",
    mean(rs.filter((r) => r["Plan"] !== "Free").map(rec)),
  );
  {
    const young = rs.filter((r) => r["Age Grp"] === "18-24");
    answerable(
      p,
      t,
      "What share of 18-24 year olds rated satisfaction 1 or 2?",
      percent(young.filter((r) => sat(r) <= 2).length, young.length),
    );
  }
  {
    const byApp = means(rs, (r) => str(r, "Mobile app?"), sat);
    answerable(
      p,
      t,
      "how much higher is avg satisfaction for mobile app users than for non-users",
      positive(only(byApp, "Yes") - only(byApp, "No"), "app lift"),
    );
  }
  answerable(
    p,
    t,
    "How many responses came in during March?",
    rs.filter((r) => monthOf(str(r, "Submitted")) === "2024-03").length,
  );
  answerable(
    p,
    t,
    "avg tenure (months) of Pro plan respondents in the UK",
    mean(rs.filter((r) => r["Plan"] === "Pro" && r["Country"] === "UK").map((r) => num(r, "Tenure (mo)"))),
  );
  answerable(
    p,
    t,
    "what % of respondents are from Canada",
    percent(rs.filter((r) => r["Country"] === "Canada").length, rs.length),
  );
  answerable(
    p,
    t,
    "how many respondents aged 35-44 gave sat 5",
    atLeastOne(rs.filter((r) => r["Age Grp"] === "35-44" && sat(r) === 5).length, "35-44 fives"),
  );
  answerable(
    p,
    t,
    "Which country has the 3rd most responses, and how many?",
    ranked(totals(rs, (r) => str(r, "Country"), () => 1), 3),
  );

  noColumn(t, "gender", "sex");
  unanswerable(p, t, "avg satisfaction by gender", "no gender column");
  noColumn(t, "income", "salary");
  unanswerable(p, t, "What's the average income of the respondents?", "no income column");
  absent(t, "Country", "Spain");
  unanswerable(p, t, "avg sat score in Spain", "no respondents from Spain in the table");
  noColumn(t, "churn", "cancel", "active");
  unanswerable(
    p,
    t,
    "How satisfied were the respondents who later churned?",
    "no churn or cancellation column",
  );
}

// =====================================================================================================================
// 5. Hotel bookings

function hotelBookings(): Table {
  const hotels = [
    ["Lisbon Riverside", 32, 118],
    ["Porto Ribeira", 27, 96],
    ["Faro Marina", 22, 142],
    ["Sintra Palace Inn", 19, 104],
  ] as const;
  const seasonal: Record<string, number> = {
    "05": 0.9,
    "06": 1.05,
    "07": 1.25,
    "08": 1.35,
    "09": 1.1,
    "10": 0.92,
  };
  const checkIns = Array.from({ length: 142 }, () => randomDate("2024-05-01", "2024-10-31")).sort();
  const rows: Cell[][] = checkIns.map((checkIn, i) => {
    const [hotel, , base] = weighted(hotels.map((h) => [h, h[1]] as const));
    const room = weighted([["Standard", 55], ["Superior", 30], ["Suite", 15]] as const);
    const nights = weighted([[1, 12], [2, 22], [3, 22], [4, 15], [5, 10], [6, 6], [7, 7], [8, 3], [10, 2], [14, 1]]);
    const guests = room === "Suite" ? int(2, 4) : weighted([[1, 25], [2, 60], [3, 15]] as const);
    const mult = room === "Suite" ? 1.9 : room === "Superior" ? 1.3 : 1;
    const rate = Math.round(base * mult * seasonal[checkIn.slice(5, 7)] * (0.9 + rand() * 0.2));
    const channel = weighted([["Direct", 26], ["Booking.com", 38], ["Expedia", 22], ["Agent", 14]] as const);
    const country = weighted([["PT", 18], ["ES", 14], ["FR", 13], ["DE", 17], ["UK", 20], ["US", 12], ["NL", 6]]);
    const breakfast = chance(0.55) ? "Yes" : "No";
    return [
      `BK${String(70412 + i * 7)}`,
      hotel,
      country,
      checkIn,
      addDays(checkIn, nights),
      nights,
      guests,
      room,
      rate,
      channel,
      breakfast,
    ];
  });
  return {
    columns: [
      "Booking Ref",
      "Hotel",
      "Guest Ctry",
      "Check-in",
      "Check-out",
      "Nights",
      "Guests",
      "Room Type",
      "Rate/night (€)",
      "Channel",
      "Breakfast",
    ],
    rows,
  };
}

{
  const t = hotelBookings();
  const rs = records(t);
  const p = "ho4-hotel";
  const nights = (r: Row) => num(r, "Nights");
  const revenue = (r: Row) => nights(r) * num(r, "Rate/night (€)");
  const hotel = (name: string) => rs.filter((r) => r["Hotel"] === name);

  answerable(
    p,
    t,
    "total room revenue for Lisbn Riverside (nights x rate)",
    sum(hotel("Lisbon Riverside").map(revenue)),
  );
  answerable(p, t, "What's the average length of stay in nights?", mean(rs.map(nights)));
  answerable(p, t, "% of bookings made direct", percent(rs.filter((r) => r["Channel"] === "Direct").length, rs.length));
  answerable(
    p,
    t,
    "ADR for Porto Ribeira, i.e. room revenue divided by room nights",
    sum(hotel("Porto Ribeira").map(revenue)) / sum(hotel("Porto Ribeira").map(nights)),
  );
  answerable(
    p,
    t,
    "Which hotel had the most room nights from July check-ins, and how many nights?",
    ranked(totals(rs.filter((r) => monthOf(str(r, "Check-in")) === "2024-07"), (r) => str(r, "Hotel"), nights), 1),
  );
  {
    const bcom = rs.filter((r) => r["Channel"] === "Booking.com");
    answerable(
      p,
      t,
      "revenue per guest on booking.com bookings (total room revenue / total guests)",
      sum(bcom.map(revenue)) / sum(bcom.map((r) => num(r, "Guests"))),
    );
  }
  answerable(p, t, "how many bookings of 7 nights or more", rs.filter((r) => nights(r) >= 7).length);
  answerable(
    p,
    t,
    "How many bookings from German guests included breakfast?",
    atLeastOne(rs.filter((r) => r["Guest Ctry"] === "DE" && r["Breakfast"] === "Yes").length, "DE breakfast"),
  );
  {
    const avgRate = means(rs, (r) => str(r, "Hotel"), (r) => num(r, "Rate/night (€)"));
    answerable(
      p,
      t,
      "difference between the avg rate/night at Faro Marina and at Sintra Palace Inn",
      positive(only(avgRate, "Faro Marina") - only(avgRate, "Sintra Palace Inn"), "Faro over Sintra"),
    );
  }
  answerable(
    p,
    t,
    "2nd busiest hotel by number of bookings checking in since August - how many bookings?",
    ranked(totals(rs.filter((r) => str(r, "Check-in") >= "2024-08-01"), (r) => str(r, "Hotel"), () => 1), 2),
  );
  answerable(
    p,
    t,
    "What share of room nights came through Expedia?",
    percent(sum(rs.filter((r) => r["Channel"] === "Expedia").map(nights)), sum(rs.map(nights))),
  );
  {
    const last = rs.map((r) => monthOf(str(r, "Check-in"))).sort().at(-1)!;
    answerable(
      p,
      t,
      "total nights booked for check-ins in the last month of the data",
      sum(rs.filter((r) => monthOf(str(r, "Check-in")) === last).map(nights)),
    );
  }
  answerable(
    p,
    t,
    "avg guests per booking excluding agent bookings",
    mean(rs.filter((r) => r["Channel"] !== "Agent").map((r) => num(r, "Guests"))),
  );
  answerable(p, t, "median nights at Porto Ribeira", median(hotel("Porto Ribeira").map(nights)));

  noColumn(t, "status", "cancel");
  unanswerable(p, t, "How many bookings were cancelled in June?", "no status or cancellation column");
  noColumn(t, "rooms", "capacity", "occupancy", "inventory");
  unanswerable(
    p,
    t,
    "what was the occupancy rate at Faro Marina in July",
    "no room count or capacity per hotel, only bookings",
  );
  absent(t, "Hotel", "Madrid Centro");
  unanswerable(p, t, "avg rate per night at Madrid Centro", "no hotel Madrid Centro in the table");
  uncovered(t, "Check-in", "2024-12-01", "2024-12-31");
  unanswerable(p, t, "room revenue from December 2024 check-ins", "check-ins cover May–October 2024 only");
  noColumn(t, "age", "dob", "birth");
  unanswerable(p, t, "What is the average age of our guests?", "no guest age column");
}

// =====================================================================================================================
// 6. Shipments

function shipments(): Table {
  const carriers = [
    ["DHL", 30, 3],
    ["FedEx", 22, 2],
    ["UPS", 26, 3],
    ["DB Schenker", 14, 5],
    ["GLS", 10, 4],
  ] as const;
  const countries = [
    ["Germany", 24, 1.0],
    ["France", 18, 1.2],
    ["Poland", 14, 1.35],
    ["Italy", 13, 1.5],
    ["Spain", 11, 1.6],
    ["Netherlands", 9, 0.8],
    ["Austria", 7, 1.3],
  ] as const;
  const asOf = "2024-08-30";
  const dates = Array.from({ length: 170 }, () => randomDate("2024-03-01", "2024-08-30")).filter(isWeekday).sort();
  const rows: Cell[][] = dates.map((ship, i) => {
    const [carrier, , sla] = weighted(carriers.map((c) => [c, c[1]] as const));
    const [country, , distance] = weighted(countries.map((c) => [c, c[1]] as const));
    const wh = weighted([["Rotterdam", 45], ["Hamburg", 35], ["Antwerp", 20]] as const);
    const promised = addDays(ship, sla + (distance > 1.3 ? 1 : 0));
    const actual = addDays(promised, weighted([[-1, 15], [0, 55], [1, 15], [2, 9], [4, 6]] as const));
    const kg = Math.round((2 + 900 * rand() ** 2.4) * 10) / 10;
    const pkgs = Math.max(1, Math.round(kg / int(15, 40)));
    const perKg = carrier === "FedEx" ? 2.1 : carrier === "UPS" ? 1.8 : carrier === "DHL" ? 1.7 : 1.2;
    const freight = cents(18 + kg * perKg * distance * (0.85 + rand() * 0.3));
    let status = "Delivered";
    let delivered: string | null = actual;
    if (actual > asOf) {
      status = "In transit";
      delivered = null;
    } else if (chance(0.06)) {
      status = "Returned";
      delivered = null;
    }
    return [
      `SHP-${String(50230 + i)}`,
      ship,
      promised,
      delivered,
      carrier,
      wh,
      country,
      kg,
      pkgs,
      freight,
      status,
    ];
  });
  return {
    columns: [
      "Shipment ID",
      "Ship Date",
      "Promised",
      "Delivered",
      "Carrier",
      "Origin WH",
      "Dest Country",
      "Wt kg",
      "Pkgs",
      "Freight ($)",
      "Status",
    ],
    rows,
  };
}

{
  const t = shipments();
  const rs = records(t);
  const p = "ho4-ship";
  const kg = (r: Row) => num(r, "Wt kg");
  const freight = (r: Row) => num(r, "Freight ($)");
  const delivered = rs.filter((r) => typeof r["Delivered"] === "string");
  const late = delivered.filter((r) => str(r, "Delivered") > str(r, "Promised"));

  answerable(p, t, "How many shipments were delivered after the promised date?", atLeastOne(late.length, "late"));
  {
    const dhl = delivered.filter((r) => r["Carrier"] === "DHL");
    answerable(
      p,
      t,
      "on-time % for DHL (delivered on or before the promised date)",
      percent(dhl.filter((r) => str(r, "Delivered") <= str(r, "Promised")).length, dhl.length),
    );
  }
  answerable(
    p,
    t,
    "avg transit days from ship date to delivery for FedEx",
    mean(
      delivered.filter((r) => r["Carrier"] === "FedEx").map((r) =>
        daysBetween(str(r, "Ship Date"), str(r, "Delivered"))
      ),
    ),
  );
  answerable(p, t, "total frieght cost to Poland", sum(rs.filter((r) => r["Dest Country"] === "Poland").map(freight)));
  answerable(
    p,
    t,
    "freight cost per kg overall (total freight / total weight)",
    sum(rs.map(freight)) / sum(rs.map(kg)),
  );
  answerable(
    p,
    t,
    "Which carrier moved the most weight out of Hamburg, and how many kg?",
    ranked(totals(rs.filter((r) => r["Origin WH"] === "Hamburg"), (r) => str(r, "Carrier"), kg), 1),
  );
  answerable(p, t, "how many shipments over 500 kg", atLeastOne(rs.filter((r) => kg(r) > 500).length, "heavy"));
  answerable(p, t, "What's the median freight cost per shipment?", median(rs.map(freight)));
  answerable(
    p,
    t,
    "how many are still in transit",
    atLeastOne(rs.filter((r) => r["Status"] === "In transit").length, "in transit"),
  );
  answerable(
    p,
    t,
    "total pkgs shipped in Q2 to countries other than Germany",
    sum(
      rs.filter((r) => inRange(str(r, "Ship Date"), "2024-04-01", "2024-06-30") && r["Dest Country"] !== "Germany").map(
        (
          r,
        ) => num(r, "Pkgs"),
      ),
    ),
  );
  answerable(
    p,
    t,
    "Which destination country is 3rd highest by freight spend, and how much was spent?",
    ranked(totals(rs, (r) => str(r, "Dest Country"), freight), 3),
  );
  {
    const byCarrier = totals(rs, (r) => str(r, "Carrier"), freight);
    answerable(
      p,
      t,
      "How much more did we pay DHL than GLS in freight?",
      positive(only(byCarrier, "DHL") - only(byCarrier, "GLS"), "DHL over GLS"),
    );
  }
  answerable(
    p,
    t,
    "avg days late, counting only late deliveries",
    mean(late.map((r) => daysBetween(str(r, "Promised"), str(r, "Delivered")))),
  );
  {
    const last = rs.map((r) => monthOf(str(r, "Ship Date"))).sort().at(-1)!;
    answerable(
      p,
      t,
      "total weight shipped in the last month of the data",
      sum(rs.filter((r) => monthOf(str(r, "Ship Date")) === last).map(kg)),
    );
  }
  {
    const rtm = rs.filter((r) => r["Origin WH"] === "Rotterdam");
    answerable(
      p,
      t,
      "What % of shipments from Rotterdam were returned?",
      positive(percent(rtm.filter((r) => r["Status"] === "Returned").length, rtm.length), "Rotterdam returns"),
    );
  }

  noColumn(t, "city", "town", "address");
  unanswerable(p, t, "Which destination city receives the most shipments?", "no city column, only destination country");
  noColumn(t, "value", "goods", "insured", "declared");
  unanswerable(
    p,
    t,
    "total declared value of goods sent to France",
    "no goods value column, only freight cost",
  );
  absent(t, "Dest Country", "Sweden");
  unanswerable(p, t, "avg freight cost for shipments to Sweden", "no shipments to Sweden in the table");
  noColumn(t, "mode", "air", "sea");
  unanswerable(p, t, "avg frieght cost for air vs sea shipments", "no transport mode column, only carrier");
  uncovered(t, "Ship Date", "2022-01-01", "2022-12-31");
  unanswerable(p, t, "How many shipments did we send in 2022?", "ship dates cover March–August 2024 only");
}

// =====================================================================================================================
// Output: one row of a table per line, so the file stays readable and diffs stay small.

/**
 * JSON laid out as `deno fmt` lays it out: a list of plain values (a table row) on one line when it fits in 120
 * columns, one value a line otherwise. `lead` is what precedes the value on its line, `tail` what follows it.
 */
function serialise(value: unknown, lead: number, indent: string, tail: number): string {
  const inner = indent + "  ";
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every((v) => v === null || typeof v !== "object")) {
      const line = `[${value.map((v) => JSON.stringify(v)).join(", ")}]`;
      if (lead + line.length + tail <= 120) return line;
    }
    const parts = value.map((v, i) => inner + serialise(v, inner.length, inner, i < value.length - 1 ? 1 : 0));
    return `[\n${parts.join(",\n")}\n${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    const parts = entries.map(([k, v], i) => {
      const key = `${inner}${JSON.stringify(k)}: `;
      return key + serialise(v, key.length, inner, i < entries.length - 1 ? 1 : 0);
    });
    return `{\n${parts.join(",\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

const unanswerableCount = items.filter((i) => i.unanswerable).length;
if (items.length < 90 || unanswerableCount < 18) {
  throw new Error(`${items.length} questions, ${unanswerableCount} unanswerable`);
}
const out = new URL("./held-out-4.json", import.meta.url);
await Deno.writeTextFile(out, serialise(items, 0, "", 0) + "\n");
console.log(`${items.length} questions (${unanswerableCount} unanswerable) written to ${out.pathname}`);
