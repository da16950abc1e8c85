/**
 * Builds held-out-10.json: six tables generated from a seeded generator, with fifteen questions each (five of them
 * ones the table cannot answer). Every expected figure is computed here from the cells.
 *
 * Run: node_modules/.bin/deno run -A api/src/generation/analysis/dev-set/make-held-out-10.ts
 */
import { seededRandom } from "../../../../test/seeded-random.ts";

type Cell = string | number | boolean | null;
type Item = {
  id: string;
  table: { columns: string[]; rows: Cell[][] };
  question: string;
  expect: { figures: number[] };
  unanswerable?: string;
};

const rand = seededRandom(10101);

function int(lo: number, hi: number): number {
  return lo + Math.floor(rand() * (hi - lo + 1));
}
function pick<T>(xs: readonly T[]): T {
  return xs[Math.floor(rand() * xs.length)];
}
function weighted<T>(pairs: readonly [T, number][]): T {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [x, w] of pairs) {
    r -= w;
    if (r < 0) return x;
  }
  return pairs[pairs.length - 1][0];
}
function money(x: number): number {
  return Math.round(x * 100) / 100;
}

const DAY = 86_400_000;
function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
function ms(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}
function addDays(date: string, n: number): string {
  return iso(ms(date) + n * DAY);
}
function daysBetween(a: string, b: string): number {
  return Math.round((ms(b) - ms(a)) / DAY);
}
function randomDate(from: string, to: string, weekdaysOnly = false): string {
  for (;;) {
    const d = addDays(from, int(0, daysBetween(from, to)));
    const dow = new Date(ms(d)).getUTCDay();
    if (!weekdaysOnly || (dow !== 0 && dow !== 6)) return d;
  }
}
function month(date: string): number {
  return Number(date.slice(5, 7));
}
function year(date: string): number {
  return Number(date.slice(0, 4));
}
function quarter(date: string): number {
  return Math.ceil(month(date) / 3);
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
function pctChange(from: number, to: number): number {
  return ((to - from) / from) * 100;
}
function distinct<T>(xs: T[]): number {
  return new Set(xs).size;
}
function groupBy<R>(rows: R[], key: (r: R) => string): Map<string, R[]> {
  const m = new Map<string, R[]>();
  for (const r of rows) {
    const k = key(r);
    m.set(k, [...(m.get(k) ?? []), r]);
  }
  return m;
}
/** Groups sorted by a measure, largest first; throws when the ranks a question names are tied. */
function ranked<R>(rows: R[], key: (r: R) => string, measure: (rs: R[]) => number): [string, number][] {
  return [...groupBy(rows, key)].map(([k, rs]) => [k, measure(rs)] as [string, number]).sort((a, b) => b[1] - a[1]);
}
function noTie(list: [string, number][], index: number, what: string): [string, number] {
  const here = list[index][1];
  if (list.some(([, v], i) => i !== index && Math.abs(v - here) < 1e-9)) throw new Error(`tie at ${what}`);
  return list[index];
}
function nonTrivialCount(n: number, of: number, what: string): number {
  if (n === 0 || n === of) throw new Error(`${what}: trivial count ${n} of ${of}`);
  return n;
}

const items: Item[] = [];
function table(columns: string[], rows: Cell[][]) {
  return { columns, rows };
}
function ask(id: string, t: Item["table"], question: string, figures: number[]) {
  for (const f of figures) if (!Number.isFinite(f)) throw new Error(`${id}: figure ${f}`);
  items.push({ id, table: t, question, expect: { figures } });
}
function cannot(id: string, t: Item["table"], question: string, lacks: string) {
  items.push({ id, table: t, question, expect: { figures: [] }, unanswerable: lacks });
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Field-sales call log
// ---------------------------------------------------------------------------------------------------------------
{
  const reps = ["Priya Shah", "Tom Becker", "Luis Ortega", "Hannah Kim", "Marcus Reed"];
  const accounts = [
    "Brightwell Foods",
    "Carter & Sons",
    "Delta Logistics",
    "Evergreen Dental",
    "Fulton Hardware",
    "Greenway Farms",
    "Harbor Marine",
    "Ironclad Security",
    "Juniper Hotels",
    "Keystone Plumbing",
    "Lakeside Clinic",
    "Meridian Print",
    "Northgate Motors",
    "Oakridge School",
    "Pinnacle Fitness",
    "Quarry Stone Ltd",
    "Redfern Bakery",
    "Silverline Cabs",
  ];
  type Call = {
    rep: string;
    date: string;
    account: string;
    type: string;
    mins: number;
    outcome: string;
    value: number | null;
  };
  const winChance: Record<string, number> = { "Cold Call": 0.1, "Follow-up": 0.28, "Demo": 0.4, "Renewal": 0.65 };
  const minutes: Record<string, [number, number]> = {
    "Cold Call": [3, 15],
    "Follow-up": [8, 30],
    "Demo": [30, 75],
    "Renewal": [12, 40],
  };
  const calls: Call[] = [];
  for (let i = 0; i < 132; i++) {
    const type = weighted<string>([["Cold Call", 4], ["Follow-up", 3], ["Demo", 2], ["Renewal", 1.5]]);
    const won = rand() < winChance[type];
    const outcome = won ? "Won" : weighted<string>([["Lost", 3], ["No Decision", 2], ["Callback", 2]]);
    const value = won
      ? type === "Renewal" ? Math.round(int(2000, 15000) / 50) * 50 : Math.round(int(1500, 42000) / 50) * 50
      : null;
    calls.push({
      rep: pick(reps),
      date: randomDate("2024-01-02", "2024-06-28", true),
      account: pick(accounts),
      type,
      mins: int(...minutes[type]),
      outcome,
      value,
    });
  }
  calls.sort((a, b) => a.date.localeCompare(b.date));
  const t = table(
    ["Rep", "Call Date", "Account", "Call Type", "Duration (mins)", "Outcome", "Deal Value ($)"],
    calls.map((c) => [c.rep, c.date, c.account, c.type, c.mins, c.outcome, c.value]),
  );
  const won = calls.filter((c) => c.value !== null);
  const val = (cs: Call[]) => sum(cs.map((c) => c.value ?? 0));

  ask("sales-total-won", t, "What's the total deal value we won?", [val(won)]);
  ask("sales-avg-demo-length", t, "avg call length for demos in mins", [
    mean(calls.filter((c) => c.type === "Demo").map((c) => c.mins)),
  ]);
  ask("sales-hannah-march", t, "how many calls did Hannah make in march", [
    calls.filter((c) => c.rep === "Hannah Kim" && month(c.date) === 3).length,
  ]);
  const byRep = ranked(calls, (c) => c.rep, val);
  ask("sales-top-rep", t, "Which rep closed the most $ in deals?", [noTie(byRep, 0, "top rep")[1]]);
  const cold = calls.filter((c) => c.type === "Cold Call");
  ask("sales-cold-win-rate", t, "win rate on cold calls?", [
    (cold.filter((c) => c.outcome === "Won").length / cold.length) * 100,
  ]);
  const mayAccounts = distinct(calls.filter((c) => month(c.date) === 5).map((c) => c.account));
  ask("sales-accounts-may", t, "How many different accounts did we speak to in May?", [
    nonTrivialCount(mayAccounts, accounts.length, "accounts in May"),
  ]);
  ask("sales-won-excl-renewals", t, "total won value excluding renewals", [
    val(won.filter((c) => c.type !== "Renewal")),
  ]);
  ask("sales-median-deal", t, "median deal size on won deals", [median(won.map((c) => c.value as number))]);
  const q1 = val(won.filter((c) => quarter(c.date) === 1));
  const q2 = val(won.filter((c) => quarter(c.date) === 2));
  ask("sales-q1-q2-change", t, "% change in won deal value from Q1 to Q2", [pctChange(q1, q2)]);
  const winsPerRep = [...groupBy(won, (c) => c.rep).values()].map((cs) => cs.length);
  ask("sales-reps-over-6-wins", t, "how many reps won more than 6 deals?", [
    nonTrivialCount(winsPerRep.filter((n) => n > 6).length, reps.length, "reps over 6 wins"),
  ]);

  cannot(
    "sales-profit-margin",
    t,
    "What was our profit margin on the deals we won in Q1?",
    "no cost or profit figures",
  );
  cannot("sales-by-region", t, "total deal value by region pls", "no region column");
  cannot("sales-jake-win-rate", t, "What's Jake Morrison's win rate?", "no rep called Jake Morrison");
  cannot("sales-q4-2023", t, "how much did we close in Q4 2023", "calls start in January 2024");
  cannot("sales-lead-source", t, "Which lead source gives us the best win rate?", "no lead source column");
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Warehouse stock sheet
// ---------------------------------------------------------------------------------------------------------------
{
  const catalogue: Record<string, { prefix: string; items: string[]; cost: [number, number]; suppliers: string[] }> = {
    Fasteners: {
      prefix: "FAS",
      items: [
        "M6 hex bolt 30mm (box 100)",
        "M8 hex bolt 50mm (box 50)",
        "M10 nyloc nut (box 100)",
        "Wood screw 4x40 (box 200)",
        "Wood screw 5x70 (box 100)",
        "Plasterboard screw 3.5x32 (box 500)",
        "Masonry plug red (pk 100)",
        "Masonry plug brown (pk 100)",
        "Penny washer M8 (box 100)",
        "Coach screw 8x100 (box 50)",
        "Roofing nail 30mm 1kg",
        "Rawl bolt M10 (pk 10)",
        "Self-tapper 4.2x19 (box 200)",
        "Threaded rod M8 1m",
        "Cable tie 300mm black (pk 100)",
        "Anchor bolt M12 (pk 10)",
      ],
      cost: [1.2, 18],
      suppliers: ["Castle Fixings", "Acme Industrial", "Eastway Trade"],
    },
    Plumbing: {
      prefix: "PLM",
      items: [
        "15mm copper pipe 3m",
        "22mm copper pipe 3m",
        "15mm compression elbow",
        "22mm compression tee",
        "15mm isolation valve",
        "PTFE tape 12m",
        "Flexible tap connector 300mm",
        "40mm waste pipe 3m",
        "Bottle trap 32mm",
        "Radiator valve pair",
        "Push-fit straight 15mm",
        "Push-fit elbow 22mm",
        "Silicone sealant clear",
        "Ballvalve 1/2in",
      ],
      cost: [0.8, 24],
      suppliers: ["Brennan Supply Co", "Eastway Trade"],
    },
    Electrical: {
      prefix: "ELC",
      items: [
        "Twin & earth 2.5mm 50m",
        "Twin & earth 1.5mm 50m",
        "Double socket white",
        "Single switch 1-gang",
        "Junction box 30A",
        "RCD 63A",
        "MCB 32A B-type",
        "LED downlight 5W",
        "Wago connector 3-way (pk 50)",
        "Insulation tape assorted",
        "Back box 35mm 2-gang",
        "Fused spur 13A",
        "Cable clip 7mm (pk 100)",
        "Consumer unit 10-way",
      ],
      cost: [1.5, 95],
      suppliers: ["Dunmore Electrical", "Acme Industrial"],
    },
    "Hand Tools": {
      prefix: "HTL",
      items: [
        "Claw hammer 16oz",
        "Tape measure 8m",
        "Spirit level 600mm",
        "Utility knife retractable",
        "Screwdriver set 6pc",
        "Adjustable spanner 10in",
        "Hacksaw 12in",
        "Combination pliers 200mm",
        "Cold chisel 25mm",
        "Pipe wrench 14in",
        "Hex key set metric",
        "Wood chisel set 4pc",
      ],
      cost: [3.5, 32],
      suppliers: ["Fenwick Tools", "Acme Industrial", "Eastway Trade"],
    },
    Adhesives: {
      prefix: "ADH",
      items: [
        "Grab adhesive 290ml",
        "PVA wood glue 1L",
        "Epoxy 2-part 25ml",
        "Contact adhesive 250ml",
        "Super glue gel 3g",
        "Expanding foam 750ml",
        "Decorators caulk white",
        "Solvent cement 250ml",
        "Tile adhesive 20kg",
        "Hot melt glue sticks 1kg",
      ],
      cost: [1.1, 14],
      suppliers: ["Brennan Supply Co", "Castle Fixings"],
    },
    PPE: {
      prefix: "PPE",
      items: [
        "Nitrile gloves L (box 100)",
        "Safety glasses clear",
        "Ear defenders SNR30",
        "FFP3 mask (pk 10)",
        "Hi-vis vest XL",
        "Hard hat white",
        "Knee pads gel",
        "Rigger gloves",
        "Safety boots size 9",
        "Dust sheet 12x9ft",
      ],
      cost: [1.8, 48],
      suppliers: ["Fenwick Tools", "Eastway Trade"],
    },
  };
  const supplierLead: Record<string, number> = {
    "Acme Industrial": 10,
    "Brennan Supply Co": 6,
    "Castle Fixings": 4,
    "Dunmore Electrical": 8,
    "Eastway Trade": 14,
    "Fenwick Tools": 18,
  };
  type Stock = {
    sku: string;
    desc: string;
    cat: string;
    supplier: string;
    onHand: number;
    reorder: number;
    cost: number;
    received: string;
    lead: number;
  };
  const stock: Stock[] = [];
  for (const [cat, spec] of Object.entries(catalogue)) {
    spec.items.forEach((desc, i) => {
      const supplier = pick(spec.suppliers);
      const reorder = int(2, 15) * 10;
      const low = rand() < 0.22;
      stock.push({
        sku: `${spec.prefix}-${1000 + (i + 1) * 7 + int(0, 6)}`,
        desc,
        cat,
        supplier,
        onHand: low ? int(0, reorder - 1) : int(reorder, reorder * 4),
        reorder,
        cost: money(spec.cost[0] + rand() * (spec.cost[1] - spec.cost[0])),
        received: randomDate("2023-10-02", "2024-03-29", true),
        lead: Math.max(2, supplierLead[supplier] + int(-3, 6)),
      });
    });
  }
  const t = table(
    [
      "SKU",
      "Description",
      "Category",
      "Supplier",
      "On Hand",
      "Reorder Pt",
      "Unit Cost (£)",
      "Last Rcvd",
      "Lead Time (days)",
    ],
    stock.map((s) => [s.sku, s.desc, s.cat, s.supplier, s.onHand, s.reorder, s.cost, s.received, s.lead]),
  );
  const value = (ss: Stock[]) => sum(ss.map((s) => s.onHand * s.cost));

  ask("warehouse-stock-value", t, "What's the total value of stock on hand?", [value(stock)]);
  ask("warehouse-below-reorder", t, "how many skus are below their reorder point", [
    stock.filter((s) => s.onHand < s.reorder).length,
  ]);
  const lead = ranked(stock, (s) => s.supplier, (ss) => mean(ss.map((s) => s.lead)));
  ask("warehouse-longest-lead-supplier", t, "Which supplier has the longest lead time on average?", [
    noTie(lead, 0, "longest lead")[1],
  ]);
  ask("warehouse-fastener-suppliers", t, "how many diff suppliers do we use for fasteners", [
    distinct(stock.filter((s) => s.cat === "Fasteners").map((s) => s.supplier)),
  ]);
  ask("warehouse-avg-cost-not-electrical", t, "average unit cost for everything other than electrical", [
    mean(stock.filter((s) => s.cat !== "Electrical").map((s) => s.cost)),
  ]);
  ask("warehouse-rcvd-since-feb", t, "how many SKUs have been received since 1 Feb?", [
    stock.filter((s) => s.received >= "2024-02-01").length,
  ]);
  ask("warehouse-median-on-hand", t, "median qty on hand", [median(stock.map((s) => s.onHand))]);
  ask("warehouse-plumbing-share", t, "what % of our stock value is plumbing?", [
    (value(stock.filter((s) => s.cat === "Plumbing")) / value(stock)) * 100,
  ]);
  const units = ranked(stock, (s) => s.cat, (ss) => sum(ss.map((s) => s.onHand)));
  const n = units.length;
  noTie(units, n - 3, "3rd lowest category");
  ask("warehouse-bottom3-categories", t, "bottom 3 categories by units on hand - combined total?", [
    sum(units.slice(n - 3).map(([, v]) => v)),
  ]);
  ask(
    "warehouse-acme-long-lead-units",
    t,
    "total units on hand from Acme Industrial where lead time is more than 10 days",
    [sum(stock.filter((s) => s.supplier === "Acme Industrial" && s.lead > 10).map((s) => s.onHand))],
  );

  cannot("warehouse-retail-value", t, "whats the total retail value of everything in stock", "no selling price");
  cannot(
    "warehouse-turnover-hand-tools",
    t,
    "What's the stock turnover for Hand Tools this quarter?",
    "no sales or usage quantities",
  );
  cannot(
    "warehouse-units-received-feb",
    t,
    "How many units did we receive in February?",
    "no received quantities, only the last received date",
  );
  cannot("warehouse-busiest-aisle", t, "which aisle / bin location holds the most SKUs?", "no location column");
  cannot("warehouse-adhesives-expiry", t, "how many adhesives expire before the end of June", "no expiry dates");
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Gym class attendance register
// ---------------------------------------------------------------------------------------------------------------
{
  const classes: Record<string, { cap: number; instructors: string[]; pull: number }> = {
    Spin: { cap: 20, instructors: ["Marco", "Dev"], pull: 0.85 },
    Yoga: { cap: 18, instructors: ["Aisling", "Kerry-Ann"], pull: 0.75 },
    HIIT: { cap: 16, instructors: ["Dev", "Sam"], pull: 0.8 },
    Pilates: { cap: 12, instructors: ["Kerry-Ann", "Jo"], pull: 0.82 },
    Boxfit: { cap: 14, instructors: ["Sam", "Marco"], pull: 0.6 },
    Zumba: { cap: 25, instructors: ["Jo", "Aisling"], pull: 0.55 },
  };
  const slots = ["06:30", "09:30", "12:15", "18:00", "19:30"];
  const slotPull: Record<string, number> = { "06:30": 0.8, "09:30": 0.75, "12:15": 0.85, "18:00": 1.1, "19:30": 1 };
  type Session = {
    cls: string;
    instructor: string;
    date: string;
    slot: string;
    cap: number;
    booked: number;
    attended: number;
  };
  const sessions: Session[] = [];
  for (let i = 0; i < 144; i++) {
    const cls = pick(Object.keys(classes));
    const spec = classes[cls];
    const slot = pick(slots);
    const want = spec.cap * spec.pull * slotPull[slot] * (0.72 + rand() * 0.7);
    const booked = Math.max(2, Math.min(spec.cap, Math.round(want)));
    const noShow = Math.round(booked * rand() * 0.25);
    sessions.push({
      cls,
      instructor: pick(spec.instructors),
      date: randomDate("2024-01-08", "2024-04-27"),
      slot,
      cap: spec.cap,
      booked,
      attended: booked - noShow,
    });
  }
  sessions.sort((a, b) => a.date.localeCompare(b.date) || a.slot.localeCompare(b.slot));
  const t = table(
    ["Class", "Instructor", "Date", "Time Slot", "Capacity", "Booked", "Attended"],
    sessions.map((s) => [s.cls, s.instructor, s.date, s.slot, s.cap, s.booked, s.attended]),
  );
  const att = (ss: Session[]) => sum(ss.map((s) => s.attended));

  ask("gym-feb-attendance", t, "total attendance in feb?", [att(sessions.filter((s) => month(s.date) === 2))]);
  ask("gym-yoga-avg", t, "avg attendance per yoga class", [
    mean(sessions.filter((s) => s.cls === "Yoga").map((s) => s.attended)),
  ]);
  const perInstructor = [...groupBy(sessions, (s) => s.instructor).values()].map(att);
  ask("gym-instructors-over-200", t, "how many instructors had more than 200 attendees in total", [
    nonTrivialCount(perInstructor.filter((x) => x > 200).length, perInstructor.length, "instructors over 200"),
  ]);
  ask("gym-utilisation", t, "What's our overall utilisation, i.e. attended as a % of capacity?", [
    (att(sessions) / sum(sessions.map((s) => s.cap))) * 100,
  ]);
  const six = sessions.filter((s) => s.slot === "18:00");
  const sixBooked = sum(six.map((s) => s.booked));
  ask("gym-noshow-6pm", t, "no show rate for the 6pm slot", [((sixBooked - att(six)) / sixBooked) * 100]);
  const avgByClass = ranked(sessions, (s) => s.cls, (ss) => mean(ss.map((s) => s.attended)));
  ask("gym-lowest-avg-class", t, "Which class gets the lowest average turnout?", [
    noTie(avgByClass, avgByClass.length - 1, "lowest avg class")[1],
  ]);
  ask("gym-fully-booked", t, "how many sessions were fully booked", [
    sessions.filter((s) => s.booked === s.cap).length,
  ]);
  const spin = att(sessions.filter((s) => s.cls === "Spin"));
  const hiit = att(sessions.filter((s) => s.cls === "HIIT"));
  if (hiit <= spin) throw new Error("hiit vs spin: question assumes hiit is larger");
  ask("gym-hiit-vs-spin", t, "how many more ppl came to hiit than spin overall?", [hiit - spin]);
  const totalByClass = ranked(sessions, (s) => s.cls, att);
  ask("gym-2nd-class", t, "2nd most popular class by total attendance", [noTie(totalByClass, 1, "2nd class")[1]]);
  ask("gym-median-booked-not-early", t, "median bookings per session, leaving out the 6:30am classes", [
    median(sessions.filter((s) => s.slot !== "06:30").map((s) => s.booked)),
  ]);

  cannot("gym-spin-revenue", t, "How much revenue did spin classes bring in in March?", "no prices or revenue");
  cannot("gym-pilates-age", t, "avg age of people doing pilates?", "no member ages");
  cannot("gym-new-members-feb", t, "how many new members joined in Feb", "no membership sign-ups");
  cannot("gym-december", t, "What was total attendance in December?", "dates run January to April 2024 only");
  cannot("gym-aqua-aerobics", t, "average turnout for aqua aerobics", "no aqua aerobics class");
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Household budget
// ---------------------------------------------------------------------------------------------------------------
{
  type Spec = { budget: number; raise?: number; essential: boolean; spread: [number, number]; pay: string[] };
  const cats: Record<string, Spec> = {
    Rent: { budget: 1250, essential: true, spread: [1, 1], pay: ["Bank transfer"] },
    Groceries: {
      budget: 450,
      raise: 480,
      essential: true,
      spread: [0.85, 1.2],
      pay: ["Debit card", "Debit card", "Credit card"],
    },
    Utilities: { budget: 180, raise: 200, essential: true, spread: [0.7, 1.15], pay: ["Direct debit"] },
    Transport: { budget: 160, essential: true, spread: [0.75, 1.25], pay: ["Debit card", "Credit card", "Cash"] },
    Insurance: { budget: 95, essential: true, spread: [1, 1], pay: ["Direct debit"] },
    "Phone & Internet": { budget: 65, essential: true, spread: [0.98, 1.08], pay: ["Direct debit"] },
    Childcare: { budget: 600, essential: true, spread: [0.9, 1.1], pay: ["Bank transfer"] },
    "Dining Out": { budget: 150, essential: false, spread: [0.85, 1.45], pay: ["Credit card", "Debit card"] },
    Entertainment: { budget: 80, essential: false, spread: [0.5, 1.35], pay: ["Credit card", "Debit card", "Cash"] },
    Clothing: { budget: 70, essential: false, spread: [0.2, 1.6], pay: ["Credit card", "Debit card"] },
    Subscriptions: { budget: 45, essential: false, spread: [0.95, 1.05], pay: ["Credit card"] },
    Gifts: { budget: 60, essential: false, spread: [0.3, 1.5], pay: ["Credit card", "Cash"] },
  };
  type Line = {
    month: string;
    cat: string;
    budgeted: number;
    actual: number;
    pay: string;
    essential: boolean;
  };
  const lines: Line[] = [];
  for (let m = 0; m < 12; m++) {
    const y = 2023 + Math.floor((6 + m) / 12);
    const mo = ((6 + m) % 12) + 1;
    const monthDate = `${y}-${String(mo).padStart(2, "0")}-01`;
    for (const [cat, spec] of Object.entries(cats)) {
      const budgeted = spec.raise !== undefined && y === 2024 ? spec.raise : spec.budget;
      let factor = spec.spread[0] + rand() * (spec.spread[1] - spec.spread[0]);
      if (cat === "Utilities" && [11, 12, 1, 2].includes(mo)) factor += 0.3;
      if (cat === "Gifts" && mo === 12) factor += 3;
      if (cat === "Childcare" && mo === 8) factor = 0.4;
      lines.push({
        month: monthDate,
        cat,
        budgeted,
        actual: money(budgeted * factor),
        pay: pick(spec.pay),
        essential: spec.essential,
      });
    }
  }
  const t = table(
    ["Month", "Category", "Budgeted (£)", "Actual (£)", "Paid With", "Essential (Y/N)"],
    lines.map((l) => [l.month, l.cat, l.budgeted, l.actual, l.pay, l.essential ? "Y" : "N"]),
  );
  const spent = (ls: Line[]) => sum(ls.map((l) => l.actual));
  const over = (ls: Line[]) => spent(ls) - sum(ls.map((l) => l.budgeted));

  ask("budget-h1-2024-spend", t, "total actual spend H1 2024", [
    spent(lines.filter((l) => year(l.month) === 2024 && month(l.month) <= 6)),
  ]);
  ask("budget-times-over", t, "how many times did we go over budget?", [
    lines.filter((l) => l.actual > l.budgeted).length,
  ]);
  const dining = over(lines.filter((l) => l.cat === "Dining Out"));
  if (dining <= 0) throw new Error("dining out: question assumes an overspend");
  ask("budget-dining-overspend", t, "By how much did we overspend on dining out over the whole year?", [dining]);
  ask("budget-nonessential-share", t, "what percentage of our spending was non-essential", [
    (spent(lines.filter((l) => !l.essential)) / spent(lines)) * 100,
  ]);
  ask("budget-avg-groceries", t, "avg monthly grocery spend", [
    mean(lines.filter((l) => l.cat === "Groceries").map((l) => l.actual)),
  ]);
  const overByMonth = ranked(lines, (l) => l.month, over);
  ask("budget-worst-month", t, "Which month were we furthest over budget?", [noTie(overByMonth, 0, "worst month")[1]]);
  ask("budget-last-3-months", t, "how much did we spend in the last 3 months of the data", [
    spent(lines.filter((l) => l.month >= "2024-04-01")),
  ]);
  const q4 = spent(lines.filter((l) => l.month >= "2023-10-01" && l.month < "2024-01-01"));
  const q1 = spent(lines.filter((l) => l.month >= "2024-01-01" && l.month < "2024-04-01"));
  ask("budget-q4-to-q1-change", t, "% change in total spending from Q4 2023 to Q1 2024", [pctChange(q4, q1)]);
  ask("budget-credit-card-not-groceries", t, "how much went on the credit card, other than groceries?", [
    spent(lines.filter((l) => l.pay === "Credit card" && l.cat !== "Groceries")),
  ]);
  const overByCat = ranked(lines, (l) => l.cat, over);
  const catsOver = overByCat.filter(([, v]) => v > 0).length;
  ask("budget-categories-over-for-year", t, "How many categories went over budget for the year as a whole?", [
    nonTrivialCount(catsOver, overByCat.length, "categories over"),
  ]);

  cannot("budget-rent-share-of-income", t, "what % of our income goes on rent?", "no income figures");
  cannot(
    "budget-electric-bill-march",
    t,
    "How much was the electricity bill in March?",
    "utilities are not split by bill; no electricity line",
  );
  cannot("budget-groceries-vs-2022", t, "how does grocery spend compare with 2022", "no 2022 months");
  cannot("budget-top-supermarket", t, "which supermarket do we spend the most at", "no shop or payee column");
  cannot(
    "budget-credit-card-interest",
    t,
    "how much interest have we paid on the credit card?",
    "no interest or card statement figures",
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Hospital ward bed log
// ---------------------------------------------------------------------------------------------------------------
{
  const wards: Record<string, { target: number[]; age: [number, number]; readmit: number; weight: number }> = {
    Cardiology: { target: [3, 4, 5], age: [38, 92], readmit: 0.14, weight: 3 },
    Ortho: { target: [3, 5, 6], age: [19, 94], readmit: 0.15, weight: 3 },
    "Gen Med": { target: [4, 6, 7], age: [18, 96], readmit: 0.12, weight: 4 },
    Resp: { target: [5, 7, 8], age: [24, 93], readmit: 0.16, weight: 2.5 },
    "Elderly Care": { target: [8, 10, 12], age: [72, 101], readmit: 0.09, weight: 2 },
  };
  const cutoff = "2024-05-31";
  type Stay = {
    ward: string;
    ref: string;
    admitted: string;
    discharged: string | null;
    age: number;
    target: number;
    readmit: boolean;
  };
  const stays: Stay[] = [];
  const refs = new Set<string>();
  for (let i = 0; i < 138; i++) {
    const ward = weighted(Object.entries(wards).map(([w, s]) => [w, s.weight] as [string, number]));
    const spec = wards[ward];
    const target = pick(spec.target);
    const admitted = randomDate("2024-01-02", cutoff);
    const delayed = rand() < 0.05 ? 2 + rand() * 3 : 1;
    const los = Math.max(1, Math.round(target * delayed * (0.45 + rand() * rand() * 1.8)));
    const out = addDays(admitted, los);
    let ref: string;
    do ref = `PR${int(10000, 99999)}`; while (refs.has(ref));
    refs.add(ref);
    stays.push({
      ward,
      ref,
      admitted,
      discharged: out <= cutoff ? out : null,
      age: int(...spec.age),
      target,
      readmit: rand() < spec.readmit,
    });
  }
  stays.sort((a, b) => a.admitted.localeCompare(b.admitted));
  const t = table(
    ["Ward", "Patient Ref", "Admitted", "Discharged", "Age", "LOS Target (days)", "Readmission (Y/N)"],
    stays.map((s) => [s.ward, s.ref, s.admitted, s.discharged, s.age, s.target, s.readmit ? "Y" : "N"]),
  );
  const gone = stays.filter((s) => s.discharged !== null);
  const los = (s: Stay) => daysBetween(s.admitted, s.discharged as string);

  ask("ward-still-in", t, "how many patients are still on the ward?", [
    nonTrivialCount(stays.length - gone.length, stays.length, "still in"),
  ]);
  ask("ward-avg-los", t, "Average length of stay in days for patients who've been discharged", [
    mean(gone.map(los)),
  ]);
  ask("ward-over-target", t, "how many discharged patients stayed longer than their LOS target", [
    gone.filter((s) => los(s) > s.target).length,
  ]);
  const ortho = stays.filter((s) => s.ward === "Ortho");
  const orthoReadmits = nonTrivialCount(ortho.filter((s) => s.readmit).length, ortho.length, "ortho readmits");
  ask("ward-ortho-readmission-rate", t, "readmission rate for ortho?", [(orthoReadmits / ortho.length) * 100]);
  ask("ward-median-age-march", t, "median age of pts admitted in March", [
    median(stays.filter((s) => month(s.admitted) === 3).map((s) => s.age)),
  ]);
  const q1 = ranked(stays.filter((s) => quarter(s.admitted) === 1), (s) => s.ward, (ss) => ss.length);
  ask("ward-most-admissions-q1", t, "Which ward had the most admissions in Q1?", [noTie(q1, 0, "most q1")[1]]);
  ask("ward-avg-age-excl-elderly", t, "avg patient age excluding elderly care", [
    mean(stays.filter((s) => s.ward !== "Elderly Care").map((s) => s.age)),
  ]);
  ask("ward-admissions-per-day-april", t, "admissions per day in april", [
    stays.filter((s) => month(s.admitted) === 4).length / 30,
  ]);
  const readmitRates = [...groupBy(stays, (s) => s.ward).values()].map((ss) =>
    (ss.filter((s) => s.readmit).length / ss.length) * 100
  );
  ask("ward-wards-readmit-over-10", t, "how many wards have a readmission rate above 10%", [
    nonTrivialCount(readmitRates.filter((r) => r > 10).length, readmitRates.length, "wards over 10%"),
  ]);
  const jan = stays.filter((s) => month(s.admitted) === 1).length;
  const feb = stays.filter((s) => month(s.admitted) === 2).length;
  ask("ward-jan-feb-change", t, "% change in admisions from Jan to Feb", [pctChange(jan, feb)]);

  cannot(
    "ward-cost-per-bed-day",
    t,
    "What's the average cost per bed day on Cardiology?",
    "no cost figures",
  );
  cannot(
    "ward-occupancy-gen-med",
    t,
    "bed occupancy % for Gen Med in May",
    "no bed numbers or ward capacity",
  );
  cannot("ward-consultant-los", t, "Which consultant has the longest average LOS?", "no consultant column");
  cannot("ward-deaths-resp", t, "how many patients died on resp", "no discharge outcome or deaths");
  cannot("ward-los-by-sex", t, "avg LOS men vs women", "no sex or gender column");
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Freelance translation jobs
// ---------------------------------------------------------------------------------------------------------------
{
  const clients: Record<string, { pairs: string[]; weight: number; premium: number }> = {
    "Lexica GmbH": { pairs: ["DE>EN", "EN>DE"], weight: 5, premium: 0 },
    "Nordic Legal AB": { pairs: ["DE>EN", "FR>EN"], weight: 2, premium: 0.02 },
    "Maison Dubois": { pairs: ["FR>EN"], weight: 3, premium: 0.01 },
    "Pérez & Asociados": { pairs: ["ES>EN"], weight: 2.5, premium: 0 },
    "Bright Apps Ltd": { pairs: ["EN>DE", "EN>FR"], weight: 2, premium: -0.01 },
    "Studio Verde": { pairs: ["IT>EN"], weight: 1.5, premium: 0 },
    "Hoffmann Pharma": { pairs: ["DE>EN"], weight: 1.5, premium: 0.03 },
  };
  const baseRate: Record<string, number> = {
    "DE>EN": 0.11,
    "EN>DE": 0.13,
    "FR>EN": 0.1,
    "ES>EN": 0.09,
    "IT>EN": 0.1,
    "EN>FR": 0.12,
  };
  const cutoff = "2024-06-28";
  type Job = {
    client: string;
    pair: string;
    words: number;
    rate: number;
    received: string;
    delivered: string | null;
    due: string;
    invoiced: number | null;
    paid: boolean;
  };
  const jobs: Job[] = [];
  for (let i = 0; i < 74; i++) {
    const client = weighted(Object.entries(clients).map(([c, s]) => [c, s.weight] as [string, number]));
    const spec = clients[client];
    const pair = pick(spec.pairs);
    const words = weighted<number>([[int(250, 1500), 4], [int(1500, 5000), 4], [int(5000, 14000), 2]]);
    const rate = money(baseRate[pair] + spec.premium + int(-1, 1) * 0.005);
    const received = randomDate("2024-01-08", cutoff, true);
    const allowed = 2 + Math.ceil(words / 1800) + int(0, 3);
    const due = addDays(received, allowed);
    const took = Math.max(1, allowed + weighted<number>([[int(-3, -1), 6], [0, 3], [int(1, 4), 2]]));
    const out = addDays(received, took);
    const delivered = out <= cutoff ? out : null;
    const invoiced = delivered === null ? null : Math.max(50, money(words * rate));
    const paid = delivered !== null && (daysBetween(delivered, cutoff) > 30 || rand() < 0.5);
    jobs.push({ client, pair, words, rate, received, delivered, due, invoiced, paid });
  }
  jobs.sort((a, b) => a.received.localeCompare(b.received));
  const t = table(
    ["Client", "Lang Pair", "Words", "Rate/word (€)", "Recv'd", "Delivered", "Due", "Invoiced (€)", "Paid?"],
    jobs.map((
      j,
    ) => [j.client, j.pair, j.words, j.rate, j.received, j.delivered, j.due, j.invoiced, j.paid ? "Y" : "N"]),
  );
  const invoiced = (js: Job[]) => sum(js.map((j) => j.invoiced ?? 0));
  const done = jobs.filter((j) => j.delivered !== null);

  ask("translation-total-invoiced", t, "total invoiced so far", [invoiced(jobs)]);
  if (jobs.filter((j) => j.invoiced !== null && !j.paid).length < 3) throw new Error("too few unpaid invoices");
  ask("translation-still-owed", t, "how much money am I still owed on invoices not paid yet?", [
    invoiced(jobs.filter((j) => !j.paid)),
  ]);
  ask("translation-late-jobs", t, "How many jobs did I deliver after the due date?", [
    done.filter((j) => (j.delivered as string) > j.due).length,
  ]);
  ask("translation-avg-turnaround", t, "avg turnaround in days from receiving a job to delivering it", [
    mean(done.map((j) => daysBetween(j.received, j.delivered as string))),
  ]);
  const wordsByClient = ranked(jobs, (j) => j.client, (js) => sum(js.map((j) => j.words)));
  ask("translation-top-client-words", t, "which client sent me the most words?", [
    noTie(wordsByClient, 0, "top words")[1],
  ]);
  ask("translation-avg-rate-de-en", t, "Average rate per word for German to English jobs", [
    mean(jobs.filter((j) => j.pair === "DE>EN").map((j) => j.rate)),
  ]);
  ask("translation-not-delivered", t, "how many jobs are still in progress (not delivered yet)", [
    nonTrivialCount(jobs.length - done.length < 3 ? 0 : jobs.length - done.length, jobs.length, "in progress"),
  ]);
  ask("translation-words-since-may", t, "words recieved since 1 May", [
    sum(jobs.filter((j) => j.received >= "2024-05-01").map((j) => j.words)),
  ]);
  ask("translation-lexica-share", t, "what % of my invoicing came from Lexica", [
    (invoiced(jobs.filter((j) => j.client === "Lexica GmbH")) / invoiced(jobs)) * 100,
  ]);
  const byInvoiced = ranked(jobs, (j) => j.client, invoiced);
  const m = byInvoiced.length;
  noTie(byInvoiced, m - 3, "3rd lowest client");
  ask("translation-bottom3-clients", t, "bottom 3 clients by amount invoiced, combined", [
    sum(byInvoiced.slice(m - 3).map(([, v]) => v)),
  ]);

  cannot("translation-hourly-rate", t, "what's my effective hourly rate?", "no hours worked");
  cannot(
    "translation-legal-vs-medical",
    t,
    "How much do I make on legal vs medical translation?",
    "no subject or domain column",
  );
  cannot("translation-2023-total", t, "total invoiced in 2023", "jobs start in January 2024");
  cannot("translation-babel-words", t, "how many words has Babel Partners sent me", "no client called Babel Partners");
  cannot(
    "translation-days-to-pay",
    t,
    "On average how many days do clients take to pay me?",
    "no payment dates, only a paid Y/N",
  );
}

const out = new URL("./held-out-10.json", import.meta.url);
await Deno.writeTextFile(out, JSON.stringify(items, null, 2) + "\n");
console.log(
  `wrote ${items.length} items (${items.filter((i) => i.unanswerable).length} unanswerable) to ${out.pathname}`,
);
