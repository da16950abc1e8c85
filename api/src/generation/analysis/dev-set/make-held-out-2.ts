/**
 * Builds held-out-2.json: a second blind set of table questions for the analyzer. Every table comes from a fixed
 * seed and every expected figure is computed here from the table data, never typed by hand.
 *
 * Run: npx deno run -A api/src/generation/analysis/dev-set/make-held-out-2.ts
 */

import { seededRandom } from "../../../../test/seeded-random.ts";

type Cell = string | number | boolean | null;

interface Table {
  columns: string[];
  rows: Cell[][];
}

type Kind =
  | "total"
  | "average"
  | "count"
  | "minmax"
  | "median"
  | "criteria"
  | "negation"
  | "period"
  | "rate"
  | "per-group"
  | "comparison"
  | "ranking"
  | "typo"
  | "unanswerable";

interface Item {
  id: string;
  table: Table;
  question: string;
  expect: { figures: number[] };
  unanswerable?: string;
}

// ---------------------------------------------------------------- seeded randomness (mulberry32)

const rand = seededRandom(20240917);

function int(lo: number, hi: number): number {
  return lo + Math.floor(rand() * (hi - lo + 1));
}

function pick<T>(values: readonly T[]): T {
  return values[Math.floor(rand() * values.length)];
}

function weighted<T>(pairs: readonly (readonly [T, number])[]): T {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [value, w] of pairs) {
    r -= w;
    if (r < 0) return value;
  }
  return pairs[pairs.length - 1][0];
}

// ---------------------------------------------------------------- arithmetic helpers

function r2(x: number): number {
  return Math.round((x + Math.sign(x) * Number.EPSILON * Math.abs(x)) * 100) / 100;
}

function sum(xs: number[]): number {
  return xs.reduce((s, x) => s + x, 0);
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

function pct(part: number, whole: number): number {
  if (whole === 0) throw new Error("share of nothing");
  return r2((100 * part) / whole);
}

/** Groups records by key and reduces each group; returns entries sorted descending by value. */
function groupBy<T>(records: T[], key: (r: T) => string, value: (group: T[]) => number): [string, number][] {
  const groups = new Map<string, T[]>();
  for (const r of records) {
    const k = key(r);
    const g = groups.get(k);
    if (g) g.push(r);
    else groups.set(k, [r]);
  }
  return [...groups.entries()].map(([k, g]): [string, number] => [k, value(g)]).sort((a, b) => b[1] - a[1]);
}

/** The top entry of a descending list, insisting it is strictly ahead of the next. */
function top(entries: [string, number][]): [string, number] {
  if (entries.length > 1 && r2(entries[0][1]) === r2(entries[1][1])) {
    throw new Error(`tie at the top: ${entries[0][0]} / ${entries[1][0]}`);
  }
  return entries[0];
}

/** The n-th (1-based) highest distinct-from-neighbours value. */
function nthHighest(xs: number[], n: number): number {
  const s = [...xs].sort((a, b) => b - a);
  if (s[n - 1] === s[n - 2] || s[n - 1] === s[n]) throw new Error(`rank ${n} is tied`);
  return s[n - 1];
}

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const daysIn = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]; // 2024 is a leap year

function randomDate(year: number, fromMonth: number, toMonth: number): string {
  const month = int(fromMonth, toMonth);
  const days = month === 2 && year % 4 !== 0 ? 28 : daysIn[month - 1];
  return iso(year, month, int(1, days));
}

function monthOf(date: string): number {
  return Number(date.slice(5, 7));
}

function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

// ---------------------------------------------------------------- item collection

const items: Item[] = [];
const kinds = new Map<Kind, number>();

function tally(tags: Kind[]): void {
  for (const t of tags) kinds.set(t, (kinds.get(t) ?? 0) + 1);
}

function ask(id: string, table: Table, question: string, figure: number, tags: Kind[]): void {
  if (!Number.isFinite(figure)) throw new Error(`${id}: figure is not a number`);
  items.push({ id, table, question, expect: { figures: [r2(figure)] } });
  tally(tags);
}

function cannot(id: string, table: Table, question: string, lacks: string): void {
  items.push({ id, table, question, expect: { figures: [] }, unanswerable: lacks });
  tally(["unanswerable"]);
}

// ================================================================ 1. orders / sales

