/**
 * Builds held-out-16.json: a blind held-out set for the spreadsheet data analyzer. Six everyday tables — an
 * office-supplies order book, a staff list, a department budget (planned vs actual), a customer satisfaction survey,
 * a warehouse stock movement log and a van fleet fuel/maintenance log — are generated with a seeded random
 * generator, and each gets 15 questions typed the way spreadsheet users type them: 10 the table can answer (the
 * expected figure is computed here from the generated rows and recomputed a second, independent way from the
 * generating records) and 5 it cannot (asking for a measure, dimension or period the table does not hold).
 *
 * Run from the repository root:
 *
 *   npx deno run --allow-write api/src/generation/analysis/dev-set/make-held-out-16.ts
 */
import { seededRandom } from "../../../../test/seeded-random.ts";

type Cell = string | number | boolean | null;
interface Table {
  columns: string[];
  rows: Cell[][];
}
interface Item {
  id: string;
  table: Table;
  question: string;
  expect: { figures: number[] };
  unanswerable?: string;
}

// ---------------------------------------------------------------- helpers

const rand = seededRandom(1617);
const int = (lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const chance = (p: number): boolean => rand() < p;
function weighted<T>(pairs: readonly (readonly [T, number])[]): T {
  const total = pairs.reduce((a, [, w]) => a + w, 0);
  let r = rand() * total;
  for (const [value, w] of pairs) {
    r -= w;
    if (r < 0) return value;
  }
  return pairs[pairs.length - 1][0];
}
const round2 = (x: number): number => Math.round(x * 100) / 100;
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

const DAY = 86_400_000;
const EPOCH = Date.UTC(2024, 0, 1);
/** Days from 2024-01-01 to the given date (negative before it). */
const dayOf = (y: number, m: number, d: number): number => Math.round((Date.UTC(y, m - 1, d) - EPOCH) / DAY);
const iso = (day: number): string => new Date(EPOCH + day * DAY).toISOString().slice(0, 10);
/** Moves a Saturday or Sunday on to the next Monday. */
function weekday(day: number): number {
  const dow = new Date(EPOCH + day * DAY).getUTCDay();
  return dow === 6 ? day + 2 : dow === 0 ? day + 1 : day;
}
/** Calendar month (1-12) of a day number, worked out from the Date object rather than the ISO string. */
const monthOf = (day: number): number => new Date(EPOCH + day * DAY).getUTCMonth() + 1;

function column(t: Table): (name: string) => number {
  return (name) => {
    const i = t.columns.indexOf(name);
    if (i < 0) throw new Error(`no column ${name}`);
    return i;
  };
}
function num(c: Cell): number {
  if (typeof c !== "number") throw new Error(`not a number: ${c}`);
  return c;
}
function str(c: Cell): string {
  if (typeof c !== "string") throw new Error(`not a string: ${c}`);
  return c;
}
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
function mean(xs: readonly number[]): number {
  if (xs.length === 0) throw new Error("mean of nothing");
  return sum(xs) / xs.length;
}
/** A sum done in whole pennies, as the independent recomputation of a money total. */
const pennies = (xs: readonly number[]): number => xs.reduce((a, b) => a + Math.round(b * 100), 0) / 100;
/** Mean by a plain loop, as the independent recomputation of an average. */
function loopMean(xs: readonly number[]): number {
  let total = 0;
  let count = 0;
  for (const x of xs) {
    total += x;
    count++;
  }
  if (count === 0) throw new Error("mean of nothing");
  return total / count;
}
function groupSum(rows: readonly Cell[][], key: (r: Cell[]) => string, value: (r: Cell[]) => number) {
  const groups = new Map<string, number>();
  for (const r of rows) groups.set(key(r), (groups.get(key(r)) ?? 0) + value(r));
  return groups;
}
/** The group with the largest value; throws on a tie at the top, so a "which" question has one answer. */
function top(groups: Map<string, number>): [string, number] {
  const sorted = [...groups].sort((a, b) => b[1] - a[1]);
  if (sorted.length === 0) throw new Error("no groups");
  if (sorted.length > 1 && Math.abs(sorted[0][1] - sorted[1][1]) < 1e-9) {
    throw new Error(`tie at the top: ${sorted[0][0]} and ${sorted[1][0]}`);
  }
  return sorted[0];
}
/** The same ranking over a plain record, found by a linear scan. */
function topByScan(totals: Record<string, number>): [string, number] {
  let best: [string, number] | null = null;
  for (const [k, v] of Object.entries(totals)) if (best === null || v > best[1]) best = [k, v];
  if (best === null) throw new Error("no groups");
  return best;
}
const add = (acc: Record<string, number>, k: string, v: number): void => {
  acc[k] = (acc[k] ?? 0) + v;
};
const tidy = (x: number): number => Number(x.toFixed(9));

const items: Item[] = [];
function answer(id: string, table: Table, question: string, figure: number, check: number): void {
  if (!Number.isFinite(figure) || Math.abs(figure - check) > 1e-6 * Math.max(1, Math.abs(figure))) {
    throw new Error(`${id}: ${figure} disagrees with the recomputation ${check}`);
  }
  items.push({ id, table, question, expect: { figures: [tidy(figure)] } });
}
function answerWhich(
  id: string,
  table: Table,
  question: string,
  [name, figure]: [string, number],
  [checkName, check]: [string, number],
): void {
  if (name !== checkName) throw new Error(`${id}: ${name} disagrees with the recomputation ${checkName}`);
  answer(id, table, question, figure, check);
}
function cannot(id: string, table: Table, question: string, lacks: string): void {
  items.push({ id, table, question, expect: { figures: [] }, unanswerable: lacks });
}
function nonZero(id: string, x: number): number {
  if (x === 0) throw new Error(`${id}: the filter matches nothing`);
  return x;
}

// ---------------------------------------------------------------- 1. orders (office supplies order book)

interface Order {
  id: string;
  day: number;
  customer: string;
  region: string;
  product: string;
  category: string;
  qty: number;
  price: number;
  discount: number | null;
  total: number;
  status: string;
  notes: string | null;
}
const ordCustomers: readonly (readonly [string, string])[] = [
  ["Acme Ltd", "North"],
  ["Brightside Dental", "South"],
  ["Carter & Sons", "Midlands"],
  ["Delta Logistics", "North"],
  ["Evergreen Primary School", "West"],
  ["Fairway Golf Club", "East"],
  ["Greenleaf Cafe", "South"],
  ["Harbour Vets", "West"],
  ["Ironbridge Solicitors", "Midlands"],
  ["Juniper Design", "East"],
  ["Kestrel Accountants", "North"],
  ["Lakeside Hotel", "West"],
];
/** name, category, unit price, largest usual quantity */
const ordProducts: readonly (readonly [string, string, number, number])[] = [
  ["A4 Paper (5 reams)", "Stationery", 21.99, 30],
  ["Whiteboard Markers x10", "Stationery", 8.49, 20],
  ["Ballpoint Pens x50", "Stationery", 11.25, 15],
  ["Toner Cartridge", "Printing", 64.5, 10],
  ["Label Printer", "Printing", 89, 3],
  ["Office Chair", "Furniture", 149, 8],
  ["Standing Desk", "Furniture", 329, 4],
  ["Filing Cabinet", "Furniture", 119.99, 5],
  ["24in Monitor", "IT", 139.99, 10],
  ["USB-C Dock", "IT", 74.95, 12],
  ["Wireless Keyboard", "IT", 29.99, 15],
];
const orders: Order[] = Array.from({ length: 96 }, () => weekday(int(dayOf(2024, 1, 2), dayOf(2024, 6, 28))))
  .sort((a, b) => a - b)
  .map((day, i) => {
    const [customer, region] = pick(ordCustomers);
    const [product, category, price, maxQty] = pick(ordProducts);
    const qty = int(1, maxQty);
    const discount = chance(0.35) ? pick([5, 10, 15]) : null;
    const total = round2(qty * price * (1 - (discount ?? 0) / 100));
    const status = day > dayOf(2024, 6, 14)
      ? weighted([["Shipped", 60], ["Delivered", 30], ["Cancelled", 10]] as const)
      : weighted([["Delivered", 80], ["Cancelled", 11], ["Returned", 9]] as const);
    const notes = status === "Cancelled"
      ? (chance(0.6) ? pick(["customer cancelled", "out of stock - cancelled", "duplicate order"]) : null)
      : status === "Returned"
      ? pick(["damaged on arrival", "wrong item sent", "not needed - refunded"])
      : chance(0.12)
      ? pick(["PO to follow", "deliver to rear entrance", "call before delivery", "urgent"])
      : null;
    return {
      id: `SO-${24101 + i}`,
      day,
      customer,
      region,
      product,
      category,
      qty,
      price,
      discount,
      total,
      status,
      notes,
    };
  });
const ordT: Table = {
  columns: [
    "Order ID",
    "Order Date",
    "Customer",
    "Region",
    "Product",
    "Category",
    "Qty",
    "Unit Price (£)",
    "Discount %",
    "Total (£)",
    "Status",
    "Notes",
  ],
  rows: orders.map((o) => [
    o.id,
    iso(o.day),
    o.customer,
    o.region,
    o.product,
    o.category,
    o.qty,
    o.price,
    o.discount,
    o.total,
    o.status,
    o.notes,
  ]),
};
{
  const c = column(ordT);
  const rows = ordT.rows;
  const total = (r: Cell[]) => num(r[c("Total (£)")]);

  answer(
    "ord-total-march-excl-cancelled",
    ordT,
    "whats the total sales in March, not counting cancelled orders?",
    sum(
      rows.filter((r) => str(r[c("Order Date")]).startsWith("2024-03") && r[c("Status")] !== "Cancelled").map(total),
    ),
    pennies(orders.filter((o) => monthOf(o.day) === 3 && o.status !== "Cancelled").map((o) => o.total)),
  );

  answer(
    "ord-north-cancelled-count",
    ordT,
    "how many orders from the Nrth region got cancelled?",
    nonZero(
      "ord-north-cancelled-count",
      rows.filter((r) => r[c("Region")] === "North" && r[c("Status")] === "Cancelled").length,
    ),
    orders.reduce((n, o) => n + (o.region === "North" && o.status === "Cancelled" ? 1 : 0), 0),
  );

  {
    const byCustomer: Record<string, number> = {};
    for (const o of orders) add(byCustomer, o.customer, o.qty);
    answerWhich(
      "ord-top-customer-qty",
      ordT,
      "which customer has the highest total qty across all their orders?",
      top(groupSum(rows, (r) => str(r[c("Customer")]), (r) => num(r[c("Qty")]))),
      topByScan(byCustomer),
    );
  }

  answer(
    "ord-avg-order-value-west",
    ordT,
    "avg order value for the West region? (all orders, cancelled ones incl.)",
    mean(rows.filter((r) => r[c("Region")] === "West").map(total)),
    loopMean(orders.filter((o) => o.region === "West").map((o) => o.total)),
  );

  answer(
    "ord-pct-discounted",
    ordT,
    "what % of orders had a discount?",
    (100 * rows.filter((r) => r[c("Discount %")] !== null).length) / rows.length,
    (orders.filter((o) => (o.discount ?? 0) > 0).length / orders.length) * 100,
  );

  answer(
    "ord-furniture-units-apr-jun",
    ordT,
    "how many units of furniture were ordered between April and June?",
    sum(
      rows
        .filter((r) =>
          r[c("Category")] === "Furniture" && str(r[c("Order Date")]) >= "2024-04-01" &&
          str(r[c("Order Date")]) <= "2024-06-30"
        )
        .map((r) => num(r[c("Qty")])),
    ),
    orders.filter((o) => o.category === "Furniture" && monthOf(o.day) >= 4 && monthOf(o.day) <= 6).reduce(
      (n, o) => n + o.qty,
      0,
    ),
  );

  {
    const delivered = (product: string) =>
      sum(rows.filter((r) => r[c("Product")] === product && r[c("Status")] === "Delivered").map(total));
    const deliveredCheck = (product: string) =>
      pennies(orders.filter((o) => o.product === product && o.status === "Delivered").map((o) => o.total));
    const toner = delivered("Toner Cartridge");
    const paper = delivered("A4 Paper (5 reams)");
    const [more, less] = toner >= paper ? ["toner cartridges", "A4 paper"] : ["A4 paper", "toner cartridges"];
    answer(
      "ord-toner-vs-paper-delivered",
      ordT,
      `delivered orders only - how much more did we take on ${more} than on ${less}?`,
      Math.abs(toner - paper),
      Math.abs(deliveredCheck("Toner Cartridge") - deliveredCheck("A4 Paper (5 reams)")),
    );
  }

  answer(
    "ord-not-delivered-count",
    ordT,
    "how many orders aren't marked as Delivered?",
    rows.filter((r) => r[c("Status")] !== "Delivered").length,
    orders.length - orders.filter((o) => o.status === "Delivered").length,
  );

  {
    const acme = rows.filter((r) => r[c("Customer")] === "Acme Ltd").map(total);
    if (acme.length < 3) throw new Error("Acme Ltd has too few orders");
    answer(
      "ord-max-acme",
      ordT,
      "what was the biggest single order for Acme Ltd (Total £)?",
      Math.max(...acme),
      orders.filter((o) => o.customer === "Acme Ltd").sort((a, b) => b.total - a.total)[0].total,
    );
  }

  answer(
    "ord-returned-value-midlands",
    ordT,
    "total £ of returned orders in the Midlands?",
    nonZero(
      "ord-returned-value-midlands",
      sum(rows.filter((r) => r[c("Status")] === "Returned" && r[c("Region")] === "Midlands").map(total)),
    ),
    pennies(orders.filter((o) => o.status === "Returned" && o.region === "Midlands").map((o) => o.total)),
  );

  cannot(
    "ord-delivery-time-north",
    ordT,
    "what's the average delivery time in days for orders in the North?",
    "no delivery or dispatch date is recorded, only the order date",
  );
  cannot(
    "ord-profit-it-march",
    ordT,
    "whats our total profit on IT products in March?",
    "no cost or margin column, only selling prices and order totals",
  );
  cannot(
    "ord-top-sales-rep-may",
    ordT,
    "which sales rep took the most orders in May?",
    "no column records the salesperson who took the order",
  );
  cannot(
    "ord-total-dec-2023",
    ordT,
    "total sales for December 2023?",
    "the orders only run from January to June 2024",
  );
  cannot(
    "ord-paid-by-card",
    ordT,
    "how many orders were paid by card?",
    "no column records the payment method",
  );
}

// ---------------------------------------------------------------- 2. HR (staff list)

interface Employee {
  id: string;
  name: string;
  dept: string;
  title: string;
  start: number;
  salary: number;
  fte: number;
  contract: string;
  remote: boolean;
  sick: number;
  manager: string | null;
  notes: string | null;
}
/** dept, job titles, salary range, share working remotely, head count */
const hrDepts: readonly (readonly [string, readonly string[], number, number, number, number])[] = [
  ["Finance", ["Accountant", "Finance Assistant", "Payroll Officer"], 30000, 52000, 0.2, 10],
  ["IT", ["Developer", "IT Support Analyst", "Systems Administrator"], 34000, 62000, 0.6, 14],
  ["Sales", ["Account Manager", "Sales Executive", "Business Development Manager"], 36000, 58000, 0.3, 14],
  ["Operations", ["Warehouse Operative", "Ops Coordinator", "Logistics Planner"], 23000, 36000, 0.05, 20],
  ["Marketing", ["Marketing Executive", "Content Writer", "Digital Marketing Manager"], 28000, 50000, 0.4, 9],
  ["HR", ["HR Advisor", "Recruiter"], 29000, 44000, 0.3, 6],
];
const firstNames = [
  "Amelia",
  "Ben",
  "Chloe",
  "Daniel",
  "Ella",
  "Farhan",
  "Grace",
  "Harry",
  "Isla",
  "Jack",
  "Kiran",
  "Laura",
  "Mohammed",
  "Niamh",
  "Oliver",
  "Priya",
  "Rhys",
  "Sophie",
  "Tom",
  "Zara",
  "Callum",
  "Hannah",
  "Liam",
  "Megan",
];
const lastNames = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Williams",
  "Wilson",
  "Johnson",
  "Davies",
  "Patel",
  "Robinson",
  "Wright",
  "Thompson",
  "Evans",
  "Walker",
  "Ahmed",
  "Green",
  "Hall",
  "Wood",
  "Clarke",
  "Hughes",
  "Murphy",
  "Kaur",
];
const usedNames = new Set<string>();
function freshName(): string {
  for (;;) {
    const name = `${pick(firstNames)} ${pick(lastNames)}`;
    if (!usedNames.has(name)) {
      usedNames.add(name);
      return name;
    }
  }
}
const staffDraft: Omit<Employee, "id">[] = [];
for (const [dept, titles, lo, hi, remoteShare, count] of hrDepts) {
  const head = freshName();
  for (let i = 0; i < count; i++) {
    const isHead = i === 0;
    const contract = isHead ? "Permanent" : weighted([["Permanent", 74], ["Fixed-term", 16], ["Temp", 10]] as const);
    const start = weekday(
      isHead
        ? int(dayOf(2014, 3, 3), dayOf(2019, 12, 31))
        : contract === "Temp"
        ? int(dayOf(2023, 6, 1), dayOf(2024, 5, 24))
        : int(dayOf(2015, 1, 5), dayOf(2024, 5, 24)),
    );
    const sick = weighted([[0, 35], [int(1, 3), 35], [int(4, 8), 22], [int(9, 15), 8]] as const);
    staffDraft.push({
      name: isHead ? head : freshName(),
      dept,
      title: isHead ? `Head of ${dept}` : pick(titles),
      start,
      salary: Math.round((isHead ? int(hi + 8000, hi + 22000) : int(lo, hi)) / 250) * 250,
      fte: isHead || chance(0.78) ? 1 : pick([0.4, 0.5, 0.6, 0.8]),
      contract,
      remote: chance(remoteShare),
      sick,
      manager: isHead ? null : head,
      notes: chance(0.1)
        ? pick(["on maternity leave", "phased return", "probation ends 2024-08-31", "flexible hours agreed"])
        : null,
    });
  }
}
const staff: Employee[] = staffDraft
  .sort((a, b) => a.start - b.start)
  .map((e, i) => ({ ...e, id: `E${1001 + i}` }));
