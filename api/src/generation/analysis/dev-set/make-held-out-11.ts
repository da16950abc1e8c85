/**
 * Builds held-out-11.json: six spreadsheet-style tables generated with a seeded generator and 90 questions about
 * them (30 of which the table cannot answer). Every expected figure is computed from the cells below.
 *
 * Run: node_modules/.bin/deno run -A api/src/generation/analysis/dev-set/make-held-out-11.ts
 */
import { seededRandom } from "../../../../test/seeded-random.ts";

type Cell = string | number | null;
type Row = Cell[];
interface Table {
  columns: string[];
  rows: Row[];
}
interface Item {
  id: string;
  table: Table;
  question: string;
  expect: { figures: number[] };
  unanswerable?: string;
}

const rand = seededRandom(1111);
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const weighted = <T>(xs: readonly [T, number][]): T => {
  const total = xs.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [x, w] of xs) {
    r -= w;
    if (r < 0) return x;
  }
  return xs[xs.length - 1][0];
};
const money = (x: number) => Math.round(x * 100) / 100;

const DAY = 86_400_000;
const toDate = (s: string) => new Date(s + "T00:00:00Z");
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (s: string, n: number) => iso(new Date(toDate(s).getTime() + n * DAY));
const daysBetween = (a: string, b: string) => Math.round((toDate(b).getTime() - toDate(a).getTime()) / DAY);
const randomDate = (from: string, to: string) => addDays(from, int(0, daysBetween(from, to)));
const month = (s: string) => Number(s.slice(5, 7));
const year = (s: string) => Number(s.slice(0, 4));
const quarter = (s: string) => Math.ceil(month(s) / 3);