interface Order {
  id: string;
  date: string;
  region: string;
  product: string;
  qty: number;
  price: number;
  rev: number;
  status: string;
  rep: string | null;
}

const listPrice: Record<string, number> = { Widget: 12.5, Gadget: 24.99, Gizmo: 8.75, Doohickey: 41 };
const reps = ["A. Patel", "J. Moreno", "K. Osei", "L. Brandt", "S. Nakamura", "T. Walsh"];

const orderDates = Array.from({ length: 110 }, () => randomDate(2024, 1, 12)).sort();
const orders: Order[] = orderDates.map((date, i) => {
  const product = weighted([["Widget", 4], ["Gadget", 3], ["Gizmo", 3], ["Doohickey", 2]] as const);
  const price = rand() < 0.2 ? r2(listPrice[product] * 0.9) : listPrice[product];
  const qty = int(1, 24);
  return {
    id: `SO-${10001 + i}`,
    date,
    region: weighted([["North", 3], ["South", 2], ["East", 2.5], ["West", 2.5]] as const),
    product,
    qty,
    price,
    rev: r2(qty * price),
    status: weighted([["Completed", 70], ["Shipped", 12], ["Returned", 10], ["Cancelled", 8]] as const),
    rep: rand() < 0.08 ? null : pick(reps),
  };
});

const ordersTable: Table = {
  columns: ["Order ID", "Order Date", "Region", "Product", "Qty", "Unit Price ($)", "Rev ($)", "Status", "Sales Rep"],
  rows: orders.map((o) => [o.id, o.date, o.region, o.product, o.qty, o.price, o.rev, o.status, o.rep]),
};

{
  const T = ordersTable;
  const rev = (os: Order[]) => sum(os.map((o) => o.rev));

  ask("orders-total-revenue", T, "What's the total revenue in this sheet?", rev(orders), ["total"]);
  ask(
    "orders-revenue-not-east",
    T,
    "total rev for all regions except East",
    rev(orders.filter((o) => o.region !== "East")),
    ["total", "negation"],
  );
  ask(
    "orders-revenue-excluding-cancelled",
    T,
    "How much revenue did we make excluding cancelled orders?",
    rev(orders.filter((o) => o.status !== "Cancelled")),
    ["total", "negation", "criteria"],
  );
  ask(
    "orders-revenue-q2-2024",
    T,
    "What was revenue in Q2 2024?",
    rev(orders.filter((o) => monthOf(o.date) >= 4 && monthOf(o.date) <= 6)),
    ["total", "period"],
  );
  ask(
    "orders-pct-returned",
    T,
    "what percentage of orders were returned?",
    pct(orders.filter((o) => o.status === "Returned").length, orders.length),
    ["rate"],
  );
  ask(
    "orders-widget-revenue-share",
    T,
    "What share of our revenue comes from Widgets?",
    pct(rev(orders.filter((o) => o.product === "Widget")), rev(orders)),
    ["rate", "criteria"],
  );
  ask("orders-avg-revenue-per-order", T, "average revenue per order?", mean(orders.map((o) => o.rev)), [
    "average",
    "rate",
  ]);
  const byRegion = groupBy(orders, (o) => o.region, rev);
  ask(
    "orders-biggest-region-total",
    T,
    "Which region brought in the most revenue, and how much was it?",
    top(byRegion)[1],
    ["per-group"],
  );
  const north = rev(orders.filter((o) => o.region === "North"));
  const south = rev(orders.filter((o) => o.region === "South"));
  const [hi, lo] = north >= south ? ["North", "South"] : ["South", "North"];
  ask(
    "orders-north-vs-south-difference",
    T,
    `How much more did ${hi} make than ${lo}?`,
    Math.abs(north - south),
    ["comparison"],
  );
  ask(
    "orders-top-product-revenue",
    T,
    "top product's revenue",
    top(groupBy(orders, (o) => o.product, rev))[1],
    ["ranking", "per-group"],
  );
  ask(
    "orders-units-march",
    T,
    "How many units did we sell in March?",
    sum(orders.filter((o) => monthOf(o.date) === 3).map((o) => o.qty)),
    ["total", "period"],
  );
  ask(
    "orders-count-gadget-west",
    T,
    "how many Gadget orders were there in the West",
    orders.filter((o) => o.product === "Gadget" && o.region === "West").length,
    ["count", "criteria"],
  );
  ask(
    "orders-largest-order-value",
    T,
    "What was our biggest single order by revenue?",
    Math.max(...orders.map((o) => o.rev)),
    ["minmax"],
  );
  ask("orders-median-qty", T, "median qty per order", median(orders.map((o) => o.qty)), ["median"]);
  ask(
    "orders-revenue-feb-to-apr",
    T,
    "Can you tell me the revenue between Feb and Apr?",
    rev(orders.filter((o) => monthOf(o.date) >= 2 && monthOf(o.date) <= 4)),
    ["total", "period"],
  );
  ask(
    "orders-count-since-june",
    T,
    "How many orders have we had since June?",
    orders.filter((o) => monthOf(o.date) >= 6).length,
    ["count", "period"],
  );
  ask(
    "orders-avg-unit-price-gizmo-typo",
    T,
    "avg unit prise for Gizmo",
    mean(orders.filter((o) => o.product === "Gizmo").map((o) => o.price)),
    ["average", "criteria", "typo"],
  );
  ask(
    "orders-count-not-completed",
    T,
    "How many orders aren't marked Completed?",
    orders.filter((o) => o.status !== "Completed").length,
    ["count", "negation"],
  );
  ask(
    "orders-avg-qty-north-h2",
    T,
    "For the North region, what was the average order quantity in the second half of the year (Jul-Dec)?",
    mean(orders.filter((o) => o.region === "North" && monthOf(o.date) >= 7).map((o) => o.qty)),
    ["average", "criteria", "period"],
  );

  cannot("orders-unanswerable-profit", T, "What was our total profit this year?", "no cost or margin column");
  cannot(
    "orders-unanswerable-customer-age",
    T,
    "What's the average customer age across these orders?",
    "no customer or customer age column",
  );
  cannot("orders-unanswerable-2023-revenue", T, "How much revenue did we make in 2023?", "data only covers 2024");
  cannot(
    "orders-unanswerable-shipping-cost",
    T,
    "total shipping cost for the shipped orders?",
    "no shipping cost column (Shipped is only a status)",
  );
  cannot(
    "orders-unanswerable-london",
    T,
    "How many orders came from London?",
    "only a region, no city",
  );
}

