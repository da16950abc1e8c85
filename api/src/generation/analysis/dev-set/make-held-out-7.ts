/**
 * Builds held-out-7.json: six seeded tables (sales orders, HR leave, marketing spend, a satisfaction survey, a
 * warehouse picking log, school attendance) with questions whose answers are computed here from the cells.
 *
 * Run: deno run -A api/src/generation/analysis/dev-set/make-held-out-7.ts
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

const rand = seededRandom(7777);
const int = (lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const between = (lo: number, hi: number): number => lo + rand() * (hi - lo);
const cents = (x: number): number => Math.round(x * 100) / 100;

const DAY = 86_400_000;
const utc = (y: number, m: number, d: number): number => Date.UTC(y, m - 1, d);
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const monthOf = (date: string): string => date.slice(0, 7);
/** Moves a Saturday or Sunday on to the Monday. */
const weekday = (ms: number): number => {
  const dow = new Date(ms).getUTCDay();
  return dow === 6 ? ms + 2 * DAY : dow === 0 ? ms + DAY : ms;
};

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const mean = (xs: number[]): number => {
  if (xs.length === 0) throw new Error("mean of nothing");
  return sum(xs) / xs.length;
};
const median = (xs: number[]): number => {
  if (xs.length === 0) throw new Error("median of nothing");
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const pct = (part: number, whole: number): number => {
  if (whole === 0) throw new Error("share of nothing");
  return (100 * part) / whole;
};

function groupBy<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    if (!m.has(k)) m.set(k, []);
    m.get(k)!.push(r);
  }
  return m;
}

function groupStat<T>(rows: T[], key: (r: T) => string, stat: (rs: T[]) => number): Map<string, number> {
  const m = new Map<string, number>();
  for (const [k, rs] of groupBy(rows, key)) m.set(k, stat(rs));
  return m;
}

/** The k-th (1-based) group when ranked, refusing a tie with either neighbour. */
function nth(m: Map<string, number>, k: number, order: "high" | "low" = "high"): [string, number] {
  const sorted = [...m].sort((a, b) => order === "high" ? b[1] - a[1] : a[1] - b[1]);
  if (k > sorted.length) throw new Error(`rank ${k} of ${sorted.length}`);
  const [name, value] = sorted[k - 1];
  for (const j of [k - 2, k]) {
    if (j >= 0 && j < sorted.length && Math.abs(sorted[j][1] - value) < 1e-9) {
      throw new Error(`tie at rank ${k}: ${name} and ${sorted[j][0]} both ${value}`);
    }
  }
  return [name, value];
}

/** A headline figure: refuses one that sits on a half-cent (where rounding to 2 decimals could go either way). */
function fig(x: number): number {
  if (!Number.isFinite(x)) throw new Error(`not a figure: ${x}`);
  const s = Math.abs(x) * 100;
  const frac = s - Math.floor(s);
  if (Math.abs(frac - 0.5) < 0.01) throw new Error(`figure on a half-cent: ${x}`);
  return Math.round(x * 1e6) / 1e6;
}

const items: Item[] = [];
const ids = new Set<string>();

function ask(table: Table, id: string, question: string, answer: number): void {
  if (ids.has(id)) throw new Error(`duplicate id ${id}`);
  ids.add(id);
  items.push({ id, table, question, expect: { figures: [fig(answer)] } });
}

function cannot(table: Table, id: string, question: string, lacks: string, absent: boolean): void {
  if (!absent) throw new Error(`${id}: what it asks about is in the table`);
  if (ids.has(id)) throw new Error(`duplicate id ${id}`);
  ids.add(id);
  items.push({ id, table, question, expect: { figures: [] }, unanswerable: lacks });
}

const noColumn = (table: Table, pattern: RegExp): boolean => !table.columns.some((c) => pattern.test(c));
const notAmong = (values: string[], value: string): boolean =>
  !values.some((v) => v.toLowerCase().includes(value.toLowerCase()));