const hrT: Table = {
  columns: [
    "Emp ID",
    "Full Name",
    "Dept",
    "Job Title",
    "Start Date",
    "Salary (£ p.a.)",
    "FTE",
    "Contract",
    "Remote (Y/N)",
    "Sick Days YTD",
    "Line Manager",
    "Notes",
  ],
  rows: staff.map((e) => [
    e.id,
    e.name,
    e.dept,
    e.title,
    iso(e.start),
    e.salary,
    e.fte,
    e.contract,
    e.remote ? "Y" : "N",
    e.sick,
    e.manager,
    e.notes,
  ]),
};
{
  const c = column(hrT);
  const rows = hrT.rows;
  const salary = (r: Cell[]) => num(r[c("Salary (£ p.a.)")]);

  answer(
    "hr-it-remote-count",
    hrT,
    "how many ppl in IT work remotely?",
    nonZero("hr-it-remote-count", rows.filter((r) => r[c("Dept")] === "IT" && r[c("Remote (Y/N)")] === "Y").length),
    staff.reduce((n, e) => n + (e.dept === "IT" && e.remote ? 1 : 0), 0),
  );

  answer(
    "hr-avg-salary-finance",
    hrT,
    "average salary in Finance?",
    mean(rows.filter((r) => r[c("Dept")] === "Finance").map(salary)),
    loopMean(staff.filter((e) => e.dept === "Finance").map((e) => e.salary)),
  );

  answer(
    "hr-salary-bill-not-permanent",
    hrT,
    "what's the total salary bill for staff who aren't on permanent contracts?",
    sum(rows.filter((r) => r[c("Contract")] !== "Permanent").map(salary)),
    sum(staff.map((e) => e.salary)) - sum(staff.filter((e) => e.contract === "Permanent").map((e) => e.salary)),
  );

  answer(
    "hr-pct-part-time",
    hrT,
    "what % of staff are part time (FTE under 1)?",
    (100 * rows.filter((r) => num(r[c("FTE")]) < 1).length) / rows.length,
    100 - (staff.filter((e) => e.fte === 1).length / staff.length) * 100,
  );

  {
    const byDept: Record<string, number> = {};
    for (const e of staff) add(byDept, e.dept, e.sick);
    answerWhich(
      "hr-top-sick-days-dept",
      hrT,
      "which dept has racked up the most sick days so far this year?",
      top(groupSum(rows, (r) => str(r[c("Dept")]), (r) => num(r[c("Sick Days YTD")]))),
      topByScan(byDept),
    );
  }

  answer(
    "hr-starters-h1-2023",
    hrT,
    "how many people started between Jan and June 2023?",
    nonZero(
      "hr-starters-h1-2023",
      rows.filter((r) => str(r[c("Start Date")]) >= "2023-01-01" && str(r[c("Start Date")]) <= "2023-06-30").length,
    ),
    staff.filter((e) => e.start >= dayOf(2023, 1, 1) && e.start < dayOf(2023, 7, 1)).length,
  );

  {
    const avg = (dept: string) => mean(rows.filter((r) => r[c("Dept")] === dept).map(salary));
    const gap = avg("Sales") - avg("Operations");
    if (gap <= 0) throw new Error("Sales should out-earn Operations");
    answer(
      "hr-sales-vs-ops-avg-salary",
      hrT,
      "how much higher is the avg salary in Sales compared with Operations?",
      gap,
      loopMean(staff.filter((e) => e.dept === "Sales").map((e) => e.salary)) -
        loopMean(staff.filter((e) => e.dept === "Operations").map((e) => e.salary)),
    );
  }

  answer(
    "hr-max-salary-marketing",
    hrT,
    "highest salary in marketting?",
    Math.max(...rows.filter((r) => r[c("Dept")] === "Marketing").map(salary)),
    staff.filter((e) => e.dept === "Marketing").reduce((m, e) => (e.salary > m ? e.salary : m), 0),
  );

  answer(
    "hr-total-fte-excl-temps",
    hrT,
    "total FTE excluding temps?",
    sum(rows.filter((r) => r[c("Contract")] !== "Temp").map((r) => num(r[c("FTE")]))),
    staff.reduce((n, e) => n + (e.contract === "Temp" ? 0 : Math.round(e.fte * 10)), 0) / 10,
  );

  answer(
    "hr-avg-sick-not-remote",
    hrT,
    "avg sick days for staff who are not remote?",
    mean(rows.filter((r) => r[c("Remote (Y/N)")] === "N").map((r) => num(r[c("Sick Days YTD")]))),
    loopMean(staff.filter((e) => !e.remote).map((e) => e.sick)),
  );

  cannot(
    "hr-avg-age-finance",
    hrT,
    "what's the average age of staff in Finance?",
    "no column records date of birth or age",
  );
  cannot(
    "hr-bonus-count",
    hrT,
    "how many staff got a bonus last year?",
    "no column records bonuses",
  );
  cannot(
    "hr-leavers-2023",
    hrT,
    "how many people left the company in 2023?",
    "it lists current staff only; there is no leaving date",
  );
  cannot(
    "hr-gender-split-it",
    hrT,
    "whats the male/female split in IT?",
    "no column records gender",
  );
  cannot(
    "hr-overtime-ops",
    hrT,
    "total overtime hours in Operations this year?",
    "no column records overtime hours",
  );
}

