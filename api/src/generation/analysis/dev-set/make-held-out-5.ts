/**
 * Builds held-out-5.json: six seeded tables (retail orders, an HR roster, a project budget, an NPS-style survey, gym
 * memberships and restaurant covers) with questions about them. Every answer is computed here from the table's cells;
 * none is typed by hand. Questions a table cannot answer carry no figure and say what the table lacks, and the script
 * checks that the thing asked for really is absent.
 *
 * Run from the repository root: npx deno run -A api/src/generation/analysis/dev-set/make-held-out-5.ts
 */
import { seededRandom } from "../../../../test/seeded-random.ts";

type Cell = string | number | boolean | null;
type Table = { columns: string[]; rows: Cell[][] };
type Rec = Record<string, Cell>;
type Item = {
  id: string;
  table: Table;
  question: string;
  expect: { figures: number[] };
  unanswerable?: string;
};

const rand = seededRandom(5150);

/** A whole number from lo to hi, both included. */
const int = (lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));

function pick<T>(xs: readonly T[]): T {
  return xs[Math.floor(rand() * xs.length)];
}

function weighted<T>(pairs: readonly (readonly [T, number])[]): T {
  const total = pairs.reduce((a, [, w]) => a + w, 0);
  let x = rand() * total;
  for (const [v, w] of pairs) {
    x -= w;
    if (x < 0) return v;
  }
  return pairs[pairs.length - 1][0];
}

const money = (x: number): number => Math.round(x * 100) / 100;

// ---- dates -------------------------------------------------------------------------------------------------------

const DAY = 86_400_000;
const ms = (d: string): number => Date.parse(`${d}T00:00:00Z`);
const iso = (t: number): string => new Date(t).toISOString().slice(0, 10);
const addDays = (d: string, n: number): string => iso(ms(d) + n * DAY);
const randDate = (from: string, to: string): string => addDays(from, int(0, Math.round((ms(to) - ms(from)) / DAY)));
const weekday = (d: string): number => new Date(ms(d)).getUTCDay();
const month = (d: string): string => d.slice(0, 7);

// ---- reading cells -----------------------------------------------------------------------------------------------

function recs(t: Table): Rec[] {
  return t.rows.map((r) => {
    if (r.length !== t.columns.length) throw new Error("row width differs from header");
    return Object.fromEntries(t.columns.map((c, i) => [c, r[i]]));
  });
}

function num(r: Rec, c: string): number {
  const v = r[c];
  if (typeof v !== "number") throw new Error(`${c}: expected a number, got ${JSON.stringify(v)}`);
  return v;
}

function str(r: Rec, c: string): string {
  const v = r[c];
  if (typeof v !== "string") throw new Error(`${c}: expected text, got ${JSON.stringify(v)}`);
  return v;
}

// ---- statistics --------------------------------------------------------------------------------------------------

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

function pct(part: number, whole: number): number {
  if (whole === 0) throw new Error("share of nothing");
  return (100 * part) / whole;
}

function nonZero(x: number, what: string): number {
  if (x === 0) throw new Error(`${what}: zero, pick another condition`);
  return x;
}

function positive(x: number, what: string): number {
  if (!(x > 0)) throw new Error(`${what}: expected a positive difference, got ${x}`);
  return x;
}