// ---------------------------------------------------------------------------------------------------------------
// 1. Sales orders
// ---------------------------------------------------------------------------------------------------------------
{
  const customers: [string, string][] = [
    ["Acme Ltd", "North"],
    ["Brightway", "South"],
    ["Carter & Sons", "East"],
    ["Delta Foods", "West"],
    ["Evergreen Co", "North"],
    ["Fulton Retail", "South"],
    ["Granite Supply", "East"],
    ["Harbor Goods", "West"],
    ["Ivy Lane Stores", "North"],
  ];
  const products: [string, number, number, number][] = [
    ["Desk Lamp", 24.99, 1, 30],
    ["Office Chair", 149, 1, 12],
    ["Monitor Stand", 39.5, 1, 25],
    ["Cable Kit", 12.75, 5, 60],
    ["Standing Desk", 389, 1, 6],
    ["Keyboard", 59.9, 2, 30],
  ];
  interface Order {
    date: string;
    cust: string;
    region: string;
    product: string;
    qty: number;
    list: number;
    price: number;
    status: string;
  }
  const orders: Order[] = [];
  for (let i = 0; i < 120; i++) {
    const [cust, region] = pick(customers);
    const [product, list, lo, hi] = pick(products);
    const price = rand() < 0.3 ? cents(list * pick([0.85, 0.9, 0.95])) : list;
    const s = rand();
    orders.push({
      date: iso(weekday(utc(2024, 1, 2) + int(0, 270) * DAY)),
      cust,
      region,
      product,
      qty: int(lo, hi),
      list,
      price,
      status: s < 0.72 ? "Shipped" : s < 0.87 ? "Pending" : "Cancelled",
    });
  }
  orders.sort((a, b) => a.date.localeCompare(b.date));
  const t: Table = {
    columns: ["Order Date", "Cust", "Region", "Product", "Qty", "List ($)", "Price ($)", "Status"],
    rows: orders.map((o) => [o.date, o.cust, o.region, o.product, o.qty, o.list, o.price, o.status]),
  };
  /** Order value in whole cents, so totals are exact. */
  const valueCents = (o: Order): number => Math.round(o.price * 100) * o.qty;
  const value = (os: Order[]): number => sum(os.map(valueCents)) / 100;
  const shipped = orders.filter((o) => o.status === "Shipped");
  const live = orders.filter((o) => o.status !== "Cancelled");
  const months = orders.map((o) => monthOf(o.date));
  const lastMonth = months.reduce((a, b) => (a > b ? a : b));

  ask(t, "sales-shipped-value", "What was the total value of shipped orders (qty × price)?", value(shipped));
  ask(t, "sales-not-shipped", "how many orders not shipped yet or cancelled", orders.length - shipped.length);
  ask(
    t,
    "sales-top-region-units",
    "Which region has the most units on its orders, counting every order whatever the status, and how many units is that?",
    nth(groupStat(orders, (o) => o.region, (os) => sum(os.map((o) => o.qty))), 1)[1],
  );
  ask(
    t,
    "sales-cancelled-share",
    "% of orders cancelled",
    pct(orders.filter((o) => o.status === "Cancelled").length, orders.length),
  );
  ask(
    t,
    "sales-q2-value",
    "Sales value in Q2 2024 excluding cancelled orders? (units x price)",
    value(live.filter((o) => o.date >= "2024-04-01" && o.date <= "2024-06-30")),
  );
  ask(t, "sales-median-qty", "median qty per order (all orders)", median(orders.map((o) => o.qty)));
  ask(
    t,
    "sales-3rd-product",
    "Which product is 3rd highest by shipped revenue (qty × price), and how much revenue?",
    nth(groupStat(shipped, (o) => o.product, value), 3)[1],
  );
  {
    const byRegion = groupStat(shipped, (o) => o.region, value);
    const [a, b] = [["North", byRegion.get("North")!], ["South", byRegion.get("South")!]] as [string, number][];
    const [hi, lo] = a[1] > b[1] ? [a, b] : [b, a];
    if (hi[1] === lo[1]) throw new Error("North and South tie");
    ask(
      t,
      "sales-region-gap",
      `How much more did ${hi[0]} bring in than ${lo[0]}, shipped orders only, value = qty × price?`,
      hi[1] - lo[1],
    );
  }
  ask(
    t,
    "sales-cable-avg-qty",
    "average units per order for Cable Kit",
    mean(orders.filter((o) => o.product === "Cable Kit").map((o) => o.qty)),
  );
  ask(
    t,
    "sales-pending-big",
    "How many pending orders are for more than 20 units?",
    orders.filter((o) => o.status === "Pending" && o.qty > 20).length,
  );
  ask(
    t,
    "sales-top-customer-orders",
    "which customer placed the most orders? how many",
    nth(groupStat(orders, (o) => o.cust, (os) => os.length), 1)[1],
  );
  ask(
    t,
    "sales-last-month-value",
    "What was the shipped order value (qty × price) in the last month of the data?",
    value(shipped.filter((o) => monthOf(o.date) === lastMonth)),
  );
  ask(
    t,
    "sales-desk-units-since-june",
    "standng desk units shiped since june",
    sum(shipped.filter((o) => o.product === "Standing Desk" && o.date >= "2024-06-01").map((o) => o.qty)),
  );
  ask(
    t,
    "sales-west-share",
    "What share of shipped revenue (qty × price) came from the West region, as a %?",
    pct(value(shipped.filter((o) => o.region === "West")), value(shipped)),
  );
  ask(
    t,
    "sales-below-list",
    "How many orders were sold below list price?",
    orders.filter((o) => o.price < o.list).length,
  );
  ask(
    t,
    "sales-discount-total",
    "total discount given on shipped orders, i.e. (list − price) × qty",
    sum(shipped.map((o) => (Math.round(o.list * 100) - Math.round(o.price * 100)) * o.qty)) / 100,
  );

  const productNames = products.map((p) => p[0]);
  cannot(
    t,
    "sales-margin",
    "What was our profit margin on shipped orders?",
    "cost or profit per order",
    noColumn(t, /cost|margin|profit/i),
  );
  cannot(
    t,
    "sales-2025",
    "total shipped sales in 2025",
    "orders from 2025 (the data covers 2024 only)",
    !orders.some((o) => o.date.startsWith("2025")),
  );
  cannot(
    t,
    "sales-rep",
    "Which sales rep closed the most revenue?",
    "a sales rep column",
    noColumn(t, /rep|sales ?person|agent|owner/i),
  );
  cannot(
    t,
    "sales-blender",
    "How many Turbo Blenders did Delta Foods order?",
    "a Turbo Blender product",
    notAmong(productNames, "blender"),
  );
  cannot(
    t,
    "sales-delivery-days",
    "avg days from order to delivery for shipped orders",
    "ship or delivery dates",
    noColumn(t, /deliver|ship date|dispatch/i),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. HR leave records
// ---------------------------------------------------------------------------------------------------------------
{
  const staff: [string, string][] = [
    ["Aisha Khan", "Sales"],
    ["Ben Porter", "Sales"],
    ["Carla Mendes", "Sales"],
    ["Dev Patel", "Sales"],
    ["Erin Walsh", "Sales"],
    ["Femi Adeyemi", "IT"],
    ["Grace Liu", "IT"],
    ["Hugo Brandt", "IT"],
    ["Isla Murray", "IT"],
    ["Jonas Berg", "IT"],
    ["Kofi Mensah", "Finance"],
    ["Lena Fischer", "Finance"],
    ["Marco Rossi", "Finance"],
    ["Nadia Haddad", "Finance"],
    ["Oscar Reid", "Ops"],
    ["Priya Nair", "Ops"],
    ["Quinn Doyle", "Ops"],
    ["Rosa Alvarez", "Ops"],
    ["Sam O'Brien", "Ops"],
    ["Tara Singh", "HR"],
    ["Umar Farouk", "HR"],
    ["Vera Novak", "HR"],
  ];
  interface Leave {
    emp: string;
    dept: string;
    type: string;
    start: string;
    days: number;
    ok: string;
  }
  const leaves: Leave[] = [];
  for (let i = 0; i < 104; i++) {
    const [emp, dept] = pick(staff);
    const r = rand();
    const type = r < 0.55 ? "Annual" : r < 0.82 ? "Sick" : r < 0.92 ? "Unpaid" : "Compassionate";
    const days = type === "Annual"
      ? int(1, 10)
      : type === "Sick"
      ? int(1, 5)
      : type === "Unpaid"
      ? int(1, 6)
      : int(1, 3);
    const ok = rand() < (type === "Sick" ? 0.95 : 0.8) ? "Yes" : "No";
    leaves.push({ emp, dept, type, start: iso(weekday(utc(2024, 1, 3) + int(0, 330) * DAY)), days, ok });
  }
  leaves.sort((a, b) => a.start.localeCompare(b.start));
  const t: Table = {
    columns: ["Employee", "Dept", "Leave Type", "Start Date", "Days", "Approved?"],
    rows: leaves.map((l) => [l.emp, l.dept, l.type, l.start, l.days, l.ok]),
  };
  const days = (ls: Leave[]): number => sum(ls.map((l) => l.days));
  const approved = leaves.filter((l) => l.ok === "Yes");
  const sick = leaves.filter((l) => l.type === "Sick");
  const lastMonth = leaves.map((l) => monthOf(l.start)).reduce((a, b) => (a > b ? a : b));

  ask(
    t,
    "hr-approved-not-sick",
    "Total approved leave days excluding sick leave?",
    days(approved.filter((l) => l.type !== "Sick")),
  );
  ask(
    t,
    "hr-top-dept-sick",
    "Which dept logged the most sick days (every sick record, approved or not) and how many days?",
    nth(groupStat(sick, (l) => l.dept, days), 1)[1],
  );
  ask(t, "hr-approval-rate", "what % of leave requests got approved", pct(approved.length, leaves.length));
  ask(
    t,
    "hr-annual-avg",
    "Average length in days of an annual leave request (all requests, approved or not)?",
    mean(leaves.filter((l) => l.type === "Annual").map((l) => l.days)),
  );
  ask(
    t,
    "hr-first-half-count",
    "How many leave requests start in the first half of 2024?",
    leaves.filter((l) => l.start <= "2024-06-30").length,
  );
  ask(
    t,
    "hr-top-employee",
    "Who has had the most approved days off in total, and how many days?",
    nth(groupStat(approved, (l) => l.emp, days), 1)[1],
  );
  ask(t, "hr-sick-median", "median days per sick leave record", median(sick.map((l) => l.days)));
  {
    const annualOk = approved.filter((l) => l.type === "Annual");
    const a = days(annualOk.filter((l) => l.dept === "Sales"));
    const b = days(annualOk.filter((l) => l.dept === "IT"));
    if (a === b) throw new Error("Sales and IT tie");
    ask(
      t,
      "hr-sales-vs-it",
      "difference between approved annual leave days in Sales and in IT",
      Math.abs(a - b),
    );
  }
  ask(
    t,
    "hr-long-rejected",
    "How many requests for more than 5 days were not approved?",
    leaves.filter((l) => l.days > 5 && l.ok === "No").length,
  );
  ask(
    t,
    "hr-last-month-days",
    "approved leave days starting in the last month in the sheet",
    days(approved.filter((l) => monthOf(l.start) === lastMonth)),
  );
  ask(
    t,
    "hr-2nd-dept",
    "Which department has the 2nd highest number of approved leave days? Give the days.",
    nth(groupStat(approved, (l) => l.dept, days), 2)[1],
  );
  ask(
    t,
    "hr-sick-share",
    "Of all approved leave days, what percentage were sick days?",
    pct(days(approved.filter((l) => l.type === "Sick")), days(approved)),
  );
  ask(
    t,
    "hr-unpaid-q3",
    "no. of unpiad leave requests in Q3",
    leaves.filter((l) => l.type === "Unpaid" && l.start >= "2024-07-01" && l.start <= "2024-09-30").length,
  );
  ask(
    t,
    "hr-sick-people",
    "How many different employees have at least one sick leave record?",
    new Set(sick.map((l) => l.emp)).size,
  );
  ask(
    t,
    "hr-finance-annual",
    "total annual leave days approved for finance dpt",
    days(approved.filter((l) => l.dept === "Finance" && l.type === "Annual")),
  );

  cannot(t, "hr-gender", "Break down leave days by gender please", "a gender column", noColumn(t, /gender|sex/i));
  cannot(
    t,
    "hr-balance",
    "How many days of annual leave does each person have left this year?",
    "leave entitlement or balance",
    noColumn(t, /entitle|balance|allowance|remaining/i),
  );
  cannot(
    t,
    "hr-manager",
    "which manager approved the most leave requests",
    "who approved each request (no manager column)",
    noColumn(t, /manager|approver|approved by/i),
  );
  cannot(
    t,
    "hr-2023",
    "Total sick days in 2023?",
    "records from 2023 (the data covers 2024 only)",
    !leaves.some((l) => l.start.startsWith("2023")),
  );
  cannot(
    t,
    "hr-jury",
    "how many days of jury service leave were taken",
    "a jury service leave type",
    notAmong([...new Set(leaves.map((l) => l.type))], "jury"),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Marketing campaign spend
// ---------------------------------------------------------------------------------------------------------------
{
  const campaigns = ["Spring Sale", "Brand Awareness", "Loyalty Push", "New Arrivals", "Clearance"];
  const channels: Record<string, { spend: [number, number]; cpc: [number, number]; cr: [number, number] }> = {
    Email: { spend: [40, 260], cpc: [0.15, 0.4], cr: [0.03, 0.08] },
    Search: { spend: [400, 1500], cpc: [0.9, 1.8], cr: [0.03, 0.07] },
    Social: { spend: [300, 1200], cpc: [0.5, 1.1], cr: [0.01, 0.04] },
    Display: { spend: [200, 900], cpc: [0.3, 0.7], cr: [0.005, 0.025] },
  };
  const pairs = campaigns.flatMap((c) => Object.keys(channels).map((ch) => [c, ch] as [string, string]));
  interface Line {
    camp: string;
    ch: string;
    wk: string;
    spend: number;
    clicks: number;
    conv: number;
  }
  const lines: Line[] = [];
  for (let w = 0; w < 17; w++) {
    const wk = iso(utc(2024, 3, 4) + w * 7 * DAY);
    const pool = [...pairs];
    const chosen: [string, string][] = [];
    for (let k = 0; k < 6; k++) chosen.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
    chosen.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
    for (const [camp, ch] of chosen) {
      const c = channels[ch];
      const spend = cents(between(...c.spend));
      const clicks = Math.round(spend / between(...c.cpc));
      const conv = Math.round(clicks * between(...c.cr));
      lines.push({ camp, ch, wk, spend, clicks, conv });
    }
  }
  const t: Table = {
    columns: ["Campaign", "Channel", "Wk Starting", "Spend ($)", "Clicks", "Conv"],
    rows: lines.map((l) => [l.camp, l.ch, l.wk, l.spend, l.clicks, l.conv]),
  };
  const spend = (ls: Line[]): number => sum(ls.map((l) => Math.round(l.spend * 100))) / 100;
  const clicks = (ls: Line[]): number => sum(ls.map((l) => l.clicks));
  const conv = (ls: Line[]): number => sum(ls.map((l) => l.conv));
  const lastMonth = lines.map((l) => monthOf(l.wk)).reduce((a, b) => (a > b ? a : b));

  ask(t, "mkt-cpc", "overall cost per click (total spend ÷ total clicks)?", spend(lines) / clicks(lines));
  {
    const s = lines.filter((l) => l.ch === "Search");
    ask(t, "mkt-search-cpa", "spend per conversion for Search", spend(s) / conv(s));
  }
  ask(
    t,
    "mkt-best-channel-cr",
    "Which channel converts best — total conversions as a % of total clicks — and what's its rate?",
    nth(groupStat(lines, (l) => l.ch, (ls) => pct(conv(ls), clicks(ls))), 1)[1],
  );
  ask(
    t,
    "mkt-spend-not-email",
    "Total spend on channels other than Email?",
    spend(lines.filter((l) => l.ch !== "Email")),
  );
  ask(
    t,
    "mkt-top-campaign-conv",
    "which campaign drove the most conversions, how many",
    nth(groupStat(lines, (l) => l.camp, conv), 1)[1],
  );
  ask(t, "mkt-clicks-since-april", "clicks since april", clicks(lines.filter((l) => l.wk >= "2024-04-01")));
  {
    const c = lines.filter((l) => l.camp === "Clearance");
    ask(
      t,
      "mkt-clearance-cr",
      "Conversion rate for the Clearance campaign (convs as % of clicks)?",
      pct(conv(c), clicks(c)),
    );
  }
  if (lines.some((l) => l.conv * 20 === l.clicks)) throw new Error("a line sits exactly on 5%");
  ask(
    t,
    "mkt-over-5pct",
    "In how many campaign-weeks did conversions come to more than 5% of clicks?",
    lines.filter((l) => l.conv * 20 > l.clicks).length,
  );
  ask(t, "mkt-median-spend", "median spend per campaign/channel/week line", median(lines.map((l) => l.spend)));
  {
    const byCamp = groupStat(lines, (l) => l.camp, conv);
    const lowest = nth(byCamp, 1, "low")[1];
    const second = nth(byCamp, 2, "low")[1];
    nth(byCamp, 3, "low");
    ask(
      t,
      "mkt-bottom2-conv",
      "bottom 2 campaigns by conversions — how many conversions did they get between them?",
      lowest + second,
    );
  }
  {
    const may = lines.filter((l) => monthOf(l.wk) === "2024-05");
    const a = spend(may.filter((l) => l.ch === "Social"));
    const b = spend(may.filter((l) => l.ch === "Display"));
    ask(
      t,
      "mkt-social-display-may",
      "What's the difference between Social and Display spend for weeks starting in May?",
      Math.abs(a - b),
    );
  }
  ask(
    t,
    "mkt-last-month-spend",
    "How much did we spend in the last month of the data (by week start)?",
    spend(lines.filter((l) => monthOf(l.wk) === lastMonth)),
  );
  ask(
    t,
    "mkt-social-avg-clicks",
    "average clicks per entry on Social",
    mean(lines.filter((l) => l.ch === "Social").map((l) => l.clicks)),
  );
  ask(
    t,
    "mkt-3rd-week",
    "Which week had the 3rd highest total spend? how much was spent that week",
    nth(groupStat(lines, (l) => l.wk, spend), 3)[1],
  );
  {
    const e = lines.filter((l) => l.ch === "Email");
    ask(t, "mkt-email-cpc", "cost per click on Email", spend(e) / clicks(e));
  }

  cannot(
    t,
    "mkt-roas",
    "What's our ROAS by channel?",
    "revenue from the campaigns",
    noColumn(t, /rev|sales|return|value/i),
  );
  cannot(
    t,
    "mkt-ctr",
    "click-through rate on Social?",
    "impressions (clicks alone cannot give a click-through rate)",
    noColumn(t, /impr|views|reach/i),
  );
  cannot(
    t,
    "mkt-tiktok",
    "how much did we spend on TikTok",
    "a TikTok channel",
    notAmong(Object.keys(channels), "tiktok"),
  );
  cannot(
    t,
    "mkt-country",
    "Split the spend by country.",
    "a country or market column",
    noColumn(t, /country|market|region|geo/i),
  );
  cannot(
    t,
    "mkt-jan",
    "conversions in January 2024?",
    "weeks in January (the data starts in March 2024)",
    !lines.some((l) => l.wk.startsWith("2024-01")),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Customer-satisfaction survey
// ---------------------------------------------------------------------------------------------------------------
{
  const stores: [string, number, number][] = [
    ["Riverside", 6, 0.3],
    ["Mall Plaza", 12, -0.1],
    ["High St", 8, 0.1],
    ["Airport", 16, -0.4],
    ["Eastgate", 10, 0],
  ];
  interface Response {
    date: string;
    store: string;
    csat: number;
    wait: number;
    ret: string;
  }
  const responses: Response[] = [];
  for (let i = 0; i < 140; i++) {
    const [store, baseWait, adj] = pick(stores);
    const wait = Math.max(0, baseWait + int(-6, 14));
    const csat = Math.min(5, Math.max(1, Math.round(4.7 - wait / 11 + adj + between(-1.3, 1.3))));
    responses.push({
      date: iso(utc(2025, 1, 2) + int(0, 177) * DAY),
      store,
      csat,
      wait,
      ret: rand() < 0.58 ? "Yes" : "No",
    });
  }
  responses.sort((a, b) => a.date.localeCompare(b.date));
  const t: Table = {
    columns: ["Date", "Store", "CSAT (1-5)", "Wait (mins)", "Returning?"],
    rows: responses.map((r) => [r.date, r.store, r.csat, r.wait, r.ret]),
  };
  const avgCsat = (rs: Response[]): number => mean(rs.map((r) => r.csat));
  const avgWait = (rs: Response[]): number => mean(rs.map((r) => r.wait));
  const lastMonth = responses.map((r) => monthOf(r.date)).reduce((a, b) => (a > b ? a : b));

  ask(
    t,
    "csat-best-store",
    "Which store has the highest average CSAT, and what is it?",
    nth(groupStat(responses, (r) => r.store, avgCsat), 1)[1],
  );
  ask(
    t,
    "csat-top2-box",
    "% of responses scoring 4 or 5",
    pct(responses.filter((r) => r.csat >= 4).length, responses.length),
  );
  {
    const ret = avgWait(responses.filter((r) => r.ret === "Yes"));
    const fresh = avgWait(responses.filter((r) => r.ret === "No"));
    const [hi, lo] = fresh > ret ? ["new", "returning"] : ["returning", "new"];
    ask(
      t,
      "csat-wait-gap",
      `How much longer, on average, do ${hi} customers wait than ${lo} ones (mins)?`,
      Math.abs(fresh - ret),
    );
  }
  ask(t, "csat-median-wait", "median wait mins", median(responses.map((r) => r.wait)));
  ask(
    t,
    "csat-low-long",
    "How many responses gave a CSAT of 2 or lower with a wait of over 15 minutes?",
    responses.filter((r) => r.csat <= 2 && r.wait > 15).length,
  );
  ask(t, "csat-march", "avg csat in march", avgCsat(responses.filter((r) => monthOf(r.date) === "2025-03")));
  {
    const rs = responses.filter((r) => r.store === "Riverside");
    ask(
      t,
      "csat-riverside-returning",
      "What % of Riverside's respondents were returning customers?",
      pct(rs.filter((r) => r.ret === "Yes").length, rs.length),
    );
  }
  ask(
    t,
    "csat-longest-wait-store",
    "store with the longest average wait — how long?",
    nth(groupStat(responses, (r) => r.store, avgWait), 1)[1],
  );
  ask(
    t,
    "csat-eastgate-count",
    "how many responses for eastgte",
    responses.filter((r) => r.store === "Eastgate").length,
  );
  ask(
    t,
    "csat-not-airport",
    "Average CSAT for all stores apart from Airport?",
    avgCsat(responses.filter((r) => r.store !== "Airport")),
  );
  ask(
    t,
    "csat-last-month-wait",
    "average wait in the last month of the data",
    avgWait(responses.filter((r) => monthOf(r.date) === lastMonth)),
  );
  ask(
    t,
    "csat-3rd-store",
    "Which store ranks 3rd on average CSAT? Give its average.",
    nth(groupStat(responses, (r) => r.store, avgCsat), 3)[1],
  );
  ask(
    t,
    "csat-returning-q1",
    "Average CSAT of returning customers in Q1 2025",
    avgCsat(responses.filter((r) => r.ret === "Yes" && r.date <= "2025-03-31")),
  );
  ask(
    t,
    "csat-long-wait-score",
    "mean CSAT where the wait was 20 mins or more",
    avgCsat(responses.filter((r) => r.wait >= 20)),
  );
  ask(
    t,
    "csat-fewest-responses",
    "Which store had the fewest survey responses, and how many?",
    nth(groupStat(responses, (r) => r.store, (rs) => rs.length), 1, "low")[1],
  );

  cannot(
    t,
    "csat-nps",
    "What's our NPS?",
    "a 0–10 likelihood-to-recommend score (only a 1–5 CSAT)",
    noColumn(t, /nps|recommend|promot/i),
  );
  cannot(t, "csat-age", "avg csat by age band", "customer age", noColumn(t, /age|dob|birth/i));
  cannot(
    t,
    "csat-staff",
    "Which staff member gets the best CSAT scores?",
    "which staff member served each customer",
    noColumn(t, /staff|employee|cashier|agent|server/i),
  );
  cannot(
    t,
    "csat-spend",
    "average basket spend per respondent",
    "customer spend",
    noColumn(t, /spend|basket|amount|\$|£|€|value/i),
  );
  cannot(
    t,
    "csat-dec-2024",
    "How did Riverside score in December 2024?",
    "responses from 2024 (the survey starts in January 2025)",
    !responses.some((r) => r.date.startsWith("2024")),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Warehouse picking log
// ---------------------------------------------------------------------------------------------------------------
{
  const pickers: [string, string, number, number][] = [
    ["Alex", "AM", 62, 0.006],
    ["Bea", "AM", 71, 0.004],
    ["Chen", "PM", 58, 0.009],
    ["Dmitri", "Night", 66, 0.007],
    ["Ella", "PM", 75, 0.005],
    ["Farah", "Night", 54, 0.011],
    ["Gus", "AM", 68, 0.008],
  ];
  const shifts = ["AM", "PM", "Night"];
  interface Pick {
    picker: string;
    shift: string;
    date: string;
    lines: number;
    errors: number;
    hrs: number;
  }
  const log: Pick[] = [];
  for (let i = 0; i < 126; i++) {
    const [picker, home, rate, errRate] = pick(pickers);
    const shift = rand() < 0.8 ? home : pick(shifts);
    const hrs = pick([4, 6, 7.5, 8, 8, 8.5]);
    const lines = Math.round(hrs * rate * between(0.85, 1.15));
    const errors = Math.floor(lines * errRate * between(0, 2));
    log.push({ picker, shift, date: iso(weekday(utc(2024, 10, 1) + int(0, 78) * DAY)), lines, errors, hrs });
  }
  log.sort((a, b) => a.date.localeCompare(b.date) || a.picker.localeCompare(b.picker));
  const t: Table = {
    columns: ["Picker", "Shift", "Date", "Lines Picked", "Errors", "Hrs"],
    rows: log.map((p) => [p.picker, p.shift, p.date, p.lines, p.errors, p.hrs]),
  };
  const lines = (ps: Pick[]): number => sum(ps.map((p) => p.lines));
  const errors = (ps: Pick[]): number => sum(ps.map((p) => p.errors));
  const hrs = (ps: Pick[]): number => sum(ps.map((p) => p.hrs));
  const lastMonth = log.map((p) => monthOf(p.date)).reduce((a, b) => (a > b ? a : b));

  ask(t, "pick-lph", "lines per hour overall (total lines ÷ total hrs)", lines(log) / hrs(log));
  ask(
    t,
    "pick-worst-error-rate",
    "Which picker has the highest error rate (total errors as a % of total lines picked), and what is it?",
    nth(groupStat(log, (p) => p.picker, (ps) => pct(errors(ps), lines(ps))), 1)[1],
  );
  ask(t, "pick-night-errors", "total errors on night shift", errors(log.filter((p) => p.shift === "Night")));
  ask(
    t,
    "pick-chen-avg",
    "average Lines Picked per entry for Chen",
    mean(log.filter((p) => p.picker === "Chen").map((p) => p.lines)),
  );
  ask(t, "pick-zero-errors", "How many entries have zero errors?", log.filter((p) => p.errors === 0).length);
  ask(t, "pick-median-hrs", "median hrs per entry", median(log.map((p) => p.hrs)));
  {
    const pm = log.filter((p) => p.shift === "PM");
    ask(t, "pick-pm-lph", "Lines/hr on the PM shift? (total lines over total hours)", lines(pm) / hrs(pm));
  }
  {
    const am = lines(log.filter((p) => p.shift === "AM"));
    const pm = lines(log.filter((p) => p.shift === "PM"));
    const [hi, lo] = am > pm ? ["AM", "PM"] : ["PM", "AM"];
    ask(t, "pick-am-vs-pm", `How many more lines did the ${hi} shift pick than ${lo}?`, Math.abs(am - pm));
  }
  if (log.some((p) => p.errors * 100 === p.lines)) throw new Error("an entry sits exactly on 1%");
  ask(
    t,
    "pick-over-1pct",
    "In how many entries were errors more than 1% of the lines picked?",
    log.filter((p) => p.errors * 100 > p.lines).length,
  );
  ask(
    t,
    "pick-top-lines",
    "top picker by total lines picked — how many lines?",
    nth(groupStat(log, (p) => p.picker, lines), 1)[1],
  );
  ask(
    t,
    "pick-last-month-lines",
    "Total lines picked in the last month of the data?",
    lines(log.filter((p) => monthOf(p.date) === lastMonth)),
  );
  ask(
    t,
    "pick-night-error-share",
    "what % of all errors happened on the Night shift",
    pct(errors(log.filter((p) => p.shift === "Night")), errors(log)),
  );
  ask(
    t,
    "pick-2nd-lowest-lph",
    "Which pikcer has the 2nd lowest lines per hour (their total lines over their total hours)? what's the rate",
    nth(groupStat(log, (p) => p.picker, (ps) => lines(ps) / hrs(ps)), 2, "low")[1],
  );
  ask(
    t,
    "pick-ella-off-pm-hrs",
    "total hrs worked by ella, excluding PM shifts",
    hrs(log.filter((p) => p.picker === "Ella" && p.shift !== "PM")),
  );
  {
    const e = log.filter((p) => p.picker === "Ella");
    ask(t, "pick-ella-per-1000", "Errors per 1,000 lines for Ella?", (1000 * errors(e)) / lines(e));
  }

  cannot(
    t,
    "pick-zone",
    "error rate by zone",
    "a zone or aisle column",
    noColumn(t, /zone|aisle|area|location/i),
  );
  cannot(
    t,
    "pick-wages",
    "What did the pickers cost us in wages this quarter?",
    "pay rates or wage costs",
    noColumn(t, /pay|wage|rate|cost|\$|£|€/i),
  );
  cannot(
    t,
    "pick-orders",
    "How many orders did Bea pick?",
    "orders (only order lines are counted)",
    noColumn(t, /order/i),
  );
  cannot(
    t,
    "pick-zoe",
    "how many lines did Zoe pick",
    "a picker called Zoe",
    notAmong(pickers.map((p) => p[0]), "zoe"),
  );
  cannot(
    t,
    "pick-september",
    "Total lines picked in September 2024?",
    "September (the log starts in October 2024)",
    !log.some((p) => p.date.startsWith("2024-09")),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 6. School attendance
// ---------------------------------------------------------------------------------------------------------------
{
  const names = [
    "Amira K.",
    "Ben T.",
    "Caleb R.",
    "Daisy M.",
    "Ethan W.",
    "Freya L.",
    "George H.",
    "Hana S.",
    "Isaac P.",
    "Jade O.",
    "Kai N.",
    "Lily B.",
    "Mason C.",
    "Nora D.",
    "Owen F.",
    "Poppy G.",
    "Reuben J.",
    "Sofia V.",
    "Theo A.",
    "Ava Q.",
    "Leo Y.",
    "Maya E.",
    "Noah I.",
    "Olivia U.",
    "Rory Z.",
    "Sienna X.",
    "Toby K.",
    "Zara M.",
    "Alfie R.",
    "Bella W.",
    "Charlie S.",
    "Evie T.",
    "Finn H.",
    "Grace P.",
    "Harry L.",
    "Isla B.",
    "Jacob C.",
    "Luna D.",
    "Max F.",
    "Ruby G.",
  ];
  const years = ["Y7", "Y8", "Y9", "Y10", "Y11"];
  const terms: [string, number][] = [["Autumn", 142], ["Spring", 118], ["Summer", 126]];
  const students = names.map((name, i) => ({
    name,
    yr: years[Math.floor(i / 8)],
    p: rand() < 0.2 ? between(0.78, 0.9) : between(0.9, 0.995),
    lateness: pick([0, 0.5, 1, 2, 3, 5]),
    joinedLate: rand() < 0.08,
  }));
  interface Att {
    student: string;
    yr: string;
    term: string;
    poss: number;
    att: number;
    lates: number;
  }
  const rows: Att[] = [];
  for (const [term, full] of terms) {
    for (const s of students) {
      const poss = term === "Autumn" && s.joinedLate ? full - 2 * int(10, 30) : full;
      const rate = Math.min(1, Math.max(0.6, s.p + between(-0.04, 0.04)));
      const att = Math.round(poss * rate);
      const lates = Math.max(0, Math.round(s.lateness * between(0, 2.2) + between(-0.6, 0.6)));
      rows.push({ student: s.name, yr: s.yr, term, poss, att, lates });
    }
  }
  const t: Table = {
    columns: ["Student", "Yr Grp", "Term", "Sess Poss", "Sess Att", "Lates"],
    rows: rows.map((r) => [r.student, r.yr, r.term, r.poss, r.att, r.lates]),
  };
  const att = (rs: Att[]): number => sum(rs.map((r) => r.att));
  const poss = (rs: Att[]): number => sum(rs.map((r) => r.poss));
  const lates = (rs: Att[]): number => sum(rs.map((r) => r.lates));
  const rate = (rs: Att[]): number => pct(att(rs), poss(rs));
  const inTerm = (term: string): Att[] => rows.filter((r) => r.term === term);

  ask(t, "att-overall", "Overall attendance: total sessions attended as a % of total sessions possible", rate(rows));
  ask(
    t,
    "att-lowest-year",
    "Which year group has the lowest attendance rate (attended ÷ possible, summed over the year), and what is it?",
    nth(groupStat(rows, (r) => r.yr, rate), 1, "low")[1],
  );
  if (rows.some((r) => r.att * 10 === r.poss * 9)) throw new Error("a row sits exactly on 90%");
  ask(
    t,
    "att-spring-under-90",
    "How many students were below 90% attendance in the Spring term?",
    inTerm("Spring").filter((r) => r.att * 10 < r.poss * 9).length,
  );
  ask(t, "att-autumn-lates", "total lates in autumn", lates(inTerm("Autumn")));
  ask(
    t,
    "att-most-lates",
    "Which student had the most late marks across the year, and how many?",
    nth(groupStat(rows, (r) => r.student, lates), 1)[1],
  );
  ask(
    t,
    "att-y9-missed",
    "sessions missed (possible minus attended) for Y9, all terms",
    poss(rows.filter((r) => r.yr === "Y9")) - att(rows.filter((r) => r.yr === "Y9")),
  );
  ask(t, "att-summer-median", "median sessions attended in summer term", median(inTerm("Summer").map((r) => r.att)));
  ask(
    t,
    "att-y10-not-summer",
    "Y10 attendance rate excluding the Summer term (total attended over total possible)",
    rate(rows.filter((r) => r.yr === "Y10" && r.term !== "Summer")),
  );
  {
    const a = rate(inTerm("Autumn"));
    const s = rate(inTerm("Summer"));
    const [hi, lo] = a > s ? ["Autumn", "Summer"] : ["Summer", "Autumn"];
    ask(
      t,
      "att-autumn-vs-summer",
      `How many percentage points higher was attendance in ${hi} than in ${lo} (attended as a % of possible, whole term)?`,
      Math.abs(a - s),
    );
  }
  {
    const summer = inTerm("Summer");
    ask(
      t,
      "att-summer-no-lates",
      "% of students with no lates in the summer term",
      pct(summer.filter((r) => r.lates === 0).length, summer.length),
    );
  }
  ask(
    t,
    "att-2nd-year-lates",
    "yr group with the 2nd most late marks - how many?",
    nth(groupStat(rows, (r) => r.yr, lates), 2)[1],
  );
  {
    const perStudent = groupBy(rows, (r) => r.student);
    for (const rs of perStudent.values()) if (att(rs) * 10 === poss(rs) * 9) throw new Error("a student sits on 90%");
    ask(
      t,
      "att-year-under-90",
      "How many students are under 90% attendance for the whole year (their total attended over total possible)?",
      [...perStudent.values()].filter((rs) => att(rs) * 10 < poss(rs) * 9).length,
    );
  }
  {
    const y7 = rows.filter((r) => r.yr === "Y7");
    ask(
      t,
      "att-y7-lates-per-student",
      "Average late marks per Y7 student over the year?",
      lates(y7) / new Set(y7.map((r) => r.student)).size,
    );
  }
  {
    const spring = new Map(inTerm("Spring").map((r) => [r.student, r]));
    const better = inTerm("Summer").filter((r) => {
      const sp = spring.get(r.student)!;
      // An equal rate (100 % both terms, say) is not higher; division of equal fractions gives equal doubles.
      return r.att * sp.poss > sp.att * r.poss;
    });
    ask(
      t,
      "att-summer-beats-spring",
      "How many students had a higher attendance rate (attended as a % of possible) in Summer than in Spring?",
      better.length,
    );
  }

  cannot(
    t,
    "att-unauthorised",
    "How many of the absences were unauthorised?",
    "whether absences were authorised",
    noColumn(t, /auth|reason|excus/i),
  );
  cannot(t, "att-gender", "attendance rate girls vs boys", "a gender column", noColumn(t, /gender|sex/i));
  cannot(
    t,
    "att-tutor",
    "Which form tutor's group has the best attendance?",
    "form tutors or tutor groups",
    noColumn(t, /tutor|form|class/i),
  );
  cannot(
    t,
    "att-y12",
    "What's the Year 12 attendance rate?",
    "Year 12 students (only Y7–Y11)",
    !rows.some((r) => r.yr === "Y12"),
  );
  cannot(
    t,
    "att-grades",
    "Do students with lower attendance get worse exam grades?",
    "exam grades or results",
    noColumn(t, /grade|result|score|exam/i),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Output: one table row to a line, the way `deno fmt` leaves it.
// ---------------------------------------------------------------------------------------------------------------
function serialise(list: Item[]): string {
  const j = (v: unknown): string => JSON.stringify(v);
  const out: string[] = ["["];
  list.forEach((item, i) => {
    const lines = [
      "  {",
      `    "id": ${j(item.id)},`,
      `    "table": {`,
      `      "columns": [${item.table.columns.map((c) => j(c)).join(", ")}],`,
      `      "rows": [`,
      ...item.table.rows.map((r, k) =>
        `        [${r.map((c) => j(c)).join(", ")}]${k < item.table.rows.length - 1 ? "," : ""}`
      ),
      "      ]",
      "    },",
      `    "question": ${j(item.question)},`,
      `    "expect": { "figures": [${item.expect.figures.map((f) => j(f)).join(", ")}] }${
        item.unanswerable === undefined ? "" : ","
      }`,
      ...(item.unanswerable === undefined ? [] : [`    "unanswerable": ${j(item.unanswerable)}`]),
      `  }${i < list.length - 1 ? "," : ""}`,
    ];
    out.push(...lines);
  });
  out.push("]");
  return out.join("\n") + "\n";
}

const unanswerable = items.filter((i) => i.unanswerable !== undefined).length;
Deno.writeTextFileSync(new URL("./held-out-7.json", import.meta.url), serialise(items));
console.log(`${items.length} questions, ${unanswerable} unanswerable`);