// ================================================================ 2. HR

interface Employee {
  id: string;
  name: string;
  dept: string;
  hired: string;
  salary: number;
  rating: number | null;
  remote: string;
}

const firstNames = [
  "Amara",
  "Ben",
  "Chloe",
  "Dev",
  "Elena",
  "Farid",
  "Grace",
  "Hugo",
  "Ines",
  "Jonas",
  "Keiko",
  "Liam",
  "Maya",
  "Nikhil",
  "Olivia",
  "Pavel",
  "Quinn",
  "Rosa",
  "Sam",
  "Tariq",
  "Uma",
  "Victor",
  "Wen",
  "Yusuf",
  "Zoe",
];
const lastNames = [
  "Adams",
  "Baker",
  "Chen",
  "Diaz",
  "Evans",
  "Fischer",
  "Garcia",
  "Hughes",
  "Ito",
  "Johnson",
  "Kowalski",
  "Lopez",
  "Murphy",
  "Nguyen",
  "O'Brien",
  "Petrov",
  "Rossi",
  "Singh",
  "Taylor",
  "Walker",
];
const deptBase: Record<string, number> = {
  Engineering: 98000,
  Finance: 82000,
  Sales: 64000,
  Marketing: 70000,
  HR: 61000,
  Operations: 58000,
};

const usedNames = new Set<string>();
const employees: Employee[] = Array.from({ length: 64 }, (_, i) => {
  let name = "";
  do name = `${pick(firstNames)} ${pick(lastNames)}`; while (usedNames.has(name));
  usedNames.add(name);
  const dept = weighted(
    [
      ["Engineering", 5],
      ["Finance", 2.5],
      ["Sales", 3],
      ["Marketing", 2],
      ["HR", 1.2],
      ["Operations", 2.5],
    ] as const,
  );
  const hired = randomDate(int(2016, 2024), 1, 12);
  const seniority = 2025 - yearOf(hired);
  const salary = Math.round((deptBase[dept] * (0.8 + rand() * 0.45) + seniority * 900) / 100) * 100;
  const rating = yearOf(hired) === 2024 && rand() < 0.6 ? null : weighted([[2, 1], [3, 4], [4, 4], [5, 1.5]] as const);
  return {
    id: `E${1001 + i}`,
    name,
    dept,
    hired,
    salary,
    rating,
    remote: rand() < (dept === "Engineering" ? 0.6 : 0.35) ? "Yes" : "No",
  };
});

