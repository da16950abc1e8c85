/**
 * Builds held-out-8.json: six tables of kinds small businesses keep (fleet maintenance, holiday-let bookings,
 * support tickets, clinic appointments, a freelancer's time sheet, a sales pipeline), each with fifteen questions in
 * the words spreadsheet users type, five of which the table cannot answer. Every table is drawn from a seeded
 * generator and every expected figure is computed from the cells below, never typed by hand.
 *
 * Run: node_modules/.bin/deno run -A api/src/generation/analysis/dev-set/make-held-out-8.ts
 */
import { seededRandom } from "../../../../test/seeded-random.ts";

type Cell = string | number | boolean | null;

interface Question {
  slug: string;
  question: string;
  figures?: number[];
  unanswerable?: string;
}

interface Item {
  id: string;
  table: { columns: string[]; rows: Cell[][] };
  question: string;
  expect: { figures: number[] };
  unanswerable?: string;
}

const SEED = 8888;

// ---------------------------------------------------------------------------------------------------------------
// Helpers

function generator(offset: number) {
  const rand = seededRandom(SEED + offset);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const weighted = <T>(pairs: readonly (readonly [T, number])[]): T => {
    const total = pairs.reduce((a, [, w]) => a + w, 0);
    let r = rand() * total;
    for (const [v, w] of pairs) {
      r -= w;
      if (r < 0) return v;
    }
    return pairs[pairs.length - 1][0];
  };
  const between = (lo: number, hi: number) => lo + rand() * (hi - lo);
  return { rand, int, pick, weighted, between };
}

const DAY = 86_400_000;
const toTime = (s: string) => Date.parse(`${s}T00:00:00Z`);
const fmtDate = (t: number) => new Date(t).toISOString().slice(0, 10);
const addDays = (s: string, n: number) => fmtDate(toTime(s) + n * DAY);
const daysBetween = (a: string, b: string) => Math.round((toTime(b) - toTime(a)) / DAY);
const monthOf = (s: string) => Number(s.slice(5, 7));
const isWeekday = (s: string) => {
  const d = new Date(toTime(s)).getUTCDay();
  return d !== 0 && d !== 6;
};
const inRange = (s: string, from: string, to: string) => s >= from && s <= to;
const cents = (x: number) => Math.round(x * 100) / 100;

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
function mean(xs: number[]): number {
  if (xs.length === 0) throw new Error("mean of nothing");
  return sum(xs) / xs.length;
}
function median(xs: number[]): number {
  if (xs.length === 0) throw new Error("median of nothing");
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
}
const pct = (part: number, whole: number) => {
  if (whole === 0) throw new Error("share of nothing");
  return (part / whole) * 100;
};
const change = (from: number, to: number) => {
  if (from === 0) throw new Error("change from nothing");
  return ((to - from) / from) * 100;
};
const distinct = <T>(xs: T[]) => new Set(xs).size;
function count<T>(rows: T[], keep: (r: T) => boolean): number {
  const n = rows.filter(keep).length;
  if (n === 0) throw new Error("a filter kept no rows");
  return n;
}
/** Removes floating-point dust (0.1 + 0.2) without rounding the figure to fewer decimals than it has. */
const tidy = (x: number) => Number(x.toPrecision(12));

/** Groups, scores each group, and returns the score at 1-based rank, checking no tie blurs that rank. */
function rankedValue<T>(rows: T[], key: (r: T) => string, score: (rs: T[]) => number, rank: number): number {
  const groups = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const scored = [...groups.entries()].map(([k, rs]) => [k, score(rs)] as const).sort((a, b) => b[1] - a[1]);
  const i = rank - 1;
  if (i >= scored.length) throw new Error(`rank ${rank} of ${scored.length} groups`);
  const v = scored[i][1];
  if ((i > 0 && scored[i - 1][1] === v) || (i + 1 < scored.length && scored[i + 1][1] === v)) {
    throw new Error(`tie at rank ${rank}: ${JSON.stringify(scored)}`);
  }
  return v;
}

const items: Item[] = [];

