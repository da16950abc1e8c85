/**
 * Builds held-out-9.json: six made-up spreadsheets (e-commerce order lines, a SaaS billing ledger, university module
 * grades, a property maintenance log, a restaurant's daily takings, a charity's donations), each with 15 questions of
 * which 5 the table cannot answer. Every table comes from a seeded generator and every expected figure is computed
 * from the cells below, never typed in.
 *
 * Run: deno run -A api/src/generation/analysis/dev-set/make-held-out-9.ts
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

const rand = seededRandom(9999);
const int = (lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const chance = (p: number): boolean => rand() < p;
const money = (x: number): number => Math.round(x * 100) / 100;
function weighted<T>(pairs: readonly (readonly [T, number])[]): T {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [v, w] of pairs) {
    r -= w;
    if (r < 0) return v;
  }
  return pairs[pairs.length - 1][0];
}

// ---- dates ("YYYY-MM-DD", UTC) ----
const DAY = 86_400_000;
const ms = (d: string): number => Date.parse(d + "T00:00:00Z");
const iso = (t: number): string => new Date(t).toISOString().slice(0, 10);
const addDays = (d: string, n: number): string => iso(ms(d) + n * DAY);
const daysBetween = (a: string, b: string): number => Math.round((ms(b) - ms(a)) / DAY);
const randomDate = (from: string, to: string): string => addDays(from, int(0, daysBetween(from, to)));
const monthOf = (d: string): number => Number(d.slice(5, 7));
const weekdayOf = (d: string): string => ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][new Date(ms(d)).getUTCDay()];

// ---- arithmetic ----
const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
const mean = (xs: number[]): number => {
  if (xs.length === 0) throw new Error("mean of nothing");
  return sum(xs) / xs.length;
};
const median = (xs: number[]): number => {
  if (xs.length === 0) throw new Error("median of nothing");
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const pct = (part: number, whole: number): number => (part / whole) * 100;
const pctChange = (from: number, to: number): number => ((to - from) / from) * 100;
const distinct = <T>(xs: T[]): number => new Set(xs).size;
function groupBy<R>(rows: R[], key: (r: R) => string): Map<string, R[]> {
  const m = new Map<string, R[]>();
  for (const r of rows) {
    const k = key(r);
    const g = m.get(k);
    if (g) g.push(r);
    else m.set(k, [r]);
  }
  return m;
}
/** Group values sorted high to low; checks the ranks the question names are not tied. */
function ranked(values: Map<string, number>, uniqueRanks: number): [string, number][] {
  const s = [...values.entries()].sort((a, b) => b[1] - a[1]);
  for (let i = 0; i < uniqueRanks; i++) {
    if (s[i + 1] && Math.abs(s[i][1] - s[i + 1][1]) < 1e-9) throw new Error(`tie at rank ${i + 1}: ${s[i][0]}`);
  }
  return s;
}
function mapValues<R>(g: Map<string, R[]>, f: (rows: R[]) => number): Map<string, number> {
  return new Map([...g.entries()].map(([k, rs]) => [k, f(rs)]));
}
function assert(ok: boolean, what: string): void {
  if (!ok) throw new Error(`check failed: ${what}`);
}

const items: Item[] = [];
function ask(id: string, table: Table, question: string, figures: number[]): void {
  for (const f of figures) assert(Number.isFinite(f), `${id} figure ${f}`);
  items.push({ id, table, question, expect: { figures } });
}
function cannot(id: string, table: Table, question: string, lacks: string): void {
  items.push({ id, table, question, expect: { figures: [] }, unanswerable: lacks });
}

