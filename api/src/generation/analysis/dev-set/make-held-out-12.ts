/**
 * Builds held-out-12.json: six everyday spreadsheets (insurance claims, recruitment, bakery production, IT assets,
 * library loans, parcel deliveries) made with a seeded generator, and 15 questions on each, 5 of them ones the table
 * cannot answer. Every expected figure is computed from the cells below.
 *
 * Run: deno run -A api/src/generation/analysis/dev-set/make-held-out-12.ts
 */
import { seededRandom } from "../../../../test/seeded-random.ts";

type Cell = string | number | null;
type Row = Record<string, Cell>;
type Item = {
  id: string;
  table: { columns: string[]; rows: Cell[][] };
  question: string;
  expect: { figures: number[] };
  unanswerable?: string;
};

const rnd = seededRandom(1212);
const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
const wpick = <T>(xs: readonly (readonly [T, number])[]): T => {
  const total = xs.reduce((s, [, w]) => s + w, 0);
  let r = rnd() * total;
  for (const [x, w] of xs) {
    r -= w;
    if (r < 0) return x;
  }
  return xs[xs.length - 1][0];
};
const round2 = (x: number) => Math.round(x * 100) / 100;
const DAY = 86_400_000;
const addDays = (iso: string, n: number) => new Date(Date.parse(iso) + n * DAY).toISOString().slice(0, 10);
const addYears = (iso: string, n: number) => `${Number(iso.slice(0, 4)) + n}${iso.slice(4)}`;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const month = (iso: string) => Number(iso.slice(5, 7));
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const money = (xs: number[]) => round2(sum(xs));
const mean = (xs: number[]) => {
  if (xs.length === 0) throw new Error("mean of nothing");
  return sum(xs) / xs.length;
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const pct = (part: number, whole: number) => (part / whole) * 100;
const change = (from: number, to: number) => ((to - from) / from) * 100;
const num = (c: Cell) => c as number;
const str = (c: Cell) => c as string;

function group(rows: Row[], key: (r: Row) => string, value: (rs: Row[]) => number): Map<string, number> {
  const buckets = new Map<string, Row[]>();
  for (const r of rows) {
    const k = key(r);
    buckets.set(k, [...(buckets.get(k) ?? []), r]);
  }
  return new Map([...buckets].map(([k, rs]) => [k, value(rs)]));
}

/** The n-th group (1-based) from the top (or the bottom), refusing a tie at that place. */
function nth(m: Map<string, number>, n: number, from: "top" | "bottom"): [string, number] {
  const r = [...m].sort((a, b) => from === "top" ? b[1] - a[1] : a[1] - b[1]);
  const v = r[n - 1][1];
  const tied = r.filter(([, x]) => Math.abs(x - v) < 1e-9).length;
  if (tied > 1) throw new Error(`tie at place ${n} (${from}): ${JSON.stringify(r)}`);
  return r[n - 1];
}

/** The sum of the n groups at the bottom, refusing a tie across the cut. */
function bottomSum(m: Map<string, number>, n: number): number {
  const r = [...m.values()].sort((a, b) => a - b);
  if (Math.abs(r[n - 1] - r[n]) < 1e-9) throw new Error(`tie across bottom ${n}: ${r}`);
  return sum(r.slice(0, n));
}

/** A count of groups over a threshold, refusing a group too near it. */
function countOver(m: Map<string, number>, threshold: number, margin: number): number {
  for (const v of m.values()) {
    if (Math.abs(v - threshold) < margin) throw new Error(`group too near ${threshold}: ${[...m]}`);
  }
  return [...m.values()].filter((v) => v > threshold).length;
}

const items: Item[] = [];
const debug = Deno.args.includes("--debug");

function table(kind: string, columns: string[], rows: Row[]) {
  if (rows.length < 40 || rows.length > 150) throw new Error(`${kind}: ${rows.length} rows`);
  const t = { columns, rows: rows.map((r) => columns.map((c) => r[c] ?? null)) };
  let answerable = 0;
  let unanswerable = 0;
  return {
    ask(slug: string, question: string, ...figures: number[]) {
      for (const f of figures) if (!Number.isFinite(f)) throw new Error(`${kind}-${slug}: ${f}`);
      if (debug) console.log(`${kind}-${slug}: ${figures.join(", ")}`);
      items.push({ id: `${kind}-${slug}`, table: t, question, expect: { figures } });
      answerable++;
    },
    cannot(slug: string, question: string, lacks: string) {
      items.push({ id: `${kind}-${slug}`, table: t, question, expect: { figures: [] }, unanswerable: lacks });
      unanswerable++;
    },
    done() {
      if (answerable !== 10 || unanswerable !== 5) throw new Error(`${kind}: ${answerable}/${unanswerable}`);
    },
  };
}

// ---------------------------------------------------------------- insurance claims register
{
  const C = {
    no: "Claim No",
    type: "Policy Type",
    region: "Region",
    incident: "Incident Date",
    reported: "Reported Date",
    settled: "Settled Date",
    claimed: "Claimed (£)",
    paid: "Paid (£)",
    status: "Status",
    fraud: "Fraud Flag (Y/N)",
  };
  const ranges: Record<string, [number, number]> = {
    Motor: [800, 12000],
    Home: [500, 25000],
    Travel: [150, 4000],
    Pet: [200, 3500],
    Contents: [300, 8000],
  };
  const rows: Row[] = [];
  for (let i = 0; i < 124; i++) {
    const type = wpick([["Motor", 35], ["Home", 25], ["Travel", 15], ["Pet", 12], ["Contents", 13]] as const);
    const region = wpick(
      [["North West", 20], ["London", 24], ["Scotland", 14], ["Midlands", 18], ["South East", 16], [
        "Wales",
        8,
      ]] as const,
    );
    const incident = addDays("2024-01-02", int(0, 178));
    const reported = addDays(incident, int(0, 20));
    const [lo, hi] = ranges[type];
    const claimed = round2(lo + rnd() * (hi - lo));
    let status = rnd() < (reported > "2024-06-01" ? 0.5 : 0.14) ? "Open" : rnd() < 0.13 ? "Declined" : "Settled";
    let settled: string | null = status === "Open" ? null : addDays(reported, int(7, 75));
    if (settled !== null && settled > "2024-07-31") {
      status = "Open";
      settled = null;
    }
    const paid = status === "Open"
      ? null
      : status === "Declined"
      ? 0
      : rnd() < 0.45
      ? claimed
      : round2(claimed * (0.55 + rnd() * 0.43));
    const fraud = rnd() < (status === "Declined" ? 0.35 : 0.06) ? "Y" : "N";
    rows.push({
      [C.type]: type,
      [C.region]: region,
      [C.incident]: incident,
      [C.reported]: reported,
      [C.settled]: settled,
      [C.claimed]: claimed,
      [C.paid]: paid,
      [C.status]: status,
      [C.fraud]: fraud,
    });
  }
  rows.sort((a, b) => str(a[C.reported]).localeCompare(str(b[C.reported])));
  rows.forEach((r, i) => (r[C.no] = `CLM-${24001 + i}`));
  const t = table("claims", Object.values(C), rows);
  const settledRows = rows.filter((r) => r[C.status] === "Settled");

  t.ask(
    "total-claimed",
    "What's the total amount claimed across all claims?",
    money(rows.map((r) => num(r[C.claimed]))),
  );
  t.ask("still-open", "how many claims are still open", rows.filter((r) => r[C.settled] === null).length);
  t.ask(
    "avg-paid-motor-settled",
    "avg paid out on settled motor claims?",
    mean(settledRows.filter((r) => r[C.type] === "Motor").map((r) => num(r[C.paid]))),
  );
  const paidByRegion = group(rows, (r) => str(r[C.region]), (rs) => money(rs.map((r) => num(r[C.paid] ?? 0))));
  t.ask("region-most-paid", "Which region has had the most paid out?", nth(paidByRegion, 1, "top")[1]);
  t.ask(
    "paid-less-than-claimed",
    "How many settled claims were paid less than the amount claimed?",
    settledRows.filter((r) => num(r[C.paid]) < num(r[C.claimed])).length,
  );
  t.ask(
    "fraud-share",
    "what percentage of claims have been flagged as potential fraud?",
    pct(rows.filter((r) => r[C.fraud] === "Y").length, rows.length),
  );
  t.ask(
    "median-days-to-settle",
    "Median number of days from a claim being reported to it being settled (only claims with a settled date)",
    median(rows.filter((r) => r[C.settled] !== null).map((r) => days(str(r[C.reported]), str(r[C.settled])))),
  );
  t.ask(
    "q2-claimed-excl-motor",
    "Total claimed for incidents in Q2, excluding Motor policies",
    money(
      rows.filter((r) => [4, 5, 6].includes(month(str(r[C.incident]))) && r[C.type] !== "Motor").map((r) =>
        num(r[C.claimed])
      ),
    ),
  );
  const home = settledRows.filter((r) => r[C.type] === "Home");
  t.ask(
    "home-loss-ratio",
    "loss ratio on settled Home claims - paid as a % of claimed",
    pct(sum(home.map((r) => num(r[C.paid]))), sum(home.map((r) => num(r[C.claimed])))),
  );
  const claimedByRegion = group(rows, (r) => str(r[C.region]), (rs) => sum(rs.map((r) => num(r[C.claimed]))));
  if (debug) console.log(claimedByRegion);
  t.ask(
    "regions-over-100k",
    "How many regions have more than £100k claimed in total?",
    countOver(claimedByRegion, 100_000, 3_000),
  );

  t.cannot("avg-excess", "What's the average excess on Motor claims?", "no excess column");
  t.cannot("by-handler", "Break down the total paid by claims handler", "no claims handler column");
  t.cannot("claims-2023", "How many claims did we get in 2023 compared with this year?", "only 2024 claims");
  t.cannot("avg-premium", "average annual premium for Home policies?", "no premium column");
  t.cannot("by-broker", "which broker brought in the most claims?", "no broker column");
  t.done();
}

// ---------------------------------------------------------------- recruitment pipeline
{
  const C = {
    cand: "Candidate",
    role: "Role",
    dept: "Dept",
    source: "Source",
    applied: "Applied",
    interviewed: "Interviewed",
    offer: "Offer Made?",
    salary: "Salary Offered (£)",
    hired: "Hired?",
    recruiter: "Recruiter",
  };
  const roles: Record<string, string[]> = {
    Engineering: ["Backend Developer", "Frontend Developer", "QA Engineer"],
    Sales: ["Account Executive", "SDR"],
    Finance: ["Accountant", "Finance Analyst"],
    Marketing: ["Content Marketer", "Marketing Exec"],
    Operations: ["Ops Coordinator", "Warehouse Supervisor"],
  };
  const pay: Record<string, [number, number]> = {
    Engineering: [45_000, 75_000],
    Sales: [28_000, 45_000],
    Finance: [35_000, 60_000],
    Marketing: [30_000, 50_000],
    Operations: [25_000, 40_000],
  };
  const first = [
    "Amelia",
    "Oliver",
    "Isla",
    "Jack",
    "Ava",
    "Harry",
    "Mia",
    "Noah",
    "Sofia",
    "Leo",
    "Zara",
    "Arjun",
    "Chloe",
    "Ethan",
    "Fatima",
    "George",
    "Hannah",
    "Ibrahim",
    "Jade",
    "Kieran",
    "Lucy",
    "Mohammed",
    "Niamh",
    "Owen",
  ];
  const last = [
    "Smith",
    "Patel",
    "Jones",
    "Khan",
    "Williams",
    "Brown",
    "Taylor",
    "Evans",
    "Walsh",
    "Nowak",
    "Hughes",
    "Begum",
    "Murray",
    "Clarke",
    "Reid",
    "Adeyemi",
  ];
  const names = new Set<string>();
  const rows: Row[] = [];
  while (rows.length < 112) {
    const cand = `${pick(first)} ${pick(last)}`;
    if (names.has(cand)) continue;
    names.add(cand);
    const dept = wpick(
      [["Engineering", 32], ["Sales", 24], ["Finance", 14], ["Marketing", 14], ["Operations", 16]] as const,
    );
    const applied = addDays("2024-02-01", int(0, 181));
    const interviewed = rnd() < (applied > "2024-07-15" ? 0.2 : 0.55) ? addDays(applied, int(4, 28)) : null;
    const offer = interviewed !== null && rnd() < 0.42;
    const [lo, hi] = pay[dept];
    rows.push({
      [C.cand]: cand,
      [C.role]: pick(roles[dept]),
      [C.dept]: dept,
      [C.source]: wpick(
        [["LinkedIn", 34], ["Job Board", 24], ["Referral", 16], ["Agency", 14], ["Careers Site", 12]] as const,
      ),
      [C.applied]: applied,
      [C.interviewed]: interviewed,
      [C.offer]: offer ? "Y" : "N",
      [C.salary]: offer ? Math.round((lo + rnd() * (hi - lo)) / 500) * 500 : null,
      [C.hired]: offer && rnd() < 0.72 ? "Y" : "N",
      [C.recruiter]: wpick([["Priya Shah", 34], ["Tom Ellis", 27], ["Grace Okafor", 22], ["Dan Murphy", 17]] as const),
    });
  }
  rows.sort((a, b) => str(a[C.applied]).localeCompare(str(b[C.applied])));
  const t = table("recruitment", Object.values(C), rows);
  const offers = rows.filter((r) => r[C.offer] === "Y");
  const hires = rows.filter((r) => r[C.hired] === "Y");

  t.ask(
    "applied-feb-apr",
    "how many people applied between Feb and April?",
    rows.filter((r) => [2, 3, 4].includes(month(str(r[C.applied])))).length,
  );
  t.ask(
    "avg-salary-eng",
    "avg salary offered for engineering roles",
    mean(offers.filter((r) => r[C.dept] === "Engineering").map((r) => num(r[C.salary]))),
  );
  t.ask(
    "top-source-hires",
    "Which source gets us the most hires?",
    nth(group(hires, (r) => str(r[C.source]), (rs) => rs.length), 1, "top")[1],
  );
  t.ask(
    "days-to-interview",
    "On average how many days is it between someone applying and their interview?",
    mean(rows.filter((r) => r[C.interviewed] !== null).map((r) => days(str(r[C.applied]), str(r[C.interviewed])))),
  );
  t.ask(
    "never-interviewed",
    "how many candidates havent been interviewed",
    rows.filter((r) => r[C.interviewed] === null).length,
  );
  t.ask("offer-acceptance", "What % of offers turned into hires?", pct(hires.length, offers.length));
  t.ask(
    "recruiter-2nd",
    "which recruiter is handling the second most candidates?",
    nth(group(rows, (r) => str(r[C.recruiter]), (rs) => rs.length), 2, "top")[1],
  );
  t.ask("distinct-roles", "how many diffrent roles are we recruiting for", new Set(rows.map((r) => r[C.role])).size);
  const may = rows.filter((r) => month(str(r[C.applied])) === 5).length;
  const june = rows.filter((r) => month(str(r[C.applied])) === 6).length;
  t.ask("may-to-june-change", "% change in applications from May to June", change(may, june));
  t.ask(
    "median-salary-excl-sales",
    "median salary offered apart from Sales",
    median(offers.filter((r) => r[C.dept] !== "Sales").map((r) => num(r[C.salary]))),
  );

  t.cannot("offer-to-start", "Average days from offer to start date?", "no offer date or start date");
  t.cannot("hiring-manager", "Which hiring manager interviewed the most candidates?", "no hiring manager column");
  t.cannot("hires-2023", "how many people did we hire in 2023", "only 2024 applications");
  t.cannot("gender-split", "What's the gender split of the people we hired?", "no gender column");
  t.cannot("agency-fees", "total agency fees paid for hires from agencies", "no fee column");
  t.done();
}

// ---------------------------------------------------------------- bakery daily production log
{
  const C = {
    date: "Date",
    product: "Product",
    batches: "Batches",
    baked: "Units Baked",
    sold: "Units Sold",
    wasted: "Units Wasted",
    price: "Unit Price (£)",
    cost: "Ingredient Cost (£)",
  };
  const spec: Record<string, { batches: [number, number]; size: number; sell: number; price: number; cost: number }> = {
    "Sourdough Loaf": { batches: [2, 5], size: 12, sell: 0.86, price: 4.2, cost: 9.5 },
    "Croissant": { batches: [2, 4], size: 24, sell: 0.88, price: 1.8, cost: 14 },
    "Baguette": { batches: [3, 6], size: 20, sell: 0.8, price: 1.6, cost: 6.2 },
    "Cinnamon Bun": { batches: [1, 3], size: 18, sell: 0.83, price: 2.4, cost: 11 },
    "Brownie": { batches: [1, 3], size: 16, sell: 0.9, price: 2.75, cost: 12.5 },
  };
  const rows: Row[] = [];
  for (let d = "2024-01-06"; d <= "2024-06-05"; d = addDays(d, int(4, 6))) {
    const products = Object.keys(spec);
    const skip = rnd() < 0.3 ? pick(products) : null;
    for (const product of products) {
      if (product === skip) continue;
      const s = spec[product];
      const batches = int(...s.batches);
      const baked = batches * s.size;
      const sold = Math.min(baked, Math.floor(baked * (s.sell - 0.12 + rnd() * 0.2)));
      const left = baked - sold;
      rows.push({
        [C.date]: d,
        [C.product]: product,
        [C.batches]: batches,
        [C.baked]: baked,
        [C.sold]: sold,
        [C.wasted]: left - int(0, Math.min(3, left)),
        [C.price]: product === "Sourdough Loaf" && d >= "2024-04-01" ? 4.5 : s.price,
        [C.cost]: round2(batches * s.cost * (0.95 + rnd() * 0.13)),
      });
    }
  }
  const t = table("bakery", Object.values(C), rows);
  const revenue = (rs: Row[]) => money(rs.map((r) => num(r[C.sold]) * num(r[C.price])));
  const rate = (rs: Row[], col: string) => pct(sum(rs.map((r) => num(r[col]))), sum(rs.map((r) => num(r[C.baked]))));

  t.ask(
    "croissants-sold",
    "total croissants sold?",
    sum(rows.filter((r) => r[C.product] === "Croissant").map((r) => num(r[C.sold]))),
  );
  t.ask("waste-rate", "What's our overall waste rate (wasted as a % of baked)?", rate(rows, C.wasted));
  t.ask(
    "worst-waste-product",
    "which product has the worst waste rate",
    nth(group(rows, (r) => str(r[C.product]), (rs) => rate(rs, C.wasted)), 1, "top")[1],
  );
  t.ask(
    "revenue-march",
    "How much did we take in sales in March?",
    revenue(rows.filter((r) => month(str(r[C.date])) === 3)),
  );
  t.ask(
    "brownie-sell-through",
    "sell through for brownies",
    rate(rows.filter((r) => r[C.product] === "Brownie"), C.sold),
  );
  t.ask(
    "q1-ingredients-excl-baguette",
    "Ingredient spend in Q1 not counting baguettes",
    money(rows.filter((r) => month(str(r[C.date])) <= 3 && r[C.product] !== "Baguette").map((r) => num(r[C.cost]))),
  );
  if (debug) console.log([...new Set(rows.map((r) => r[C.date]))].slice(-10));
  const lastDay = rows.map((r) => str(r[C.date])).sort().at(-1)!;
  if (rows.some((r) => r[C.date] === addDays(lastDay, -30))) throw new Error("bakery: a date on the 30-day edge");
  t.ask(
    "sold-last-30-days",
    "units sold in the last 30 days of the data",
    sum(rows.filter((r) => days(str(r[C.date]), lastDay) < 30).map((r) => num(r[C.sold]))),
  );
  const wasteByDay = group(rows, (r) => str(r[C.date]), (rs) => sum(rs.map((r) => num(r[C.wasted]))));
  if (debug) console.log([...wasteByDay.values()].sort((a, b) => a - b));
  t.ask("days-waste-over-50", "On how many days did we bin more than 50 units in total?", countOver(wasteByDay, 50, 1));
  t.ask(
    "bottom-3-sold",
    "bottom 3 products by units sold - combined total",
    bottomSum(group(rows, (r) => str(r[C.product]), (rs) => sum(rs.map((r) => num(r[C.sold])))), 3),
  );
  t.ask(
    "revenue-feb-to-apr",
    "how much did sales revenue change from February to April, in %?",
    change(
      revenue(rows.filter((r) => month(str(r[C.date])) === 2)),
      revenue(rows.filter((r) => month(str(r[C.date])) === 4)),
    ),
  );

  t.cannot("baker-hours", "How many hours did the bakers work in March?", "no labour hours");
  t.cannot("top-baker", "Which baker made the most batches?", "no baker column");
  t.cannot("energy-cost", "total oven electricity cost for April", "no energy cost");
  t.cannot("online-vs-shop", "How many units did we sell online vs in the shop?", "no sales channel");
  t.cannot("dec-2023", "units sold in December 2023 compared with January", "data starts in January 2024");
  t.done();
}

// ---------------------------------------------------------------- IT asset register
{
  const C = {
    tag: "Asset Tag",
    type: "Type",
    make: "Make",
    who: "Assigned To",
    dept: "Dept",
    bought: "Purchase Date",
    cost: "Purchase Cost £",
    warranty: "Warranty End",
    status: "Status",
  };
  const makes: Record<string, string[]> = {
    Laptop: ["Dell", "Lenovo", "HP", "Apple"],
    Desktop: ["Dell", "HP", "Lenovo"],
    Monitor: ["Dell", "HP", "Samsung", "LG"],
    Phone: ["Apple", "Samsung"],
    Tablet: ["Apple", "Samsung"],
  };
  const prices: Record<string, [number, number]> = {
    Laptop: [650, 1600],
    Desktop: [550, 1200],
    Monitor: [120, 420],
    Phone: [300, 1100],
    Tablet: [250, 900],
  };
  const people: [string, string][] = [
    ["Sarah Collins", "Finance"],
    ["Mark Davies", "Finance"],
    ["Aisha Rahman", "Finance"],
    ["Paul Whitaker", "Sales"],
    ["Emma Lloyd", "Sales"],
    ["Ravi Kumar", "Sales"],
    ["Laura Green", "Sales"],
    ["Steve Barnes", "Sales"],
    ["Nadia Hussain", "HR"],
    ["Claire Fox", "HR"],
    ["Ben Thompson", "IT"],
    ["Josh Miller", "IT"],
    ["Kate Morgan", "IT"],
    ["Liam O'Brien", "Marketing"],
    ["Sophie Turner", "Marketing"],
    ["Tariq Ali", "Marketing"],
    ["Helen Price", "Operations"],
    ["Gary Wood", "Operations"],
    ["Megan Shaw", "Operations"],
    ["Chris Allen", "Operations"],
    ["Rachel Kerr", "Operations"],
  ];
  const rows: Row[] = [];
  for (let i = 0; i < 88; i++) {
    const type = wpick([["Laptop", 35], ["Monitor", 25], ["Desktop", 12], ["Phone", 18], ["Tablet", 10]] as const);
    const make = pick(makes[type]);
    const bought = addDays("2022-01-10", int(0, 900));
    const [lo, hi] = prices[type];
    const cost = Math.round(lo + rnd() * (hi - lo) + (make === "Apple" && type === "Laptop" ? 350 : 0)) +
      (rnd() < 0.5 ? 0.99 : 0);
    const status = bought < "2022-09-01" && rnd() < 0.35
      ? "Retired"
      : wpick([["In Use", 78], ["Spare", 12], ["In Repair", 5], ["Retired", 5]] as const);
    const person = status === "Spare" || status === "Retired" ? null : pick(people);
    rows.push({
      [C.type]: type,
      [C.make]: make,
      [C.who]: person?.[0] ?? null,
      [C.dept]: person?.[1] ?? (rnd() < 0.7 ? "IT" : pick(people)[1]),
      [C.bought]: bought,
      [C.cost]: cost,
      [C.warranty]: addYears(bought, type === "Phone" || type === "Tablet" ? int(1, 2) : 3),
      [C.status]: status,
    });
  }
  rows.sort((a, b) => str(a[C.bought]).localeCompare(str(b[C.bought])));
  rows.forEach((r, i) => (r[C.tag] = `IT-${String(i + 1).padStart(4, "0")}`));
  const t = table("it-assets", Object.values(C), rows);
  const laptops = rows.filter((r) => r[C.type] === "Laptop");

  t.ask("laptop-spend", "total spent on laptops", money(laptops.map((r) => num(r[C.cost]))));
  t.ask(
    "warranties-2025",
    "How many warranties run out in 2025?",
    rows.filter((r) => str(r[C.warranty]).startsWith("2025")).length,
  );
  t.ask(
    "avg-apple",
    "avg cost of apple kit",
    mean(rows.filter((r) => r[C.make] === "Apple").map((r) => num(r[C.cost]))),
  );
  t.ask(
    "dept-most-assets",
    "Which department has the most assets on the register?",
    nth(group(rows, (r) => str(r[C.dept]), (rs) => rs.length), 1, "top")[1],
  );
  t.ask("unassigned", "how many assets aren't assigned to anyone", rows.filter((r) => r[C.who] === null).length);
  t.ask(
    "pct-retired",
    "what percentage of our assets are retired?",
    pct(rows.filter((r) => r[C.status] === "Retired").length, rows.length),
  );
  t.ask(
    "h1-2023-not-dell",
    "spend on equipment bought in H1 2023 other than Dell",
    money(
      rows.filter((r) => str(r[C.bought]) >= "2023-01-01" && str(r[C.bought]) <= "2023-06-30" && r[C.make] !== "Dell")
        .map((r) => num(r[C.cost])),
    ),
  );
  t.ask("median-laptop", "median laptop price?", median(laptops.map((r) => num(r[C.cost]))));
  t.ask(
    "distinct-people",
    "How many different people have equipment assigned to them?",
    new Set(rows.filter((r) => r[C.who] !== null).map((r) => r[C.who])).size,
  );
  t.ask(
    "make-2nd-spend",
    "which make have we spent the 2nd most on",
    nth(group(rows, (r) => str(r[C.make]), (rs) => money(rs.map((r) => num(r[C.cost])))), 2, "top")[1],
  );

  t.cannot("avg-ram", "What's the average RAM in the Dell laptops?", "no spec/RAM column");
  t.cannot("by-office", "Which office has the most monitors?", "no location column");
  t.cannot("bought-2019", "How much did we spend on laptops bought in 2019?", "purchases only from 2022 to 2024");
  t.cannot(
    "hannah-devices",
    "How many devices are assigned to Hannah Whitfield?",
    "no Hannah Whitfield in the register",
  );
  t.cannot("repair-costs", "total repair costs for items currently in repair", "no repair cost column");
  t.done();
}

// ---------------------------------------------------------------- library loans
{
  const C = {
    id: "Loan ID",
    member: "Member",
    type: "Member Type",
    title: "Title",
    genre: "Genre",
    borrowed: "Borrowed",
    due: "Due",
    returned: "Returned",
    fine: "Fine (£)",
  };
  const members: [string, string][] = [
    ["J. Parker", "Adult"],
    ["M. Okonkwo", "Adult"],
    ["S. Lindqvist", "Senior"],
    ["R. Campbell", "Adult"],
    ["T. Nguyen", "Student"],
    ["A. Fitzgerald", "Adult"],
    ["E. Bell", "Child"],
    ["H. Moreau", "Student"],
    ["D. Singh", "Adult"],
    ["P. Hollis", "Senior"],
    ["C. Dunn", "Child"],
    ["K. Osei", "Student"],
    ["L. Marsh", "Adult"],
    ["F. Russo", "Senior"],
    ["B. Keane", "Child"],
    ["N. Shapiro", "Adult"],
    ["G. Whyte", "Student"],
    ["I. Qureshi", "Adult"],
    ["O. Price", "Child"],
    ["V. Stanton", "Adult"],
    ["W. Ahmed", "Senior"],
    ["Y. Doyle", "Student"],
    ["Z. Carver", "Adult"],
    ["Q. Ellison", "Child"],
    ["U. Barker", "Adult"],
    ["X. Fenwick", "Student"],
  ];
  const titles: [string, string][] = [
    ["The Silent Patient", "Crime"],
    ["The Thursday Murder Club", "Crime"],
    ["Rebecca", "Crime"],
    ["The Cuckoo's Calling", "Crime"],
    ["The Hobbit", "Fantasy"],
    ["Piranesi", "Fantasy"],
    ["The Name of the Wind", "Fantasy"],
    ["Normal People", "Romance"],
    ["Persuasion", "Romance"],
    ["Me Before You", "Romance"],
    ["Becoming", "Biography"],
    ["Steve Jobs", "Biography"],
    ["Sapiens", "History"],
    ["The Plantagenets", "History"],
    ["SPQR", "History"],
    ["The Gruffalo", "Children's"],
    ["Matilda", "Children's"],
    ["Diary of a Wimpy Kid", "Children's"],
    ["Dune", "Sci-Fi"],
    ["Project Hail Mary", "Sci-Fi"],
    ["Klara and the Sun", "Sci-Fi"],
    ["Ottolenghi Simple", "Cookery"],
    ["Salt Fat Acid Heat", "Cookery"],
  ];
  // Members borrow unevenly: earlier ones in the list more often.
  const memberWeights = members.map((m, i) => [m, 30 / (i + 3)] as const);
  const asOf = "2024-06-25";
  const rows: Row[] = [];
  for (let i = 0; i < 132; i++) {
    const [member, type] = wpick(memberWeights);
    const [title, genre] = type === "Child" && rnd() < 0.6
      ? pick(titles.filter(([, g]) => g === "Children's"))
      : pick(titles);
    const borrowed = addDays("2024-01-03", int(0, 170));
    const due = addDays(borrowed, type === "Student" ? 21 : 14);
    let returned: string | null = rnd() < (borrowed > "2024-06-05" ? 0.55 : 0.06)
      ? null
      : addDays(borrowed, rnd() < 0.75 ? int(3, 14) : int(15, 34));
    if (returned !== null && returned > asOf) returned = null;
    const late = returned === null ? 0 : Math.max(0, days(due, returned));
    rows.push({
      [C.member]: member,
      [C.type]: type,
      [C.title]: title,
      [C.genre]: genre,
      [C.borrowed]: borrowed,
      [C.due]: due,
      [C.returned]: returned,
      [C.fine]: returned === null ? null : type === "Child" ? 0 : round2(Math.min(6, late * 0.25)),
    });
  }
  rows.sort((a, b) => str(a[C.borrowed]).localeCompare(str(b[C.borrowed])));
  rows.forEach((r, i) => (r[C.id] = `LN${String(5101 + i)}`));
  const t = table("library", Object.values(C), rows);
  const back = rows.filter((r) => r[C.returned] !== null);
  const isLate = (r: Row) => str(r[C.returned]) > str(r[C.due]);

  t.ask("still-out", "how many books are still out?", rows.filter((r) => r[C.returned] === null).length);
  t.ask("returned-late", "How many loans came back after the due date?", back.filter(isLate).length);
  t.ask("total-fines", "total fines", money(rows.map((r) => num(r[C.fine] ?? 0))));
  t.ask(
    "top-genre",
    "most borrowed genre?",
    nth(group(rows, (r) => str(r[C.genre]), (rs) => rs.length), 1, "top")[1],
  );
  t.ask(
    "avg-loan-length",
    "Average number of days people keep a book, for the ones that have been returned",
    mean(back.map((r) => days(str(r[C.borrowed]), str(r[C.returned])))),
  );
  t.ask(
    "student-fines",
    "how much have students paid in fines",
    money(rows.filter((r) => r[C.type] === "Student").map((r) => num(r[C.fine] ?? 0))),
  );
  t.ask(
    "members-since-april",
    "How many different members have borrowed something since 1 April?",
    new Set(rows.filter((r) => str(r[C.borrowed]) >= "2024-04-01").map((r) => r[C.member])).size,
  );
  const adultBack = back.filter((r) => r[C.type] === "Adult");
  t.ask(
    "adult-late-pct",
    "Of the loans adults have returned, what % were late?",
    pct(adultBack.filter(isLate).length, adultBack.length),
  );
  t.ask(
    "3rd-borrower",
    "who's our 3rd biggest borrower",
    nth(group(rows, (r) => str(r[C.member]), (rs) => rs.length), 3, "top")[1],
  );
  const feb = rows.filter((r) => month(str(r[C.borrowed])) === 2).length;
  const mar = rows.filter((r) => month(str(r[C.borrowed])) === 3).length;
  if (debug) console.log({ feb, mar });
  t.ask(
    "mar-vs-feb",
    mar >= feb
      ? "how many more loans were there in march than in feb"
      : "how many fewer loans were there in march than in feb",
    Math.abs(mar - feb),
  );

  t.cannot("by-branch", "Which branch lends out the most books?", "no branch column");
  t.cannot("renewals", "How many loans were renewed at least once?", "no renewal column");
  t.cannot("child-age", "average age of our child members", "no age column");
  t.cannot("fines-2023", "total fines collected in 2023", "only 2024 loans");
  t.cannot("top-author", "Which author gets borrowed the most?", "no author column");
  t.done();
}

// ---------------------------------------------------------------- parcel delivery log
{
  const C = {
    no: "Tracking No",
    courier: "Courier",
    service: "Service",
    sent: "Dispatched",
    delivered: "Delivered",
    kg: "Weight (kg)",
    postage: "Postage £",
    region: "Dest. Region",
    signed: "Signed For (Y/N)",
  };
  const couriers: Record<string, { services: string[]; base: number; perKg: number }> = {
    "Royal Mail": { services: ["Tracked 48", "Standard", "Next Day"], base: 3.2, perKg: 0.45 },
    "DPD": { services: ["Next Day", "Standard"], base: 6.5, perKg: 0.35 },
    "Evri": { services: ["Standard", "Economy"], base: 2.9, perKg: 0.5 },
    "DHL": { services: ["Next Day", "Standard"], base: 7.8, perKg: 0.4 },
    "Parcelforce": { services: ["Next Day", "Economy"], base: 8.5, perKg: 0.3 },
  };
  const mult: Record<string, number> = { "Next Day": 1.6, "Tracked 48": 1.1, "Standard": 1, "Economy": 0.85 };
  const transit: Record<string, [number, number]> = {
    "Next Day": [1, 2],
    "Tracked 48": [2, 3],
    "Standard": [2, 5],
    "Economy": [3, 8],
  };
  const rows: Row[] = [];
  for (let i = 0; i < 116; i++) {
    const courier = wpick(
      [["Royal Mail", 30], ["DPD", 22], ["Evri", 20], ["DHL", 12], ["Parcelforce", 10]] as const,
    );
    const c = couriers[courier];
    const service = pick(c.services);
    const sent = addDays("2024-03-01", int(0, 182));
    const kg = Math.round((rnd() < 0.7 ? 0.2 + rnd() * 6 : 6 + rnd() * 16) * 10) / 10;
    const delivered = rnd() < (sent >= "2024-08-25" ? 0.6 : 0.03) ? null : addDays(sent, int(...transit[service]));
    rows.push({
      [C.courier]: courier,
      [C.service]: service,
      [C.sent]: sent,
      [C.delivered]: delivered,
      [C.kg]: kg,
      [C.postage]: round2((c.base + c.perKg * kg) * mult[service]),
      [C.region]: wpick(
        [
          ["London", 22],
          ["South West", 16],
          ["Midlands", 18],
          ["North East", 10],
          ["Scotland", 12],
          ["Wales", 8],
          ["Northern Ireland", 5],
          ["East Anglia", 9],
        ] as const,
      ),
      [C.signed]: rnd() < (service === "Next Day" ? 0.85 : 0.3) ? "Y" : "N",
    });
  }
  rows.sort((a, b) => str(a[C.sent]).localeCompare(str(b[C.sent])));
  rows.forEach((r, i) => (r[C.no] = `TRK${String(730211 + i * 7)}`));
  const t = table("parcels", Object.values(C), rows);
  const arrived = rows.filter((r) => r[C.delivered] !== null);
  const transitDays = (r: Row) => days(str(r[C.sent]), str(r[C.delivered]));
  const postageIn = (m: number) => money(rows.filter((r) => month(str(r[C.sent])) === m).map((r) => num(r[C.postage])));

  t.ask("in-transit", "how many parcels still in transit", rows.filter((r) => r[C.delivered] === null).length);
  t.ask(
    "dpd-postage",
    "What have we spent on postage with DPD?",
    money(rows.filter((r) => r[C.courier] === "DPD").map((r) => num(r[C.postage]))),
  );
  t.ask(
    "next-day-avg-days",
    "avg days to deliver for the Next Day service",
    mean(arrived.filter((r) => r[C.service] === "Next Day").map(transitDays)),
  );
  t.ask(
    "cheapest-courier",
    "Which courier is cheapest on average per parcel?",
    nth(group(rows, (r) => str(r[C.courier]), (rs) => mean(rs.map((r) => num(r[C.postage])))), 1, "bottom")[1],
  );
  t.ask(
    "signed-pct",
    "percentge of parcels that were signed for",
    pct(rows.filter((r) => r[C.signed] === "Y").length, rows.length),
  );
  t.ask(
    "heavy-not-scotland",
    "parcels over 10kg going anywhere apart from Scotland - how many?",
    rows.filter((r) => num(r[C.kg]) > 10 && r[C.region] !== "Scotland").length,
  );
  t.ask("may-to-june", "postage spend May vs June, % change", change(postageIn(5), postageIn(6)));
  t.ask("median-weight", "median parcel weight", median(rows.map((r) => num(r[C.kg]))));
  t.ask(
    "over-3-days",
    "How many deliveries took more than 3 days from dispatch?",
    arrived.filter((r) => transitDays(r) > 3).length,
  );
  t.ask(
    "bottom-3-regions",
    "bottom 3 destination regions by number of parcels, combined",
    bottomSum(group(rows, (r) => str(r[C.region]), (rs) => rs.length), 3),
  );

  t.cannot("returned-to-sender", "How many parcels were returned to sender?", "no returns column");
  t.cannot("evri-rating", "average customer rating for Evri deliveries", "no rating column");
  t.cannot("top-driver", "Which driver delivered the most parcels?", "no driver column");
  t.cannot("january-postage", "What did we spend on postage in January?", "data starts in March");
  t.cannot("fuel-surcharge", "total fuel surcharges paid to DHL", "no surcharge column");
  t.done();
}

const out = new URL("./held-out-12.json", import.meta.url);
Deno.writeTextFileSync(out, JSON.stringify(items, null, 2) + "\n");
console.log(`${items.length} items, ${items.filter((i) => i.unanswerable).length} unanswerable`);
