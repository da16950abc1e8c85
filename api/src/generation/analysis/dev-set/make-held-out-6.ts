/**
 * Builds held-out-6.json: six seeded tables (e-commerce returns, payroll, travel expenses, course feedback, a fleet
 * fuel log, support tickets) with questions about each. Every figure is computed here from the table's cells, never
 * typed by hand; a table whose draw gives a tied ranking, a half-cent figure or an empty group is drawn again from the
 * same stream, so the output is the same on every run.
 *
 * Run: npx deno run -A api/src/generation/analysis/dev-set/make-held-out-6.ts
 */
import { seededRandom } from "../../../../test/seeded-random.ts";

type Cell = string | number | boolean | null;
type Rec = Record<string, Cell>;

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

const rand = seededRandom(6161);

/** A draw that cannot give a clean question set; the table is drawn again. */
class Redraw extends Error {}

function need(ok: boolean, why: string): void {
  if (!ok) throw new Redraw(why);
}

/** A mistake in this script rather than in a draw. */
function check(ok: boolean, why: string): void {
  if (!ok) throw new Error(why);
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing

function int(lo: number, hi: number): number {
  return lo + Math.floor(rand() * (hi - lo + 1));
}

function chance(p: number): boolean {
  return rand() < p;
}

function pick<T>(xs: readonly T[]): T {
  return xs[Math.floor(rand() * xs.length)];
}

function weighted<T>(pairs: readonly (readonly [T, number])[]): T {
  const total = pairs.reduce((a, [, w]) => a + w, 0);
  let r = rand() * total;
  for (const [v, w] of pairs) {
    r -= w;
    if (r < 0) return v;
  }
  return pairs[pairs.length - 1][0];
}

/** Roughly normal noise with spread about sd. */
function noise(sd: number): number {
  return (rand() + rand() + rand() + rand() - 2) * sd * 1.7;
}

const DAY = 86_400_000;

function ms(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function iso(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

function dateBetween(from: string, to: string): string {
  return iso(ms(from) + int(0, Math.round((ms(to) - ms(from)) / DAY)) * DAY);
}

function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the table back

function records(t: Table): Rec[] {
  for (const row of t.rows) check(row.length === t.columns.length, "row width");
  return t.rows.map((row) => Object.fromEntries(t.columns.map((c, i) => [c, row[i]])));
}

function num(r: Rec, col: string): number {
  const v = r[col];
  check(typeof v === "number", `${col} is not a number: ${v}`);
  return v as number;
}

function str(r: Rec, col: string): string {
  const v = r[col];
  check(typeof v === "string", `${col} is not text: ${v}`);
  return v as string;
}

function sum(xs: number[]): number {
  return xs.reduce((a, x) => a + x, 0);
}

/** A sum of money, added in whole cents. */
function sumMoney(xs: number[]): number {
  return sum(xs.map((x) => Math.round(x * 100))) / 100;
}

function mean(xs: number[]): number {
  need(xs.length > 0, "mean of nothing");
  return sum(xs) / xs.length;
}

function median(xs: number[]): number {
  need(xs.length > 0, "median of nothing");
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function pct(part: number, whole: number): number {
  need(whole > 0, "share of nothing");
  return (part / whole) * 100;
}

function nonEmpty<T>(xs: T[], what: string): T[] {
  need(xs.length > 0, `no rows for ${what}`);
  return xs;
}

function groupBy(rs: Rec[], col: string): Map<string, Rec[]> {
  const m = new Map<string, Rec[]>();
  for (const r of rs) {
    const k = str(r, col);
    m.set(k, [...(m.get(k) ?? []), r]);
  }
  return m;
}

function totals(rs: Rec[], by: string, f: (g: Rec[]) => number): Map<string, number> {
  return new Map([...groupBy(rs, by)].map(([k, g]) => [k, f(g)]));
}

const cents2 = (x: number) => Math.round(x * 100) / 100;

/** The k-th (0-based) group from the top (or bottom), refusing a tie with its neighbours at 2 decimals. */
function rankAt(groups: Map<string, number>, k: number, highest: boolean): [string, number] {
  const r = [...groups].sort((a, b) => (highest ? b[1] - a[1] : a[1] - b[1]));
  need(r.length > k + 1, "too few groups to rank");
  const v = cents2(r[k][1]);
  if (k > 0) need(cents2(r[k - 1][1]) !== v, "tie above");
  need(cents2(r[k + 1][1]) !== v, "tie below");
  return r[k];
}

/** The k-th (0-based) largest or smallest value, refusing a tie with its neighbours at 2 decimals. */
function nthValue(xs: number[], k: number, highest: boolean): number {
  return rankAt(new Map(xs.map((x, i) => [String(i), x])), k, highest)[1];
}

function lastMonth(rs: Rec[], col: string): string {
  return rs.map((r) => str(r, col).slice(0, 7)).sort().at(-1)!;
}

// ---------------------------------------------------------------------------------------------------------------
// Questions

/** A figure as written into the set: no half cent (ambiguous at 2 decimals) and no float dust. */
function figure(x: number): number {
  check(Number.isFinite(x), "figure is not finite");
  const c = Math.abs(x) * 100;
  need(Math.abs(c - Math.floor(c) - 0.5) > 1e-6, `half-cent figure ${x}`);
  return Math.round(x * 1e6) / 1e6;
}

class Questions {
  items: Item[] = [];
  constructor(private prefix: string, private table: Table) {}

  ask(question: string, ...figures: number[]): void {
    this.items.push({
      id: `${this.prefix}-${String(this.items.length + 1).padStart(2, "0")}`,
      table: this.table,
      question,
      expect: { figures: figures.map(figure) },
    });
  }

  cannot(question: string, lacks: string): void {
    this.items.push({
      id: `${this.prefix}-${String(this.items.length + 1).padStart(2, "0")}`,
      table: this.table,
      question,
      expect: { figures: [] },
      unanswerable: lacks,
    });
  }
}

// Guards that an unanswerable question really is.

function lacksColumn(t: Table, pattern: RegExp): void {
  check(!t.columns.some((c) => pattern.test(c)), `table has a column like ${pattern}`);
}

function lacksValue(t: Table, value: string): void {
  const v = value.toLowerCase();
  check(
    !t.rows.some((row) => row.some((c) => typeof c === "string" && c.toLowerCase().includes(v))),
    `table holds ${value}`,
  );
}

function lacksPeriod(rs: Rec[], col: string, from: string, to: string): void {
  check(!rs.some((r) => str(r, col) >= from && str(r, col) <= to), `table has ${col} in ${from}..${to}`);
}

function build(name: string, make: () => Item[]): Item[] {
  for (let attempt = 1; attempt <= 200; attempt++) {
    try {
      return make();
    } catch (e) {
      if (!(e instanceof Redraw)) throw e;
    }
  }
  throw new Error(`${name}: no clean draw in 200 attempts`);
}

// ---------------------------------------------------------------------------------------------------------------
// 1. E-commerce returns

function returns(): Item[] {
  const products = [
    ["Wireless Mouse", 1999, 3499, 6],
    ["USB-C Hub", 2999, 5999, 4],
    ["Desk Lamp", 2499, 4999, 3],
    ["Yoga Mat", 1999, 3999, 5],
    ["Water Bottle", 1299, 2499, 2],
    ["Bluetooth Speaker", 3999, 8999, 4],
    ["Phone Case", 999, 1999, 7],
    ["Backpack", 4499, 7999, 3],
  ] as const;
  const reasons = [
    ["Damaged", 5],
    ["Wrong Item", 3],
    ["Not as Described", 4],
    ["Changed Mind", 6],
    ["Defective", 4],
    ["Arrived Late", 2],
  ] as const;
  const n = int(110, 130);
  const drawn = Array.from({ length: n }, () => {
    const p = weighted(products.map((x) => [x, x[3]] as const));
    const reason = weighted(reasons);
    const price = int(p[1], p[2]);
    const refund = reason === "Changed Mind" && chance(0.6) ? Math.round(price * 0.85) : price;
    const broken = reason === "Damaged" || reason === "Defective";
    return {
      date: dateBetween("2024-01-02", "2024-09-30"),
      product: p[0],
      reason,
      refund,
      restocked: chance(broken ? 0.12 : 0.75) ? "Yes" : "No",
    };
  }).sort((a, b) => a.date.localeCompare(b.date));
  let order = 48_200;
  const t: Table = {
    columns: ["Order #", "Product", "Return Reason", "Return Date", "Refund ($)", "Restocked?"],
    rows: drawn.map((d) => {
      order += int(3, 60);
      return [`ORD-${order}`, d.product, d.reason, d.date, dollars(d.refund), d.restocked];
    }),
  };
  const rs = records(t);
  const q = new Questions("ho6-returns", t);
  const refund = (xs: Rec[]) => sumMoney(xs.map((r) => num(r, "Refund ($)")));
  const inMonths = (r: Rec, from: string, to: string) =>
    str(r, "Return Date").slice(0, 7) >= from && str(r, "Return Date").slice(0, 7) <= to;

  q.ask(
    "What's the total amount refunded for returns other than Damaged?",
    refund(nonEmpty(rs.filter((r) => r["Return Reason"] !== "Damaged"), "not damaged")),
  );
  q.ask(
    "how many returns were restocked in Q2",
    rs.filter((r) => r["Restocked?"] === "Yes" && inMonths(r, "2024-04", "2024-06")).length,
  );
  q.ask(
    "Which product had the highest total refunds, and how much was refunded for it?",
    rankAt(totals(rs, "Product", refund), 0, true)[1],
  );
  q.ask(
    "What percentage of returns were restocked?",
    pct(rs.filter((r) => r["Restocked?"] === "Yes").length, rs.length),
  );
  q.ask(
    "avg refund per return for wireless mouse",
    mean(nonEmpty(rs.filter((r) => r["Product"] === "Wireless Mouse"), "mouse").map((r) => num(r, "Refund ($)"))),
  );
  q.ask(
    "median refund ($) since July",
    median(rs.filter((r) => str(r, "Return Date") >= "2024-07-01").map((r) => num(r, "Refund ($)"))),
  );
  {
    const defective = refund(rs.filter((r) => r["Return Reason"] === "Defective"));
    const changed = refund(rs.filter((r) => r["Return Reason"] === "Changed Mind"));
    need(Math.abs(defective - changed) >= 1, "defective and changed mind too close");
    q.ask(
      defective > changed
        ? "How much more was refunded for Defective returns than for Changed Mind ones?"
        : "How much more was refunded for Changed Mind returns than for Defective ones?",
      Math.abs(defective - changed),
    );
  }
  q.ask(
    "Which return reason is the 3rd most common, and how many returns does it account for?",
    rankAt(totals(rs, "Return Reason", (g) => g.length), 2, true)[1],
  );
  {
    const last = lastMonth(rs, "Return Date");
    check(last === "2024-09", "returns end in September");
    q.ask(
      "number of returns in the last month of the data",
      rs.filter((r) => str(r, "Return Date").startsWith(last)).length,
    );
  }
  {
    const damaged = nonEmpty(rs.filter((r) => r["Return Reason"] === "Damaged"), "damaged");
    const back = damaged.filter((r) => r["Restocked?"] === "Yes").length;
    need(back > 0, "no damaged item restocked");
    q.ask("% of Damaged returns that got restocked", pct(back, damaged.length));
  }
  q.ask(
    "total refnd amt for Backpack in march",
    refund(nonEmpty(rs.filter((r) => r["Product"] === "Backpack" && inMonths(r, "2024-03", "2024-03")), "march bag")),
  );
  {
    const counts = totals(rs, "Product", (g) => g.length);
    rankAt(counts, 1, false); // the 2nd fewest is not tied with the 3rd, so "bottom 2" is two products
    const bottom = [...counts.values()].sort((a, b) => a - b);
    q.ask(
      "Combined, how many returns do the bottom 2 products (fewest returns) have?",
      bottom[0] + bottom[1],
    );
  }
  q.ask(
    "largest single refund for a Yoga Mat that was not restocked",
    Math.max(
      ...nonEmpty(rs.filter((r) => r["Product"] === "Yoga Mat" && r["Restocked?"] === "No"), "mat kept").map((r) =>
        num(r, "Refund ($)")
      ),
    ),
  );
  q.ask(
    "how many returns over $50 were not restocked",
    rs.filter((r) => num(r, "Refund ($)") > 50 && r["Restocked?"] === "No").length,
  );

  lacksColumn(t, /order value|price|total|paid/i);
  q.cannot(
    "What was the total original order value of the returned items?",
    "original order values (only refund amounts)",
  );
  lacksColumn(t, /city|location|region|state/i);
  q.cannot("which city had the most returns", "customer city");
  lacksPeriod(rs, "Return Date", "2023-01-01", "2023-12-31");
  q.cannot("How many returns did we process in 2023?", "returns from 2023 (data covers Jan–Sep 2024)");
  lacksValue(t, "Smart Watch");
  q.cannot("total refunds for Smart Watch returns", "a Smart Watch product");
  lacksColumn(t, /purchase|order date|bought|deliver/i);
  q.cannot("avg days between purchase and return?", "purchase or order dates");
  return q.items;
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Payroll

function payroll(): Item[] {
  const staff = [
    ["Priya Shah", "Engineering", 0.25],
    ["Marcus Lee", "Engineering", 0.2],
    ["Ana Gomez", "Engineering", 0.25],
    ["Tom Becker", "Sales", 0.5],
    ["Jin Park", "Sales", 0.55],
    ["Carlos Ruiz", "Operations", 0.7],
    ["Fatima Noor", "Operations", 0.65],
    ["Emily Chen", "Marketing", 0.4],
    ["David Okafor", "Finance", 0.35],
    ["Sara Lind", "Finance", 0.3],
  ] as const;
  const people = staff.map(([name, dept, otChance]) => ({
    name,
    dept,
    otChance,
    base: int(4200, 9800) * 100 + int(0, 99),
    taxRate: int(180, 290) / 1000,
  }));
  const t: Table = {
    columns: ["Employee", "Dept.", "Pay Date", "Gross ($)", "Tax ($)", "Net ($)", "OT Hrs"],
    rows: [],
  };
  for (let m = 1; m <= 12; m++) {
    for (const p of people) {
      const ot = chance(p.otChance) ? int(1, 40) / 2 : 0;
      const gross = p.base + Math.round(ot * (p.base / 173.33) * 1.5);
      const tax = Math.round(gross * (p.taxRate + noise(0.004)));
      t.rows.push([
        p.name,
        p.dept,
        `2024-${String(m).padStart(2, "0")}-25`,
        dollars(gross),
        dollars(tax),
        dollars(gross - tax),
        ot,
      ]);
    }
  }
  const rs = records(t);
  for (const r of rs) check(cents2(num(r, "Gross ($)") - num(r, "Tax ($)")) === num(r, "Net ($)"), "net");
  const q = new Questions("ho6-payroll", t);
  const money = (xs: Rec[], col: string) => sumMoney(xs.map((r) => num(r, col)));
  const ot = (xs: Rec[]) => sum(xs.map((r) => num(r, "OT Hrs")));
  const dept = (d: string) => nonEmpty(rs.filter((r) => r["Dept."] === d), d);
  const from = (r: Rec, a: string, b: string) => str(r, "Pay Date") >= a && str(r, "Pay Date") <= b;

  q.ask("Total gross pay for the Engineering dept?", money(dept("Engineering"), "Gross ($)"));
  q.ask("which dept had the most overtime hours and how many", rankAt(totals(rs, "Dept.", ot), 0, true)[1]);
  q.ask(
    "avg net pay per paycheck for Priya Shah",
    mean(rs.filter((r) => r["Employee"] === "Priya Shah").map((r) => num(r, "Net ($)"))),
  );
  q.ask(
    "tax as a % of gross for sales",
    pct(money(dept("Sales"), "Tax ($)"), money(dept("Sales"), "Gross ($)")),
  );
  {
    const h2 = (d: string) => money(dept(d).filter((r) => from(r, "2024-07-01", "2024-12-31")), "Gross ($)");
    const eng = h2("Engineering");
    const ops = h2("Operations");
    need(Math.abs(eng - ops) >= 1, "eng and ops too close");
    q.ask(
      eng > ops
        ? "How much more gross pay did Engineering get than Operations in the second half of the year?"
        : "How much more gross pay did Operations get than Engineering in the second half of the year?",
      Math.abs(eng - ops),
    );
  }
  q.ask(
    "median gross ($) in Q1",
    median(rs.filter((r) => from(r, "2024-01-01", "2024-03-31")).map((r) => num(r, "Gross ($)"))),
  );
  q.ask("How many paychecks had more than 10 OT hrs?", rs.filter((r) => num(r, "OT Hrs") > 10).length);
  q.ask(
    "Who had the 3rd highest total net pay for the year, and what was it?",
    rankAt(totals(rs, "Employee", (g) => money(g, "Net ($)")), 2, true)[1],
  );
  {
    const last = lastMonth(rs, "Pay Date");
    const ops = dept("Operations").filter((r) => str(r, "Pay Date").startsWith(last));
    q.ask(
      "gross minus tax for operations in the last month of the data",
      cents2(money(ops, "Gross ($)") - money(ops, "Tax ($)")),
    );
  }
  q.ask(
    "avg OT hrs per paycheck excl. Engineering",
    mean(rs.filter((r) => r["Dept."] !== "Engineering").map((r) => num(r, "OT Hrs"))),
  );
  q.ask("net as a % of gross, overall", pct(money(rs, "Net ($)"), money(rs, "Gross ($)")));
  q.ask(
    "Total tax withheld since October?",
    money(rs.filter((r) => from(r, "2024-10-01", "2024-12-31")), "Tax ($)"),
  );
  {
    const zero = rs.filter((r) => r["Employee"] === "Carlos Ruiz" && num(r, "OT Hrs") === 0).length;
    need(zero > 0, "carlos always on overtime");
    q.ask("In how many pay periods did Carlos Ruiz have zero overtime?", zero);
  }
  q.ask("Markting total OT hrs", ot(dept("Marketing")));
  {
    const byPerson = totals(rs, "Employee", (g) => money(g, "Gross ($)"));
    q.ask("lowest total gross of any employee", rankAt(byPerson, 0, false)[1]);
  }

  lacksColumn(t, /bonus|commission/i);
  q.cannot("What's the total bonus paid out this year?", "bonus amounts");
  lacksColumn(t, /gender|sex/i);
  q.cannot("average gross pay by gender", "employee gender");
  lacksColumn(t, /manager|supervisor|team/i);
  q.cannot("Which manager's team logged the most overtime?", "managers or teams");
  lacksPeriod(rs, "Pay Date", "2023-01-01", "2023-12-31");
  q.cannot("total gross payroll for 2023", "2023 pay periods (data covers 2024 only)");
  lacksValue(t, "Legal");
  q.cannot("total net paid to the Legal dept", "a Legal department");
  return q.items;
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Travel expenses

function travel(): Item[] {
  const employees = ["J. Alvarez", "K. Brooks", "M. Chen", "R. Das", "S. Evans", "T. Fischer", "L. Garcia"];
  const projects = ["Apollo", "Borealis", "Cobalt", "Dune"];
  const cost = {
    "Airfare": [18000, 95000],
    "Hotel": [12000, 78000],
    "Meals": [1500, 9500],
    "Car Rental": [9000, 32000],
    "Taxi/Rideshare": [1200, 8500],
    "Conference Fee": [25000, 120000],
  } as const;
  type Category = keyof typeof cost;
  const trips = Array.from({ length: int(33, 38) }, () => ({
    date: dateBetween("2024-03-01", "2025-02-28"),
    employee: weighted(employees.map((e, i) => [e, 3 + (i % 3)] as const)),
    project: weighted(projects.map((p, i) => [p, 5 - i] as const)),
  })).sort((a, b) => a.date.localeCompare(b.date));
  const t: Table = {
    columns: ["Trip #", "Employee", "Trip Date", "Category", "Amt ($)", "Approved?", "Project"],
    rows: [],
  };
  trips.forEach((trip, i) => {
    const lines: Category[] = [];
    if (chance(0.8)) lines.push("Airfare");
    if (chance(0.85)) lines.push("Hotel");
    lines.push("Meals");
    if (chance(0.5)) lines.push("Meals");
    if (chance(0.3)) lines.push("Car Rental");
    else if (chance(0.6)) lines.push("Taxi/Rideshare");
    if (chance(0.2)) lines.push("Conference Fee");
    for (const c of lines) {
      t.rows.push([
        `T-${101 + i}`,
        trip.employee,
        trip.date,
        c,
        dollars(int(cost[c][0], cost[c][1])),
        chance(0.85) ? "Yes" : "No",
        trip.project,
      ]);
    }
  });
  need(t.rows.length >= 40 && t.rows.length <= 150, "travel row count");
  const rs = records(t);
  const q = new Questions("ho6-travel", t);
  const amt = (xs: Rec[]) => sumMoney(xs.map((r) => num(r, "Amt ($)")));
  const ok = (r: Rec) => r["Approved?"] === "Yes";
  const cat = (c: string) => nonEmpty(rs.filter((r) => r["Category"] === c), c);

  q.ask("total approved hotel spend", amt(cat("Hotel").filter(ok)));
  q.ask(
    "How much was spent on Meals that was not approved?",
    amt(nonEmpty(cat("Meals").filter((r) => !ok(r)), "meals not approved")),
  );
  q.ask(
    "Which project had the highest approved expenses, and how much?",
    rankAt(totals(rs.filter(ok), "Project", amt), 0, true)[1],
  );
  q.ask(
    "avg amount claimed per trip",
    amt(rs) / new Set(rs.map((r) => str(r, "Trip #"))).size,
  );
  q.ask("What % of expense items were approved?", pct(rs.filter(ok).length, rs.length));
  q.ask("Total expenses in 2025?", amt(nonEmpty(rs.filter((r) => str(r, "Trip Date") >= "2025-01-01"), "2025")));
  q.ask(
    "how many trips did M. Chen take",
    new Set(nonEmpty(rs.filter((r) => r["Employee"] === "M. Chen"), "chen").map((r) => str(r, "Trip #"))).size,
  );
  q.ask(
    "airfare amt for project Borealis in Q3",
    amt(
      nonEmpty(
        cat("Airfare").filter((r) =>
          r["Project"] === "Borealis" && str(r, "Trip Date") >= "2024-07-01" && str(r, "Trip Date") <= "2024-09-30"
        ),
        "borealis q3 air",
      ),
    ),
  );
  {
    const air = amt(cat("Airfare"));
    const hotel = amt(cat("Hotel"));
    need(Math.abs(air - hotel) >= 1, "air and hotel too close");
    q.ask("What's the difference between total airfare and total hotel costs?", Math.abs(air - hotel));
  }
  q.ask(
    "median expense amount excluding Airfare",
    median(rs.filter((r) => r["Category"] !== "Airfare").map((r) => num(r, "Amt ($)"))),
  );
  q.ask(
    "Who is the 2nd highest spender by total amount claimed, and how much?",
    rankAt(totals(rs, "Employee", amt), 1, true)[1],
  );
  q.ask(
    "count of items that were not approved and over $500",
    rs.filter((r) => !ok(r) && num(r, "Amt ($)") > 500).length,
  );
  {
    const last = lastMonth(rs, "Trip Date");
    check(last === "2025-02" || last === "2025-01", "travel ends early 2025");
    q.ask(
      "largest single expense in the last month of the data",
      Math.max(...rs.filter((r) => str(r, "Trip Date").startsWith(last)).map((r) => num(r, "Amt ($)"))),
    );
  }
  q.ask(
    "approved car rentl total for Cobalt",
    amt(nonEmpty(cat("Car Rental").filter((r) => ok(r) && r["Project"] === "Cobalt"), "cobalt cars")),
  );
  q.ask(
    "Which category has the lowest total amount, and what is it?",
    rankAt(totals(rs, "Category", amt), 0, false)[1],
  );

  lacksColumn(t, /mile|km|distance|mi\b/i);
  q.cannot("How many miles did employees drive on these trips?", "mileage or distance");
  lacksColumn(t, /city|destination|location|country/i);
  q.cannot("Which destination city had the highest hotel costs?", "trip destinations");
  lacksValue(t, "Visa");
  q.cannot("total spent on visa fees", "a visa fee category");
  lacksPeriod(rs, "Trip Date", "2023-01-01", "2023-12-31");
  q.cannot("total travel expenses in 2023", "2023 trips (data runs Mar 2024–Feb 2025)");
  lacksColumn(t, /submit|filed|due|deadline/i);
  q.cannot("how many expense claims were submitted late?", "submission dates or deadlines");
  return q.items;
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Course feedback survey

function courses(): Item[] {
  const sections = [
    ["Intro to Python", "Dr. Lee", 4.2, 5],
    ["Intro to Python", "M. Osei", 3.6, 4],
    ["SQL Basics", "R. Kim", 4.0, 5],
    ["Data Viz with Tableau", "R. Kim", 3.4, 3],
    ["Excel for Analysts", "J. Patel", 4.4, 4],
    ["Statistics 101", "Dr. Lee", 3.1, 3],
    ["Project Mgmt Essentials", "S. Novak", 3.8, 2],
  ] as const;
  const recommend = [0, 0.05, 0.15, 0.45, 0.8, 0.95];
  const n = int(125, 145);
  const drawn = Array.from({ length: n }, () => {
    const s = weighted(sections.map((x) => [x, x[3]] as const));
    const rating = Math.max(1, Math.min(5, Math.round(s[2] + noise(0.9))));
    const completion = chance(0.2) ? 100 : Math.max(5, Math.min(99, Math.round(35 + rating * 11 + noise(15))));
    return {
      course: s[0],
      instructor: s[1],
      rating,
      recommend: chance(recommend[rating]) ? "Yes" : "No",
      completion,
      date: dateBetween("2024-01-08", "2024-06-28"),
    };
  }).sort((a, b) => a.date.localeCompare(b.date));
  const t: Table = {
    columns: ["Course", "Instructor", "Rating (1-5)", "Would Recommend?", "Completion %", "Resp. Date"],
    rows: drawn.map((d) => [d.course, d.instructor, d.rating, d.recommend, d.completion, d.date]),
  };
  const rs = records(t);
  const q = new Questions("ho6-courses", t);
  const rating = (xs: Rec[]) => mean(xs.map((r) => num(r, "Rating (1-5)")));
  const yes = (r: Rec) => r["Would Recommend?"] === "Yes";
  const course = (c: string) => nonEmpty(rs.filter((r) => r["Course"] === c), c);

  q.ask("avg rating for intro to python", rating(course("Intro to Python")));
  q.ask(
    "Which instructor has the highest average rating, and what is it?",
    rankAt(totals(rs, "Instructor", rating), 0, true)[1],
  );
  q.ask("What % of respondents would recommend their course?", pct(rs.filter(yes).length, rs.length));
  q.ask(
    "how many 5-star ratings did SQL Basics get",
    course("SQL Basics").filter((r) => num(r, "Rating (1-5)") === 5).length,
  );
  q.ask(
    "median completion % for Data Viz with Tableau",
    median(course("Data Viz with Tableau").map((r) => num(r, "Completion %"))),
  );
  q.ask(
    "avg completion % among people who would not recommend",
    mean(rs.filter((r) => !yes(r)).map((r) => num(r, "Completion %"))),
  );
  {
    const n = rs.filter((r) => num(r, "Rating (1-5)") <= 2 && yes(r)).length;
    need(n > 0, "no low rater recommends");
    q.ask("How many respondents rated 1 or 2 but still said they'd recommend?", n);
  }
  {
    const python = course("Intro to Python");
    const lee = rating(python.filter((r) => r["Instructor"] === "Dr. Lee"));
    const osei = rating(python.filter((r) => r["Instructor"] === "M. Osei"));
    need(Math.abs(lee - osei) >= 0.05, "python sections too close");
    q.ask(
      "difference between Dr. Lee's and M. Osei's average rating on Intro to Python",
      Math.abs(lee - osei),
    );
  }
  q.ask("responses since April", rs.filter((r) => str(r, "Resp. Date") >= "2024-04-01").length);
  q.ask(
    "share of responses with 100% completion",
    pct(rs.filter((r) => num(r, "Completion %") === 100).length, rs.length),
  );
  q.ask(
    "Which course has the 2nd lowest average rating? What's its average?",
    rankAt(totals(rs, "Course", rating), 1, false)[1],
  );
  {
    const last = lastMonth(rs, "Resp. Date");
    check(last === "2024-06", "survey ends in June");
    q.ask("avg rating in the last month of the data", rating(rs.filter((r) => str(r, "Resp. Date").startsWith(last))));
  }
  q.ask(
    "Which course got the fewest responses, and how many?",
    rankAt(totals(rs, "Course", (g) => g.length), 0, false)[1],
  );
  {
    const kim = nonEmpty(rs.filter((r) => r["Instructor"] === "R. Kim"), "kim");
    q.ask("recommend rate for instructer R. Kim (% yes)", pct(kim.filter(yes).length, kim.length));
  }
  q.ask("avg rating apart from statistics 101", rating(rs.filter((r) => r["Course"] !== "Statistics 101")));
  q.ask(
    "How many responses completed less than half the course?",
    rs.filter((r) => num(r, "Completion %") < 50).length,
  );

  lacksColumn(t, /age|born|dob/i);
  q.cannot("average rating by age group", "respondent age");
  lacksColumn(t, /quiz|score|grade|exam|mark/i);
  q.cannot("What was the average quiz score in SQL Basics?", "quiz or test scores (only ratings and completion %)");
  lacksValue(t, "Machine Learning");
  q.cannot("How many people rated Machine Learning 101?", "a Machine Learning 101 course");
  lacksPeriod(rs, "Resp. Date", "2023-01-01", "2023-12-31");
  q.cannot("avg rating for courses in 2023", "2023 responses (survey covers Jan–Jun 2024)");
  lacksColumn(t, /hour|hrs|time|minutes/i);
  q.cannot("avg hours spent per course", "time spent on courses");
  return q.items;
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Fleet fuel log

function fuel(): Item[] {
  const drivers = ["Maria S.", "Ben T.", "Olu A.", "Hana K.", "Pete W.", "Grace L."];
  const vehicles = [
    { id: "VAN-01", driver: "Maria S.", every: [8, 14], km: [380, 620], per100: 10.5 },
    { id: "VAN-02", driver: "Ben T.", every: [8, 15], km: [350, 600], per100: 11 },
    { id: "TRK-07", driver: "Olu A.", every: [5, 10], km: [420, 780], per100: 16.5 },
    { id: "CAR-12", driver: "Hana K.", every: [10, 18], km: [420, 700], per100: 6.8 },
    { id: "CAR-15", driver: "Pete W.", every: [11, 19], km: [380, 650], per100: 7.4 },
  ];
  const start = ms("2024-01-03");
  const end = ms("2024-08-30");
  const price = (t: number) => 1.72 + 0.08 * Math.sin((t - start) / DAY / 40) + noise(0.02);
  const fills: { date: string; row: Cell[] }[] = [];
  for (const v of vehicles) {
    let t = start + int(0, 6) * DAY;
    let odo = int(20_000, 90_000);
    while (t <= end) {
      const km = int(v.km[0], v.km[1]);
      odo += km;
      const litres = Math.round(km * v.per100 + noise(150)) / 100;
      const cost = Math.round(litres * price(t) * 100);
      const driver = chance(0.75) ? v.driver : pick(drivers.filter((d) => d !== v.driver));
      fills.push({ date: iso(t), row: [v.id, iso(t), litres, dollars(cost), odo, driver] });
      t += int(v.every[0], v.every[1]) * DAY;
    }
  }
  fills.sort((a, b) => a.date.localeCompare(b.date) || String(a.row[0]).localeCompare(String(b.row[0])));
  const t: Table = {
    columns: ["Vehicle", "Date", "Fuel (L)", "Cost ($)", "Odometer (km)", "Driver"],
    rows: fills.map((f) => f.row),
  };
  need(t.rows.length >= 40 && t.rows.length <= 150, "fuel row count");
  const rs = records(t);
  const q = new Questions("ho6-fuel", t);
  const cost = (xs: Rec[]) => sumMoney(xs.map((r) => num(r, "Cost ($)")));
  const litres = (xs: Rec[]) => sum(xs.map((r) => num(r, "Fuel (L)")));
  const veh = (v: string) => nonEmpty(rs.filter((r) => r["Vehicle"] === v), v);

  q.ask("total fuel cost for VAN-02", cost(veh("VAN-02")));
  q.ask(
    "TRK-07's overall cost per litre (total cost / total litres)?",
    cost(veh("TRK-07")) / litres(veh("TRK-07")),
  );
  {
    const odo = veh("CAR-12").map((r) => num(r, "Odometer (km)"));
    q.ask("How many km did CAR-12 cover between its first and last fill-up?", Math.max(...odo) - Math.min(...odo));
  }
  q.ask("Which driver spent the most on fuel, and how much?", rankAt(totals(rs, "Driver", cost), 0, true)[1]);
  q.ask(
    "litres in Q2",
    litres(rs.filter((r) => str(r, "Date") >= "2024-04-01" && str(r, "Date") <= "2024-06-30")),
  );
  q.ask("How many fill-ups were over 60 L?", rs.filter((r) => num(r, "Fuel (L)") > 60).length);
  q.ask(
    "median litres per fill-up excluding TRK-07",
    median(rs.filter((r) => r["Vehicle"] !== "TRK-07").map((r) => num(r, "Fuel (L)"))),
  );
  {
    const last = lastMonth(rs, "Date");
    check(last === "2024-08", "fuel ends in August");
    q.ask(
      "avg cost per fill-up in the last month of the data",
      mean(rs.filter((r) => str(r, "Date").startsWith(last)).map((r) => num(r, "Cost ($)"))),
    );
  }
  q.ask(
    "What share of total fuel spend went on the two vans (VAN-01 and VAN-02)?",
    pct(cost(rs.filter((r) => str(r, "Vehicle").startsWith("VAN-"))), cost(rs)),
  );
  {
    const trk = cost(veh("TRK-07"));
    const car = cost(veh("CAR-15"));
    check(trk > car, "the truck costs more than a car");
    q.ask("how much more was spent on fuel for TRK-07 than CAR-15", trk - car);
  }
  q.ask("2nd highest single fill-up cost", nthValue(rs.map((r) => num(r, "Cost ($)")), 1, true));
  q.ask(
    "number of fill-ups by Maria S. since June",
    rs.filter((r) => r["Driver"] === "Maria S." && str(r, "Date") >= "2024-06-01").length,
  );
  q.ask(
    "What was the highest price per litre paid on any single fill-up?",
    Math.max(...rs.map((r) => num(r, "Cost ($)") / num(r, "Fuel (L)"))),
  );
  q.ask(
    "total fuel litres for car-15 in febuary",
    litres(nonEmpty(veh("CAR-15").filter((r) => str(r, "Date").startsWith("2024-02")), "car-15 feb")),
  );
  {
    const van = veh("VAN-01");
    const odo = van.map((r) => num(r, "Odometer (km)"));
    need(van.length > 1, "one van fill");
    q.ask(
      "On average how many km does VAN-01 go between fill-ups?",
      (Math.max(...odo) - Math.min(...odo)) / (van.length - 1),
    );
  }

  lacksColumn(t, /maint|repair|service|parts/i);
  q.cannot("How much did we spend on maintenance for VAN-01?", "maintenance costs (only fuel)");
  lacksColumn(t, /station|location|city|site/i);
  q.cannot("which fuel station was cheapest per litre", "fuel stations");
  lacksValue(t, "VAN-03");
  q.cannot("total litres for VAN-03", "a vehicle VAN-03");
  lacksPeriod(rs, "Date", "2023-12-01", "2023-12-31");
  q.cannot("fuel cost in December 2023", "December 2023 fill-ups (log runs Jan–Aug 2024)");
  lacksColumn(t, /hour|hrs|time|duration/i);
  q.cannot("How many hours did each driver spend driving?", "driving hours");
  return q.items;
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Support tickets

function tickets(): Item[] {
  const agents = ["Aisha", "Bruno", "Chloe", "Dev", "Elena", "Farid"];
  const hours = { Low: [8, 160], Medium: [4, 96], High: [2, 40], Urgent: [1, 12] } as const;
  type Priority = keyof typeof hours;
  const n = int(130, 148);
  const drawn = Array.from({ length: n }, () => {
    const opened = dateBetween("2024-01-02", "2024-06-28");
    const priority = weighted<Priority>([["Low", 3], ["Medium", 4], ["High", 2], ["Urgent", 1]]);
    const open = ms(opened) >= ms("2024-06-17") && chance(0.5);
    const agent = weighted(agents.map((a, i) => [a, 4 + ((i * 5) % 4)] as const));
    const channel = weighted([["Email", 35], ["Phone", 25], ["Chat", 30], ["Web Form", 10]] as const);
    if (open) return { opened, closed: null, priority, agent, channel, hrs: null, reopened: "No" };
    const [lo, hi] = hours[priority];
    const hrs = int(lo * 10, hi * 10) / 10;
    const startHour = int(8, 17) + rand();
    const closed = iso(ms(opened) + Math.floor((startHour + hrs) / 24) * DAY);
    return { opened, closed, priority, agent, channel, hrs, reopened: chance(0.13) ? "Yes" : "No" };
  }).sort((a, b) => a.opened.localeCompare(b.opened));
  const t: Table = {
    columns: ["Ticket ID", "Opened", "Closed", "Priority", "Agent", "Channel", "Res. Hrs", "Reopened?"],
    rows: drawn.map((d, i) => [
      `TCK-${4001 + i}`,
      d.opened,
      d.closed,
      d.priority,
      d.agent,
      d.channel,
      d.hrs,
      d.reopened,
    ]),
  };
  const rs = records(t);
  const q = new Questions("ho6-tickets", t);
  const done = rs.filter((r) => r["Closed"] !== null);
  const hrs = (xs: Rec[]) => xs.filter((r) => r["Res. Hrs"] !== null).map((r) => num(r, "Res. Hrs"));
  const prio = (p: string) => nonEmpty(rs.filter((r) => r["Priority"] === p), p);
  const days = (r: Rec) => (ms(str(r, "Closed")) - ms(str(r, "Opened"))) / DAY;
  const reopened = (r: Rec) => r["Reopened?"] === "Yes";

  q.ask("What % of tickets were reopened?", pct(rs.filter(reopened).length, rs.length));
  q.ask("avg res hrs for High priority tickets", mean(hrs(prio("High"))));
  q.ask(
    "how many tickets were closed on the same day they were opened",
    done.filter((r) => r["Closed"] === r["Opened"]).length,
  );
  q.ask(
    "Which agent handled the most tickets, and how many?",
    rankAt(totals(rs, "Agent", (g) => g.length), 0, true)[1],
  );
  q.ask("median resolution hrs excluding phone", median(hrs(rs.filter((r) => r["Channel"] !== "Phone"))));
  q.ask(
    "tickets opened in Q1 via chat",
    rs.filter((r) => r["Channel"] === "Chat" && str(r, "Opened") <= "2024-03-31").length,
  );
  q.ask(
    "Which agent has the 3rd lowest average resolution time, and what is it?",
    rankAt(totals(done, "Agent", (g) => mean(hrs(g))), 2, false)[1],
  );
  q.ask("how many urgent tickets got reopened", prio("Urgent").filter(reopened).length);
  {
    const email = nonEmpty(done.filter((r) => r["Channel"] === "Email"), "closed email");
    q.ask(
      "Of the closed Email tickets, what % took more than 24 hrs to resolve?",
      pct(email.filter((r) => num(r, "Res. Hrs") > 24).length, email.length),
    );
  }
  {
    const open = rs.filter((r) => r["Closed"] === null).length;
    need(open > 0, "no open tickets");
    q.ask("how many tickets are still open?", open);
  }
  {
    const last = lastMonth(rs, "Opened");
    check(last === "2024-06", "tickets end in June");
    q.ask("tickets opened in the last month of the data", rs.filter((r) => str(r, "Opened").startsWith(last)).length);
  }
  {
    const urgent = mean(hrs(prio("Urgent")));
    const low = mean(hrs(prio("Low")));
    q.ask("difference between avg res hrs for Urgent vs Low", Math.abs(low - urgent));
  }
  q.ask(
    "total res hrs for Chloe since April",
    sum(hrs(nonEmpty(rs.filter((r) => r["Agent"] === "Chloe" && str(r, "Opened") >= "2024-04-01"), "chloe"))),
  );
  q.ask(
    "How many tickets have a Closed date more than 3 days after their Opened date?",
    done.filter((r) => days(r) > 3).length,
  );
  q.ask(
    "bruno avg resolution hrs, medium priority only",
    mean(hrs(nonEmpty(prio("Medium").filter((r) => r["Agent"] === "Bruno"), "bruno medium"))),
  );

  lacksColumn(t, /csat|satisf|rating|score|nps/i);
  q.cannot("What's our average CSAT score?", "customer satisfaction scores");
  lacksColumn(t, /product|category|topic|type/i);
  q.cannot("Which product had the most tickets?", "products");
  lacksValue(t, "Twitter");
  q.cannot("how many tickets came in via Twitter", "a Twitter channel");
  lacksColumn(t, /first|response|reply|FRT/i);
  q.cannot("avg first response time for urgent tickets", "first response times (only resolution hours)");
  lacksColumn(t, /escalat|tier|level/i);
  q.cannot("how many tickets were escalated to tier 2?", "escalations");
  return q.items;
}

// ---------------------------------------------------------------------------------------------------------------
// Output, formatted as deno fmt writes JSON (an array of scalars stays on one line when it fits in 120 columns).

function dump(v: unknown, indent: string, tail: string, lead: string): string {
  if (Array.isArray(v) && v.every((x) => x === null || typeof x !== "object")) {
    const line = `${indent}${lead}[${v.map((x) => JSON.stringify(x)).join(", ")}]${tail}`;
    if (line.length <= 120) return line;
  }
  if (v === null || typeof v !== "object") return `${indent}${lead}${JSON.stringify(v)}${tail}`;
  const inner = indent + "  ";
  if (Array.isArray(v)) {
    if (v.length === 0) return `${indent}${lead}[]${tail}`;
    const parts = v.map((x, i) => dump(x, inner, i < v.length - 1 ? "," : "", ""));
    return `${indent}${lead}[\n${parts.join("\n")}\n${indent}]${tail}`;
  }
  const entries = Object.entries(v).filter(([, x]) => x !== undefined);
  const parts = entries.map(([k, x], i) => dump(x, inner, i < entries.length - 1 ? "," : "", `${JSON.stringify(k)}: `));
  return `${indent}${lead}{\n${parts.join("\n")}\n${indent}}${tail}`;
}

const items = [
  ...build("returns", returns),
  ...build("payroll", payroll),
  ...build("travel", travel),
  ...build("courses", courses),
  ...build("fuel", fuel),
  ...build("tickets", tickets),
];

for (const it of items) {
  const rows = it.table.rows.length;
  check(rows >= 40 && rows <= 150, `${it.id}: ${rows} rows`);
  check(it.unanswerable ? it.expect.figures.length === 0 : it.expect.figures.length > 0, `${it.id}: figures`);
}

const out = new URL("./held-out-6.json", import.meta.url);
await Deno.writeTextFile(out, dump(items, "", "\n", ""));
const unanswerable = items.filter((i) => i.unanswerable).length;
console.log(`${items.length} questions (${unanswerable} unanswerable) written to ${out.pathname}`);