// =====================================================================================================================
// 1. E-commerce order lines
// =====================================================================================================================
{
  const customers: [string, string][] = [
    ["Hollis Interiors", "UK"],
    ["Maple & Moss", "UK"],
    ["Sarah Quinlan", "UK"],
    ["Greenhouse Living", "UK"],
    ["D. Okafor", "UK"],
    ["The Pantry Co", "UK"],
    ["Brackenridge Ltd", "UK"],
    ["Aoife Brennan", "Ireland"],
    ["Liffey Homewares", "Ireland"],
    ["Connolly Stores", "Ireland"],
    ["Maison Lefèvre", "France"],
    ["Atelier Roux", "France"],
    ["Claire Dubois", "France"],
    ["Hausgut GmbH", "Germany"],
    ["Jonas Weber", "Germany"],
    ["Kleinhaus Berlin", "Germany"],
    ["De Groene Tafel", "Netherlands"],
    ["Van Dijk Wonen", "Netherlands"],
    ["Casa Serrano", "Spain"],
    ["Lucía Marín", "Spain"],
    ["Nordic Nest", "Germany"],
    ["Penrose Gifts", "UK"],
  ];
  const skus: [string, string, number][] = [
    ["KT-101", "Kitchen", 34.5],
    ["KT-118", "Kitchen", 42],
    ["KT-125", "Kitchen", 18.75],
    ["GD-210", "Garden", 27.99],
    ["GD-233", "Garden", 15.5],
    ["GD-240", "Garden", 22],
    ["LT-305", "Lighting", 39.95],
    ["LT-312", "Lighting", 64],
    ["TX-402", "Textiles", 29],
    ["TX-410", "Textiles", 12.5],
    ["TX-415", "Textiles", 24.99],
    ["ST-501", "Storage", 58],
    ["ST-508", "Storage", 19.99],
  ];
  type Line = {
    order: string;
    date: string;
    ship: string | null;
    customer: string;
    country: string;
    sku: string;
    category: string;
    qty: number;
    price: number;
    disc: number;
    returned: boolean;
  };
  const dates = Array.from({ length: 56 }, () => randomDate("2024-01-03", "2024-06-28")).sort();
  const lines: Line[] = [];
  dates.forEach((date, i) => {
    const order = `ORD-${10231 + i}`;
    const [customer, country] = pick(customers);
    const late = ms(date) >= ms("2024-06-05");
    const ship = late && chance(0.75)
      ? null
      : addDays(date, weighted([[1, 3], [2, 4], [3, 3], [4, 2], [5, 1], [7, 1]]));
    const disc = pick([0, 0, 0, 0, 5, 10, 10, 15, 20]);
    const n = weighted([[1, 3], [2, 4], [3, 3], [4, 2]]);
    const used = new Set<string>();
    for (let k = 0; k < n; k++) {
      const [sku, category, price] = pick(skus);
      if (used.has(sku)) continue;
      used.add(sku);
      lines.push({
        order,
        date,
        ship,
        customer,
        country,
        sku,
        category,
        qty: weighted([[1, 6], [2, 5], [3, 3], [4, 2], [6, 1], [10, 1]]),
        price,
        disc,
        returned: ship !== null && chance(0.09),
      });
    }
  });
  assert(lines.length >= 40 && lines.length <= 150, `ecommerce rows ${lines.length}`);
  const table: Table = {
    columns: [
      "Order ID",
      "Order Date",
      "Ship Date",
      "Customer",
      "Country",
      "SKU",
      "Category",
      "Qty",
      "Unit Price (£)",
      "Disc %",
      "Returned (Y/N)",
    ],
    rows: lines.map((l) => [
      l.order,
      l.date,
      l.ship,
      l.customer,
      l.country,
      l.sku,
      l.category,
      l.qty,
      l.price,
      l.disc,
      l.returned ? "Y" : "N",
    ]),
  };
  const gross = (l: Line) => l.qty * l.price;
  const net = (l: Line) => l.qty * l.price * (1 - l.disc / 100);

  ask(
    "ecommerce-units-excl-returns",
    table,
    "total qty sold not counting returned lines?",
    [sum(lines.filter((l) => !l.returned).map((l) => l.qty))],
  );
  ask(
    "ecommerce-net-revenue",
    table,
    "What's our total revenue after the discount % is taken off (qty x unit price)?",
    [sum(lines.map(net))],
  );
  ask(
    "ecommerce-customers-march",
    table,
    "How many different customers placed orders in March?",
    [distinct(lines.filter((l) => monthOf(l.date) === 3).map((l) => l.customer))],
  );
  {
    const byCountry = ranked(mapValues(groupBy(lines, (l) => l.country), (rs) => sum(rs.map(gross))), 1);
    ask(
      "ecommerce-top-country-gross",
      table,
      "which country brings in the most sales before discounts, and how much?",
      [byCountry[0][1]],
    );
  }
  ask(
    "ecommerce-return-rate",
    table,
    "What percentage of order lines got returned?",
    [pct(lines.filter((l) => l.returned).length, lines.length)],
  );
  {
    const shipped = lines.filter((l) => l.ship !== null);
    ask(
      "ecommerce-avg-days-to-ship",
      table,
      "avg no. of days from order date to ship date? ignore the ones not shipped yet",
      [mean(shipped.map((l) => daysBetween(l.date, l.ship!)))],
    );
  }
  {
    const waiting = distinct(lines.filter((l) => l.ship === null).map((l) => l.order));
    assert(waiting > 0, "some orders unshipped");
    ask("ecommerce-orders-awaiting-shipment", table, "how many orders are still waiting to be shipped", [waiting]);
  }
  {
    const byCat = ranked(mapValues(groupBy(lines, (l) => l.category), (rs) => sum(rs.map((l) => l.qty))), 2);
    ask(
      "ecommerce-second-category-units",
      table,
      "Which category sold the 2nd most units?",
      [byCat[1][1]],
    );
  }
  {
    const spend = mapValues(groupBy(lines, (l) => l.customer), (rs) => sum(rs.map(gross)));
    for (const v of spend.values()) assert(Math.abs(v - 500) > 1, "no customer near £500");
    ask(
      "ecommerce-customers-over-500",
      table,
      "how many custmers have spent more than £500 in total (qty * unit price, before discount)?",
      [[...spend.values()].filter((v) => v > 500).length],
    );
  }
  {
    const q1 = sum(lines.filter((l) => monthOf(l.date) <= 3).map((l) => l.qty));
    const q2 = sum(lines.filter((l) => monthOf(l.date) >= 4 && monthOf(l.date) <= 6).map((l) => l.qty));
    ask(
      "ecommerce-units-q1-to-q2",
      table,
      "By what % did units sold change from Q1 to Q2?",
      [pctChange(q1, q2)],
    );
  }
  cannot(
    "ecommerce-garden-margin",
    table,
    "What's our profit margin on Garden products?",
    "no cost or margin column, only selling prices",
  );
  cannot(
    "ecommerce-top-city",
    table,
    "Which city do most of our orders come from?",
    "no city, only country",
  );
  cannot(
    "ecommerce-postage-spend",
    table,
    "how much did we pay in postage / shipping costs in total",
    "no shipping cost column",
  );
  cannot(
    "ecommerce-delivery-days",
    table,
    "On average how many days after shipping do parcels get delivered to the customer?",
    "no delivery date, only ship date",
  );
  assert(!customers.some(([c]) => c.startsWith("Harrow")), "Harrow & Finch absent");
  cannot(
    "ecommerce-named-customer",
    table,
    "How much has Harrow & Finch ordered from us so far?",
    "no customer called Harrow & Finch",
  );
}

