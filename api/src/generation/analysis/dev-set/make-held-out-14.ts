/**
 * Builds held-out-14.json: six everyday spreadsheets (a school library's loans, a small firm's fuel log, a charity's
 * donations, a landlord's repairs log, a private tutor's sessions, an amateur football club's results) with 15
 * questions each, 10 the table answers and 5 it cannot. Every figure is computed here from the generated rows.
 *
 * Written without reading the analyzer. Run: npx deno run -A api/src/generation/analysis/dev-set/make-held-out-14.ts
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

const rand = seededRandom(1414);

// ---------- helpers ----------
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const between = (lo: number, hi: number) => lo + rand() * (hi - lo);
const chance = (p: number) => rand() < p;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
function weighted<T>(pairs: readonly (readonly [T, number])[]): T {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [v, w] of pairs) {
    r -= w;
    if (r < 0) return v;
  }
  return pairs[pairs.length - 1][0];
}
function poisson(lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rand();
  while (p > limit) {
    k++;
    p *= rand();
  }
  return k;
}
const r1 = (x: number) => Math.round(x * 10) / 10;
const r2 = (x: number) => Math.round(x * 100) / 100;

const DAY = 86_400_000;
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const addDays = (d: string, n: number) => iso(ms(d) + n * DAY);
const daysFrom = (a: string, b: string) => Math.round((ms(b) - ms(a)) / DAY);
const weekday = (d: string) => new Date(ms(d)).getUTCDay();
const month = (d: string) => d.slice(0, 7);
function dateRange(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
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
const pct = (part: number, whole: number) => (part / whole) * 100;
const change = (from: number, to: number) => ((to - from) / from) * 100;

function assert(ok: boolean, what: string): asserts ok {
  if (!ok) throw new Error(`check failed: ${what}`);
}
function same(a: number, b: number, what: string) {
  assert(Number.isFinite(a) && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a)), `${what}: ${a} vs ${b}`);
}
/** Totals per group, largest first; checks the places asked about are not tied. */
function ranked(groups: Map<string, number>, places: number): [string, number][] {
  const list = [...groups].sort((a, b) => b[1] - a[1]);
  for (let i = 0; i < places; i++) {
    assert(list.length > i + 1 && Math.abs(list[i][1] - list[i + 1][1]) > 1e-9, `no tie at place ${i + 1}`);
  }
  return list;
}
function groupSum<T>(xs: T[], key: (x: T) => string, value: (x: T) => number): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of xs) m.set(key(x), (m.get(key(x)) ?? 0) + value(x));
  return m;
}

/** The table as the app sees it, read back by column name: the second route for checking answers. */
function records(t: Table): Record<string, Cell>[] {
  return t.rows.map((row) => Object.fromEntries(t.columns.map((c, i) => [c, row[i]])));
}
const num = (c: Cell) => {
  assert(typeof c === "number", `number cell, got ${c}`);
  return c;
};
const str = (c: Cell) => {
  assert(typeof c === "string", `string cell, got ${c}`);
  return c;
};

const items: Item[] = [];
function add(table: Table, id: string, question: string, figures: number[], unanswerable?: string) {
  assert(!items.some((i) => i.id === id), `unique id ${id}`);
  if (unanswerable) assert(figures.length === 0, `${id} has no figures`);
  else assert(figures.length > 0 && figures.every(Number.isFinite), `${id} has figures`);
  items.push({ id, table, question, expect: { figures }, ...(unanswerable ? { unanswerable } : {}) });
}
function checkTable(t: Table, name: string) {
  assert(t.rows.length >= 40 && t.rows.length <= 150, `${name} rows ${t.rows.length}`);
  assert(t.columns.length >= 5 && t.columns.length <= 9, `${name} columns`);
  for (const r of t.rows) assert(r.length === t.columns.length, `${name} row width`);
}