/** Groups rows by a key and reduces each group to one number. */
function byGroup(rows: Rec[], key: (r: Rec) => string, value: (rs: Rec[]) => number): Map<string, number> {
  const groups = new Map<string, Rec[]>();
  for (const r of rows) {
    const k = key(r);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return new Map([...groups].map(([k, rs]) => [k, value(rs)]));
}

const differ = (a: number, b: number): boolean => Math.round(a * 100) !== Math.round(b * 100);

/** The value at 1-based position `at` when groups are ranked, refusing a tie with either neighbour. */
function ranked(groups: Map<string, number>, at: number, order: "high" | "low"): number {
  const vals = [...groups.values()].sort((a, b) => (order === "high" ? b - a : a - b));
  if (at > vals.length) throw new Error("not enough groups to rank");
  const v = vals[at - 1];
  for (const n of [vals[at - 2], vals[at]]) {
    if (n !== undefined && !differ(n, v)) throw new Error(`tie in ranking at ${at}: ${v}`);
  }
  return v;
}

/** The sum of the first `k` groups ranked, refusing a tie across the cut. */
function rankedTotal(groups: Map<string, number>, k: number, order: "high" | "low"): number {
  const vals = [...groups.values()].sort((a, b) => (order === "high" ? b - a : a - b));
  if (k >= vals.length) throw new Error("cut takes every group");
  if (!differ(vals[k - 1], vals[k])) throw new Error(`tie across the cut at ${k}`);
  return sum(vals.slice(0, k));
}

/** A figure as stored: rounded to cents, refusing one that sits on a half cent. */
function fig(x: number): number {
  if (!Number.isFinite(x)) throw new Error(`not a finite figure: ${x}`);
  const c = x * 100;
  if (Math.abs(c - Math.floor(c) - 0.5) < 1e-4) throw new Error(`half-cent figure: ${x}`);
  return Math.round(c) / 100;
}

// ---- absence checks for unanswerable questions -------------------------------------------------------------------

/** No header matches the pattern. */
function noColumn(t: Table, pattern: RegExp): boolean {
  return !t.columns.some((c) => pattern.test(c));
}

/** No text cell anywhere matches the pattern. */
function noText(t: Table, pattern: RegExp): boolean {
  return !t.rows.some((r) => r.some((v) => typeof v === "string" && pattern.test(v)));
}

/** The column never holds the value (compared without case). */
function noValue(t: Table, column: string, value: string): boolean {
  return !recs(t).some((r) => String(r[column]).toLowerCase() === value.toLowerCase());
}

/** The columns whose filled cells are all dates. */
function dateColumns(t: Table): string[] {
  const R = recs(t);
  return t.columns.filter((c) =>
    R.some((r) => r[c] !== null) && R.every((r) => r[c] === null || /^\d{4}-\d{2}-\d{2}$/.test(String(r[c])))
  );
}

/** No date in the column falls from `from` to `to`, both included. */
function noDates(t: Table, column: string, from: string, to: string): boolean {
  return !recs(t).some((r) => typeof r[column] === "string" && r[column] >= from && r[column] <= to);
}

// ---- items -------------------------------------------------------------------------------------------------------

const items: Item[] = [];

function ask(id: string, table: Table, question: string, answer: number): void {
  items.push({ id, table, question, expect: { figures: [fig(answer)] } });
}

function cannot(id: string, table: Table, question: string, lacks: string, absent: boolean[]): void {
  if (!absent.every(Boolean)) throw new Error(`${id}: what the question asks for is in the table`);
  items.push({ id, table, question, expect: { figures: [] }, unanswerable: lacks });
}

// ==== 1. retail orders ============================================================================================

const PRODUCTS = [
  ["Chef's Knife 20cm", "Kitchen", 34.99],
  ["Ceramic Mixing Bowl", "Kitchen", 14.5],
  ["Cast Iron Skillet", "Kitchen", 42],
  ["Hose Reel 30m", "Garden", 27.95],
  ["Bypass Secateurs", "Garden", 16.99],
  ["Raised Bed Kit", "Garden", 64],
  ["Brass Desk Lamp", "Lighting", 39],
  ["LED Strip 5m", "Lighting", 18.75],
  ["Rattan Pendant Shade", "Lighting", 29.5],
  ["Duvet 10.5 tog", "Bedding", 48],
  ["Linen Pillowcase Pair", "Bedding", 22],
  ["Weighted Blanket", "Bedding", 79],
] as const;

function buildRetail(): Table {
  const dates = Array.from({ length: 120 }, () => randDate("2024-01-02", "2024-09-30")).sort();
  const rows = dates.map((d, i): Cell[] => {
    const [product, category, base] = pick(PRODUCTS);
    const channel = weighted([["Online", 50], ["In-store", 32], ["Phone", 18]] as const);
    const qty = rand() < 0.08 ? int(8, 20) : int(1, 6);
    const price = d >= "2024-06-01" ? money(base * 1.06) : base;
    const disc = weighted([[0, 55], [5, 15], [10, 15], [15, 10], [20, 5]] as const);
    return [`SO-${10400 + i}`, d, product, category, channel, qty, price, disc];
  });
  return {
    columns: ["Order #", "Order date", "Product", "Category", "Channel", "Qty", "Unit price (£)", "Disc %"],
    rows,
  };
}

function retailQuestions(t: Table): void {
  const R = recs(t);
  const gross = (r: Rec) => num(r, "Qty") * num(r, "Unit price (£)");
  const net = (r: Rec) => gross(r) * (1 - num(r, "Disc %") / 100);
  const ch = (r: Rec) => str(r, "Channel");
  const date = (r: Rec) => str(r, "Order date");
  const lastMonth = [...R.map((r) => month(date(r)))].sort().at(-1)!;

  ask(
    "ho5-retail-01",
    t,
    "What was our total gross revenue (qty × unit price, before any discount)?",
    sum(R.map(gross)),
  );
  ask(
    "ho5-retail-02",
    t,
    "total qty sold excluding online",
    sum(R.filter((r) => ch(r) !== "Online").map((r) => num(r, "Qty"))),
  );
  ask(
    "ho5-retail-03",
    t,
    "Which catagory brought in the most revenue after discounts, and how much was it?",
    ranked(byGroup(R, (r) => str(r, "Category"), (rs) => sum(rs.map(net))), 1, "high"),
  );
  ask(
    "ho5-retail-04",
    t,
    "how many orders in Q2 had a discount of 10% or more?",
    nonZero(
      R.filter((r) => date(r) >= "2024-04-01" && date(r) <= "2024-06-30" && num(r, "Disc %") >= 10).length,
      "retail-04",
    ),
  );
  ask(
    "ho5-retail-05",
    t,
    "What's the average Disc % on Kitchen orders since May?",
    mean(R.filter((r) => str(r, "Category") === "Kitchen" && date(r) >= "2024-05-01").map((r) => num(r, "Disc %"))),
  );
  ask(
    "ho5-retail-06",
    t,
    "What share of orders came through the online channel?",
    pct(R.filter((r) => ch(r) === "Online").length, R.length),
  );
  ask(
    "ho5-retail-07",
    t,
    "2nd best selling product by units - how many units did it sell?",
    ranked(byGroup(R, (r) => str(r, "Product"), (rs) => sum(rs.map((r) => num(r, "Qty")))), 2, "high"),
  );
  ask(
    "ho5-retail-08",
    t,
    "How much more gross revenue (qty × unit price) did In-store take than Phone?",
    positive(
      sum(R.filter((r) => ch(r) === "In-store").map(gross)) - sum(R.filter((r) => ch(r) === "Phone").map(gross)),
      "retail-08",
    ),
  );
  ask(
    "ho5-retail-09",
    t,
    "units of lighting sold in the last month of the data",
    nonZero(
      sum(R.filter((r) => str(r, "Category") === "Lighting" && month(date(r)) === lastMonth).map((r) => num(r, "Qty"))),
      "retail-09",
    ),
  );
  ask(
    "ho5-retail-10",
    t,
    "Which product had the fewest orders, and how many orders was that?",
    ranked(byGroup(R, (r) => str(r, "Product"), (rs) => rs.length), 1, "low"),
  );
  ask(
    "ho5-retail-11",
    t,
    "how many orders for the Cast Iron Skilet",
    nonZero(R.filter((r) => str(r, "Product") === "Cast Iron Skillet").length, "retail-11"),
  );
  ask(
    "ho5-retail-12",
    t,
    "Total £ given away in discounts on Bedding orders?",
    sum(R.filter((r) => str(r, "Category") === "Bedding").map((r) => gross(r) - net(r))),
  );

  cannot("ho5-retail-13", t, "What was the total profit on Bedding orders?", "cost or margin of products", [
    noColumn(t, /cost|margin|profit|cogs/i),
  ]);
  cannot("ho5-retail-14", t, "sales by customer city - which city spent the most", "customer city", [
    noColumn(t, /city|town|location|region|postcode|customer/i),
  ]);
  cannot("ho5-retail-15", t, "How many orders were returned?", "returns", [
    noColumn(t, /return|refund|status/i),
    noText(t, /return|refund/i),
  ]);
  cannot("ho5-retail-16", t, "total revenue for december 2024", "orders after September 2024", [
    noDates(t, "Order date", "2024-12-01", "2024-12-31"),
  ]);
}

// ==== 2. HR roster ================================================================================================

const GRADE_BASE: Record<string, number> = { G1: 24000, G2: 31000, G3: 40000, G4: 52000, G5: 68000 };

function buildHr(): Table {
  const people = Array.from({ length: 96 }, () => {
    const dept = weighted(
      [["Finance", 14], ["Sales", 22], ["Ops", 24], ["IT", 16], ["HR", 8], ["Marketing", 12]] as const,
    );
    const grade = weighted([["G1", 25], ["G2", 30], ["G3", 22], ["G4", 15], ["G5", 8]] as const);
    const salary = GRADE_BASE[grade] + int(-8, 8) * 500 + (dept === "IT" ? 3000 : 0) + (dept === "Sales" ? -1000 : 0);
    const contract = weighted([["Permanent", 70], ["Fixed-term", 18], ["Contractor", 12]] as const);
    const start = contract === "Permanent"
      ? randDate("2012-01-01", "2024-10-31")
      : randDate("2021-03-01", "2024-10-31");
    const fte = contract === "Permanent"
      ? weighted([[1, 80], [0.8, 10], [0.6, 6], [0.5, 4]] as const)
      : contract === "Fixed-term"
      ? weighted([[1, 85], [0.5, 15]] as const)
      : 1;
    return { dept, grade, salary, contract, start, fte };
  });
  people.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return {
    columns: ["Emp ID", "Dept", "Grade", "Start date", "Salary (£)", "Contract", "FTE"],
    rows: people.map((p, i) => [`E${1001 + i}`, p.dept, p.grade, p.start, p.salary, p.contract, p.fte]),
  };
}

function hrQuestions(t: Table): void {
  const R = recs(t);
  const sal = (r: Rec) => num(r, "Salary (£)");
  const dept = (r: Rec) => str(r, "Dept");
  const start = (r: Rec) => str(r, "Start date");

  ask("ho5-hr-01", t, "What's the average salary in Ops?", mean(R.filter((r) => dept(r) === "Ops").map(sal)));
  ask(
    "ho5-hr-02",
    t,
    "Which dept has the biggest total salary bill, and what is it?",
    ranked(byGroup(R, dept, (rs) => sum(rs.map(sal))), 1, "high"),
  );
  ask("ho5-hr-03", t, "median salary for grade G3", median(R.filter((r) => str(r, "Grade") === "G3").map(sal)));
  ask(
    "ho5-hr-04",
    t,
    "what % of staff are on fixed term contracts?",
    pct(R.filter((r) => str(r, "Contract") === "Fixed-term").length, R.length),
  );
  ask(
    "ho5-hr-05",
    t,
    "What's the difference between the average G5 salary and the average G1 salary?",
    mean(R.filter((r) => str(r, "Grade") === "G5").map(sal)) - mean(R.filter((r) => str(r, "Grade") === "G1").map(sal)),
  );
  ask(
    "ho5-hr-06",
    t,
    "IT headcount excluding contractors",
    R.filter((r) => dept(r) === "IT" && str(r, "Contract") !== "Contractor").length,
  );
  ask(
    "ho5-hr-07",
    t,
    "highest salary of anyone who started since 2022",
    Math.max(...R.filter((r) => start(r) >= "2022-01-01").map(sal)),
  );
  ask(
    "ho5-hr-08",
    t,
    "Which department has the 2nd lowest average salary, and what is that average?",
    ranked(byGroup(R, dept, (rs) => mean(rs.map(sal))), 2, "low"),
  );
  ask(
    "ho5-hr-09",
    t,
    "total salary bill for part-timers (FTE below 1)",
    sum(R.filter((r) => num(r, "FTE") < 1).map(sal)),
  );
  ask(
    "ho5-hr-10",
    t,
    "How many people joined in the first half of 2021?",
    nonZero(R.filter((r) => start(r) >= "2021-01-01" && start(r) <= "2021-06-30").length, "hr-10"),
  );
  ask(
    "ho5-hr-11",
    t,
    "average salary for everyone apart from Sales and Marketing",
    mean(R.filter((r) => dept(r) !== "Sales" && dept(r) !== "Marketing").map(sal)),
  );

  cannot("ho5-hr-12", t, "What's our gender pay gap?", "employee gender", [
    noColumn(t, /gender|sex/i),
    noText(t, /^(male|female|m|f)$/i),
  ]);
  cannot("ho5-hr-13", t, "average bonus by department - which dept gets the most?", "bonus amounts", [
    noColumn(t, /bonus|commission|incentive/i),
  ]);
  cannot("ho5-hr-14", t, "Which manager has the most direct reports?", "who manages whom", [
    noColumn(t, /manager|reports|line|supervisor|lead/i),
  ]);
  cannot("ho5-hr-15", t, "avg age of the finance team", "employee age or date of birth", [
    noColumn(t, /age|birth|dob/i),
  ]);
  cannot("ho5-hr-16", t, "How many people left the company in 2023?", "leavers or leaving dates", [
    noColumn(t, /leav|end|exit|termination|left/i),
    noText(t, /left|leaver|resigned|terminated/i),
  ]);
}

// ==== 3. project budget ===========================================================================================

const PHASES = [
  ["Discovery", 15000, 3, 6],
  ["Design", 30000, 4, 8],
  ["Build", 120000, 8, 16],
  ["Test", 45000, 4, 8],
  ["Deploy", 20000, 1, 3],
  ["Hypercare", 12000, 4, 6],
] as const;
const AS_OF = "2025-01-15";

function buildProject(): Table {
  const rows: Cell[][] = [];
  for (const project of ["Atlas", "Beacon", "Cobalt", "Delta", "Ember", "Fjord", "Granite", "Harbour"]) {
    const scale = 0.6 + rand() * 1.2;
    let start = randDate("2023-01-09", "2024-10-14");
    let holdAt = rand() < 0.2 ? int(2, 4) : -1;
    PHASES.forEach(([phase, base, minWeeks, maxWeeks], i) => {
      const planned = Math.round((base * scale) / 500) * 500;
      const end = addDays(start, int(minWeeks, maxWeeks) * 7);
      if (i === holdAt && start > AS_OF) holdAt = -1; // nothing is put on hold before it begins
      let status: string;
      let spent: number;
      let shownStart: string | null = start;
      if (holdAt >= 0 && i > holdAt) {
        status = "Not started";
        spent = 0;
        shownStart = null;
      } else if (i === holdAt) {
        status = "On hold";
        spent = money(planned * (0.1 + rand() * 0.5));
      } else if (end <= AS_OF) {
        status = "Complete";
        spent = money(planned * (0.8 + rand() * 0.5));
      } else if (start <= AS_OF) {
        status = "In progress";
        spent = money(planned * (0.15 + rand() * 0.8));
      } else {
        status = "Not started";
        spent = 0;
      }
      rows.push([project, phase, shownStart, planned, spent, status]);
      start = addDays(end, int(0, 2) * 7);
    });
  }
  return { columns: ["Project", "Phase", "Start", "Planned (£)", "Spent (£)", "Status"], rows };
}

function projectQuestions(t: Table): void {
  const R = recs(t);
  const plan = (r: Rec) => num(r, "Planned (£)");
  const spent = (r: Rec) => num(r, "Spent (£)");
  const status = (r: Rec) => str(r, "Status");
  const proj = (r: Rec) => str(r, "Project");
  const phase = (r: Rec) => str(r, "Phase");

  ask(
    "ho5-project-01",
    t,
    "What's the total overspend, adding up spent minus planned only for phases that spent more than planned?",
    nonZero(sum(R.filter((r) => spent(r) > plan(r)).map((r) => spent(r) - plan(r))), "project-01"),
  );
  ask("ho5-project-02", t, "how many phases spent more than planned", R.filter((r) => spent(r) > plan(r)).length);
  ask(
    "ho5-project-03",
    t,
    "Which project has the largest total planned budget, and how much is it?",
    ranked(byGroup(R, proj, (rs) => sum(rs.map(plan))), 1, "high"),
  );
  ask(
    "ho5-project-04",
    t,
    "total spend on testing across all projects",
    sum(R.filter((r) => phase(r) === "Test").map(spent)),
  );
  ask(
    "ho5-project-05",
    t,
    "What percentage of the overall planned budget has been spent so far?",
    pct(sum(R.map(spent)), sum(R.map(plan))),
  );
  ask(
    "ho5-project-06",
    t,
    "project with the 2nd highest total spend - how much?",
    ranked(byGroup(R, proj, (rs) => sum(rs.map(spent))), 2, "high"),
  );
  ask(
    "ho5-project-07",
    t,
    "avg planned budget for phases that haven't started yet",
    mean(R.filter((r) => status(r) === "Not started").map(plan)),
  );
  const design = R.filter((r) => phase(r) === "Design" && status(r) === "Complete");
  const designOver = sum(design.map(spent)) - sum(design.map(plan));
  ask(
    "ho5-project-08",
    t,
    designOver > 0
      ? "Across the completed Design phases, how far over plan did they go in total (spent minus planned)?"
      : "Across the completed Design phases, how far under plan did they come in overall (planned minus spent)?",
    nonZero(Math.abs(designOver), "project-08"),
  );
  ask(
    "ho5-project-09",
    t,
    "median spent for complete phases",
    median(R.filter((r) => status(r) === "Complete").map(spent)),
  );
  ask(
    "ho5-project-10",
    t,
    "How many phases have a start date in Q3 2024?",
    nonZero(
      R.filter((r) => typeof r["Start"] === "string" && r["Start"] >= "2024-07-01" && r["Start"] <= "2024-09-30")
        .length,
      "project-10",
    ),
  );
  const atlas = R.filter((r) => proj(r) === "Atlas");
  ask("ho5-project-11", t, "spent as % of planned for Atlas", pct(sum(atlas.map(spent)), sum(atlas.map(plan))));
  const open = R.filter((r) => status(r) === "In progress");
  ask(
    "ho5-project-12",
    t,
    "remaining budget (planned − spent) on the phases in progress",
    nonZero(sum(open.map(plan)) - sum(open.map(spent)), "project-12"),
  );

  cannot(
    "ho5-project-13",
    t,
    "What's the forecast at completion for the Build phases?",
    "a forecast or estimate at completion",
    [noColumn(t, /forecast|eac|estimate|projected|outturn/i)],
  );
  cannot("ho5-project-14", t, "which supplier have we paid the most", "suppliers or vendors", [
    noColumn(t, /supplier|vendor|contractor|payee/i),
  ]);
  cannot(
    "ho5-project-15",
    t,
    "How much was spent in March 2024?",
    "when the money was spent (only phase start dates)",
    [
      noColumn(t, /spend date|paid|invoice|transaction|month|period/i),
      dateColumns(t).join() === "Start",
    ],
  );
  cannot("ho5-project-16", t, "who's the project manager on Cobalt", "project managers or owners", [
    noColumn(t, /manager|owner|lead|pm\b|sponsor/i),
  ]);
}

// ==== 4. NPS-style survey =========================================================================================

const PLAN_MEAN: Record<string, number> = { Basic: 6.6, Plus: 7.4, Pro: 8.1 };
const REGION_SHIFT: Record<string, number> = { North: 0, South: 0.3, East: -0.2, West: -0.5, Scotland: 0.4 };

function buildNps(): Table {
  const dates = Array.from({ length: 140 }, () => randDate("2024-01-08", "2024-06-28")).sort();
  const rows = dates.map((d, i): Cell[] => {
    const region = weighted([["North", 26], ["South", 24], ["East", 18], ["West", 20], ["Scotland", 12]] as const);
    const plan = weighted([["Basic", 45], ["Plus", 35], ["Pro", 20]] as const);
    const tenure = plan === "Pro" ? int(6, 60) : int(1, 48);
    const centre = PLAN_MEAN[plan] + REGION_SHIFT[region] + (tenure > 24 ? 0.4 : 0);
    const noisy = Math.round(centre + (rand() + rand() + rand() - 1.5) * 3.2);
    const score = rand() < 0.06 ? int(0, 4) : Math.max(0, Math.min(10, noisy));
    return [`R${2001 + i}`, d, region, plan, tenure, score];
  });
  return { columns: ["Resp ID", "Date", "Region", "Plan", "Tenure (mths)", "Recommend score (0-10)"], rows };
}

function npsQuestions(t: Table): void {
  const R = recs(t);
  const score = (r: Rec) => num(r, "Recommend score (0-10)");
  const region = (r: Rec) => str(r, "Region");
  const plan = (r: Rec) => str(r, "Plan");
  const tenure = (r: Rec) => num(r, "Tenure (mths)");
  const date = (r: Rec) => str(r, "Date");
  const nps = (rs: Rec[]) =>
    pct(rs.filter((r) => score(r) >= 9).length, rs.length) - pct(rs.filter((r) => score(r) <= 6).length, rs.length);
  const lastMonth = [...R.map((r) => month(date(r)))].sort().at(-1)!;

  ask("ho5-nps-01", t, "What's our overall NPS?", nps(R));
  ask("ho5-nps-02", t, "nps for Pro plan customers", nps(R.filter((r) => plan(r) === "Pro")));
  ask(
    "ho5-nps-03",
    t,
    "how many detractors in the North?",
    nonZero(R.filter((r) => region(r) === "North" && score(r) <= 6).length, "nps-03"),
  );
  ask(
    "ho5-nps-04",
    t,
    "What's the average score for customers with more than 24 months' tenure?",
    mean(R.filter((r) => tenure(r) > 24).map(score)),
  );
  const basic = R.filter((r) => plan(r) === "Basic");
  ask("ho5-nps-05", t, "% promoters on the basic plan", pct(basic.filter((r) => score(r) >= 9).length, basic.length));
  ask(
    "ho5-nps-06",
    t,
    "Which region has the lowest average score, and what is it?",
    ranked(byGroup(R, region, (rs) => mean(rs.map(score))), 1, "low"),
  );
  ask("ho5-nps-07", t, "median tenure of promoters", median(R.filter((r) => score(r) >= 9).map(tenure)));
  ask(
    "ho5-nps-08",
    t,
    "How many points higher is the NPS for Pro than for Basic?",
    positive(nps(R.filter((r) => plan(r) === "Pro")) - nps(basic), "nps-08"),
  );
  ask("ho5-nps-09", t, "number of responses in March", R.filter((r) => month(date(r)) === "2024-03").length);
  ask("ho5-nps-10", t, "avg score excluding the West", mean(R.filter((r) => region(r) !== "West").map(score)));
  ask(
    "ho5-nps-11",
    t,
    "Average score in the last month of the data?",
    mean(R.filter((r) => month(date(r)) === lastMonth).map(score)),
  );
  ask(
    "ho5-nps-12",
    t,
    "how many from scotand gave a 9 or 10",
    nonZero(R.filter((r) => region(r) === "Scotland" && score(r) >= 9).length, "nps-12"),
  );

  cannot("ho5-nps-13", t, "What's the NPS by age group - which age band is happiest?", "respondent age", [
    noColumn(t, /age|birth|dob/i),
  ]);
  cannot("ho5-nps-14", t, "average CSAT for Pro customers", "a satisfaction (CSAT) score", [
    noColumn(t, /csat|satisf/i),
  ]);
  cannot("ho5-nps-15", t, "nps in Q4", "responses from Q4 (October to December)", [
    noDates(t, "Date", "2024-10-01", "2024-12-31"),
    noDates(t, "Date", "2023-10-01", "2023-12-31"),
  ]);
  cannot("ho5-nps-16", t, "avg score in the Midlands", "a Midlands region", [noValue(t, "Region", "Midlands")]);
}

// ==== 5. gym memberships ==========================================================================================

const GYM_PLANS = [
  ["Off-peak", 24.99, 22, 6, 0.25],
  ["Standard", 34.99, 38, 8, 0.2],
  ["Premium", 49.99, 20, 11, 0.15],
  ["Student", 19.99, 20, 9, 0.35],
] as const;

function buildGym(): Table {
  const members = Array.from({ length: 110 }, () => {
    const [plan, base, , meanVisits, churn] = weighted(GYM_PLANS.map((p) => [p, p[2]] as const));
    const joined = randDate("2022-01-04", "2024-11-29");
    const fee = rand() < 0.12 ? money(base - 5) : base;
    const visits = Math.max(0, Math.round(meanVisits + (rand() * 2 - 1) * 5));
    const cancelled = rand() < churn + (visits < 4 ? 0.25 : 0) ? "Yes" : "No";
    return { plan, joined, visits, fee, cancelled };
  });
  members.sort((a, b) => (a.joined < b.joined ? -1 : a.joined > b.joined ? 1 : 0));
  return {
    columns: ["Member ID", "Plan", "Joined", "Visits/mth", "Fee (£/mth)", "Cancelled?"],
    rows: members.map((m, i) => [`M${3001 + i}`, m.plan, m.joined, m.visits, m.fee, m.cancelled]),
  };
}

function gymQuestions(t: Table): void {
  const R = recs(t);
  const plan = (r: Rec) => str(r, "Plan");
  const visits = (r: Rec) => num(r, "Visits/mth");
  const fee = (r: Rec) => num(r, "Fee (£/mth)");
  const gone = (r: Rec) => str(r, "Cancelled?") === "Yes";
  const joined = (r: Rec) => str(r, "Joined");

  ask("ho5-gym-01", t, "How many members have cancelled?", R.filter(gone).length);
  const offPeak = R.filter((r) => plan(r) === "Off-peak");
  ask(
    "ho5-gym-02",
    t,
    "what % of off-peak members haven't cancelled",
    pct(offPeak.filter((r) => !gone(r)).length, offPeak.length),
  );
  ask(
    "ho5-gym-03",
    t,
    "Total monthly fee income from members who are not cancelled?",
    sum(R.filter((r) => !gone(r)).map(fee)),
  );
  ask(
    "ho5-gym-04",
    t,
    "Which plan has the highest cancellation rate, and what is it?",
    ranked(byGroup(R, plan, (rs) => pct(rs.filter(gone).length, rs.length)), 1, "high"),
  );
  ask(
    "ho5-gym-05",
    t,
    "median visits/mth for premuim members",
    median(R.filter((r) => plan(r) === "Premium").map(visits)),
  );
  ask(
    "ho5-gym-06",
    t,
    "how many joined since May 2024",
    nonZero(R.filter((r) => joined(r) >= "2024-05-01").length, "gym-06"),
  );
  const standard = R.filter((r) => plan(r) === "Standard");
  ask(
    "ho5-gym-07",
    t,
    "What's the cost per visit on Standard, i.e. total monthly fees divided by total monthly visits?",
    sum(standard.map(fee)) / sum(standard.map(visits)),
  );
  ask(
    "ho5-gym-08",
    t,
    "members on plans other than Premium who visit more than 12 times a month - how many?",
    nonZero(R.filter((r) => plan(r) !== "Premium" && visits(r) > 12).length, "gym-08"),
  );
  ask(
    "ho5-gym-09",
    t,
    "On average, how many more visits a month do Premium members make than Off-peak members?",
    positive(
      mean(R.filter((r) => plan(r) === "Premium").map(visits)) -
        mean(R.filter((r) => plan(r) === "Off-peak").map(visits)),
      "gym-09",
    ),
  );
  ask(
    "ho5-gym-10",
    t,
    "2nd most popular plan by number of members: how many members?",
    ranked(byGroup(R, plan, (rs) => rs.length), 2, "high"),
  );
  ask(
    "ho5-gym-11",
    t,
    "how many members pay over £30 a month but visit fewer than 4 times",
    nonZero(R.filter((r) => fee(r) > 30 && visits(r) < 4).length, "gym-11"),
  );

  cannot("ho5-gym-12", t, "What's the average age of members who cancelled?", "member age or date of birth", [
    noColumn(t, /age|birth|dob/i),
  ]);
  cannot("ho5-gym-13", t, "which class is the most popular", "class bookings", [
    noColumn(t, /class|booking|session|activity/i),
  ]);
  cannot(
    "ho5-gym-14",
    t,
    "How long do members stay on average before they cancel?",
    "when members cancelled",
    [noColumn(t, /cancel(led|lation)? (date|on)|end|left|until/i), dateColumns(t).join() === "Joined"],
  );
  cannot("ho5-gym-15", t, "how many members at the Leeds branch", "branch or location", [
    noColumn(t, /branch|site|club|location|city/i),
    noText(t, /leeds/i),
  ]);
  cannot("ho5-gym-16", t, "avg visits on the Family plan", "a Family plan", [noValue(t, "Plan", "Family")]);
}

// ==== 6. restaurant covers ========================================================================================

const SERVERS = ["Ana", "Ben", "Chloe", "Dev", "Elif"] as const;

function buildRestaurant(): Table {
  const rows: Cell[][] = [];
  for (let d = "2024-09-01"; d <= "2024-10-31"; d = addDays(d, 1)) {
    const wd = weekday(d);
    if (wd === 1) continue; // closed Mondays
    const busy = wd === 5 || wd === 6 || wd === 0;
    for (const service of ["Lunch", "Dinner"] as const) {
      const covers = service === "Lunch"
        ? int(18, 48) + (busy ? int(5, 15) : 0)
        : int(38, 80) + (busy ? int(10, 30) : 0);
      const perCover = service === "Lunch" ? 17 + rand() * 9 : 31 + rand() * 17;
      const revenue = money(covers * perCover);
      const tips = money(revenue * (0.06 + rand() * 0.08));
      rows.push([d, service, covers, revenue, tips, pick(SERVERS)]);
    }
  }
  return { columns: ["Date", "Service", "Covers", "Revenue (£)", "Tips (£)", "Server"], rows };
}

function restaurantQuestions(t: Table): void {
  const R = recs(t);
  const covers = (r: Rec) => num(r, "Covers");
  const rev = (r: Rec) => num(r, "Revenue (£)");
  const tips = (r: Rec) => num(r, "Tips (£)");
  const server = (r: Rec) => str(r, "Server");
  const service = (r: Rec) => str(r, "Service");
  const date = (r: Rec) => str(r, "Date");

  ask(
    "ho5-restaurant-01",
    t,
    "How many covers did we do at dinner in total?",
    sum(R.filter((r) => service(r) === "Dinner").map(covers)),
  );
  ask("ho5-restaurant-02", t, "revenue per cover overall", sum(R.map(rev)) / sum(R.map(covers)));
  const chloe = R.filter((r) => server(r) === "Chloe");
  ask("ho5-restaurant-03", t, "tips as a % of revenue for Cloe", pct(sum(chloe.map(tips)), sum(chloe.map(rev))));
  ask(
    "ho5-restaurant-04",
    t,
    "Which server took the most in tips, and how much?",
    ranked(byGroup(R, server, (rs) => sum(rs.map(tips))), 1, "high"),
  );
  ask(
    "ho5-restaurant-05",
    t,
    "average lunch covers on Saturdays and Sundays",
    mean(R.filter((r) => service(r) === "Lunch" && [0, 6].includes(weekday(date(r)))).map(covers)),
  );
  ask(
    "ho5-restaurant-06",
    t,
    "median dinner revenue in september",
    median(R.filter((r) => service(r) === "Dinner" && month(date(r)) === "2024-09").map(rev)),
  );
  const october = R.filter((r) => month(date(r)) === "2024-10");
  ask(
    "ho5-restaurant-07",
    t,
    "How much more revenue did dinner bring in than lunch in October?",
    positive(
      sum(october.filter((r) => service(r) === "Dinner").map(rev)) -
        sum(october.filter((r) => service(r) === "Lunch").map(rev)),
      "restaurant-07",
    ),
  );
  const ben = R.filter((r) => server(r) === "Ben");
  ask(
    "ho5-restaurant-08",
    t,
    "avg tips per cover for Ben (total tips / total covers)",
    sum(ben.map(tips)) / sum(ben.map(covers)),
  );
  ask(
    "ho5-restaurant-09",
    t,
    "bottom 3 servers by total revenue - what do they add up to between them?",
    rankedTotal(byGroup(R, server, (rs) => sum(rs.map(rev))), 3, "low"),
  );
  const lunches = R.filter((r) => service(r) === "Lunch");
  if (lunches.some((r) => Math.abs(tips(r) - rev(r) * 0.1) < 0.005)) throw new Error("restaurant-10: tip at 10%");
  ask(
    "ho5-restaurant-10",
    t,
    "How many lunch services had tips above 10% of revenue?",
    nonZero(lunches.filter((r) => tips(r) > rev(r) * 0.1).length, "restaurant-10"),
  );
  ask(
    "ho5-restaurant-11",
    t,
    "total tips for everyone apart from Ana",
    sum(R.filter((r) => server(r) !== "Ana").map(tips)),
  );

  cannot("ho5-restaurant-12", t, "Which dish sold the most?", "dishes or menu items", [
    noColumn(t, /dish|item|menu|product/i),
  ]);
  cannot("ho5-restaurant-13", t, "average drinks spend per cover", "a drinks / food split of revenue", [
    noColumn(t, /drink|bar|wine|beverage|food/i),
  ]);
  cannot("ho5-restaurant-14", t, "how many covers did we do on christmas day", "December dates", [
    noDates(t, "Date", "2024-12-01", "2024-12-31"),
    noDates(t, "Date", "2023-12-01", "2023-12-31"),
  ]);
  cannot("ho5-restaurant-15", t, "How many no-shows did we have at dinner?", "bookings or no-shows", [
    noColumn(t, /book|reserv|no.?show/i),
  ]);
  cannot("ho5-restaurant-16", t, "average tips per service for Frank", "a server called Frank", [
    noValue(t, "Server", "Frank"),
  ]);
}

// ==== build =======================================================================================================

retailQuestions(buildRetail());
hrQuestions(buildHr());
projectQuestions(buildProject());
npsQuestions(buildNps());
gymQuestions(buildGym());
restaurantQuestions(buildRestaurant());

for (const { table } of items) {
  if (table.rows.length < 40 || table.rows.length > 150) throw new Error(`table of ${table.rows.length} rows`);
}

const out = new URL("./held-out-5.json", import.meta.url);
await Deno.writeTextFile(out, JSON.stringify(items, null, 2) + "\n");
console.log(
  `${items.length} questions, ${items.filter((i) => i.unanswerable).length} unanswerable -> ${out.pathname}`,
);
