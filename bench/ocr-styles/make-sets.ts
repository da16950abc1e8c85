/**
 * Writes the two picture sets of the OCR styles benchmark from seeded random, realistic tables:
 * dev.json (tuned on) and held-out.json (never tuned on: another seed, other topics, fonts, colours and sizes), and
 * held-out-2.json to held-out-7.json, further samples each drawn and scored once at the end, and held-out-8.json, a
 * blind set of 36 pictures on eight new topics written by a helper that never read the OCR code, and held-out-9.json,
 * another blind set of 36 pictures on eight more new topics, also written by a helper that never read the OCR code,
 * held-out-10.json, a third blind set of 36 pictures on eight more new topics, written the same way, and
 * held-out-11.json, a fourth such blind set of 36 pictures on eight more new topics, written the same way, and
 * held-out-12.json, a fifth such blind set of 36 pictures on eight more new topics, written the same way, and
 * held-out-13.json, a sixth such blind set of 36 pictures on eight more new topics, written the same way, and
 * held-out-14.json, a seventh such blind set of 36 pictures on eight more new topics, written the same way.
 * Each answer is computed here from the truth cells.
 * Run: npx deno run -A bench/ocr-styles/make-sets.ts
 */
import { type PictureStyle, pictureStyles, type TablePicture } from "../lib/table-pictures.ts";
import { seededRandom } from "../../api/test/seeded-random.ts";

type Rng = () => number;
const seeded: (seed: number) => Rng = seededRandom;
const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const between = (r: Rng, lo: number, hi: number) => lo + r() * (hi - lo);
const intBetween = (r: Rng, lo: number, hi: number) => Math.floor(between(r, lo, hi + 1));

// ---- number and date formats, as people type them ----
const grouped = (n: number, decimals: number) =>
  Math.abs(n).toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