// ---------------------------------------------------------------- 3. budget (planned vs actual by dept and month)

interface BudgetLine {
  month: number;
  dept: string;
  category: string;
  budget: number;
  actual: number | null;
  notes: string | null;
}
const budBase: Record<string, Record<string, number>> = {
  Sales: { Staff: 42000, Travel: 3500, Software: 1200 },
  Marketing: { Staff: 28000, Travel: 1500, Software: 2400 },
  IT: { Staff: 36000, Travel: 600, Software: 5200 },
  HR: { Staff: 15000, Travel: 400, Software: 900 },
  Facilities: { Staff: 12000, Travel: 250, Software: 300 },
};
const budBumpNotes: Record<string, string> = {
  Staff: "new starter",
  Travel: "conference",
  Software: "annual licence renewal",
};
const budLines: BudgetLine[] = [];
for (let month = 1; month <= 6; month++) {
  for (const dept of Object.keys(budBase)) {
    for (const category of ["Staff", "Travel", "Software"]) {
      const bump = chance(0.12);
      const budget = bump ? Math.round((budBase[dept][category] * 1.5) / 50) * 50 : budBase[dept][category];
      const pending = month === 6 && dept === "Facilities";
      const spread = category === "Staff" ? [0.95, 0.12] : [0.8, 0.4];
      const actual = pending ? null : Math.round(budget * (spread[0] + rand() * spread[1]));
      const notes = pending
        ? "awaiting invoices"
        : bump
        ? budBumpNotes[category] ?? null
        : chance(0.06)
        ? pick(["accrual reversed", "includes agency fees", "recharge from group"])
        : null;
      budLines.push({ month, dept, category, budget, actual, notes });
    }
  }
}
const budT: Table = {
  columns: ["Month", "Dept", "Cost Category", "Budget (£)", "Actual (£)", "Notes"],
  rows: budLines.map((b) => [`2024-0${b.month}`, b.dept, b.category, b.budget, b.actual, b.notes]),
};
{
  const c = column(budT);
  const rows = budT.rows;
  const budget = (r: Cell[]) => num(r[c("Budget (£)")]);
  const actual = (r: Cell[]) => num(r[c("Actual (£)")]);
  const hasActual = (r: Cell[]) => r[c("Actual (£)")] !== null;
  const spent = budLines.filter((b): b is BudgetLine & { actual: number } => b.actual !== null);

  answer(
    "bud-actual-q1",
    budT,
    "total actual spend in Q1?",
    sum(rows.filter((r) => ["2024-01", "2024-02", "2024-03"].includes(str(r[c("Month")]))).map(actual)),
    spent.filter((b) => b.month <= 3).reduce((n, b) => n + b.actual, 0),
  );

  answer(
    "bud-it-variance",
    budT,
    "how much is IT over or under budget overall? (actual minus budget)",
    sum(rows.filter((r) => r[c("Dept")] === "IT").map((r) => actual(r) - budget(r))),
    spent.filter((b) => b.dept === "IT").reduce((n, b) => n + b.actual, 0) -
      budLines.filter((b) => b.dept === "IT").reduce((n, b) => n + b.budget, 0),
  );

  answer(
    "bud-lines-over-budget",
    budT,
    "how many lines came in over budget?",
    rows.filter((r) => hasActual(r) && actual(r) > budget(r)).length,
    spent.length - spent.filter((b) => b.actual <= b.budget).length,
  );

  answer(
    "bud-travel-share-of-actual",
    budT,
    "what % of the actual spend went on Travel?",
    (100 * sum(rows.filter((r) => hasActual(r) && r[c("Cost Category")] === "Travel").map(actual))) /
      sum(rows.filter(hasActual).map(actual)),
    100 -
      (100 * spent.filter((b) => b.category !== "Travel").reduce((n, b) => n + b.actual, 0)) /
        spent.reduce((n, b) => n + b.actual, 0),
  );

  {
    const janToMay = rows.filter((r) => str(r[c("Month")]) <= "2024-05");
    const byDept: Record<string, number> = {};
    for (const b of budLines) if (b.month <= 5 && b.actual !== null) add(byDept, b.dept, b.actual - b.budget);
    const winner = top(groupSum(janToMay, (r) => str(r[c("Dept")]), (r) => actual(r) - budget(r)));
    if (winner[1] <= 0) throw new Error("no dept overspent Jan-May");
    answerWhich(
      "bud-top-overspend-jan-may",
      budT,
      "which dept overspent the most between Jan and May (actual - budget)?",
      winner,
      topByScan(byDept),
    );
  }

  {
    const salesTravel = rows.filter((r) => r[c("Dept")] === "Sales" && r[c("Cost Category")] === "Travel").map(budget);
    if (new Set(salesTravel).size < 2) throw new Error("Sales travel budget never changes");
    answer(
      "bud-avg-sales-travel-budget",
      budT,
      "avg monthly travel buget for Sales?",
      mean(salesTravel),
      loopMean(budLines.filter((b) => b.dept === "Sales" && b.category === "Travel").map((b) => b.budget)),
    );
  }

  answer(
    "bud-missing-actuals",
    budT,
    "how many lines dont have an actual yet?",
    nonZero("bud-missing-actuals", rows.filter((r) => !hasActual(r)).length),
    budLines.length - spent.length,
  );

  {
    const salesStaff = (month: string) =>
      actual(
        rows.find((r) => r[c("Month")] === month && r[c("Dept")] === "Sales" && r[c("Cost Category")] === "Staff")!,
      );
    const check = (month: number) =>
      spent.filter((b) => b.month === month && b.dept === "Sales" && b.category === "Staff")[0].actual;
    answer(
      "bud-sales-staff-mar-vs-feb",
      budT,
      "Sales staff costs, March compared with Feb - what's the change in actual? (Mar minus Feb)",
      salesStaff("2024-03") - salesStaff("2024-02"),
      check(3) - check(2),
    );
  }

  answer(
    "bud-budget-excl-staff",
    budT,
    "total budget excluding staff costs?",
    sum(rows.filter((r) => r[c("Cost Category")] !== "Staff").map(budget)),
    budLines.reduce((n, b) => n + (b.category === "Travel" || b.category === "Software" ? b.budget : 0), 0),
  );

  answer(
    "bud-hr-pct-spent",
    budT,
    "what % of HR's budget has actually been spent?",
    (100 * sum(rows.filter((r) => r[c("Dept")] === "HR").map(actual))) /
      sum(rows.filter((r) => r[c("Dept")] === "HR").map(budget)),
    (spent.filter((b) => b.dept === "HR").reduce((n, b) => n + b.actual, 0) /
      budLines.filter((b) => b.dept === "HR").reduce((n, b) => n + b.budget, 0)) * 100,
  );

  cannot(
    "bud-q3-budget",
    budT,
    "what's the total budget for Q3?",
    "the budget only covers January to June 2024",
  );
  cannot(
    "bud-it-hardware-march",
    budT,
    "how much did IT spend on hardware in March?",
    "there is no hardware cost category, only Staff, Travel and Software",
  );
  cannot(
    "bud-top-supplier-marketing",
    budT,
    "which supplier did Marketing pay the most?",
    "no column records suppliers",
  );
  cannot(
    "bud-sales-forecast",
    budT,
    "what's the full-year forecast for Sales?",
    "no forecast column, only monthly budget and actual",
  );
  cannot(
    "bud-travel-vs-last-year",
    budT,
    "travel actuals compared with last year - are we up or down?",
    "no prior-year figures; only 2024 is recorded",
  );
}