// =====================================================================================================
// 1. School library loans
// =====================================================================================================
{
  const titles: Record<string, string[]> = {
    Fiction: ["Wonder", "Holes", "The Boy at the Back of the Class", "Pig-Heart Boy", "Private Peaceful", "Skellig"],
    Fantasy: [
      "Percy Jackson and the Lightning Thief",
      "The Hobbit",
      "Nevermoor",
      "Northern Lights",
      "Harry Potter and the Philosopher's Stone",
      "A Wizard of Earthsea",
    ],
    Mystery: [
      "A Good Girl's Guide to Murder",
      "The London Eye Mystery",
      "Murder Most Unladylike",
      "The Curious Incident of the Dog in the Night-Time",
    ],
    "Sci-Fi": ["The Hunger Games", "Mortal Engines", "Cinder", "The Maze Runner", "Scythe"],
    "Non-Fiction": [
      "Guinness World Records 2024",
      "Horrible Histories: Woeful Second World War",
      "Football School",
      "A Short History of Nearly Everything",
      "Brain Games",
    ],
    "Graphic Novel": ["Amulet", "Bone", "Dog Man", "New Kid", "Maus"],
    Poetry: ["Poems to Perform", "The Lost Words", "Overheard in a Tower Block"],
  };
  const genreWeights = [
    ["Fiction", 22],
    ["Fantasy", 20],
    ["Mystery", 12],
    ["Sci-Fi", 13],
    ["Non-Fiction", 14],
    ["Graphic Novel", 16],
    ["Poetry", 4],
  ] as const;
  const years = [["Yr 7", 30], ["Yr 8", 25], ["Yr 9", 19], ["Yr 10", 14], ["Yr 11", 10]] as const;
  const inHoliday = (d: string) =>
    (d >= "2024-02-12" && d <= "2024-02-16") || (d >= "2024-03-29" && d <= "2024-04-12") || d === "2024-05-06";
  const termDays = dateRange("2024-01-08", "2024-05-24").filter((d) =>
    weekday(d) >= 1 && weekday(d) <= 5 && !inHoliday(d)
  );
  const outDates = Array.from({ length: 118 }, () => pick(termDays)).sort();
  interface Loan {
    id: string;
    title: string;
    genre: string;
    yr: string;
    out: string;
    due: string;
    returned: string | null;
    fine: number | null;
  }
  const loans: Loan[] = outDates.map((out, i) => {
    const genre = weighted(genreWeights);
    const due = addDays(out, 14);
    let returned: string | null = null;
    if (!chance(0.04)) {
      const kept = weighted([[int(3, 13), 60], [14, 8], [int(15, 30), 32]] as const);
      const back = termDays.find((d) => d >= addDays(out, kept));
      returned = back ?? null;
    }
    const late = returned ? daysFrom(due, returned) : 0;
    return {
      id: `L${1040 + i}`,
      title: pick(titles[genre]),
      genre,
      yr: weighted(years),
      out,
      due,
      returned,
      fine: late > 0 ? r2(Math.min(0.1 * late, 2)) : null,
    };
  });
  const t: Table = {
    columns: ["Loan ID", "Title", "Genre", "Yr Group", "Date Out", "Due Back", "Returned", "Fine (£)"],
    rows: loans.map((l) => [l.id, l.title, l.genre, l.yr, l.out, l.due, l.returned, l.fine]),
  };
  checkTable(t, "library");
  const rec = records(t);
  const back = loans.filter((l) => l.returned !== null);
  const kept = (l: Loan) => daysFrom(l.out, l.returned!);

  const stillOut = loans.filter((l) => l.returned === null).length;
  same(stillOut, rec.filter((r) => r["Returned"] === null).length, "library still out");
  add(t, "library-still-out", "How many books are still out on loan?", [stillOut]);

  const marchFines = sum(back.filter((l) => month(l.returned!) === "2024-03").map((l) => l.fine ?? 0));
  same(
    marchFines,
    rec.reduce(
      (s, r) => s + (String(r["Returned"]).startsWith("2024-03") && r["Fine (£)"] ? num(r["Fine (£)"]) : 0),
      0,
    ),
    "library march fines",
  );
  add(t, "library-fines-returned-march", "total fines for books returned in march?", [marchFines]);

  const avgKept = mean(back.map(kept));
  add(
    t,
    "library-avg-days-kept",
    "On average how many days do pupils keep a book before bringing it back? Only count the ones that have come back.",
    [avgKept],
  );

  const byYear = ranked(groupSum(loans, (l) => l.yr, () => 1), 1);
  add(t, "library-top-year-group", "Which year group borrows the most books?", [byYear[0][1]]);

  const lateShare = pct(back.filter((l) => l.returned! > l.due).length, back.length);
  same(
    lateShare,
    pct(
      rec.filter((r) => r["Returned"] !== null && str(r["Returned"]) > str(r["Due Back"])).length,
      rec.filter((r) => r["Returned"] !== null).length,
    ),
    "library late share",
  );
  add(
    t,
    "library-late-share",
    "Of the books that have been returned, what percentage came back after their due date?",
    [lateShare],
  );

  const fsf =
    loans.filter((l) =>
      (l.genre === "Fantasy" || l.genre === "Sci-Fi") && (l.yr === "Yr 8" || l.yr === "Yr 9") && l.out >= "2024-04-01"
    ).length;
  add(
    t,
    "library-fantasy-scifi-yr8-9-since-april",
    "how many fantasy or sci fi loans by Yr8 and Yr9 since 1st April?",
    [
      fsf,
    ],
  );

  const nfMedian = median(back.filter((l) => l.genre === "Non-Fiction").map(kept));
  add(t, "library-median-nonfiction-days", "median no. of days a non fiction book was out (returned loans only)", [
    nfMedian,
  ]);

  const byGenre = ranked(groupSum(loans, (l) => l.genre, () => 1), 2);
  add(t, "library-second-genre", "whats the 2nd most popular genre by number of loans?", [byGenre[1][1]]);

  // 1 June 2024 is a Saturday; due dates are weekdays, so none falls on it.
  assert(weekday("2024-06-01") === 6 && loans.every((l) => weekday(l.due) !== 6), "library due dates weekdays");
  const overdue = loans.filter((l) => l.returned === null && l.due < "2024-06-01").length;
  add(
    t,
    "library-overdue-unreturned",
    "As of 1 June 2024, how many books are past their due back date and still haven't been returned?",
    [overdue],
  );

  const feb = loans.filter((l) => month(l.out) === "2024-02").length;
  const mar = loans.filter((l) => month(l.out) === "2024-03").length;
  same(feb + mar, rec.filter((r) => /^2024-0[23]/.test(str(r["Date Out"]))).length, "library feb+mar");
  add(t, "library-loans-feb-mar-change", "By what % did the number of loans change from Feb to March?", [
    change(feb, mar),
    feb,
    mar,
  ]);

  add(t, "library-author", "Which author gets borrowed the most?", [], "author");
  add(t, "library-pupil-late", "which pupil has had the most late returns this year?", [], "pupil names");
  add(
    t,
    "library-autumn-2023",
    "How many books did we lend out in the autumn term last year?",
    [],
    "loans before January 2024",
  );
  add(
    t,
    "library-fines-paid",
    "how much of the fine money has actually been paid so far?",
    [],
    "whether fines were paid",
  );
  add(t, "library-gender", "Do boys or girls borrow more fantasy books?", [], "pupil gender");
}

