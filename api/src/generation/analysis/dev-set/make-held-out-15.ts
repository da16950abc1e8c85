/**
 * Builds held-out-15.json: six everyday spreadsheets (a food-bank volunteer shift log, holiday-let bookings, a
 * homework tracker, a walking-club membership register, a café's daily takings and an allotment harvest log), each
 * with 15 questions typed the way spreadsheet users type them: 10 the table answers and 5 it cannot. Every expected
 * figure is computed from the generated rows, and most are recomputed a second way from the rows as the app sees them.
 * Written by someone who has not read the analyzer.
 *
 * Run from the repository root:
 *   npx deno run --allow-write api/src/generation/analysis/dev-set/make-held-out-15.ts
 */
import { seededRandom } from "../../../../test/seeded-random.ts";

type Cell = string | number | null;
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

const rand = seededRandom(1515);
const randInt = (lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const chance = (p: number): boolean => rand() < p;
const round2 = (x: number): number => Math.round(x * 100) / 100;
function weighted<T>(options: readonly [T, number][]): T {
  const total = options.reduce((a, [, w]) => a + w, 0);
  let r = rand() * total;
  for (const [value, w] of options) {
    r -= w;
    if (r < 0) return value;
  }
  return options[options.length - 1][0];
}

const DAY = 86_400_000;
const toTime = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const addDays = (iso: string, n: number): string => new Date(toTime(iso) + n * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string): number => Math.round((toTime(to) - toTime(from)) / DAY);
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const weekday = (iso: string): string => WEEKDAYS[new Date(toTime(iso)).getUTCDay()];
const monthOf = (iso: string): number => Number(iso.slice(5, 7));
const yearOf = (iso: string): number => Number(iso.slice(0, 4));
const between = (iso: string, from: string, to: string): boolean => iso >= from && iso <= to;

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
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

function check(cond: boolean, message: string): asserts cond {
  if (!cond) throw new Error(`make-held-out-15: ${message}`);
}
function same(a: number, b: number, what: string): void {
  check(Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a)), `${what}: ${a} != ${b}`);
}

/** Totals per key, highest first; the first `depth` places must not tie with the next. */
function ranked<T>(xs: T[], key: (x: T) => string, value: (x: T) => number, depth: number): [string, number][] {
  const totals = new Map<string, number>();
  for (const x of xs) totals.set(key(x), (totals.get(key(x)) ?? 0) + value(x));
  return rankMap(totals, depth);
}
function rankMap(totals: Map<string, number>, depth: number): [string, number][] {
  const sorted = [...totals.entries()].sort((a, b) => b[1] - a[1]);
  for (let i = 0; i < depth; i++) {
    check(sorted.length > i + 1 && Math.abs(sorted[i][1] - sorted[i + 1][1]) > 1e-6, `tie at place ${i + 1}`);
  }
  return sorted;
}
/** Means per key, highest first; the first `depth` places must not tie with the next. */
function rankedMeans<T>(xs: T[], key: (x: T) => string, value: (x: T) => number, depth: number): [string, number][] {
  const groups = new Map<string, number[]>();
  for (const x of xs) groups.set(key(x), [...(groups.get(key(x)) ?? []), value(x)]);
  return rankMap(new Map([...groups].map(([k, v]) => [k, mean(v)])), depth);
}

/** A column of a finished table, read by its header: the second route the checks take. */
function col(table: Table, header: string): Cell[] {
  const i = table.columns.indexOf(header);
  check(i >= 0, `no column ${header}`);
  return table.rows.map((r) => r[i]);
}
const num = (c: Cell): number => {
  check(typeof c === "number", `not a number: ${c}`);
  return c;
};
const str = (c: Cell): string => {
  check(typeof c === "string", `not a string: ${c}`);
  return c;
};

function makeTable(columns: string[], rows: Cell[][]): Table {
  check(columns.length >= 5 && columns.length <= 9, `${columns.length} columns`);
  check(rows.length >= 40 && rows.length <= 150, `${rows.length} rows`);
  for (const r of rows) check(r.length === columns.length, "ragged row");
  return { columns, rows };
}

const items: Item[] = [];
function ask(table: Table, id: string, question: string, figures: number[]): void {
  for (const f of figures) check(Number.isFinite(f), `${id}: figure ${f}`);
  check(figures.length > 0, `${id}: no figure`);
  items.push({ id, table, question, expect: { figures } });
}
function cannot(table: Table, id: string, question: string, lacks: string): void {
  items.push({ id, table, question, expect: { figures: [] }, unanswerable: lacks });
}

const FIRST = [
  "Amelia",
  "Ben",
  "Chloe",
  "Daniel",
  "Emma",
  "Fraser",
  "Georgia",
  "Hassan",
  "Imogen",
  "James",
  "Kate",
  "Liam",
]
  .concat(["Megan", "Nathan", "Olivia", "Paul", "Rachel", "Sam", "Tariq", "Vicky", "Will", "Yasmin", "Zoe", "Owen"]);
const LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Evans", "Thomas", "Roberts", "Walker"]
  .concat(["Hughes", "Green", "Hall", "Wood", "Clarke", "Patel", "Khan", "Lewis", "Price", "Morgan", "Harris"]);
const fullName = (): string => `${pick(FIRST)} ${pick(LAST)}`;