// ---------------------------------------------------------------- 4. survey (store customer satisfaction)

interface Response {
  n: number;
  day: number;
  store: string;
  age: string;
  overall: number;
  staff: number | null;
  value: number | null;
  recommend: boolean;
  heard: string;
  comment: string | null;
}
const srvStores: Record<string, [number, number]> = {
  Leeds: [3.4, 3.1],
  York: [4.0, 3.5],
  Manchester: [3.2, 3.3],
  Sheffield: [3.7, 3.9],
};
const noise = (spread: number): number => (rand() + rand() + rand() - 1.5) * spread;
const srvGood = [
  "Lovely staff",
  "great range",
  "quick and easy",
  "Sam on the tills was really helpful",
  "will be back",
];
const srvBad = [
  "Queue was long at the tills",
  "Prices have gone up a lot",
  "couldn't find what I needed",
  "Parking is a nightmare",
  "no one around to help",
  "self checkout kept breaking",
];
const responses: Response[] = Array.from({ length: 112 }, () => int(dayOf(2024, 3, 1), dayOf(2024, 4, 30)))
  .sort((a, b) => a - b)
  .map((day, i) => {
    const store = weighted([["Leeds", 32], ["York", 24], ["Manchester", 30], ["Sheffield", 26]] as const);
    const [overallBias, valueBias] = srvStores[store];
    const overall = clamp(Math.round(overallBias + noise(1.6)), 1, 5);
    const recommend = overall >= 4 ? chance(0.9) : overall === 3 ? chance(0.45) : chance(0.08);
    return {
      n: i + 1,
      day,
      store,
      age: weighted([["18-24", 16], ["25-34", 24], ["35-44", 22], ["45-54", 18], ["55+", 20]] as const),
      overall,
      staff: chance(0.08) ? null : clamp(Math.round(overall + (rand() - 0.5) * 2.2), 1, 5),
      value: chance(0.1) ? null : clamp(Math.round(valueBias + noise(1.4)), 1, 5),
      recommend,
      heard: weighted(
        [["Social media", 30], ["Friend/family", 22], ["Google", 25], ["Walked past", 15], ["Leaflet", 8]] as const,
      ),
      comment: chance(0.35) ? pick(overall >= 4 ? srvGood : srvBad) : null,
    };
  });