// =====================================================================================================
// 2. Small firm's fuel log
// =====================================================================================================
{
  const vehicles = [
    { reg: "VN21 KXT", fuel: "Diesel", driver: "Dave", gap: [6, 10], litres: [45, 72], perDay: [55, 80], odo: 48211 },
    { reg: "VU19 HDC", fuel: "Diesel", driver: "Priya", gap: [6, 11], litres: [42, 70], perDay: [50, 75], odo: 71904 },
    { reg: "WX70 PLM", fuel: "Diesel", driver: "Tom", gap: [7, 12], litres: [40, 68], perDay: [45, 70], odo: 23560 },
    { reg: "KP68 RZA", fuel: "Petrol", driver: "Sam", gap: [12, 20], litres: [28, 44], perDay: [20, 35], odo: 39877 },
  ] as const;
  const drivers = ["Dave", "Priya", "Tom", "Sam"];
  const base: Record<string, Record<string, number>> = {
    Diesel: { "02": 154.9, "03": 155.9, "04": 153.9, "05": 151.9, "06": 148.9, "07": 147.9 },
    Petrol: { "02": 143.9, "03": 145.9, "04": 147.9, "05": 149.9, "06": 146.9, "07": 145.9 },
  };
  interface Fill {
    date: string;
    reg: string;
    driver: string;
    fuel: string;
    litres: number;
    ppl: number;
    cost: number;
    odo: number;
    notes: string | null;
  }
  const fills: Fill[] = [];
  for (const v of vehicles) {
    let date = addDays("2024-02-01", int(0, 5));
    let odo = v.odo;
    let last = date;
    while (date <= "2024-07-31") {
      odo += Math.round(daysFrom(last, date) * between(v.perDay[0], v.perDay[1]));
      last = date;
      const notes = weighted(
        [[null, 82], ["receipt lost", 8], ["paid on own card - claim back", 5], [
          "topped up only",
          5,
        ]] as const,
      );
      const litres = notes === "topped up only" ? r2(between(12, 25)) : r2(between(v.litres[0], v.litres[1]));
      const ppl = r1(base[v.fuel][date.slice(5, 7)] + pick([-2, -1, 0, 1, 2, 3]));
      fills.push({
        date,
        reg: v.reg,
        driver: chance(0.85) ? v.driver : pick(drivers.filter((d) => d !== v.driver)),
        fuel: v.fuel,
        litres,
        ppl,
        cost: r2((litres * ppl) / 100),
        odo,
        notes,
      });
      date = addDays(date, int(v.gap[0], v.gap[1]));
    }
  }
  fills.sort((a, b) => a.date.localeCompare(b.date) || a.reg.localeCompare(b.reg));
  const t: Table = {
    columns: ["Date", "Reg", "Driver", "Fuel", "Litres", "p/L", "Cost (£)", "Odometer (mi)", "Notes"],
    rows: fills.map((f) => [f.date, f.reg, f.driver, f.fuel, f.litres, f.ppl, f.cost, f.odo, f.notes]),
  };
  checkTable(t, "fuel");
  const rec = records(t);

  const q2 = sum(fills.filter((f) => f.date >= "2024-04-01" && f.date <= "2024-06-30").map((f) => f.cost));
  same(
    q2,
    sum(["2024-04", "2024-05", "2024-06"].map((m) => sum(fills.filter((f) => month(f.date) === m).map((f) => f.cost)))),
    "fuel q2",
  );
  add(t, "fuel-total-q2", "What was our total fuel spend in Q2?", [q2]);

  const mayDiesel = fills.filter((f) => f.fuel === "Diesel" && month(f.date) === "2024-05");
  const mayPpl = (sum(mayDiesel.map((f) => f.cost)) / sum(mayDiesel.map((f) => f.litres))) * 100;
  add(
    t,
    "fuel-diesel-cost-per-litre-may",
    "Overall, what did diesel cost us per litre in May? Total cost over total litres, in pence please",
    [mayPpl],
  );

  const byReg = ranked(groupSum(fills, (f) => f.reg, (f) => f.litres), 1);
  same(
    byReg[0][1],
    sum(rec.filter((r) => r["Reg"] === byReg[0][0]).map((r) => num(r["Litres"]))),
    "fuel top vehicle litres",
  );
  add(t, "fuel-most-litres-vehicle", "Which vehicle has used the most litres overall?", [byReg[0][1]]);

  assert(fills.every((f) => f.cost !== 80), "fuel no cost of exactly 80");
  const over80 = fills.filter((f) => f.cost > 80).length;
  add(t, "fuel-fillups-over-80", "how many fill ups cost more then £80?", [over80]);

  const vn = fills.filter((f) => f.reg === "VN21 KXT").map((f) => f.odo);
  const vnMiles = Math.max(...vn) - Math.min(...vn);
  same(vnMiles, vn[vn.length - 1] - vn[0], "fuel VN21 miles (odometer rises)");
  add(
    t,
    "fuel-miles-vn21",
    "How many miles did VN21 KXT cover between its first and last fill-up on the sheet?",
    [vnMiles],
  );

  const notDaveMay = sum(fills.filter((f) => f.driver !== "Dave" && f.date >= "2024-05-01").map((f) => f.cost));
  same(
    notDaveMay,
    sum(rec.filter((r) => str(r["Date"]) >= "2024-05-01").map((r) => num(r["Cost (£)"]))) -
      sum(rec.filter((r) => str(r["Date"]) >= "2024-05-01" && r["Driver"] === "Dave").map((r) => num(r["Cost (£)"]))),
    "fuel not dave since may",
  );
  add(
    t,
    "fuel-spend-not-dave-since-may",
    "total fuel cost for all drivers other than Dave since 1 May",
    [notDaveMay],
  );

  const petrolAvg = mean(fills.filter((f) => f.fuel === "Petrol").map((f) => f.litres));
  add(t, "fuel-avg-litres-petrol", "avg litres per fill for the petrol car?", [petrolAvg]);

  const febSpend = sum(fills.filter((f) => month(f.date) === "2024-02").map((f) => f.cost));
  const julSpend = sum(fills.filter((f) => month(f.date) === "2024-07").map((f) => f.cost));
  add(t, "fuel-change-feb-jul", "By how much % has our monthly fuel spend changed from February to July?", [
    change(febSpend, julSpend),
    febSpend,
    julSpend,
  ]);

  const byDriver = ranked(groupSum(fills, (f) => f.driver, (f) => f.cost), 2);
  add(t, "fuel-second-driver", "Which driver spent the second most on fuel?", [byDriver[1][1]]);

  const total = sum(fills.map((f) => f.cost));
  const calendarDays = dateRange("2024-02-01", "2024-07-31").length;
  assert(calendarDays === 182, "fuel 182 days");
  add(
    t,
    "fuel-spend-per-day",
    "On average what are we spending on fuel per calendar day, across Feb to July?",
    [total / calendarDays, total],
  );

  add(
    t,
    "fuel-servicing",
    "How much have we spent on servicing and repairs for the vans?",
    [],
    "servicing/repair costs",
  );
  add(t, "fuel-station", "Which fuel station do we use most often?", [], "fuel station");
  add(t, "fuel-january", "what did we spend on fuel in January?", [], "January data (the log starts in February)");
  add(t, "fuel-parking", "What's the total we've paid in parking and toll charges this year?", [], "parking and tolls");
  add(t, "fuel-per-delivery", "whats our fuel cost per delivery?", [], "number of deliveries");
}