// ---------------------------------------------------------------------------------------------------------------
// 1. Food-bank volunteer shift log (charity), January to June 2024.
// ---------------------------------------------------------------------------------------------------------------
{
  const volunteers = ["Priya", "Tom", "Margaret", "Dev", "Aisha", "Gareth", "Helen", "Kwame", "Sophie", "Ravi"]
    .concat(["Lucy", "Bernard"]);
  const sites = ["Northgate", "Riverside", "St Mark's Hall"];
  interface Shift {
    date: string;
    volunteer: string;
    site: string;
    role: string;
    hrs: number | null;
    miles: number | null;
    exp: number | null;
    noShow: boolean;
    notes: string | null;
  }
  const shifts: Shift[] = [];
  for (let i = 0; i < 128; i++) {
    const date = addDays("2024-01-02", randInt(0, 178));
    const volunteer = chance(0.14) ? "Priya" : pick(volunteers);
    const site = pick(sites);
    const role = chance(0.2) ? "Driver" : pick(["Sorting", "Packing", "Front desk"]);
    const noShow = chance(0.08);
    const hrs = noShow ? null : role === "Driver" ? randInt(4, 10) / 2 : randInt(4, 12) / 2;
    const miles = role === "Driver" && !noShow ? randInt(8, 62) : null;
    const exp = miles === null ? null : round2(miles * 0.45);
    const notes = noShow
      ? pick(["Didn't turn up", "Called in sick", "No answer on phone"])
      : chance(0.12)
      ? pick(["Covered for Tom", "Trained a new volunteer", "Van needed fuel", "Left early", "Keys with Helen"])
      : null;
    shifts.push({ date, volunteer, site, role, hrs, miles, exp, noShow, notes });
  }
  shifts.sort((a, b) => a.date.localeCompare(b.date) || a.volunteer.localeCompare(b.volunteer));
  const t = makeTable(
    ["Shift Date", "Volunteer", "Site", "Role", "Hrs", "Miles", "Mileage Exp (£)", "No-show (Y/N)", "Notes"],
    shifts.map((s) => [s.date, s.volunteer, s.site, s.role, s.hrs, s.miles, s.exp, s.noShow ? "Y" : "N", s.notes]),
  );
  const worked = shifts.filter((s) => s.hrs !== null);
  const hrs = (s: Shift): number => s.hrs ?? 0;

  const march = sum(worked.filter((s) => monthOf(s.date) === 3).map(hrs));
  {
    const dates = col(t, "Shift Date").map(str);
    const h = col(t, "Hrs");
    let alt = 0;
    dates.forEach((d, i) => {
      if (d.startsWith("2024-03-") && h[i] !== null) alt += num(h[i]);
    });
    same(march, alt, "vol march");
  }
  ask(t, "vol-hours-march", "total volunteer hours in march?", [march]);

  const riverside = worked.filter((s) => s.site === "Riverside" && !s.noShow).map(hrs);
  ask(t, "vol-riverside-avg-shift", "What's the average shift length in hours at Riverside, not counting no-shows?", [
    mean(riverside),
  ]);

  const noShows = shifts.filter((s) => s.noShow).length;
  same(noShows, col(t, "No-show (Y/N)").filter((c) => c === "Y").length, "vol no-shows");
  check(noShows === shifts.length - worked.length, "no-shows are the blank Hrs");
  ask(t, "vol-no-show-rate", "What percentage of shifts were no-shows?", [pct(noShows, shifts.length), noShows]);

  const byVolunteer = ranked(worked, (s) => s.volunteer, hrs, 1);
  ask(
    t,
    "vol-top-volunteer-hours",
    "Want to thank our most committed volunteer - who has put in the most hours overall?",
    [byVolunteer[0][1]],
  );

  const mileage = sum(
    shifts.filter((s) => s.exp !== null && between(s.date, "2024-02-01", "2024-04-30")).map((s) => s.exp ?? 0),
  );
  {
    const dates = col(t, "Shift Date").map(str);
    const e = col(t, "Mileage Exp (£)");
    let alt = 0;
    dates.forEach((d, i) => {
      if (monthOf(d) >= 2 && monthOf(d) <= 4 && e[i] !== null) alt += num(e[i]);
    });
    same(mileage, alt, "vol mileage");
  }
  ask(
    t,
    "vol-mileage-feb-apr",
    "How much did we pay out in mileage expenses between 2024-02-01 and 2024-04-30?",
    [mileage],
  );

  const priya = shifts.filter((s) => s.volunteer === "Priya" && !s.noShow && s.site !== "Northgate").length;
  check(priya > 3, "Priya has shifts");
  check(
    priya !== shifts.filter((s) => s.volunteer === "Priya" && s.site !== "Northgate").length ||
      shifts.some((s) => s.volunteer === "Priya" && s.noShow),
    "Priya no-shows",
  );
  ask(t, "vol-priya-not-northgate", "how many shifts did Priya actually turn up for that weren't at Northgate?", [
    priya,
  ]);

  const packing = worked.filter((s) => s.role === "Packing").map(hrs);
  ask(t, "vol-packing-median", "median hrs per shift for packing?", [median(packing)]);

  const bySite = ranked(worked, (s) => s.site, hrs, 2);
  same(sum(bySite.map(([, v]) => v)), sum(worked.map(hrs)), "vol site totals");
  ask(t, "vol-site-second-hours", "Which site has the second highest total hours?", [bySite[1][1]]);

  const q1 = sum(worked.filter((s) => monthOf(s.date) <= 3).map(hrs));
  const q2 = sum(worked.filter((s) => monthOf(s.date) >= 4).map(hrs));
  same(q1 + q2, sum(col(t, "Hrs").filter((c) => c !== null).map(num)), "vol quarters");
  ask(t, "vol-q1-q2-change", "By what % did total volunteer hours change from Q1 to Q2?", [change(q1, q2), q1, q2]);

  const drivers = new Set(worked.filter((s) => s.role === "Driver").map((s) => s.volunteer)).size;
  same(drivers, new Set(shifts.filter((s) => s.role === "Driver").map((s) => s.volunteer)).size, "drivers either way");
  ask(t, "vol-distinct-drivers", "how many diff volunteers have done a driver shift?", [drivers]);

  cannot(t, "vol-unans-students", "How many of our volunteers are students?", "volunteer occupation / student status");
  cannot(t, "vol-unans-parcels", "How many food parcels went out from Riverside in March?", "number of food parcels");
  cannot(
    t,
    "vol-unans-december",
    "how many volunteer hrs did we get in December?",
    "December data (the log covers January to June 2024)",
  );
  cannot(t, "vol-unans-gender", "What's the split of male vs female volunteers?", "volunteer gender");
  cannot(t, "vol-unans-dbs", "Which volunteers still need their DBS check renewed?", "DBS check status");
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Holiday-let bookings (small business), check-ins March to October 2024.
// ---------------------------------------------------------------------------------------------------------------
{
  const props = [
    { name: "Harbour View", rate: 145, cap: 6 },
    { name: "The Old Barn", rate: 110, cap: 4 },
    { name: "Rose Cottage", rate: 95, cap: 2 },
  ];
  interface Booking {
    property: string;
    guest: string;
    checkIn: string;
    checkOut: string;
    guests: number | null;
    channel: string;
    total: number;
    deposit: string;
  }
  const bookings: Booking[] = [];
  for (const p of props) {
    let d = addDays("2024-03-01", randInt(0, 5));
    while (d <= "2024-10-31") {
      const nights = randInt(2, 7);
      const checkOut = addDays(d, nights);
      const m = monthOf(d);
      const season = m === 7 || m === 8 ? 1.3 : m === 6 || m === 9 ? 1.1 : 1;
      const channel = weighted([["Airbnb", 0.45], ["Booking.com", 0.3], ["Direct", 0.25]] as [string, number][]);
      const total = Math.round((p.rate * season * nights + 40) * (channel === "Direct" ? 0.9 : 1));
      const guests = chance(0.05) ? null : randInt(1, p.cap);
      const deposit = chance(d >= "2024-09-01" ? 0.35 : 0.05) ? "N" : "Y";
      bookings.push({ property: p.name, guest: fullName(), checkIn: d, checkOut, guests, channel, total, deposit });
      d = addDays(checkOut, randInt(0, 6));
    }
  }
  bookings.sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.property.localeCompare(b.property));
  const t = makeTable(
    ["Booking Ref", "Property", "Guest", "Check-in", "Check-out", "Guests", "Channel", "Total (£)", "Deposit Pd Y/N"],
    bookings.map((b, i) => [
      `HL-${1001 + i}`,
      b.property,
      b.guest,
      b.checkIn,
      b.checkOut,
      b.guests,
      b.channel,
      b.total,
      b.deposit,
    ]),
  );
  const nights = (b: Booking): number => daysBetween(b.checkIn, b.checkOut);

  const rose = sum(bookings.filter((b) => b.property === "Rose Cottage").map((b) => b.total));
  {
    const p = col(t, "Property");
    same(rose, sum(col(t, "Total (£)").filter((_, i) => p[i] === "Rose Cottage").map(num)), "let rose");
  }
  ask(t, "let-rose-revenue", "What's the total booking revenue for Rose Cottage?", [rose]);

  const avgNights = mean(bookings.map(nights));
  {
    const ins = col(t, "Check-in").map(str);
    const outs = col(t, "Check-out").map(str);
    const alt = outs.reduce((a, o, i) => a + (toTime(o) - toTime(ins[i])) / DAY, 0) / outs.length;
    same(avgNights, alt, "let nights");
  }
  ask(t, "let-avg-nights", "average length of stay in nights?", [avgNights]);

  const airbnbSummer = bookings.filter((b) => b.channel === "Airbnb" && [6, 7, 8].includes(monthOf(b.checkIn))).length;
  ask(t, "let-airbnb-summer", "How many Airbnb bookings checked in during June, July or August?", [airbnbSummer]);

  const direct = bookings.filter((b) => b.channel === "Direct").length;
  ask(t, "let-direct-share", "what % of bookings were made direct?", [pct(direct, bookings.length), direct]);

  const july = ranked(bookings.filter((b) => monthOf(b.checkIn) === 7), (b) => b.property, (b) => b.total, 1);
  ask(t, "let-july-top-property", "Which property took the most money from bookings checking in in July?", [
    july[0][1],
  ]);

  const notAirbnb = bookings.filter((b) => b.channel !== "Airbnb").map((b) => b.total);
  ask(t, "let-median-not-airbnb", "Median booking total, excluding Airbnb ones?", [median(notAirbnb)]);

  const unpaid = bookings.filter((b) => b.deposit === "N").length;
  same(unpaid, col(t, "Deposit Pd Y/N").filter((c) => c === "N").length, "let unpaid");
  ask(t, "let-deposit-unpaid", "how many bookings still havent paid a deposit?", [unpaid]);

  const barnMay = sum(bookings.filter((b) => b.property === "The Old Barn" && monthOf(b.checkIn) === 5).map(nights));
  ask(t, "let-barn-may-nights", "How many nights were booked at the Old Barn for stays checking in in May?", [
    barnMay,
  ]);

  const q2 = sum(bookings.filter((b) => [4, 5, 6].includes(monthOf(b.checkIn))).map((b) => b.total));
  const q3 = sum(bookings.filter((b) => [7, 8, 9].includes(monthOf(b.checkIn))).map((b) => b.total));
  ask(t, "let-q2-q3-growth", "By how much % did revenue grow from Q2 to Q3 (going by check-in date)?", [
    change(q2, q3),
    q2,
    q3,
  ]);

  const harbourAvg = mean(bookings.filter((b) => b.property === "Harbour View").map((b) => b.total));
  const roseAvg = mean(bookings.filter((b) => b.property === "Rose Cottage").map((b) => b.total));
  check(harbourAvg > roseAvg, "Harbour View is dearer");
  ask(
    t,
    "let-harbour-vs-rose",
    "How much more is an average Harbour View booking worth than an average Rose Cottage one?",
    [harbourAvg - roseAvg, harbourAvg, roseAvg],
  );

  cannot(t, "let-unans-reviews", "What's the average review score for Harbour View?", "guest review scores");
  cannot(
    t,
    "let-unans-commission",
    "How much have we paid Airbnb in commission in total?",
    "channel commission / fees",
  );
  cannot(
    t,
    "let-unans-christmas",
    "How much did we take over Christmas week?",
    "December bookings (check-ins run March to October 2024)",
  );
  cannot(t, "let-unans-country", "Which country do most of our guests come from?", "guest country");
  cannot(t, "let-unans-dogs", "how many bookings brought a dog?", "pets");
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Homework tracker (school), Year 8, homework set September to November 2024.
// ---------------------------------------------------------------------------------------------------------------
{
  const pupils = [
    ["Amelia Khan", "8A"],
    ["Ben Doyle", "8A"],
    ["Chloe Ward", "8A"],
    ["Daniel Osei", "8A"],
    ["Ella Price", "8A"],
    ["Finn Murphy", "8A"],
    ["Grace Li", "8B"],
    ["Harry Patel", "8B"],
    ["Isla Reid", "8B"],
    ["Jack Evans", "8B"],
    ["Keira Brown", "8B"],
    ["Leo Novak", "8B"],
  ].map(([name, form]) => ({ name, form, ability: randInt(9, 16) }));
  const subjects = ["Maths", "English", "Science"];
  const adjust: Record<string, number> = { Maths: 1.5, English: -1, Science: 0 };
  const tasks = Array.from({ length: 12 }, (_, i) => {
    const set = addDays("2024-09-09", i * 7 + randInt(0, 2));
    return { subject: subjects[i % 3], set, due: addDays(set, pick([7, 7, 10])), last: i === 11 };
  });
  interface Hw {
    pupil: string;
    form: string;
    subject: string;
    set: string;
    due: string;
    handedIn: string | null;
    mark: number | null;
    notes: string | null;
  }
  const hws: Hw[] = [];
  for (const task of tasks) {
    for (const p of pupils) {
      const inOnTime = chance(0.9);
      let handedIn: string | null = null;
      let late = false;
      if (inOnTime) {
        late = chance(0.14);
        const d = addDays(task.due, late ? randInt(1, 5) : -randInt(0, 5));
        handedIn = d > task.set ? d : addDays(task.set, 1);
      }
      let mark: number | null = null;
      if (handedIn !== null && !chance(task.last ? 0.5 : 0.02)) {
        mark = Math.min(20, Math.max(2, Math.round(p.ability + adjust[task.subject] + (rand() - 0.5) * 6)));
      }
      const notes = handedIn === null
        ? pick(["Missing - chased", "Absent", "No reason given", null])
        : late && chance(0.4)
        ? `Late - ${pick(["forgot", "was ill", "left it at home"])}`
        : chance(0.06)
        ? pick(["Excellent effort", "Incomplete", "Rushed"])
        : null;
      hws.push({ pupil: p.name, form: p.form, ...task, handedIn, mark, notes });
    }
  }
  const t = makeTable(
    ["Pupil", "Form", "Subject", "Set", "Due", "Handed In", "Mark (/20)", "Notes"],
    hws.map((h) => [h.pupil, h.form, h.subject, h.set, h.due, h.handedIn, h.mark, h.notes]),
  );
  const handed = hws.filter((h) => h.handedIn !== null);
  const isLate = (h: Hw): boolean => h.handedIn !== null && h.handedIn > h.due;
  const marked = hws.filter((h) => h.mark !== null);
  const mark = (h: Hw): number => h.mark ?? NaN;

  const late = hws.filter(isLate).length;
  {
    const due = col(t, "Due").map(str);
    const inn = col(t, "Handed In");
    same(late, inn.filter((d, i) => d !== null && daysBetween(due[i], str(d)) > 0).length, "hw late");
  }
  ask(t, "hw-late-count", "How many homeworks were handed in late?", [late]);

  const missing = hws.length - handed.length;
  ask(t, "hw-missing-pct", "what % of homework never got handed in?", [pct(missing, hws.length), missing]);

  const mathsOct = marked.filter((h) => h.subject === "Maths" && monthOf(h.due) === 10).map(mark);
  check(new Set(hws.filter((h) => h.subject === "Maths" && monthOf(h.due) === 10).map((h) => h.due)).size >= 1, "oct");
  ask(t, "hw-maths-oct-avg", "avg maths mark for homework due in oct", [mean(mathsOct)]);

  const byPupil = rankedMeans(marked, (h) => h.pupil, mark, 1);
  ask(t, "hw-top-pupil", "Which pupil has the highest average mark?", [byPupil[0][1]]);

  const setToIn = mean(handed.map((h) => daysBetween(h.set, h.handedIn ?? "")));
  {
    const set = col(t, "Set").map(str);
    const inn = col(t, "Handed In");
    const gaps = inn.flatMap((d, i) => d === null ? [] : [(toTime(str(d)) - toTime(set[i])) / DAY]);
    same(setToIn, sum(gaps) / gaps.length, "hw set to in");
  }
  ask(t, "hw-set-to-handin-days", "On average, how many days after it's set does homework get handed in?", [setToIn]);

  const sci8b = marked.filter((h) => h.form === "8B" && h.subject === "Science" && mark(h) >= 15).length;
  ask(t, "hw-8b-science-15plus", "How many science homeworks from 8B got 15/20 or more?", [sci8b]);

  const notEnglish = marked.filter((h) => h.subject !== "English").map(mark);
  ask(t, "hw-median-not-english", "whats the median mark if you leave out englsh?", [median(notEnglish)]);

  const in8a = handed.filter((h) => h.form === "8A");
  const late8a = in8a.filter(isLate).length;
  ask(t, "hw-8a-late-rate", "Of the homework 8A handed in, what % was late?", [pct(late8a, in8a.length), late8a]);

  const unmarked = handed.filter((h) => h.mark === null).length;
  {
    const inn = col(t, "Handed In");
    const m = col(t, "Mark (/20)");
    same(unmarked, inn.filter((d, i) => d !== null && m[i] === null).length, "hw unmarked");
    check(m.every((c, i) => c === null || inn[i] !== null), "marks only for handed-in work");
  }
  ask(t, "hw-unmarked", "how many have been handed in but still not marked?", [unmarked]);

  const maths = mean(marked.filter((h) => h.subject === "Maths").map(mark));
  const english = mean(marked.filter((h) => h.subject === "English").map(mark));
  check(maths > english, "Maths above English");
  ask(t, "hw-maths-vs-english", "How much higher is the average Maths mark than the average English mark?", [
    maths - english,
    maths,
    english,
  ]);

  cannot(t, "hw-unans-time", "How long do pupils spend on each homework on average?", "time spent on homework");
  cannot(t, "hw-unans-fsm", "What's the average mark for pupils on free school meals?", "free school meal status");
  cannot(t, "hw-unans-history", "What's the average mark on History homework?", "History homework");
  cannot(t, "hw-unans-exams", "How did the class do in the end-of-term exams?", "exam results");
  cannot(
    t,
    "hw-unans-february",
    "avg mark for homework due in February?",
    "February homework (the tracker covers September to December 2024)",
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Walking-club membership register (club), joiners 2022 to 2024, as at February 2025.
// ---------------------------------------------------------------------------------------------------------------
{
  const fees: Record<string, Record<number, number>> = {
    Full: { 2022: 30, 2023: 32, 2024: 35 },
    Concession: { 2022: 20, 2023: 22, 2024: 24 },
    Family: { 2022: 50, 2023: 55, 2024: 60 },
    Junior: { 2022: 10, 2023: 10, 2024: 12 },
  };
  const towns = [["Ludlow", 0.4], ["Tenbury Wells", 0.18], ["Leominster", 0.17], ["Craven Arms", 0.15], [
    "Knighton",
    0.1,
  ]] as [string, number][];
  interface Member {
    name: string;
    type: string;
    joined: string;
    left: string | null;
    fee: number;
    giftAid: string;
    town: string;
    notes: string | null;
  }
  const members: Member[] = [];
  for (let i = 0; i < 86; i++) {
    const joined = addDays("2022-01-05", randInt(0, 1090));
    const type = weighted([["Full", 0.5], ["Concession", 0.25], ["Family", 0.12], ["Junior", 0.13]] as [
      string,
      number,
    ][]);
    let left: string | null = null;
    if (chance(0.3)) {
      const d = addDays(joined, randInt(60, 900));
      if (d <= "2025-01-31") left = d;
    }
    const giftAid = type === "Junior" ? "N" : chance(0.62) ? "Y" : "N";
    const notes = left !== null
      ? chance(0.5) ? pick(["Moved away", "Health", "Didn't renew"]) : null
      : chance(0.1)
      ? pick(["Walk leader", "Committee", "First aid trained"])
      : null;
    members.push({
      name: fullName(),
      type,
      joined,
      left,
      fee: fees[type][yearOf(joined)],
      giftAid,
      town: weighted(towns),
      notes,
    });
  }
  members.sort((a, b) => a.joined.localeCompare(b.joined));
  const t = makeTable(
    ["Member No", "Name", "Type", "Joined", "Left", "Fee Paid (£)", "Gift Aid Y/N", "Town", "Notes"],
    members.map((m, i) => [
      `TVW${String(i + 1).padStart(3, "0")}`,
      m.name,
      m.type,
      m.joined,
      m.left,
      m.fee,
      m.giftAid,
      m.town,
      m.notes,
    ]),
  );
  const current = members.filter((m) => m.left === null);
  const leavers = members.filter((m) => m.left !== null);

  same(current.length, col(t, "Left").filter((c) => c === null).length, "club current");
  ask(t, "club-current-members", "How many current members have we got?", [current.length]);

  const currentFees = sum(current.map((m) => m.fee));
  {
    const left = col(t, "Left");
    same(currentFees, sum(col(t, "Fee Paid (£)").map((c, i) => left[i] === null ? num(c) : 0)), "club fees");
  }
  ask(
    t,
    "club-current-fees",
    "For the AGM report: what's the total of the fees paid by people who are still members?",
    [currentFees],
  );

  const giftAid = current.filter((m) => m.giftAid === "Y").length;
  ask(t, "club-giftaid-current", "what % of current members have ticked gift aid?", [
    pct(giftAid, current.length),
    giftAid,
  ]);

  const stay = mean(leavers.map((m) => daysBetween(m.joined, m.left ?? "")));
  ask(t, "club-avg-membership-days", "For members who've left, how long did they stay on average (in days)?", [stay]);

  const byType = ranked(current, (m) => m.type, () => 1, 1);
  ask(t, "club-type-most-current", "Which membership type has the most current members?", [byType[0][1]]);

  const concession = current.filter((m) => m.type === "Concession" && m.town !== "Ludlow").length;
  ask(t, "club-concession-not-ludlow", "How many current concession members live outside Ludlow?", [concession]);

  const fullFees = members.filter((m) => m.type === "Full").map((m) => m.fee);
  ask(t, "club-median-full-fee", "median fee paid by Full members (incl. ones who've left)?", [median(fullFees)]);

  const j2023 = members.filter((m) => yearOf(m.joined) === 2023).length;
  const j2024 = members.filter((m) => yearOf(m.joined) === 2024).length;
  same(j2023, col(t, "Joined").filter((c) => str(c).startsWith("2023")).length, "club 2023");
  ask(t, "club-joiners-growth", "How did the number of new joiners change from 2023 to 2024, in %?", [
    change(j2023, j2024),
    j2023,
    j2024,
  ]);

  const stays = leavers.map((m) => daysBetween(m.joined, m.left ?? ""));
  check(stays.every((d) => d < 362 || d > 368), "no stay near a year");
  const withinYear = stays.filter((d) => d <= 365).length;
  ask(t, "club-left-within-year", "how many ppl left within a year of joining?", [withinYear]);

  check(!members.some((m) => m.joined === "2024-06-01"), "no joiner on 1 June 2024");
  const sinceJune = members.filter((m) => m.joined >= "2024-06-01").length;
  ask(t, "club-since-june", "How many members have joined since 1 June 2024?", [sinceJune]);

  cannot(t, "club-unans-snowdon", "How many members came on the Snowdon walk?", "walk attendance");
  cannot(t, "club-unans-email", "How many members have given us an email address?", "email addresses");
  cannot(t, "club-unans-over-65", "How many of our members are over 65?", "member age");
  cannot(t, "club-unans-miles", "How many miles did members walk in total last year?", "walk distances");
  cannot(t, "club-unans-standing-order", "how many members pay by standing order?", "payment method");
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Café daily takings (small business), January to May 2024, closed Mondays.
// ---------------------------------------------------------------------------------------------------------------
{
  const base: Record<string, number> = { Tue: 48, Wed: 50, Thu: 54, Fri: 68, Sat: 96, Sun: 84 };
  const monthFactor = [0, 0.8, 0.85, 0.95, 1.05, 1.15];
  const sunnyP = [0, 0.2, 0.25, 0.3, 0.4, 0.5];
  const rainP = [0, 0.45, 0.4, 0.35, 0.3, 0.2];
  interface Day {
    date: string;
    day: string;
    covers: number;
    card: number;
    cash: number;
    staffHrs: number;
    weather: string;
    waste: number | null;
    notes: string | null;
  }
  const days: Day[] = [];
  for (let date = "2024-01-02"; date <= "2024-05-31"; date = addDays(date, 1)) {
    const day = weekday(date);
    if (day === "Mon") continue;
    const m = monthOf(date);
    const r = rand();
    const weather = r < sunnyP[m] ? "Sunny" : r < sunnyP[m] + rainP[m] ? "Rain" : "Cloudy";
    let notes: string | null = null;
    let boost = 1;
    if (date === "2024-03-29") notes = "Good Friday";
    else if (date === "2024-03-31") notes = "Easter Sunday";
    else if (date === "2024-02-17") notes = "Card machine down - cash only";
    else notes = chance(0.04) ? "Private party 2-4pm" : chance(0.04) ? "Short staffed" : null;
    if (notes === "Good Friday" || notes === "Easter Sunday") boost = 1.3;
    if (notes === "Private party 2-4pm") boost = 1.2;
    const wf = weather === "Sunny" ? 1.15 : weather === "Rain" ? 0.8 : 1;
    const covers = Math.round(base[day] * monthFactor[m] * wf * boost * (0.85 + rand() * 0.3));
    const total = round2(covers * (8.2 + rand() * 1.6));
    const card = notes === "Card machine down - cash only" ? 0 : round2(total * (0.72 + rand() * 0.12));
    const cash = round2(total - card);
    const staffHrs = day === "Sat" || day === "Sun" ? randInt(60, 72) / 2 : randInt(36, 52) / 2;
    const waste = chance(0.08) ? null : round2(4 + rand() * 22);
    days.push({ date, day, covers, card, cash, staffHrs, weather, waste, notes });
  }
  const t = makeTable(
    ["Date", "Day", "Covers", "Card (£)", "Cash (£)", "Staff Hrs", "Weather", "Waste (£)", "Notes"],
    days.map((d) => [d.date, d.day, d.covers, d.card, d.cash, d.staffHrs, d.weather, d.waste, d.notes]),
  );
  const takings = (d: Day): number => d.card + d.cash;

  const april = sum(days.filter((d) => monthOf(d.date) === 4).map(takings));
  {
    const dates = col(t, "Date").map(str);
    const card = col(t, "Card (£)").map(num);
    const cash = col(t, "Cash (£)").map(num);
    let alt = 0;
    for (let i = 0; i < dates.length; i++) if (between(dates[i], "2024-04-01", "2024-04-30")) alt += card[i] + cash[i];
    same(april, alt, "cafe april");
  }
  ask(t, "cafe-april-takings", "What were total takings (card + cash) in April?", [april]);

  const sat = mean(days.filter((d) => d.day === "Sat").map((d) => d.covers));
  {
    const dates = col(t, "Date").map(str);
    const covers = col(t, "Covers").map(num);
    const sats = covers.filter((_, i) => new Date(toTime(dates[i])).getUTCDay() === 6);
    same(sat, sum(sats) / sats.length, "cafe saturday");
  }
  ask(t, "cafe-sat-covers", "avg covers on a saturday?", [sat]);

  const cash = sum(days.map((d) => d.cash));
  const all = sum(days.map(takings));
  ask(t, "cafe-cash-share", "What % of our takings came in as cash?", [pct(cash, all)]);

  const byMonth = ranked(days, (d) => String(monthOf(d.date)), takings, 1);
  same(sum(byMonth.map(([, v]) => v)), all, "cafe months");
  ask(t, "cafe-best-month", "Which month had the highest total takings?", [byMonth[0][1]]);

  const marchDays = days.filter((d) => monthOf(d.date) === 3);
  const perCover = sum(marchDays.map(takings)) / sum(marchDays.map((d) => d.covers));
  ask(t, "cafe-spend-per-cover-march", "What was the average spend per cover in March (total takings ÷ covers)?", [
    perCover,
  ]);

  const threshold = 900;
  check(!days.some((d) => Math.abs(takings(d) - threshold) < 0.005), "no day exactly on the threshold");
  const over = days.filter((d) => takings(d) > threshold).length;
  check(over >= 3 && over <= days.length / 3, `days over ${threshold}: ${over}`);
  ask(t, "cafe-days-over-900", "How many days did we take over £900?", [over]);

  const waste = days.filter((d) => d.waste !== null).map((d) => d.waste ?? NaN);
  check(waste.length < days.length, "some waste blanks");
  ask(t, "cafe-median-waste", "median daily waste (£), ignoring days it wasn't recorded?", [median(waste)]);

  const feb = sum(days.filter((d) => monthOf(d.date) === 2).map(takings));
  const may = sum(days.filter((d) => monthOf(d.date) === 5).map(takings));
  ask(t, "cafe-feb-may-change", "% change in total takings from Feb to May?", [change(feb, may), feb, may]);

  const sunny = mean(days.filter((d) => d.weather === "Sunny").map(takings));
  const rainy = mean(days.filter((d) => d.weather === "Rain").map(takings));
  check(sunny > rainy, "sun beats rain");
  ask(
    t,
    "cafe-sunny-vs-rain",
    "Does the weather really matter? How much more do we take on an average sunny day than on an average rainy day?",
    [
      sunny - rainy,
      sunny,
      rainy,
    ],
  );

  const byWeekday = rankedMeans(days, (d) => d.day, (d) => d.covers, 2);
  ask(t, "cafe-weekday-second-covers", "Which day of the week has the second-highest average covers?", [
    byWeekday[1][1],
  ]);

  cannot(t, "cafe-unans-profit", "What was our profit in April?", "costs (needed for profit)");
  cannot(t, "cafe-unans-cake", "Which cake sells best?", "sales by item");
  cannot(t, "cafe-unans-june", "How did June compare with May for takings?", "June data (the sheet ends 31 May 2024)");
  cannot(t, "cafe-unans-jess", "How many hours did Jess work in March?", "hours per staff member");
  cannot(t, "cafe-unans-tips", "How much did we get in tips in total?", "tips");
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Allotment harvest log (household), May to October 2024.
// ---------------------------------------------------------------------------------------------------------------
{
  const crops = [
    { crop: "Rhubarb", from: "2024-05-01", to: "2024-06-30", lo: 0.5, hi: 2, price: 2.5, plot: () => "Plot 3" },
    { crop: "Lettuce", from: "2024-05-15", to: "2024-08-15", lo: 0.2, hi: 0.8, price: 4, plot: () => "Plot 7" },
    { crop: "Strawberries", from: "2024-06-01", to: "2024-07-31", lo: 0.3, hi: 1.5, price: 6, plot: () => "Plot 3" },
    { crop: "Runner beans", from: "2024-07-15", to: "2024-09-30", lo: 0.4, hi: 2, price: 3, plot: () => "Plot 7" },
    {
      crop: "Courgettes",
      from: "2024-07-01",
      to: "2024-09-30",
      lo: 0.5,
      hi: 3,
      price: 2,
      plot: () => chance(0.5) ? "Plot 3" : "Plot 12",
    },
    { crop: "Potatoes", from: "2024-07-01", to: "2024-09-30", lo: 1.5, hi: 6, price: 1.2, plot: () => "Plot 12" },
    { crop: "Tomatoes", from: "2024-08-01", to: "2024-10-15", lo: 0.5, hi: 2.5, price: 3.5, plot: () => "Plot 7" },
  ];
  interface Pick {
    date: string;
    plot: string;
    crop: string;
    kg: number;
    by: string;
    sold: boolean;
    sale: number | null;
    notes: string | null;
  }
  const picks: Pick[] = [];
  const seen = new Set<string>();
  for (let date = "2024-05-01"; date <= "2024-10-31"; date = addDays(date, 1)) {
    if (!chance(0.4)) continue;
    const inSeason = crops.filter((c) => between(date, c.from, c.to));
    if (inSeason.length === 0) continue;
    const n = Math.min(inSeason.length, weighted([[1, 0.4], [2, 0.4], [3, 0.2]] as [number, number][]));
    const chosen = [...inSeason].sort(() => rand() - 0.5).slice(0, n);
    for (const c of chosen) {
      const kg = round2(c.lo + rand() * (c.hi - c.lo));
      const sold = chance(c.crop === "Strawberries" ? 0.55 : 0.3);
      const sale = sold ? Math.max(0.5, Math.round(kg * c.price * (0.9 + rand() * 0.2) * 2) / 2) : null;
      const first = !seen.has(c.crop);
      seen.add(c.crop);
      const notes = first
        ? "First of the season"
        : chance(0.08)
        ? pick(["Gave some to neighbours", "Blight on a few", "Some split", "Made jam"])
        : null;
      picks.push({
        date,
        plot: c.plot(),
        crop: c.crop,
        kg,
        by: pick(["Dad", "Mum", "Ellie", "Grandad"]),
        sold,
        sale,
        notes,
      });
    }
  }
  const t = makeTable(
    ["Date", "Plot", "Crop", "Weight (kg)", "Picked By", "Sold Y/N", "Sale (£)", "Notes"],
    picks.map((p) => [p.date, p.plot, p.crop, p.kg, p.by, p.sold ? "Y" : "N", p.sale, p.notes]),
  );
  const kg = (p: Pick): number => p.kg;

  const courgettes = sum(picks.filter((p) => p.crop === "Courgettes").map(kg));
  {
    const crop = col(t, "Crop");
    same(courgettes, sum(col(t, "Weight (kg)").filter((_, i) => crop[i] === "Courgettes").map(num)), "veg courgettes");
  }
  ask(t, "veg-courgette-total", "totl kg of courgettes so far?", [courgettes]);

  const plot7Aug = sum(picks.filter((p) => p.plot === "Plot 7" && monthOf(p.date) === 8).map(kg));
  ask(t, "veg-plot7-august", "How many kilos did plot 7 give us in August?", [plot7Aug]);

  const byCrop = ranked(picks, (p) => p.crop, kg, 1);
  ask(t, "veg-top-crop", "Which crop has given the heaviest harvest overall?", [byCrop[0][1]]);

  const soldKg = sum(picks.filter((p) => p.sold).map(kg));
  const allKg = sum(picks.map(kg));
  {
    const s = col(t, "Sold Y/N");
    const w = col(t, "Weight (kg)").map(num);
    same(soldKg, sum(w.filter((_, i) => s[i] === "Y")), "veg sold kg");
    check(col(t, "Sale (£)").every((c, i) => (c === null) === (s[i] === "N")), "sale only when sold");
  }
  ask(t, "veg-sold-weight-pct", "Just curious, what % of everything we picked (by weight) ended up being sold?", [
    pct(soldKg, allKg),
  ]);

  const strawSold = picks.filter((p) => p.crop === "Strawberries" && p.sold);
  check(strawSold.length >= 3, "strawberries sold");
  const perKg = sum(strawSold.map((p) => p.sale ?? NaN)) / sum(strawSold.map(kg));
  ask(t, "veg-strawberry-per-kg", "Overall, how much per kg did we get for the strawberries we sold?", [perKg]);

  const ellie = picks.filter((p) => p.by === "Ellie" && p.crop !== "Potatoes").length;
  ask(t, "veg-ellie-not-potatoes", "How many entries has Ellie logged for crops other than potatoes?", [ellie]);

  const sales = sum(
    picks.filter((p) => p.sale !== null && between(p.date, "2024-07-01", "2024-08-15")).map((p) => p.sale ?? NaN),
  );
  {
    const dates = col(t, "Date").map(str);
    const sale = col(t, "Sale (£)");
    let alt = 0;
    dates.forEach((d, i) => {
      const inWindow = monthOf(d) === 7 || (monthOf(d) === 8 && Number(d.slice(8)) <= 15);
      if (inWindow && sale[i] !== null) alt += num(sale[i]);
    });
    same(sales, alt, "veg sales window");
  }
  ask(t, "veg-sales-jul-midaug", "total sales £ between 1 July and 15 Aug?", [sales]);

  const byPicker = ranked(picks, (p) => p.by, kg, 2);
  ask(t, "veg-picker-second", "wich picker brought in the second most kg?", [byPicker[1][1]]);

  const plot3 = sum(picks.filter((p) => p.plot === "Plot 3").map(kg));
  const plot12 = sum(picks.filter((p) => p.plot === "Plot 12").map(kg));
  check(plot12 > plot3, "plot 12 out-produces plot 3");
  ask(t, "veg-plot12-vs-plot3", "How many more kg did plot 12 produce than plot 3?", [plot12 - plot3, plot12, plot3]);

  const jul = sum(picks.filter((p) => monthOf(p.date) === 7).map(kg));
  const aug = sum(picks.filter((p) => monthOf(p.date) === 8).map(kg));
  ask(t, "veg-jul-aug-change", "By what % did the weight harvested change from July to August?", [
    change(jul, aug),
    jul,
    aug,
  ]);

  cannot(t, "veg-unans-seeds", "How much did we spend on seeds this year?", "seed costs");
  cannot(t, "veg-unans-per-m2", "What was the yield per square metre on plot 7?", "plot sizes");
  cannot(t, "veg-unans-variety", "Which tomato variety gave the best crop?", "crop variety");
  cannot(t, "veg-unans-hours", "How many hours did we spend down the allotment in June?", "time spent");
  cannot(
    t,
    "veg-unans-2023",
    "Was this year's harvest bigger than 2023's?",
    "2023 harvests (the log covers 2024 only)",
  );
}

// ---------------------------------------------------------------------------------------------------------------
check(items.length === 90, `${items.length} items`);
check(items.filter((i) => i.unanswerable).length === 30, "30 unanswerable");
check(new Set(items.map((i) => i.id)).size === items.length, "unique ids");
for (const tableItems of Object.values(Object.groupBy(items, (i) => i.id.split("-")[0]))) {
  check(tableItems?.length === 15, "15 per table");
  check(tableItems.filter((i) => i.unanswerable).length === 5, "5 unanswerable per table");
}

const out = new URL("./held-out-15.json", import.meta.url);
await Deno.writeTextFile(out, JSON.stringify(items, null, 2) + "\n");
console.log(`wrote ${items.length} items to ${out.pathname}`);