const srvT: Table = {
  columns: [
    "Resp #",
    "Submitted",
    "Store",
    "Age Band",
    "Overall Satisfaction (1-5)",
    "Staff Helpful (1-5)",
    "Value for Money (1-5)",
    "Would Recommend? (Y/N)",
    "How did you hear about us?",
    "Comments",
  ],
  rows: responses.map((s) => [
    s.n,
    iso(s.day),
    s.store,
    s.age,
    s.overall,
    s.staff,
    s.value,
    s.recommend ? "Y" : "N",
    s.heard,
    s.comment,
  ]),
};
{
  const c = column(srvT);
  const rows = srvT.rows;
  const overall = (r: Cell[]) => num(r[c("Overall Satisfaction (1-5)")]);
  const recommendPct = (store: string) => {
    const inStore = rows.filter((r) => r[c("Store")] === store);
    return (100 * inStore.filter((r) => r[c("Would Recommend? (Y/N)")] === "Y").length) / inStore.length;
  };
  const recommendPctCheck = (store: string) => {
    const inStore = responses.filter((s) => s.store === store);
    return (inStore.reduce((n, s) => n + (s.recommend ? 1 : 0), 0) / inStore.length) * 100;
  };

  answer(
    "srv-avg-overall",
    srvT,
    "whats the averge overall satisfaction score?",
    mean(rows.map(overall)),
    loopMean(responses.map((s) => s.overall)),
  );

  answer(
    "srv-pct-recommend",
    srvT,
    "what % would recommend us?",
    (100 * rows.filter((r) => r[c("Would Recommend? (Y/N)")] === "Y").length) / rows.length,
    100 - (responses.filter((s) => !s.recommend).length / responses.length) * 100,
  );

  answer(
    "srv-leeds-low-overall",
    srvT,
    "how many Leeds respondents gave overall satisfaction a 1 or 2?",
    nonZero(
      "srv-leeds-low-overall",
      rows.filter((r) => r[c("Store")] === "Leeds" && overall(r) <= 2).length,
    ),
    responses.filter((s) => s.store === "Leeds" && (s.overall === 1 || s.overall === 2)).length,
  );

  {
    const valueSums = groupSum(
      rows.filter((r) => r[c("Value for Money (1-5)")] !== null),
      (r) => str(r[c("Store")]),
      (r) => num(r[c("Value for Money (1-5)")]),
    );
    const valueCounts = groupSum(
      rows.filter((r) => r[c("Value for Money (1-5)")] !== null),
      (r) => str(r[c("Store")]),
      () => 1,
    );
    const avgs = new Map([...valueSums].map(([k, v]) => [k, v / valueCounts.get(k)!]));
    const checkAvgs: Record<string, number> = {};
    for (const store of Object.keys(srvStores)) {
      checkAvgs[store] = loopMean(
        responses.filter((s) => s.store === store && s.value !== null).map((s) => s.value as number),
      );
    }
    answerWhich(
      "srv-top-store-value",
      srvT,
      "which store scores best on value for money on average?",
      top(avgs),
      topByScan(checkAvgs),
    );
  }

  answer(
    "srv-comment-count",
    srvT,
    "how many ppl left a comment?",
    rows.filter((r) => r[c("Comments")] !== null && r[c("Comments")] !== "").length,
    responses.length - responses.filter((s) => s.comment === null).length,
  );

  answer(
    "srv-staff-helpful-18-24",
    srvT,
    "avg staff helpful score for the 18-24s?",
    mean(
      rows.filter((r) => r[c("Age Band")] === "18-24" && r[c("Staff Helpful (1-5)")] !== null).map((r) =>
        num(r[c("Staff Helpful (1-5)")])
      ),
    ),
    loopMean(responses.filter((s) => s.age === "18-24" && s.staff !== null).map((s) => s.staff as number)),
  );

  answer(
    "srv-social-april",
    srvT,
    "how many heard about us thru social media in April?",
    nonZero(
      "srv-social-april",
      rows.filter((r) =>
        r[c("How did you hear about us?")] === "Social media" &&
        str(r[c("Submitted")]).startsWith("2024-04")
      ).length,
    ),
    responses.filter((s) => s.heard === "Social media" && monthOf(s.day) === 4).length,
  );

  {
    const others = rows.filter((r) => r[c("Store")] !== "Manchester");
    const othersCheck = responses.filter((s) => s.store === "Leeds" || s.store === "York" || s.store === "Sheffield");
    answer(
      "srv-pct-five-excl-manchester",
      srvT,
      "what % of overall scores were a 5, excluding Manchester?",
      (100 * others.filter((r) => overall(r) === 5).length) / others.length,
      (othersCheck.filter((s) => s.overall === 5).length / othersCheck.length) * 100,
    );
  }

  {
    const york = recommendPct("York");
    const leeds = recommendPct("Leeds");
    const [higher, lower] = york >= leeds ? ["York", "Leeds"] : ["Leeds", "York"];
    answer(
      "srv-recommend-gap-york-leeds",
      srvT,
      `recommend rate in ${higher} compared with ${lower} - how many percentage points higher is it?`,
      Math.abs(york - leeds),
      Math.abs(recommendPctCheck("York") - recommendPctCheck("Leeds")),
    );
  }

  answer(
    "srv-count-10-24-march",
    srvT,
    "how many responses came in between 10 and 24 March (inclusive)?",
    rows.filter((r) => str(r[c("Submitted")]) >= "2024-03-10" && str(r[c("Submitted")]) <= "2024-03-24").length,
    responses.filter((s) => s.day >= dayOf(2024, 3, 10) && s.day < dayOf(2024, 3, 25)).length,
  );

  cannot(
    "srv-wait-time-leeds",
    srvT,
    "what's the avg wait time at the tills in Leeds?",
    "no column records waiting times",
  );
  cannot(
    "srv-male-count",
    srvT,
    "how many respondents were male?",
    "no column records gender",
  );
  cannot(
    "srv-spend-recommenders",
    srvT,
    "average spend per visit for people who'd recommend us?",
    "no column records how much respondents spend",
  );
  cannot(
    "srv-overall-january",
    srvT,
    "what was overall satisfaction in January?",
    "responses only run from March to April 2024",
  );
  cannot(
    "srv-cleanliness-york",
    srvT,
    "avg cleanliness rating for York?",
    "there is no cleanliness rating, only overall, staff helpful and value for money",
  );
}