// =====================================================================================================================
// 2. SaaS billing ledger
// =====================================================================================================================
{
  const first = [
    "Northwind",
    "Bluefin",
    "Copperleaf",
    "Lumen",
    "Brightpath",
    "Quarry",
    "Tidewater",
    "Kestrel",
    "Harbour",
    "Orchid",
    "Pinecrest",
    "Silverline",
    "Redwood",
    "Summit",
    "Vantage",
    "Helix",
  ];
  const second = [
    "Labs",
    "Analytics",
    "Logistics",
    "Health",
    "Studio",
    "Systems",
    "Foods",
    "Legal",
    "Media",
    "Capital",
  ];
  const plans: [string, number][] = [["Starter", 30], ["Team", 35], ["Business", 22], ["Enterprise", 13]];
  const regions: [string, number][] = [["NA", 40], ["EMEA", 32], ["APAC", 18], ["LATAM", 10]];
  type Account = {
    name: string;
    plan: string;
    start: string;
    cancel: string | null;
    mrr: number;
    seats: number;
    region: string;
  };
  const names = new Set<string>();
  while (names.size < 92) names.add(`${pick(first)} ${pick(second)}`);
  const accounts: Account[] = [...names].map((name) => {
    const plan = weighted(plans);
    const seats = plan === "Starter"
      ? int(1, 5)
      : plan === "Team"
      ? int(5, 25)
      : plan === "Business"
      ? int(20, 80)
      : int(75, 400);
    const perSeat = plan === "Starter" ? 12 : plan === "Team" ? 22 : plan === "Business" ? 35 : pick([25, 27, 30]);
    const start = randomDate("2024-01-02", "2024-09-27");
    let cancel: string | null = null;
    if (chance(0.3)) {
      const c = addDays(start, int(20, 200));
      if (ms(c) <= ms("2024-10-15")) cancel = c;
    }
    return { name, plan, start, cancel, mrr: seats * perSeat, seats, region: weighted(regions) };
  }).sort((a, b) => ms(a.start) - ms(b.start));
  const table: Table = {
    columns: ["Account", "Plan", "Start Date", "Cancel Date", "MRR (USD)", "Seats", "Region"],
    rows: accounts.map((a) => [a.name, a.plan, a.start, a.cancel, a.mrr, a.seats, a.region]),
  };
  const active = accounts.filter((a) => a.cancel === null);
  const cancelled = accounts.filter((a) => a.cancel !== null);

  ask("saas-active-count", table, "how many active subscriptions do we have?", [active.length]);
  ask("saas-active-mrr", table, "Total MRR from accounts that haven't cancelled", [sum(active.map((a) => a.mrr))]);
  {
    const ent = accounts.filter((a) => a.plan === "Enterprise");
    ask(
      "saas-enterprise-mrr-per-seat",
      table,
      "whats the MRR per seat on Enterprise",
      [sum(ent.map((a) => a.mrr)) / sum(ent.map((a) => a.seats))],
    );
  }
  ask(
    "saas-churned-share",
    table,
    "What % of all accounts have cancelled?",
    [pct(cancelled.length, accounts.length)],
  );
  {
    const byRegion = ranked(mapValues(groupBy(active, (a) => a.region), (rs) => sum(rs.map((a) => a.mrr))), 1);
    ask(
      "saas-top-region-active-mrr",
      table,
      "Which region has the highest MRR from active customers?",
      [byRegion[0][1]],
    );
  }
  ask("saas-median-seats", table, "median seats per account?", [median(accounts.map((a) => a.seats))]);
  ask(
    "saas-days-to-cancel",
    table,
    "For the ones that churned, how long on average (days) between start and cancel date?",
    [mean(cancelled.map((a) => daysBetween(a.start, a.cancel!)))],
  );
  ask(
    "saas-signups-since-may",
    table,
    "how many new accounts started since 1 May",
    [accounts.filter((a) => ms(a.start) >= ms("2024-05-01")).length],
  );
  ask(
    "saas-emea-seats-not-starter",
    table,
    "Active seats in EMEA excluding the Starter plan?",
    [sum(active.filter((a) => a.region === "EMEA" && a.plan !== "Starter").map((a) => a.seats))],
  );
  {
    const top = [...active].sort((a, b) => b.mrr - a.mrr);
    assert(top[2].mrr !== top[3].mrr, "no tie at 3rd active MRR");
    ask(
      "saas-top3-active-mrr",
      table,
      "top 3 active accounts by MRR - combined MRR?",
      [sum(top.slice(0, 3).map((a) => a.mrr))],
    );
  }
  cannot(
    "saas-mrr-by-rep",
    table,
    "Which sales rep closed the most MRR this year?",
    "no sales rep column",
  );
  cannot(
    "saas-seat-utilisation",
    table,
    "What's our seat utilisation — how many of the paid seats are actually being used?",
    "no usage or active-user figures, only seats bought",
  );
  cannot(
    "saas-country-count",
    table,
    "how many accounts do we have in Germany",
    "no country, only region",
  );
  cannot(
    "saas-upgrades",
    table,
    "How many accounts upgraded from Team to Business?",
    "no plan history, only each account's current plan",
  );
  assert(!accounts.some((a) => a.name.startsWith("Globex")), "Globex absent");
  cannot(
    "saas-named-account",
    table,
    "when did Globex Corp cancel and what was their MRR?",
    "no account called Globex Corp",
  );
}