const hrTable: Table = {
  columns: ["Emp #", "Employee", "Dept.", "Hire Dt", "Salary (USD)", "Rating", "Remote?"],
  rows: employees.map((e) => [e.id, e.name, e.dept, e.hired, e.salary, e.rating, e.remote]),
};

{
  const T = hrTable;
  const sal = (es: Employee[]) => es.map((e) => e.salary);
  const inDept = (d: string) => employees.filter((e) => e.dept === d);

  ask("hr-avg-salary-finance", T, "average salary in Finance", mean(sal(inDept("Finance"))), [
    "average",
    "criteria",
  ]);
  ask("hr-headcount-engineering", T, "how many people work in engineering?", inDept("Engineering").length, [
    "count",
    "criteria",
  ]);
  ask(
    "hr-top-dept-avg-salary",
    T,
    "Which department has the highest average salary — what is it?",
    top(groupBy(employees, (e) => e.dept, (g) => mean(sal(g))))[1],
    ["per-group", "average"],
  );
  ask("hr-third-highest-salary", T, "what's the 3rd highest salary?", nthHighest(sal(employees), 3), ["ranking"]);
  const remote = employees.filter((e) => e.remote === "Yes").length;
  const onsite = employees.length - remote;
  ask(
    "hr-remote-vs-onsite-difference",
    T,
    remote >= onsite
      ? "How many more remote employees do we have than on-site ones?"
      : "How many more on-site employees do we have than remote ones?",
    Math.abs(remote - onsite),
    ["comparison", "count"],
  );
  ask("hr-median-salary-typo", T, "median salry?", median(sal(employees)), ["median", "typo"]);
  ask("hr-pct-remote", T, "What percentage of staff work remotely?", pct(remote, employees.length), ["rate"]);
  ask(
    "hr-hired-in-2023",
    T,
    "How many employees were hired in 2023?",
    employees.filter((e) => yearOf(e.hired) === 2023).length,
    ["count", "period"],
  );
  ask(
    "hr-avg-rating-not-sales",
    T,
    "What's the average performance rating for everyone outside Sales?",
    mean(employees.filter((e) => e.dept !== "Sales" && e.rating !== null).map((e) => e.rating as number)),
    ["average", "negation"],
  );
  ask("hr-lowest-salary-marketing", T, "lowest salary in marketing", Math.min(...sal(inDept("Marketing"))), [
    "minmax",
    "criteria",
  ]);
  ask("hr-total-payroll", T, "What is our total annual payroll?", sum(sal(employees)), ["total"]);
  ask(
    "hr-engineering-payroll-share",
    T,
    "What share of total payroll goes to Engineering?",
    pct(sum(sal(inDept("Engineering"))), sum(sal(employees))),
    ["rate", "criteria"],
  );
  ask(
    "hr-hires-since-june-2022",
    T,
    "how many people have we hired since June 2022",
    employees.filter((e) => e.hired >= "2022-06-01").length,
    ["count", "period"],
  );
  const eng = mean(sal(inDept("Engineering")));
  const hr = mean(sal(inDept("HR")));
  ask(
    "hr-avg-salary-gap-engineering-vs-hr",
    T,
    "How much higher is the average Engineering salary than the average HR salary?",
    eng - hr,
    ["comparison", "average"],
  );
  ask(
    "hr-count-rating-5",
    T,
    "How many employees got a rating of 5?",
    employees.filter((e) => e.rating === 5).length,
    ["count", "criteria"],
  );
  ask(
    "hr-max-salary-remote",
    T,
    "highest pay among the remote workers",
    Math.max(...sal(employees.filter((e) => e.remote === "Yes"))),
    ["minmax", "criteria"],
  );
  ask(
    "hr-salary-per-employee-ops-onsite",
    T,
    "In Operations, what do we pay per on-site employee on average?",
    mean(sal(employees.filter((e) => e.dept === "Operations" && e.remote === "No"))),
    ["average", "criteria", "rate"],
  );

  cannot("hr-unanswerable-bonus", T, "What's the average bonus in Finance?", "no bonus column");
  cannot(
    "hr-unanswerable-berlin-office",
    T,
    "How many employees are based in the Berlin office?",
    "no office or location column",
  );
  cannot("hr-unanswerable-age", T, "average age of our employees?", "no age or birth date column");
  cannot(
    "hr-unanswerable-leavers-2023",
    T,
    "How many people left the company in 2023?",
    "no leaving/termination date, only hire date",
  );
  cannot(
    "hr-unanswerable-gender-gap",
    T,
    "What's the gender pay gap between men and women?",
    "no gender column",
  );
}

