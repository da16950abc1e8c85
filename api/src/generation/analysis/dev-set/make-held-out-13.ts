/**
 * Builds held-out-13.json: six everyday spreadsheets (orders, staff list, budget vs actual, customer survey, project
 * timesheet, IT helpdesk tickets) made with seededRandom(1313), 15 questions each (10 the table answers, 5 it cannot).
 * Every expected figure is computed here from the generated rows; several are recomputed by a second route (straight
 * from the table's cells by column name) and asserted equal. Written without reading the analyzer.
 *
 * Run from the repo root: npx deno run --allow-write api/src/generation/analysis/dev-set/make-held-out-13.ts
 */
import { seededRandom } from "../../../../test/seeded-random.ts";

type Cell = string | number | null;
type Table = { columns: string[]; rows: Cell[][] };
type Item = {
  id: string;
  table: Table;
  question: string;
  expect: { figures: number[] };
  unanswerable?: string;
};

const rand = seededRandom(1313);

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

const int = (lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const chance = (p: number): boolean => rand() < p;
function weighted<T>(pairs: readonly (readonly [T, number])[]): T {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [v, w] of pairs) {
    r -= w;
    if (r < 0) return v;
  }
  return pairs[pairs.length - 1][0];
}
/** A roughly bell-shaped number in -1.5..1.5. */
const noise = (): number => rand() + rand() + rand() - 1.5;
const round2 = (x: number): number => Math.round(x * 100) / 100;
const roundTo = (x: number, step: number): number => Math.round(x / step) * step;

const DAY = 86_400_000;
const ms = (d: string): number => Date.parse(`${d}T00:00:00Z`);
const iso = (t: number): string => new Date(t).toISOString().slice(0, 10);
const addDays = (d: string, n: number): string => iso(ms(d) + n * DAY);
const daysBetween = (a: string, b: string): number => Math.round((ms(b) - ms(a)) / DAY);
const randDate = (from: string, to: string): string => addDays(from, int(0, daysBetween(from, to)));
const monthOf = (d: string): number => Number(d.slice(5, 7));
const isWeekend = (d: string): boolean => [0, 6].includes(new Date(ms(d)).getUTCDay());
const monthEnd = (m: number): string => iso(Date.UTC(2024, m, 0));