// =====================================================================================================================
// 3. University module grades
// =====================================================================================================================
{
  const programmes: [string, string[]][] = [
    ["BSc Economics", ["ECON101", "ECON204", "STAT205", "DATA150"]],
    ["BSc Mathematics", ["MATH110", "MATH230", "STAT205", "DATA150"]],
    ["LLB Law", ["LAW120", "LAW215", "ECON101", "HIST105"]],
    ["BA History", ["HIST105", "HIST220", "LAW120", "DATA150"]],
  ];
  type Result = {
    student: string;
    programme: string;
    module: string;
    year: number;
    cw: number;
    exam: number | null;
    final: number | null;
    attempt: number;
  };
  const clamp = (x: number) => Math.max(0, Math.min(100, Math.round(x)));
  const ids = new Set<string>();
  while (ids.size < 48) ids.add(`S24${String(int(0, 999)).padStart(3, "0")}`);
  const results: Result[] = [];
  for (const student of [...ids].sort()) {
    const [programme, modules] = pick(programmes);
    const year = int(1, 3);
    const ability = 38 + rand() * 38 + (programme === "BSc Mathematics" ? 4 : 0);
    const taken = [...modules].sort(() => rand() - 0.5).slice(0, 3);
    for (const module of taken) {
      const cw = clamp(ability + int(-8, 15));
      const missing = module === "STAT205" && chance(0.3);
      const exam = missing ? null : clamp(ability + int(-20, 10));
      const final = exam === null ? null : Math.round(0.4 * cw + 0.6 * exam);
      results.push({ student, programme, module, year, cw, exam, final, attempt: chance(0.12) ? 2 : 1 });
    }
  }
  assert(results.length >= 40 && results.length <= 150, `grades rows ${results.length}`);
  const table: Table = {
    columns: ["Student ID", "Programme", "Module", "Yr of Study", "CW %", "Exam %", "Final %", "Attempt"],
    rows: results.map((r) => [r.student, r.programme, r.module, r.year, r.cw, r.exam, r.final, r.attempt]),
  };
  const marked = results.filter((r) => r.final !== null);

  ask("grades-avg-final", table, "average final mark?", [mean(marked.map((r) => r.final!))]);
  ask(
    "grades-students-failed-any",
    table,
    "How many students failed at least one module (final under 40)?",
    [distinct(marked.filter((r) => r.final! < 40).map((r) => r.student))],
  );
  {
    const econ = results.filter((r) => r.module === "ECON101");
    assert(econ.every((r) => r.final !== null), "ECON101 fully marked");
    ask(
      "grades-econ101-pass-rate",
      table,
      "what's the pass rate for ECON101? pass mark is 40",
      [pct(econ.filter((r) => r.final! >= 40).length, econ.length)],
    );
    ask(
      "grades-econ101-cw-vs-exam",
      table,
      "In ECON101 how much higher is the avg coursework mark than the avg exam mark?",
      [mean(econ.map((r) => r.cw)) - mean(econ.map((r) => r.exam!))],
    );
  }
  {
    const byProg = ranked(
      mapValues(
        groupBy(results.filter((r) => r.exam !== null), (r) => r.programme),
        (rs) => mean(rs.map((r) => r.exam!)),
      ),
      1,
    );
    ask(
      "grades-top-programme-exam",
      table,
      "Which programme has the best average exam score?",
      [byProg[0][1]],
    );
  }
  ask(
    "grades-median-final-first-attempt",
    table,
    "median final % for first attempts only",
    [median(marked.filter((r) => r.attempt === 1).map((r) => r.final!))],
  );
  {
    const byModule = mapValues(groupBy(marked, (r) => r.module), (rs) => mean(rs.map((r) => r.final!)));
    for (const v of byModule.values()) assert(Math.abs(v - 55) > 0.05, "no module average at 55");
    ask(
      "grades-modules-below-55",
      table,
      "how many modules have an average final mark below 55?",
      [[...byModule.values()].filter((v) => v < 55).length],
    );
  }
  ask(
    "grades-top-exam-not-law",
    table,
    "highest exam mark by anyone not on the Law programme",
    [Math.max(...results.filter((r) => r.programme !== "LLB Law" && r.exam !== null).map((r) => r.exam!))],
  );
  {
    const missing = results.filter((r) => r.exam === null).length;
    assert(missing > 0, "some exam marks missing");
    ask("grades-missing-exam", table, "How many exam marks are still missing?", [missing]);
  }
  ask(
    "grades-resit-share",
    table,
    "what percentage of the results are resits (attempt 2)?",
    [pct(results.filter((r) => r.attempt === 2).length, results.length)],
  );
  cannot(
    "grades-semester-2",
    table,
    "What was the average final mark for semester 2 modules?",
    "no semester or term column",
  );
  cannot(
    "grades-gender-gap",
    table,
    "is there a gender gap in exam marks? avg for female vs male students",
    "no gender column",
  );
  cannot(
    "grades-attendance",
    table,
    "Average attendance % for students who failed",
    "no attendance column",
  );
  cannot(
    "grades-module-leader",
    table,
    "Which module leader's modules get the highest avg final mark?",
    "no module leader or lecturer column",
  );
  cannot(
    "grades-international",
    table,
    "how do internationl students do compared to home students on the exam?",
    "no fee status or home/international column",
  );
}