const sign = (n: number) => n < 0 ? "-" : "";
const fmt = {
  int: (n: number) => `${sign(n)}${Math.abs(Math.round(n))}`,
  thousands: (n: number) => `${sign(n)}${grouped(Math.round(n), 0)}`,
  dec: (n: number, d = 2) => `${sign(n)}${Math.abs(n).toFixed(d)}`,
  decThousands: (n: number, d = 2) => `${sign(n)}${grouped(n, d)}`,
  money: (n: number, d = 0, symbol = "$") => `${sign(n)}${symbol}${grouped(n, d)}`,
  accounting: (n: number, d = 0) => n < 0 ? `(${grouped(n, d)})` : grouped(n, d),
  pct: (n: number, d = 1) => `${sign(n)}${Math.abs(n).toFixed(d)}%`,
};
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const isoDate = (r: Rng, year = 2024) => {
  const m = intBetween(r, 1, 12), d = intBetween(r, 1, 28);
  return `${year}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
};
const monthYear = (r: Rng) => `${pick(r, months)} ${pick(r, [2023, 2024, 2025])}`;
const dmyDate = (r: Rng, year = 2024) =>
  `${String(intBetween(r, 1, 28)).padStart(2, "0")}/${String(intBetween(r, 1, 12)).padStart(2, "0")}/${year}`;
const dayMonthYear = (r: Rng, year = 2025) => `${intBetween(r, 1, 28)} ${pick(r, months)} ${year}`;
const code = (r: Rng, prefix: string, digits: number) =>
  `${prefix}${String(intBetween(r, 0, 10 ** digits - 1)).padStart(digits, "0")}`;

const firstNames = [
  "Alice",
  "Ben",
  "Carla",
  "David",
  "Elena",
  "Farid",
  "Grace",
  "Hiro",
  "Ines",
  "James",
  "Kofi",
  "Laura",
  "Marco",
  "Nina",
  "Omar",
  "Priya",
  "Quentin",
  "Rosa",
  "Sam",
  "Tanya",
  "Umar",
  "Vera",
  "Wei",
  "Yusuf",
  "Zoe",
];
const lastNames = [
  "Adams",
  "Brooks",
  "Chen",
  "Diaz",
  "Evans",
  "Fischer",
  "Garcia",
  "Hughes",
  "Ivanova",
  "Jones",
  "Khan",
  "Lopez",
  "Martin",
  "Nakamura",
  "Okafor",
  "Patel",
  "Reyes",
  "Smith",
  "Turner",
  "Walsh",
];
const personName = (r: Rng) => `${pick(r, firstNames)} ${pick(r, lastNames)}`;

/** A column: how a cell is made (ctx holds this row's numbers by header, for derived columns). */
interface Column {
  header: string;
  /** Numbers are summed or averaged by the questions; text columns with `group` are grouped by. */
  kind: "text" | "number";
  group?: boolean;
  /** A number column it makes sense to total (not a percentage or a price). */
  additive?: boolean;
  make: (r: Rng, i: number, ctx: Record<string, number>) => [string, number?];
}
interface Topic {
  name: string;
  /** Singular of the group column, as said in a question ("region"). */
  columns: Column[];
}

const num = (header: string, make: (r: Rng, ctx: Record<string, number>) => [string, number], additive = true) =>
  ({
    header,
    kind: "number",
    additive,
    make: (r: Rng, _i: number, ctx: Record<string, number>) => make(r, ctx),
  }) as Column;
const text = (header: string, make: (r: Rng, i: number) => string, group = false) =>
  ({ header, kind: "text", group, make: (r: Rng, i: number) => [make(r, i)] }) as Column;
const value = (n: number, f: (n: number) => string): [string, number] => [f(n), n];

// ---- topics: dev and held-out use different ones ----
const devTopics: Topic[] = [
  {
    name: "sales",
    columns: [
      text("Region", (r) => pick(r, ["North", "South", "East", "West", "Central"]), true),
      text("Rep", personName),
      text("Month", monthYear),
      num("Units", (r) => value(intBetween(r, 12, 2400), fmt.thousands)),
      num("Revenue", (r) => value(Math.round(between(r, 800, 98000) * 100) / 100, (n) => fmt.money(n, 2))),
    ],
  },
  {
    name: "budget",
    columns: [
      text("Department", (r) => pick(r, ["Marketing", "Sales", "Finance", "Engineering", "Support", "HR"]), true),
      text("Quarter", (r) => `Q${intBetween(r, 1, 4)} ${pick(r, [2023, 2024])}`),
      num("Budget", (r, ctx) => value(ctx.Budget = intBetween(r, 20, 400) * 500, fmt.thousands)),
      num("Actual", (r, ctx) => value(ctx.Actual = Math.round(ctx.Budget * between(r, 0.8, 1.2)), fmt.thousands)),
      num("Variance", (_r, ctx) => value(ctx.Actual - ctx.Budget, (n) => fmt.accounting(n))),
    ],
  },
  {
    name: "scores",
    columns: [
      text("Student", personName),
      text("Class", (r) => pick(r, ["7A", "7B", "8A", "8B", "9C"]), true),
      num("Score", (r) => value(intBetween(r, 41, 100), fmt.int), false),
      num("Attendance", (r) => value(Math.round(between(r, 72, 100) * 10) / 10, (n) => fmt.pct(n)), false),
    ],
  },
  {
    name: "inventory",
    columns: [
      text("Product", (r) =>
        pick(r, [
          "Desk Lamp",
          "Office Chair",
          "Monitor Stand",
          "USB-C Hub",
          "Keyboard",
          "Mouse Pad",
          "Webcam",
          "Headset",
          "Notebook",
          "Stapler",
          "Cable Tray",
          "Footrest",
        ])),
      text("Category", (r) => pick(r, ["Furniture", "Electronics", "Stationery"]), true),
      num("Stock", (r, ctx) => value(ctx.Stock = intBetween(r, 0, 1800), fmt.thousands)),
      num(
        "Unit Price",
        (r, ctx) => value(ctx.Price = Math.round(between(r, 2, 350) * 100) / 100, (n) => fmt.money(n, 2)),
        false,
      ),
      num("Value", (_r, ctx) => value(Math.round(ctx.Stock * ctx.Price * 100) / 100, (n) => fmt.decThousands(n))),
    ],
  },
  {
    name: "expenses",
    columns: [
      text("Date", (r) => isoDate(r)),
      text("Category", (r) => pick(r, ["Travel", "Meals", "Software", "Hardware", "Training"]), true),
      text("Vendor", (r) => pick(r, ["Acme Ltd", "Globex", "Initech", "Umbrella Co", "Stark Supply", "Wayne Travel"])),
      num("Amount", (r) => value(Math.round(between(r, 15, 4800) * 100) / 100, (n) => fmt.decThousands(n))),
    ],
  },
  {
    name: "web-traffic",
    columns: [
      text(
        "Page",
        (r) => pick(r, ["/home", "/pricing", "/blog", "/docs", "/signup", "/about", "/contact", "/careers", "/login"]),
      ),
      text("Channel", (r) => pick(r, ["Organic", "Paid", "Social", "Email"]), true),
      num("Visits", (r) => value(intBetween(r, 120, 54000), fmt.thousands)),
      num("Bounce Rate", (r) => value(Math.round(between(r, 18, 78) * 10) / 10, (n) => fmt.pct(n)), false),
      num("Change", (r) => value(Math.round(between(r, -35, 60) * 10) / 10, (n) => fmt.pct(n)), false),
    ],
  },
];

const heldOutTopics: Topic[] = [
  {
    name: "shipping",
    columns: [
      text("Carrier", (r) => pick(r, ["DHL", "FedEx", "UPS", "Maersk", "DPD"]), true),
      text(
        "Destination",
        (r) => pick(r, ["Lyon", "Osaka", "Denver", "Porto", "Cairo", "Lima", "Oslo", "Perth", "Quebec", "Dublin"]),
      ),
      text("Shipped", (r) => isoDate(r, pick(r, [2024, 2025]))),
      num("Weight kg", (r) => value(Math.round(between(r, 0.5, 2600) * 10) / 10, (n) => fmt.decThousands(n, 1))),
      num("Cost", (r) => value(intBetween(r, 40, 18000), (n) => fmt.money(n))),
    ],
  },
  {
    name: "clinics",
    columns: [
      text("Clinic", (r) => pick(r, ["Riverside", "Hillcrest", "Northgate", "Bayview", "Elmwood"]), true),
      text("Month", monthYear),
      num("Patients", (r) => value(intBetween(r, 90, 3200), fmt.thousands)),
      num("Wait (min)", (r) => value(Math.round(between(r, 4, 75) * 10) / 10, (n) => fmt.dec(n, 1)), false),
    ],
  },
  {
    name: "energy",
    columns: [
      text("Site", (r) => pick(r, ["Plant A", "Plant B", "Warehouse", "HQ", "Depot"]), true),
      text("Period", monthYear),
      num("kWh", (r, ctx) => value(ctx.kwh = intBetween(r, 1500, 240000), fmt.thousands)),
      num(
        "Cost",
        (r, ctx) => value(Math.round(ctx.kwh * between(r, 0.11, 0.19) * 100) / 100, (n) => fmt.money(n, 2, "€")),
      ),
      num("YoY", (r) => value(Math.round(between(r, -22, 30) * 10) / 10, (n) => fmt.pct(n)), false),
    ],
  },
  {
    name: "restaurant",
    columns: [
      text("Dish", (r) =>
        pick(r, [
          "Caesar Salad",
          "Pad Thai",
          "Margherita",
          "Ramen",
          "Fish Tacos",
          "Risotto",
          "Burger",
          "Falafel Wrap",
          "Lasagne",
          "Poke Bowl",
        ])),
      text("Course", (r) => pick(r, ["Starter", "Main", "Dessert"]), true),
      num("Orders", (r, ctx) => value(ctx.orders = intBetween(r, 3, 640), fmt.int)),
      num(
        "Price",
        (r, ctx) => value(ctx.price = Math.round(between(r, 4, 32) * 2) / 2, (n) => fmt.money(n, 2, "£")),
        false,
      ),
      num("Takings", (_r, ctx) => value(Math.round(ctx.orders * ctx.price * 100) / 100, (n) => fmt.money(n, 2, "£"))),
    ],
  },
  {
    name: "timesheets",
    columns: [
      text("Employee", personName),
      text("Project", (r) => pick(r, ["Apollo", "Borealis", "Cobalt", "Delta", "Ember"]), true),
      text("Week", (r) => isoDate(r)),
      num("Hours", (r, ctx) => value(ctx.h = Math.round(between(r, 2, 45) * 4) / 4, (n) => fmt.dec(n, 2)), true),
      num("Rate", (r, ctx) => value(ctx.rate = pick(r, [45, 60, 75, 90, 120]), (n) => fmt.money(n)), false),
      num("Billed", (_r, ctx) => value(ctx.h * ctx.rate, (n) => fmt.money(n, 2))),
    ],
  },
  {
    name: "portfolio",
    columns: [
      text("Ticker", (r) => pick(r, ["AAPL", "MSFT", "NVDA", "TSLA", "AMZN", "KO", "XOM", "JPM", "PFE", "INTC"])),
      text("Sector", (r) => pick(r, ["Tech", "Energy", "Finance", "Health", "Consumer"]), true),
      num("Shares", (r) => value(intBetween(r, 5, 2500), fmt.thousands)),
      num("Gain/Loss", (r) => value(Math.round(between(r, -9000, 15000) * 100) / 100, (n) => fmt.accounting(n, 2))),
      num("Return", (r) => value(Math.round(between(r, -40, 85) * 100) / 100, (n) => fmt.pct(n, 2)), false),
    ],
  },
  {
    name: "league",
    columns: [
      text("Team", (r, i) =>
        [
          "Falcons",
          "Rovers",
          "Harriers",
          "United",
          "Athletic",
          "Wanderers",
          "Rangers",
          "Comets",
          "Pirates",
          "Titans",
          "Vikings",
          "Wolves",
          "Owls",
          "Saints",
          "Tigers",
          "Hornets",
          "Lions",
          "Bears",
          "Eagles",
          "Sharks",
          "Bulls",
          "Foxes",
          "Hawks",
          "Kings",
          "Royals",
          "Stars",
          "Storm",
          "Thunder",
          "Raiders",
          "Giants",
        ][i % 30] + (r() < 0.3 ? " FC" : "")),
      text("Division", (r) => pick(r, ["North", "South", "Coastal"]), true),
      num("Wins", (r, ctx) => value(ctx.w = intBetween(r, 0, 30), fmt.int)),
      num("Losses", (r, ctx) => value(ctx.l = intBetween(r, 0, 30 - ctx.w), fmt.int)),
      num("Points", (_r, ctx) => value(ctx.w * 3 + (30 - ctx.w - ctx.l), fmt.int)),
    ],
  },
];

// Topics no earlier set has (held-out-2 to -5 mix dev's and held-out's): the tables of a blind sample.
const freshTopics: Topic[] = [
  {
    name: "library-loans",
    columns: [
      text("Item", (r) => code(r, "BK-", 5)),
      text("Borrower", personName),
      text("Branch", (r) => pick(r, ["Central", "Eastside", "Harbour", "Millbrook"]), true),
      text("Loaned", (r) => dmyDate(r)),
      num("Days Out", (r) => value(intBetween(r, 1, 63), fmt.int)),
      num("Late Fee", (r) => value(pick(r, [0, 0, 0, 0.5, 1.25, 2, 3.75, 6.4]), (n) => fmt.money(n, 2, "£"))),
    ],
  },
  {
    name: "hotel-bookings",
    columns: [
      text("Booking", (r) => `${pick(r, ["HB", "HR", "HX"])}-${intBetween(r, 1000, 9999)}`),
      text("Guest", personName),
      text("Room Type", (r) => pick(r, ["Single", "Double", "Twin", "Suite"]), true),
      text("Check-in", (r) => dayMonthYear(r)),
      num("Nights", (r, ctx) => value(ctx.nights = intBetween(r, 1, 14), fmt.int)),
      num("Rate", (r, ctx) => value(ctx.rate = intBetween(r, 79, 420), (n) => fmt.money(n, 2, "€")), false),
      num("Total", (_r, ctx) => value(ctx.nights * ctx.rate, (n) => fmt.money(n, 2, "€"))),
    ],
  },
  {
    name: "payroll",
    columns: [
      text("Emp ID", (r) => code(r, "E", 5)),
      text("Name", personName),
      text("Team", (r) => pick(r, ["Operations", "Logistics", "Legal", "IT", "Facilities"]), true),
      num("Gross", (r, ctx) => value(ctx.gross = Math.round(between(r, 1800, 14500) * 100) / 100, fmt.decThousands)),
      num(
        "Tax",
        (r, ctx) => value(ctx.tax = Math.round(ctx.gross * between(r, 0.12, 0.34) * 100) / 100, fmt.decThousands),
      ),
      num(
        "Adjustment",
        (r, ctx) => value(ctx.adj = r() < 0.4 ? 0 : Math.round(between(r, -850, 1200) * 100) / 100, fmt.decThousands),
      ),
      num(
        "Net Pay",
        (_r, ctx) => value(Math.round((ctx.gross - ctx.tax + ctx.adj) * 100) / 100, (n) => fmt.money(n, 2)),
      ),
    ],
  },
  {
    name: "lab-results",
    columns: [
      text("Sample", (r) => `LS-${intBetween(r, 100, 999)}-${pick(r, ["A", "B", "C"])}`),
      text("Analyte", (r) => pick(r, ["Glucose", "Sodium", "Potassium", "Calcium", "Urea"]), true),
      text("Collected", (r) => isoDate(r, 2025)),
      num("Result", (r) => value(Math.round(between(r, 0.8, 145) * 1000) / 1000, (n) => fmt.dec(n, 3)), false),
      num("Deviation", (r) => value(Math.round(between(r, -18, 18) * 10) / 10, (n) => fmt.pct(n)), false),
      num("Volume mL", (r) => value(pick(r, [2, 2.5, 4, 5, 7.5, 10]), (n) => fmt.dec(n, 1))),
    ],
  },
  {
    name: "farm-yields",
    columns: [
      text("Field", (r) => `${pick(r, ["North", "South", "River", "Hill", "Mill"])} ${intBetween(r, 1, 12)}`),
      text("Crop", (r) => pick(r, ["Wheat", "Barley", "Canola", "Oats"]), true),
      text("Harvest", monthYear),
      num(
        "Hectares",
        (r, ctx) => value(ctx.ha = Math.round(between(r, 4, 1650) * 10) / 10, (n) => fmt.decThousands(n, 1)),
      ),
      num(
        "t/ha",
        (r, ctx) => value(ctx.tha = Math.round(between(r, 1.2, 9.8) * 100) / 100, (n) => fmt.dec(n, 2)),
        false,
      ),
      num("Tonnes", (_r, ctx) => value(Math.round(ctx.ha * ctx.tha), fmt.thousands)),
    ],
  },
  {
    name: "school-fees",
    columns: [
      text("Pupil", personName),
      text("Year", (r) => pick(r, ["Year 7", "Year 8", "Year 9", "Year 10"]), true),
      text("Invoice", (r) => code(r, "INV-", 4)),
      text("Due", (r) => dmyDate(r, pick(r, [2024, 2025]))),
      num("Fee", (r, ctx) => value(ctx.fee = intBetween(r, 18, 96) * 50, (n) => fmt.money(n))),
      num(
        "Paid",
        (r, ctx) => value(ctx.paid = Math.round(ctx.fee * pick(r, [0, 0.5, 1, 1, 1.05])), (n) => fmt.money(n)),
      ),
      num("Balance", (_r, ctx) => value(ctx.fee - ctx.paid, (n) => fmt.money(n))),
    ],
  },
  {
    name: "fleet-mileage",
    columns: [
      text("Vehicle", (r) => `${pick(r, ["KX", "LM", "PT", "RV", "ZD"])}${intBetween(r, 10, 99)} ${code(r, "", 3)}`),
      text("Driver", personName),
      text("Depot", (r) => pick(r, ["Leeds", "Bristol", "Cardiff", "Glasgow"]), true),
      num("Odometer", (r) => value(intBetween(r, 4000, 312000), fmt.thousands), false),
      num("Km", (r) => value(intBetween(r, 150, 9800), fmt.thousands)),
      num("L/100km", (r) => value(Math.round(between(r, 5.2, 14.8) * 10) / 10, (n) => fmt.dec(n, 1)), false),
      num("vs Plan", (r) => value(Math.round(between(r, -25, 25) * 10) / 10, (n) => fmt.pct(n)), false),
    ],
  },
  {
    name: "event-tickets",
    columns: [
      text("Event", (r) =>
        pick(r, [
          "Jazz Night",
          "Spring Gala",
          "Comedy Club",
          "Film Premiere",
          "Poetry Slam",
          "Folk Festival",
          "Chess Open",
          "Wine Tasting",
        ])),
      text("Venue", (r) => pick(r, ["Arena", "Town Hall", "Old Mill", "Pavilion"]), true),
      text("Date", monthYear),
      num("Sold", (r, ctx) => value(ctx.sold = intBetween(r, 40, 4800), fmt.thousands)),
      num(
        "Price",
        (r, ctx) => value(ctx.price = pick(r, [12, 15, 18.5, 22, 25, 35, 49.99]), (n) => fmt.money(n, 2)),
        false,
      ),
      num(
        "Revenue",
        (_r, ctx) => value(ctx.rev = Math.round(ctx.sold * ctx.price * 100) / 100, (n) => fmt.money(n, 2)),
      ),
      num("Margin", (r, ctx) => value(Math.round(ctx.rev - between(r, 4000, 60000)), (n) => fmt.accounting(n))),
    ],
  },
];

// ---- held-out-8: eight more topics no earlier set has, with names, codes and dates written the ways people type them
const ho8FirstNames = [
  "Marni",
  "Clement",
  "Lilli",
  "Illya",
  "Ollie",
  "Imelda",
  "Camille",
  "Willem",
  "Bernard",
  "Mirna",
  "Rumi",
  "Ilona",
  "Orla",
  "Kamil",
  "Milla",
  "Colm",
  "Liam",
  "Niamh",
  "Lorna",
  "Morten",
  "Oluwole",
  "Ingrid",
  "Clio",
  "Hamid",
  "Emmeline",
  "Lloyd",
  "Odile",
  "Malik",
  "Cormac",
  "José",
];
const ho8LastNames = [
  "McIlroy",
  "Hamill",
  "Cornell",
  "Marmion",
  "O'Connell",
  "Illingworth",
  "Lillie",
  "Kernan",
  "Milburn",
  "Durnham",
  "Orme",
  "Ollerton",
  "Wilmington",
  "Lindqvist",
  "Bernhardt",
  "Quilliam",
  "Mulholland",
  "Turnbull",
  "Ramirez",
  "Ng",
  "Li",
  "Iyer",
  "Clemmons",
  "Amrani",
  "Willoughby",
  "Nilsson",
  "Olayemi",
  "Crammond",
];
const ho8Name = (r: Rng) => `${pick(r, ho8FirstNames)} ${pick(r, ho8LastNames)}`;
/** "Kernan, Orla", as a roster sorted by surname has it. */
const ho8SurnameFirst = (r: Rng) => {
  const first = pick(r, ho8FirstNames);
  return `${pick(r, ho8LastNames)}, ${first}`;
};
const pad2 = (n: number) => String(n).padStart(2, "0");
/** US order, "03/11/2025". */
const mdyDate = (r: Rng, year = 2025) => `${pad2(intBetween(r, 1, 12))}/${pad2(intBetween(r, 1, 28))}/${year}`;
/** European dots, "07.03.2024". */
const dottedDate = (r: Rng, year = 2024) => `${pad2(intBetween(r, 1, 28))}.${pad2(intBetween(r, 1, 12))}.${year}`;
/** "Mar-25". */
const monthDash = (r: Rng) => `${pick(r, months)}-${pick(r, [24, 25])}`;
/** "Q3 2025". */
const quarterYear = (r: Rng, years: readonly number[]) => `Q${intBetween(r, 1, 4)} ${pick(r, years)}`;
/** A Yes/No column whose answer later columns of the row read from ctx[key] (1 or 0). */
const flag = (header: string, key: string, yes: number) =>
  ({
    header,
    kind: "text",
    make: (r: Rng, _i: number, ctx: Record<string, number>) => {
      ctx[key] = r() < yes ? 1 : 0;
      return [ctx[key] ? "Yes" : "No"];
    },
  }) as Column;
const fxPairs = ["EUR/USD", "GBP/USD", "USD/JPY", "EUR/GBP", "AUD/USD"];
const fxRates = [1.08, 1.27, 151.4, 0.85, 0.66];

const ho8Topics: Topic[] = [
  {
    name: "insurance-claims",
    columns: [
      text("Claim", (r) => code(r, "CLM-", 5)),
      text("Policyholder", ho8Name),
      text("Cover", (r) => pick(r, ["Auto", "Home", "Travel", "Pet", "Health"]), true),
      text("Filed", (r) => mdyDate(r)),
      flag("Approved", "ok", 0.7),
      num(
        "Payout",
        (r, ctx) => value(ctx.ok ? Math.round(between(r, 85, 42000) * 100) / 100 : 0, (n) => fmt.money(n, 2)),
      ),
    ],
  },
  {
    name: "bike-rentals",
    columns: [
      text("Bike", (r) => r() < 0.5 ? code(r, "B", 4) : `EB-${intBetween(r, 10, 99)}`),
      text("Station", (r) => pick(r, ["Millbank", "Clerkenwell", "Marylebone", "Ilford", "Holloway"]), true),
      text("Date", (r) => dayMonthYear(r)),
      num("Minutes", (r, ctx) => value(ctx.min = intBetween(r, 4, 310), fmt.int)),
      flag("Member", "member", 0.45),
      num(
        "Fare",
        (_r, ctx) =>
          value(
            ctx.member
              ? (ctx.min <= 30 ? 0 : Math.round((ctx.min - 30) * 5) / 100)
              : Math.round(150 + ctx.min * 10) / 100,
            (n) => fmt.money(n, 2, "£"),
          ),
      ),
    ],
  },
  {
    name: "meeting-rooms",
    columns: [
      text("Room", (r) => `RM-${intBetween(r, 1, 12)}${pad2(intBetween(r, 1, 20))}`),
      text("Building", (r) => pick(r, ["Orchard", "Millside", "Clifton", "Lumen"]), true),
      text("Month", monthDash),
      num("Bookings", (r, ctx) => value(ctx.bookings = r() < 0.1 ? 0 : intBetween(r, 3, 140), fmt.int)),
      num(
        "Hours",
        (r, ctx) => value(ctx.hours = Math.round(ctx.bookings * between(r, 0.5, 1.5) * 2) / 2, (n) => fmt.dec(n, 1)),
      ),
      num("Utilisation", (_r, ctx) => value(Math.round(ctx.hours / 220 * 1000) / 10, (n) => fmt.pct(n)), false),
    ],
  },
  {
    name: "rent-roll",
    columns: [
      text("Unit", (r) => `${intBetween(r, 1, 14)}${pick(r, ["A", "B", "C", "D", "F", "L"])}`),
      text("Property", (r) => pick(r, ["Elm Court", "Rosemill", "Quay House", "Linden Rd"]), true),
      text("Tenant", ho8SurnameFirst),
      text("Lease End", (r) => quarterYear(r, [2025, 2026, 2027])),
      num("Rent", (r, ctx) => value(ctx.rent = intBetween(r, 18, 64) * 25, (n) => fmt.money(n, 0, "£"))),
      num(
        "Balance",
        (r, ctx) =>
          value(
            r() < 0.5 ? 0 : Math.round(between(r, -2 * ctx.rent, 0.3 * ctx.rent) * 100) / 100,
            (n) => fmt.accounting(n, 2),
          ),
      ),
    ],
  },
  {
    name: "gym-members",
    columns: [
      text("Member", (r) => code(r, "GM-", 4)),
      text("Plan", (r) => pick(r, ["Basic", "Off-Peak", "Premium", "Family"]), true),
      text("Joined", (r) => isoDate(r, pick(r, [2023, 2024, 2025]))),
      text("Locker", (r) => r() < 0.4 ? "-" : `L${intBetween(r, 1, 240)}`),
      num("Visits", (r) => value(r() < 0.12 ? 0 : intBetween(r, 1, 64), fmt.int)),
      num("Monthly Fee", (r) => value(pick(r, [19.99, 24.5, 29, 34.99, 49, 11.25]), (n) => fmt.money(n, 2))),
    ],
  },
  {
    name: "research-grants",
    columns: [
      text("Ref", (r) => `GR/${pick(r, [23, 24, 25])}/${code(r, "", 3)}`),
      text("Lead", ho8Name),
      text("Funder", (r) => pick(r, ["NIH", "ERC", "Wellcome", "NSF", "UKRI"]), true),
      text("Start", (r) => dottedDate(r, pick(r, [2023, 2024]))),
      num("Award", (r) => value(intBetween(r, 40, 2500) * 1000, (n) => fmt.money(n, 0, "€"))),
      num("Spent", (r) => value(Math.round(between(r, 0, 100) * 10) / 10, (n) => fmt.pct(n)), false),
    ],
  },
  {
    name: "call-centre",
    columns: [
      text("Agent", ho8Name),
      text("Queue", (r) => pick(r, ["Billing", "Tech Support", "Claims", "Retention"]), true),
      num("Calls", (r) => value(intBetween(r, 40, 2400), fmt.thousands)),
      text("AHT", (r) => `${intBetween(r, 2, 11)}:${pad2(intBetween(r, 0, 59))}`),
      num("CSAT", (r) => value(Math.round(between(r, 61, 99.5) * 10) / 10, (n) => fmt.pct(n)), false),
      num("Escalated", (r) => value(r() < 0.3 ? 0 : intBetween(r, 1, 38), fmt.int)),
    ],
  },
  {
    name: "fx-trades",
    columns: [
      text(
        "Trade",
        (r) => `TR ${intBetween(r, 10, 99)}${pick(r, ["A", "B", "C", "E", "H", "K"])}${intBetween(r, 0, 9)}`,
      ),
      {
        header: "Pair",
        kind: "text",
        group: true,
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.pair = intBetween(r, 0, fxPairs.length - 1);
          return [fxPairs[ctx.pair]];
        },
      },
      text("Date", (r) => isoDate(r, 2025)),
      num("Notional", (r) => value(intBetween(r, 10, 5000) * 1000, fmt.thousands)),
      num(
        "Rate",
        (r, ctx) => {
          const d = fxPairs[ctx.pair] === "USD/JPY" ? 2 : 4;
          return value(Number((fxRates[ctx.pair] * between(r, 0.97, 1.03)).toFixed(d)), (n) => fmt.dec(n, d));
        },
        false,
      ),
      num("P&L", (r) => value(Math.round(between(r, -25000, 32000) * 100) / 100, (n) => fmt.money(n, 2, "€"))),
    ],
  },
];

// ---- held-out-9: eight more topics no earlier set has (till takings, marathon splits, charity donations, flight
// delays, recipe costs, equipment maintenance, car sales, SaaS accounts), with more of the date forms people type
const ho9FirstNames = [...firstNames, ...ho8FirstNames];
const ho9LastNames = [...lastNames, ...ho8LastNames];
const ho9Name = (r: Rng) => `${pick(r, ho9FirstNames)} ${pick(r, ho9LastNames)}`;
/** "Turner, Vera" about half the time, "Vera Turner" otherwise, as a merged list has both. */
const ho9MixedName = (r: Rng) => {
  const first = pick(r, ho9FirstNames), last = pick(r, ho9LastNames);
  return r() < 0.5 ? `${last}, ${first}` : `${first} ${last}`;
};
const longMonths = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** "March 4, 2025". */
const longUsDate = (r: Rng, year = 2025) => `${pick(r, longMonths)} ${intBetween(r, 1, 28)}, ${year}`;
/** "14-Mar-2025". */
const dashMonDate = (r: Rng, year = 2025) => `${pad2(intBetween(r, 1, 28))}-${pick(r, months)}-${year}`;
/** "2025/03/14". */
const slashIsoDate = (r: Rng, year = 2025) => `${year}/${pad2(intBetween(r, 1, 12))}/${pad2(intBetween(r, 1, 28))}`;
/** "4/3/25", day first, no padding. */
const shortDmy = (r: Rng, year = 25) => `${intBetween(r, 1, 28)}/${intBetween(r, 1, 12)}/${year}`;
/** Seconds as "3:07:45" (or "48:12" under an hour). */
const clock = (seconds: number) => {
  const h = Math.floor(seconds / 3600), m = Math.floor(seconds / 60) % 60, s = seconds % 60;
  return h ? `${h}:${pad2(m)}:${pad2(s)}` : `${m}:${pad2(s)}`;
};
const cents = (n: number) => Math.round(n * 100) / 100;
const ho9Recipes = [
  "Beef Stew",
  "Chicken Tikka",
  "Mushroom Risotto",
  "Lemon Tart",
  "Fish Pie",
  "Veg Lasagne",
  "Tomato Soup",
  "Sticky Toffee",
  "Lamb Tagine",
  "Pesto Gnocchi",
  "Apple Crumble",
  "Prawn Curry",
];
const ho9Cars = [
  "Corolla 1.8 Hybrid",
  "Golf GTI",
  "Model 3 LR",
  "Civic e:HEV",
  "Octavia Estate",
  "Qashqai N-Connecta",
  "Kona Electric",
  "Focus ST-Line",
  "X3 xDrive20d",
  "Clio V",
];

/** Flight-code prefix and airline name. */
const ho9Airlines = [
  ["BA", "British Airways"],
  ["U2", "easyJet"],
  ["FR", "Ryanair"],
  ["LH", "Lufthansa"],
  ["KL", "KLM"],
  ["EI", "Aer Lingus"],
];

const ho9Topics: Topic[] = [
  {
    name: "till-takings",
    columns: [
      text("Till", (r) => `T${pad2(intBetween(r, 1, 12))}`),
      text("Cashier", ho9MixedName),
      text("Shift", (r) => pick(r, ["Early", "Late", "Night"]), true),
      text("Date", (r) => shortDmy(r)),
      num("Takings", (r, ctx) => value(ctx.take = cents(between(r, 180, 6400)), (n) => fmt.money(n, 2, "£"))),
      num("Over/Short", (r) => value(r() < 0.45 ? 0 : cents(between(r, -14, 9)), (n) => fmt.money(n, 2, "£"))),
    ],
  },
  {
    name: "marathon-splits",
    columns: [
      text("Bib", (r) => `${pick(r, ["A", "B", "C", "F"])}${intBetween(r, 100, 9999)}`),
      text("Runner", ho9Name),
      text("Category", (r) => pick(r, ["M18", "M40", "M50", "F18", "F35", "F45"]), true),
      {
        header: "Half",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.half = intBetween(r, 62 * 60, 150 * 60);
          return [clock(ctx.half)];
        },
      },
      {
        header: "Finish",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.finish = Math.round(ctx.half * between(r, 1.97, 2.25));
          return [clock(ctx.finish)];
        },
      },
      num(
        "Pace min/km",
        (_r, ctx) => value(Math.round(ctx.finish / 60 / 42.195 * 100) / 100, (n) => fmt.dec(n, 2)),
        false,
      ),
    ],
  },
  {
    name: "charity-donations",
    columns: [
      text("Donor", ho9MixedName),
      text("Campaign", (r) => pick(r, ["Winter Appeal", "Fun Run", "Gala Dinner", "Monthly Giving"]), true),
      text("Received", (r) => longUsDate(r, pick(r, [2024, 2025]))),
      flag("Gift Aid", "aid", 0.6),
      num(
        "Amount",
        (r, ctx) =>
          value(ctx.amount = pick(r, [5, 10, 20, 25, 50, 100]) * intBetween(r, 1, 40), (n) => fmt.money(n, 2, "£")),
      ),
      num("Reclaim", (_r, ctx) => value(ctx.aid ? ctx.amount / 4 : 0, (n) => fmt.money(n, 2, "£"))),
    ],
  },
  {
    name: "flight-delays",
    columns: [
      {
        header: "Flight",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.airline = intBetween(r, 0, ho9Airlines.length - 1);
          return [`${ho9Airlines[ctx.airline][0]}${intBetween(r, 12, 9870)}`];
        },
      },
      {
        header: "Airline",
        kind: "text",
        group: true,
        make: (_r: Rng, _i: number, ctx: Record<string, number>) => [ho9Airlines[ctx.airline][1]],
      },
      text("Date", (r) => slashIsoDate(r)),
      num("Delay (min)", (r) => value(r() < 0.2 ? intBetween(r, -12, -1) : intBetween(r, 0, 245), fmt.int), false),
      num("Passengers", (r) => value(intBetween(r, 48, 469), fmt.int)),
      flag("Compensated", "comp", 0.25),
    ],
  },
  {
    name: "recipe-costs",
    columns: [
      text("Recipe", (r) => pick(r, ho9Recipes)),
      text("Menu", (r) => pick(r, ["Lunch", "Dinner", "Kids", "Catering"]), true),
      num("Portions", (r, ctx) => value(ctx.portions = intBetween(r, 4, 120), fmt.int)),
      num(
        "Cost/Portion",
        (r, ctx) => value(ctx.cost = cents(between(r, 0.85, 7.4)), (n) => fmt.money(n, 2, "€")),
        false,
      ),
      num(
        "Menu Price",
        (r, ctx) => value(ctx.price = pick(r, [8.5, 9.95, 12, 13.5, 16, 18.75]), (n) => fmt.money(n, 2, "€")),
        false,
      ),
      num(
        "GP %",
        (_r, ctx) => value(Math.round((ctx.price - ctx.cost) / ctx.price * 1000) / 10, (n) => fmt.pct(n)),
        false,
      ),
    ],
  },
  {
    name: "equipment-maintenance",
    columns: [
      text("Asset", (r) => `AST-${pad2(intBetween(r, 1, 40))}-${intBetween(r, 1000, 9999)}`),
      text("Site", (r) => pick(r, ["Dock 2", "Plant 7", "Annex", "Yard"]), true),
      text("Last Service", (r) => dashMonDate(r, pick(r, [2024, 2025]))),
      num("Run Hours", (r) => value(Math.round(between(r, 40, 38000) * 10) / 10, (n) => fmt.decThousands(n, 1))),
      num(
        "Parts Cost",
        (r) =>
          value(
            r() < 0.15 ? -cents(between(r, 20, 600)) : cents(between(r, 0, 8800)),
            (n) => n < 0 ? `(${fmt.money(-n, 2)})` : fmt.money(n, 2),
          ),
      ),
      flag("Overdue", "late", 0.3),
    ],
  },
  {
    name: "car-sales",
    columns: [
      text(
        "Stock No",
        (r) =>
          `${pick(r, ["UK", "EV", "DS"])}${intBetween(r, 10, 99)}${pick(r, ["K", "M", "X", "R"])}${code(r, "", 3)}`,
      ),
      text("Model", (r) => pick(r, ho9Cars)),
      text("Salesperson", ho9MixedName),
      text("Branch", (r) => pick(r, ["Kendal", "Preston", "Lancaster"]), true),
      num("List Price", (r, ctx) => value(ctx.list = intBetween(r, 90, 620) * 100, (n) => fmt.money(n, 0, "£"))),
      num("Discount", (r) => value(Math.round(between(r, 0, 12.5) * 10) / 10, (n) => fmt.pct(n)), false),
    ],
  },
  {
    name: "saas-accounts",
    columns: [
      text("Account", (r) => `ACC-${code(r, "", 4)}${pick(r, ["", "", "-EU", "-US"])}`),
      text("Plan", (r) => pick(r, ["Starter", "Team", "Business", "Enterprise"]), true),
      text("Renewal", (r) => dottedDate(r, pick(r, [2025, 2026]))),
      num("Seats", (r, ctx) => value(ctx.seats = intBetween(r, 1, 2400), fmt.thousands)),
      num("MRR", (r, ctx) => value(cents(ctx.seats * between(r, 6, 42)), (n) => fmt.money(n, 2))),
      flag("Churn Risk", "risk", 0.2),
    ],
  },
];

// ---- held-out-10: eight more topics no earlier set has (vet appointments, warehouse bin counts, water meter
// readings, parking fines, weather observations, a mortgage pipeline, pharmacy dispensing, podcast episodes)
const ho10FirstNames = [
  "Aoife",
  "Tomasz",
  "Beatriz",
  "Gideon",
  "Harriet",
  "Ezra",
  "Fenella",
  "Dmitri",
  "Yolanda",
  "Xavier",
  "Ngozi",
  "Rhys",
  "Saanvi",
  "Teodor",
  "Maeve",
  "Bashir",
];
const ho10LastNames = [
  "Kowalski",
  "Abara",
  "Fitzgerald",
  "Van der Berg",
  "De Luca",
  "Müller",
  "O'Reilly",
  "Achterberg",
  "Mensah",
  "Thistlethwaite",
  "Yilmaz",
  "Ferreira",
  "Sato",
  "MacLeod",
  "Brennan",
  "Oyelaran",
];
const ho10First = [...ho9FirstNames, ...ho10FirstNames];
const ho10Last = [...ho9LastNames, ...ho10LastNames];
/** "K. Osei", as an appointment book has it. */
const ho10Initialled = (r: Rng) => `${pick(r, ho10First)[0]}. ${pick(r, ho10Last)}`;
/** "Dr A. Mensah" or "Dr Aoife Mensah". */
const ho10Doctor = (r: Rng) => {
  const first = pick(r, ho10First), last = pick(r, ho10Last);
  return r() < 0.6 ? `Dr ${first[0]}. ${last}` : `Dr ${first} ${last}`;
};
/** "KOWALSKI, Tomasz", as a lender's system prints it. */
const ho10UpperSurname = (r: Rng) => {
  const first = pick(r, ho10First);
  return `${pick(r, ho10Last).toUpperCase()}, ${first}`;
};
const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** "Tue 14 Jan", with the weekday that date really has. */
const weekdayDate = (r: Rng, year = 2025) => {
  const m = intBetween(r, 0, 11), d = intBetween(r, 1, 28);
  return `${weekdays[new Date(Date.UTC(year, m, d)).getUTCDay()]} ${d} ${months[m]}`;
};
/** "9:05 AM", in five-minute slots. */
const amPm = (r: Rng, from = 8, to = 18) => {
  const h = intBetween(r, from, to - 1), m = intBetween(r, 0, 11) * 5;
  return `${h % 12 === 0 ? 12 : h % 12}:${pad2(m)} ${h < 12 ? "AM" : "PM"}`;
};
/** "14:07". */
const time24 = (r: Rng, from = 0, to = 23) => `${pad2(intBetween(r, from, to))}:${pad2(intBetween(r, 0, 59))}`;
/** "03-Mar-25". */
const dashMonShort = (r: Rng, year = 25) => `${pad2(intBetween(r, 1, 28))}-${pick(r, months)}-${year}`;
/** "3rd Mar 2025". */
const ordinalDate = (r: Rng, year = 2025) => {
  const d = intBetween(r, 1, 28);
  const suffix = d % 10 === 1 && d !== 11
    ? "st"
    : d % 10 === 2 && d !== 12
    ? "nd"
    : d % 10 === 3 && d !== 13
    ? "rd"
    : "th";
  return `${d}${suffix} ${pick(r, months)} ${year}`;
};
/** "Mar 4, 2025". */
const shortUsDate = (r: Rng, year = 2025) => `${pick(r, months)} ${intBetween(r, 1, 28)}, ${year}`;
/** A signed change, "+12" or "-3" (and "0"), as a variance column shows it. */
const plusSign = (n: number, f: (n: number) => string) => n > 0 ? `+${f(n)}` : f(n);
/** A text column drawn from a list whose index later columns of the row read from ctx[key]. */
const choice = (header: string, key: string, list: readonly string[], group = false) =>
  ({
    header,
    kind: "text",
    group,
    make: (r: Rng, _i: number, ctx: Record<string, number>) => {
      ctx[key] = intBetween(r, 0, list.length - 1);
      return [list[ctx[key]]];
    },
  }) as Column;
const upper = "ABCDEFGHJKLMNOPRSTUVWXYZ";
const letter = (r: Rng) => upper[intBetween(r, 0, upper.length - 1)];

const ho10Species = ["Dog", "Cat", "Rabbit", "Bird", "Guinea Pig"];
const ho10SpeciesKg: [number, number][] = [[3.2, 46], [2.4, 7.8], [1.1, 3.9], [0.03, 0.9], [0.7, 1.4]];
const ho10Pets = [
  "Biscuit",
  "Luna",
  "Max",
  "Mr Whiskers",
  "Pepper",
  "Ziggy",
  "Bella",
  "Otis",
  "Nala",
  "Captain Fluff",
  "Rolo",
  "Daisy May",
  "Kiwi",
  "Bo",
];
const ho10BinItems = [
  "M8 Hex Bolt Zinc x100",
  "Pallet Wrap 500mm Clear",
  "Cable Tie 200mm Black (pk 100)",
  "Nitrile Gloves L",
  "Safety Boot Sz 9",
  'Label Roll 4x6"',
  "Hi-Vis Vest XL",
  "Tape 48mm Brown",
  "Carton 12x9x6",
  "Bubble Bag A4",
  "Duct Tape Silver 50m",
  "Ear Plugs (200)",
];
const ho10Streets = [
  "Orchard Lane",
  "Mill Rd",
  "Kingsway",
  "St Anne's Close",
  "Beech Grove",
  "Victoria Terrace",
  "Hollow Way",
  "Farley Court",
];
const ho10ParkingStreets = [
  "High St",
  "Station Rd",
  "Market Sq",
  "Queen's Walk",
  "St Mary's Gate",
  "Albert Embankment",
  "Castle Hill",
  "Bridge St",
];
/** Status, share of the fine paid. */
const ho10FineStatus: [string, number][] = [
  ["Paid", 1],
  ["Paid (disc.)", 0.5],
  ["Open", 0],
  ["Appeal", 0],
  ["Cancelled", 0],
  ["Debt Reg.", 0],
];
const ho10Medicines = [
  "Amoxicillin 500mg caps",
  "Atorvastatin 20mg tabs",
  "Salbutamol 100mcg inhaler",
  "Metformin 850mg",
  "Omeprazole 20mg gastro-resistant caps",
  "Sertraline 50mg",
  "Levothyroxine 25mcg",
  "Ibuprofen 400mg",
  "Ramipril 5mg caps",
  "Co-codamol 30/500",
  "Prednisolone 5mg",
  "Cetirizine 10mg",
];
const ho10Episodes = [
  "The Cost of Free Returns",
  "Why Bridges Sing",
  "Interview: Dr. Maya Holt on Sleep",
  "Live from Leeds (Part 2)",
  "Q&A #14",
  "Bonus - Listener Mailbag",
  "How Ports Actually Work",
  "Five Myths About Compound Interest",
  "Short: Tea",
  "Rewilding a Golf Course",
  "1989, Revisited",
  "What the Tide Knows",
];

const ho10Topics: Topic[] = [
  {
    name: "vet-appointments",
    columns: [
      text("Appt", (r) => `VET-${code(r, "", 4)}${r() < 0.2 ? "R" : ""}`),
      text("Pet", (r) => pick(r, ho10Pets)),
      choice("Species", "species", ho10Species, true),
      text("Owner", ho10Initialled),
      text("Date", (r) => weekdayDate(r)),
      text("Time", (r) => amPm(r)),
      num(
        "Weight kg",
        (r, ctx) => {
          const kg = between(r, ...ho10SpeciesKg[ctx.species]);
          return kg < 1
            ? value(Math.round(kg * 1000) / 1000, (n) => fmt.dec(n, 3))
            : value(Math.round(kg * 10) / 10, (n) => fmt.dec(n, 1));
        },
        false,
      ),
      num(
        "Fee",
        (r) =>
          value(cents(pick(r, [38, 45.5, 62, 89.99, 120, 215.4]) + between(r, 0, 140)), (n) => fmt.money(n, 2, "£")),
      ),
      text(
        "Follow-up",
        (r) => r() < 0.45 ? "-" : pick(r, ["2 wks", "6 mths", "1 yr", "booster due", "recheck bloods"]),
      ),
    ],
  },
  {
    name: "warehouse-bins",
    columns: [
      text(
        "Bin",
        (r) =>
          `${pick(r, ["A", "B", "C", "D", "K"])}${pad2(intBetween(r, 1, 24))}-${pad2(intBetween(r, 1, 40))}-${
            pick(r, ["A", "B", "C", "D"])
          }`,
      ),
      text(
        "SKU",
        (r) =>
          `${pick(r, ["SKU", "PRT"])}-${intBetween(r, 10000, 99999)}${
            r() < 0.4 ? `-${pick(r, ["BL", "RD", "XL", "S", "M"])}` : ""
          }`,
      ),
      text("Description", (r) => pick(r, ho10BinItems)),
      text("Zone", (r) => pick(r, ["Ambient", "Chilled", "Bulky", "Mezzanine"]), true),
      num(
        "System Qty",
        (r, ctx) => value(ctx.sys = r() < 0.3 ? intBetween(r, 1000, 24000) : intBetween(r, 0, 950), fmt.thousands),
      ),
      num(
        "Counted",
        (r, ctx) =>
          value(ctx.counted = Math.max(0, ctx.sys + (r() < 0.55 ? 0 : intBetween(r, -40, 25))), fmt.thousands),
      ),
      num("Variance", (_r, ctx) => value(ctx.counted - ctx.sys, (n) => plusSign(n, fmt.int))),
      text("Counted At", (r) => `${isoDate(r, 2025)} ${time24(r, 6, 21)}`),
      text("By", (r) => `${letter(r)}${letter(r)}`),
    ],
  },
  {
    name: "water-meters",
    columns: [
      text("Meter", (r) => `${intBetween(r, 10, 99)}${pick(r, ["K", "M", "W"])}${intBetween(r, 100000, 999999)}`),
      text(
        "Address",
        (r) => `${r() < 0.3 ? `Flat ${intBetween(r, 1, 12)}, ` : ""}${intBetween(r, 1, 240)} ${pick(r, ho10Streets)}`,
      ),
      text("District", (r) => pick(r, ["Ashby", "Kelso Vale", "Dunmore", "Penrith East"]), true),
      text("Read", (r) => dashMonShort(r)),
      text("Type", (r) => r() < 0.7 ? "A" : "E"),
      num("Previous", (r, ctx) => value(ctx.prev = intBetween(r, 40, 98000), fmt.thousands), false),
      num("Current", (r, ctx) => value(ctx.cur = ctx.prev + intBetween(r, 0, 190), fmt.thousands), false),
      num("Usage m³", (_r, ctx) => value(ctx.use = ctx.cur - ctx.prev, fmt.int)),
      num("Charge", (_r, ctx) => value(cents(18.4 + ctx.use * 2.137), (n) => fmt.money(n, 2, "£"))),
    ],
  },
  {
    name: "parking-fines",
    columns: [
      text(
        "PCN",
        (r) => `${pick(r, ["WK", "LB", "CM"])}${intBetween(r, 10000000, 99999999)}${pick(r, ["", "", "A", "X"])}`,
      ),
      text(
        "Vehicle",
        (r) => `${letter(r)}${letter(r)}${pad2(intBetween(r, 2, 74))} ${letter(r)}${letter(r)}${letter(r)}`,
      ),
      text("Street", (r) => pick(r, ho10ParkingStreets)),
      text("CPZ", (r) => pick(r, ["A", "B", "D", "Town Centre"]), true),
      text("Issued", (r) => `${dmyDate(r, 2025)} ${time24(r, 7, 22)}`),
      num("Fine", (r, ctx) => value(ctx.fine = pick(r, [50, 70, 80, 130, 160]), (n) => fmt.money(n, 2, "£"))),
      choice("Status", "status", ho10FineStatus.map(([s]) => s)),
      num("Paid", (_r, ctx) => value(ctx.paid = ctx.fine * ho10FineStatus[ctx.status][1], (n) => fmt.money(n, 2, "£"))),
      num(
        "Outstanding",
        (_r, ctx) => value(ctx.status === 1 || ctx.status === 4 ? 0 : ctx.fine - ctx.paid, (n) => fmt.money(n, 2, "£")),
      ),
    ],
  },
  {
    name: "weather-observations",
    columns: [
      text("Station", (r) => pick(r, ["Braemar", "Shap", "Eskdalemuir", "Valley", "Lerwick"]), true),
      text("Date", (r) => `${intBetween(r, 1, 28)} ${pick(r, ["Nov", "Dec", "Jan", "Feb", "Mar"])}`),
      num(
        "Max °C",
        (r, ctx) => value(ctx.max = Math.round(between(r, -8.5, 14.5) * 10) / 10, (n) => fmt.dec(n, 1)),
        false,
      ),
      num(
        "Min °C",
        (r, ctx) => value(Math.round((ctx.max - between(r, 1.5, 11)) * 10) / 10, (n) => fmt.dec(n, 1)),
        false,
      ),
      num("Rain mm", (r) => value(r() < 0.35 ? 0 : Math.round(between(r, 0.2, 48) * 10) / 10, (n) => fmt.dec(n, 1))),
      num("Gust km/h", (r) => value(intBetween(r, 9, 131), fmt.int), false),
      num("Sun hrs", (r) => value(r() < 0.25 ? 0 : Math.round(between(r, 0.1, 8.4) * 10) / 10, (n) => fmt.dec(n, 1))),
      num("Humidity", (r) => value(intBetween(r, 54, 100), (n) => fmt.pct(n, 0)), false),
    ],
  },
  {
    name: "mortgage-pipeline",
    columns: [
      text("App No", (r) => `MA/${pick(r, [24, 25])}/${code(r, "", 5)}`),
      text("Applicant", ho10UpperSurname),
      text("Product", (r) => pick(r, ["2yr Fixed", "5yr Fixed", "Tracker", "BTL 5yr"]), true),
      text("Submitted", (r) => ordinalDate(r)),
      num("Loan", (r, ctx) => value(ctx.loan = intBetween(r, 170, 2500) * 500, (n) => fmt.money(n, 0, "£"))),
      num("Rate", (r) => value(Math.round(between(r, 3.79, 6.49) * 100) / 100, (n) => fmt.pct(n, 2)), false),
      num("LTV", (r) => value(Math.round(between(r, 38, 95) * 10) / 10, (n) => fmt.pct(n)), false),
      text(
        "Term",
        (r) =>
          r() < 0.8 ? `${pick(r, [15, 20, 25, 30, 35])} yrs` : `${intBetween(r, 10, 34)}y ${intBetween(r, 1, 11)}m`,
      ),
      text("Broker Fee", (r) => r() < 0.4 ? "-" : fmt.money(pick(r, [295, 495, 499, 750, 999]), 0, "£")),
    ],
  },
  {
    name: "pharmacy-dispensing",
    columns: [
      text("Rx No", (r) => `RX${intBetween(r, 100000, 999999)}${r() < 0.25 ? `/${intBetween(r, 2, 6)}` : ""}`),
      text("Medicine", (r) => pick(r, ho10Medicines)),
      text("Prescriber", ho10Doctor),
      text("Type", (r) => pick(r, ["Acute", "Repeat", "Private", "Emergency"]), true),
      num("Qty", (r) => value(pick(r, [7, 14, 21, 28, 28, 56, 84, 100, 168]), fmt.int)),
      num("Tariff", (r, ctx) => value(ctx.tariff = cents(between(r, 0.62, 84.3)), (n) => fmt.money(n, 2, "£"))),
      num(
        "Margin",
        (r, ctx) => value(cents(ctx.tariff * between(r, -0.08, 0.15)), (n) => fmt.accounting(n, 2)),
      ),
      text("Time", (r) => time24(r, 8, 19)),
    ],
  },
  {
    name: "podcast-episodes",
    columns: [
      text("Ep", (r) => `S${intBetween(r, 1, 6)}E${pad2(intBetween(r, 1, 24))}`),
      text("Title", (r) => pick(r, ho10Episodes)),
      text("Format", (r) => pick(r, ["Interview", "Solo", "Panel", "Bonus"]), true),
      text("Released", (r) => shortUsDate(r, pick(r, [2024, 2025]))),
      text("Length", (r) => clock(intBetween(r, 6 * 60, 2 * 3600))),
      num("Downloads", (r, ctx) => value(ctx.dl = intBetween(r, 312, 184220), fmt.thousands)),
      num("Completion", (r) => value(Math.round(between(r, 31, 92) * 10) / 10, (n) => fmt.pct(n)), false),
      num("Ad Revenue", (r, ctx) => value(cents(ctx.dl / 1000 * between(r, 18, 32)), (n) => fmt.money(n, 2))),
      num(
        "vs Avg",
        (r) => value(Math.round(between(r, -45, 60) * 10) / 10, (n) => plusSign(n, (m) => fmt.pct(m))),
        false,
      ),
    ],
  },
];

// ---- held-out-11: eight more topics no earlier set has (a software bug tracker, VAT invoices, museum admissions,
// bakery orders, cloud costs, auction lots, a recruitment pipeline, coffee roasting)
const ho11FirstNames = [
  "Anne-Sophie",
  "Zoë",
  "Søren",
  "Thandiwe",
  "Ravi",
  "Mateus",
  "Siobhán",
  "Keiko",
  "Bogdan",
  "Leilani",
  "Émile",
  "Precious",
  "Wojciech",
  "Astrid",
  "Chidi",
  "Marisol",
  "Tobias",
  "Haruto",
  "Fatima",
  "Declan",
];
const ho11LastNames = [
  "Lefèvre",
  "Nkosi",
  "Henriksen",
  "Ó Briain",
  "da Silva",
  "Takahashi",
  "Novak",
  "Kealoha",
  "Abernethy",
  "Wiśniewski",
  "Adeyemi",
  "St. Clair",
  "Haddad",
  "Lindgren",
  "Fonseca",
  "Papadopoulos",
  "Gallagher-Reid",
  "Bianchi",
];
const ho11First = [...ho10First, ...ho11FirstNames];
const ho11Last = [...ho10Last, ...ho11LastNames];
const ho11Name = (r: Rng) => `${pick(r, ho11First)} ${pick(r, ho11Last)}`;
const plainLetters = (s: string) => s.normalize("NFD").replace(/[^A-Za-z]/g, "").toLowerCase();
/** A tracker login, "a.lefevre" or "wnovak", or nobody yet. */
const ho11Handle = (r: Rng) => {
  if (r() < 0.15) return pick(r, ["unassigned", "-"]);
  const first = plainLetters(pick(r, ho11First)), last = plainLetters(pick(r, ho11Last));
  return r() < 0.5 ? `${first[0]}.${last}` : `${first[0]}${last}`;
};
/** "Zoë H.", as an order book has it. */
const ho11FirstAndInitial = (r: Rng) => `${pick(r, ho11First)} ${pick(r, ho11Last)[0]}.`;
/** "2025-03-14T09:15", as an export writes it. */
const isoStamp = (r: Rng, year = 2025) => `${isoDate(r, year)}T${time24(r, 7, 19)}`;
/** "14-03-2025". */
const dashDmy = (r: Rng, year = 2025) => `${pad2(intBetween(r, 1, 28))}-${pad2(intBetween(r, 1, 12))}-${year}`;
/** "20250314". */
const compactDate = (r: Rng, year = 2025) => `${year}${pad2(intBetween(r, 1, 12))}${pad2(intBetween(r, 1, 28))}`;
/** "14 March 2025". */
const longDmy = (r: Rng, year = 2025) => `${intBetween(r, 1, 28)} ${pick(r, longMonths)} ${year}`;
/** "Fri 14/03", with the weekday that date really has. */
const weekdaySlash = (r: Rng, year = 2025) => {
  const m = intBetween(r, 0, 11), d = intBetween(r, 1, 28);
  return `${weekdays[new Date(Date.UTC(year, m, d)).getUTCDay()]} ${pad2(d)}/${pad2(m + 1)}`;
};
/** "7.30am", in quarter hours. */
const dotTime = (r: Rng, from = 7, to = 17) => {
  const h = intBetween(r, from, to), m = intBetween(r, 0, 3) * 15;
  return `${h % 12 === 0 ? 12 : h % 12}.${pad2(m)}${h < 12 ? "am" : "pm"}`;
};
/** A change with a true minus sign, "−4.1%" or "+12.3%". */
const trueMinusPct = (n: number) => n < 0 ? `\u2212${fmt.pct(-n)}` : `+${fmt.pct(n)}`;
const hex = (r: Rng, n: number) => Array.from({ length: n }, () => "0123456789abcdef"[intBetween(r, 0, 15)]).join("");

const ho11BugSummaries = [
  "Crash on login when SSO token expires",
  "Export to CSV drops leading zeros",
  "Typo in footer",
  "Dark mode: chart labels unreadable",
  "Timeout > 30s on /reports/v2",
  "Push notifications sent twice (Android 14)",
  "Cannot upload files over 2 GB",
  "Date picker allows 31/02",
  "Memory leak in worker pool",
  "Rounding error in invoice totals (0.01)",
  "Search ignores accents (é vs e)",
  "Flaky test: test_sync_retry",
  "Spinner never stops",
  "Wrong currency symbol for CHF",
];
const ho11Countries: { code: string; vat: number; ccy: string }[] = [
  { code: "DE", vat: 19, ccy: "EUR" },
  { code: "SE", vat: 25, ccy: "SEK" },
  { code: "ES", vat: 21, ccy: "EUR" },
  { code: "UK", vat: 20, ccy: "GBP" },
  { code: "NL", vat: 21, ccy: "EUR" },
  { code: "PT", vat: 23, ccy: "EUR" },
  { code: "IE", vat: 23, ccy: "EUR" },
];
const ho11Customers = [
  "Brightwater GmbH",
  "Nordlicht AB",
  "Café Olé S.L.",
  "Harbour & Lane Ltd",
  "Van Dijk B.V.",
  "Oficina 21 Lda",
  "Kestrel Analytics",
  "Müller & Söhne KG",
  "Atlantic Fisheries (IE)",
  "3D Print Hub",
];
const ho11Exhibitions = [
  "Permanent Collection",
  "Pharaohs: Lost Tombs",
  "Impressionists at Sea",
  "Dinosaurs After Dark",
  "Kids' Discovery Zone",
];
const ho11BakeryItems = [
  "Sourdough Loaf 800g",
  "Croissant (box of 6)",
  "Rye & Caraway 1kg",
  "Cinnamon Buns x12",
  'Birthday Cake 8" - Lemon',
  "Baguette",
  "Gluten-free Brownie",
  "Focaccia, rosemary (½ tray)",
  "Pain au Chocolat",
  "Wedding Cake 3-tier (deposit)",
  "Hot Cross Buns x4",
  "Seeded Spelt Tin",
];
const ho11Services = ["EC2", "RDS", "S3", "Lambda", "EKS", "CloudFront"];
const ho11Lots = [
  "Georgian silver teapot, London 1792",
  "Pair of Meissen figures (one a.f.)",
  "Oil on canvas, harbour scene, signed",
  "Rolex Oyster Perpetual, c.1965",
  "Box of assorted vinyl LPs (approx. 60)",
  "Victorian mahogany chest of drawers",
  "Chinese blue & white vase, 19th C.",
  "First edition, 'The Hobbit' (1937)",
  "Art Deco diamond ring, 18ct",
  "Watercolour, Lake District, unsigned",
  "Oak refectory table",
  "Lot of 12 Dinky toys, boxed",
];
const ho11Categories = ["Silver", "Ceramics", "Pictures", "Furniture", "Books", "Jewellery & Watches", "Toys"];
const ho11Roles = [
  "Senior Data Engineer (Remote)",
  "Payroll Administrator - Part-time",
  "Warehouse Operative",
  "UX Designer II",
  "Head of Finance",
  "Graduate Analyst 2025",
  "Nurse (Band 5)",
  "HGV Driver C+E",
];
const ho11Origins = ["Ethiopia", "Colombia", "Guatemala", "Kenya", "Brazil", "Sumatra"];

const ho11Topics: Topic[] = [
  {
    name: "bug-tracker",
    columns: [
      text("Key", (r) => `${pick(r, ["PLAT", "WEB", "IOS", "API", "DATA"])}-${intBetween(r, 12, 4870)}`),
      text("Summary", (r) => pick(r, ho11BugSummaries)),
      text("Severity", (r) => pick(r, ["Blocker", "Critical", "Major", "Minor", "Trivial"]), true),
      text("Assignee", ho11Handle),
      text("Created", (r) => isoStamp(r)),
      num("Points", (r) => value(pick(r, [1, 2, 3, 3, 5, 8, 13]), fmt.int)),
      num("Age (d)", (r) => value(intBetween(r, 0, 412), fmt.int), false),
      flag("Reopened", "reopened", 0.2),
      text("Estimate", (r) => r() < 0.3 ? "n/a" : `${intBetween(r, 0, 4)}d ${intBetween(r, 1, 7)}h`),
    ],
  },
  {
    name: "vat-invoices",
    columns: [
      {
        header: "Doc No",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.credit = r() < 0.18 ? 1 : 0;
          return [ctx.credit ? `CN-${code(r, "", 4)}` : `INV/2025/${code(r, "", 5)}`];
        },
      },
      text("Customer", (r) => pick(r, ho11Customers)),
      choice("Country", "country", ho11Countries.map((c) => c.code), true),
      text("Issued", (r) => dashDmy(r)),
      {
        header: "Ccy",
        kind: "text",
        make: (_r: Rng, _i: number, ctx: Record<string, number>) => [ho11Countries[ctx.country].ccy],
      },
      num(
        "Net",
        (r, ctx) => value(ctx.net = cents(between(r, 45, 38000)) * (ctx.credit ? -1 : 1), (n) => fmt.accounting(n, 2)),
      ),
      num(
        "VAT %",
        (r, ctx) => value(ctx.rate = r() < 0.15 ? 0 : ho11Countries[ctx.country].vat, (n) => fmt.pct(n, 0)),
        false,
      ),
      num("VAT", (_r, ctx) => value(ctx.vat = cents(ctx.net * ctx.rate / 100), (n) => fmt.accounting(n, 2))),
      num("Gross", (_r, ctx) => value(cents(ctx.net + ctx.vat), (n) => fmt.accounting(n, 2))),
    ],
  },
  {
    name: "museum-admissions",
    columns: [
      text("Date", (r) => weekdaySlash(r)),
      text("Exhibition", (r) => pick(r, ho11Exhibitions), true),
      num("Adults", (r, ctx) => value(ctx.adults = intBetween(r, 0, 2400), fmt.thousands)),
      num("Children", (r, ctx) => value(ctx.children = intBetween(r, 0, 1300), fmt.thousands)),
      num("Concessions", (r, ctx) => value(ctx.conc = intBetween(r, 0, 420), fmt.int)),
      {
        header: "Members",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.members = r() < 0.3 ? 0 : intBetween(r, 1, 260);
          return [ctx.members ? String(ctx.members) : "\u2013"];
        },
      },
      num(
        "Total",
        (_r, ctx) => value(ctx.adults + ctx.children + ctx.conc + ctx.members, fmt.thousands),
      ),
      num(
        "Revenue",
        (_r, ctx) => value(cents(ctx.adults * 18.5 + ctx.children * 9 + ctx.conc * 12.75), (n) => fmt.money(n, 2, "€")),
      ),
      num("vs LY", (r) => value(Math.round(between(r, -38, 45) * 10) / 10, trueMinusPct), false),
      text(
        "Note",
        (r) => r() < 0.5 ? "-" : pick(r, ["Rain", "School hols", "Late opening", "n/a", "Bank hol.", "Gallery 3 shut"]),
      ),
    ],
  },
  {
    name: "bakery-orders",
    columns: [
      text("Order", (r) => `#${letter(r)}${intBetween(r, 1000, 9999)}`),
      text(
        "Customer",
        (r) =>
          r() < 0.75 ? ho11FirstAndInitial(r) : pick(r, ["Café Lumen", "The Green Fork", "Hotel Aurelia", "Deli 42"]),
      ),
      text("Channel", (r) => pick(r, ["Walk-in", "Phone", "Online", "Wholesale"]), true),
      text("Item", (r) => pick(r, ho11BakeryItems)),
      text("Pickup", (r) => `${pick(r, weekdays)} ${dotTime(r, 6, 16)}`),
      num("Qty", (r, ctx) => value(ctx.qty = r() < 0.7 ? intBetween(r, 1, 6) : intBetween(r, 12, 240), fmt.int)),
      num(
        "Unit",
        (r, ctx) => value(ctx.unit = pick(r, [1.2, 2.4, 3.85, 4.5, 6, 12.5, 38, 145]), (n) => fmt.money(n, 2, "£")),
        false,
      ),
      num("Line Total", (_r, ctx) => value(cents(ctx.qty * ctx.unit), (n) => fmt.money(n, 2, "£"))),
      flag("Paid", "paid", 0.65),
    ],
  },
  {
    name: "cloud-costs",
    columns: [
      {
        header: "Resource",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.service = intBetween(r, 0, ho11Services.length - 1);
          const s = ho11Services[ctx.service];
          return [
            s === "EC2"
              ? `i-0${hex(r, 8)}`
              : s === "RDS"
              ? `db-${pick(r, ["prod", "stg", "dev"])}-${pad2(intBetween(r, 1, 12))}`
              : s === "S3"
              ? `${pick(r, ["logs", "assets", "backups"])}-${hex(r, 4)}`
              : `${s.toLowerCase()}-${hex(r, 6)}`,
          ];
        },
      },
      {
        header: "Service",
        kind: "text",
        make: (_r: Rng, _i: number, ctx: Record<string, number>) => [ho11Services[ctx.service]],
      },
      text("Region", (r) => pick(r, ["eu-west-1", "us-east-1", "ap-southeast-2", "eu-central-1"]), true),
      text("Owner", (r) => r() < 0.25 ? "\u2014" : `team-${pick(r, ["payments", "search", "data", "web", "ml"])}`),
      num("Hours", (r) => value(r() < 0.6 ? 744 : intBetween(r, 3, 743), fmt.int)),
      num("CPU avg", (r) => value(Math.round(between(r, 0.4, 96) * 10) / 10, (n) => fmt.pct(n)), false),
      num("Cost", (r, ctx) => value(ctx.cost = cents(between(r, 0.37, 18400)), (n) => fmt.money(n, 2))),
      num("MoM", (r, ctx) => value(cents(ctx.cost * between(r, -0.4, 0.35)), (n) => fmt.money(n, 2))),
    ],
  },
  {
    name: "auction-lots",
    columns: [
      text("Lot", (r) => `${intBetween(r, 1, 320)}${r() < 0.15 ? pick(r, ["A", "B"]) : ""}`),
      text("Description", (r) => pick(r, ho11Lots)),
      text("Category", (r) => pick(r, ho11Categories), true),
      {
        header: "Estimate",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.low = pick(r, [40, 60, 80, 100, 150, 200, 300, 500, 800, 1200, 2000, 5000]);
          return [`£${grouped(ctx.low, 0)}\u2013${grouped(ctx.low * 1.5, 0)}`];
        },
      },
      flag("Sold", "sold", 0.78),
      num(
        "Hammer",
        (r, ctx) =>
          value(
            ctx.hammer = ctx.sold ? Math.round(ctx.low * between(r, 0.8, 3.2) / 10) * 10 : 0,
            (n) => fmt.money(n, 0, "£"),
          ),
      ),
      num("Premium", (_r, ctx) => value(cents(ctx.hammer * 0.25), (n) => fmt.money(n, 2, "£"))),
      text("Paddle", (r) => r() < 0.2 ? "\u2014" : `P${intBetween(r, 100, 899)}`),
      text("Sale", (r) => longDmy(r, pick(r, [2024, 2025]))),
    ],
  },
  {
    name: "recruitment-pipeline",
    columns: [
      text("Req", (r) => `REQ-${pick(r, [24, 25])}-${code(r, "", 4)}`),
      text("Candidate", ho11Name),
      text("Role", (r) => pick(r, ho11Roles)),
      text("Stage", (r) => pick(r, ["Screen", "Interview 1", "Interview 2", "Offer", "Hired", "Rejected"]), true),
      text("Applied", (r) => compactDate(r)),
      num(
        "Salary Ask",
        (r) => {
          const [symbol, lo, hi] = pick(r, [["£", 24, 95], ["€", 30, 110], ["$", 45, 180]] as const);
          return value(intBetween(r, lo, hi) * 500, (n) => fmt.money(n, 0, symbol));
        },
        false,
      ),
      num("Interviews", (r) => value(intBetween(r, 0, 4), fmt.int)),
      num("Score", (r) => value(Math.round(between(r, 3, 10) * 2) / 2, (n) => fmt.dec(n, 1)), false),
      text("Notice", (r) => pick(r, ["Immediate", "1 month", "2 wks", "3 months", "n/a", "4 weeks"])),
      flag("Relocate", "relocate", 0.3),
    ],
  },
  {
    name: "coffee-roasting",
    columns: [
      text("Batch", (r) => `R${pick(r, [24, 25])}-${code(r, "", 3)}-${letter(r)}`),
      text("Origin", (r) => pick(r, ho11Origins), true),
      text("Roasted", (r) => `${dashDmy(r)} ${pad2(intBetween(r, 6, 15))}${pad2(intBetween(r, 0, 11) * 5)}`),
      num("Green kg", (r, ctx) => value(ctx.green = Math.round(between(r, 2, 60) * 10) / 10, (n) => fmt.dec(n, 1))),
      num(
        "Loss",
        (r, ctx) => value(ctx.loss = Math.round(between(r, 11.5, 19.5) * 10) / 10, (n) => fmt.pct(n)),
        false,
      ),
      num("Roasted kg", (_r, ctx) => value(cents(ctx.green * (1 - ctx.loss / 100)), (n) => fmt.dec(n, 2))),
      num("Drop °C", (r) => value(Math.round(between(r, 196, 228) * 10) / 10, (n) => fmt.dec(n, 1)), false),
      num("Cost/kg", (r) => value(cents(between(r, 5.8, 24)), (n) => fmt.money(n, 2)), false),
      text(
        "Cupping",
        (r) => r() < 0.25 ? pick(r, ["n/a", "pending"]) : (Math.round(between(r, 80, 90) * 4) / 4).toFixed(2),
      ),
    ],
  },
];