// ================================================================ 3. budget

interface Line {
  month: string;
  centre: string;
  category: string;
  budget: number;
  actual: number;
  notes: string | null;
}

const centres = ["IT", "Finance", "Marketing"];
const categories = ["Staff", "Software", "Travel"];
const budgetBase: Record<string, Record<string, number>> = {
  IT: { Staff: 42000, Software: 18000, Travel: 2500 },
  Finance: { Staff: 36000, Software: 6000, Travel: 1800 },
  Marketing: { Staff: 28000, Software: 7500, Travel: 6500 },
};
const overspend: Record<string, number> = { IT: 1.07, Finance: 0.97, Marketing: 1.02 };
const noteTexts = ["Licence renewal", "Offsite", "Contractor cover", "Conference", "Accrual reversed"];

const lines: Line[] = [];
for (let m = 1; m <= 12; m++) {
  for (const centre of centres) {
    for (const category of categories) {
      const budget = Math.round((budgetBase[centre][category] * (0.92 + rand() * 0.16)) / 100) * 100;
      const actual = Math.round(budget * overspend[centre] * (0.85 + rand() * 0.3));
      lines.push({
        month: iso(2024, m, 1),
        centre,
        category,
        budget,
        actual,
        notes: rand() < 0.12 ? pick(noteTexts) : null,
      });
    }
  }
}

const budgetTable: Table = {
  columns: ["Month", "Cost Ctr", "Category", "Budget £", "Actual £", "Notes"],
  rows: lines.map((l) => [l.month, l.centre, l.category, l.budget, l.actual, l.notes]),
};

{
  const T = budgetTable;
  const act = (ls: Line[]) => sum(ls.map((l) => l.actual));
  const bud = (ls: Line[]) => sum(ls.map((l) => l.budget));
  const of = (c: string) => lines.filter((l) => l.centre === c);

  ask("budget-total-actual", T, "total actual spend for the year?", act(lines), ["total"]);
  ask(
    "budget-marketing-budget-vs-actual",
    T,
    "difference between budget and actual for Marketing in total",
    Math.abs(bud(of("Marketing")) - act(of("Marketing"))),
    ["comparison", "criteria"],
  );
  ask(
    "budget-finance-q1-actual-typo",
    T,
    "how much did finanse actually spend in Q1",
    act(of("Finance").filter((l) => monthOf(l.month) <= 3)),
    ["total", "criteria", "period", "typo"],
  );
  ask(
    "budget-pct-lines-over",
    T,
    "What % of the budget lines came in over budget?",
    pct(lines.filter((l) => l.actual > l.budget).length, lines.length),
    ["rate"],
  );
  ask(
    "budget-share-spent",
    T,
    "What share of the total budget was actually spent?",
    pct(act(lines), bud(lines)),
    ["rate"],
  );
  ask(
    "budget-marketing-travel-h2",
    T,
    "Marketing travel actuals for Jul–Dec?",
    act(lines.filter((l) => l.centre === "Marketing" && l.category === "Travel" && monthOf(l.month) >= 7)),
    ["total", "criteria", "period"],
  );
  const overByCentre = groupBy(lines, (l) => l.centre, (g) => act(g) - bud(g));
  const [, worst] = top(overByCentre);
  if (worst <= 0) throw new Error("no cost centre overspent");
  ask(
    "budget-biggest-overspend-centre",
    T,
    "Which cost centre overspent the most over the year, and by how much?",
    worst,
    ["per-group", "comparison"],
  );
  ask(
    "budget-marketing-avg-monthly-actual",
    T,
    "On average, how much did Marketing actually spend per month (all categories together)?",
    act(of("Marketing")) / 12,
    ["average", "criteria", "rate"],
  );
  ask(
    "budget-actual-not-staff",
    T,
    "Total actual spend on everything other than Staff",
    act(lines.filter((l) => l.category !== "Staff")),
    ["total", "negation"],
  );
  ask(
    "budget-peak-month-actual",
    T,
    "Which month had the highest total actual spend? Give me the amount.",
    top(groupBy(lines, (l) => l.month, act))[1],
    ["per-group", "minmax"],
  );
  ask("budget-median-budget-line", T, "median Budget £ across all lines", median(lines.map((l) => l.budget)), [
    "median",
  ]);
  ask(
    "budget-it-actual-since-september",
    T,
    "IT actual since September?",
    act(of("IT").filter((l) => monthOf(l.month) >= 9)),
    ["total", "criteria", "period"],
  );
  ask(
    "budget-count-actual-over-40k",
    T,
    "How many lines had an actual over £40,000?",
    lines.filter((l) => l.actual > 40000).length,
    ["count", "criteria"],
  );
  ask(
    "budget-software-second-biggest-centre",
    T,
    "Which cost centre has the 2nd largest software budget for the year? What's that budget?",
    groupBy(lines.filter((l) => l.category === "Software"), (l) => l.centre, bud)[1][1],
    ["ranking", "per-group", "criteria"],
  );

  cannot("budget-unanswerable-2023", T, "What was the IT budget in 2023?", "data only covers 2024");
  cannot(
    "budget-unanswerable-forecast",
    T,
    "what's the forecast spend for Marketing in Q4?",
    "no forecast column, only budget and actual",
  );
  cannot(
    "budget-unanswerable-headcount",
    T,
    "What is Marketing's headcount?",
    "no headcount column",
  );
  cannot(
    "budget-unanswerable-usd",
    T,
    "How much did we actually spend in total in US dollars?",
    "amounts are in pounds; no exchange rate",
  );
}