function addTable(kind: string, columns: string[], rows: Cell[][], questions: Question[], absent: string[]) {
  if (rows.length < 40 || rows.length > 150) throw new Error(`${kind}: ${rows.length} rows`);
  if (questions.length !== 15) throw new Error(`${kind}: ${questions.length} questions`);
  const unanswerable = questions.filter((q) => q.unanswerable).length;
  if (unanswerable !== 5) throw new Error(`${kind}: ${unanswerable} unanswerable`);
  for (const row of rows) if (row.length !== columns.length) throw new Error(`${kind}: ragged row`);
  // Names an unanswerable question asks about must truly be missing from the table.
  const cells = new Set(rows.flat().filter((c) => typeof c === "string").map((c) => (c as string).toLowerCase()));
  for (const name of absent) if (cells.has(name.toLowerCase())) throw new Error(`${kind}: ${name} is present`);
  for (const q of questions) {
    const figures = (q.figures ?? []).map(tidy);
    if (q.unanswerable && figures.length > 0) throw new Error(`${kind}-${q.slug}: figures on unanswerable`);
    if (!q.unanswerable && figures.length === 0) throw new Error(`${kind}-${q.slug}: no figures`);
    for (const f of figures) if (!Number.isFinite(f)) throw new Error(`${kind}-${q.slug}: ${f}`);
    const item: Item = { id: `${kind}-${q.slug}`, table: { columns, rows }, question: q.question, expect: { figures } };
    if (q.unanswerable) item.unanswerable = q.unanswerable;
    items.push(item);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Fleet maintenance log

{
  const g = generator(1);
  const fleet = [
    { reg: "YK21 BXT", type: "Van", depot: "Leeds" },
    { reg: "YK21 BXU", type: "Van", depot: "Leeds" },
    { reg: "YJ70 HGD", type: "HGV", depot: "Leeds" },
    { reg: "YC19 MRO", type: "Car", depot: "Leeds" },
    { reg: "WU22 FPL", type: "Van", depot: "Bristol" },
    { reg: "WR68 KTE", type: "HGV", depot: "Bristol" },
    { reg: "WP20 ZNC", type: "HGV", depot: "Bristol" },
    { reg: "WM23 AOV", type: "Car", depot: "Bristol" },
    { reg: "LV72 RJD", type: "Van", depot: "Croydon" },
    { reg: "LB19 XSW", type: "Van", depot: "Croydon" },
    { reg: "LN21 GGA", type: "HGV", depot: "Croydon" },
    { reg: "LT70 PEY", type: "Car", depot: "Croydon" },
    { reg: "LK22 DHM", type: "Van", depot: "Croydon" },
  ].map((v) => ({
    ...v,
    startOdo: v.type === "HGV"
      ? g.int(80_000, 250_000)
      : v.type === "Van"
      ? g.int(20_000, 60_000)
      : g.int(15_000, 45_000),
    dailyMiles: v.type === "HGV" ? g.between(160, 230) : v.type === "Van" ? g.between(50, 80) : g.between(30, 50),
  }));
  const labourRate: Record<string, number> = { Leeds: 62, Bristol: 68, Croydon: 75 };
  const services = [
    { name: "Routine Service", w: 30, hrs: [1.5, 3], parts: [60, 220] },
    { name: "Tyres", w: 20, hrs: [0.5, 1.5], parts: [180, 900] },
    { name: "Brakes", w: 15, hrs: [1.5, 4], parts: [120, 480] },
    { name: "MOT", w: 12, hrs: [0.5, 1], parts: [0, 60] },
    { name: "Electrical", w: 12, hrs: [1, 5], parts: [30, 350] },
    { name: "Bodywork", w: 11, hrs: [2, 8], parts: [100, 1200] },
  ] as const;

  interface Job {
    no: string;
    date: string;
    reg: string;
    type: string;
    depot: string;
    service: string;
    odo: number;
    hrs: number;
    parts: number;
    labour: number;
    total: number;
    warranty: string;
    status: string;
  }
  const dates = Array.from(
    { length: 96 },
    () => addDays("2024-01-02", g.int(0, daysBetween("2024-01-02", "2024-08-30"))),
  )
    .sort();
  const jobs: Job[] = dates.map((date, i) => {
    const v = g.pick(fleet);
    const s = g.weighted(services.map((x) => [x, x.w] as const));
    const heavy = v.type === "HGV" ? 1.6 : 1;
    const hrs = Math.max(0.25, Math.round(g.between(s.hrs[0], s.hrs[1]) * heavy * 4) / 4);
    const parts = s.name === "MOT" && g.rand() < 0.5 ? 0 : cents(g.between(s.parts[0], s.parts[1]) * heavy);
    const labour = cents(hrs * labourRate[v.depot]);
    const late = date >= "2024-08-15";
    return {
      no: `J-${2401 + i}`,
      date,
      reg: v.reg,
      type: v.type,
      depot: v.depot,
      service: s.name,
      odo: Math.round(v.startOdo + daysBetween("2024-01-01", date) * v.dailyMiles + g.int(-40, 40)),
      hrs,
      parts,
      labour,
      total: cents(parts + labour),
      warranty: g.rand() < 0.15 ? "Yes" : "No",
      status: late ? g.weighted([["Completed", 2], ["Awaiting Parts", 1], ["In Progress", 1]] as const) : "Completed",
    };
  });
  const columns = [
    "Job No",
    "Date",
    "Vehicle Reg",
    "Vehicle Type",
    "Depot",
    "Service Type",
    "Odometer (mi)",
    "Labour Hrs",
    "Parts Cost (£)",
    "Labour Cost (£)",
    "Total Cost (£)",
    "Under Warranty",
    "Status",
  ];
  const rows = jobs.map((j) => [
    j.no,
    j.date,
    j.reg,
    j.type,
    j.depot,
    j.service,
    j.odo,
    j.hrs,
    j.parts,
    j.labour,
    j.total,
    j.warranty,
    j.status,
  ]);
  const total = (js: Job[]) => sum(js.map((j) => j.total));
  const q1 = jobs.filter((j) => inRange(j.date, "2024-01-01", "2024-03-31"));
  const q2 = jobs.filter((j) => inRange(j.date, "2024-04-01", "2024-06-30"));
  const h1 = jobs.filter((j) => inRange(j.date, "2024-01-01", "2024-06-30"));
  const hgv = jobs.filter((j) => j.type === "HGV");
  const tyres = jobs.filter((j) => j.service === "Tyres");
  const croydonVansSinceMay = jobs.filter((j) => j.depot === "Croydon" && j.type === "Van" && j.date >= "2024-05-01");
  if (croydonVansSinceMay.length === 0) throw new Error("no Croydon vans since May");
  const mots = jobs.filter((j) => j.service === "MOT");
  if (mots.length === 0) throw new Error("no MOTs");

  addTable("fleet", columns, rows, [
    {
      slug: "q2-total",
      question: "What did we spend in total on vehicle maintenance in Q2 2024?",
      figures: [total(q2)],
    },
    {
      slug: "top-depot",
      question: "Which depot had the highest total maintenance cost?",
      figures: [rankedValue(jobs, (j) => j.depot, total, 1)],
    },
    { slug: "hgv-avg-hrs", question: "avg labour hrs per job on the HGVs?", figures: [mean(hgv.map((j) => j.hrs))] },
    {
      slug: "brakes-no-warranty",
      question: "How many brake jobs did we have that were NOT under warranty?",
      figures: [count(jobs, (j) => j.service === "Brakes" && j.warranty === "No")],
    },
    {
      slug: "parts-share",
      question: "What percentage of our total maintenance spend went on parts?",
      figures: [pct(sum(jobs.map((j) => j.parts)), total(jobs))],
    },
    {
      slug: "second-costliest-vehicle",
      question: "Which vehicle reg has cost us the 2nd most in maintenance overall?",
      figures: [rankedValue(jobs, (j) => j.reg, total, 2)],
    },
    { slug: "tyre-median", question: "median total cost of a tyre job", figures: [median(tyres.map((j) => j.total))] },
    {
      slug: "q1-to-q2-change",
      question: "By what % did total maintenance costs change from Q1 to Q2?",
      figures: [change(total(q1), total(q2))],
    },
    {
      slug: "croydon-vans-labour-since-may",
      question: "How much labour cost have the vans at Croydon run up since 1 May?",
      figures: [sum(croydonVansSinceMay.map((j) => j.labour))],
    },
    {
      slug: "avg-monthly-h1",
      question: "What was our average monthly maintenance spend over the first half of 2024?",
      figures: [total(h1) / 6],
    },
    {
      slug: "fuel-leeds",
      question: "How much did the Leeds depot spend on fuel?",
      unanswerable: "fuel costs (only maintenance costs are logged)",
    },
    {
      slug: "garage-labour",
      question: "Which garage charged us the most for labour?",
      unanswerable: "the garage or supplier that did each job",
    },
    {
      slug: "downtime",
      question: "On average how many days was a van off the road per repair?",
      unanswerable: "dates vehicles went back into service (downtime)",
    },
    {
      slug: "driver-repairs",
      question: "Which driver's vehicle needed the most repairs?",
      unanswerable: "driver names",
    },
    {
      slug: "missing-reg",
      question: "What have we spent on YK19 LMN so far this year?",
      unanswerable: "a vehicle with reg YK19 LMN",
    },
  ], ["YK19 LMN"]);
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Holiday-let bookings

{
  const g = generator(2);
  const properties = [
    { name: "Sea View Cottage", town: "Whitby", base: 145, maxGuests: 4, cleaning: 45 },
    { name: "Harbour Flat", town: "Whitby", base: 110, maxGuests: 3, cleaning: 35 },
    { name: "The Old Barn", town: "Keswick", base: 185, maxGuests: 6, cleaning: 65 },
    { name: "Lakeside Lodge", town: "Keswick", base: 210, maxGuests: 8, cleaning: 75 },
    { name: "Mill House", town: "Hebden Bridge", base: 130, maxGuests: 5, cleaning: 50 },
    { name: "Loft 4", town: "York", base: 95, maxGuests: 2, cleaning: 30 },
  ];
  const season: Record<number, number> = { 6: 1.1, 7: 1.3, 8: 1.3, 9: 1.1 };
  interface Booking {
    ref: string;
    property: string;
    town: string;
    bookedOn: string;
    checkIn: string;
    checkOut: string;
    nights: number;
    guests: number;
    rate: number;
    cleaning: number;
    total: number;
    channel: string;
    cancelled: string;
    review: number | null;
  }
  const stays: Omit<Booking, "ref">[] = [];
  for (const p of properties) {
    let day = addDays("2024-03-01", g.int(0, 6));
    while (true) {
      const nights = g.int(2, 7);
      const checkOut = addDays(day, nights);
      if (day > "2024-10-31") break;
      const rate = Math.round(p.base * (season[monthOf(day)] ?? 1) * g.between(0.95, 1.05));
      const cancelled = g.rand() < 0.08 ? "Y" : "N";
      stays.push({
        property: p.name,
        town: p.town,
        bookedOn: addDays(day, -g.int(3, 120)),
        checkIn: day,
        checkOut,
        nights,
        guests: g.int(1, p.maxGuests),
        rate,
        cleaning: p.cleaning,
        total: nights * rate + p.cleaning,
        channel: g.weighted([["Airbnb", 40], ["Booking.com", 25], ["Direct", 25], ["Vrbo", 10]] as const),
        cancelled,
        review: cancelled === "N" && g.rand() < 0.7 ? g.weighted([[5, 6], [4, 3], [3, 1]] as const) : null,
      });
      day = addDays(checkOut, g.int(2, 14));
    }
  }
  const bookings: Booking[] = stays
    .sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.property.localeCompare(b.property))
    .map((b, i) => ({ ref: `BK-${1001 + i}`, ...b }));
  const columns = [
    "Booking Ref",
    "Property",
    "Town",
    "Booked On",
    "Check-in",
    "Check-out",
    "Guests",
    "Nightly Rate (£)",
    "Cleaning Fee (£)",
    "Total (£)",
    "Channel",
    "Cancelled",
    "Review Score",
  ];
  const rows = bookings.map((b) => [
    b.ref,
    b.property,
    b.town,
    b.bookedOn,
    b.checkIn,
    b.checkOut,
    b.guests,
    b.rate,
    b.cleaning,
    b.total,
    b.channel,
    b.cancelled,
    b.review,
  ]);
  const live = bookings.filter((b) => b.cancelled === "N");
  const revenue = (bs: Booking[]) => sum(bs.map((b) => b.total));
  const byCheckInMonth = (m: number) => live.filter((b) => monthOf(b.checkIn) === m);
  const oldBarn = live.filter((b) => b.property === "The Old Barn");

  // Nights "in Q3": pick a property whose stays do not straddle the quarter's edges, so counting by check-in and
  // counting nights that fall in the quarter agree.
  const q3Nights = (name: string) => {
    const mine = live.filter((b) => b.property === name);
    const byCheckIn = sum(mine.filter((b) => inRange(b.checkIn, "2024-07-01", "2024-09-30")).map((b) => b.nights));
    let inQuarter = 0;
    for (const b of mine) {
      for (let i = 0; i < b.nights; i++) if (inRange(addDays(b.checkIn, i), "2024-07-01", "2024-09-30")) inQuarter++;
    }
    return byCheckIn === inQuarter ? byCheckIn : null;
  };
  const q3Property = properties.map((p) => p.name).find((n) => q3Nights(n) !== null);
  if (!q3Property) throw new Error("every property straddles Q3");

  addTable("rental", columns, rows, [
    {
      slug: "july-revenue",
      question: "Total revenue for July check-ins, excluding cancelled bookings?",
      figures: [revenue(byCheckInMonth(7))],
    },
    {
      slug: "avg-stay",
      question: "What's the average length of stay in nights? Ignore the cancelled ones.",
      figures: [mean(live.map((b) => daysBetween(b.checkIn, b.checkOut)))],
    },
    {
      slug: "top-property",
      question: "Which property earned us the most money (not counting cancellations)?",
      figures: [rankedValue(live, (b) => b.property, revenue, 1)],
    },
    {
      slug: "airbnb-share",
      question: "What percentage of all bookings came through Airbnb?",
      figures: [pct(count(bookings, (b) => b.channel === "Airbnb"), bookings.length)],
    },
    {
      slug: "keswick-big-groups",
      question: "how many bookings in Keswick were for 4 or more guests",
      figures: [count(bookings, (b) => b.town === "Keswick" && b.guests >= 4)],
    },
    {
      slug: "lead-time-median",
      question: "What's the median number of days between the booking date and check-in?",
      figures: [median(bookings.map((b) => daysBetween(b.bookedOn, b.checkIn)))],
    },
    {
      slug: "q3-nights",
      question: `How many nights was ${q3Property} booked in Q3, leaving out cancelled bookings?`,
      figures: [q3Nights(q3Property)!],
    },
    {
      slug: "second-channel",
      question: "Which channel brought in the second highest revnue, excl. cancellations?",
      figures: [rankedValue(live, (b) => b.channel, revenue, 2)],
    },
    {
      slug: "june-to-august-growth",
      question:
        "By how much % did revenue grow from June to August? Go by check-in month and leave out cancelled stays.",
      figures: [change(revenue(byCheckInMonth(6)), revenue(byCheckInMonth(8)))],
    },
    {
      slug: "old-barn-per-night",
      question:
        "What did The Old Barn make per booked night on average, not including cleaning fees or cancelled bookings?",
      figures: [sum(oldBarn.map((b) => b.nights * b.rate)) / sum(oldBarn.map((b) => b.nights))],
    },
    {
      slug: "airbnb-commission",
      question: "How much commission did we pay Airbnb in total?",
      unanswerable: "platform commission or fees paid",
    },
    {
      slug: "repeat-guests",
      question: "How many of the bookings were from repeat guests?",
      unanswerable: "guest names or IDs",
    },
    {
      slug: "summer-2023",
      question: "What was our total revenue for summer 2023?",
      unanswerable: "2023 bookings (stays run March to October 2024)",
    },
    {
      slug: "rose-cottage",
      question: "How many nights was Rose Cottage booked in August?",
      unanswerable: "a property called Rose Cottage",
    },
    {
      slug: "net-profit",
      question: "What's our net profit per booking after cleaning and maintenance costs?",
      unanswerable: "costs (the cleaning fee is charged to guests; no cost columns)",
    },
  ], ["Rose Cottage"]);
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Support-ticket log

{
  const g = generator(3);
  const customerNames = [
    "Brightpath Ltd",
    "Cobalt Analytics",
    "Dunmore Foods",
    "Elm & Oak",
    "Fernhill Dental",
    "Glasshouse Media",
    "Halcyon Travel",
    "Ironbridge Ltd",
    "Juniper Health",
    "Kestrel Freight",
    "Lumen Labs",
    "Marlow Estates",
    "Northgate Legal",
    "Orchard Retail",
    "Pinecrest School",
    "Quayside Bistro",
    "Redwood Capital",
    "Saltmarsh Studio",
    "Tidewater Energy",
    "Upland Outdoors",
    "Vantage Print",
    "Willowby Care",
    "Yardley Motors",
    "Zest Kitchens",
    "Ashdown Partners",
    "Bramble Books",
    "Cresta Insurance",
    "Driftwood Cafe",
  ];
  const customers = customerNames.map((name) => ({
    name,
    plan: g.weighted([["Free", 30], ["Pro", 45], ["Enterprise", 25]] as const),
  }));
  const agents = [["Tom", 24], ["Aisha", 14], ["Marco", 22], ["Chen", 20], ["Laura", 20]] as const;
  const closeDays: Record<string, [number, number]> = {
    Urgent: [0, 3],
    High: [0, 6],
    Medium: [1, 12],
    Low: [2, 20],
  };
  interface Ticket {
    no: string;
    opened: string;
    closed: string | null;
    customer: string;
    plan: string;
    category: string;
    priority: string;
    agent: string;
    status: string;
    escalated: string;
    csat: number | null;
    replies: number;
  }
  const opened = Array.from(
    { length: 138 },
    () => addDays("2024-02-01", g.int(0, daysBetween("2024-02-01", "2024-07-31"))),
  )
    .sort();
  const tickets: Ticket[] = opened.map((date, i) => {
    const c = g.pick(customers);
    const priority = g.weighted([["Low", 30], ["Medium", 40], ["High", 20], ["Urgent", 10]] as const);
    const [lo, hi] = closeDays[priority];
    const wouldClose = addDays(date, g.int(lo, hi));
    const resolved = g.rand() < 0.92 && wouldClose <= "2024-07-31";
    const serious = priority === "High" || priority === "Urgent";
    return {
      no: `TCK-${4101 + i}`,
      opened: date,
      closed: resolved ? wouldClose : null,
      customer: c.name,
      plan: c.plan,
      category: g.weighted(
        [["Billing", 20], ["Login", 20], ["Bug", 30], ["Feature Request", 10], ["Integration", 20]] as const,
      ),
      priority,
      agent: g.weighted(agents),
      status: resolved ? "Closed" : g.pick(["Open", "Pending"]),
      escalated: g.rand() < (serious ? 0.35 : 0.08) ? "Yes" : "No",
      csat: resolved && g.rand() < 0.65 ? g.weighted([[5, 5], [4, 4], [3, 2], [2, 1], [1, 1]] as const) : null,
      replies: g.int(1, 12),
    };
  });
  const columns = [
    "Ticket #",
    "Opened",
    "Closed",
    "Customer",
    "Plan",
    "Category",
    "Priority",
    "Agent",
    "Status",
    "Escalated?",
    "CSAT (1-5)",
    "Replies",
  ];
  const rows = tickets.map((
    t,
  ) => [
    t.no,
    t.opened,
    t.closed,
    t.customer,
    t.plan,
    t.category,
    t.priority,
    t.agent,
    t.status,
    t.escalated,
    t.csat,
    t.replies,
  ]);
  const closed = tickets.filter((t) => t.closed !== null);
  const resolution = (t: Ticket) => daysBetween(t.opened, t.closed!);
  const csats = (ts: Ticket[]) => ts.map((t) => t.csat).filter((x): x is number => x !== null);

  addTable("tickets", columns, rows, [
    {
      slug: "still-open",
      question: "How many tickets are still unresolved, i.e. have no closed date?",
      figures: [count(tickets, (t) => t.closed === null)],
    },
    {
      slug: "avg-resolution",
      question: "Average time to resolve a ticket in days, for the ones that are closed?",
      figures: [mean(closed.map(resolution))],
    },
    {
      slug: "top-agent",
      question: "Which agent has closed the most tickets?",
      figures: [rankedValue(closed, (t) => t.agent, (ts) => ts.length, 1)],
    },
    {
      slug: "urgent-median",
      question: "median days to close an urgent ticket",
      figures: [median(closed.filter((t) => t.priority === "Urgent").map(resolution))],
    },
    {
      slug: "escalation-rate",
      question: "What percent of tickets got escalted?",
      figures: [pct(count(tickets, (t) => t.escalated === "Yes"), tickets.length)],
    },
    {
      slug: "enterprise-csat",
      question: "Avg CSAT for customers on the Enterprise plan?",
      figures: [mean(csats(tickets.filter((t) => t.plan === "Enterprise")))],
    },
    {
      slug: "billing-may",
      question: "How many billing tickets were opened in May?",
      figures: [count(tickets, (t) => t.category === "Billing" && monthOf(t.opened) === 5)],
    },
    {
      slug: "per-day-q2",
      question: "On average how many tickets did we get per day in Q2?",
      figures: [tickets.filter((t) => inRange(t.opened, "2024-04-01", "2024-06-30")).length / 91],
    },
    {
      slug: "bug-customers",
      question: "How many different customers have reported a bug?",
      figures: [distinct(tickets.filter((t) => t.category === "Bug").map((t) => t.customer))],
    },
    {
      slug: "serious-not-free",
      question: "How many High or Urgent priority tickets came from customers who aren't on the Free plan?",
      figures: [
        count(tickets, (t) => (t.priority === "High" || t.priority === "Urgent") && t.plan !== "Free"),
      ],
    },
    {
      slug: "first-response",
      question: "What's our average first response time in hours?",
      unanswerable: "first-response times",
    },
    {
      slug: "channel",
      question: "Which channel (email, chat or phone) brings in the most tickets?",
      unanswerable: "the contact channel of each ticket",
    },
    {
      slug: "germany",
      question: "How many tickets came from customers based in Germany?",
      unanswerable: "customer country or location",
    },
    {
      slug: "priya-csat",
      question: "What's Priya's average CSAT score?",
      unanswerable: "an agent named Priya",
    },
    {
      slug: "arr-at-risk",
      question: "What's the total ARR of customers that have open tickets?",
      unanswerable: "customer revenue / ARR",
    },
  ], ["Priya"]);
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Clinic appointments

{
  const g = generator(4);
  const clinicians = [
    { name: "Dr Patel", dept: "Dental" },
    { name: "Dr Morgan", dept: "Dental" },
    { name: "Sam Reyes", dept: "Physio" },
    { name: "Lucy Clarke", dept: "Physio" },
    { name: "Anna Novak", dept: "Podiatry" },
  ];
  const durations: Record<string, Record<string, number>> = {
    Dental: { "New": 45, "Follow-up": 30, "Review": 20 },
    Physio: { "New": 60, "Follow-up": 45, "Review": 30 },
    Podiatry: { "New": 40, "Follow-up": 30, "Review": 20 },
  };
  const fees: Record<string, Record<string, number>> = {
    Dental: { "New": 120, "Follow-up": 85, "Review": 60 },
    Physio: { "New": 95, "Follow-up": 75, "Review": 55 },
    Podiatry: { "New": 80, "Follow-up": 65, "Review": 45 },
  };
  const patients = Array.from({ length: 72 }, (_, i) => ({
    id: `P${1001 + i}`,
    dept: g.weighted([["Dental", 45], ["Physio", 38], ["Podiatry", 17]] as const),
    insured: g.rand() < 0.45 ? "Yes" : "No",
  }));
  interface Appt {
    id: string;
    date: string;
    time: string;
    patient: string;
    clinician: string;
    dept: string;
    type: string;
    mins: number;
    fee: number | null;
    insurance: string;
    attended: string;
  }
  const weekdays: string[] = [];
  for (let d = "2024-01-08"; d <= "2024-08-30"; d = addDays(d, 1)) if (isWeekday(d)) weekdays.push(d);
  const slots = Array.from(
    { length: 16 },
    (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
  );
  const raw = Array.from({ length: 142 }, () => ({ date: g.pick(weekdays), time: g.pick(slots) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
  const appts: Appt[] = raw.map(({ date, time }, i) => {
    const p = g.pick(patients);
    const c = g.pick(clinicians.filter((x) => x.dept === p.dept));
    const type = g.weighted([["New", 30], ["Follow-up", 50], ["Review", 20]] as const);
    const attended = g.rand() < 0.88 ? "Yes" : "No";
    return {
      id: `A${5001 + i}`,
      date,
      time,
      patient: p.id,
      clinician: c.name,
      dept: p.dept,
      type,
      mins: durations[p.dept][type],
      fee: attended === "Yes" ? fees[p.dept][type] + g.pick([0, 0, 0, 15, 25]) : null,
      insurance: p.insured,
      attended,
    };
  });
  const columns = [
    "Appt ID",
    "Appt Date",
    "Time",
    "Patient ID",
    "Clinician",
    "Dept",
    "Appt Type",
    "Duration (mins)",
    "Fee ($)",
    "Insurance",
    "Attended",
  ];
  const rows = appts.map((a) => [
    a.id,
    a.date,
    a.time,
    a.patient,
    a.clinician,
    a.dept,
    a.type,
    a.mins,
    a.fee,
    a.insurance,
    a.attended,
  ]);
  const feeSum = (as: Appt[]) => sum(as.map((a) => a.fee ?? 0));
  const april = appts.filter((a) => monthOf(a.date) === 4);
  const attended = appts.filter((a) => a.attended === "Yes");
  const attendedIn = (from: string, to: string) => attended.filter((a) => inRange(a.date, from, to)).length;

  addTable("clinic", columns, rows, [
    {
      slug: "april-no-show-rate",
      question: "What was our no-show rate in April?",
      figures: [pct(count(april, (a) => a.attended === "No"), april.length)],
    },
    {
      slug: "h1-fees",
      question: "Total fees taken in the first half of 2024?",
      figures: [feeSum(appts.filter((a) => inRange(a.date, "2024-01-01", "2024-06-30")))],
    },
    {
      slug: "top-clinician",
      question: "Which clinician had the most attended appointments?",
      figures: [rankedValue(attended, (a) => a.clinician, (as) => as.length, 1)],
    },
    {
      slug: "physio-avg-length",
      question: "average appointment length for physio, in mins",
      figures: [mean(appts.filter((a) => a.dept === "Physio").map((a) => a.mins))],
    },
    {
      slug: "dental-patients",
      question: "How many different patients have had a dental appointment?",
      figures: [distinct(appts.filter((a) => a.dept === "Dental").map((a) => a.patient))],
    },
    {
      slug: "insured-share",
      question: "What share of our fee income came from insured patients?",
      figures: [pct(feeSum(appts.filter((a) => a.insurance === "Yes")), feeSum(appts))],
    },
    {
      slug: "follow-ups-not-patel",
      question: "How many follow-up appts were there, not counting Dr Patel's?",
      figures: [count(appts, (a) => a.type === "Follow-up" && a.clinician !== "Dr Patel")],
    },
    {
      slug: "new-median-fee",
      question: "What's the median fee for a new patient appointment?",
      figures: [median(appts.filter((a) => a.type === "New" && a.fee !== null).map((a) => a.fee!))],
    },
    {
      slug: "busiest-month",
      question: "Which month had the most appointments booked?",
      figures: [rankedValue(appts, (a) => a.date.slice(0, 7), (as) => as.length, 1)],
    },
    {
      slug: "q1-q2-attended-growth",
      question: "How much did attended appointments grow from Q1 to Q2, in %?",
      figures: [change(attendedIn("2024-01-01", "2024-03-31"), attendedIn("2024-04-01", "2024-06-30"))],
    },
    {
      slug: "referral-wait",
      question: "What's the average wait in days from referral to a patient's first appointment?",
      unanswerable: "referral dates",
    },
    {
      slug: "over-65",
      question: "How many appointments were for patients aged over 65?",
      unanswerable: "patient age or date of birth",
    },
    {
      slug: "insurer",
      question: "Which insurer paid us the most in fees?",
      unanswerable: "insurer names (Insurance is only yes/no)",
    },
    {
      slug: "okafor-march",
      question: "How many patients did Dr Okafor see in March?",
      unanswerable: "a clinician named Dr Okafor",
    },
    {
      slug: "profit-after-pay",
      question: "What's our profit per appointment after paying the clinicians?",
      unanswerable: "clinician pay or other costs",
    },
  ], ["Dr Okafor"]);
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Freelancer's time and invoices

{
  const g = generator(5);
  const clients = [
    { name: "Northwind Ltd", code: "NW", rate: 85, projects: ["Website Redesign", "Brand Refresh"], w: 28 },
    { name: "Bluebird Studio", code: "BB", rate: 70, projects: ["App UI", "Icon Set", "Pitch Deck"], w: 24 },
    { name: "Acme Logistics", code: "AL", rate: 95, projects: ["Tracking Dashboard"], w: 20 },
    { name: "Greenleaf Co-op", code: "GL", rate: 60, projects: ["Newsletter Templates", "Annual Report"], w: 16 },
    { name: "Harbor & Pike", code: "HP", rate: 90, projects: ["E-commerce Build"], w: 12 },
  ];
  interface Entry {
    date: string;
    client: string;
    project: string;
    task: string;
    hrs: number;
    rate: number;
    amt: number;
    billable: string;
    invoice: string | null;
    paid: string | null;
  }
  const entries: Entry[] = [];
  for (let d = "2024-01-02"; d <= "2024-09-27"; d = addDays(d, 1)) {
    if (!isWeekday(d) || g.rand() >= 0.5) continue;
    const n = g.rand() < 0.3 ? 2 : 1;
    for (let k = 0; k < n; k++) {
      const c = g.weighted(clients.map((x) => [x, x.w] as const));
      const task = g.weighted(
        [["Design", 30], ["Development", 25], ["Meetings", 15], ["Revisions", 15], ["Admin", 8], [
          "Research",
          7,
        ]] as const,
      );
      const billable = task === "Admin" ? "N" : g.rand() < (task === "Meetings" ? 0.7 : 0.92) ? "Y" : "N";
      const hrs = Math.round(g.between(0.5, task === "Meetings" || task === "Admin" ? 2 : 6) * 4) / 4;
      const rate = c.name === "Northwind Ltd" && d >= "2024-07-01" ? 90 : c.rate;
      entries.push({
        date: d,
        client: c.name,
        project: g.pick(c.projects),
        task,
        hrs,
        rate,
        amt: billable === "Y" ? cents(hrs * rate) : 0,
        billable,
        invoice: null,
        paid: null,
      });
    }
  }
  // One invoice per client per month, January to August; September is not invoiced yet.
  const invoiceKeys = [
    ...new Set(
      entries.filter((e) => e.billable === "Y" && monthOf(e.date) <= 8).map((e) =>
        `${e.date.slice(0, 7)}|${clients.findIndex((c) => c.name === e.client)}`
      ),
    ),
  ].sort();
  const invoiceNo = new Map(invoiceKeys.map((k, i) => [k, `INV-${String(41 + i).padStart(3, "0")}`]));
  const invoicePaid = new Map(
    invoiceKeys.map((k) => {
      const m = Number(k.slice(5, 7));
      return [k, m <= 6 ? "Yes" : g.rand() < (m === 7 ? 0.7 : 0.3) ? "Yes" : "No"];
    }),
  );
  for (const e of entries) {
    if (e.billable !== "Y") continue;
    const key = `${e.date.slice(0, 7)}|${clients.findIndex((c) => c.name === e.client)}`;
    e.invoice = invoiceNo.get(key) ?? null;
    e.paid = invoicePaid.get(key) ?? "No";
  }
  const columns = ["Date", "Client", "Project", "Task", "Hrs", "Rate €/hr", "Amt €", "Billable", "Invoice #", "Paid"];
  const rows = entries.map((e) => [
    e.date,
    e.client,
    e.project,
    e.task,
    e.hrs,
    e.rate,
    e.amt,
    e.billable,
    e.invoice,
    e.paid,
  ]);
  const hours = (es: Entry[]) => sum(es.map((e) => e.hrs));
  const billed = (es: Entry[]) => sum(es.map((e) => e.amt));
  const between = (from: string, to: string) => entries.filter((e) => inRange(e.date, from, to));

  addTable("freelance", columns, rows, [
    {
      slug: "march-hours",
      question: "How many hours did I log in March?",
      figures: [hours(entries.filter((e) => monthOf(e.date) === 3))],
    },
    {
      slug: "acme-since-may",
      question: "How much have I billed Acme Logistics since 1 May?",
      figures: [billed(entries.filter((e) => e.client === "Acme Logistics" && e.date >= "2024-05-01"))],
    },
    {
      slug: "top-client",
      question: "Which cleint have I earned the most from?",
      figures: [rankedValue(entries, (e) => e.client, billed, 1)],
    },
    {
      slug: "non-billable-pct",
      question: "What % of my hours were non-billable?",
      figures: [pct(hours(entries.filter((e) => e.billable === "N")), hours(entries))],
    },
    {
      slug: "effective-rate",
      question: "What's my effective hourly rate once non-billable time is included?",
      figures: [billed(entries) / hours(entries)],
    },
    {
      slug: "unpaid",
      question: "How much am I still owed — billable work that hasn't been paid?",
      figures: [billed(entries.filter((e) => e.paid === "No"))],
    },
    {
      slug: "hours-per-day",
      question: "On the days I actually worked, how many hrs did I average per day?",
      figures: [hours(entries) / distinct(entries.map((e) => e.date))],
    },
    {
      slug: "invoice-count",
      question: "How many invoices have I sent out so far?",
      figures: [distinct(entries.map((e) => e.invoice).filter((x) => x !== null))],
    },
    {
      slug: "second-task",
      question: "Which type of task took up the second most hours?",
      figures: [rankedValue(entries, (e) => e.task, hours, 2)],
    },
    {
      slug: "q1-q2-growth",
      question: "What was the % change in my billings from Q1 to Q2?",
      figures: [change(billed(between("2024-01-01", "2024-03-31")), billed(between("2024-04-01", "2024-06-30")))],
    },
    {
      slug: "profit-after-expenses",
      question: "What was my profit in Q2 after expenses?",
      unanswerable: "expenses",
    },
    {
      slug: "days-to-pay",
      question: "On average how many days do clients take to pay an invoice?",
      unanswerable: "invoice and payment dates (Paid is only yes/no)",
    },
    {
      slug: "stark-hours",
      question: "How many hours have I logged for Stark Industries?",
      unanswerable: "a client named Stark Industries",
    },
    {
      slug: "over-budget",
      question: "Which project has gone furthest over budget?",
      unanswerable: "project budgets",
    },
    {
      slug: "vat-q1",
      question: "How much VAT did I charge clients in Q1?",
      unanswerable: "VAT or tax amounts",
    },
  ], ["Stark Industries"]);
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Sales-rep pipeline

{
  const g = generator(6);
  const repsByRegion: Record<string, string[]> = {
    NA: ["Hannah Lee", "Marcus Grant"],
    EMEA: ["Sofia Ruiz", "Owen Hughes"],
    APAC: ["Mei Tanaka"],
    LATAM: ["Diego Alves"],
  };
  const accountNames = [
    "Apex Robotics",
    "Bayside Medical",
    "Carver & Sons",
    "Delta Freightways",
    "Evergreen Schools",
    "Foxglove Pharma",
    "Granite Bank",
    "Horizon Hotels",
    "Indigo Apparel",
    "Jetstream Air",
    "Keystone Builders",
    "Lighthouse Media",
    "Meridian Foods",
    "Nimbus Cloudworks",
    "Oakridge Council",
    "Polar Logistics",
    "Quantum Metrics",
    "Riverside Clinics",
    "Summit Outdoor",
    "Trellis Agritech",
    "Unity Telecom",
    "Vertex Mining",
    "Westfield Retail",
    "Xeno Biotech",
    "Yellowstone Energy",
    "Zenith Insurance",
    "Atlas Shipping",
    "Beacon Labs",
    "Cedar Hospitality",
    "Dynamo Sports",
    "Echo Acoustics",
    "Falcon Security",
    "Gemini Travel",
    "Harvest Markets",
    "Ivory Interiors",
    "Juno Fintech",
    "Kinetic Motors",
    "Lotus Wellness",
    "Mosaic Publishing",
    "Nova Solar",
  ];
  const accounts = accountNames.map((name) => ({
    name,
    region: g.weighted([["NA", 35], ["EMEA", 35], ["APAC", 18], ["LATAM", 12]] as const),
  }));
  const probability: Record<string, number> = {
    "Prospecting": 10,
    "Qualified": 25,
    "Proposal": 50,
    "Negotiation": 75,
    "Closed Won": 100,
    "Closed Lost": 0,
  };
  interface Deal {
    id: string;
    account: string;
    rep: string;
    region: string;
    product: string;
    stage: string;
    value: number;
    prob: number;
    created: string;
    expectedClose: string;
    source: string;
  }
  const created = Array.from(
    { length: 112 },
    () => addDays("2024-01-02", g.int(0, daysBetween("2024-01-02", "2024-09-30"))),
  )
    .sort();
  const deals: Deal[] = created.map((date, i) => {
    const a = g.pick(accounts);
    const product = g.weighted([["Core", 45], ["Pro", 35], ["Enterprise", 20]] as const);
    const value = product === "Core"
      ? g.int(50, 250) * 100
      : product === "Pro"
      ? g.int(200, 600) * 100
      : g.int(600, 2500) * 100;
    const source = g.weighted([["Inbound", 35], ["Outbound", 25], ["Referral", 20], ["Event", 20]] as const);
    const age = daysBetween(date, "2024-10-01");
    const closed = g.rand() < (age > 120 ? 0.85 : age > 60 ? 0.5 : 0.15);
    const stage = closed
      ? g.rand() < (source === "Referral" ? 0.55 : 0.4) ? "Closed Won" : "Closed Lost"
      : age > 60
      ? g.weighted([["Qualified", 2], ["Proposal", 3], ["Negotiation", 3]] as const)
      : g.weighted([["Prospecting", 3], ["Qualified", 3], ["Proposal", 2], ["Negotiation", 1]] as const);
    const cycle = product === "Enterprise" ? g.int(60, 200) : g.int(30, 150);
    return {
      id: `D-${1001 + i}`,
      account: a.name,
      rep: g.pick(repsByRegion[a.region]),
      region: a.region,
      product,
      stage,
      value,
      prob: probability[stage],
      created: date,
      expectedClose: addDays(date, cycle),
      source,
    };
  });
  const columns = [
    "Deal ID",
    "Account",
    "Rep",
    "Region",
    "Product",
    "Stage",
    "Deal Value ($)",
    "Prob %",
    "Created",
    "Expected Close",
    "Lead Source",
  ];
  const rows = deals.map((d) => [
    d.id,
    d.account,
    d.rep,
    d.region,
    d.product,
    d.stage,
    d.value,
    d.prob,
    d.created,
    d.expectedClose,
    d.source,
  ]);
  const value = (ds: Deal[]) => sum(ds.map((d) => d.value));
  const won = deals.filter((d) => d.stage === "Closed Won");
  const lost = deals.filter((d) => d.stage === "Closed Lost");
  const open = deals.filter((d) => !d.stage.startsWith("Closed"));

  addTable("pipeline", columns, rows, [
    { slug: "won-total", question: "What's the total value of our Closed Won deals?", figures: [value(won)] },
    {
      slug: "win-rate",
      question: "What's our win rate, i.e. won deals as a % of all closed deals (won + lost)?",
      figures: [pct(won.length, won.length + lost.length)],
    },
    {
      slug: "top-open-rep",
      question: "Which rep has the biggest open pipeline (deals not yet won or lost)?",
      figures: [rankedValue(open, (d) => d.rep, value, 1)],
    },
    {
      slug: "weighted-open",
      question: "weighted value of the open pipeline? (deal value x prob)",
      figures: [sum(open.map((d) => (d.value * d.prob) / 100))],
    },
    {
      slug: "referral-won-avg",
      question: "avg deal vlaue for won deals that came from referrals",
      figures: [mean(won.filter((d) => d.source === "Referral").map((d) => d.value))],
    },
    {
      slug: "emea-negotiation",
      question: "How many EMEA deals are in negotiation right now?",
      figures: [count(deals, (d) => d.region === "EMEA" && d.stage === "Negotiation")],
    },
    {
      slug: "won-accounts",
      question: "How many distinct accounts have we won business from?",
      figures: [distinct(won.map((d) => d.account))],
    },
    {
      slug: "q3-not-outbound",
      question: "How many deals were created in Q3, excluding outbound ones?",
      figures: [count(deals, (d) => inRange(d.created, "2024-07-01", "2024-09-30") && d.source !== "Outbound")],
    },
    {
      slug: "enterprise-cycle",
      question: "On average how many days are there between Created and Expected Close for Enterprise deals?",
      figures: [
        mean(deals.filter((d) => d.product === "Enterprise").map((d) => daysBetween(d.created, d.expectedClose))),
      ],
    },
    {
      slug: "second-region-won",
      question: "Which region has the second-highest closed won revenue?",
      figures: [rankedValue(won, (d) => d.region, value, 2)],
    },
    {
      slug: "commission",
      question: "How much commission do we owe the reps on won deals?",
      unanswerable: "commission rates or amounts",
    },
    {
      slug: "industry-win-rate",
      question: "Which industry has the highest win rate?",
      unanswerable: "account industry",
    },
    {
      slug: "lost-on-price",
      question: "How many deals did we lose to a competitor on price?",
      unanswerable: "loss reasons or competitors",
    },
    {
      slug: "q4-2023",
      question: "What was closed won revenue in Q4 2023?",
      unanswerable: "2023 deals (created dates are 2024)",
    },
    {
      slug: "jordan-pipeline",
      question: "What's Jordan Blake's total pipeline value?",
      unanswerable: "a rep named Jordan Blake",
    },
  ], ["Jordan Blake"]);
}

// ---------------------------------------------------------------------------------------------------------------
// Write: one item per block, one row per line, so the file reads and diffs well.

const out = items.map((item) => {
  const rows = item.table.rows.map((r) => `        ${JSON.stringify(r)}`).join(",\n");
  const lines = [
    `    "id": ${JSON.stringify(item.id)},`,
    `    "table": {\n      "columns": ${
      JSON.stringify(item.table.columns)
    },\n      "rows": [\n${rows}\n      ]\n    },`,
    `    "question": ${JSON.stringify(item.question)},`,
    `    "expect": ${JSON.stringify(item.expect)}${item.unanswerable ? "," : ""}`,
  ];
  if (item.unanswerable) lines.push(`    "unanswerable": ${JSON.stringify(item.unanswerable)}`);
  return `  {\n${lines.join("\n")}\n  }`;
});
const path = new URL("./held-out-8.json", import.meta.url);
await Deno.writeTextFile(path, `[\n${out.join(",\n")}\n]\n`);
const sizes = new Map<string, number>();
for (const i of items) sizes.set(i.id.split("-")[0], i.table.rows.length);
console.log(
  `${items.length} items, ${items.filter((i) => i.unanswerable).length} unanswerable`,
  Object.fromEntries(sizes),
);