// =====================================================================================================
// 3. Charity donations
// =====================================================================================================
{
  const months = [
    ["2023-10", 1, 2, 31],
    ["2023-11", 1.4, 1, 30],
    ["2023-12", 2, 1, 31],
    ["2024-01", 1, 1, 31],
    ["2024-02", 0.8, 1, 29],
    ["2024-03", 1.1, 1, 28],
  ] as const;
  interface Gift {
    date: string;
    type: string;
    campaign: string;
    method: string;
    amt: number;
    giftAid: string;
    thanked: string | null;
  }
  const gifts: Gift[] = [];
  for (let i = 0; i < 140; i++) {
    const [m, , lo, hi] = weighted(months.map((mo) => [mo, mo[1]] as const));
    let date = `${m}-${String(int(lo, hi)).padStart(2, "0")}`;
    const mm = m.slice(5);
    let campaign = "General";
    if (mm === "11") campaign = chance(0.65) ? "Winter Appeal" : "General";
    if (mm === "12") campaign = weighted([["Winter Appeal", 50], ["Christmas Fair", 25], ["General", 25]] as const);
    if (mm === "01") campaign = chance(0.45) ? "Winter Appeal" : "General";
    if (mm === "02") campaign = chance(0.5) ? "Spring Fun Run" : "General";
    if (mm === "03") campaign = chance(0.6) ? "Spring Fun Run" : "General";
    if (campaign === "Christmas Fair") date = `2023-12-0${int(2, 9)}`;
    if (campaign === "Spring Fun Run" && date < "2024-02-15") date = `2024-02-${int(15, 29)}`;

    let type: string;
    if (campaign === "Spring Fun Run") type = weighted([["Individual", 90], ["Company", 10]] as const);
    else if (campaign === "Christmas Fair") {
      type = weighted([["Individual", 70], ["Church", 15], ["School", 15]] as const);
    } else {
      type = weighted(
        [["Individual", 63], ["Company", 12], ["Trust", 7], ["Church", 9], ["School", 9]] as const,
      );
    }

    let method: string;
    let amt: number;
    if (type === "Individual") {
      if (campaign === "Christmas Fair") method = "Cash";
      else if (campaign === "Spring Fun Run") method = chance(0.8) ? "Online" : "Cash";
      else if (campaign === "General") {
        method = weighted([["Online", 45], ["Cheque", 12], ["Cash", 15], ["Standing Order", 28]] as const);
      } else method = weighted([["Online", 60], ["Cheque", 20], ["Cash", 20]] as const);
      if (method === "Standing Order") amt = pick([5, 10, 10, 15, 20, 25]);
      else if (method === "Online") amt = chance(0.6) ? pick([10, 20, 25, 30, 50, 75, 100, 150, 250]) : int(5, 120);
      else if (method === "Cash") amt = chance(0.5) ? int(2, 60) : r2(between(2, 60));
      else amt = pick([25, 40, 50, 100, 150, 200, 500]);
    } else if (type === "Company") {
      method = chance(0.6) ? "Bank Transfer" : "Cheque";
      amt = pick([100, 150, 200, 250, 300, 350, 400, 450, 600, 750, 1000, 1200, 1500, 2000]);
    } else if (type === "Trust") {
      method = chance(0.7) ? "Bank Transfer" : "Cheque";
      amt = pick([750, 1000, 1500, 2000, 2500, 5000]);
    } else if (type === "Church") {
      method = chance(0.7) ? "Cheque" : "Bank Transfer";
      amt = r2(between(40, 450));
    } else {
      method = chance(0.5) ? "Cash" : "Cheque";
      amt = r2(between(30, 400));
    }
    const giftAid = type === "Individual" && (method === "Cash" ? chance(0.2) : chance(0.65)) ? "Y" : "N";
    let thanked: string | null = addDays(date, int(1, 21));
    if (thanked > "2024-04-02" || chance(0.04)) thanked = null;
    gifts.push({ date, type, campaign, method, amt, giftAid, thanked });
  }
  gifts.sort((a, b) => a.date.localeCompare(b.date));
  const t: Table = {
    columns: ["Ref", "Date Rec'd", "Donor Type", "Campaign", "Method", "Amt (£)", "Gift Aid Y/N", "Thank-you Sent"],
    rows: gifts.map((g, i) => [`D${2301 + i}`, g.date, g.type, g.campaign, g.method, g.amt, g.giftAid, g.thanked]),
  };
  checkTable(t, "donations");
  const rec = records(t);

  const winter = sum(gifts.filter((g) => g.campaign === "Winter Appeal").map((g) => g.amt));
  same(
    winter,
    rec.reduce((s, r) => s + (r["Campaign"] === "Winter Appeal" ? num(r["Amt (£)"]) : 0), 0),
    "donations winter",
  );
  add(t, "donations-winter-total", "How much has the Winter Appeal raised in total?", [winter]);

  const chequeMedian = median(gifts.filter((g) => g.method === "Cheque").map((g) => g.amt));
  add(t, "donations-median-cheque", "median cheque donation?", [chequeMedian]);

  const indiv = gifts.filter((g) => g.type === "Individual");
  const gaShare = pct(indiv.filter((g) => g.giftAid === "Y").length, indiv.length);
  same(
    gaShare,
    pct(rec.filter((r) => r["Gift Aid Y/N"] === "Y").length, indiv.length),
    "donations gift aid (only Y are individuals)",
  );
  add(
    t,
    "donations-giftaid-share",
    "What % of donations from individuals are gift aided? By number of donations, not value",
    [gaShare],
  );

  const noThanks = gifts.filter((g) => g.thanked === null).length;
  add(t, "donations-no-thankyou", "how many donations still havent had a thank you sent?", [noThanks]);

  const byCampaign = [...groupSum(gifts, (g) => g.campaign, (g) => g.amt)].sort((a, b) => a[1] - b[1]);
  assert(byCampaign[1][1] - byCampaign[0][1] > 1e-9, "donations least campaign not tied");
  add(t, "donations-least-campaign", "Which campaign raised the least money?", [byCampaign[0][1]]);

  const companies = gifts.filter((g) => g.type === "Company");
  assert(companies.every((g) => g.amt !== 500), "donations no company gift of exactly 500");
  const over500 = companies.filter((g) => g.amt > 500).length;
  add(t, "donations-company-over-500", "No. of company donations over £500?", [over500]);

  const thanked = gifts.filter((g) => g.thanked !== null);
  const thanksDays = mean(thanked.map((g) => daysFrom(g.date, g.thanked!)));
  same(
    thanksDays,
    sum(
      rec.filter((r) => r["Thank-you Sent"] !== null).map((r) =>
        (ms(str(r["Thank-you Sent"])) - ms(str(r["Date Rec'd"]))) / DAY
      ),
    ) / thanked.length,
    "donations thank-you days",
  );
  add(
    t,
    "donations-thankyou-days",
    "On average, how many days after a donation comes in do we send the thank-you?",
    [thanksDays],
  );

  const nov = sum(gifts.filter((g) => month(g.date) === "2023-11").map((g) => g.amt));
  const dec = sum(gifts.filter((g) => month(g.date) === "2023-12").map((g) => g.amt));
  assert(dec > nov, "donations dec above nov");
  add(t, "donations-dec-vs-nov", "How much more money came in during December than November, in % terms?", [
    change(nov, dec),
    nov,
    dec,
  ]);

  const online = mean(gifts.filter((g) => g.method === "Online").map((g) => g.amt));
  const cheque = mean(gifts.filter((g) => g.method === "Cheque").map((g) => g.amt));
  assert(cheque > online, "donations cheque average above online");
  add(
    t,
    "donations-cheque-vs-online-avg",
    "How much bigger is the average cheque donation than the average online one?",
    [cheque - online, cheque, online],
  );

  // The two bounds are days on which nothing came in, so "between" reads the same inclusive or exclusive.
  const day = [15, 14, 16, 20, 10, 18].find((n) =>
    gifts.every((g) => g.date !== `2023-11-${n}` && g.date !== `2024-01-${n}`)
  );
  assert(day !== undefined, "donations bounds clear of gifts");
  const [from, to] = [`2023-11-${day}`, `2024-01-${day}`];
  const midWinter = sum(gifts.filter((g) => g.date >= from && g.date <= to && g.method !== "Cash").map((g) => g.amt));
  same(
    midWinter,
    sum(
      rec.filter((r) => str(r["Date Rec'd"]) > from && str(r["Date Rec'd"]) < to)
        .filter((r) => r["Method"] !== "Cash").map((r) => num(r["Amt (£)"])),
    ),
    "donations mid winter",
  );
  add(
    t,
    "donations-mid-nov-mid-jan-excl-cash",
    `total recieved between ${day} Nov and ${day} Jan, not counting cash`,
    [midWinter],
  );

  add(t, "donations-top-donor", "Which donor has given us the most in total?", [], "donor names");
  add(
    t,
    "donations-funrun-costs",
    "What did the Fun Run make after costs?",
    [],
    "event costs",
  );
  add(t, "donations-area", "which town or area do most of our donations come from?", [], "donor location");
  add(
    t,
    "donations-first-time",
    "How many first-time donors did the Winter Appeal bring in?",
    [],
    "whether a donor is new or returning",
  );
  add(t, "donations-september", "How much came in during September 2023?", [], "data before October 2023");
}