// ================================================================ 4. survey

interface Response {
  id: string;
  date: string;
  age: string | null;
  country: string;
  sat: number;
  recommend: string;
  channel: string;
}

const countrySat: Record<string, number> = { UK: 0.1, US: 0.3, Germany: -0.2, France: 0, Canada: 0.5 };
const channelSat: Record<string, number> = { Online: 0.2, "In-store": 0.5, Phone: -0.6 };

const surveyDates = Array.from({ length: 96 }, () => randomDate(2024, 1, 6)).sort();
const responses: Response[] = surveyDates.map((date, i) => {
  const country = weighted([["UK", 3], ["US", 3], ["Germany", 2], ["France", 1.5], ["Canada", 1.5]] as const);
  const channel = weighted([["Online", 5], ["In-store", 3], ["Phone", 2]] as const);
  const raw = 3.3 + countrySat[country] + channelSat[channel] + (rand() - 0.5) * 2.6;
  const sat = Math.min(5, Math.max(1, Math.round(raw)));
  return {
    id: `R${String(i + 1).padStart(3, "0")}`,
    date,
    age: rand() < 0.06
      ? null
      : weighted([["18-24", 2], ["25-34", 3], ["35-44", 3], ["45-54", 2], ["55+", 1.5]] as const),
    country,
    sat,
    recommend: rand() < (sat >= 4 ? 0.88 : sat === 3 ? 0.45 : 0.1) ? "Yes" : "No",
    channel,
  };
});

const surveyTable: Table = {
  columns: ["Resp ID", "Date", "Age Grp", "Country", "Sat (1-5)", "Recommend?", "Channel"],
  rows: responses.map((r) => [r.id, r.date, r.age, r.country, r.sat, r.recommend, r.channel]),
};