// ---------------------------------------------------------------- 5. stock movement log (warehouse)

interface Movement {
  day: number;
  ref: string;
  sku: string;
  item: string;
  location: string;
  type: string;
  qty: number;
  cost: number;
  by: string;
  notes: string | null;
}
const invSkus: readonly (readonly [string, string, number])[] = [
  ["BLT-M8-50", "M8 Bolts (box 50)", 4.2],
  ["WSH-M8-100", "M8 Washers (box 100)", 1.85],
  ["HNG-BR-75", "Brass Hinge 75mm", 2.6],
  ["SCR-4X40-200", "Wood Screws 4x40 (200)", 6.9],
  ["GLV-NIT-L", "Nitrile Gloves L (100)", 5.75],
  ["TAP-DUC-50", "Duct Tape 50m", 3.4],
];
const invRefs: Record<string, [string, number]> = {
  "Goods In": ["PO-", 4410],
  Dispatch: ["DN-", 20331],
  "Write-off": ["WO-", 51],
  Return: ["RMA-", 118],
};
const movements: Movement[] = Array.from({ length: 104 }, () => weekday(int(dayOf(2024, 1, 2), dayOf(2024, 4, 30))))
  .sort((a, b) => a - b)
  .map((day) => {
    const [sku, item, std] = pick(invSkus);
    const type = weighted([["Goods In", 25], ["Dispatch", 60], ["Write-off", 8], ["Return", 7]] as const);
    const qty = type === "Goods In"
      ? int(5, 40) * 10
      : type === "Dispatch"
      ? int(5, 80)
      : type === "Write-off"
      ? int(1, 12)
      : int(1, 10);
    const ref = `${invRefs[type][0]}${invRefs[type][1]++}`;
    const notes = type === "Write-off"
      ? (chance(0.85) ? pick(["damaged in transit", "water damage", "failed QC", "lost - stock count"]) : null)
      : type === "Return"
      ? pick(["customer return - unopened", "wrong item ordered", "faulty - credit issued"])
      : type === "Goods In" && chance(0.15)
      ? pick(["short delivery, balance to follow", "late delivery"])
      : type === "Dispatch" && chance(0.05)
      ? "next day courier"
      : null;
    return {
      day,
      ref,
      sku,
      item,
      location: weighted([["Bristol WH", 55], ["Leeds DC", 45]] as const),
      type,
      qty,
      cost: type === "Goods In" ? round2(std * (0.95 + rand() * 0.1)) : std,
      by: weighted([["J. Khan", 45], ["M. Lewis", 35], ["P. O'Neill", 20]] as const),
      notes,
    };
  });