// =====================================================================================================================
// 4. Property maintenance requests
// =====================================================================================================================
{
  const properties: [string, string, number, number][] = [
    ["Elm Court", "EC", 12, 24],
    ["Riverside House", "RH", 20, 30],
    ["Station Yard", "SY", 8, 16],
    ["Hawthorn Mews", "HM", 6, 10],
    ["Millbrook Terrace", "MT", 10, 20],
  ];
  const trades: [string, string[], number, number, number][] = [
    ["Plumbing", ["Ace Plumbing & Heating", "Flowright Ltd"], 80, 650, 26],
    ["Heating", ["Ace Plumbing & Heating", "WarmHomes Gas"], 95, 1400, 16],
    ["Electrical", ["Sparks & Co", "J Patel Electrical"], 70, 900, 20],
    ["Roofing", ["TopCover Roofing"], 250, 2600, 7],
    ["Carpentry", ["Oakline Joinery"], 60, 480, 12],
    ["Decorating", ["Fresh Coat Decorators"], 120, 850, 9],
    ["Pest Control", ["Pestaway"], 85, 320, 7],
  ];
  const priorities: [string, number, number, number][] = [
    ["Emergency", 12, 0, 3],
    ["High", 25, 1, 10],
    ["Medium", 38, 3, 25],
    ["Low", 25, 7, 45],
  ];
  const asOf = "2024-08-09";
  type Req = {
    id: string;
    property: string;
    unit: string;
    reported: string;
    fixed: string | null;
    trade: string;
    priority: string;
    contractor: string;
    cost: number | null;
  };
  const reportedDates = Array.from({ length: 104 }, () => randomDate("2024-02-01", "2024-07-31")).sort();
  const reqs: Req[] = reportedDates.map((reported, i) => {
    const [property, code, units] = weighted(properties.map((p) => [p, p[3]] as const));
    const [trade, contractors, lo, hi] = weighted(trades.map((t) => [t, t[4]] as const));
    const [priority, , minDays, maxDays] = weighted(priorities.map((p) => [p, p[1]] as const));
    const fixedOn = addDays(reported, int(minDays, maxDays));
    const open = ms(fixedOn) > ms(asOf) || chance(0.05);
    const cost = (lo + (hi - lo) * rand() ** 1.8) * (priority === "Emergency" ? 1.35 : 1);
    return {
      id: `MR-${String(412 + i).padStart(4, "0")}`,
      property,
      unit: `${code}-${String(int(1, units)).padStart(2, "0")}`,
      reported,
      fixed: open ? null : fixedOn,
      trade,
      priority,
      contractor: pick(contractors),
      cost: open ? null : money(cost),
    };
  });
  const table: Table = {
    columns: ["Req #", "Property", "Unit", "Reported", "Fixed", "Trade", "Priority", "Contractor", "Cost £"],
    rows: reqs.map((r) => [r.id, r.property, r.unit, r.reported, r.fixed, r.trade, r.priority, r.contractor, r.cost]),
  };
  const done = reqs.filter((r) => r.fixed !== null);
  const costOf = (rs: Req[]) => sum(rs.filter((r) => r.cost !== null).map((r) => r.cost!));

  {
    const open = reqs.filter((r) => r.fixed === null).length;
    assert(open > 0, "some open");
    ask("maintenance-still-open", table, "how many jobs are still open?", [open]);
  }
  ask(
    "maintenance-emergency-days-to-fix",
    table,
    "Average days to fix emergency requests?",
    [mean(done.filter((r) => r.priority === "Emergency").map((r) => daysBetween(r.reported, r.fixed!)))],
  );
  {
    const byProp = ranked(mapValues(groupBy(reqs, (r) => r.property), costOf), 1);
    ask(
      "maintenance-costliest-property",
      table,
      "which property has cost us the most in repairs",
      [byProp[0][1]],
    );
  }
  ask(
    "maintenance-reported-april",
    table,
    "How many requests were reported in April?",
    [reqs.filter((r) => monthOf(r.reported) === 4).length],
  );
  ask(
    "maintenance-ace-share",
    table,
    "What share of total spend went to Ace Plumbing & Heating?",
    [pct(costOf(reqs.filter((r) => r.contractor === "Ace Plumbing & Heating")), costOf(reqs))],
  );
  ask(
    "maintenance-median-electrical",
    table,
    "median cost of an electrical job",
    [median(done.filter((r) => r.trade === "Electrical").map((r) => r.cost!))],
  );
  ask(
    "maintenance-h1-cost",
    table,
    "Total repair cost for jobs reported in H1?",
    [costOf(reqs.filter((r) => monthOf(r.reported) <= 6))],
  );
  {
    const perUnit = groupBy(reqs, (r) => r.unit);
    ask(
      "maintenance-units-over-2",
      table,
      "how many units have had more than 2 requests",
      [[...perUnit.values()].filter((rs) => rs.length > 2).length],
    );
  }
  ask(
    "maintenance-riverside-non-emergency",
    table,
    "Riverside House - total cost excluding emergencies?",
    [costOf(reqs.filter((r) => r.property === "Riverside House" && r.priority !== "Emergency"))],
  );
  ask(
    "maintenance-slow-fixes",
    table,
    "how many jobs took over 14 days to get fixed?",
    [done.filter((r) => daysBetween(r.reported, r.fixed!) > 14).length],
  );
  cannot(
    "maintenance-labour-materials",
    table,
    "How much of the cost was labour vs materials?",
    "no labour/materials split, only a total cost",
  );
  cannot(
    "maintenance-tenant-rating",
    table,
    "whats the avg tenant satisfaction score for completed jobs",
    "no satisfaction or rating column",
  );
  cannot(
    "maintenance-postcode",
    table,
    "Which postcode gets the most maintenance requests?",
    "no postcode or address, only property names",
  );
  assert(!properties.some(([p]) => p.startsWith("Oakfield")), "Oakfield Lodge absent");
  cannot(
    "maintenance-named-property",
    table,
    "What have we spent on repairs at Oakfield Lodge?",
    "no property called Oakfield Lodge",
  );
  cannot(
    "maintenance-unpaid-invoices",
    table,
    "How many contractor invoices are still unpaid?",
    "no invoice or payment status",
  );
}