{
  const T = surveyTable;
  const sats = (rs: Response[]) => rs.map((r) => r.sat);
  const yes = (rs: Response[]) => rs.filter((r) => r.recommend === "Yes").length;

  ask("survey-avg-satisfaction", T, "What's the average satisfaction score?", mean(sats(responses)), ["average"]);
  ask("survey-pct-recommend", T, "what % would recommend us", pct(yes(responses), responses.length), ["rate"]);
  ask(
    "survey-avg-sat-not-online",
    T,
    "avg satisfaction for respondents other than online",
    mean(sats(responses.filter((r) => r.channel !== "Online"))),
    ["average", "negation"],
  );
  ask(
    "survey-count-germany",
    T,
    "How many responses did we get from Germany?",
    responses.filter((r) => r.country === "Germany").length,
    ["count", "criteria"],
  );
  const uk = responses.filter((r) => r.country === "UK");
  ask(
    "survey-uk-recommend-share",
    T,
    "Share of UK respondents who'd recommend us?",
    pct(yes(uk), uk.length),
    ["rate", "criteria"],
  );
  ask(
    "survey-most-satisfied-country",
    T,
    "which country is the most satisfied on average, and what's its score",
    top(groupBy(responses, (r) => r.country, (g) => mean(sats(g))))[1],
    ["per-group", "average"],
  );
  const yesAll = yes(responses);
  const noAll = responses.length - yesAll;
  ask(
    "survey-recommend-yes-vs-no",
    T,
    yesAll >= noAll
      ? "How many more people said yes than no to recommending?"
      : "How many more people said no than yes to recommending?",
    Math.abs(yesAll - noAll),
    ["comparison", "count"],
  );
  ask(
    "survey-median-sat-18-24",
    T,
    "median satisfaction among 18-24s",
    median(sats(responses.filter((r) => r.age === "18-24"))),
    ["median", "criteria"],
  );
  ask(
    "survey-count-sat-2-or-below",
    T,
    "How many people gave a satisfaction of 2 or less?",
    responses.filter((r) => r.sat <= 2).length,
    ["count", "criteria"],
  );
  ask(
    "survey-responses-in-march",
    T,
    "number of responses in March",
    responses.filter((r) => monthOf(r.date) === 3).length,
    ["count", "period"],
  );
  const phone = responses.filter((r) => r.channel === "Phone");
  ask(
    "survey-phone-pct-satisfied",
    T,
    "What percentage of phone respondents scored 4 or 5?",
    pct(phone.filter((r) => r.sat >= 4).length, phone.length),
    ["rate", "criteria"],
  );
  const store = mean(sats(responses.filter((r) => r.channel === "In-store")));
  const online = mean(sats(responses.filter((r) => r.channel === "Online")));
  ask(
    "survey-instore-vs-online-sat",
    T,
    store >= online
      ? "How much higher is average satisfaction in-store than online?"
      : "How much higher is average satisfaction online than in-store?",
    Math.abs(store - online),
    ["comparison", "average"],
  );
  ask(
    "survey-avg-sat-canada-typo",
    T,
    "avg satisfacton in Canda?",
    mean(sats(responses.filter((r) => r.country === "Canada"))),
    ["average", "criteria", "typo"],
  );
  ask(
    "survey-recommend-rate-apr-jun",
    T,
    "Between April and June, what proportion of respondents said they'd recommend us (as a %)?",
    (() => {
      const q = responses.filter((r) => monthOf(r.date) >= 4 && monthOf(r.date) <= 6);
      return pct(yes(q), q.length);
    })(),
    ["rate", "period"],
  );

  cannot("survey-unanswerable-income", T, "What's the average income of our respondents?", "no income column");
  cannot(
    "survey-unanswerable-toronto",
    T,
    "How many respondents were from Toronto?",
    "only country, no city",
  );
  cannot("survey-unanswerable-gender", T, "what % of respondents are female?", "no gender column");
  cannot(
    "survey-unanswerable-2023",
    T,
    "What was average satisfaction in 2023?",
    "data only covers Jan–Jun 2024",
  );
}

// ================================================================ 5. inventory

interface Stock {
  sku: string;
  item: string;
  warehouse: string;
  onHand: number;
  reorder: number;
  cost: number;
  counted: string | null;
}

const adjectives = ["Steel", "Brass", "Nylon", "Copper", "Rubber", "Carbon", "Plastic", "Oak"];
const nouns = ["Bracket", "Hinge", "Washer", "Bolt", "Gasket", "Clamp", "Valve", "Spring", "Pulley", "Bearing"];
const usedItems = new Set<string>();
const stock: Stock[] = Array.from({ length: 42 }, (_, i) => {
  let item = "";
  do item = `${pick(adjectives)} ${pick(nouns)}`; while (usedItems.has(item));
  usedItems.add(item);
  const reorder = int(4, 30) * 5;
  return {
    sku: `SKU-${String(301 + i * 7)}`,
    item,
    warehouse: weighted([["Leeds", 3], ["Manchester", 2.5], ["Bristol", 2]] as const),
    onHand: Math.max(0, Math.round(reorder * (0.3 + rand() * 2.2))),
    reorder,
    cost: r2(0.4 + rand() * 38),
    counted: rand() < 0.1 ? null : randomDate(2024, 4, 6),
  };
});