// =====================================================================================================
// 4. Landlord's repairs log
// =====================================================================================================
{
  const properties = [
    "12 Elm Rd",
    "7 Park View",
    "Flat 3, Mill Ct",
    "Flat 5, Mill Ct",
    "22 Station St",
    "41 Church Ln",
  ];
  const costRange: Record<string, [number, number]> = {
    Plumbing: [60, 420],
    Heating: [90, 1200],
    Electrical: [70, 650],
    Damp: [250, 1800],
    Appliance: [45, 480],
    Locks: [65, 180],
    Garden: [40, 300],
  };
  interface Job {
    raised: string;
    property: string;
    category: string;
    priority: string;
    fixed: string | null;
    contractor: string;
    cost: number | null;
    notes: string | null;
  }
  const days = dateRange("2024-01-03", "2024-06-27");
  const raisedDates = Array.from(
    { length: 78 },
    () => weighted(days.map((d) => [d, d < "2024-03-01" ? 1.5 : 1] as const)),
  ).sort();
  const jobs: Job[] = raisedDates.map((raised) => {
    const winter = raised < "2024-03-01";
    const category = weighted(
      [
        ["Plumbing", 22],
        ["Heating", winter ? 24 : 8],
        ["Electrical", 14],
        ["Damp", winter ? 10 : 5],
        ["Appliance", 14],
        ["Locks", 6],
        ["Garden", winter ? 2 : 12],
      ] as const,
    );
    let contractor = {
      Plumbing: "A1 Plumbing",
      Heating: "Warmflow Heating",
      Electrical: "Sparks Electrical",
      Damp: "DryHome Ltd",
      Appliance: "HandyMike",
      Locks: "LockSafe",
      Garden: "Green Thumb",
    }[category]!;
    if (
      (category === "Appliance" && chance(0.4)) || (category === "Garden" && chance(0.5)) ||
      (category === "Plumbing" && chance(0.2))
    ) contractor = "Self";
    const priority = (category === "Heating" && winter && chance(0.6)) ||
        (category === "Electrical" && chance(0.35)) || (category === "Locks" && chance(0.5))
      ? "High"
      : weighted([["High", 10], ["Med", 45], ["Low", 45]] as const);
    let fixDays = priority === "High" ? int(0, 4) : priority === "Med" ? int(2, 21) : int(4, 45);
    if (category === "Damp") fixDays += int(10, 40);
    let fixed: string | null = addDays(raised, fixDays);
    let notes: string | null = null;
    if (fixed > "2024-06-30") fixed = null;
    else if (chance(0.06)) {
      fixed = null;
      notes = pick(["parts on order", "waiting on quote"]);
    }
    let cost: number | null = null;
    if (fixed) {
      const [lo, hi] = contractor === "Self" ? [8, 60] : costRange[category];
      cost = r2(between(lo, hi));
      if (!notes && chance(0.08)) notes = "tenant not home 1st visit";
    }
    if (category === "Damp" && !notes && chance(0.3)) notes = "recurring";
    return { raised, property: pick(properties), category, priority, fixed, contractor, cost, notes };
  });
  const t: Table = {
    columns: [
      "Job #",
      "Property",
      "Category",
      "Priority",
      "Date Raised",
      "Date Fixed",
      "Contractor",
      "Cost (£)",
      "Notes",
    ],
    rows: jobs.map((
      j,
      i,
    ) => [`R-${101 + i}`, j.property, j.category, j.priority, j.raised, j.fixed, j.contractor, j.cost, j.notes]),
  };
  checkTable(t, "repairs");
  const rec = records(t);
  const done = jobs.filter((j) => j.fixed !== null);
  const took = (j: Job) => daysFrom(j.raised, j.fixed!);

  const open = jobs.length - done.length;
  same(open, rec.filter((r) => r["Date Fixed"] === null).length, "repairs open");
  add(t, "repairs-open-count", "How many jobs are still open?", [open]);

  const highDays = mean(done.filter((j) => j.priority === "High").map(took));
  same(
    highDays,
    mean(
      rec.filter((r) => r["Priority"] === "High" && r["Date Fixed"] !== null).map((r) =>
        (ms(str(r["Date Fixed"])) - ms(str(r["Date Raised"]))) / DAY
      ),
    ),
    "repairs high days",
  );
  add(t, "repairs-high-avg-days", "avg days to fix high priorty jobs (the ones that are done)?", [highDays]);

  const byProperty = ranked(groupSum(done, (j) => j.property, (j) => j.cost!), 1);
  add(t, "repairs-top-property-cost", "Which property has cost me the most in repairs so far?", [byProperty[0][1]]);

  const plumbHeat = sum(
    done.filter((j) => (j.category === "Plumbing" || j.category === "Heating") && j.raised >= "2024-04-01").map((j) =>
      j.cost!
    ),
  );
  add(
    t,
    "repairs-plumbing-heating-since-april",
    "Total spent on plumbing and heating jobs raised since April",
    [plumbHeat],
  );

  // A number of weeks no fixed job took exactly (or one day over), so "more than" reads one way only.
  const weeks = [2, 3, 4, 6, 5].find((w) => done.every((j) => took(j) !== 7 * w && took(j) !== 7 * w + 1));
  assert(weeks !== undefined, "repairs threshold clear of edge cases");
  const slow = done.filter((j) => took(j) > 7 * weeks).length;
  const words = ["", "", "two", "three", "four", "five", "six"];
  add(
    t,
    "repairs-slow-fixes",
    `Of the jobs that have been fixed, how many took longer than ${words[weeks]} weeks?`,
    [slow],
  );

  const highShare = pct(jobs.filter((j) => j.priority === "High").length, jobs.length);
  add(t, "repairs-high-share", "what % of jobs were marked High priority?", [highShare]);

  const notSelf = done.filter((j) => j.contractor !== "Self").map((j) => j.cost!);
  const notSelfMedian = median(notSelf);
  same(
    notSelfMedian,
    median(rec.filter((r) => r["Contractor"] !== "Self" && r["Cost (£)"] !== null).map((r) => num(r["Cost (£)"]))),
    "repairs median not self",
  );
  add(
    t,
    "repairs-median-cost-contractors",
    "median cost of the jobs contractors did, so not the ones I did myself",
    [notSelfMedian],
  );

  const hired = jobs.filter((j) => j.contractor !== "Self");
  const byContractor = ranked(groupSum(hired, (j) => j.contractor, () => 1), 1);
  same(
    byContractor[0][1],
    rec.filter((r) => r["Contractor"] === byContractor[0][0]).length,
    "repairs top contractor jobs",
  );
  add(
    t,
    "repairs-contractor-most-jobs",
    "Leaving out the ones I did myself, which contractor has been given the most jobs?",
    [byContractor[0][1]],
  );

  const elec = sum(done.filter((j) => j.category === "Electrical").map((j) => j.cost!));
  const appl = sum(done.filter((j) => j.category === "Appliance").map((j) => j.cost!));
  assert(elec > appl, "repairs electrical above appliance");
  add(t, "repairs-electrical-minus-appliance", "how much more have we spent on electrics than on appliances?", [
    elec - appl,
    elec,
    appl,
  ]);

  const perMonth = new Set(jobs.map((j) => month(j.raised)));
  assert(perMonth.size === 6, "repairs jobs in each of six months");
  add(t, "repairs-jobs-per-month", "On average how many repair jobs get raised per month?", [jobs.length / 6]);

  add(t, "repairs-rent", "How much rent has 12 Elm Rd brought in this year?", [], "rent income");
  add(t, "repairs-tenant", "Which tenant reports the most problems?", [], "tenant names");
  add(
    t,
    "repairs-first-visit",
    "how long on average before a contractor first turns up after a job is raised?",
    [],
    "contractor visit dates",
  );
  add(t, "repairs-insurance", "How much of the repair costs has the insurance paid out?", [], "insurance claims");
  add(
    t,
    "repairs-q4-2023",
    "How many jobs did we raise in the last quarter of 2023?",
    [],
    "jobs before January 2024",
  );
}