// ---- held-out-12: eight more topics no earlier set has (purchase orders, a hospital ward census, train punctuality,
// dividend income, property listings, translation jobs, mobile phone bills, customs entries)
const ho12GivenNames = [
  "Lan",
  "Min-jun",
  "Yui",
  "Wei",
  "Aarav",
  "Olamide",
  "Freya",
  "Joaquín",
  "Magdalena",
  "Henrik",
  "Nadia",
  "Callum",
  "Ifeoma",
  "Luca",
  "Sinéad",
  "Kai",
  "Rania",
  "Bartholomew",
  "Eun-ji",
  "Pieter",
];
const ho12FamilyNames = [
  "Nguyen",
  "Kim",
  "Tanaka",
  "Zhang",
  "Sharma",
  "Adebayo",
  "Lindström",
  "García-López",
  "Zielińska",
  "Johansson",
  "El-Amin",
  "McAllister",
  "Eze",
  "Rossi",
  "Ní Bhriain",
  "Kahananui",
  "Saleh",
  "Featherstonehaugh",
  "Park",
  "van Rijn",
];
const ho12First = [...ho11First, ...ho12GivenNames];
const ho12Last = [...ho11Last, ...ho12FamilyNames];
/** "Lindström F.M." or "Rossi L.", as a purchasing system lists its buyers. */
const ho12SurnameInitials = (r: Rng) =>
  `${pick(r, ho12Last)} ${pick(r, ho12First)[0]}.${r() < 0.4 ? `${letter(r)}.` : ""}`;