// =====================================================================================================================
// 5. Restaurant daily takings
// =====================================================================================================================
{
  const lunchBase: Record<string, number> = { Tue: 26, Wed: 29, Thu: 33, Fri: 44, Sat: 66, Sun: 82 };
  const dinnerBase: Record<string, number> = { Tue: 42, Wed: 48, Thu: 61, Fri: 96, Sat: 112, Sun: 54 };
  type Day = {
    date: string;
    weekday: string;
    lunch: number;
    dinner: number;
    food: number;
    drinks: number;
    staff: number;
    weather: string;
  };
  const days: Day[] = [];
  for (let d = "2024-03-01"; ms(d) <= ms("2024-07-31"); d = addDays(d, 1)) {
    const weekday = weekdayOf(d);
    if (weekday === "Mon") continue;
    const summer = monthOf(d) - 3;
    const weather = weighted([["Sunny", 3 + summer], ["Cloudy", 4], ["Rain", 4 - summer * 0.5], ["Windy", 1.5]]);
    const w = weather === "Sunny" ? 6 : weather === "Rain" ? -9 : weather === "Windy" ? -3 : 0;
    const lunch = Math.max(8, lunchBase[weekday] + w + summer * 2 + int(-7, 7));
    const dinner = Math.max(15, dinnerBase[weekday] + Math.round(w / 2) + summer * 3 + int(-10, 10));
    const food = money(lunch * (17.5 + rand() * 4) + dinner * (31 + rand() * 7));
    const drinks = money(lunch * (4 + rand() * 3) + dinner * (10 + rand() * 5) + (weather === "Sunny" ? 60 : 0));
    const staff = Math.ceil((lunch + dinner) / 22) + 2;
    days.push({ date: d, weekday, lunch, dinner, food, drinks, staff, weather });
  }
  assert(days.length >= 40 && days.length <= 150, `restaurant rows ${days.length}`);
  const table: Table = {
    columns: ["Date", "Day", "Lunch Covers", "Dinner Covers", "Food £", "Drinks £", "Staff on", "Weather"],
    rows: days.map((d) => [d.date, d.weekday, d.lunch, d.dinner, d.food, d.drinks, d.staff, d.weather]),
  };
  const takings = (d: Day) => d.food + d.drinks;
  const covers = (d: Day) => d.lunch + d.dinner;

  ask(
    "restaurant-june-takings",
    table,
    "total takings in june (food + drinks)",
    [sum(days.filter((d) => monthOf(d.date) === 6).map(takings))],
  );
  ask(
    "restaurant-sat-dinner",
    table,
    "What's the average number of dinner covers on a Saturday?",
    [mean(days.filter((d) => d.weekday === "Sat").map((d) => d.dinner))],
  );
  {
    const byDay = ranked(mapValues(groupBy(days, (d) => d.weekday), (ds) => mean(ds.map(covers))), 1);
    ask(
      "restaurant-busiest-weekday",
      table,
      "Which day of the week is busiest on average for total covers (lunch + dinner)?",
      [byDay[0][1]],
    );
  }
  ask(
    "restaurant-drinks-share",
    table,
    "drinks as a % of total takings?",
    [pct(sum(days.map((d) => d.drinks)), sum(days.map(takings)))],
  );
  ask(
    "restaurant-spend-per-head",
    table,
    "What's our average spend per head across the whole period? (food+drinks / all covers)",
    [sum(days.map(takings)) / sum(days.map(covers))],
  );
  {
    const n = days.filter((d) => d.dinner >= 100).length;
    ask("restaurant-big-dinner-days", table, "how many days did we do 100+ dinner covers", [n]);
  }
  ask(
    "restaurant-food-march-to-july",
    table,
    "% change in food sales from March to July?",
    [
      pctChange(
        sum(days.filter((d) => monthOf(d.date) === 3).map((d) => d.food)),
        sum(days.filter((d) => monthOf(d.date) === 7).map((d) => d.food)),
      ),
    ],
  );
  {
    const sunny = mean(days.filter((d) => d.weather === "Sunny").map((d) => d.lunch));
    const rainy = mean(days.filter((d) => d.weather === "Rain").map((d) => d.lunch));
    assert(sunny > rainy, "sunny lunches busier");
    ask(
      "restaurant-rain-lunch-gap",
      table,
      "On average how many fewer lunch covers do we get on rainy days than sunny ones?",
      [sunny - rainy],
    );
  }
  ask(
    "restaurant-median-weekday-food",
    table,
    "median daily food takings, excluding weekends",
    [median(days.filter((d) => d.weekday !== "Sat" && d.weekday !== "Sun").map((d) => d.food))],
  );
  ask(
    "restaurant-last-3-months-covers",
    table,
    "total covers in the last 3 months of the data?",
    [sum(days.filter((d) => monthOf(d.date) >= 5).map(covers))],
  );
  cannot(
    "restaurant-food-gp",
    table,
    "What's our gross profit % on food?",
    "no food cost or cost of sales column",
  );
  cannot(
    "restaurant-wage-percent",
    table,
    "wages as a percentage of takings each month?",
    "no wages, only the number of staff on shift",
  );
  cannot(
    "restaurant-tips",
    table,
    "How much did we take in tips/service charge in May?",
    "no tips or service charge column",
  );
  cannot(
    "restaurant-card-cash",
    table,
    "what's the split between card and cash payments?",
    "no payment method",
  );
  cannot(
    "restaurant-december",
    table,
    "How did December's takings compare with November's?",
    "the data runs March to July only",
  );
}