const sum = (xs: number[]) => money(xs.reduce((s, x) => s + x, 0));
const rawSum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const mean = (xs: number[]) => {
  if (xs.length === 0) throw new Error("mean of nothing");
  return rawSum(xs) / xs.length;
};
const median = (xs: number[]) => {
  if (xs.length === 0) throw new Error("median of nothing");
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const pct = (part: number, whole: number) => (100 * part) / whole;
const pctChange = (from: number, to: number) => (100 * (to - from)) / from;

/** Per-group aggregate. */
function groupBy<T>(rows: T[], key: (r: T) => string, agg: (rs: T[]) => number): Map<string, number> {
  const groups = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return new Map([...groups].map(([k, rs]) => [k, agg(rs)]));
}
/** Groups ordered by value, highest first; throws when the ranks asked about are tied. */
function ranked(m: Map<string, number>, checkRanks: number): [string, number][] {
  const s = [...m].sort((a, b) => b[1] - a[1]);
  for (let i = 0; i < checkRanks && i + 1 < s.length; i++) {
    if (Math.abs(s[i][1] - s[i + 1][1]) < 1e-9) throw new Error(`tie in ranking: ${JSON.stringify(s)}`);
  }
  return s;
}
const top = (m: Map<string, number>) => ranked(m, 1)[0];
const bottom = (m: Map<string, number>) => {
  const s = [...m].sort((a, b) => a[1] - b[1]);
  if (s.length > 1 && Math.abs(s[0][1] - s[1][1]) < 1e-9) throw new Error(`tie at bottom: ${JSON.stringify(s)}`);
  return s[0];
};

const items: Item[] = [];
function makeAdder(prefix: string, table: Table) {
  return {
    ask(slug: string, question: string, figures: number[]) {
      for (const f of figures) if (!Number.isFinite(f)) throw new Error(`${prefix}-${slug}: bad figure ${f}`);
      items.push({ id: `${prefix}-${slug}`, table, question, expect: { figures } });
    },
    cannot(slug: string, question: string, lacks: string) {
      items.push({ id: `${prefix}-${slug}`, table, question, expect: { figures: [] }, unanswerable: lacks });
    },
  };
}

// ---------------------------------------------------------------- car rental
{
  const branches = ["Heathrow", "Manchester Airport", "Edinburgh", "Bristol Temple Meads", "Leeds City"] as const;
  const classes: [string, number, number][] = [
    ["Economy", 24, 34],
    ["Compact", 30, 42],
    ["Intermediate", 38, 52],
    ["SUV", 55, 79],
    ["Premium", 80, 120],
    ["Van", 60, 85],
  ];
  interface Booking {
    ref: string;
    branch: string;
    cls: string;
    pickUp: string;
    ret: string;
    rate: number;
    extras: number;
    total: number;
    cust: string;
    damage: string;
  }
  const bookings: Booking[] = [];
  const n = 128;
  for (let i = 0; i < n; i++) {
    const [cls, lo, hi] = pick(classes);
    const pickUp = randomDate("2024-01-03", "2024-09-26");
    const days = weighted([[1, 3], [2, 4], [3, 5], [4, 4], [5, 3], [7, 3], [10, 1], [14, 1]] as [number, number][]);
    const rate = money(int(lo * 2, hi * 2) / 2 - (rand() < 0.5 ? 0.01 : 0));
    const extras = rand() < 0.45 ? 0 : pick([12.5, 15, 25, 30, 45, 60, 72.5, 90, 110]);
    bookings.push({
      ref: `BK-${24000 + i * 7 + int(0, 6)}`,
      branch: weighted(branches.map((b, j) => [b, [5, 4, 3, 2, 2][j]] as [string, number])),
      cls,
      pickUp,
      ret: addDays(pickUp, days),
      rate,
      extras,
      total: money(days * rate + extras),
      cust: weighted([["Retail", 6], ["Corporate", 3], ["Insurance Replacement", 1]] as [string, number][]),
      damage: rand() < 0.13 ? "Y" : "N",
    });
  }
  bookings.sort((a, b) => a.pickUp.localeCompare(b.pickUp));
  const table: Table = {
    columns: [
      "Booking Ref",
      "Branch",
      "Car Class",
      "Pick-up Date",
      "Return Date",
      "Daily Rate (£)",
      "Extras £",
      "Total £",
      "Cust. Type",
      "Damage Reported (Y/N)",
    ],
    rows: bookings.map((b) => [b.ref, b.branch, b.cls, b.pickUp, b.ret, b.rate, b.extras, b.total, b.cust, b.damage]),
  };
  const q = makeAdder("car-rental", table);
  const len = (b: Booking) => daysBetween(b.pickUp, b.ret);

  q.ask("total-revenue", "What's the total £ across all bookings?", [sum(bookings.map((b) => b.total))]);
  q.ask(
    "avg-suv-rate",
    "average daily rate for SUVs?",
    [mean(bookings.filter((b) => b.cls === "SUV").map((b) => b.rate))],
  );
  q.ask(
    "damage-not-heathrow",
    "How many bookings had damage reported at branches other than Heathrow?",
    [bookings.filter((b) => b.damage === "Y" && b.branch !== "Heathrow").length],
  );
  {
    const q2 = groupBy(
      bookings.filter((b) => quarter(b.pickUp) === 2),
      (b) => b.branch,
      (rs) => sum(rs.map((b) => b.total)),
    );
    q.ask("top-branch-q2", "which branch brought in the most revenue in Q2 (by pick-up date)?", [top(q2)[1]]);
  }
  q.ask("avg-rental-length", "On average how many days is a rental, pick-up to return?", [mean(bookings.map(len))]);
  q.ask(
    "corporate-share",
    "what % of bookings were corporate customers",
    [pct(bookings.filter((b) => b.cust === "Corporate").length, bookings.length)],
  );
  q.ask(
    "median-since-15-march",
    "Median booking total for pick-ups since 15 March",
    [median(bookings.filter((b) => b.pickUp >= "2024-03-15").map((b) => b.total))],
  );
  q.ask(
    "extras-over-day-rate",
    "How many bookings had extras costing more than one day's rental rate?",
    [bookings.filter((b) => b.extras > b.rate).length],
  );
  {
    const totals = bookings.map((b) => b.total).sort((a, b) => b - a);
    if (totals[2] === totals[1] || totals[2] === totals[3]) throw new Error("car 3rd highest tie");
    q.ask("third-highest-total", "whats the 3rd biggest single booking total", [totals[2]]);
  }
  {
    const mar = sum(bookings.filter((b) => month(b.pickUp) === 3).map((b) => b.total));
    const apr = sum(bookings.filter((b) => month(b.pickUp) === 4).map((b) => b.total));
    q.ask("mar-apr-change", "% change in revenue from March to April?", [pctChange(mar, apr), mar, apr]);
  }
  q.cannot(
    "avg-fuel-charge",
    "What's the average refuelling charge per booking?",
    "no fuel or refuelling charge column (extras are a single lump sum)",
  );
  q.cannot(
    "revenue-by-agent",
    "Which sales agent took the most bookings?",
    "no sales agent / staff column",
  );
  q.cannot(
    "bookings-2023",
    "how many bookings did Edinburgh have in 2023",
    "the data only covers 2024",
  );
  q.cannot(
    "gatwick-revenue",
    "Total revenue for the Gatwick branch?",
    "there is no Gatwick branch in the table",
  );
  q.cannot(
    "avg-mileage",
    "average miles driven per rental for premium cars",
    "no mileage column",
  );
}

// ---------------------------------------------------------------- event tickets
{
  const events: { name: string; venue: string; date: string; base: number }[] = [
    { name: "Spring Jazz Night", venue: "Corn Exchange", date: "2024-04-20", base: 28 },
    { name: "Comedy Gala", venue: "Town Hall", date: "2024-05-31", base: 22 },
    { name: "Midsummer Folk Fest", venue: "Riverside Park", date: "2024-06-22", base: 35 },
    { name: "Symphony Under the Stars", venue: "Riverside Park", date: "2024-08-10", base: 42 },
    { name: "Indie Showcase", venue: "The Warehouse", date: "2024-09-14", base: 18 },
    { name: "Autumn Food & Drink Fair", venue: "Corn Exchange", date: "2024-10-12", base: 15 },
    { name: "Christmas Panto", venue: "Town Hall", date: "2024-12-14", base: 20 },
  ];
  const types: [string, number, number][] = [["Standard", 1, 6], ["Concession", 0.75, 2], ["VIP", 2.2, 1]];
  interface Order {
    no: number;
    event: string;
    venue: string;
    orderDate: string;
    eventDate: string;
    type: string;
    qty: number;
    price: number;
    fee: number;
    refunded: string;
  }
  const orders: Order[] = [];
  for (let i = 0; i < 142; i++) {
    const ev = pick(events);
    const [type, mult] = weighted(types.map((t) => [t, t[2]] as [[string, number, number], number]));
    const orderDate = addDays(ev.date, -int(1, 90));
    const qty = weighted([[1, 3], [2, 6], [3, 2], [4, 3], [5, 1], [6, 1]] as [number, number][]);
    orders.push({
      no: 0,
      event: ev.name,
      venue: ev.venue,
      orderDate: orderDate < "2024-02-01" ? "2024-02-01" : orderDate,
      eventDate: ev.date,
      type,
      qty,
      price: money(Math.round(ev.base * mult) - 0.5),
      fee: money(qty * pick([1.25, 1.5, 1.75])),
      refunded: rand() < 0.08 ? "Y" : "N",
    });
  }
  orders.sort((a, b) => a.orderDate.localeCompare(b.orderDate));
  orders.forEach((o, i) => (o.no = 100201 + i * 3 + (i % 2)));
  const table: Table = {
    columns: [
      "Order No",
      "Event",
      "Venue",
      "Order Date",
      "Event Date",
      "Ticket Type",
      "Qty",
      "Price Each £",
      "Booking Fee (£)",
      "Refunded?",
    ],
    rows: orders.map((
      o,
    ) => [o.no, o.event, o.venue, o.orderDate, o.eventDate, o.type, o.qty, o.price, o.fee, o.refunded]),
  };
  const q = makeAdder("event-tickets", table);
  const kept = orders.filter((o) => o.refunded === "N");
  const gross = (o: Order) => o.qty * o.price;

  q.ask("tickets-not-refunded", "how many tickets sold, not counting refunded orders?", [
    rawSum(kept.map((o) => o.qty)),
  ]);
  q.ask(
    "vip-revenue",
    "Total ticket revenue (qty x price each) from VIP tickets",
    [sum(orders.filter((o) => o.type === "VIP").map(gross))],
  );
  q.ask(
    "fees-h2",
    "booking fees collected in H2 (orders placed Jul-Dec)?",
    [sum(orders.filter((o) => month(o.orderDate) >= 7).map((o) => o.fee))],
  );
  {
    const byEvent = groupBy(orders, (o) => o.event, (rs) => rawSum(rs.map((o) => o.qty)));
    q.ask("fewest-tickets-event", "Which event sold the fewest tickets?", [bottom(byEvent)[1]]);
  }
  q.ask(
    "refund-rate",
    "What percentage of orders were refunded?",
    [pct(orders.filter((o) => o.refunded === "Y").length, orders.length)],
  );
  q.ask(
    "avg-lead-time",
    "avg number of days between order date and event date",
    [mean(orders.map((o) => daysBetween(o.orderDate, o.eventDate)))],
  );
  q.ask("distinct-venues", "how many diffrent venues are there?", [new Set(orders.map((o) => o.venue)).size]);
  {
    const byEvent = ranked(groupBy(orders, (o) => o.event, (rs) => sum(rs.map(gross))), 2);
    q.ask(
      "top2-events-revenue",
      "Combined ticket revenue (qty × price) of the top 2 events",
      [money(byEvent[0][1] + byEvent[1][1])],
    );
  }
  q.ask(
    "big-orders-apr-jun",
    "How many orders placed between April and June were for 4 or more tickets?",
    [orders.filter((o) => month(o.orderDate) >= 4 && month(o.orderDate) <= 6 && o.qty >= 4).length],
  );
  {
    const fee = rawSum(orders.map((o) => o.fee));
    const tickets = rawSum(orders.map((o) => o.qty));
    q.ask("fee-per-ticket", "average booking fee per ticket?", [fee / tickets]);
  }
  q.cannot(
    "attendance",
    "How many ticket holders actually turned up to the Comedy Gala?",
    "no attendance / scan-in data",
  );
  q.cannot(
    "by-channel",
    "Split of ticket sales online vs box office",
    "no sales channel column",
  );
  q.cannot(
    "buyer-age",
    "whats the average age of people buying VIP tickets",
    "no customer age column",
  );
  q.cannot(
    "ed-sheeran",
    "How many tickets did the Ed Sheeran tribute night sell?",
    "there is no such event in the log",
  );
  q.cannot(
    "sales-2022",
    "Total ticket revenue for 2022 events?",
    "the log only covers 2024",
  );
}

// ---------------------------------------------------------------- dental billing
{
  const dentists = ["Dr Okafor", "Dr Hughes", "Dr Lindqvist", "Dr Mehta"] as const;
  const treatments: [string, number, number, number][] = [
    // name, NHS fee, private fee range low, high
    ["Check-up", 26.8, 45, 65],
    ["Scale & Polish", 26.8, 60, 85],
    ["Filling", 73.5, 120, 190],
    ["Root Canal", 73.5, 450, 720],
    ["Extraction", 73.5, 150, 260],
    ["Crown", 319.1, 650, 950],
    ["X-ray", 26.8, 35, 55],
  ];
  interface Invoice {
    inv: string;
    patient: string;
    dentist: string;
    treatment: string;
    date: string;
    fee: number;
    scheme: string;
    paid: string | null;
  }
  const patients = Array.from({ length: 64 }, (_, i) => `P${String(3100 + i * 13).padStart(5, "0")}`);
  const patientScheme = new Map(patients.map((p) => [p, rand() < 0.55 ? "NHS" : "Private"]));
  const invoices: Invoice[] = [];
  for (let i = 0; i < 134; i++) {
    const [treatment, nhsFee, lo, hi] = weighted(
      treatments.map((t, j) => [t, [6, 4, 5, 1.5, 2, 1.2, 2][j]] as [typeof t, number]),
    );
    const patient = pick(patients);
    const scheme = patientScheme.get(patient)!;
    const date = randomDate("2024-02-01", "2024-07-31");
    const unpaid = rand() < (date >= "2024-07-01" ? 0.4 : 0.12);
    let paid: string | null = unpaid ? null : addDays(date, weighted([[0, 5], [int(1, 14), 3], [int(15, 45), 2]]));
    if (paid && paid > "2024-08-09") paid = null;
    invoices.push({
      inv: "",
      patient,
      dentist: pick(dentists),
      treatment,
      date,
      fee: scheme === "NHS" ? nhsFee : money(int(lo, hi)),
      scheme,
      paid,
    });
  }
  invoices.sort((a, b) => a.date.localeCompare(b.date));
  invoices.forEach((v, i) => (v.inv = `INV-${5520 + i}`));
  const table: Table = {
    columns: ["Invoice", "Patient ID", "Dentist", "Treatment", "Date", "Fee (£)", "NHS/Private", "Paid date"],
    rows: invoices.map((v) => [v.inv, v.patient, v.dentist, v.treatment, v.date, v.fee, v.scheme, v.paid]),
  };
  const q = makeAdder("dental-billing", table);
  const unpaid = invoices.filter((v) => v.paid === null);

  q.ask("unpaid-total", "How much is still owed? (total fees unpaid)", [sum(unpaid.map((v) => v.fee))]);
  q.ask("unpaid-count", "no. of invoices not paid yet", [unpaid.length]);
  q.ask(
    "avg-private-fee",
    "Average fee for private patients",
    [mean(invoices.filter((v) => v.scheme === "Private").map((v) => v.fee))],
  );
  {
    const mar = groupBy(
      invoices.filter((v) => month(v.date) === 3),
      (v) => v.dentist,
      (rs) => sum(rs.map((v) => v.fee)),
    );
    q.ask("top-dentist-march", "which dentist billed the most in March?", [top(mar)[1]]);
  }
  q.ask("distinct-patients", "how many unique patients do we have on here", [
    new Set(invoices.map((v) => v.patient)).size,
  ]);
  q.ask(
    "avg-days-to-pay",
    "For paid invoices, how many days on average between treatment date and paid date?",
    [mean(invoices.filter((v) => v.paid !== null).map((v) => daysBetween(v.date, v.paid!)))],
  );
  q.ask(
    "nhs-share",
    "What share of total fees comes from NHS work, as a %?",
    [pct(rawSum(invoices.filter((v) => v.scheme === "NHS").map((v) => v.fee)), rawSum(invoices.map((v) => v.fee)))],
  );
  q.ask(
    "median-private-crown",
    "median fee for a private crown",
    [median(invoices.filter((v) => v.treatment === "Crown" && v.scheme === "Private").map((v) => v.fee))],
  );
  {
    const perPatient = groupBy(invoices, (v) => v.patient, (rs) => rs.length);
    q.ask(
      "patients-over-2-invoices",
      "How many patients have more than 2 invoices?",
      [[...perPatient.values()].filter((c) => c > 2).length],
    );
  }
  {
    const total = (d: string) => sum(invoices.filter((v) => v.dentist === d).map((v) => v.fee));
    const [more, less] = ["Dr Hughes", "Dr Mehta"].sort((a, b) => total(b) - total(a));
    q.ask(
      "hughes-vs-mehta",
      `how much more has ${more} billed than ${less} in total?`,
      [money(total(more) - total(less)), total(more), total(less)],
    );
  }
  q.cannot(
    "missed-appointments",
    "How many appointments were missed (DNA) in May?",
    "no appointment attendance / DNA data",
  );
  q.cannot(
    "by-surgery",
    "Which surgery location brought in the most fees?",
    "no surgery / location column",
  );
  q.cannot(
    "appointment-length",
    "Average appointment length for root canals in minutes",
    "no appointment duration column",
  );
  q.cannot(
    "dr-patel",
    "total fees billed by Dr Patel",
    "there is no Dr Patel in the sheet",
  );
  q.cannot(
    "insurer-claims",
    "How much did we claim from Denplan vs other insurers?",
    "no insurer / payment plan column",
  );
}

// ---------------------------------------------------------------- construction tasks
{
  const phases: [string, string[]][] = [
    ["Groundworks", ["Site clearance", "Excavation", "Drainage runs", "Foundations pour", "Ground beams"]],
    ["Frame", ["Steel erection", "Blockwork ground floor", "Blockwork first floor", "Floor slabs", "Scaffold"]],
    ["Envelope", ["Roof trusses", "Roof covering", "Windows install", "External cladding", "Guttering"]],
    ["MEP", ["1st fix electrics", "1st fix plumbing", "HVAC ductwork", "2nd fix electrics", "2nd fix plumbing"]],
    ["Fit-out", ["Plastering", "Screed", "Joinery", "Kitchen install", "Decorating", "Flooring"]],
  ];
  const contractors: Record<string, string[]> = {
    Groundworks: ["Hadley Civils", "Norton Groundworks"],
    Frame: ["Kestrel Build", "Hadley Civils"],
    Envelope: ["Apex Roofing", "Kestrel Build", "ClearView Glazing"],
    MEP: ["Voltline Electrical", "Brook M&E"],
    "Fit-out": ["Kestrel Build", "Finch Interiors", "Brook M&E"],
  };
  interface Task {
    task: string;
    phase: string;
    contractor: string;
    start: string;
    end: string;
    actual: string | null;
    budget: number;
    spent: number;
    complete: number;
  }
  const tasks: Task[] = [];
  const today = "2024-08-23";
  let phaseStart = "2024-01-08";
  for (const [phase, names] of phases) {
    const blocks = ["Block A", "Block B"];
    for (const block of blocks) {
      for (const name of names) {
        if (rand() < 0.12) continue;
        const start = addDays(phaseStart, int(0, 35));
        const end = addDays(start, int(7, 42));
        const budget = int(30, 400) * 100;
        let actual: string | null = null;
        let complete: number;
        if (end < today && rand() < 0.9) {
          actual = addDays(end, weighted([[0, 3], [-int(1, 5), 2], [int(1, 10), 3], [int(11, 40), 2]]));
          if (actual > today) actual = today;
          complete = 100;
        } else {
          complete = start > today ? 0 : Math.min(95, 5 * int(1, 19));
        }
        const spendRatio = complete === 100 ? 0.85 + rand() * 0.35 : (complete / 100) * (0.8 + rand() * 0.4);
        tasks.push({
          task: `${name} - ${block}`,
          phase,
          contractor: pick(contractors[phase]),
          start,
          end,
          actual,
          budget,
          spent: money(budget * spendRatio),
          complete,
        });
      }
    }
    phaseStart = addDays(phaseStart, 49);
  }
  tasks.sort((a, b) => a.start.localeCompare(b.start));
  const table: Table = {
    columns: [
      "Task",
      "Phase",
      "Contractor",
      "Planned Start",
      "Planned End",
      "Actual End",
      "Budget £",
      "Spent £",
      "% Complete",
    ],
    rows: tasks.map((t) => [t.task, t.phase, t.contractor, t.start, t.end, t.actual, t.budget, t.spent, t.complete]),
  };
  const q = makeAdder("construction-tasks", table);
  const finished = tasks.filter((t) => t.actual !== null);
  const late = finished.filter((t) => t.actual! > t.end);

  q.ask("total-budget", "total budget for the whole project", [rawSum(tasks.map((t) => t.budget))]);
  q.ask("over-budget-count", "How many tasks are over budget?", [tasks.filter((t) => t.spent > t.budget).length]);
  q.ask("not-finished", "how many tasks aren't finished yet", [tasks.filter((t) => t.actual === null).length]);
  {
    const over = groupBy(tasks, (t) => t.phase, (rs) => sum(rs.map((t) => t.spent - t.budget)));
    q.ask(
      "phase-biggest-overspend",
      "Which phase has the biggest overspend (spent minus budget)?",
      [top(over)[1]],
    );
  }
  q.ask(
    "avg-complete-unfinished",
    "average % complete of the tasks that are still open, excluding ones not started (0%)",
    [mean(tasks.filter((t) => t.actual === null && t.complete > 0).map((t) => t.complete))],
  );
  q.ask("finished-late", "how many finished tasks finished later than planned?", [late.length]);
  q.ask(
    "avg-delay-late",
    "For tasks that finished late, what's the average delay in days vs planned end?",
    [mean(late.map((t) => daysBetween(t.end, t.actual!)))],
  );
  q.ask(
    "spent-pct-budget",
    "spent so far as a % of total budget",
    [pct(rawSum(tasks.map((t) => t.spent)), rawSum(tasks.map((t) => t.budget)))],
  );
  {
    const per = groupBy(tasks, (t) => t.contractor, (rs) => rs.length);
    q.ask(
      "contractors-over-6-tasks",
      "How many contractors have more than 6 tasks?",
      [[...per.values()].filter((c) => c > 6).length],
    );
  }
  q.ask(
    "kestrel-fitout-spend",
    "What has Kestrel Build spent on Fit-out tasks?",
    [sum(tasks.filter((t) => t.contractor === "Kestrel Build" && t.phase === "Fit-out").map((t) => t.spent))],
  );
  q.cannot(
    "labour-hours",
    "Total labour hours booked against MEP tasks?",
    "no labour hours column",
  );
  q.cannot(
    "retention",
    "how much retention are we holding on Apex Roofing",
    "no retention column",
  );
  q.cannot(
    "site-manager",
    "Which site manager has the most overdue tasks?",
    "no site manager / owner column",
  );
  q.cannot(
    "balfour-spend",
    "What has Balfour Beatty spent to date?",
    "Balfour Beatty is not a contractor in the list",
  );
  q.cannot(
    "weather-delays",
    "How many days were lost to weather delays in the Groundworks phase?",
    "no delay cause / weather data",
  );
}

// ---------------------------------------------------------------- online course enrolments
{
  const courses: [string, string, number][] = [
    ["Python for Beginners", "Data Science", 49],
    ["SQL Essentials", "Data Science", 39],
    ["Machine Learning A-Z", "Data Science", 89],
    ["Excel Power User", "Business", 29],
    ["Project Management Basics", "Business", 59],
    ["Intro to Photoshop", "Design", 45],
    ["UX Fundamentals", "Design", 69],
    ["Spanish A1", "Languages", 35],
  ];
  const countries: [string, number][] = [
    ["UK", 5],
    ["US", 6],
    ["India", 4],
    ["Germany", 2],
    ["Canada", 2],
    ["Australia", 1.5],
    ["Nigeria", 1],
  ];
  const first = ["Amara", "Ben", "Chloe", "Dev", "Elena", "Finn", "Grace", "Hiro", "Isla", "Jonas", "Kavya", "Liam"];
  const last = ["Shah", "Murphy", "Okoye", "Schmidt", "Patel", "Walsh", "Nguyen", "Brown", "Costa", "Singh"];
  interface Enrol {
    learner: string;
    course: string;
    category: string;
    enrolled: string;
    completed: string | null;
    quiz: number | null;
    price: number;
    coupon: string;
    country: string;
  }
  const enrols: Enrol[] = [];
  const end = "2024-10-31";
  for (let i = 0; i < 150; i++) {
    const [course, category, list] = weighted(
      courses.map((c, j) => [c, [5, 4, 3, 3, 2, 2, 2, 2][j]] as [typeof c, number]),
    );
    const enrolled = randomDate("2024-01-01", end);
    const coupon = rand() < 0.35;
    const price = coupon ? money(list * pick([0.5, 0.6, 0.8])) : list;
    let completed: string | null = rand() < 0.55 ? addDays(enrolled, int(5, 80)) : null;
    if (completed && completed > end) completed = null;
    const quiz = rand() < 0.08 ? null : int(48, 99) + (rand() < 0.5 ? 0.5 : 0);
    enrols.push({
      learner: `${pick(first)} ${pick(last)}`,
      course,
      category,
      enrolled,
      completed,
      quiz,
      price,
      coupon: coupon ? "Y" : "N",
      country: weighted(countries),
    });
  }
  enrols.sort((a, b) => a.enrolled.localeCompare(b.enrolled));
  const table: Table = {
    columns: [
      "Learner",
      "Course",
      "category",
      "Enrolled on",
      "Completed on",
      "Quiz avg %",
      "Price paid ($)",
      "Coupon used?",
      "Country",
    ],
    rows: enrols.map((e) => [
      e.learner,
      e.course,
      e.category,
      e.enrolled,
      e.completed,
      e.quiz,
      e.price,
      e.coupon,
      e.country,
    ]),
  };
  const q = makeAdder("online-courses", table);
  const done = enrols.filter((e) => e.completed !== null);

  q.ask("completion-rate", "What's our completion rate?", [pct(done.length, enrols.length)]);
  q.ask(
    "quiz-avg-completed",
    "avg quiz score for learners who completed their course",
    [mean(done.filter((e) => e.quiz !== null).map((e) => e.quiz!))],
  );
  q.ask(
    "data-science-revenue",
    "Total revenue from the Data Science category",
    [sum(enrols.filter((e) => e.category === "Data Science").map((e) => e.price))],
  );
  q.ask(
    "coupons-excl-us",
    "how many enrolments used a coupon, excluding the US?",
    [enrols.filter((e) => e.coupon === "Y" && e.country !== "US").length],
  );
  {
    const byCountry = groupBy(enrols, (e) => e.country, (rs) => mean(rs.map((e) => e.price)));
    q.ask("top-country-avg-price", "Which country pays the highest average price?", [top(byCountry)[1]]);
  }
  q.ask(
    "avg-days-to-complete",
    "on average how long does it take to finish a course (days from enrol to completion)",
    [mean(done.map((e) => daysBetween(e.enrolled, e.completed!)))],
  );
  {
    const lastMonths = new Set(["2024-09", "2024-10"]);
    if (enrols.at(-1)!.enrolled.slice(0, 7) !== "2024-10") throw new Error("courses: data should end in October");
    q.ask(
      "enrolments-last-2-months",
      "How many enrolments in the last 2 months of the data?",
      [enrols.filter((e) => lastMonths.has(e.enrolled.slice(0, 7))).length],
    );
  }
  {
    const per = groupBy(enrols, (e) => e.course, (rs) => rs.length);
    q.ask(
      "courses-over-20",
      "how many courses have more than 20 enrolments",
      [[...per.values()].filter((c) => c > 20).length],
    );
  }
  q.ask(
    "median-price-no-coupon",
    "Median price paid when no coupon was used, apart from Business courses",
    [median(enrols.filter((e) => e.coupon === "N" && e.category !== "Business").map((e) => e.price))],
  );
  {
    const q1 = enrols.filter((e) => quarter(e.enrolled) === 1).length;
    const q2 = enrols.filter((e) => quarter(e.enrolled) === 2).length;
    q.ask("q1-q2-change", "enrolments Q1 vs Q2 - % change?", [pctChange(q1, q2), q1, q2]);
  }
  q.cannot(
    "learner-age",
    "What's the average age of learners on Machine Learning A-Z?",
    "no learner age column",
  );
  q.cannot(
    "watch-hours",
    "Total video hours watched for the Design category",
    "no watch time column",
  );
  q.cannot(
    "by-instructor",
    "which instructor has the best completion rate",
    "no instructor column",
  );
  q.cannot(
    "refunds",
    "How many enrolments were refunded and how much did we give back?",
    "no refund column",
  );
  q.cannot(
    "enrolments-2023",
    "How many enrolments did we get in Dec 2023 compared to Dec 2024?",
    "the data only covers Jan–Oct 2024",
  );
}

// ---------------------------------------------------------------- utility meter readings
{
  const meters: [string, string, string, number][] = [
    // site, meter, tariff, typical kWh per month
    ["Head Office", "HO-MAIN-01", "Standard", 5200],
    ["Head Office", "HO-CAR-02", "Economy 7", 900],
    ["Warehouse North", "WN-01", "Day/Night", 8800],
    ["Warehouse North", "WN-02", "Day/Night", 3100],
    ["Retail Unit 4", "RU4-01", "Standard", 2300],
    ["Canteen Block", "CB-01", "Economy 7", 1600],
    ["Workshop", "WS-01", "Standard", 3900],
    ["Workshop", "WS-COMP-02", "Day/Night", 2600],
  ];
  const rates: Record<string, number> = { "Standard": 0.284, "Economy 7": 0.231, "Day/Night": 0.247 };
  interface Reading {
    site: string;
    meter: string;
    date: string;
    kwh: number;
    cost: number;
    tariff: string;
    est: string;
  }
  const readings: Reading[] = [];
  for (const [site, meter, tariff, typical] of meters) {
    const day = int(1, 5);
    for (let m = 1; m <= 10; m++) {
      if (rand() < 0.07) continue;
      const season = 1 + 0.3 * Math.cos(((m - 1) / 12) * 2 * Math.PI);
      const kwh = Math.round(typical * season * (0.85 + rand() * 0.3));
      const rate = rates[tariff] + (m >= 4 ? 0.012 : 0);
      readings.push({
        site,
        meter,
        date: `2024-${String(m).padStart(2, "0")}-${String(day + int(0, 3)).padStart(2, "0")}`,
        kwh,
        cost: money(kwh * rate),
        tariff,
        est: rand() < 0.18 ? "Y" : "N",
      });
    }
  }
  readings.sort((a, b) => a.date.localeCompare(b.date) || a.site.localeCompare(b.site));
  const table: Table = {
    columns: ["Site", "Meter", "Reading Date", "kWh", "Cost £", "Tariff", "Est? (Y/N)"],
    rows: readings.map((r) => [r.site, r.meter, r.date, r.kwh, r.cost, r.tariff, r.est]),
  };
  const q = makeAdder("meter-readings", table);

  q.ask("total-kwh", "Total kWh used across all sites", [rawSum(readings.map((r) => r.kwh))]);
  q.ask(
    "pence-per-kwh",
    "what are we paying per kWh on average, in pence? (total cost / total kWh)",
    [(100 * rawSum(readings.map((r) => r.cost))) / rawSum(readings.map((r) => r.kwh))],
  );
  {
    const q1 = groupBy(
      readings.filter((r) => quarter(r.date) === 1),
      (r) => r.site,
      (rs) => rawSum(rs.map((r) => r.kwh)),
    );
    q.ask("top-site-q1", "which site used the most electricity in Q1?", [top(q1)[1]]);
  }
  q.ask("estimated-count", "how many readings were estimated", [readings.filter((r) => r.est === "Y").length]);
  q.ask(
    "e7-actual-cost",
    "Total cost of Economy 7 readings, not counting estimated ones",
    [sum(readings.filter((r) => r.tariff === "Economy 7" && r.est === "N").map((r) => r.cost))],
  );
  {
    const kwhIn = (m: number) =>
      rawSum(readings.filter((r) => r.site === "Warehouse North" && month(r.date) === m).map((r) => r.kwh));
    const jan = kwhIn(1);
    const jul = kwhIn(7);
    q.ask("wn-jan-jul-change", "% change in kWh at Warehouse North from Jan to July", [pctChange(jan, jul), jan, jul]);
  }
  q.ask("median-kwh", "median kWh per reading?", [median(readings.map((r) => r.kwh))]);
  q.ask("distinct-meters", "How many meters do we have?", [new Set(readings.map((r) => r.meter)).size]);
  {
    const bySite = ranked(groupBy(readings, (r) => r.site, (rs) => sum(rs.map((r) => r.cost))), 2);
    q.ask("second-costliest-site", "Which site is 2nd most expensive overall, and how much?", [bySite[1][1]]);
  }
  q.ask(
    "cost-apr-jun",
    "total electricity cost between April and June",
    [sum(readings.filter((r) => month(r.date) >= 4 && month(r.date) <= 6).map((r) => r.cost))],
  );
  q.cannot(
    "gas-usage",
    "How much gas (m3) did the Canteen Block use?",
    "only electricity kWh; no gas readings",
  );
  q.cannot(
    "co2",
    "total CO2 emissions in tonnes for Head Office",
    "no emissions column",
  );
  q.cannot(
    "standing-charges",
    "How much have we paid in standing charges this year?",
    "cost is not split into standing charge and unit charge",
  );
  q.cannot(
    "leeds-depot",
    "kWh used at the Leeds depot in March?",
    "there is no Leeds depot site",
  );
  q.cannot(
    "usage-2023",
    "Compare total kWh in 2023 vs 2024",
    "readings only cover 2024",
  );
}

// ---------------------------------------------------------------- checks and output
const perTable = new Map<string, { all: number; cannot: number; rows: number }>();
for (const it of items) {
  const kind = it.id.split("-").slice(0, 2).join("-");
  const e = perTable.get(kind) ?? { all: 0, cannot: 0, rows: it.table.rows.length };
  e.all++;
  if (it.unanswerable) e.cannot++;
  perTable.set(kind, e);
}
for (const [kind, e] of perTable) {
  if (e.all !== 15 || e.cannot !== 5) throw new Error(`${kind}: ${e.all} questions, ${e.cannot} unanswerable`);
  if (e.rows < 40 || e.rows > 150) throw new Error(`${kind}: ${e.rows} rows`);
  console.log(`${kind}: ${e.rows} rows`);
}
if (new Set(items.map((i) => i.id)).size !== items.length) throw new Error("duplicate ids");
// Sanity: year coverage behind the "not covered" questions.
for (const it of items) {
  for (const row of it.table.rows) {
    for (const c of row) {
      if (typeof c === "string" && /^\d{4}-\d\d-\d\d$/.test(c) && year(c) !== 2024) throw new Error(c);
    }
  }
}

const out = new URL("./held-out-11.json", import.meta.url);
Deno.writeTextFileSync(out, JSON.stringify(items, null, 2) + "\n");
console.log(`${items.length} items written to ${out.pathname}`);