/** "NGUYEN Lan" or "Tanaka Yui", family name first. */
const ho12FamilyFirst = (r: Rng) => {
  const family = pick(r, ho12FamilyNames), given = pick(r, ho12GivenNames);
  return r() < 0.45 ? `${family.toUpperCase()} ${given}` : `${family} ${given}`;
};
/** "f.lindstrom@northwind.co.uk" or "lrossi@northwind.co.uk". */
const ho12Email = (r: Rng) => {
  const first = plainLetters(pick(r, ho12First)), last = plainLetters(pick(r, ho12Last));
  return `${r() < 0.6 ? `${first}.${last}` : `${first[0]}${last}`}@northwind.co.uk`;
};
/** "Sr A. Byrne", "CN Luca Rossi", "Matron K. Park". */
const ho12NurseInCharge = (r: Rng) => {
  const first = pick(r, ho12First), last = pick(r, ho12Last);
  return `${pick(r, ["Sr", "CN", "Matron", "RN"])} ${r() < 0.55 ? `${first[0]}.` : first} ${last}`;
};
/** "14.3.25", day first with dots and no padding. */
const ho12ShortDots = (r: Rng, year = 25) => `${intBetween(r, 1, 28)}.${intBetween(r, 1, 12)}.${year}`;
/** "2025-W11". */
const ho12IsoWeek = (r: Rng, year = 2025) => `${year}-W${pad2(intBetween(r, 1, 52))}`;
/** "2025.03.14". */
const ho12DotIso = (r: Rng, year = 2025) => `${year}.${pad2(intBetween(r, 1, 12))}.${pad2(intBetween(r, 1, 28))}`;
/** "3/14/25", month first, no padding. */
const ho12ShortMdy = (r: Rng, year = 25) => `${intBetween(r, 1, 12)}/${intBetween(r, 1, 28)}/${year}`;
/** "02 Apr 25". */
const ho12DayMonShortYear = (r: Rng, year = 25) => `${pad2(intBetween(r, 1, 28))} ${pick(r, months)} ${year}`;
/** "Mon, Mar 3", with the weekday that date really has. */
const ho12WeekdayComma = (r: Rng, year = 2025) => {
  const m = intBetween(r, 0, 11), d = intBetween(r, 1, 28);
  return `${weekdays[new Date(Date.UTC(year, m, d)).getUTCDay()]}, ${months[m]} ${d}`;
};
/** "Fri 14 Mar, 17:00 CET", a deadline with its time zone. */
const ho12Deadline = (r: Rng, year = 2025) => {
  const m = intBetween(r, 0, 11), d = intBetween(r, 1, 28);
  return `${weekdays[new Date(Date.UTC(year, m, d)).getUTCDay()]} ${d} ${months[m]}, ${
    pick(r, ["09:00", "12:00", "17:00", "17:30", "23:59"])
  } ${pick(r, ["CET", "GMT", "UTC", "JST", "EST"])}`;
};
/** "Feb '25". */
const ho12MonthApostrophe = (r: Rng) => `${pick(r, months)} '${pick(r, [24, 25])}`;
/** "14/03/2025 09:41:07". */
const ho12StampSeconds = (r: Rng, year = 2025) =>
  `${dmyDate(r, year)} ${time24(r, 0, 23)}:${pad2(intBetween(r, 0, 59))}`;