const invT: Table = {
  columns: ["Date", "Ref", "SKU", "Item Desc", "Location", "Movement", "Qty", "Unit Cost (£)", "Entered By", "Notes"],
  rows: movements.map((m) => [iso(m.day), m.ref, m.sku, m.item, m.location, m.type, m.qty, m.cost, m.by, m.notes]),
};
{
  const c = column(invT);
  const rows = invT.rows;
  const qty = (r: Cell[]) => num(r[c("Qty")]);
  const ofType = (type: string) => rows.filter((r) => r[c("Movement")] === type);

  answer(
    "inv-goods-in-feb",
    invT,
    "how many units came in (goods in) during Feb?",
    nonZero(
      "inv-goods-in-feb",
      sum(ofType("Goods In").filter((r) => str(r[c("Date")]).startsWith("2024-02")).map(qty)),
    ),
    movements.filter((m) => m.type === "Goods In" && monthOf(m.day) === 2).reduce((n, m) => n + m.qty, 0),
  );

  answer(
    "inv-dispatch-count-leeds",
    invT,
    "how many dispatches went out of Leeds DC?",
    ofType("Dispatch").filter((r) => r[c("Location")] === "Leeds DC").length,
    movements.reduce((n, m) => n + (m.type === "Dispatch" && m.location === "Leeds DC" ? 1 : 0), 0),
  );

  {
    const byItem: Record<string, number> = {};
    for (const m of movements) if (m.type === "Dispatch") add(byItem, m.item, m.qty);
    answerWhich(
      "inv-top-dispatched-item",
      invT,
      "which item had the most units dispatched?",
      top(groupSum(ofType("Dispatch"), (r) => str(r[c("Item Desc")]), qty)),
      topByScan(byItem),
    );
  }

  answer(
    "inv-value-gloves-received",
    invT,
    "total value of nitrile gloves recieved (qty x unit cost)?",
    nonZero(
      "inv-value-gloves-received",
      sum(
        ofType("Goods In").filter((r) => r[c("SKU")] === "GLV-NIT-L").map((r) => qty(r) * num(r[c("Unit Cost (£)")])),
      ),
    ),
    movements.filter((m) => m.type === "Goods In" && m.item === "Nitrile Gloves L (100)").reduce(
      (n, m) => n + m.qty * Math.round(m.cost * 100),
      0,
    ) / 100,
  );

  answer(
    "inv-writeoffs-excl-bristol",
    invT,
    "how many units were written off, not counting Bristol?",
    sum(ofType("Write-off").filter((r) => r[c("Location")] !== "Bristol WH").map(qty)),
    movements.filter((m) => m.type === "Write-off" && m.location === "Leeds DC").reduce((n, m) => n + m.qty, 0),
  );

  answer(
    "inv-avg-dispatch-bolts",
    invT,
    "avg dispatch qty for the M8 bolts?",
    mean(ofType("Dispatch").filter((r) => r[c("SKU")] === "BLT-M8-50").map(qty)),
    loopMean(movements.filter((m) => m.type === "Dispatch" && m.item === "M8 Bolts (box 50)").map((m) => m.qty)),
  );

  {
    const tape = rows.filter((r) => r[c("SKU")] === "TAP-DUC-50");
    const signed = (r: Cell[]) => r[c("Movement")] === "Goods In" || r[c("Movement")] === "Return" ? qty(r) : -qty(r);
    const inOut: Record<string, number> = {};
    for (const m of movements) if (m.item === "Duct Tape 50m") add(inOut, m.type, m.qty);
    answer(
      "inv-net-movement-duct-tape",
      invT,
      "net movement on duct tape? (goods in + returns - dispatches - write-offs)",
      sum(tape.map(signed)),
      (inOut["Goods In"] ?? 0) + (inOut["Return"] ?? 0) - (inOut["Dispatch"] ?? 0) - (inOut["Write-off"] ?? 0),
    );
  }

  answer(
    "inv-pct-entered-by-khan",
    invT,
    "what % of the log entries were made by J. Khan?",
    (100 * rows.filter((r) => r[c("Entered By")] === "J. Khan").length) / rows.length,
    100 - (movements.filter((m) => m.by !== "J. Khan").length / movements.length) * 100,
  );

  answer(
    "inv-dispatched-15feb-15mar",
    invT,
    "units dispatched between 15 Feb and 15 Mar?",
    sum(
      ofType("Dispatch").filter((r) => str(r[c("Date")]) >= "2024-02-15" && str(r[c("Date")]) <= "2024-03-15").map(qty),
    ),
    movements.filter((m) => m.type === "Dispatch" && m.day >= dayOf(2024, 2, 15) && m.day <= dayOf(2024, 3, 15))
      .reduce((n, m) => n + m.qty, 0),
  );

  {
    const march = (type: string) => sum(ofType(type).filter((r) => str(r[c("Date")]).startsWith("2024-03")).map(qty));
    const marchCheck = (type: string) =>
      movements.filter((m) => m.type === type && monthOf(m.day) === 3).reduce((n, m) => n + m.qty, 0);
    const diff = march("Goods In") - march("Dispatch");
    answer(
      "inv-march-in-vs-dispatched",
      invT,
      diff >= 0
        ? "in March, how many more units came in (goods in) than were dispatched?"
        : "in March, how many more units were dispatched than came in (goods in)?",
      Math.abs(diff),
      Math.abs(marchCheck("Goods In") - marchCheck("Dispatch")),
    );
  }

  cannot(
    "inv-stock-on-hand-bolts",
    invT,
    "how many M8 bolts have we got in stock right now?",
    "it logs movements only; there is no opening balance or stock-on-hand figure",
  );
  cannot(
    "inv-top-supplier-goods-in",
    invT,
    "which supplier sent us the most goods in?",
    "no column records the supplier",
  );
  cannot(
    "inv-sales-value-dispatches",
    invT,
    "whats the total sales value of the dispatches in March?",
    "only unit cost is recorded, no selling price",
  );
  cannot(
    "inv-movements-2023",
    invT,
    "how many units moved in 2023?",
    "the log only runs from January to April 2024",
  );
  cannot(
    "inv-reorder-level-washers",
    invT,
    "what's the reorder level for the M8 washers?",
    "no column records reorder levels",
  );
}

// ---------------------------------------------------------------- 6. fleet log (vans: fuel and maintenance)