const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
function mean(xs: number[]): number {
  check(xs.length > 0, "mean of nothing");
  return sum(xs) / xs.length;
}
function median(xs: number[]): number {
  check(xs.length > 0, "median of nothing");
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
const pct = (part: number, whole: number): number => (part / whole) * 100;
const change = (from: number, to: number): number => ((to - from) / from) * 100;

function check(ok: boolean, message: string): asserts ok {
  if (!ok) throw new Error(`held-out-13: ${message}`);
}
function same(a: number, b: number, message: string): void {
  check(Math.abs(a - b) < 1e-6, `${message}: ${a} vs ${b}`);
}

/** Groups, aggregates and sorts (descending unless asked), asserting the place asked for is not tied. */
function place<T>(
  rows: T[],
  key: (r: T) => string,
  value: (rs: T[]) => number,
  n: number,
  order: "desc" | "asc" = "desc",
): [string, number] {
  const groups = new Map<string, T[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  const ranked = [...groups].map(([k, rs]) => [k, value(rs)] as [string, number]);
  ranked.sort((a, b) => (order === "desc" ? b[1] - a[1] : a[1] - b[1]));
  check(ranked.length > n, `not enough groups for place ${n}`);
  const [k, v] = ranked[n - 1];
  for (const [other, w] of ranked) {
    if (other !== k) check(Math.abs(w - v) > 1e-6, `tie at place ${n}: ${k} and ${other}`);
  }
  return [k, v];
}

/** A column's cells read straight from a table, for the second route. */
function col(table: Table, name: string): Cell[] {
  const i = table.columns.indexOf(name);
  check(i >= 0, `no column ${name}`);
  return table.rows.map((r) => r[i]);
}
/** Row indexes where every condition on a named column holds. */
function where(table: Table, conditions: Record<string, (c: Cell) => boolean>): number[] {
  const cols = Object.entries(conditions).map(([name, test]) => [col(table, name), test] as const);
  return table.rows.map((_, i) => i).filter((i) => cols.every(([cells, test]) => test(cells[i])));
}
const nums = (cells: Cell[], idx: number[]): number[] => idx.map((i) => cells[i] as number);

function checkTable(name: string, table: Table): void {
  check(table.rows.length >= 40 && table.rows.length <= 150, `${name}: ${table.rows.length} rows`);
  check(table.columns.length >= 5 && table.columns.length <= 9, `${name}: ${table.columns.length} columns`);
  for (const r of table.rows) check(r.length === table.columns.length, `${name}: ragged row`);
  for (const r of table.rows) {
    for (const c of r) check(c === null || typeof c === "string" || Number.isFinite(c), `${name}: bad cell`);
  }
}

const items: Item[] = [];
function answer(table: Table, id: string, question: string, figure: number): void {
  check(Number.isFinite(figure), `${id}: figure ${figure}`);
  items.push({ id, table, question, expect: { figures: [figure] } });
}
function lacks(table: Table, id: string, question: string, unanswerable: string): void {
  items.push({ id, table, question, expect: { figures: [] }, unanswerable });
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Orders: a small office-furniture web shop, Jan–Jun 2024
// ---------------------------------------------------------------------------------------------------------------
{
  const regions = ["North", "South", "Midlands", "Scotland", "Wales"] as const;
  const customerNames = [
    "Brightside Dental",
    "Harper & Cole",
    "Northgate Library",
    "Pinewood Surgery",
    "Oakfield Academy",
    "Riverside Vets",
    "Kestrel Lettings",
    "Maple Accountants",
    "Cobalt Studio",
    "Greenway Nursery",
    "Fenwick Legal",
    "Harbour Cafe",
    "Summit Physio",
    "Lark Design",
    "Ashby Motors",
    "Wren Architects",
    "Bluebell Florists",
    "Ironbridge Print",
    "Meadow Care Home",
    "Tidewater Travel",
    "Quayside Gym",
    "Elm Street Bakery",
  ];
  const customers = customerNames.map((name) => ({ name, region: pick(regions) }));
  const products = [
    ["Desk Lamp", 34.99, 10],
    ["Office Chair", 189, 6],
    ["Monitor Stand", 45.5, 8],
    ["Wireless Keyboard", 59.99, 10],
    ["Webcam", 79, 6],
    ["Standing Desk", 349, 4],
  ] as const;
  type Order = {
    id: string;
    date: string;
    customer: string;
    region: string;
    product: string;
    qty: number;
    total: number;
    shipped: string | null;
    status: string;
  };
  const dates = Array.from({ length: 124 }, () => randDate("2024-01-02", "2024-06-28")).sort();
  const orders: Order[] = dates.map((date, i) => {
    const c = pick(customers);
    const [product, price, maxQty] = pick(products);
    const qty = int(1, maxQty);
    let status: string;
    if (date >= "2024-06-20") status = chance(0.6) ? "Pending" : "Shipped";
    else if (date >= "2024-06-08") status = weighted([["Shipped", 5], ["Delivered", 4], ["Cancelled", 1]]);
    else status = weighted([["Delivered", 82], ["Cancelled", 7], ["Returned", 11]]);
    const shipped = status === "Pending" || status === "Cancelled"
      ? null
      : addDays(date, chance(0.9) ? int(1, 4) : int(6, 9));
    return {
      id: `SO-${10421 + i}`,
      date,
      customer: c.name,
      region: c.region,
      product,
      qty,
      total: round2(qty * price),
      shipped: shipped && shipped > "2024-06-30" ? "2024-06-30" : shipped,
      status,
    };
  });
  const table: Table = {
    columns: ["Order ID", "Order Date", "Customer", "Region", "Product", "Qty", "Total (£)", "Ship Date", "Status"],
    rows: orders.map((o) => [o.id, o.date, o.customer, o.region, o.product, o.qty, o.total, o.shipped, o.status]),
  };
  checkTable("orders", table);
  check(regions.every((r) => orders.some((o) => o.region === r)), "orders: every region has orders");

  // 1
  const notCancelled = sum(orders.filter((o) => o.status !== "Cancelled").map((o) => o.total));
  same(
    notCancelled,
    sum(col(table, "Total (£)") as number[]) -
      sum(nums(col(table, "Total (£)"), where(table, { Status: (c) => c === "Cancelled" }))),
    "orders not cancelled",
  );
  answer(
    table,
    "orders-total-not-cancelled",
    "Sum of the order totals for everything that wasn't cancelled?",
    notCancelled,
  );
  // 2
  answer(
    table,
    "orders-avg-qty-webcam",
    "avg qty per webcam order?",
    mean(orders.filter((o) => o.product === "Webcam").map((o) => o.qty)),
  );
  // 3
  const q2 = orders.filter((o) => o.date >= "2024-04-01" && o.date <= "2024-06-30");
  answer(
    table,
    "orders-region-most-orders-q2",
    "Which region placed the most orders in Q2 (April to June)?",
    place(q2, (o) => o.region, (rs) => rs.length, 1)[1],
  );
  // 4
  const shippedOrders = orders.filter((o) => o.shipped !== null);
  const daysToShip = mean(shippedOrders.map((o) => daysBetween(o.date, o.shipped!)));
  {
    const od = col(table, "Order Date"), sd = col(table, "Ship Date");
    const idx = where(table, { "Ship Date": (c) => c !== null });
    same(daysToShip, mean(idx.map((i) => daysBetween(od[i] as string, sd[i] as string))), "orders days to ship");
  }
  answer(
    table,
    "orders-avg-days-to-ship",
    "On average, how many days does it take us to ship an order (order date to ship date)?",
    daysToShip,
  );
  // 5
  const waiting = orders.filter((o) => o.shipped === null && o.status !== "Cancelled").length;
  same(waiting, orders.filter((o) => o.status === "Pending").length, "orders waiting = pending");
  answer(
    table,
    "orders-not-shipped-not-cancelled",
    "How many orders haven't shipped yet, not counting cancelled ones?",
    waiting,
  );
  // 6
  answer(
    table,
    "orders-returned-pct",
    "What percentage of all orders ended up being returned?",
    pct(orders.filter((o) => o.status === "Returned").length, orders.length),
  );
  // 7
  const jan = orders.filter((o) => monthOf(o.date) === 1).length;
  const jun = orders.filter((o) => monthOf(o.date) === 6).length;
  answer(
    table,
    "orders-count-change-jan-jun",
    "By what % did the number of orders change from January to June?",
    change(jan, jun),
  );
  // 8
  const northTotals = orders.filter((o) => o.region === "North").map((o) => o.total);
  check(!orders.some((o) => o.total === 500), "orders: a total of exactly 500");
  const northBig = northTotals.filter((t) => t > 500).length;
  same(
    northBig,
    where(table, { Region: (c) => c === "North", "Total (£)": (c) => (c as number) > 500 }).length,
    "orders north over 500",
  );
  answer(table, "orders-north-over-500", "how many orders from the North region were over £500?", northBig);
  // 9
  answer(
    table,
    "orders-second-product-units",
    "Which product has the second highest total qty ordered? Count every order, cancelled ones included.",
    place(orders, (o) => o.product, (rs) => sum(rs.map((o) => o.qty)), 2)[1],
  );
  // 10
  answer(
    table,
    "orders-median-total",
    "whats the mediam order total across all orders?",
    median(orders.map((o) => o.total)),
  );

  lacks(
    table,
    "orders-avg-delivery-charge",
    "What's the average delivery charge per order?",
    "delivery or shipping cost",
  );
  lacks(
    table,
    "orders-payment-method",
    "Which payment method do most customers use, card or invoice?",
    "payment method",
  );
  lacks(table, "orders-december-2023", "How many orders did we get in December 2023?", "orders before January 2024");
  lacks(table, "orders-chair-margin", "what's our profit margin on office chairs?", "product cost or profit");
  lacks(
    table,
    "orders-top-sales-rep",
    "Hi, could you tell me which of our sales reps closed the most orders this spring?",
    "sales rep",
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. HR: staff list with pay, hours and annual leave, as at end of June 2024
// ---------------------------------------------------------------------------------------------------------------
{
  const depts = [
    ["Engineering", 56000, 18],
    ["Sales", 45000, 13],
    ["Marketing", 38000, 9],
    ["Finance", 46000, 8],
    ["Operations", 31000, 14],
    ["HR", 36000, 5],
  ] as const;
  const firsts = [
    "Amelia",
    "Oliver",
    "Isla",
    "Noah",
    "Ava",
    "Leo",
    "Mia",
    "Arthur",
    "Grace",
    "Harry",
    "Freya",
    "Jack",
    "Zara",
    "Ravi",
    "Chloe",
    "Tomasz",
    "Nia",
    "Kwame",
    "Sofia",
    "Liam",
    "Hannah",
    "Yusuf",
    "Ella",
    "Owen",
    "Priya",
    "Callum",
    "Maya",
    "Ethan",
    "Ruby",
    "Samir",
  ];
  const lasts = [
    "Patel",
    "Jones",
    "Williams",
    "Brown",
    "Taylor",
    "Davies",
    "Evans",
    "Wilson",
    "Thomas",
    "Roberts",
    "Khan",
    "Wright",
    "Walker",
    "Okafor",
    "Hughes",
    "Green",
    "Hall",
    "Novak",
    "Clarke",
    "Murphy",
    "Ahmed",
    "Lewis",
    "Baker",
    "Singh",
  ];
  type Person = {
    id: string;
    name: string;
    dept: string;
    start: string;
    end: string | null;
    salary: number;
    fte: number;
    al: number;
    remote: string;
  };
  const used = new Set<string>();
  const staff: Person[] = [];
  for (let i = 0; i < 68; i++) {
    let name = `${pick(firsts)} ${pick(lasts)}`;
    while (used.has(name)) name = `${pick(firsts)} ${pick(lasts)}`;
    used.add(name);
    const [dept, base] = weighted(depts.map((d) => [[d[0], d[1]] as const, d[2]] as const));
    const start = randDate("2015-03-02", "2024-05-31");
    const years = daysBetween(start, "2024-06-30") / 365;
    const leaver = chance(0.17) && addDays(start, 120) < "2024-06-01";
    const end = leaver
      ? randDate(addDays(start, 120) > "2024-01-05" ? addDays(start, 120) : "2024-01-05", "2024-06-28")
      : null;
    const fte = chance(0.78) ? 1 : pick([0.8, 0.6, 0.5, 0.4]);
    const salary = roundTo(base * (0.88 + Math.min(years, 8) * 0.03 + noise() * 0.08), 500);
    const al = end ? roundTo(rand() * 8, 0.5) : roundTo(rand() * 26 * (fte === 1 ? 1 : 0.8), 0.5);
    const remote = chance(dept === "Engineering" ? 0.45 : 0.2) ? "Y" : "N";
    staff.push({ id: `E${String(1040 + i * 3).padStart(5, "0")}`, name, dept, start, end, salary, fte, al, remote });
  }
  staff.sort((a, b) => (a.dept === b.dept ? a.name.localeCompare(b.name) : a.dept.localeCompare(b.dept)));
  const table: Table = {
    columns: [
      "Emp ID",
      "Name",
      "Dept",
      "Start Date",
      "End Date",
      "Salary (£)",
      "FTE",
      "AL Taken (days)",
      "Remote Y/N",
    ],
    rows: staff.map((p) => [p.id, p.name, p.dept, p.start, p.end, p.salary, p.fte, p.al, p.remote]),
  };
  checkTable("hr", table);
  const current = staff.filter((p) => p.end === null);
  const leavers = staff.filter((p) => p.end !== null);
  check(leavers.length >= 6, `hr: only ${leavers.length} leavers`);

  // 1
  answer(
    table,
    "hr-eng-avg-salary-current",
    "What's the average salary for Engineering staff who are still with us?",
    mean(current.filter((p) => p.dept === "Engineering").map((p) => p.salary)),
  );
  // 2
  same(current.length, where(table, { "End Date": (c) => c === null }).length, "hr headcount");
  answer(table, "hr-current-headcount", "What's our current headcount?", current.length);
  // 3
  answer(
    table,
    "hr-dept-biggest-salary-bill",
    "Which department has the biggest salary bill if we only count current staff?",
    place(current, (p) => p.dept, (rs) => sum(rs.map((p) => p.salary)), 1)[1],
  );
  // 4
  answer(
    table,
    "hr-remote-pct-current",
    "What % of current employees work remotely?",
    pct(current.filter((p) => p.remote === "Y").length, current.length),
  );
  // 5
  answer(
    table,
    "hr-joined-since-2022",
    "how many ppl on the list have joined since the start of 2022?",
    staff.filter((p) => p.start >= "2022-01-01").length,
  );
  // 6
  const service = mean(leavers.map((p) => daysBetween(p.start, p.end!)));
  {
    const s = col(table, "Start Date"), e = col(table, "End Date");
    const idx = where(table, { "End Date": (c) => c !== null });
    same(service, mean(idx.map((i) => daysBetween(s[i] as string, e[i] as string))), "hr service");
  }
  answer(
    table,
    "hr-leavers-avg-service-days",
    "For the people who've left, what was their average length of service in days (start date to end date)?",
    service,
  );
  // 7: the same whether or not leavers count
  const partAll = mean(staff.filter((p) => p.fte < 1).map((p) => p.al));
  const partNow = mean(current.filter((p) => p.fte < 1).map((p) => p.al));
  const partQuestion = Math.abs(partAll - partNow) < 1e-9
    ? "avg AL taken by part-timers (FTE under 1)?"
    : "avg AL taken by part-timers who are still here (FTE under 1)?";
  answer(table, "hr-part-timers-avg-al", partQuestion, partNow);
  // 8
  const salesPay = mean(current.filter((p) => p.dept === "Sales").map((p) => p.salary));
  const mktPay = mean(current.filter((p) => p.dept === "Marketing").map((p) => p.salary));
  check(salesPay > mktPay, "hr: sales pay above marketing");
  answer(
    table,
    "hr-sales-vs-marketing-pay",
    "Looking at current staff only, how much more does the average Sales person earn than the average Marketing person?",
    salesPay - mktPay,
  );
  // 9: leavers all took 8 days or fewer, so counting them or not gives the same
  const alLimit = 20;
  check(leavers.every((p) => p.al <= alLimit), "hr: a leaver over the leave threshold");
  answer(
    table,
    "hr-al-over-threshold",
    `How many employees have taken more than ${alLimit} days of annual leave?`,
    staff.filter((p) => p.al > alLimit).length,
  );
  // 10
  const opsFte = sum(current.filter((p) => p.dept === "Operations").map((p) => p.fte));
  {
    const idx = where(table, { Dept: (c) => c === "Operations", "End Date": (c) => c === null });
    same(opsFte, sum(nums(col(table, "FTE"), idx)), "hr ops fte");
  }
  answer(table, "hr-ops-fte-now", "total FTE in ops right now?", opsFte);

  lacks(table, "hr-finance-avg-age", "What's the average age of the people in Finance?", "age or date of birth");
  lacks(table, "hr-most-sick-days", "Who's had the most sick days this year?", "sick leave");
  lacks(table, "hr-manchester-office", "How many staff are based in the Manchester office?", "office location");
  lacks(table, "hr-gender-pay-gap", "what's our gender pay gap?", "gender");
  lacks(table, "hr-sales-avg-bonus", "What was the average bonus paid to the Sales team last year?", "bonus");
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Budget: monthly budget vs actual by department and cost line for 2024, actuals to September
// ---------------------------------------------------------------------------------------------------------------
{
  const lines = [
    ["Operations", "Staff", 52000, 0.03],
    ["Operations", "Rent", 12500, 0],
    ["Operations", "Utilities", 3100, 0.2],
    ["Operations", "Equipment", 4000, 0.4],
    ["Marketing", "Staff", 28000, 0.03],
    ["Marketing", "Advertising", 9500, 0.3],
    ["Marketing", "Events", 6000, 0.45],
    ["IT", "Staff", 34000, 0.03],
    ["IT", "Software", 7200, 0.15],
    ["IT", "Hardware", 5000, 0.4],
  ] as const;
  const notes = [
    "Invoice paid late",
    "One-off repair",
    "Includes annual licence renewal",
    "Trade show deposit",
    "Agency fees",
    "Accrual reversed",
    "New starter",
    "Price rise from supplier",
    "Laptop refresh",
  ];
  type Line = {
    period: string;
    m: number;
    dept: string;
    category: string;
    budget: number;
    actual: number | null;
    note: string | null;
  };
  const winter = (m: number) => (m <= 3 || m >= 10 ? 1.25 : m >= 6 && m <= 8 ? 0.8 : 1);
  const entries: Line[] = [];
  for (let m = 1; m <= 12; m++) {
    for (const [dept, category, base, spread] of lines) {
      let budget: number = base;
      if (category === "Utilities") budget = roundTo(base * winter(m), 100);
      else if (category === "Events") budget = [3, 6, 9, 11].includes(m) ? 12000 : 3000;
      else if (category !== "Rent" && category !== "Staff") budget = roundTo(base * (0.9 + rand() * 0.2), 100);
      const actual = m <= 9
        ? category === "Rent" ? budget : round2(budget * (1 + spread * noise() * 0.9 + (spread > 0.1 ? 0.03 : 0)))
        : null;
      const note = actual !== null && chance(0.13) ? pick(notes) : null;
      entries.push({ period: monthEnd(m), m, dept, category, budget, actual, note });
    }
  }
  const table: Table = {
    columns: ["Period End", "Dept", "Category", "Budget (£)", "Actual (£)", "Var (£)", "Notes"],
    rows: entries.map((e) => [
      e.period,
      e.dept,
      e.category,
      e.budget,
      e.actual,
      e.actual === null ? null : round2(e.budget - e.actual),
      e.note,
    ]),
  };
  checkTable("budget", table);
  const withActual = entries.filter((e) => e.actual !== null);

  // 1
  const spent = sum(withActual.map((e) => e.actual!));
  same(spent, sum(col(table, "Actual (£)").filter((c) => c !== null) as number[]), "budget spent");
  answer(table, "budget-total-actual-so-far", "What's our total actual spend so far this year?", spent);
  // 2
  const mq2 = withActual.filter((e) => e.dept === "Marketing" && e.m >= 4 && e.m <= 6);
  const mq2Over = sum(mq2.map((e) => e.actual!)) - sum(mq2.map((e) => e.budget));
  answer(
    table,
    "budget-marketing-q2-vs-budget",
    mq2Over > 0
      ? "By how much did Marketing's actual spend go over its budget in Q2?"
      : "By how much did Marketing's actual spend come in under its budget in Q2?",
    Math.abs(mq2Over),
  );
  // 3
  const overRows = withActual.filter((e) => e.actual! > e.budget).length;
  same(
    overRows,
    where(table, { "Var (£)": (c) => c !== null && (c as number) < 0 }).length,
    "budget over rows via Var",
  );
  answer(table, "budget-rows-over-budget", "how many rows have actual > budget?", overRows);
  // 4
  answer(
    table,
    "budget-pct-of-full-year-spent",
    "What percentage of the full-year budget have we spent so far?",
    pct(spent, sum(entries.map((e) => e.budget))),
  );
  // 5
  const deptOver = place(
    withActual,
    (e) => e.dept,
    (rs) => sum(rs.map((e) => e.actual!)) - sum(rs.map((e) => e.budget)),
    1,
  );
  check(deptOver[1] > 0, "budget: some dept over budget");
  answer(
    table,
    "budget-dept-furthest-over",
    "Which dept is furthest over budget for Jan–Sep, taking total actual minus total budget?",
    deptOver[1],
  );
  // 6
  answer(
    table,
    "budget-avg-monthly-software",
    "avg monthly actual spend on software?",
    mean(withActual.filter((e) => e.category === "Software").map((e) => e.actual!)),
  );
  // 7
  const itNoStaff = sum(withActual.filter((e) => e.dept === "IT" && e.category !== "Staff").map((e) => e.actual!));
  same(
    itNoStaff,
    sum(nums(col(table, "Actual (£)"), where(table, { Dept: (c) => c === "IT", "Actual (£)": (c) => c !== null }))) -
      sum(
        nums(
          col(table, "Actual (£)"),
          where(table, { Dept: (c) => c === "IT", Category: (c) => c === "Staff", "Actual (£)": (c) => c !== null }),
        ),
      ),
    "budget IT excluding staff",
  );
  answer(table, "budget-it-excluding-staff", "Total IT actual spend excluding staff costs?", itNoStaff);
  // 8
  const util = (m: number) => entries.find((e) => e.category === "Utilities" && e.m === m)!.actual!;
  answer(
    table,
    "budget-utilities-jan-to-sep-change",
    "how much did actual utilites spend change from January to September, in %?",
    change(util(1), util(9)),
  );
  // 9
  answer(
    table,
    "budget-q4-total-budget",
    "what's the total budget for Oct-Dec?",
    sum(entries.filter((e) => e.m >= 10).map((e) => e.budget)),
  );
  // 10
  answer(
    table,
    "budget-month-highest-actual",
    "Which month had the highest total actual spend?",
    place(withActual, (e) => e.period, (rs) => sum(rs.map((e) => e.actual!)), 1)[1],
  );

  lacks(table, "budget-travel-march", "How much did we spend on travel in March?", "travel category");
  lacks(table, "budget-vs-2023", "How does this year's actual spend compare with 2023?", "2023 figures");
  lacks(table, "budget-top-supplier-q1", "Which supplier did we pay the most in Q1?", "supplier");
  lacks(table, "budget-it-capex-split", "How much of IT's spend so far was capex vs opex?", "capital/operating split");
  lacks(table, "budget-events-approver", "Who signed off the Events spend in June?", "approver");
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Survey: customer satisfaction survey answers from five stores, Jan–Jun 2024
// ---------------------------------------------------------------------------------------------------------------
{
  const stores = [
    ["Leeds", 0.1, 0],
    ["York", 0.45, -3],
    ["Sheffield", -0.1, 2],
    ["Hull", -0.45, 5],
    ["Bradford", 0, 1],
  ] as const;
  const ages = [["18-24", 14], ["25-34", 22], ["35-44", 20], ["45-54", 17], ["55-64", 13], ["65+", 9]] as const;
  const good = ["Staff were lovely", "Quick and easy", "Great range", "Will come back", "Very helpful at the till"];
  const bad = [
    "Queue was far too long",
    "Couldn't find what I needed",
    "Parking was a nightmare",
    "Toilets need attention",
  ];
  type Response = {
    n: number;
    date: string;
    store: string;
    age: string | null;
    sat: number;
    wait: number | null;
    rec: string;
    comment: string | null;
  };
  const dates = Array.from({ length: 112 }, () => randDate("2024-01-03", "2024-06-28")).sort();
  const responses: Response[] = dates.map((date, i) => {
    const [store, lift, slower] = pick(stores);
    const wait = Math.max(0, Math.round(11 + slower + noise() * 9));
    const trend = monthOf(date) >= 4 ? 0.15 : 0;
    const sat = Math.min(5, Math.max(1, Math.round(3.9 + lift + trend - (wait - 11) * 0.07 + noise() * 2)));
    const rec = chance(sat >= 4 ? 0.9 : sat === 3 ? 0.45 : 0.1) ? "Y" : "N";
    const comment = chance(0.28) ? (sat >= 4 ? pick(good) : pick(bad)) : null;
    return {
      n: 2001 + i,
      date,
      store,
      age: chance(0.06) ? null : weighted(ages),
      sat,
      wait: chance(0.08) ? null : wait,
      rec,
      comment,
    };
  });
  const table: Table = {
    columns: [
      "Resp #",
      "Date Submitted",
      "Store",
      "Age Group",
      "Overall Satisfaction (1-5)",
      "Wait Time (mins)",
      "Recommend? Y/N",
      "Comments",
    ],
    rows: responses.map((r) => [r.n, r.date, r.store, r.age, r.sat, r.wait, r.rec, r.comment]),
  };
  checkTable("survey", table);
  const waited = responses.filter((r) => r.wait !== null);

  // 1
  const avgSat = mean(responses.map((r) => r.sat));
  same(avgSat, mean(col(table, "Overall Satisfaction (1-5)") as number[]), "survey avg");
  answer(table, "survey-avg-satisfaction", "What's the average overall satisfaction score?", avgSat);
  // 2
  answer(
    table,
    "survey-recommend-rate",
    "what % would recommend us?",
    pct(responses.filter((r) => r.rec === "Y").length, responses.length),
  );
  // 3
  answer(
    table,
    "survey-store-lowest-satisfaction",
    "Which store has the lowest average satisfaction?",
    place(responses, (r) => r.store, (rs) => mean(rs.map((r) => r.sat)), 1, "asc")[1],
  );
  // 4
  const lowMarch = responses.filter((r) => monthOf(r.date) === 3 && r.sat <= 2).length;
  same(
    lowMarch,
    where(table, {
      "Date Submitted": (c) => (c as string).startsWith("2024-03"),
      "Overall Satisfaction (1-5)": (c) => c === 1 || c === 2,
    }).length,
    "survey low march",
  );
  answer(table, "survey-low-scores-march", "How many people gave us a 1 or a 2 in March?", lowMarch);
  // 5
  answer(table, "survey-median-wait", "what's the median wait time?", median(waited.map((r) => r.wait!)));
  // 6
  const waitNo = mean(waited.filter((r) => r.rec === "N").map((r) => r.wait!));
  const waitYes = mean(waited.filter((r) => r.rec === "Y").map((r) => r.wait!));
  check(waitNo > waitYes, "survey: non-recommenders waited longer");
  answer(
    table,
    "survey-wait-gap-by-recommend",
    "On average, how many minutes longer did people who wouldn't recommend us wait than people who would?",
    waitNo - waitYes,
  );
  // 7
  const young = responses.filter((r) => r.age === "18-24");
  answer(
    table,
    "survey-18-24-top-marks-share",
    "Of the 18-24 year olds, what share gave top marks (a 5)?",
    pct(young.filter((r) => r.sat === 5).length, young.length),
  );
  // 8
  const april = responses.filter((r) => monthOf(r.date) === 4).length;
  answer(
    table,
    "survey-responses-per-day-april",
    "How many responses per day did we average in April, across all 30 days?",
    april / 30,
  );
  // 9
  const q1 = mean(responses.filter((r) => monthOf(r.date) <= 3).map((r) => r.sat));
  const q2 = mean(responses.filter((r) => monthOf(r.date) >= 4).map((r) => r.sat));
  answer(
    table,
    "survey-satisfaction-q1-to-q2",
    "By how many points did average satisfaction change from Q1 to Q2?",
    q2 - q1,
  );
  // 10
  const notLeeds = waited.filter((r) => r.store !== "Leeds");
  // waits are whole minutes, so some equal the limit: "over" is strictly more than it
  const waitLimit = 15;
  check(notLeeds.some((r) => r.wait === waitLimit), "survey: some waits of exactly the limit");
  const longWaits = notLeeds.filter((r) => r.wait! > waitLimit).length;
  same(
    longWaits,
    where(table, {
      Store: (c) => c !== "Leeds",
      "Wait Time (mins)": (c) => c !== null && (c as number) > waitLimit,
    }).length,
    "survey long waits",
  );
  answer(
    table,
    "survey-long-waits-not-leeds",
    `how many respondants waited over ${waitLimit} mins, not counting Leeds?`,
    longWaits,
  );

  lacks(table, "survey-avg-spend", "What's the average amount respondents spent on their visit?", "amount spent");
  lacks(table, "survey-bristol-store", "How satisfied were customers at our Bristol store?", "Bristol store");
  lacks(table, "survey-women-vs-men", "do women rate us higher than men?", "gender");
  lacks(table, "survey-vs-2023", "How does this year's average satisfaction compare with 2023's?", "2023 responses");
  lacks(table, "survey-first-time-visitors", "What % of respondents were first-time visitors?", "first visit");
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Timesheet: a small agency's project time log, Jan–Jun 2024
// ---------------------------------------------------------------------------------------------------------------
{
  const people = [["Priya Shah", 85], ["Tom Reid", 70], ["Aisha Khan", 95], ["Dan Morgan", 60], [
    "Lucy Evans",
    75,
  ]] as const;
  const projects = [["Apollo", 4], ["Orion", 3], ["Vega", 2], ["Internal", 1.5]] as const;
  const tasks = [["Design", 2], ["Development", 4], ["Testing", 2], ["Meeting", 2], ["Admin", 1]] as const;
  const notes = [
    "Sprint planning",
    "Client call",
    "Bug fixes",
    "Timesheet catch-up",
    "Release prep",
    "Wireframes v2",
    "Onboarding",
  ];
  type Entry = {
    date: string;
    who: string;
    project: string;
    task: string;
    hrs: number;
    billable: string;
    rate: number;
    note: string | null;
  };
  const dates: string[] = [];
  while (dates.length < 138) {
    const d = randDate("2024-01-02", "2024-06-28");
    if (!isWeekend(d)) dates.push(d);
  }
  dates.sort();
  const entries: Entry[] = dates.map((date) => {
    const [who, rate] = pick(people);
    const project = weighted(projects);
    const task = project === "Internal" ? pick(["Meeting", "Admin"]) : weighted(tasks);
    const hrs = task === "Meeting" ? int(1, 6) / 2 : task === "Admin" ? int(1, 4) / 2 : int(2, 16) / 2;
    const billable = project === "Internal" || task === "Admin" ? "N" : chance(0.92) ? "Y" : "N";
    return { date, who, project, task, hrs, billable, rate, note: chance(0.2) ? pick(notes) : null };
  });
  const table: Table = {
    columns: ["Date", "Employee", "Project", "Task", "Hrs", "Billable (Y/N)", "Rate (£/hr)", "Notes"],
    rows: entries.map((e) => [e.date, e.who, e.project, e.task, e.hrs, e.billable, e.rate, e.note]),
  };
  checkTable("timesheet", table);
  const totalHrs = sum(entries.map((e) => e.hrs));

  // 1: everyone logged time in March, so "per person" is the same over March's people or the whole team
  const march = entries.filter((e) => monthOf(e.date) === 3);
  const marchPeople = new Set(march.map((e) => e.who)).size;
  check(marchPeople === people.length, "timesheet: everyone logged in March");
  answer(
    table,
    "timesheet-avg-hrs-per-person-march",
    "avg hrs per person in march?",
    sum(march.map((e) => e.hrs)) / marchPeople,
  );
  // 2
  const billableHrs = sum(entries.filter((e) => e.billable === "Y").map((e) => e.hrs));
  same(
    billableHrs,
    sum(nums(col(table, "Hrs"), where(table, { "Billable (Y/N)": (c) => c === "Y" }))),
    "timesheet billable hrs",
  );
  answer(table, "timesheet-billable-pct-of-hours", "What % of logged hours were billable?", pct(billableHrs, totalHrs));
  // 3
  answer(
    table,
    "timesheet-project-most-hours",
    "Which project has had the most hours logged against it?",
    place(entries, (e) => e.project, (rs) => sum(rs.map((e) => e.hrs)), 1)[1],
  );
  // 4
  const apollo = sum(entries.filter((e) => e.project === "Apollo" && e.billable === "Y").map((e) => e.hrs * e.rate));
  {
    const h = col(table, "Hrs"), r = col(table, "Rate (£/hr)");
    const idx = where(table, { Project: (c) => c === "Apollo", "Billable (Y/N)": (c) => c === "Y" });
    same(apollo, sum(idx.map((i) => (h[i] as number) * (r[i] as number))), "timesheet apollo value");
  }
  answer(
    table,
    "timesheet-apollo-billable-value",
    "What's the billable value of Apollo so far? (billable hrs x rate)",
    apollo,
  );
  // 5: both ends are weekend days with no entries, so inclusive or not makes no difference
  check(isWeekend("2024-04-06") && isWeekend("2024-04-21"), "timesheet: range ends on weekends");
  answer(
    table,
    "timesheet-hours-6-to-21-april",
    "Total hours logged between 6 and 21 April?",
    sum(entries.filter((e) => e.date >= "2024-04-06" && e.date <= "2024-04-21").map((e) => e.hrs)),
  );
  // 6
  answer(table, "timesheet-median-hrs-per-entry", "median hrs per entry?", median(entries.map((e) => e.hrs)));
  // 7
  answer(
    table,
    "timesheet-priya-non-billable",
    "How many non-billable hours has Priya logged?",
    sum(entries.filter((e) => e.who === "Priya Shah" && e.billable === "N").map((e) => e.hrs)),
  );
  // 8
  const q2 = entries.filter((e) => monthOf(e.date) >= 4);
  answer(
    table,
    "timesheet-second-most-hours-q2",
    "Who logged the second-most hours in Q2?",
    place(q2, (e) => e.who, (rs) => sum(rs.map((e) => e.hrs)), 2)[1],
  );
  // 9
  const meetings = entries.filter((e) => e.task === "Meeting");
  check(meetings.some((e) => e.hrs === 2), "timesheet: some two-hour meetings (so 'longer than' matters)");
  answer(
    table,
    "timesheet-meetings-over-2-hrs",
    "How many meeting entries were longer than 2 hrs?",
    meetings.filter((e) => e.hrs > 2).length,
  );
  // 10
  const monthHrs = (m: number) => sum(entries.filter((e) => monthOf(e.date) === m).map((e) => e.hrs));
  answer(
    table,
    "timesheet-feb-to-march-change",
    "By what percentage did total hours go up or down from Feb to March?",
    change(monthHrs(2), monthHrs(3)),
  );

  lacks(table, "timesheet-apollo-budget-left", "How much of the Apollo budget is left?", "project budget");
  lacks(table, "timesheet-orion-client", "Who's the client for Project Orion?", "client");
  lacks(table, "timesheet-july-hours", "How many hours did the team log in July?", "July entries");
  lacks(table, "timesheet-start-times", "what time do people usually start in the morning?", "start and finish times");
  lacks(table, "timesheet-dept-most-hours", "Which department logs the most hours?", "department");
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Helpdesk: IT support tickets raised Jan–May 2024, as at 31 May
// ---------------------------------------------------------------------------------------------------------------
{
  const teams = ["Finance", "Sales", "Warehouse", "HR", "Marketing", "Customer Service"];
  const categories = [["Hardware", 5], ["Software", 6], ["Network", 3], ["Access", 4], ["Email", 2]] as const;
  const agents = [["Sam", 1], ["Kofi", 1.3], ["Ellie", 0.8], ["Marek", 1.1]] as const;
  type Ticket = {
    id: string;
    raised: string;
    team: string;
    category: string;
    priority: string;
    agent: string;
    closed: string | null;
    hrs: number;
    fcr: string | null;
  };
  const dates = Array.from({ length: 96 }, () => randDate("2024-01-02", "2024-05-30")).sort();
  const tickets: Ticket[] = dates.map((raised, i) => {
    const priority = weighted([["Low", 35], ["Medium", 45], ["High", 20]]);
    const [agent, slow] = pick(agents);
    const d = priority === "High" ? int(0, 3) : priority === "Medium" ? int(0, 6) : int(1, 12);
    let closed: string | null = addDays(raised, d);
    if (closed > "2024-05-31" || chance(0.07)) closed = null;
    const [lo, hi] = priority === "High" ? [1, 6] : priority === "Medium" ? [0.5, 4] : [0.25, 2];
    const hrs = Math.max(0.25, roundTo((lo + rand() * (hi - lo)) * slow, 0.25));
    const fcr = closed === null ? null : chance(d === 0 ? 0.8 : d === 1 ? 0.5 : 0.1) ? "Y" : "N";
    return {
      id: `INC-${String(3150 + i).padStart(5, "0")}`,
      raised,
      team: pick(teams),
      category: weighted(categories),
      priority,
      agent,
      closed,
      hrs,
      fcr,
    };
  });
  const table: Table = {
    columns: [
      "Ticket #",
      "Date Raised",
      "Team",
      "Category",
      "Priority",
      "Assigned To",
      "Date Closed",
      "Hrs Spent",
      "Fixed 1st Contact (Y/N)",
    ],
    rows: tickets.map((t) => [t.id, t.raised, t.team, t.category, t.priority, t.agent, t.closed, t.hrs, t.fcr]),
  };
  checkTable("tickets", table);
  const closedT = tickets.filter((t) => t.closed !== null);
  const open = tickets.filter((t) => t.closed === null);
  const toClose = (t: Ticket) => daysBetween(t.raised, t.closed!);

  // 1
  same(open.length, where(table, { "Date Closed": (c) => c === null }).length, "tickets open");
  answer(table, "tickets-still-open", "How many tickets are still open?", open.length);
  // 2
  const avgClose = mean(closedT.map(toClose));
  {
    const r = col(table, "Date Raised"), c = col(table, "Date Closed");
    const idx = where(table, { "Date Closed": (x) => x !== null });
    same(avgClose, mean(idx.map((i) => daysBetween(r[i] as string, c[i] as string))), "tickets avg close");
  }
  answer(table, "tickets-avg-days-to-close", "What's the average number of days it takes to close a ticket?", avgClose);
  // 3
  const oldOpen = open.filter((t) => t.raised < "2024-05-01").length;
  check(oldOpen > 0 && oldOpen < open.length, "tickets: some open tickets from before May, not all");
  answer(table, "tickets-open-raised-before-may", "how many tix raised before May are still open?", oldOpen);
  // 4: the first month whose busiest category is not tied
  const counts = (m: number) => {
    const n = new Map<string, number>();
    for (const t of tickets) if (monthOf(t.raised) === m) n.set(t.category, (n.get(t.category) ?? 0) + 1);
    return [...n.values()].sort((a, b) => b - a);
  };
  const busyMonth = [2, 3, 1, 4].find((m) => counts(m)[0] !== counts(m)[1]);
  check(busyMonth !== undefined, "tickets: every month's busiest category tied");
  const monthName = ["", "Jan", "Feb", "March", "April"][busyMonth];
  answer(
    table,
    `tickets-category-most-${monthName.toLowerCase()}`,
    `Which category had the most tickets raised in ${monthName}?`,
    place(tickets.filter((t) => monthOf(t.raised) === busyMonth), (t) => t.category, (rs) => rs.length, 1)[1],
  );
  // 5
  check(closedT.every((t) => t.fcr !== null) && open.every((t) => t.fcr === null), "tickets: fcr blank only when open");
  answer(
    table,
    "tickets-first-contact-fix-rate",
    "What's our first-contact fix rate on closed tickets?",
    pct(closedT.filter((t) => t.fcr === "Y").length, closedT.length),
  );
  // 6
  answer(
    table,
    "tickets-agent-most-hrs-per-ticket",
    "Which agent spends the most time per ticket on average?",
    place(tickets, (t) => t.agent, (rs) => mean(rs.map((t) => t.hrs)), 1)[1],
  );
  // 7
  answer(
    table,
    "tickets-hardware-median-days",
    "median days to close hardware tickets?",
    median(closedT.filter((t) => t.category === "Hardware").map(toClose)),
  );
  // 8
  answer(
    table,
    "tickets-raised-since-april",
    "How many tickets have been raised since 1 April?",
    tickets.filter((t) => t.raised >= "2024-04-01").length,
  );
  // 9
  const quick = closedT.filter((t) => toClose(t) <= 2).length;
  answer(
    table,
    "tickets-closed-within-2-days-pct",
    "What % of closed tickets were closed in 2 days or less?",
    pct(quick, closedT.length),
  );
  // 10
  const q1NotLow = sum(tickets.filter((t) => monthOf(t.raised) <= 3 && t.priority !== "Low").map((t) => t.hrs));
  same(
    q1NotLow,
    sum(
      nums(
        col(table, "Hrs Spent"),
        where(table, { "Date Raised": (c) => (c as string) < "2024-04-01", Priority: (c) => c !== "Low" }),
      ),
    ),
    "tickets q1 not low",
  );
  answer(
    table,
    "tickets-q1-hrs-excluding-low",
    "Total hrs spent on tix raised in Q1, other than low prio ones?",
    q1NotLow,
  );

  lacks(
    table,
    "tickets-avg-satisfaction",
    "What's the average satisfaction rating people gave on closed tickets?",
    "satisfaction rating",
  );
  lacks(table, "tickets-office-most", "Which office raises the most tickets?", "office or site");
  lacks(table, "tickets-sla-breaches", "How many tickets breached their SLA?", "SLA targets");
  lacks(table, "tickets-reopened", "how many tickets got reopened after being closed?", "reopen history");
  lacks(table, "tickets-laptop-model", "Which laptop model has the most hardware faults?", "device model");
}

// ---------------------------------------------------------------------------------------------------------------

check(items.length === 90, `${items.length} items`);
check(items.filter((i) => i.unanswerable).length === 30, "30 unanswerable");
check(new Set(items.map((i) => i.id)).size === items.length, "unique ids");
for (const i of items) {
  check(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(i.id), `id ${i.id}`);
  check(i.unanswerable ? i.expect.figures.length === 0 : i.expect.figures.length >= 1, `figures of ${i.id}`);
}

const out = new URL("./held-out-13.json", import.meta.url);
await Deno.writeTextFile(out, JSON.stringify(items, null, 2) + "\n");
console.log(
  `wrote ${items.length} items (${items.filter((i) => i.unanswerable).length} unanswerable) to ${out.pathname}`,
);