/** Seconds since midnight as "07:49:30". */
const ho12Hms = (s: number) => `${pad2(Math.floor(s / 3600) % 24)}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`;
/** "12,34,567.00", as Indian invoices group digits. */
const ho12IndianGrouped = (n: number) => {
  const [whole, frac] = n.toFixed(2).split(".");
  const last3 = whole.slice(-3), rest = whole.slice(0, -3);
  return `${rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},` : ""}${last3}.${frac}`;
};
/** "4.310,20", as continental invoices write it. */
const ho12EuroGrouped = (n: number) => grouped(n, 2).replace(/[.,]/g, (c) => c === "," ? "." : ",");
const alnum = (r: Rng, n: number) =>
  Array.from({ length: n }, () => "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"[intBetween(r, 0, 33)]).join("");
/** A text column derived from ctx, grouped by when `group`. */
const derived = (header: string, make: (ctx: Record<string, number>) => string, group = false) =>
  ({
    header,
    kind: "text",
    group,
    make: (_r: Rng, _i: number, ctx: Record<string, number>) => [make(ctx)],
  }) as Column;

const ho12Suppliers = [
  "RS Components",
  "Würth UK Ltd",
  "Grainger",
  "Misumi Europa GmbH",
  "Bossard AG",
  "Smurfit Westrock",
  "Dell Technologies",
  "Brammer Buck & Hickman",
  "Tata Steel (Port Talbot)",
  "Staples Business",
  "Kwik-Fit Fleet",
  "3M United Kingdom PLC",
];
/** Ward, division, beds from and to. */
const ho12Wards: [string, string, number, number][] = [
  ["Ward 7B", "Medicine", 24, 32],
  ["AMU", "Medicine", 30, 44],
  ["Elm (Elderly Care)", "Medicine", 20, 28],
  ["Ward 12 - Ortho", "Surgery", 22, 30],
  ["SAU", "Surgery", 12, 18],
  ["Maple (Paeds)", "Women & Children", 14, 22],
  ["Delivery Suite", "Women & Children", 8, 14],
  ["ICU", "Critical Care", 10, 16],
  ["HDU 2", "Critical Care", 6, 10],
];
const ho12Operators = ["Northern", "TransPennine", "LNER", "CrossCountry", "EMR"];
const ho12Routes = [
  "Leeds to York",
  "Manchester Picc. to Sheffield",
  "Newcastle to Edinburgh",
  "Hull to Doncaster",
  "Liverpool Lime St to Preston",
  "Nottingham to Lincoln Central",
  "Bradford Int. to Halifax",
  "Darlington to Bishop Auckland",
];
const ho12Causes = [
  "-",
  "-",
  "-",
  "Signal fault",
  "Crew",
  "Late-running stock",
  "Weather",
  "Trespass",
  "Points failure",
];
/** Holding, ISIN, market, dividend currency (symbol, before or after), GBP per unit, withholding rate. */
const ho12Holdings: {
  name: string;
  isin: string;
  market: string;
  pre: string;
  post: string;
  fx: number;
  wht: number;
  dps: [number, number];
}[] = [
  { name: "Unilever PLC", isin: "GB00B10RZP78", market: "UK", pre: "", post: "p", fx: 0.01, wht: 0, dps: [35, 40] },
  {
    name: "Nestlé SA",
    isin: "CH0038863350",
    market: "CH",
    pre: "CHF ",
    post: "",
    fx: 0.89,
    wht: 0.35,
    dps: [2.8, 3.1],
  },
  {
    name: "Johnson & Johnson",
    isin: "US4781601046",
    market: "US",
    pre: "$",
    post: "",
    fx: 0.79,
    wht: 0.15,
    dps: [1.19, 1.3],
  },
  {
    name: "Toyota Motor Corp.",
    isin: "JP3633400001",
    market: "JP",
    pre: "¥",
    post: "",
    fx: 0.0052,
    wht: 0.15,
    dps: [40, 50],
  },
  { name: "BHP Group Ltd", isin: "AU000000BHP4", market: "AU", pre: "A$", post: "", fx: 0.52, wht: 0, dps: [0.7, 1.1] },
  {
    name: "Novo Nordisk B",
    isin: "DK0062498333",
    market: "DK",
    pre: "DKK ",
    post: "",
    fx: 0.115,
    wht: 0.27,
    dps: [3.5, 7.9],
  },
  {
    name: "Royal Bank of Canada",
    isin: "CA7800871021",
    market: "CA",
    pre: "C$",
    post: "",
    fx: 0.58,
    wht: 0.15,
    dps: [1.38, 1.48],
  },
  {
    name: "Allianz SE",
    isin: "DE0008404005",
    market: "DE",
    pre: "€",
    post: "",
    fx: 0.85,
    wht: 0.26375,
    dps: [11.4, 13.8],
  },
];
const ho12Streets = [
  "Maple",
  "Burnet",
  "Pecan",
  "Live Oak",
  "Whitestone",
  "Brushy Creek",
  "Gattis School",
  "Wells Branch",
];
const ho12Clients = [
  "Helix Pharma",
  "Bergmann Rechtsanwälte",
  "Kaito Games K.K.",
  "Northwind Retail",
  "Atlas Medical Devices",
  "Ministry of Tourism (PT)",
  "Soleil Cosmetics",
];
/** Language pair, target code for the job number. */
const ho12Pairs: [string, string][] = [
  ["EN>DE", "DE"],
  ["EN>FR", "FR"],
  ["EN>JA", "JA"],
  ["DE>EN", "EN"],
  ["EN>PT-BR", "PTBR"],
  ["ZH>EN", "EN"],
];
/** Plan and its monthly price. */
const ho12Plans: [string, number][] = [
  ["Unl. 5G", 32],
  ["20GB 5G", 18.5],
  ["Data Only 50GB", 22],
  ["Basic 4G 2GB", 7.99],
];
/** Goods, HS code, duty %. */
const ho12Goods: [string, string, number][] = [
  ["Laptops", "8471.30.00", 0],
  ["Cotton T-shirts", "6109.10.0010", 12],
  ["Ceramic floor tiles", "6907.21.00", 6],
  ["Bicycle parts (brakes)", "8714.94.20", 4.7],
  ["Green tea, loose", "0902.10.00", 0],
  ["LED drivers", "8504.40.82", 2.5],
  ["Olive oil 5L tins", "1509.20.00", 8.2],
  ["Steel fasteners M6", "7318.15.88", 3.7],
];
/** Origin, invoice currency, GBP per unit. */
const ho12Origins: [string, string, number][] = [
  ["CN", "CNY", 0.109],
  ["CN", "USD", 0.79],
  ["VN", "USD", 0.79],
  ["TR", "EUR", 0.85],
  ["IN", "INR", 0.0094],
  ["US", "USD", 0.79],
  ["JP", "JPY", 0.0052],
];

const ho12Topics: Topic[] = [
  {
    name: "purchase-orders",
    columns: [
      text("PO", (r) => r() < 0.5 ? `PO-2025-${code(r, "", 5)}` : `4500${intBetween(r, 100000, 999999)}`),
      text("Supplier", (r) => pick(r, ho12Suppliers)),
      text("Category", (r) => pick(r, ["MRO", "IT Hardware", "Raw Materials", "Packaging", "Services"]), true),
      text("Buyer", ho12SurnameInitials),
      text("Ordered", (r) => ho12ShortDots(r)),
      num(
        "Qty",
        (r, ctx) => value(ctx.qty = r() < 0.6 ? intBetween(r, 1, 250) : intBetween(r, 500, 48000), fmt.thousands),
      ),
      num(
        "Unit Price",
        (r, ctx) =>
          value(
            ctx.unit = ctx.qty >= 500
              ? (r() < 0.5 ? Math.round(between(r, 0.01, 0.99) * 10000) / 10000 : cents(between(r, 1, 4.99)))
              : cents(between(r, 1, 1850)),
            (n) => fmt.money(n, n < 1 ? 4 : 2),
          ),
        false,
      ),
      num("Line Value", (_r, ctx) => value(ctx.line = cents(ctx.qty * ctx.unit), (n) => fmt.decThousands(n, 2))),
      num(
        "Price Var",
        (r, ctx) =>
          value(
            r() < 0.5 ? 0 : cents(ctx.line * between(r, -0.06, 0.04)),
            (n) => n < 0 ? `\u2212${fmt.money(-n, 2)}` : fmt.money(n, 2),
          ),
      ),
      num(
        "Received",
        (r, ctx) => value(ctx.rec = pick(r, [0, 0, 25, 50, 80, 100, 100, 100]), (n) => fmt.pct(n, 0)),
        false,
      ),
      {
        header: "Status",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => [
          ctx.rec === 100
            ? "Closed"
            : ctx.rec > 0
            ? "Part Rcvd"
            : pick(r, ["Open", "Open", "On Hold", "Awaiting Appr."]),
        ],
      },
    ],
  },
  {
    name: "ward-census",
    columns: [
      choice("Ward", "ward", ho12Wards.map(([w]) => w)),
      derived("Division", (ctx) => ho12Wards[ctx.ward][1], true),
      text("Week", (r) => ho12IsoWeek(r)),
      num("Beds", (r, ctx) => value(ctx.beds = intBetween(r, ho12Wards[ctx.ward][2], ho12Wards[ctx.ward][3]), fmt.int)),
      num("Occupied", (r, ctx) => value(ctx.occ = Math.round(ctx.beds * between(r, 0.62, 1.1)), fmt.int)),
      num("Occupancy", (_r, ctx) => value(Math.round(ctx.occ / ctx.beds * 1000) / 10, (n) => fmt.pct(n)), false),
      num("Admissions", (r, ctx) => value(ctx.adm = intBetween(r, 0, 96), fmt.int)),
      num("Discharges", (r, ctx) => value(ctx.dis = Math.max(0, ctx.adm + intBetween(r, -9, 9)), fmt.int)),
      num("Net", (_r, ctx) => value(ctx.adm - ctx.dis, (n) => plusSign(n, fmt.int))),
      num("ALOS (days)", (r) => value(Math.round(between(r, 0.8, 14.5) * 10) / 10, (n) => fmt.dec(n, 1)), false),
      text("Nurse in Charge", ho12NurseInCharge),
    ],
  },
  {
    name: "train-punctuality",
    columns: [
      text("Headcode", (r) => `${intBetween(r, 1, 2)}${letter(r)}${pad2(intBetween(r, 1, 99))}`),
      text("Operator", (r) => pick(r, ho12Operators), true),
      text("Route", (r) => pick(r, ho12Routes)),
      text("Date", (r) => ho12DotIso(r)),
      {
        header: "Booked",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.booked = intBetween(r, 5 * 60 + 30, 22 * 60 + 58) * 60;
          return [ho12Hms(ctx.booked).slice(0, 5)];
        },
      },
      {
        header: "Actual",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          const roll = r();
          ctx.late = roll < 0.25
            ? -intBetween(r, 0, 150)
            : roll < 0.7
            ? intBetween(r, 0, 299)
            : intBetween(r, 300, 3900);
          return [ho12Hms(ctx.booked + ctx.late)];
        },
      },
      num(
        "Late (min)",
        (_r, ctx) => value(ctx.mins = Math.round(ctx.late / 6) / 10, (n) => plusSign(n, (m) => fmt.dec(m, 1))),
        false,
      ),
      num("Pax", (r, ctx) => value(ctx.pax = intBetween(r, 35, 1450), fmt.thousands)),
      num(
        "Delay Repay",
        (r, ctx) =>
          value(
            ctx.mins >= 15 ? cents(ctx.pax * between(r, 0.02, 0.12) * between(r, 2.5, 19.9)) : 0,
            (n) => fmt.money(n, 2, "£"),
          ),
      ),
      text("Cause", (r) => pick(r, ho12Causes)),
    ],
  },
  {
    name: "dividend-income",
    columns: [
      {
        header: "ISIN",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.h = intBetween(r, 0, ho12Holdings.length - 1);
          return [ho12Holdings[ctx.h].isin];
        },
      },
      derived("Holding", (ctx) => ho12Holdings[ctx.h].name),
      derived("Market", (ctx) => ho12Holdings[ctx.h].market, true),
      text("Ex-Date", (r) => ho12ShortMdy(r)),
      text("Paid", (r) => ho12DayMonShortYear(r)),
      num("Shares", (r, ctx) => value(ctx.shares = intBetween(r, 12, 8400), fmt.thousands)),
      {
        header: "DPS",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          const h = ho12Holdings[ctx.h];
          const d = h.market === "JP" ? 0 : 2;
          ctx.dps = Number(between(r, ...h.dps).toFixed(d));
          return [`${h.pre}${ctx.dps.toFixed(d)}${h.post}`];
        },
      },
      num(
        "Gross",
        (_r, ctx) =>
          value(ctx.gross = cents(ctx.shares * ctx.dps * ho12Holdings[ctx.h].fx), (n) => fmt.money(n, 2, "£")),
      ),
      num(
        "WHT",
        (_r, ctx) => value(ctx.wht = -cents(ctx.gross * ho12Holdings[ctx.h].wht), (n) => fmt.accounting(n, 2)),
      ),
      num("Net", (_r, ctx) => value(cents(ctx.gross + ctx.wht), (n) => fmt.money(n, 2, "£"))),
      num("Yield", (r) => value(Math.round(between(r, 0.35, 7.8) * 100) / 100, (n) => fmt.pct(n, 2)), false),
    ],
  },
  {
    name: "property-listings",
    columns: [
      text(
        "MLS #",
        (r) =>
          r() < 0.5 ? `${pick(r, [24, 25])}-${intBetween(r, 100000, 999999)}` : `A${intBetween(r, 1000000, 9999999)}`,
      ),
      text(
        "Address",
        (r) =>
          `${intBetween(r, 100, 14999)} ${r() < 0.4 ? `${pick(r, ["N", "S", "E", "W"])} ` : ""}${
            pick(r, ho12Streets)
          } ${pick(r, ["Ave", "Dr", "Ln", "Blvd", "Trl", "Cv"])}${
            r() < 0.25 ? ` #${intBetween(r, 1, 24)}${pick(r, ["", "A", "B"])}` : ""
          }`,
      ),
      text("City", (r) => pick(r, ["Austin", "Round Rock", "Pflugerville", "Cedar Park", "Leander"]), true),
      text("Listed", (r) => ho12WeekdayComma(r)),
      num("Beds", (r) => value(intBetween(r, 1, 6), fmt.int), false),
      num(
        "Baths",
        (r) => value(pick(r, [1, 1.5, 2, 2, 2.5, 3, 3.5, 4]), (n) => n % 1 ? n.toFixed(1) : String(n)),
        false,
      ),
      num("Sq Ft", (r, ctx) => value(ctx.sqft = intBetween(r, 640, 5200), fmt.thousands)),
      num(
        "List Price",
        (r, ctx) =>
          value(
            ctx.price = Math.round(ctx.sqft * between(r, 185, 430) / 1000) * 1000 - (r() < 0.5 ? 100 : 0),
            (n) => fmt.money(n),
          ),
      ),
      num("$/Sq Ft", (_r, ctx) => value(cents(ctx.price / ctx.sqft), (n) => fmt.money(n, 2)), false),
      text(
        "Reduced",
        (r) => r() < 0.6 ? "\u2014" : `-$${grouped(pick(r, [5000, 7500, 10000, 15000, 24900, 50000]), 0)}`,
      ),
      text("Status", (r) => pick(r, ["Active", "Active", "Pending", "Contingent", "Coming Soon", "Back on Mkt"])),
    ],
  },
  {
    name: "translation-jobs",
    columns: [
      {
        header: "Job",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.pair = intBetween(r, 0, ho12Pairs.length - 1);
          return [`TJ${pick(r, [24, 25])}-${code(r, "", 4)}/${ho12Pairs[ctx.pair][1]}`];
        },
      },
      derived("Pair", (ctx) => ho12Pairs[ctx.pair][0], true),
      text("Client", (r) => pick(r, ho12Clients)),
      text("Translator", ho12FamilyFirst),
      num(
        "Words",
        (r, ctx) => value(ctx.words = r() < 0.2 ? intBetween(r, 85, 950) : intBetween(r, 1000, 86000), fmt.thousands),
      ),
      num(
        "Rate",
        (r, ctx) => value(ctx.rate = pick(r, [0.065, 0.08, 0.085, 0.1, 0.12, 0.145]), (n) => fmt.money(n, 3, "€")),
        false,
      ),
      num("TM Match", (r, ctx) => value(ctx.tm = intBetween(r, 0, 78), (n) => fmt.pct(n, 0)), false),
      num(
        "Fee",
        (_r, ctx) =>
          value(Math.max(35, cents(ctx.words * ctx.rate * (1 - ctx.tm / 100 * 0.7))), (n) => fmt.money(n, 2, "€")),
      ),
      text("Due", (r) => ho12Deadline(r)),
      text(
        "QA",
        (r) =>
          r() < 0.3
            ? "\u2014"
            : r() < 0.75
            ? `${intBetween(r, 88, 100)}/100`
            : pick(r, ["Pass", "Fail (terminology)", "Pass w/ notes"]),
      ),
    ],
  },
  {
    name: "mobile-bills",
    columns: [
      text(
        "Number",
        (r) =>
          r() < 0.5
            ? `+44 7${intBetween(r, 100, 999)} ${intBetween(r, 100000, 999999)}`
            : `07${intBetween(r, 100, 999)} ${intBetween(r, 100, 999)} ${intBetween(r, 100, 999)}`,
      ),
      text("User", ho12Email),
      text("Cost Centre", (r) => pick(r, ["CC4100 Sales", "CC4250 Field Ops", "CC5300 IT", "CC6010 Exec"]), true),
      choice("Plan", "plan", ho12Plans.map(([p]) => p)),
      text("Period", ho12MonthApostrophe),
      num("Data GB", (r) => value(Math.round(between(r, 0, 64) * 100) / 100, (n) => fmt.dec(n, 2))),
      num("Mins", (r) => value(intBetween(r, 0, 2900), fmt.thousands)),
      num(
        "Roaming",
        (r, ctx) => value(ctx.roam = r() < 0.65 ? 0 : cents(between(r, 2, 260)), (n) => fmt.money(n, 2, "£")),
      ),
      num(
        "Credits",
        (r, ctx) => value(ctx.cred = r() < 0.7 ? 0 : -pick(r, [2.5, 5, 10, 12.75, 25]), (n) => fmt.money(n, 2, "£")),
      ),
      num(
        "Total",
        (_r, ctx) => value(cents(ho12Plans[ctx.plan][1] + ctx.roam + ctx.cred), (n) => fmt.money(n, 2, "£")),
      ),
    ],
  },
  {
    name: "customs-entries",
    columns: [
      text("MRN", (r) => `${pick(r, [24, 25])}GB${alnum(r, 14)}`),
      choice("Goods", "goods", ho12Goods.map(([g]) => g)),
      derived("HS Code", (ctx) => ho12Goods[ctx.goods][1]),
      {
        header: "Origin",
        kind: "text",
        group: true,
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.origin = intBetween(r, 0, ho12Origins.length - 1);
          return [ho12Origins[ctx.origin][0]];
        },
      },
      {
        header: "Invoice",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          const [, ccy, fx] = ho12Origins[ctx.origin];
          const gbp = between(r, 400, 96000);
          const amount = ccy === "JPY" ? Math.round(gbp / fx) : cents(gbp / fx);
          ctx.value = cents(amount * fx);
          const shown = ccy === "JPY"
            ? grouped(amount, 0)
            : ccy === "INR"
            ? ho12IndianGrouped(amount)
            : ccy === "EUR"
            ? ho12EuroGrouped(amount)
            : grouped(amount, 2);
          return [`${ccy} ${shown}`];
        },
      },
      num("Value £", (_r, ctx) => value(ctx.value, (n) => fmt.decThousands(n, 2))),
      num("Duty %", (_r, ctx) => value(ho12Goods[ctx.goods][2], (n) => fmt.pct(n)), false),
      num(
        "Duty",
        (_r, ctx) => value(ctx.duty = cents(ctx.value * ho12Goods[ctx.goods][2] / 100), (n) => fmt.money(n, 2, "£")),
      ),
      {
        header: "PVA",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.pva = r() < 0.4 ? 1 : 0;
          return [ctx.pva ? "Y" : "N"];
        },
      },
      num(
        "Import VAT",
        (_r, ctx) => value(ctx.pva ? 0 : cents((ctx.value + ctx.duty) * 0.2), (n) => fmt.decThousands(n, 2)),
      ),
      text("Cleared", (r) => ho12StampSeconds(r)),
    ],
  },
];

// ---- held-out-13: eight more topics no earlier set has (a brewery's batch log, ferry sailings, a seed bank, wedding
// venue bookings, solar installations, fish landings, beehive inspections, precinct election returns)
const ho13GivenNames = [
  "Oluwaseun",
  "Thanh",
  "Jaroslav",
  "Aigerim",
  "Mehmet",
  "Sione",
  "Paulo",
  "Kwame",
  "Anahita",
  "Bjorn",
  "Lucia",
  "Dariusz",
  "Nkechi",
  "Rahul",
  "Hana",
  "Tiago",
  "Mariam",
  "Kenji",
  "Zanele",
  "Ioana",
  "Arjun",
  "Fiifi",
  "Ekaterina",
  "Mateo",
  "Sunita",
  "Eero",
  "DeShawn",
  "JoAnne",
  "Mary-Kate",
  "Tevita",
];
const ho13FamilyNames = [
  "Tran",
  "Novotny",
  "Bekova",
  "Ozturk",
  "Tupou",
  "Mendes",
  "Asante",
  "Rostami",
  "Eriksen",
  "Moreno",
  "Kowal",
  "Obi",
  "Menon",
  "Suzuki",
  "Rocha",
  "McKenzie",
  "MacDonald",
  "O'Neill",
  "van den Broek",
  "LeBlanc",
  "DiMarco",
  "Vasquez-Reid",
  "Al-Masri",
  "de la Cruz",
  "Popescu",
  "Halvorsen",
  "Mwangi",
  "Ramaswamy",
  "Fakatava",
  "Castellanos",
];
/** "Kwame A.", as a brew log or rota has it. */
const ho13FirstInitial = (r: Rng) => `${pick(r, ho13GivenNames)} ${pick(r, ho13FamilyNames)[0].toUpperCase()}.`;
/** "MacDonald, Ioana", "Ioana MacDonald" or "I. MacDonald", as a merged customer list has them. */
const ho13AnyName = (r: Rng) => {
  const given = pick(r, ho13GivenNames), family = pick(r, ho13FamilyNames), k = r();
  return k < 0.4 ? `${family}, ${given}` : k < 0.75 ? `${given} ${family}` : `${given[0]}. ${family}`;
};
/** A couple as a venue diary has it: "Nkechi & Tiago", "Tran / Moreno" or "Suzuki-Rocha". */
const ho13Couple = (r: Rng) => {
  const k = r();
  const two = (list: string[]) => {
    const one = pick(r, list);
    return [one, pick(r, list.filter((x) => x !== one))];
  };
  if (k < 0.45) return two(ho13GivenNames).join(" & ");
  if (k < 0.85) return two(ho13FamilyNames).join(" / ");
  return two(ho13FamilyNames).join("-");
};
const ho13Ordinal = (d: number) =>
  `${d}${d % 10 === 1 && d !== 11 ? "st" : d % 10 === 2 && d !== 12 ? "nd" : d % 10 === 3 && d !== 13 ? "rd" : "th"}`;
/** "2025-3-7", ISO order without padding, as a hand-typed log has it. */
const ho13LooseIso = (r: Rng, year = 2025) => `${year}-${intBetween(r, 1, 12)}-${intBetween(r, 1, 28)}`;
/** "07 JUN 2025". */
const ho13UpperDate = (r: Rng, year = 2025) => `${pad2(intBetween(r, 1, 28))} ${pick(r, months).toUpperCase()} ${year}`;
const romanMonths = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];
/** "12.IX.2019", as a herbarium label writes it. */
const ho13RomanDate = (r: Rng, year: number) => `${intBetween(r, 1, 28)}.${pick(r, romanMonths)}.${year}`;
/** "14th June 2026". */
const ho13OrdinalLong = (r: Rng, year = 2026) => `${ho13Ordinal(intBetween(r, 1, 28))} ${pick(r, longMonths)} ${year}`;
/** "07/03/25", day first, padded, two-digit year. */
const ho13PaddedDmy = (r: Rng, year = 25) => `${pad2(intBetween(r, 1, 28))}/${pad2(intBetween(r, 1, 12))}/${year}`;
/** "10-Jun", no year. */
const ho13DayMon = (r: Rng) => `${intBetween(r, 1, 28)}-${pick(r, months)}`;
/** "6/8/2025", month first, no padding, four-digit year. */
const ho13LooseMdy = (r: Rng, year = 2025) => `${intBetween(r, 1, 12)}/${intBetween(r, 1, 28)}/${year}`;

/** Beer, batch code, OG from and to, FG from and to. */
const ho13Beers: [string, string, [number, number], [number, number]][] = [
  ["Pale Ale", "PA", [1.044, 1.052], [1.008, 1.012]],
  ["Oatmeal Stout", "ST", [1.05, 1.062], [1.012, 1.018]],
  ["Pilsner", "PL", [1.044, 1.05], [1.006, 1.01]],
  ["West Coast IPA", "IPA", [1.058, 1.07], [1.008, 1.014]],
  ["Raspberry Sour", "SR", [1.04, 1.048], [1.004, 1.008]],
  ["Hefeweizen", "HW", [1.046, 1.054], [1.01, 1.014]],
];
/** Route, sailing prefix, vessels on it. */
const ho13Routes: [string, string, string[]][] = [
  ["Helsinki - Tallinn", "HT", ["Megastar", "Finlandia"]],
  ["Piraeus - Naxos", "PN", ["Blue Star Delos", "Naxos Jet"]],
  ["Split - Hvar", "SH", ["Marko Polo", "Jadrolinija 7"]],
  ["Rostock - Gedser", "RG", ["Berlin", "Copenhagen"]],
  ["Algeciras - Tanger Med", "AT", ["Ciudad de Ceuta", "Kattegat"]],
  ["Calais - Dover", "CD", ["Cote des Dunes", "Spirit of France"]],
];
/** Taxon and family. */
const ho13Taxa: [string, string][] = [
  ["Quercus robur", "Fagaceae"],
  ["Trifolium pratense", "Fabaceae"],
  ["Lotus corniculatus", "Fabaceae"],
  ["Astragalus alpinus", "Fabaceae"],
  ["Primula veris", "Primulaceae"],
  ["Pinus sylvestris", "Pinaceae"],
  ["Silene dioica", "Caryophyllaceae"],
  ["Dianthus deltoides", "Caryophyllaceae"],
  ["Centaurea nigra", "Asteraceae"],
  ["Leucanthemum vulgare", "Asteraceae"],
  ["Tulipa greigii", "Liliaceae"],
  ["Lilium martagon", "Liliaceae"],
];
/** Package, base price, price per guest, guests from and to. */
const ho13Packages: [string, number, number, number, number][] = [
  ["Classic", 4500, 92, 60, 140],
  ["Twilight", 2800, 68, 40, 110],
  ["Elopement", 1250, 0, 2, 12],
  ["All-Inclusive", 7900, 118, 80, 180],
  ["Winter Warmer", 3200, 74, 30, 90],
];
/** Postcode area and region. */
const ho13Areas: [string, string][] = [
  ["EX", "Devon"],
  ["TR", "Cornwall"],
  ["TA", "Somerset"],
  ["BS", "Bristol"],
  ["PL", "Plymouth"],
];
/** Species, price per kg from and to. */
const ho13Fish: [string, number, number][] = [
  ["Haddock", 1.6, 2.9],
  ["Cod", 2.8, 4.6],
  ["Monkfish", 3.2, 6.5],
  ["Nephrops", 4.5, 11],
  ["Mackerel", 0.9, 1.6],
  ["Saithe", 0.9, 1.8],
  ["Hake", 1.8, 3.6],
  ["Megrim", 1.9, 3.4],
  ["Lemon Sole", 3.5, 7.2],
];
const ho13Boats = [
  "Ocean Harvest II",
  "Girl Rachel",
  "Star of Hope",
  "Quiet Waters IV",
  "Sardonyx",
  "Guide Me",
  "Sunbeam",
  "Budding Rose",
  "Adonai",
  "Fair Morn",
];
const ho13PollingPlaces = [
  "Lincoln Elem. Gym",
  "St. Jude Parish Hall",
  "Fire Station 12",
  "Eastside Library",
  "VFW Post 4410",
  "Rec Center (Annex)",
  "Grace AME Church",
  "Oakwood HS Cafeteria",
];

const ho13Topics: Topic[] = [
  {
    name: "brewery-batches",
    columns: [
      {
        header: "Batch",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.beer = intBetween(r, 0, ho13Beers.length - 1);
          return [`${ho13Beers[ctx.beer][1]}-25${code(r, "", 3)}`];
        },
      },
      derived("Beer", (ctx) => ho13Beers[ctx.beer][0], true),
      text("Brewer", ho13FirstInitial),
      text("Brewed", (r) => ho13LooseIso(r)),
      text("Vessel", (r) => r() < 0.85 ? `FV${intBetween(r, 1, 12)}` : `BBT-${intBetween(r, 1, 3)}`),
      num(
        "OG",
        (r, ctx) => value(ctx.og = Number(between(r, ...ho13Beers[ctx.beer][2]).toFixed(3)), (n) => fmt.dec(n, 3)),
        false,
      ),
      num(
        "FG",
        (r, ctx) => value(ctx.fg = Number(between(r, ...ho13Beers[ctx.beer][3]).toFixed(3)), (n) => fmt.dec(n, 3)),
        false,
      ),
      num(
        "ABV",
        (_r, ctx) => value(ctx.abv = Math.round((ctx.og - ctx.fg) * 131.25 * 10) / 10, (n) => fmt.pct(n)),
        false,
      ),
      num(
        "Litres",
        (r, ctx) =>
          value(
            ctx.litres = pick(r, [800, 1000, 1200, 1600, 2000, 2400]) - (r() < 0.3 ? intBetween(r, 10, 140) : 0),
            fmt.thousands,
          ),
      ),
      num("Duty", (_r, ctx) => value(cents(ctx.litres * ctx.abv / 100 * 21.01), (n) => fmt.money(n, 2, "£"))),
      text(
        "Notes",
        (r) =>
          r() < 0.55 ? "" : pick(r, [
            "dry hopped x2",
            "stuck ferment",
            "+ lactose",
            "re-pitched US-05",
            "sent to cans",
            "tank 3 CIP",
          ]),
      ),
    ],
  },
  {
    name: "ferry-sailings",
    columns: [
      {
        header: "Sailing",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.route = intBetween(r, 0, ho13Routes.length - 1);
          ctx.dep = intBetween(r, 5 * 12, 22 * 12) * 5;
          return [`${ho13Routes[ctx.route][1]}${pad2(Math.floor(ctx.dep / 60))}${pad2(ctx.dep % 60)}`];
        },
      },
      derived("Route", (ctx) => ho13Routes[ctx.route][0], true),
      text("Date", (r) => ho13UpperDate(r)),
      derived("Dep", (ctx) => `${pad2(Math.floor(ctx.dep / 60))}:${pad2(ctx.dep % 60)}`),
      {
        header: "Vessel",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => [pick(r, ho13Routes[ctx.route][2])],
      },
      num("Cars", (r, ctx) => value(ctx.cars = r() < 0.1 ? 0 : intBetween(r, 4, 420), fmt.int)),
      num("Foot Pax", (r, ctx) => value(ctx.pax = intBetween(r, 40, 2600), fmt.thousands)),
      num("Load", (r) => value(intBetween(r, 12, 100), (n) => fmt.pct(n, 0)), false),
      num(
        "Delay",
        (r) =>
          value(r() < 0.55 ? 0 : r() < 0.1 ? -intBetween(r, 1, 4) : intBetween(r, 1, 95), (n) => plusSign(n, fmt.int)),
        false,
      ),
      num(
        "Revenue",
        (r, ctx) =>
          value(cents(ctx.cars * between(r, 89, 190) + ctx.pax * between(r, 18, 42)), (n) => fmt.money(n, 2, "€")),
      ),
      text(
        "Notes",
        (r) =>
          r() < 0.6
            ? ""
            : pick(r, ["Weather hold", "Tech. delay - ramp", "Extra sailing", "Pets full", "Late freight"]),
      ),
    ],
  },
  {
    name: "seed-bank",
    columns: [
      text(
        "Accession",
        (r) => r() < 0.5 ? `MSB ${intBetween(r, 100000, 999999)}` : `SB-${intBetween(r, 1998, 2024)}-${code(r, "", 4)}`,
      ),
      choice("Taxon", "taxon", ho13Taxa.map(([t]) => t)),
      derived("Family", (ctx) => ho13Taxa[ctx.taxon][1], true),
      text("Collector", (r) => `${ho13AnyName(r)}${r() < 0.2 ? " et al." : ""}`),
      text(
        "Country",
        (r) => pick(r, ["Kazakhstan", "Chile", "Morocco", "Georgia", "Nepal", "Kyrgyzstan", "Turkey", "UK", "Peru"]),
      ),
      text("Collected", (r) => ho13RomanDate(r, intBetween(r, 1998, 2024))),
      num("Seeds", (r) => value(r() < 0.2 ? intBetween(r, 80, 900) : intBetween(r, 1000, 62000), fmt.thousands)),
      num("Germ. %", (r) => value(intBetween(r, 12, 100), (n) => fmt.pct(n, 0)), false),
      num("MC %", (r) => value(Math.round(between(r, 3.1, 8.9) * 10) / 10, (n) => fmt.dec(n, 1)), false),
      text("Last Test", (r) => r() < 0.3 ? "" : `${pick(r, months)} ${intBetween(r, 2015, 2025)}`),
      text("Vault", (r) => `V${intBetween(r, 1, 4)}-${letter(r)}${pad2(intBetween(r, 1, 40))}`),
    ],
  },
  {
    name: "wedding-venue",
    columns: [
      text("Ref", (r) => `WV${pick(r, [25, 26])}-${code(r, "", 4)}`),
      text("Couple", ho13Couple),
      text("Date", (r) => ho13OrdinalLong(r, pick(r, [2025, 2026]))),
      text("Space", (r) => pick(r, ["Orangery", "Great Hall", "Walled Garden", "Boathouse", "Tithe Barn"]), true),
      choice("Package", "pkg", ho13Packages.map(([p]) => p)),
      num(
        "Guests",
        (r, ctx) => value(ctx.guests = intBetween(r, ho13Packages[ctx.pkg][3], ho13Packages[ctx.pkg][4]), fmt.int),
      ),
      num(
        "Price",
        (_r, ctx) =>
          value(
            ctx.price = Math.round((ho13Packages[ctx.pkg][1] + ctx.guests * ho13Packages[ctx.pkg][2]) / 5) * 5,
            (n) => fmt.money(n, 0, "£"),
          ),
      ),
      num(
        "Paid",
        (r, ctx) =>
          value(
            ctx.paid = r() < 0.12
              ? ctx.price + intBetween(r, 2, 60) * 10
              : Math.round(ctx.price * pick(r, [0, 0.1, 0.25, 0.25, 0.5, 1])),
            (n) => fmt.money(n, 2, "£"),
          ),
      ),
      num("Balance", (_r, ctx) => value(ctx.price - ctx.paid, (n) => fmt.money(n, 2, "£"))),
      text("Coordinator", (r) => pick(r, ["Chiara", "Sanjay", "Bronwen", "Tomasz", "Adaeze"])),
      text(
        "Notes",
        (r) =>
          r() < 0.5 ? "" : pick(r, [
            "vegan x12",
            "no confetti",
            "fireworks TBC",
            "ceremony outdoors",
            "late bar to 1am",
            "dog ring bearer",
          ]),
      ),
    ],
  },
  {
    name: "solar-installs",
    columns: [
      text("Job", (r) => `J25${letter(r)}${code(r, "", 4)}`),
      text("Customer", ho13AnyName),
      {
        header: "Postcode",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.area = intBetween(r, 0, ho13Areas.length - 1);
          return [`${ho13Areas[ctx.area][0]}${intBetween(r, 1, 39)} ${intBetween(r, 1, 9)}${letter(r)}${letter(r)}`];
        },
      },
      derived("Region", (ctx) => ho13Areas[ctx.area][1], true),
      text("Installed", (r) => ho13PaddedDmy(r)),
      num("Panels", (r, ctx) => value(ctx.panels = intBetween(r, 6, 28), fmt.int)),
      num("kWp", (r, ctx) => value(cents(ctx.panels * pick(r, [0.405, 0.43, 0.445])), (n) => fmt.dec(n, 2))),
      text("Battery", (r) => r() < 0.45 ? "" : `${pick(r, ["5.2", "9.5", "10", "13.5"])} kWh`),
      num("Quote", (r, ctx) => value(ctx.quote = cents(between(r, 4200, 19800)), (n) => fmt.money(n, 2, "£"))),
      num(
        "Grant",
        (r, ctx) => value(ctx.grant = r() < 0.55 ? 0 : -pick(r, [750, 1250, 2500, 3000]), (n) => fmt.accounting(n, 2)),
      ),
      num("Net", (_r, ctx) => value(cents(ctx.quote + ctx.grant), (n) => fmt.money(n, 2, "£"))),
      num(
        "vs Est.",
        (r) => value(Math.round(between(r, -18, 14) * 10) / 10, (n) => plusSign(n, (m) => fmt.pct(m))),
        false,
      ),
    ],
  },
  {
    name: "fish-landings",
    columns: [
      text(
        "Reg",
        (r) => `${pick(r, ["BF", "FR", "PD", "LK", "WK", "INS"])} ${intBetween(r, 3, 999)}`,
      ),
      text("Vessel", (r) => pick(r, ho13Boats)),
      text("Port", (r) => pick(r, ["Peterhead", "Fraserburgh", "Lerwick", "Scrabster", "Kinlochbervie"]), true),
      text("Landed", (r) => `${ho13DayMon(r)} ${time24(r, 3, 9)}`),
      choice("Species", "fish", ho13Fish.map(([f]) => f)),
      num("Boxes", (r, ctx) => value(ctx.boxes = intBetween(r, 2, 460), fmt.int)),
      num(
        "Kg",
        (r, ctx) => value(ctx.kg = Math.round(ctx.boxes * between(r, 38, 42) * 10) / 10, (n) => fmt.decThousands(n, 1)),
      ),
      num(
        "£/kg",
        (r, ctx) =>
          value(
            ctx.perKg = cents(between(r, ho13Fish[ctx.fish][1], ho13Fish[ctx.fish][2])),
            (n) => fmt.money(n, 2, "£"),
          ),
        false,
      ),
      num("Value", (_r, ctx) => value(ctx.gross = cents(ctx.kg * ctx.perKg), (n) => fmt.money(n, 2, "£"))),
      num("Deductions", (r, ctx) => value(-cents(ctx.gross * between(r, 0.035, 0.06)), (n) => fmt.money(n, 2, "£"))),
      text("Withdrawn", (r) => r() < 0.7 ? "" : pick(r, ["Undersize 2 bx", "soft - 1 bx", "Quota hold", "Temp fail"])),
    ],
  },
  {
    name: "hive-inspections",
    columns: [
      text(
        "Hive",
        (r) => {
          const k = r();
          return k < 0.6
            ? `H-${pad2(intBetween(r, 1, 24))}`
            : k < 0.85
            ? `NUC ${intBetween(r, 1, 6)}`
            : `TBH-${intBetween(r, 1, 3)}`;
        },
      ),
      text("Apiary", (r) => pick(r, ["Oak Hollow", "Miller Farm", "Creekside", "Library Rooftop"]), true),
      text("Inspected", (r) => ho13LooseMdy(r)),
      text("By", (r) => pick(r, ho13GivenNames)),
      num("Temp °F", (r) => value(intBetween(r, 58, 94), fmt.int), false),
      num("Brood Frames", (r) => value(intBetween(r, 0, 9), fmt.int)),
      text("Queen", (r) => pick(r, ["Seen", "Seen", "Eggs only", "Not seen", "Seen (marked)", "QUEENLESS?"])),
      num("Mites/100", (r) => value(Math.round(between(r, 0, 9.5) * 10) / 10, (n) => fmt.dec(n, 1)), false),
      num("Honey lb", (r) => value(r() < 0.4 ? 0 : Math.round(between(r, 2, 68) * 10) / 10, (n) => fmt.dec(n, 1))),
      text("Treatment", (r) => r() < 0.55 ? "" : pick(r, ["OA dribble", "Apivar", "Formic Pro", "HopGuard 3"])),
      text(
        "Notes",
        (r) =>
          r() < 0.4
            ? ""
            : pick(r, ["swarm cells x3", "fed 1:1 syrup", "added super", "chalkbrood", "re-queened 5/2", "calm"]),
      ),
    ],
  },
  {
    name: "precinct-returns",
    columns: [
      {
        header: "Precinct",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.ward = intBetween(r, 1, 6);
          return [`${ctx.ward}-${pad2(intBetween(r, 1, 38))}${r() < 0.2 ? pick(r, ["A", "B"]) : ""}`];
        },
      },
      derived("Ward", (ctx) => `Ward ${ctx.ward}`, true),
      text("Polling Place", (r) => pick(r, ho13PollingPlaces)),
      num("Registered", (r, ctx) => value(ctx.reg = intBetween(r, 420, 6800), fmt.thousands)),
      num("Cast", (r, ctx) => value(ctx.cast = Math.round(ctx.reg * between(r, 0.21, 0.78)), fmt.thousands)),
      num("Turnout", (_r, ctx) => value(Math.round(ctx.cast / ctx.reg * 1000) / 10, (n) => fmt.pct(n)), false),
      num(
        "Delgado",
        (r, ctx) => {
          ctx.wi = intBetween(r, 0, 12);
          ctx.rest = ctx.cast - Math.round(ctx.cast * between(r, 0.005, 0.03)) - ctx.wi;
          return value(ctx.d = Math.round(ctx.rest * between(r, 0.3, 0.55)), fmt.thousands);
        },
      ),
      num("O'Brien", (r, ctx) => value(ctx.o = Math.round((ctx.rest - ctx.d) * between(r, 0.45, 0.8)), fmt.thousands)),
      num("Nakashima", (_r, ctx) => value(ctx.rest - ctx.d - ctx.o, fmt.thousands)),
      num("Write-in", (_r, ctx) => value(ctx.wi, fmt.int)),
      num("Margin", (_r, ctx) => value(ctx.d - ctx.o, (n) => plusSign(n, fmt.thousands))),
      text("Status", (r) => pick(r, ["Final", "Final", "Final", "Provisional", "Recount req."])),
    ],
  },
];

// ---- held-out-14: eight more topics no earlier set has (a climbing gym's route setting log, a film festival's
// screenings, a school's exam timetable, marina berths, blood donation sessions, a street tree survey, an astronomy
// observing log, ski lift operations)
const ho14GivenNames = [
  "Søren",
  "Aurélie",
  "Wiremu",
  "Saoirse",
  "Małgorzata",
  "Chidi",
  "Xiaoling",
  "Ólafur",
  "Beatriz",
  "Dmitri",
  "Leilani",
  "Amadou",
  "Nuria",
  "Tomás",
  "Yasmin",
  "Henrik",
  "Precious",
  "Ngaio",
  "Émile",
  "Farzana",
  "Kalani",
  "Bogdan",
  "Thandiwe",
  "Ruairí",
  "Mei-Ling",
  "Jean-Luc",
  "Ayşe",
  "Keanu",
  "Ingrid",
  "Rafael",
];
const ho14FamilyNames = [
  "Lindqvist",
  "Müller",
  "Ødegaard",
  "Çelik",
  "Núñez",
  "Zając",
  "Ngata",
  "Achterberg",
  "Fitzgerald",
  "d'Almeida",
  "St. Clair",
  "Ferreira-Lopes",
  "Yamamoto",
  "Kaur",
  "Adeyemi",
  "Haddad",
  "Papadakis",
  "Horváth",
  "Ishikawa",
  "Okonkwo",
  "MacLeod",
  "Vuković",
  "Baptiste",
  "Van der Merwe",
  "O'Sullivan",
  "Karlsson",
  "Abara",
  "Dubois",
  "Kealoha",
  "McAllister",
];
/** "Søren L.", as a setting board has it. */
const ho14GivenInitial = (r: Rng) => `${pick(r, ho14GivenNames)} ${pick(r, ho14FamilyNames)[0].toUpperCase()}.`;
/** "Ødegaard, Ingrid", "Ingrid Ødegaard" or "Mr R. Haddad", as a berth register has them. */
const ho14Owner = (r: Rng) => {
  const given = pick(r, ho14GivenNames), family = pick(r, ho14FamilyNames), k = r();
  if (k < 0.45) return `${family}, ${given}`;
  if (k < 0.8) return `${given} ${family}`;
  return `${pick(r, ["Mr", "Ms", "Dr", "Capt."])} ${given[0]}. ${family}`;
};
const ho14Weekdays4 = ["Sun", "Mon", "Tues", "Wed", "Thurs", "Fri", "Sat"];
/** "Tues 13/5", a school's weekday (never a weekend) and day/month without padding. */
const ho14SchoolDate = (r: Rng, year = 2025) => {
  const m = intBetween(r, 4, 5);
  let d = intBetween(r, 1, 28);
  while ([0, 6].includes(new Date(Date.UTC(year, m, d)).getUTCDay())) d++;
  return `${ho14Weekdays4[new Date(Date.UTC(year, m, d)).getUTCDay()]} ${d}/${m + 1}`;
};
/** "Sat 14.06.", as a festival programme prints the given day of June, with the weekday that date really has. */
const ho14FestivalDate = (d: number, year = 2025) =>
  `${weekdays[new Date(Date.UTC(year, 5, d)).getUTCDay()]} ${pad2(d)}.06.`;
/** "21h30", the French way, in quarter hours. */
const ho14HTime = (r: Rng, from = 10, to = 23) => `${intBetween(r, from, to)}h${pad2(intBetween(r, 0, 3) * 15)}`;
/** "Jun 14", no year. */
const ho14MonDay = (r: Rng) => `${pick(r, months)} ${intBetween(r, 1, 28)}`;
/** "14/6", day first, no year. */
const ho14DayMonthSlash = (r: Rng, from = 5, to = 9) => `${intBetween(r, 1, 28)}/${intBetween(r, from, to)}`;
/** "2025-06-14 22:47", as a capture program stamps it, at night. */
const ho14IsoMinute = (r: Rng, year = 2025) =>
  `${isoDate(r, year)} ${pad2(pick(r, [19, 20, 21, 22, 23, 0, 1, 2, 3, 4]))}:${pad2(intBetween(r, 0, 59))}`;
/** "18.01.25", day first, padded, dots, two-digit year. */
const ho14PaddedDots = (r: Rng, month: number, year = 25) => `${pad2(intBetween(r, 1, 28))}.${pad2(month)}.${year}`;
/** "10:00–15:30", a session's hours with an en dash. */
const ho14Hours = (r: Rng) => {
  const start = intBetween(r, 16, 24) * 30, end = start + intBetween(r, 8, 14) * 30;
  return `${pad2(Math.floor(start / 60))}:${pad2(start % 60)}\u2013${pad2(Math.floor(end / 60))}:${pad2(end % 60)}`;
};
/** A signed number with a true minus, "−12.4" (and "3.0"), as a weather feed shows it. */
const ho14TrueMinus = (n: number, d = 1) => n < 0 ? `\u2212${fmt.dec(-n, d)}` : fmt.dec(n, d);
/** "1 234", thousands grouped by a space, as a European counter prints them. */
const ho14SpaceGrouped = (n: number) => fmt.thousands(n).replace(/,/g, " ");

const ho14Walls = ["Cave", "Slab", "The Prow", "Comp Wall", "Kids' Zone", "Overhang 45°"];
const ho14VGrades = ["VB", "V0", "V1", "V2", "V3", "V4", "V5", "V6", "V7", "V8", "V9", "V10"];
const ho14FrenchGrades = ["5a", "5b", "5c", "6a", "6a+", "6b", "6b+", "6c", "6c+", "7a", "7a+", "7b"];
const ho14HoldColours = ["Teal", "Black", "Pink", "Yellow", "Orange", "Purple", "White", "Black/White", "Lime", "Red"];
/** Title, country or countries. */
const ho14Films: [string, string][] = [
  ["Les Nuits Blanches", "FR/BE"],
  ["Tōkyō Rain", "JP"],
  ["A Quiet Harbour", "UK/IE"],
  ["Der Weg nach Süden", "DE/AT"],
  ["Kanta ng Dagat", "PH"],
  ["Las Hijas del Viento", "MX/ES"],
  ["Sommerhus", "DK"],
  ["Nine Winters", "GE"],
  ["The Salt Road", "NZ"],
  ["Mañana, Quizás", "AR"],
  ["Bitter Orange", "IT"],
  ["Ghost Frequencies (Doc.)", "CA/US"],
];
const ho14Screens: [string, number][] = [
  ["Odeon 1", 412],
  ["Odeon 2", 186],
  ["Arthouse", 98],
  ["Open Air (Pier)", 650],
  ["Studio 4", 64],
];
/** Paper code, subject, minutes. */
const ho14Papers: [string, string, number][] = [
  ["8461/1H", "Biology", 105],
  ["8462/2F", "Chemistry", 105],
  ["8300/3H", "Mathematics", 90],
  ["8702/1", "English Lit.", 105],
  ["8035/2", "Geography", 90],
  ["8145/1B", "History", 120],
  ["J277/01", "Computer Sci.", 90],
  ["8658/LH", "French (Listening)", 45],
  ["9MA0-01", "A-level Maths P1", 120],
  ["H556/03", "A-level Physics", 90],
  ["4CH1 2CR", "IGCSE Chemistry", 75],
];
const ho14ExamRooms = ["Sports Hall", "Main Hall", "Library", "Rm S12", "Drama Studio"];
const ho14Boats = [
  "Sea Wolf",
  "Nordlys",
  "Étoile de Mer",
  "Kia Ora III",
  "Blue Bayou",
  "Wanderlust",
  "Saltimbanque",
  "Aroha",
  "Mistral II",
  "Puffin",
  "Half Nelson",
  "Sjøbris",
];
/** Boat type, length overall from and to (m). */
const ho14BoatTypes: [string, number, number][] = [
  ["Sail", 7.5, 15.8],
  ["Motor", 6.2, 18.4],
  ["Cat", 10.2, 14.6],
  ["RIB", 4.8, 8.9],
];
/** Venue and region of a donor session. */
const ho14DonorVenues: [string, string][] = [
  ["St. Mary's Church Hall", "North West"],
  ["Civic Centre (Rm 2)", "North West"],
  ["Uni. Students' Union", "Midlands"],
  ["Mobile Unit 3 - Retail Pk", "Midlands"],
  ["Guildhall", "South West"],
  ["Leisure Ctr", "South West"],
  ["Sikh Gurdwara, Hall B", "London"],
  ["Canary Wharf Donor Ctr", "London"],
];
/** Species, common name, DBH from and to (cm), height from and to (m). */
const ho14Trees: [string, string, number, number, number, number][] = [
  ["Platanus × acerifolia", "London Plane", 35, 140, 14, 32],
  ["Acer pseudoplatanus", "Sycamore", 20, 95, 9, 24],
  ["Tilia cordata", "Small-leaved Lime", 15, 80, 8, 22],
  ["Sorbus aucuparia", "Rowan", 8, 35, 4, 11],
  ["Betula pendula", "Silver Birch", 10, 55, 7, 20],
  ["Prunus 'Kanzan'", "Ornamental Cherry", 12, 48, 4, 9],
  ["Fraxinus excelsior", "Ash", 18, 110, 10, 26],
  ["Ginkgo biloba", "Maidenhair Tree", 10, 60, 6, 18],
];
const ho14TreeStreets = [
  "Whiteladies Rd",
  "Cotham Hill",
  "North St (o/s 112)",
  "St. Mark's Rd",
  "Gloucester Rd",
  "Coronation Rd",
  "Stapleton Rd",
  "The Mall",
];
const ho14TreeActions: [string, number, number][] = [
  ["Crown lift to 5.2m", 180, 420],
  ["Remove deadwood >50mm", 240, 650],
  ["Fell & replace", 850, 2400],
  ["Reduce over road by 2m", 320, 780],
  ["Re-inspect (decay @ base)", 60, 60],
  ["Formative prune", 90, 220],
];
/** Object, type, magnitude from and to, right ascension, declination. */
const ho14Targets: [string, string, number, number, string, string][] = [
  ["M31", "Galaxy", 3.4, 3.4, "00h 42m 44s", "+41° 16′ 09″"],
  ["M51", "Galaxy", 8.4, 8.4, "13h 29m 53s", "+47° 11′ 43″"],
  ["NGC 7000", "Nebula", 4, 4, "20h 59m 17s", "+44° 31′ 44″"],
  ["M42", "Nebula", 4, 4, "05h 35m 17s", "-05° 23′ 28″"],
  ["IC 434", "Nebula", 6.8, 6.8, "05h 40m 59s", "-02° 27′ 30″"],
  ["M13", "Cluster", 5.8, 5.8, "16h 41m 41s", "+36° 27′ 36″"],
  ["NGC 869/884", "Cluster", 3.7, 4.3, "02h 20m 00s", "+57° 08′ 00″"],
  ["Jupiter", "Planet", -2.7, -1.9, "", ""],
  ["Saturn", "Planet", 0.5, 1.1, "", ""],
  ["C/2023 A3", "Comet", -0.9, 4.5, "", ""],
  ["Vega", "Star", 0.03, 0.03, "18h 36m 56s", "+38° 47′ 01″"],
  ["Sirius", "Star", -1.46, -1.46, "06h 45m 09s", "-16° 42′ 58″"],
];
const ho14Scopes = ["80mm APO f/6", "C8 SCT", '10" Dob', "RedCat 51", "Seestar S50"];
/** Lift, type, riders per hour. */
const ho14Lifts: [string, string, number][] = [
  ["GB1 Sonnenbahn", "Gondola", 2400],
  ["GB2 Gletscherexpress", "Gondola", 2800],
  ["S6 Kälberalm", "6-CLD", 3000],
  ["S4 Hüttenkopf", "4-CLD", 2200],
  ["S3 Waldlift", "3-CLF", 1500],
  ["T1 Übungshang", "T-bar", 900],
  ["T2 Zirbenhang", "T-bar", 1100],
  ["MC Zauberteppich", "Carpet", 600],
];

const ho14Topics: Topic[] = [
  {
    name: "climbing-routes",
    columns: [
      text("Route", (r) => {
        const k = r();
        return k < 0.5
          ? `B-${letter(r)}${intBetween(r, 1, 6)}-${String(intBetween(r, 1, 240)).padStart(3, "0")}`
          : k < 0.8
          ? `L${intBetween(r, 1, 24)}.${pad2(intBetween(r, 1, 12))}`
          : `CW${intBetween(r, 10, 99)}${pick(r, ["a", "b", "c"])}`;
      }),
      text("Wall", (r) => pick(r, ho14Walls), true),
      text("Grade", (r) => {
        const k = r();
        if (k < 0.55) return pick(r, ho14VGrades);
        if (k < 0.65) {
          const i = intBetween(r, 1, ho14VGrades.length - 2);
          return `${ho14VGrades[i]}/${ho14VGrades[i + 1].slice(1)}`;
        }
        return pick(r, ho14FrenchGrades);
      }),
      text("Colour", (r) => pick(r, ho14HoldColours)),
      text("Setter", ho14GivenInitial),
      text("Set", (r) => ho14MonDay(r)),
      num("Holds", (r) => value(intBetween(r, 5, 34), fmt.int)),
      num("Sends", (r, ctx) => value(ctx.sends = r() < 0.08 ? 0 : intBetween(r, 3, 640), fmt.int)),
      num("Flash %", (r, ctx) => value(ctx.sends ? intBetween(r, 4, 78) : 0, (n) => fmt.pct(n, 0)), false),
      num("Stars", (r) => value(Math.round(between(r, 1.6, 4.9) * 10) / 10, (n) => fmt.dec(n, 1)), false),
      text("Strip", (r) => r() < 0.45 ? "" : `wk ${intBetween(r, 18, 40)}`),
      text(
        "Notes",
        (r) =>
          r() < 0.5 ? "" : pick(r, [
            "crimpy!",
            "dyno start",
            "reset L hand",
            "spinner on #4 - fixed",
            "too soft? -> V3",
            "kids' fave",
            "comp pre-set",
          ]),
      ),
    ],
  },
  {
    name: "film-screenings",
    columns: [
      {
        header: "Screening",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.film = intBetween(r, 0, ho14Films.length - 1);
          ctx.screen = intBetween(r, 0, ho14Screens.length - 1);
          ctx.day = intBetween(r, 12, 22);
          return [`S${pad2(ctx.day)}${"ABCDE"[ctx.screen]}-${intBetween(r, 1, 6)}`];
        },
      },
      derived("Title", (ctx) => ho14Films[ctx.film][0]),
      derived("Country", (ctx) => ho14Films[ctx.film][1]),
      derived("Venue", (ctx) => ho14Screens[ctx.screen][0], true),
      derived("Date", (ctx) => ho14FestivalDate(ctx.day)),
      text("Time", (r) => ho14HTime(r, 11, 23)),
      num("Mins", (r) => value(intBetween(r, 74, 168), fmt.int), false),
      num(
        "Sold",
        (r, ctx) =>
          value(
            ctx.sold = r() < 0.15 ? ho14Screens[ctx.screen][1] : intBetween(r, 9, ho14Screens[ctx.screen][1]),
            fmt.int,
          ),
      ),
      num("Comps", (r) => value(intBetween(r, 0, 24), fmt.int)),
      num(
        "Occ.",
        (_r, ctx) => value(Math.round(ctx.sold / ho14Screens[ctx.screen][1] * 1000) / 10, (n) => fmt.pct(n)),
        false,
      ),
      num("Gross", (r, ctx) => value(cents(ctx.sold * between(r, 8.5, 14)), (n) => fmt.money(n, 2, "€"))),
      text(
        "Notes",
        (r) =>
          r() < 0.5
            ? ""
            : pick(r, ["PREMIERE", "Q&A w/ director", "Subs: EN", "Subs: EN/FR", "moved from Studio 4", "18+ only"]),
      ),
    ],
  },
  {
    name: "exam-timetable",
    columns: [
      choice("Paper", "paper", ho14Papers.map(([p]) => p)),
      derived("Subject", (ctx) => ho14Papers[ctx.paper][1]),
      text("Date", (r) => ho14SchoolDate(r)),
      {
        header: "Start",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.pm = r() < 0.45 ? 1 : 0;
          return [ctx.pm ? pick(r, ["13:30", "13:45", "14:00"]) : pick(r, ["09:00", "09:15", "08:45"])];
        },
      },
      derived("Session", (ctx) => ctx.pm ? "PM" : "AM"),
      derived("Length", (ctx) => {
        const m = ho14Papers[ctx.paper][2];
        return m < 60 ? `${m}m` : `${Math.floor(m / 60)}h${m % 60 ? ` ${m % 60}m` : ""}`;
      }),
      text("Room", (r) => pick(r, ho14ExamRooms), true),
      num("Cands", (r, ctx) => value(ctx.cands = intBetween(r, 6, 212), fmt.int)),
      num("25% ET", (r, ctx) => value(Math.round(ctx.cands * between(r, 0, 0.14)), fmt.int)),
      num("Invig.", (_r, ctx) => value(Math.max(1, Math.ceil(ctx.cands / 30)), fmt.int)),
      text(
        "Notes",
        (r) =>
          r() < 0.55 ? "" : pick(r, [
            "clash - 3 cands to PM",
            "calculator allowed",
            "CD player Rm S12",
            "reader x2; scribe x1",
            "start 10 min late?",
            "seat plan v2",
          ]),
      ),
    ],
  },
  {
    name: "marina-berths",
    columns: [
      {
        header: "Berth",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.pontoon = intBetween(r, 0, 5);
          return [`${"ABCDEF"[ctx.pontoon]}-${pad2(intBetween(r, 1, 48))}`];
        },
      },
      derived("Pontoon", (ctx) => `Pontoon ${"ABCDEF"[ctx.pontoon]}`, true),
      text("Vessel", (r) => pick(r, ho14Boats)),
      choice("Type", "type", ho14BoatTypes.map(([t]) => t)),
      num(
        "LOA m",
        (r, ctx) =>
          value(
            ctx.loa = Math.round(between(r, ho14BoatTypes[ctx.type][1], ho14BoatTypes[ctx.type][2]) * 10) / 10,
            (n) => fmt.dec(n, 1),
          ),
        false,
      ),
      text("Owner", ho14Owner),
      text("Arrived", (r) => ho14DayMonthSlash(r)),
      num("Nights", (r, ctx) => value(ctx.nights = r() < 0.2 ? intBetween(r, 28, 182) : intBetween(r, 1, 14), fmt.int)),
      num(
        "Total",
        (r, ctx) =>
          value(
            ctx.total = cents(ctx.loa * ctx.nights * (ctx.nights >= 28 ? 2.1 : 3.4) + intBetween(r, 0, 40) * 0.35),
            (n) => fmt.money(n, 2, "€ "),
          ),
      ),
      num(
        "Paid",
        (r, ctx) =>
          value(
            ctx.paid = r() < 0.1 ? cents(ctx.total + intBetween(r, 5, 80)) : cents(ctx.total * pick(r, [0, 0.5, 1, 1])),
            (n) => fmt.money(n, 2, "€ "),
          ),
      ),
      num("Balance", (_r, ctx) => value(cents(ctx.total - ctx.paid), (n) => fmt.accounting(n, 2))),
      text(
        "Notes",
        (r) =>
          r() < 0.55 ? "" : pick(r, [
            "winter berth",
            "pump-out req'd",
            "haul-out 2/7",
            "shore power x2",
            "keys @ office",
            "no insurance doc!",
          ]),
      ),
    ],
  },
  {
    name: "blood-drives",
    columns: [
      {
        header: "Session",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.venue = intBetween(r, 0, ho14DonorVenues.length - 1);
          const region = ho14DonorVenues[ctx.venue][1].split(" ").map((w) => w[0]).join("");
          ctx.month = intBetween(r, 1, 12);
          ctx.day = intBetween(r, 1, 28);
          return [`BD25-${pad2(ctx.month)}${pad2(ctx.day)}-${region.padEnd(2, "D")}`];
        },
      },
      derived("Venue", (ctx) => ho14DonorVenues[ctx.venue][0]),
      derived("Region", (ctx) => ho14DonorVenues[ctx.venue][1], true),
      derived("Date", (ctx) => `${ctx.day} ${months[ctx.month - 1]} 2025`),
      text("Hours", ho14Hours),
      num("Booked", (r, ctx) => value(ctx.booked = intBetween(r, 24, 140), fmt.int)),
      num("Walk-ins", (r, ctx) => value(ctx.walk = intBetween(r, 0, 22), fmt.int)),
      num(
        "Deferred",
        (r, ctx) => value(ctx.deferred = Math.round((ctx.booked + ctx.walk) * between(r, 0.04, 0.16)), fmt.int),
      ),
      num(
        "Units",
        (r, ctx) =>
          value(
            ctx.units = Math.round((ctx.booked + ctx.walk - ctx.deferred) * between(r, 0.78, 0.97)),
            fmt.int,
          ),
      ),
      num("vs Target", (r, ctx) => value(ctx.units - intBetween(r, 30, 120), (n) => plusSign(n, fmt.int)), false),
      text("Lead", (r) => `${pick(r, ["Sr.", "RN", "CN"])} ${pick(r, ho14GivenNames)} ${pick(r, ho14FamilyNames)}`),
      text(
        "Notes",
        (r) =>
          r() < 0.5 ? "" : pick(r, [
            "low Hb x6",
            "bed 3 down 11:40",
            "O neg appeal",
            "parking issues",
            "2 faints - ok",
            "new venue",
          ]),
      ),
    ],
  },
  {
    name: "tree-survey",
    columns: [
      text("Tree", (r) => r() < 0.8 ? `T${code(r, "", 4)}` : `G${intBetween(r, 1, 40)}/${intBetween(r, 1, 9)}`),
      choice("Species", "tree", ho14Trees.map(([s]) => s)),
      derived("Common Name", (ctx) => ho14Trees[ctx.tree][1]),
      text("Location", (r) => pick(r, ho14TreeStreets)),
      text("Ward", (r) => pick(r, ["Clifton", "Redland", "Bedminster", "Easton", "Cotham"]), true),
      num("Lat", (r) => value(Number(between(r, 51.43, 51.48).toFixed(5)), (n) => fmt.dec(n, 5)), false),
      num("Long", (r) => value(Number(between(r, -2.63, -2.55).toFixed(5)), (n) => fmt.dec(n, 5)), false),
      num(
        "DBH cm",
        (r, ctx) => value(intBetween(r, ho14Trees[ctx.tree][2], ho14Trees[ctx.tree][3]), fmt.int),
        false,
      ),
      num(
        "Ht m",
        (r, ctx) =>
          value(Math.round(between(r, ho14Trees[ctx.tree][4], ho14Trees[ctx.tree][5]) * 2) / 2, (n) => fmt.dec(n, 1)),
        false,
      ),
      text("Cond.", (r) => pick(r, ["Good", "Good", "Fair", "Fair", "Poor", "Dead/Dying"])),
      {
        header: "Action",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.action = r() < 0.4 ? -1 : intBetween(r, 0, ho14TreeActions.length - 1);
          return [ctx.action < 0 ? "" : ho14TreeActions[ctx.action][0]];
        },
      },
      num(
        "Est. Cost",
        (r, ctx) =>
          value(
            ctx.action < 0
              ? 0
              : Math.round(between(r, ho14TreeActions[ctx.action][1], ho14TreeActions[ctx.action][2]) / 5) * 5,
            (n) => fmt.money(n, 0, "£"),
          ),
      ),
    ],
  },
  {
    name: "observing-log",
    columns: [
      {
        header: "Obs #",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.year = pick(r, [2024, 2025]);
          return [`${ctx.year}-${String(intBetween(r, 1, 240)).padStart(3, "0")}`];
        },
      },
      choice("Object", "target", ho14Targets.map(([t]) => t)),
      derived("Type", (ctx) => ho14Targets[ctx.target][1], true),
      derived("RA", (ctx) => ho14Targets[ctx.target][4]),
      derived("Dec", (ctx) => ho14Targets[ctx.target][5]),
      num(
        "Mag",
        (r, ctx) =>
          value(
            Math.round(between(r, ho14Targets[ctx.target][2], ho14Targets[ctx.target][3]) * 10) / 10,
            (n) => fmt.dec(n, 1),
          ),
        false,
      ),
      {
        header: "UT",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => [ho14IsoMinute(r, ctx.year)],
      },
      text("Scope", (r) => pick(r, ho14Scopes)),
      text("Filter", (r) => r() < 0.35 ? "" : pick(r, ["L", "Ha 7nm", "OIII", "L-eXtreme", "UV/IR cut"])),
      num("Subs", (r, ctx) => value(ctx.subs = intBetween(r, 6, 320), fmt.int)),
      num("Exp s", (r, ctx) => value(ctx.exp = pick(r, [2, 10, 30, 60, 120, 180, 300]), fmt.int), false),
      num("Total min", (_r, ctx) => value(Math.round(ctx.subs * ctx.exp / 6) / 10, (n) => fmt.dec(n, 1))),
      num("Temp °C", (r) => value(intBetween(r, -9, 19), fmt.int), false),
      text(
        "Notes",
        (r) =>
          r() < 0.5 ? "" : pick(r, [
            "clouds after 01:10",
            "dew on corrector!",
            'guiding RMS 0.6"',
            "moon 78% - skip",
            "new flats",
            "mount flip @ meridian",
          ]),
      ),
    ],
  },
  {
    name: "ski-lifts",
    columns: [
      choice("Lift", "lift", ho14Lifts.map(([l]) => l)),
      derived("Type", (ctx) => ho14Lifts[ctx.lift][1], true),
      text("Date", (r) => {
        const month = pick(r, [1, 2, 3, 12]);
        return ho14PaddedDots(r, month, month === 12 ? 24 : 25);
      }),
      {
        header: "Open",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => {
          ctx.closed = r() < 0.08 ? 1 : 0;
          return [ctx.closed ? "\u2014" : pick(r, ["08:15", "08:30", "08:30", "09:00", "10:45"])];
        },
      },
      {
        header: "Close",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => [
          ctx.closed ? "\u2014" : pick(r, ["16:00", "16:15", "16:30", "15:45", "13:10"]),
        ],
      },
      num(
        "Riders",
        (r, ctx) =>
          value(
            ctx.closed ? 0 : Math.round(ho14Lifts[ctx.lift][2] * between(r, 0.9, 6.8)),
            ho14SpaceGrouped,
          ),
      ),
      num("Stops", (r, ctx) => value(ctx.stops = ctx.closed || r() < 0.3 ? 0 : intBetween(r, 1, 14), fmt.int)),
      num("Down min", (r, ctx) => value(ctx.stops ? intBetween(r, ctx.stops, ctx.stops * 9) : 0, fmt.int)),
      num("Gust km/h", (r) => value(intBetween(r, 8, 96), fmt.int), false),
      num("Temp °C", (r) => value(Math.round(between(r, -21, 4) * 10) / 10, (n) => ho14TrueMinus(n)), false),
      text("Operator", ho14GivenInitial),
      {
        header: "Notes",
        kind: "text",
        make: (r: Rng, _i: number, ctx: Record<string, number>) => [
          ctx.closed
            ? pick(r, ["CLOSED - wind", "closed (avalanche risk)", "Closed: no snow"])
            : r() < 0.5
            ? ""
            : pick(r, [
              "wind hold 11:20\u201312:05",
              "evac drill (chair 14)",
              "icing on haul rope",
              "late open: avalanche ctrl",
              "grip test OK",
              "bullwheel noise?",
            ]),
        ],
      },
    ],
  },
];

// ---- reading the truth back: answers are computed from the cells, as a person would ----
export function parseNumber(cell: string): number | undefined {
  let s = cell.trim().replace(/[$€£,%\s]/g, "").replace(/\u2212/g, "-");
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (!/^[-+]?\d+(\.\d+)?$/.test(s)) return undefined;
  const n = Number(s);
  return negative ? -n : n;
}

interface Question {
  question: string;
  answer: number;
}
const lower = (s: string) => s.toLowerCase();
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function ask(r: Rng, topic: Topic, cells: string[][]): Question {
  const [header, ...rows] = cells;
  const column = (name: string) => rows.map((row) => parseNumber(row[header.indexOf(name)])!);
  const numbers = topic.columns.filter((c) => c.kind === "number");
  const additive = numbers.filter((c) => c.additive);
  const group = topic.columns.find((c) => c.group);
  const kinds = ["average", "max"];
  if (additive.length) kinds.push("total");
  if (additive.length && group) kinds.push("group-max", "group-total", "group-max");
  const kind = pick(r, kinds);
  if (kind === "average") {
    const c = pick(r, numbers).header;
    const values = column(c);
    return {
      question: `What is the average ${lower(c)}?`,
      answer: round6(values.reduce((a, b) => a + b, 0) / values.length),
    };
  }
  if (kind === "max") {
    const c = pick(r, numbers).header;
    return { question: `What is the maximum ${lower(c)}?`, answer: Math.max(...column(c)) };
  }
  const c = pick(r, additive).header;
  const values = column(c);
  if (kind === "total") {
    return { question: `What is the total ${lower(c)}?`, answer: round6(values.reduce((a, b) => a + b, 0)) };
  }
  const g = group!.header;
  const totals = new Map<string, number>();
  rows.forEach((row, i) => totals.set(row[header.indexOf(g)], (totals.get(row[header.indexOf(g)]) ?? 0) + values[i]));
  if (kind === "group-total") {
    const which = pick(r, [...totals.keys()].sort());
    return { question: `What is the total ${lower(c)} for ${which}?`, answer: round6(totals.get(which)!) };
  }
  const best = Math.max(...totals.values());
  return { question: `Which ${lower(g)} had the highest total ${lower(c)}?`, answer: round6(best) };
}

// ---- looks: per-set fonts, colours and sizes ----
interface Look {
  fonts: string[];
  sizes: number[];
  headerFills: { bg: string; fg: string }[];
  zebraFills: string[];
  darkThemes: { bg: string; fg: string; line: string; head: string }[];
  ruleColours: string[];
  seed: number;
  pictures: number;
  topics: Topic[];
  /** Cell padding as fractions of the font size (vertical, horizontal): [0.3, 0.45] and [0.55, 0.9] unless given. */
  padding?: { y: [number, number]; x: [number, number] };
  /** The margin around the table, px: 8 to 20 unless given. */
  margin?: [number, number];
  /** For each no-rules picture in turn: px between two columns and how numbers align (else size px and at random). */
  noRules?: { gap: [number, number]; align: "left" | "right" }[];
}

const devLook: Look = {
  fonts: ["Liberation Sans", "DejaVu Sans", "Liberation Serif"],
  sizes: [13, 14, 15, 16],
  headerFills: [{ bg: "#4472c4", fg: "#ffffff" }, { bg: "#ffd966", fg: "#000000" }, { bg: "#c6e0b4", fg: "#1a1a1a" }],
  zebraFills: ["#f2f2f2", "#e8f0fe", "#eef6ee"],
  darkThemes: [
    { bg: "#1e1e1e", fg: "#e6e6e6", line: "#444444", head: "#2d2d30" },
    { bg: "#0d1117", fg: "#c9d1d9", line: "#30363d", head: "#161b22" },
  ],
  ruleColours: ["#999999", "#cccccc", "#333333"],
  seed: 20240601,
  pictures: 24,
  topics: devTopics,
};
const heldOutLook: Look = {
  fonts: ["DejaVu Serif", "Liberation Mono", "Liberation Sans Narrow", "DejaVu Sans"],
  sizes: [12, 13.5, 17, 18],
  headerFills: [{ bg: "#7030a0", fg: "#ffffff" }, { bg: "#f4b084", fg: "#222222" }, { bg: "#1f6f8b", fg: "#f5f5f5" }],
  zebraFills: ["#fdf3e1", "#f0f0f8", "#e9f7f7"],
  darkThemes: [
    { bg: "#272822", fg: "#f8f8f2", line: "#4a4a40", head: "#3e3d32" },
    { bg: "#102030", fg: "#dfe8f0", line: "#2a4055", head: "#18304a" },
  ],
  ruleColours: ["#777777", "#b0b0b0", "#5a7d9a"],
  seed: 77013,
  pictures: 24,
  topics: heldOutTopics,
};

// A third sample drawn once at the end of issue 27, after held-out's failures had been read: the same blind generator,
// a seed and a mix of topics, fonts, sizes and colours neither earlier set has.
const thirdLook: Look = {
  fonts: ["DejaVu Sans Mono", "Liberation Serif", "DejaVu Sans Condensed", "Liberation Sans"],
  sizes: [12.5, 14.5, 15.5, 17.5],
  headerFills: [{ bg: "#c00000", fg: "#ffffff" }, { bg: "#a9d08e", fg: "#1a1a1a" }, { bg: "#305496", fg: "#ffffff" }],
  zebraFills: ["#fff2cc", "#ededed", "#ddebf7"],
  darkThemes: [
    { bg: "#181818", fg: "#d4d4d4", line: "#3c3c3c", head: "#252526" },
    { bg: "#1b2b34", fg: "#cdd3de", line: "#34495e", head: "#223845" },
  ],
  ruleColours: ["#808080", "#c0c0c0", "#404040"],
  seed: 911331,
  pictures: 24,
  topics: [...heldOutTopics, ...devTopics],
};

// A fourth sample, drawn after held-out-2's failures had been read and scored once.
const fourthLook: Look = {
  fonts: ["DejaVu Serif Condensed", "Liberation Sans Narrow", "DejaVu Sans", "Liberation Mono"],
  sizes: [13, 14, 16.5, 18],
  headerFills: [{ bg: "#375623", fg: "#ffffff" }, { bg: "#fce4d6", fg: "#222222" }, { bg: "#595959", fg: "#ffffff" }],
  zebraFills: ["#f7f7f7", "#e2efda", "#fef6e4"],
  darkThemes: [
    { bg: "#222222", fg: "#eeeeee", line: "#555555", head: "#333333" },
    { bg: "#2b2140", fg: "#e6ddf5", line: "#4a3a66", head: "#362a50" },
  ],
  ruleColours: ["#8c8c8c", "#d0d0d0", "#2f2f2f"],
  seed: 5550123,
  pictures: 24,
  topics: [...devTopics, ...heldOutTopics],
};

// A fifth sample, drawn after held-out-3's failures had been read and scored once.
const fifthLook: Look = {
  fonts: ["Liberation Serif", "DejaVu Sans Mono", "Liberation Sans", "DejaVu Serif"],
  sizes: [12, 15, 16, 17],
  headerFills: [{ bg: "#002060", fg: "#ffffff" }, { bg: "#ffe699", fg: "#1a1a1a" }, { bg: "#833c0b", fg: "#ffffff" }],
  zebraFills: ["#f2f8ff", "#fafafa", "#eaf4ea"],
  darkThemes: [
    { bg: "#1a1a2e", fg: "#e0e0f0", line: "#3a3a5a", head: "#24243e" },
    { bg: "#2d2d2d", fg: "#f0f0f0", line: "#505050", head: "#3a3a3a" },
  ],
  ruleColours: ["#a0a0a0", "#000000", "#6b6b6b"],
  seed: 31415926,
  pictures: 24,
  topics: [...heldOutTopics, ...devTopics],
};

// A sixth sample, drawn after held-out-4's failures had been read and scored once.
const sixthLook: Look = {
  fonts: ["DejaVu Sans", "Liberation Serif", "DejaVu Sans Mono", "Liberation Sans Narrow"],
  sizes: [12, 13, 15, 16.5],
  headerFills: [{ bg: "#203864", fg: "#ffffff" }, { bg: "#e2efda", fg: "#1a1a1a" }, { bg: "#7f6000", fg: "#ffffff" }],
  zebraFills: ["#f3f3f3", "#fff9e6", "#e7f0fa"],
  darkThemes: [
    { bg: "#121212", fg: "#e8e8e8", line: "#383838", head: "#1f1f1f" },
    { bg: "#202a25", fg: "#dcebe2", line: "#3b4d43", head: "#293631" },
  ],
  ruleColours: ["#b4b4b4", "#595959", "#1a1a1a"],
  seed: 2718281,
  pictures: 24,
  topics: [...devTopics, ...heldOutTopics],
};

// A seventh sample, drawn after held-out-5's failures had been read and scored once.
const seventhLook: Look = {
  fonts: ["Liberation Sans", "DejaVu Serif", "Liberation Sans Narrow", "DejaVu Sans Mono"],
  sizes: [12.5, 14, 15, 17],
  headerFills: [{ bg: "#0e5c4a", fg: "#ffffff" }, { bg: "#ddebf7", fg: "#1a1a1a" }, { bg: "#5b2c6f", fg: "#ffffff" }],
  zebraFills: ["#f5f5f0", "#eef3fb", "#fbeff2"],
  darkThemes: [
    { bg: "#1c1c1c", fg: "#f2f2f2", line: "#474747", head: "#2a2a2a" },
    { bg: "#14213d", fg: "#e5e5e5", line: "#2e4a7d", head: "#1d2f55" },
  ],
  ruleColours: ["#9a9a9a", "#c8c8c8", "#3a3a3a"],
  seed: 1618033,
  pictures: 24,
  topics: [...heldOutTopics, ...devTopics],
};

// A sample on topics none of the others has (library loans, hotel bookings, payroll, lab results, farm yields,
// school fees, fleet mileage, event tickets), with its own seed, fonts, sizes, colours, paddings and margins, and its
// two no-rules pictures set apart on purpose: wide gaps with numbers right-aligned, then 6 to 8 px gaps with numbers
// left-aligned. Drawn blind, to be scored once.
const freshTopicsLook: Look = {
  fonts: [
    "Liberation Sans",
    "Liberation Serif",
    "Liberation Mono",
    "DejaVu Sans",
    "DejaVu Serif",
    "Liberation Sans Narrow",
  ],
  sizes: [12, 13.5, 14, 15, 16.5, 19],
  headerFills: [{ bg: "#0b5345", fg: "#ffffff" }, { bg: "#f8cbad", fg: "#262626" }, { bg: "#5b2c6f", fg: "#fdfdfd" }],
  zebraFills: ["#eef3e2", "#fbeff2", "#e5eef5"],
  darkThemes: [
    { bg: "#1c1f24", fg: "#d8dee9", line: "#434c5e", head: "#2e3440" },
    { bg: "#2a1f1a", fg: "#f2e6d8", line: "#5a4638", head: "#3a2c24" },
  ],
  ruleColours: ["#6f8fa8", "#a6a6a6", "#262626"],
  seed: 16180339,
  pictures: 24,
  topics: freshTopics,
  padding: { y: [0.18, 0.55], x: [0.35, 1.3] },
  margin: [5, 28],
  noRules: [{ gap: [28, 40], align: "right" }, { gap: [6, 8], align: "left" }],
};

// Held-out-8: a blind sample on eight topics none of the others has (insurance claims, bike rentals, meeting rooms, a
// rent roll, gym members, research grants, a call centre, FX trades), 36 pictures (three of each style), with names,
// codes and dates in more of the forms people type (03/11/2025, 07.03.2024, Mar-25, Q3 2025), its own seed, fonts,
// sizes and colours. Written by a helper that never read the OCR code, to be scored once.
const eighthLook: Look = {
  fonts: [
    "DejaVu Sans Condensed",
    "Liberation Serif",
    "DejaVu Sans Mono",
    "Liberation Sans",
    "DejaVu Serif Condensed",
    "Liberation Sans Narrow",
  ],
  sizes: [12, 13, 14.5, 16, 17.5, 18],
  headerFills: [{ bg: "#1f4e79", fg: "#ffffff" }, { bg: "#fff2cc", fg: "#1a1a1a" }, { bg: "#843c0c", fg: "#fdfdfd" }],
  zebraFills: ["#f0f4fa", "#f6f6f6", "#eef7ec"],
  darkThemes: [
    { bg: "#1b1d23", fg: "#e3e6ec", line: "#3d414d", head: "#262932" },
    { bg: "#24201c", fg: "#efe8df", line: "#4d443a", head: "#302a24" },
  ],
  ruleColours: ["#7f7f7f", "#bcbcbc", "#2b2b2b"],
  seed: 88041729,
  pictures: 36,
  topics: ho8Topics,
  noRules: [{ gap: [18, 26], align: "right" }, { gap: [12, 18], align: "left" }, { gap: [24, 34], align: "right" }],
};

// Held-out-9: a blind sample on eight topics none of the others has (till takings, marathon splits, charity
// donations, flight delays, recipe costs, equipment maintenance, car sales, SaaS accounts), 36 pictures (three of each
// style), with names sometimes written "Last, First", codes mixing letters and digits, dates as 4/3/25, March 4, 2025,
// 2025/03/14 and 14-Mar-2025, race times, Yes/No flags, and its own seed, fonts, sizes and colours. Written by a helper
// that never read the OCR code, to be scored once.
const ninthLook: Look = {
  fonts: [
    "Liberation Serif",
    "DejaVu Sans",
    "Liberation Mono",
    "DejaVu Serif Condensed",
    "Liberation Sans Narrow",
    "DejaVu Sans Mono",
  ],
  sizes: [12.5, 13.5, 15, 16.5, 17, 19],
  headerFills: [{ bg: "#385723", fg: "#ffffff" }, { bg: "#fbe5d6", fg: "#202020" }, { bg: "#2e4057", fg: "#f8f8f8" }],
  zebraFills: ["#f4f9f4", "#fdf6ec", "#eef1f7"],
  darkThemes: [
    { bg: "#1e2127", fg: "#dcdfe4", line: "#3e4451", head: "#282c34" },
    { bg: "#232323", fg: "#f5f0e6", line: "#4f4a40", head: "#302d28" },
  ],
  ruleColours: ["#858585", "#c4c4c4", "#303030"],
  seed: 90417263,
  pictures: 36,
  topics: ho9Topics,
  padding: { y: [0.25, 0.5], x: [0.45, 1.1] },
  margin: [6, 24],
  noRules: [{ gap: [14, 22], align: "right" }, { gap: [22, 32], align: "left" }, { gap: [10, 16], align: "right" }],
};

// Held-out-10: a blind sample on eight topics none of the others has (vet appointments, warehouse bin counts, water
// meter readings, parking fines, weather observations, a mortgage pipeline, pharmacy dispensing, podcast episodes),
// 36 pictures (three of each style), with names as "K. Osei", "Dr A. Mensah" and "KOWALSKI, Tomasz", codes mixing
// letters and digits, dates as Tue 14 Jan, 03-Mar-25, 3rd Mar 2025 and Mar 4, 2025, 12- and 24-hour times, signed
// changes (+12, -3.4%), dashes for nothing, and its own seed, fonts, sizes, paddings and colours. Written by a helper
// that never read the OCR code, to be scored once.
const tenthLook: Look = {
  fonts: [
    "DejaVu Sans Mono",
    "Liberation Sans Narrow",
    "DejaVu Serif",
    "Liberation Sans",
    "DejaVu Sans Condensed",
    "Liberation Serif",
  ],
  sizes: [12, 13, 14, 15.5, 16, 18.5],
  headerFills: [{ bg: "#44546a", fg: "#ffffff" }, { bg: "#e2f0d9", fg: "#1c1c1c" }, { bg: "#7030a0", fg: "#fafafa" }],
  zebraFills: ["#f7f3fb", "#eef6f8", "#f9f7ef"],
  darkThemes: [
    { bg: "#18202a", fg: "#d9e1ea", line: "#36424f", head: "#222c38" },
    { bg: "#262626", fg: "#ece6d6", line: "#4a4a4a", head: "#333030" },
  ],
  ruleColours: ["#7a8a99", "#b8b8b8", "#353535"],
  seed: 10293847,
  pictures: 36,
  topics: ho10Topics,
  padding: { y: [0.2, 0.5], x: [0.4, 1.2] },
  margin: [7, 26],
  noRules: [{ gap: [16, 24], align: "left" }, { gap: [26, 36], align: "right" }, { gap: [11, 18], align: "right" }],
};

// Held-out-11: a blind sample on eight topics none of the others has, 36 pictures (three of each style), with its own
// names, codes, dates, times, currencies and signs, and its own seed, fonts, sizes, paddings and colours. Written by a
// helper that never read the OCR code, to be scored once.
const eleventhLook: Look = {
  fonts: [
    "Nimbus Sans",
    "DejaVu Serif Condensed",
    "Noto Sans Mono",
    "Liberation Sans Narrow",
    "P052",
    "DejaVu Sans",
  ],
  sizes: [12.5, 13, 14, 15, 17.5, 18.5],
  headerFills: [{ bg: "#0f4c5c", fg: "#ffffff" }, { bg: "#fde9d9", fg: "#1e1e1e" }, { bg: "#6b2737", fg: "#fbfbfb" }],
  zebraFills: ["#f1f6f9", "#faf4ec", "#f2f2f7"],
  darkThemes: [
    { bg: "#1a1d21", fg: "#e4e7eb", line: "#3a3f46", head: "#23272d" },
    { bg: "#211b2e", fg: "#e9e4f2", line: "#463b5e", head: "#2b233b" },
  ],
  ruleColours: ["#6d7f8c", "#b5b5b5", "#222222"],
  seed: 47110923,
  pictures: 36,
  topics: ho11Topics,
  padding: { y: [0.22, 0.52], x: [0.4, 1.15] },
  margin: [6, 30],
  noRules: [{ gap: [20, 28], align: "right" }, { gap: [9, 15], align: "left" }, { gap: [30, 38], align: "right" }],
};

// Held-out-12: a blind sample on eight topics none of the others has, 36 pictures (three of each style), with its own
// names, codes, dates, times, currencies, signs and dashes, and its own seed, fonts, sizes, paddings and colours.
// Written by a helper that never read the OCR code, to be scored once.
const twelfthLook: Look = {
  fonts: [
    "C059",
    "Liberation Sans",
    "Nimbus Sans Narrow",
    "DejaVu Sans Mono",
    "Nimbus Roman",
    "DejaVu Sans Condensed",
  ],
  sizes: [12, 13.5, 14.5, 16, 17, 18],
  headerFills: [{ bg: "#2f5496", fg: "#ffffff" }, { bg: "#ededed", fg: "#161616" }, { bg: "#38571a", fg: "#f7f7f7" }],
  zebraFills: ["#f3f7fc", "#fbf8f0", "#f0f7f4"],
  darkThemes: [
    { bg: "#16191d", fg: "#e1e4e8", line: "#394049", head: "#1f2329" },
    { bg: "#1d2421", fg: "#e3ece6", line: "#3c4a43", head: "#26302b" },
  ],
  ruleColours: ["#5f6b75", "#c2c2c2", "#1f1f1f"],
  seed: 73529104,
  pictures: 36,
  topics: ho12Topics,
  padding: { y: [0.24, 0.48], x: [0.38, 1.05] },
  margin: [9, 27],
  noRules: [{ gap: [12, 20], align: "right" }, { gap: [24, 33], align: "left" }, { gap: [17, 25], align: "right" }],
};

// Held-out-13: a blind sample on eight topics none of the others has (a brewery's batch log, ferry sailings, a seed
// bank, wedding venue bookings, solar installations, fish landings, beehive inspections, precinct election returns),
// 36 pictures (three of each style), with accent-free international names, codes mixing letters and digits, dates as
// 2025-3-7, 07 JUN 2025, 12.IX.2019, 14th June 2026, 07/03/25, 10-Jun and 6/8/2025, empty cells and short notes, and
// its own seed, fonts, sizes, paddings and colours. Written by a helper that never read the OCR code, to be scored once.
const thirteenthLook: Look = {
  fonts: [
    "URW Bookman",
    "Nimbus Sans",
    "Noto Mono",
    "DejaVu Serif",
    "URW Gothic",
    "Liberation Sans Narrow",
  ],
  sizes: [12, 13, 14.5, 15.5, 17.5, 19.5],
  headerFills: [{ bg: "#c55a11", fg: "#ffffff" }, { bg: "#deebf7", fg: "#0d0d0d" }, { bg: "#1e3a2f", fg: "#f2f2f2" }],
  zebraFills: ["#f6f1fa", "#eef7f1", "#fff8e7"],
  darkThemes: [
    { bg: "#0f1419", fg: "#e6e1cf", line: "#2d3640", head: "#1a2129" },
    { bg: "#2b2b33", fg: "#f0ece2", line: "#52525e", head: "#36363f" },
  ],
  ruleColours: ["#4f6d7a", "#adadad", "#181818"],
  seed: 13572468,
  pictures: 36,
  topics: ho13Topics,
  padding: { y: [0.2, 0.58], x: [0.33, 1.25] },
  margin: [4, 32],
  noRules: [{ gap: [8, 14], align: "left" }, { gap: [19, 27], align: "right" }, { gap: [32, 42], align: "left" }],
};

// Held-out-14: a blind sample on eight topics none of the others has (a climbing gym's route setting log, film
// festival screenings, a school's exam timetable, marina berths, blood donation sessions, a street tree survey, an
// astronomy observing log, ski lift operations), 36 pictures (three of each style), with accented international names
// (Søren, Ødegaard, Zając), codes mixing letters and digits, dates as Tues 13/5, Sat 14.06., Jun 14, 14/6, 18.01.25 and
// 2025-06-14 22:47, times as 21h30 and 10:00–15:30, euros with a space after the sign, thousands grouped by spaces,
// true minus signs, negative coordinates and magnitudes, empty cells and short notes, and its own seed, fonts, sizes,
// paddings and colours. Written by a helper that never read the OCR code, to be scored once.
const fourteenthLook: Look = {
  fonts: [
    "Nimbus Mono PS",
    "C059",
    "Nimbus Sans Narrow",
    "P052",
    "DejaVu Sans Condensed",
    "Liberation Sans",
  ],
  sizes: [12.5, 13.5, 14, 15.5, 16.5, 18],
  headerFills: [{ bg: "#8e1b3e", fg: "#ffffff" }, { bg: "#b4c7e7", fg: "#10243e" }, { bg: "#bf8f00", fg: "#111111" }],
  zebraFills: ["#f4f0e8", "#eaf2fb", "#f0f5ec"],
  darkThemes: [
    { bg: "#002b36", fg: "#93a1a1", line: "#0f4a57", head: "#073642" },
    { bg: "#282a36", fg: "#f8f8f2", line: "#44475a", head: "#343746" },
  ],
  ruleColours: ["#8497b0", "#a5a5a5", "#0d0d0d"],
  seed: 64208531,
  pictures: 36,
  topics: ho14Topics,
  padding: { y: [0.16, 0.5], x: [0.3, 1.2] },
  margin: [3, 26],
  noRules: [{ gap: [10, 16], align: "right" }, { gap: [28, 36], align: "left" }, { gap: [15, 21], align: "left" }],
};

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const letters = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));

function tableMarkup(cells: string[][], numeric: boolean[], excel: boolean) {
  const [header, ...rows] = cells;
  const cls = (c: number) => numeric[c] ? ` class="n"` : "";
  const lines: string[] = ["<table><thead>"];
  if (excel) {
    lines.push(
      `<tr><th class="hd corner"></th>${letters(header.length).map((l) => `<th class="hd">${l}</th>`).join("")}</tr>`,
    );
  }
  lines.push(
    `<tr>${excel ? `<th class="hd rn">1</th>` : ""}${
      header.map((h, c) => `<th${cls(c)}>${escapeHtml(h)}</th>`).join("")
    }</tr></thead>`,
  );
  lines.push("<tbody>");
  rows.forEach((row, i) =>
    lines.push(
      `<tr>${excel ? `<th class="hd rn">${i + 2}</th>` : ""}${
        row.map((v, c) => `<td${cls(c)}>${escapeHtml(v)}</td>`).join("")
      }</tr>`,
    )
  );
  lines.push("</tbody></table>");
  return lines.join("\n");
}

function styleCss(
  style: PictureStyle,
  r: Rng,
  look: Look,
  font: string,
  size: number,
  nth: number,
): { css: string; wrap?: string } {
  const padY = look.padding?.y ?? [0.3, 0.45], padX = look.padding?.x ?? [0.55, 0.9];
  const pad = `${Math.round(size * between(r, ...padY))}px ${Math.round(size * between(r, ...padX))}px`;
  const base = `table{font-family:'${font}';font-size:${size}px;border-collapse:collapse;color:#111;background:#fff}` +
    `th,td{padding:${pad};white-space:nowrap;text-align:left}`;
  const numAlign = (a: string) => `td.n,th.n{text-align:${a}}`;
  const align = numAlign(pick(r, ["left", "right", "right", "center"]));
  const grey = pick(r, ["#bfbfbf", "#c8c8c8", "#d0d0d0", "#d9d9d9"]);
  const headWeight = r() < 0.75 ? "bold" : "normal";
  switch (style) {
    case "black-grid":
      return { css: `${base}${align}th,td{border:1px solid #000}th{font-weight:${headWeight}}` };
    case "grey-grid":
      return { css: `${base}${align}th,td{border:1px solid ${grey}}th{font-weight:${headWeight}}` };
    case "excel-like": {
      const fontFamily = pick(r, ["Liberation Sans", "DejaVu Sans"]);
      return {
        css: `${base}table{font-family:'${fontFamily}'}td.n{text-align:right}th,td{border:1px solid #d4d4d4}` +
          `thead th{font-weight:${headWeight};background:#fff}` +
          `th.hd{background:#e6e6e6;color:#555;font-weight:normal;text-align:center;font-size:${size - 1}px;` +
          `border-color:#bdbdbd;padding:2px 8px}th.corner{background:#dcdcdc}th.rn{min-width:22px}`,
      };
    }
    case "zebra": {
      const fill = pick(r, look.zebraFills);
      const lines = r() < 0.5 ? "" : `td,th{border-bottom:1px solid ${pick(r, ["#e5e5e5", "#dddddd"])}}`;
      return { css: `${base}${align}tbody tr:nth-child(even) td{background:${fill}}${lines}th{font-weight:bold}` };
    }
    case "dark-theme": {
      const t = pick(r, look.darkThemes);
      const lines = r() < 0.5 ? `th,td{border:1px solid ${t.line}}` : `th{border-bottom:1px solid ${t.line}}`;
      return {
        css: `${base}${align}table{background:${t.bg};color:${t.fg}}th{background:${t.head};font-weight:bold}${lines}`,
        wrap: t.bg,
      };
    }
    case "bold-header": {
      const fill = pick(r, look.headerFills);
      return {
        css: `${base}${align}th{font-weight:bold;background:${fill.bg};color:${fill.fg}}` +
          `th,td{border:1px solid ${pick(r, ["#bfbfbf", "#d9d9d9", "#9bc2e6"])}}`,
      };
    }
    case "right-aligned-numbers": {
      const lines = r() < 0.5 ? `th,td{border:1px solid ${grey}}` : `td,th{border-bottom:1px solid ${grey}}`;
      return { css: `${base}${numAlign("right")}${lines}th{font-weight:bold}` };
    }
    case "small-11px":
      return {
        css: `${base.replace(`font-size:${size}px`, "font-size:11px")}${align}th,td{border:1px solid ${grey};` +
          `padding:2px 6px}th{font-weight:bold}`,
      };
    case "jpeg-q60":
      return {
        css: `${base}${align}th,td{border:1px solid ${pick(r, ["#000", grey])}}th{font-weight:bold;` +
          `background:${pick(r, ["#fff", "#f2f2f2", "#dde7f5"])}}`,
      };
    case "phone-photo": {
      const angle = (r() < 0.5 ? -1 : 1) * Math.round(between(r, 0.5, 2) * 10) / 10;
      const blur = Math.round(between(r, 0.45, 0.7) * 100) / 100;
      const lines = r() < 0.6 ? `th,td{border:1px solid #8a8a8a}` : `th,td{border-bottom:1px solid #999}`;
      return {
        css: `${base}${align}${lines}th{font-weight:bold}table{background:#fbfaf5;color:#222}` +
          `#shot{padding:40px !important;background:${pick(r, ["#f3efe6", "#ece9e1", "#f5f2ea"])} !important}` +
          `.paper{transform:rotate(${angle}deg);filter:blur(${blur}px);transform-origin:center}`,
      };
    }
    case "no-rules": {
      const variant = look.noRules?.[nth % look.noRules.length];
      if (variant) {
        const half = intBetween(r, ...variant.gap) / 2;
        return {
          css: `${base}${numAlign(variant.align)}th,td{border:none;padding:${
            pad.replace(/\d+px$/, `${half}px`)
          }}th{font-weight:bold}`,
        };
      }
      return {
        css: `${base}${align}th,td{border:none;padding:${
          pad.replace(/\d+px$/, `${Math.round(size)}px`)
        }}th{font-weight:bold}`,
      };
    }
    case "horizontal-rules-only": {
      const c = pick(r, look.ruleColours);
      return { css: `${base}${align}th,td{border-bottom:1px solid ${c}}th{font-weight:bold;border-bottom-width:2px}` };
    }
  }
}