interface FleetEntry {
  day: number;
  reg: string;
  vehicle: string;
  driver: string;
  type: string;
  odometer: number;
  litres: number | null;
  cost: number;
  place: string;
  notes: string | null;
}
const vans: readonly (readonly [string, string, string, number])[] = [
  ["KX21 ABC", "Ford Transit", "Sam Patel", 41200],
  ["KX21 ABD", "Ford Transit", "Dave Hughes", 38950],
  ["LR70 GHT", "Vauxhall Vivaro", "Lisa Grant", 52310],
  ["YB19 PLM", "Ford Transit Connect", "Tom Byrne", 67480],
  ["MF22 RZT", "Renault Trafic", "Aisha Noor", 18760],
];
const drivers = vans.map((v) => v[2]);
const lastDay = dayOf(2024, 6, 28);
const fleet: FleetEntry[] = [];
for (const [reg, vehicle, driver, startMiles] of vans) {
  const rate = int(38, 65);
  const odo: number[] = [];
  let miles = startMiles;
  for (let d = 0; d <= lastDay + 3; d++) {
    const dow = new Date(EPOCH + d * DAY).getUTCDay();
    if (dow !== 0 && dow !== 6) miles += int(0, 2 * rate);
    odo.push(miles);
  }
  const who = () => (chance(0.1) ? pick(drivers.filter((x) => x !== driver)) : driver);
  for (let day = int(1, 6); day <= lastDay; day = weekday(day + int(8, 15))) {
    const litres = round2(45 + rand() * 35);
    fleet.push({
      day,
      reg,
      vehicle,
      driver: who(),
      type: "Fuel",
      odometer: odo[day],
      litres,
      cost: round2(litres * (1.42 + rand() * 0.16)),
      place: pick(["Shell Wakefield", "BP M1 J39", "Tesco Leeds Rd", "Esso Bradford"]),
      notes: chance(0.06) ? "receipt missing" : null,
    });
  }
  const extra = (type: string, cost: number, place: string, notes: string | null) => {
    const day = weekday(int(3, lastDay - 3));
    fleet.push({ day, reg, vehicle, driver: who(), type, odometer: odo[day], litres: null, cost, place, notes });
  };
  for (let i = int(1, 2); i > 0; i--) {
    extra("Service", round2(180 + rand() * 140), pick(["Fleet Care Ltd", "Northgate Motors"]), "annual service");
  }
  for (let i = int(0, 2); i > 0; i--) {
    extra(
      "Repair",
      round2(90 + rand() * 800),
      pick(["Fleet Care Ltd", "Northgate Motors", "Van Doctor Leeds"]),
      pick([
        "brake pads + discs",
        "clutch replaced",
        "wiper motor",
        "exhaust bracket",
        "battery replaced",
        "rear door lock",
      ]),
    );
  }
  if (chance(0.6)) {
    const n = pick([2, 4]);
    extra("Tyres", round2(n * (89 + rand() * 30)), "Tyre Zone Leeds", `${n}x tyres`);
  }
  if (chance(0.5)) extra("MOT", 54.85, "Northgate Motors", pick(["pass", "pass - advisories: tyres"]));
}
fleet.sort((a, b) => a.day - b.day || a.reg.localeCompare(b.reg));
const fltT: Table = {
  columns: [
    "Date",
    "Reg",
    "Vehicle",
    "Driver",
    "Type",
    "Odometer (mi)",
    "Litres",
    "Cost (£)",
    "Garage / Station",
    "Notes",
  ],
  rows: fleet.map((f) => [
    iso(f.day),
    f.reg,
    f.vehicle,
    f.driver,
    f.type,
    f.odometer,
    f.litres,
    f.cost,
    f.place,
    f.notes,
  ]),
};
{
  const c = column(fltT);
  const rows = fltT.rows;
  const cost = (r: Cell[]) => num(r[c("Cost (£)")]);
  const ofType = (type: string) => rows.filter((r) => r[c("Type")] === type);

  answer(
    "flt-fuel-spend-q1",
    fltT,
    "total fuel spend Jan-Mar?",
    sum(ofType("Fuel").filter((r) => str(r[c("Date")]) < "2024-04-01").map(cost)),
    pennies(fleet.filter((f) => f.type === "Fuel" && monthOf(f.day) <= 3).map((f) => f.cost)),
  );

  answer(
    "flt-litres-kx21abc",
    fltT,
    "how many litres has KX21 ABC had in total?",
    sum(rows.filter((r) => r[c("Reg")] === "KX21 ABC" && r[c("Litres")] !== null).map((r) => num(r[c("Litres")]))),
    pennies(fleet.filter((f) => f.reg === "KX21 ABC" && f.type === "Fuel").map((f) => f.litres ?? NaN)),
  );

  {
    const byReg: Record<string, number> = {};
    for (const f of fleet) if (f.type === "Repair") add(byReg, f.reg, f.cost);
    answerWhich(
      "flt-top-repair-van",
      fltT,
      "which van has cost us the most in repairs?",
      top(groupSum(ofType("Repair"), (r) => str(r[c("Reg")]), cost)),
      topByScan(byReg),
    );
  }

  answer(
    "flt-avg-fill-up-lisa",
    fltT,
    "avg cost per fill-up for Lisa Grant?",
    mean(ofType("Fuel").filter((r) => r[c("Driver")] === "Lisa Grant").map(cost)),
    loopMean(fleet.filter((f) => f.type === "Fuel" && f.driver === "Lisa Grant").map((f) => f.cost)),
  );

  answer(
    "flt-non-fuel-count",
    fltT,
    "how many entries aren't fuel?",
    rows.filter((r) => r[c("Type")] !== "Fuel").length,
    fleet.filter((f) => f.litres === null).length,
  );

  answer(
    "flt-pct-non-fuel-spend",
    fltT,
    "what % of total spend is non-fuel (services, repairs, tyres, MOTs)?",
    (100 * sum(rows.filter((r) => r[c("Type")] !== "Fuel").map(cost))) / sum(rows.map(cost)),
    100 -
      (100 * pennies(fleet.filter((f) => f.type === "Fuel").map((f) => f.cost))) / pennies(fleet.map((f) => f.cost)),
  );

  {
    const odos = rows.filter((r) => r[c("Reg")] === "LR70 GHT").map((r) => num(r[c("Odometer (mi)")]));
    const own = fleet.filter((f) => f.reg === "LR70 GHT").sort((a, b) => a.day - b.day);
    answer(
      "flt-miles-lr70ght",
      fltT,
      "how many miles did LR70 GHT cover between its first and last entry?",
      Math.max(...odos) - Math.min(...odos),
      own[own.length - 1].odometer - own[0].odometer,
    );
  }

  answer(
    "flt-services-apr-jun",
    fltT,
    "how many services were done between April and June?",
    nonZero("flt-services-apr-jun", ofType("Service").filter((r) => str(r[c("Date")]) >= "2024-04-01").length),
    fleet.filter((f) => f.type === "Service" && monthOf(f.day) >= 4 && monthOf(f.day) <= 6).length,
  );

  answer(
    "flt-spend-transits-not-connect",
    fltT,
    "total spend on the Ford Transits? (not the Transit Connect)",
    sum(rows.filter((r) => r[c("Vehicle")] === "Ford Transit").map(cost)),
    pennies(fleet.filter((f) => f.reg === "KX21 ABC" || f.reg === "KX21 ABD").map((f) => f.cost)),
  );

  {
    const tyres = sum(ofType("Tyres").map(cost));
    const service = sum(ofType("Service").map(cost));
    nonZero("flt-tyres-vs-service", tyres);
    const [more, less] = tyres >= service ? ["tyres", "servicing"] : ["servicing", "tyres"];
    answer(
      "flt-tyres-vs-service",
      fltT,
      `${more} spend compared with ${less} - how much more have we spent on ${more}?`,
      Math.abs(tyres - service),
      Math.abs(
        pennies(fleet.filter((f) => f.type === "Tyres").map((f) => f.cost)) -
          pennies(fleet.filter((f) => f.type === "Service").map((f) => f.cost)),
      ),
    );
  }

  cannot(
    "flt-parking-fines-kx21abc",
    fltT,
    "how much have we paid in parking fines for KX21 ABC?",
    "no parking fines or penalty charges are logged",
  );
  cannot(
    "flt-driver-most-accidents",
    fltT,
    "which driver has had the most accidents?",
    "no column records accidents or incidents",
  );
  cannot(
    "flt-insurance-transits",
    fltT,
    "total insurance cost for the Transits?",
    "no insurance costs are logged",
  );
  cannot(
    "flt-fuel-spend-dec-2023",
    fltT,
    "fuel spend in Dec 2023?",
    "the log only runs from January to June 2024",
  );
  cannot(
    "flt-avg-co2",
    fltT,
    "whats the avg CO2 per mile across the fleet?",
    "no column records emissions",
  );
}

// ---------------------------------------------------------------- checks and output

const seen = new Set<string>();
for (const it of items) {
  if (seen.has(it.id)) throw new Error(`duplicate id ${it.id}`);
  seen.add(it.id);
  if (it.table.rows.length < 40 || it.table.rows.length > 120) {
    throw new Error(`${it.id}: table has ${it.table.rows.length} rows`);
  }
  for (const row of it.table.rows) {
    if (row.length !== it.table.columns.length) throw new Error(`${it.id}: ragged row`);
  }
}
for (const prefix of ["ord", "hr", "bud", "srv", "inv", "flt"]) {
  const mine = items.filter((it) => it.id.startsWith(`${prefix}-`));
  const unanswerable = mine.filter((it) => it.unanswerable !== undefined).length;
  if (mine.length !== 15 || unanswerable !== 5) {
    throw new Error(`${prefix}: ${mine.length} items, ${unanswerable} unanswerable`);
  }
}
if (items.length !== 90) throw new Error(`expected 90 items, got ${items.length}`);

Deno.writeTextFileSync(new URL("./held-out-16.json", import.meta.url), JSON.stringify(items, null, 2) + "\n");
console.log(`wrote ${items.length} items`);