// =====================================================================================================
// 5. Private tutor's sessions
// =====================================================================================================
{
  const pupils = [
    {
      name: "Amir",
      subject: "Maths",
      level: "GCSE",
      rate: 35,
      hrs: 1,
      every: 7,
      first: "2024-01-08",
      to: "2024-06-14",
    },
    {
      name: "Chloe",
      subject: "Chemistry",
      level: "A-Level",
      rate: 42,
      hrs: 1.5,
      every: 7,
      first: "2024-01-09",
      to: "2024-06-14",
    },
    {
      name: "Chloe",
      subject: "Maths",
      level: "A-Level",
      rate: 42,
      hrs: 1,
      every: 14,
      first: "2024-01-11",
      to: "2024-06-14",
    },
    {
      name: "Ben",
      subject: "Physics",
      level: "A-Level",
      rate: 42,
      hrs: 1,
      every: 7,
      first: "2024-01-10",
      to: "2024-06-28",
    },
    {
      name: "Freya",
      subject: "English",
      level: "GCSE",
      rate: 35,
      hrs: 1.5,
      every: 14,
      first: "2024-01-11",
      to: "2024-06-07",
    },
    { name: "Jas", subject: "Maths", level: "KS3", rate: 30, hrs: 1, every: 7, first: "2024-01-13", to: "2024-06-29" },
    {
      name: "Oliver",
      subject: "Maths",
      level: "A-Level",
      rate: 40,
      hrs: 1.5,
      every: 7,
      first: "2024-03-01",
      to: "2024-06-28",
    },
    {
      name: "Mia",
      subject: "Biology",
      level: "GCSE",
      rate: 35,
      hrs: 1,
      every: 14,
      first: "2024-01-16",
      to: "2024-05-24",
    },
    {
      name: "Leo",
      subject: "English",
      level: "KS3",
      rate: 30,
      hrs: 1,
      every: 14,
      first: "2024-01-20",
      to: "2024-06-29",
    },
  ];
  const notesPool = ["past paper", "mock prep", "rescheduled", "homework help"];
  interface Session {
    date: string;
    student: string;
    subject: string;
    level: string;
    hrs: number;
    rate: number;
    amt: number;
    paid: string;
    notes: string | null;
  }
  const sessions: Session[] = [];
  for (const p of pupils) {
    for (let d = p.first; d <= p.to; d = addDays(d, p.every)) {
      if (d >= "2024-03-30" && d <= "2024-04-14") continue; // Easter break
      if (d >= "2024-02-12" && d <= "2024-02-18" && chance(0.6)) continue; // half term
      if (chance(0.18)) continue;
      let hrs = p.hrs;
      if (p.level !== "KS3" && month(d) === "2024-05" && chance(0.35)) hrs += 0.5;
      else if (chance(0.08)) hrs += 0.5;
      const paid = d >= "2024-06-01" ? (chance(0.5) ? "Y" : "N") : chance(p.name === "Freya" ? 0.7 : 0.95) ? "Y" : "N";
      sessions.push({
        date: d,
        student: p.name,
        subject: p.subject,
        level: p.level,
        hrs,
        rate: p.rate,
        amt: hrs * p.rate,
        paid,
        notes: chance(0.2) ? pick(notesPool) : null,
      });
    }
  }
  sessions.sort((a, b) => a.date.localeCompare(b.date) || a.student.localeCompare(b.student));
  const t: Table = {
    columns: ["Date", "Student", "Subject", "Level", "Hrs", "Rate (£/hr)", "Amt (£)", "Paid Y/N", "Notes"],
    rows: sessions.map((s) => [s.date, s.student, s.subject, s.level, s.hrs, s.rate, s.amt, s.paid, s.notes]),
  };
  checkTable(t, "tutoring");
  const rec = records(t);
  for (const r of rec) same(num(r["Amt (£)"]), num(r["Hrs"]) * num(r["Rate (£/hr)"]), "tutoring amt = hrs x rate");

  const marchHrs = sum(sessions.filter((s) => month(s.date) === "2024-03").map((s) => s.hrs));
  add(t, "tutoring-hours-march", "how many hours did i teach in march", [marchHrs]);

  const owed = sum(sessions.filter((s) => s.paid === "N").map((s) => s.amt));
  same(
    owed,
    sum(rec.map((r) => num(r["Amt (£)"]))) -
      sum(rec.filter((r) => r["Paid Y/N"] === "Y").map((r) => num(r["Amt (£)"]))),
    "tutoring owed",
  );
  add(t, "tutoring-unpaid-total", "How much am I still owed for sessions that haven't been paid?", [owed]);

  const may = sessions.filter((s) => month(s.date) === "2024-05");
  const mayStudents = new Set(may.map((s) => s.student));
  const perStudentMay = sum(may.map((s) => s.hrs)) / mayStudents.size;
  same(perStudentMay, mean([...groupSum(may, (s) => s.student, (s) => s.hrs).values()]), "tutoring may per student");
  add(t, "tutoring-avg-hrs-per-student-may", "avg hrs per student in may?", [perStudentMay]);

  const bySubject = ranked(groupSum(sessions, (s) => s.subject, (s) => s.amt), 1);
  add(t, "tutoring-top-subject", "Which subject brings in the most money?", [bySubject[0][1]]);

  const aShare = pct(sessions.filter((s) => s.level === "A-Level").length, sessions.length);
  add(t, "tutoring-alevel-share", "What percentage of my sessions are A-Level?", [aShare]);

  const mar = sum(sessions.filter((s) => month(s.date) === "2024-03").map((s) => s.amt));
  const apr = sum(sessions.filter((s) => month(s.date) === "2024-04").map((s) => s.amt));
  add(t, "tutoring-earnings-change-mar-apr", "what's the % change in my earnings from March to April?", [
    change(mar, apr),
    mar,
    apr,
  ]);

  const gcseMedian = median(sessions.filter((s) => s.level === "GCSE").map((s) => s.hrs));
  add(t, "tutoring-median-gcse-hrs", "Median session length in hours for my GCSE students", [gcseMedian]);

  const longNotAmir = sessions.filter((s) => s.student !== "Amir" && s.hrs > 1).length;
  same(
    longNotAmir,
    rec.filter((r) => num(r["Hrs"]) > 1).length -
      rec.filter((r) => num(r["Hrs"]) > 1 && r["Student"] === "Amir").length,
    "tutoring long not amir",
  );
  add(
    t,
    "tutoring-long-sessions-not-amir",
    "How many sessions longer than an hour did I do with students other than Amir?",
    [longNotAmir],
  );

  const byStudent = ranked(groupSum(sessions, (s) => s.student, (s) => s.hrs), 2);
  add(
    t,
    "tutoring-second-student-hours",
    "Which student has had the second most hours with me in total?",
    [byStudent[1][1]],
  );

  const teachingDays = new Set(sessions.map((s) => s.date)).size;
  const perDay = sum(sessions.map((s) => s.amt)) / teachingDays;
  add(t, "tutoring-earnings-per-teaching-day", "What do I make on average per day that I actually teach?", [
    perDay,
  ]);

  add(t, "tutoring-travel", "How much have I spent on travel getting to students?", [], "travel costs");
  add(t, "tutoring-grades", "How many of my GCSE students went up a grade?", [], "student grades");
  add(
    t,
    "tutoring-online",
    "Do I earn more from online lessons or in-person ones?",
    [],
    "lesson format (online or in person)",
  );
  add(t, "tutoring-december", "how many sessions did I do last December?", [], "December 2023 data");
  add(t, "tutoring-age", "What's the average age of my students?", [], "student age");
}