function makeSet(look: Look, prefix: string): TablePicture[] {
  const r = seeded(look.seed);
  const pictures: TablePicture[] = [];
  const topicOrder = [...look.topics];
  for (let i = 0; i < look.pictures; i++) {
    const style = pictureStyles[i % pictureStyles.length];
    const nth = Math.floor(i / pictureStyles.length);
    const topic = topicOrder[(i + Math.floor(i / pictureStyles.length)) % topicOrder.length];
    const rowCount = intBetween(r, 8, 30);
    const header = topic.columns.map((c) => c.header);
    const rows = Array.from({ length: rowCount }, (_, k) => {
      const ctx: Record<string, number> = {};
      return topic.columns.map((c) => c.make(r, k, ctx)[0]);
    });
    const cells = [header, ...rows];
    const font = pick(r, look.fonts);
    const size = pick(r, look.sizes);
    const { css, wrap } = styleCss(style, r, look, font, size, nth);
    const numeric = topic.columns.map((c) => c.kind === "number");
    const table = tableMarkup(cells, numeric, style === "excel-like");
    const inner = style === "phone-photo" ? `<div class="paper">${table}</div>` : table;
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;background:#fff}` +
      `#shot{display:inline-block;padding:${intBetween(r, ...(look.margin ?? [8, 20]))}px;background:${
        wrap ?? "#fff"
      }}${css}</style></head>` +
      `<body><div id="shot">${inner}</div></body></html>`;
    const { question, answer } = ask(r, topic, cells);
    pictures.push({
      name: `${prefix}-${String(i + 1).padStart(2, "0")}-${topic.name}-${style}`,
      style,
      html,
      ...(style === "jpeg-q60" ? { format: "jpeg" as const, quality: 60 } : {}),
      cells,
      question,
      answer,
    });
  }
  return pictures;
}