// =====================================================================================================================
// 6. Charity donations
// =====================================================================================================================
{
  const firstNames = [
    "Margaret",
    "John",
    "Priya",
    "Tom",
    "Helen",
    "David",
    "Fatima",
    "Gareth",
    "Susan",
    "Mohammed",
    "Eileen",
    "Peter",
    "Chloe",
    "Ravi",
    "Ann",
    "Graham",
    "Nia",
    "Colin",
    "Joan",
    "Sam",
  ];
  const surnames = [
    "Hughes",
    "Patel",
    "Evans",
    "O'Neill",
    "Clarke",
    "Ahmed",
    "Wright",
    "Jenkins",
    "Murray",
    "Taylor",
    "Kaur",
    "Bennett",
    "Lloyd",
    "Fraser",
    "Shaw",
  ];
  const donorNames = new Set<string>();
  while (donorNames.size < 54) donorNames.add(`${pick(firstNames)} ${pick(surnames)}`);
  assert(!donorNames.has("Margaret Thornbury"), "Margaret Thornbury absent");
  type Gift = {
    donor: string;
    date: string;
    amount: number;
    giftAid: boolean;
    campaign: string;
    channel: string;
    recurring: boolean;
  };
  const gifts: Gift[] = [];
  for (const donor of donorNames) {
    const giftAid = chance(0.55);
    const regular = chance(0.18);
    const n = regular ? int(3, 6) : weighted([[1, 6], [2, 3], [3, 1]]);
    const ddAmount = pick([5, 10, 10, 15, 20, 25]);
    const startMonth = int(1, 8 - (regular ? n - 1 : 0));
    for (let k = 0; k < n; k++) {
      let date: string;
      let channel: string;
      let amount: number;
      let recurring = false;
      if (regular) {
        const m = startMonth + k;
        date = `2024-${String(m).padStart(2, "0")}-${String(int(1, 5)).padStart(2, "0")}`;
        channel = "Direct Debit";
        amount = ddAmount;
        recurring = true;
      } else {
        date = randomDate("2024-01-05", "2024-08-30");
        channel = weighted([["Online", 5], ["Cheque", 2], ["Cash", 1.5], ["Event", 2]]);
        amount = channel === "Online"
          ? (chance(0.15) ? money(3 + rand() * 80) : pick([10, 20, 25, 30, 50, 50, 100, 150]))
          : channel === "Cheque"
          ? pick([25, 50, 100, 150, 200, 250, 500, 1000])
          : channel === "Cash"
          ? money(2 + rand() * 45)
          : pick([10, 15, 20, 25, 40, 60]);
        recurring = channel === "Online" && chance(0.2);
      }
      const m = monthOf(date);
      const campaign = channel === "Event" ? (m <= 5 ? "Spring Fun Run" : "Summer Fete") : weighted([
        ["Winter Appeal", m <= 2 ? 5 : 0.2],
        ["Emergency Appeal", m >= 3 && m <= 5 ? 4 : 0.5],
        ["Summer Fete", m >= 6 ? 2 : 0],
        ["General", 3],
      ]);
      gifts.push({ donor, date, amount, giftAid, campaign, channel, recurring });
    }
  }
  gifts.sort((a, b) => ms(a.date) - ms(b.date));
  assert(gifts.length >= 40 && gifts.length <= 150, `donation rows ${gifts.length}`);
  const table: Table = {
    columns: ["Donor", "Donation Date", "Amount (£)", "Gift Aid?", "Campaign", "Channel", "Recurring?"],
    rows: gifts.map((g) => [
      g.donor,
      g.date,
      g.amount,
      g.giftAid ? "Y" : "N",
      g.campaign,
      g.channel,
      g.recurring ? "Y" : "N",
    ]),
  };
  const total = (gs: Gift[]) => sum(gs.map((g) => g.amount));

  ask(
    "donations-since-june",
    table,
    "how much have we recieved since 1 June?",
    [total(gifts.filter((g) => ms(g.date) >= ms("2024-06-01")))],
  );
  ask("donations-unique-donors", table, "How many unique donors are there?", [distinct(gifts.map((g) => g.donor))]);
  {
    const byCampaign = ranked(mapValues(groupBy(gifts, (g) => g.campaign), total), 1);
    ask(
      "donations-top-campaign",
      table,
      "Which campaign raised the most money?",
      [byCampaign[0][1]],
    );
  }
  ask(
    "donations-avg-one-off-online",
    table,
    "avg one-off (non recurring) donation made online",
    [mean(gifts.filter((g) => !g.recurring && g.channel === "Online").map((g) => g.amount))],
  );
  {
    const perDonor = mapValues(groupBy(gifts, (g) => g.donor), total);
    ask(
      "donations-donors-200-plus",
      table,
      "How many donors have given £200 or more in total?",
      [[...perDonor.values()].filter((v) => v >= 200).length],
    );
    const top = [...perDonor.values()].sort((a, b) => b - a);
    ask(
      "donations-top3-donors",
      table,
      "what did our top 3 donors give between them?",
      [top[0] + top[1] + top[2]],
    );
    ask(
      "donations-avg-per-donor",
      table,
      "Average amount given per donor?",
      [total(gifts) / perDonor.size],
    );
  }
  ask(
    "donations-recurring-share",
    table,
    "What % of gifts are recurring? (by number of gifts)",
    [pct(gifts.filter((g) => g.recurring).length, gifts.length)],
  );
  ask(
    "donations-q1-vs-q2",
    table,
    "% change in total raised between Q1 and Q2",
    [
      pctChange(
        total(gifts.filter((g) => monthOf(g.date) <= 3)),
        total(gifts.filter((g) => monthOf(g.date) >= 4 && monthOf(g.date) <= 6)),
      ),
    ],
  );
  ask(
    "donations-median-excl-emergency",
    table,
    "median donation other than the Emergency Appeal",
    [median(gifts.filter((g) => g.campaign !== "Emergency Appeal").map((g) => g.amount))],
  );
  cannot(
    "donations-fun-run-net",
    table,
    "How much did the Spring Fun Run make after costs?",
    "no event costs, only donations",
  );
  cannot(
    "donations-age-band",
    table,
    "which age group gives the most on average",
    "no donor age",
  );
  cannot(
    "donations-by-town",
    table,
    "Which town do most of our donors live in?",
    "no address or location",
  );
  cannot(
    "donations-vs-2023",
    table,
    "Are we up or down on last year? compare total to 2023",
    "the data covers 2024 only",
  );
  cannot(
    "donations-named-donor",
    table,
    "How much has Margaret Thornbury given this year?",
    "no donor called Margaret Thornbury",
  );
}

// =====================================================================================================================

assert(items.length === 90, `90 items, got ${items.length}`);
assert(items.filter((i) => i.unanswerable).length === 30, "30 unanswerable");
for (const kind of ["ecommerce", "saas", "grades", "maintenance", "restaurant", "donations"]) {
  const mine = items.filter((i) => i.id.startsWith(kind + "-"));
  assert(mine.length === 15, `${kind} has 15`);
  assert(mine.filter((i) => i.unanswerable).length === 5, `${kind} has 5 unanswerable`);
}
assert(new Set(items.map((i) => i.id)).size === items.length, "unique ids");

const out = new URL("./held-out-9.json", import.meta.url);
await Deno.writeTextFile(out, JSON.stringify(items, null, 2) + "\n");
console.log(`wrote ${items.length} items to ${out.pathname}`);
for (const i of items) {
  console.log(i.id.padEnd(42), i.unanswerable ? `— ${i.unanswerable}` : i.expect.figures.join(", "));
}