// =====================================================================================================
// 6. Amateur football club results
// =====================================================================================================
{
  const league = [
    "Hartley Town",
    "St Mary's Utd",
    "Brookfield Rovers",
    "Ashby Athletic",
    "Millbrook FC",
    "Redhill Wanderers",
    "Castleford Albion",
    "Northgate United",
    "Oakwood Rangers",
    "Priory Park",
    "Sandown Celtic",
    "Thornbury Town",
    "Westfield Sports",
    "Kingsmead",
    "Eastbrook Villa",
    "Fenwick Colliery",
    "Denby Dale",
  ];
  const cupTeams = ["Harbour Lane FC", "Lowther Town", "Greystoke Utd", "Old Mill FC", "Crossways", "Bramley Athletic"];
  interface Match {
    date: string;
    opp: string;
    ha: string;
    comp: string;
    gf: number;
    ga: number;
    att: number | null;
  }
  const matches: Match[] = [];
  const play = (date: string, opp: string, ha: string, comp: string) => {
    const home = ha === "H";
    let gf = poisson(home ? 1.7 : 1.35);
    let ga = poisson(home ? 1.1 : 1.4);
    if (comp !== "League" && comp !== "Friendly" && gf === ga) {
      if (chance(0.55)) gf++;
      else ga++;
    }
    let att: number | null;
    if (home) att = comp === "League" ? int(90, 260) : comp === "Friendly" ? int(40, 120) : int(110, 320);
    else att = chance(0.35) ? int(60, 300) : null;
    const m = { date, opp, ha, comp, gf, ga, att };
    matches.push(m);
    return m;
  };
  ["2023-07-15", "2023-07-22", "2023-07-29", "2023-08-05"].forEach((d, i) =>
    play(d, ["Riverside Reserves", "Town Vets XI", "Greystoke Utd", "Old Mill FC"][i], i % 2 ? "A" : "H", "Friendly")
  );
  const saturdays = dateRange("2023-08-12", "2024-04-27").filter((d) =>
    weekday(d) === 6 && d !== "2023-12-23" && d !== "2023-12-30"
  );
  assert(saturdays.length === 36, "matches 36 Saturdays");
  const free = new Set<string>();
  while (free.size < 2) free.add(pick(saturdays));
  const leagueDates = saturdays.filter((d) => !free.has(d));
  const shuffle = <T>(xs: T[]) => xs.map((x) => [rand(), x] as const).sort((a, b) => a[0] - b[0]).map(([, x]) => x);
  const firstLeg = shuffle(league).map((opp) => ({ opp, ha: chance(0.5) ? "H" : "A" }));
  const venue = new Map(firstLeg.map((f) => [f.opp, f.ha]));
  const secondLeg = shuffle(league).map((opp) => ({ opp, ha: venue.get(opp) === "H" ? "A" : "H" }));
  [...firstLeg, ...secondLeg].forEach((f, i) => play(leagueDates[i], f.opp, f.ha, "League"));
  for (
    const [comp, rounds] of [
      ["County Cup", ["2023-09-12", "2023-10-17", "2023-11-21", "2024-01-30", "2024-03-12"]],
      ["League Cup", ["2023-10-04", "2023-11-08", "2024-02-14", "2024-04-10"]],
    ] as const
  ) {
    const opps = shuffle(cupTeams);
    for (const [i, d] of rounds.entries()) {
      const m = play(d, opps[i], chance(0.5) ? "H" : "A", comp);
      if (m.gf < m.ga) break;
    }
  }
  matches.sort((a, b) => a.date.localeCompare(b.date));
  const result = (m: Match) => m.gf > m.ga ? "W" : m.gf === m.ga ? "D" : "L";
  const t: Table = {
    columns: ["Date", "Opponent", "H/A", "Comp", "GF", "GA", "Result", "Att"],
    rows: matches.map((m) => [m.date, m.opp, m.ha, m.comp, m.gf, m.ga, result(m), m.att]),
  };
  checkTable(t, "matches");
  const rec = records(t);
  const lg = matches.filter((m) => m.comp === "League");
  assert(lg.length === 34, "matches 34 league games");

  const winRate = pct(lg.filter((m) => result(m) === "W").length, lg.length);
  same(
    winRate,
    pct(rec.filter((r) => r["Comp"] === "League" && num(r["GF"]) > num(r["GA"])).length, 34),
    "matches win rate",
  );
  add(t, "matches-league-win-rate", "whats our leauge win rate?", [winRate]);

  const home = matches.filter((m) => m.ha === "H");
  assert(home.every((m) => m.att !== null), "matches home attendances all recorded");
  const homeAtt = mean(home.map((m) => m.att!));
  add(t, "matches-avg-home-att", "Average home attendance?", [homeAtt]);

  const since = sum(matches.filter((m) => m.date >= "2024-01-01").map((m) => m.gf));
  add(t, "matches-goals-since-new-year", "How many goals have we scored since the new year?", [since]);

  const awayLg = lg.filter((m) => m.ha === "A");
  const awayGd = sum(awayLg.map((m) => m.gf)) - sum(awayLg.map((m) => m.ga));
  same(
    awayGd,
    sum(rec.filter((r) => r["Comp"] === "League" && r["H/A"] === "A").map((r) => num(r["GF"]) - num(r["GA"]))),
    "matches away gd",
  );
  add(t, "matches-away-league-gd", "goal difference in away league games?", [awayGd]);

  // Goals are small numbers, so the first of these per-group questions whose winner is not tied is asked.
  const monthName = (d: string) => new Date(ms(d)).toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
  const perGroup = [
    {
      id: "matches-most-goals-against-opponent",
      q: "Which team have we scored the most goals against in the league, both games added together?",
      groups: groupSum(lg, (m) => m.opp, (m) => m.gf),
    },
    {
      id: "matches-best-scoring-month",
      q: "which month did we score the most goals in?",
      groups: groupSum(matches, (m) => monthName(m.date), (m) => m.gf),
    },
  ].find(({ groups }) => {
    const v = [...groups.values()].sort((x, y) => y - x);
    return v[0] > v[1];
  });
  assert(perGroup !== undefined, "matches untied per-group question");
  assert(new Set(matches.map((m) => monthName(m.date))).size === 10, "matches months Jul-Apr each once");
  add(t, perGroup.id, perGroup.q, [ranked(perGroup.groups, 1)[0][1]]);

  const heavy = matches.filter((m) => m.ga - m.gf >= 2).length;
  add(t, "matches-lost-by-2-plus", "How many games did we lose by 2 or more goals?", [heavy]);

  const cups = matches.filter((m) => m.comp.endsWith("Cup"));
  const cupNotLost = cups.filter((m) => result(m) !== "L").length;
  add(t, "matches-cup-not-lost", "how many cup matches didn't we lose?", [cupNotLost, cups.length]);

  const points = sum(lg.map((m) => (result(m) === "W" ? 3 : result(m) === "D" ? 1 : 0)));
  same(
    points,
    3 * rec.filter((r) => r["Comp"] === "League" && r["Result"] === "W").length +
      rec.filter((r) => r["Comp"] === "League" && r["Result"] === "D").length,
    "matches points",
  );
  add(t, "matches-league-points", "How many league points have we got? 3 for a win, 1 for a draw", [points]);

  const maxAtt = Math.max(...lg.filter((m) => m.ha === "H" && m.date >= "2024-01-01").map((m) => m.att!));
  add(t, "matches-max-att-home-league-2024", "What was the biggest crowd at a home league game in 2024?", [maxAtt]);

  const clean = pct(matches.filter((m) => m.ga === 0).length, matches.length);
  add(t, "matches-clean-sheet-share", "In what % of all our games did we keep a clean sheet?", [clean]);

  add(t, "matches-top-scorer", "Who's our top scorer this season?", [], "goal scorers");
  add(t, "matches-gate", "How much did we take on the gate this season?", [], "gate receipts");
  add(
    t,
    "matches-half-time",
    "How many games were we losing at half time but went on to win?",
    [],
    "half-time scores",
  );
  add(t, "matches-yellow-cards", "how many yellow cards have we picked up in the league?", [], "cards/discipline");
  add(t, "matches-last-season", "How does our win rate compare with last season?", [], "last season's results");
}

// ---------- output ----------
assert(items.length === 90, `90 items, got ${items.length}`);
assert(items.filter((i) => i.unanswerable).length === 30, "30 unanswerable");
const out = new URL("./held-out-14.json", import.meta.url);
await Deno.writeTextFile(out, JSON.stringify(items, null, 2) + "\n");
const tables = new Map<Table, string>();
for (const i of items) if (!tables.has(i.table)) tables.set(i.table, i.id.split("-")[0]);
for (const [t, name] of tables) console.log(`${name}: ${t.rows.length} rows, ${t.columns.length} columns`);
console.log(
  `wrote ${items.length} items (${items.filter((i) => i.unanswerable).length} unanswerable) to ${out.pathname}`,
);