if (import.meta.main) {
  const dir = new URL(".", import.meta.url);
  const sets = [
    ["dev.json", devLook, "dev"],
    ["held-out.json", heldOutLook, "ho"],
    [
      "held-out-2.json",
      thirdLook,
      "ho2",
    ],
    ["held-out-3.json", fourthLook, "ho3"],
    ["held-out-4.json", fifthLook, "ho4"],
    ["held-out-5.json", sixthLook, "ho5"],
    ["held-out-6.json", seventhLook, "ho6"],
    ["held-out-7.json", freshTopicsLook, "ho7"],
    ["held-out-8.json", eighthLook, "ho8"],
    ["held-out-9.json", ninthLook, "ho9"],
    ["held-out-10.json", tenthLook, "ho10"],
    ["held-out-11.json", eleventhLook, "ho11"],
    ["held-out-12.json", twelfthLook, "ho12"],
    ["held-out-13.json", thirteenthLook, "ho13"],
    ["held-out-14.json", fourteenthLook, "ho14"],
  ] as const;
  for (const [file, look, prefix] of sets) {
    const set = makeSet(look, prefix);
    await Deno.writeTextFile(new URL(file, dir), JSON.stringify(set, null, 2) + "\n");
    console.log(`${file}: ${set.length} pictures, styles ${new Set(set.map((p) => p.style)).size}`);
  }
}