const inventoryTable: Table = {
  columns: ["SKU", "Item", "Warehouse", "On Hand", "Reorder Lvl", "Unit Cost (€)", "Last Count"],
  rows: stock.map((s) => [s.sku, s.item, s.warehouse, s.onHand, s.reorder, s.cost, s.counted]),
};

{
  const T = inventoryTable;
  const below = stock.filter((s) => s.onHand < s.reorder);

  ask(
    "inventory-units-manchester-typo",
    T,
    "total units on hand in Manchster",
    sum(stock.filter((s) => s.warehouse === "Manchester").map((s) => s.onHand)),
    ["total", "criteria", "typo"],
  );
  ask("inventory-count-below-reorder", T, "How many SKUs are below their reorder level?", below.length, [
    "count",
    "criteria",
  ]);
  ask(
    "inventory-stock-value",
    T,
    "What's the total value of the stock we hold, at unit cost?",
    sum(stock.map((s) => s.onHand * s.cost)),
    ["total"],
  );
  ask(
    "inventory-pct-below-reorder",
    T,
    "what percent of items need reordering (on hand under reorder level)?",
    pct(below.length, stock.length),
    ["rate", "criteria"],
  );
  ask(
    "inventory-third-largest-on-hand",
    T,
    "third biggest on-hand quantity?",
    nthHighest(stock.map((s) => s.onHand), 3),
    ["ranking"],
  );
  ask(
    "inventory-avg-cost-not-leeds",
    T,
    "Average unit cost for items not stored in Leeds",
    mean(stock.filter((s) => s.warehouse !== "Leeds").map((s) => s.cost)),
    ["average", "negation"],
  );
  ask(
    "inventory-counted-in-may",
    T,
    "How many items were last counted in May?",
    stock.filter((s) => s.counted !== null && monthOf(s.counted) === 5).length,
    ["count", "period"],
  );

  cannot(
    "inventory-unanswerable-retail-value",
    T,
    "What's the total retail value of the stock in Bristol?",
    "no selling/retail price, only unit cost",
  );
  cannot(
    "inventory-unanswerable-units-sold",
    T,
    "How many units did we sell last month?",
    "no sales or movement data",
  );
}

// ---------------------------------------------------------------- checks and output

const ids = new Set<string>();
const questions = new Set<string>();
for (const it of items) {
  if (ids.has(it.id)) throw new Error(`duplicate id ${it.id}`);
  if (questions.has(it.question.toLowerCase())) throw new Error(`duplicate question ${it.question}`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(it.id)) throw new Error(`id not kebab-case: ${it.id}`);
  ids.add(it.id);
  questions.add(it.question.toLowerCase());
}
for (const t of [ordersTable, hrTable, budgetTable, surveyTable, inventoryTable]) {
  if (t.rows.length < 30 || t.rows.length > 120) throw new Error(`table size ${t.rows.length}`);
  if (t.rows.some((r) => r.length !== t.columns.length)) throw new Error("ragged table");
}

/** JSON with two-space indent, but each table row and each short list of scalars on one line (as deno fmt keeps). */
function serialise(value: unknown, indent = "", start = 0, rows = false): string {
  const flat = (xs: unknown[]) => `[${xs.map((x) => JSON.stringify(x)).join(", ")}]`;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const inner = indent + "  ";
    if (!rows && value.every((v) => v === null || typeof v !== "object")) {
      const line = flat(value);
      if (start + line.length + 1 <= 120) return line;
      return `[\n${value.map((v) => inner + JSON.stringify(v)).join(",\n")}\n${indent}]`;
    }
    const parts = value.map((v) => rows && Array.isArray(v) ? flat(v) : serialise(v, inner, inner.length));
    return `[\n${parts.map((p) => inner + p).join(",\n")}\n${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    const inner = indent + "  ";
    const parts = Object.entries(value).map(([k, v]) => {
      const key = `${inner}${JSON.stringify(k)}: `;
      return key + serialise(v, inner, key.length, k === "rows");
    });
    return `{\n${parts.join(",\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

const out = new URL("./held-out-2.json", import.meta.url);
await Deno.writeTextFile(out, serialise(items) + "\n");

console.log(`wrote ${items.length} items to ${out.pathname}`);
console.log([...kinds.entries()].map(([k, n]) => `${k}: ${n}`).join(", "));
