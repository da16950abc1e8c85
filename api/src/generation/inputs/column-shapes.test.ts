import { expect, test } from "vitest";
import { restoreColumnShapes, shapeOf } from "./column-shapes.ts";

const repaired = (header: string, values: string[]) => {
  const cells = [[header], ...values.map((value) => [value])];
  restoreColumnShapes(cells);
  return cells.slice(1).map(([cell]) => cell);
};

test("a cell's shape is its kinds of character, runs as one", () => {
  expect(["Q3 2023", "22.4%", "/login", "7A", "Umbrella Co"].map(shapeOf)).toEqual([
    "Ad d",
    "d.d%",
    "/a",
    "dA",
    "Aa Aa",
  ]);
});

test("a space, point or slash OCR lost is put back where the column has it", () => {
  expect(repaired("Quarter", ["Q3 2023", "Q22024", "Q4 2023", "Q1 2024", "Q32023"])).toEqual([
    "Q3 2023",
    "Q2 2024",
    "Q4 2023",
    "Q1 2024",
    "Q3 2023",
  ]);
  expect(repaired("Month", ["Jun 2023", "Apr2024", "Jul 2023", "May 2024"])).toEqual([
    "Jun 2023",
    "Apr 2024",
    "Jul 2023",
    "May 2024",
  ]);
  expect(repaired("Share", ["22.4%", "9.1%", "694%", "49.4%", "5.0%"])).toEqual([
    "22.4%",
    "9.1%",
    "69.4%",
    "49.4%",
    "5.0%",
  ]);
  expect(repaired("Page", ["/home", "login", "/careers", "/pricing", "/blog"])[1]).toBe("/login");
  expect(repaired("Day", ["2024-03-15", "20240316", "2024-03-17", "2024-03-18"])[1]).toBe("2024-03-16");
});

test("a 7 read as T, an 8 as B, an l for a 1 and a small letter for a capital are put back", () => {
  expect(repaired("Class", ["7A", "TA", "8B", "BA", "9C", "9c", "7B"])).toEqual([
    "7A",
    "7A",
    "8B",
    "8A",
    "9C",
    "9C",
    "7B",
  ]);
  expect(repaired("Quarter", ["Q1 2024", "Ql 2023", "Q2 2024", "Q3 2023"])[1]).toBe("Q1 2023");
});

test("cells that no slip explains, columns without one shape, and the header are left as read", () => {
  expect(repaired("Amount", ["140,000", "44,500", "657", "130,000", "16,500"])).toEqual([
    "140,000",
    "44,500",
    "657",
    "130,000",
    "16,500",
  ]);
  expect(repaired("Team", ["Sales", "HR", "Support", "Finance", "McDonald Co"])).toEqual([
    "Sales",
    "HR",
    "Support",
    "Finance",
    "McDonald Co",
  ]);
  const cells = [["Q12024"], ["Q1 2024"], ["Q2 2024"], ["Q3 2024"], ["Q4 2024"]];
  restoreColumnShapes(cells);
  expect(cells[0]).toEqual(["Q12024"]);
  expect(repaired("Mixed", ["7A", "TA", "Hello", "xyz", "Hi there"])).toEqual(["7A", "TA", "Hello", "xyz", "Hi there"]);
});

test("a smaller number read right keeps its own grouping among larger ones", () => {
  expect(repaired("Amount", ["4,795.84", "1,134.83", "529.08", "2,578.08", "811.20", "1,580.58"])).toEqual([
    "4,795.84",
    "1,134.83",
    "529.08",
    "2,578.08",
    "811.20",
    "1,580.58",
  ]);
});

test("a mark the cell has is never taken away to match a column that lost its own", () => {
  expect(repaired("Budget", ["137500", "44000", "137,500", "40026", "115010"])[2]).toBe("137,500");
});

test("a column of codes most of which small text turned is put back by the characters OCR does not confuse", () => {
  const read = ["8B", "7B", "9c", "BA", "TA", "TA", "9c", "7B", "BA", "TA", "8B", "BA", "9C"];
  expect(repaired("Class", read)).toEqual([
    "8B",
    "7B",
    "9C",
    "8A",
    "7A",
    "7A",
    "9C",
    "7B",
    "8A",
    "7A",
    "8B",
    "8A",
    "9C",
  ]);
});

test("a dollar sign read as an 8 and a speck at a name's edge are put back", () => {
  expect(repaired("Revenue", ["$55,179.55", "$12,004.10", "855,179.55", "$40,200.00", "$31,999.99"])[2]).toBe(
    "$55,179.55",
  );
  expect(repaired("Region", ["North", "‘West", "South", "East", "Central"])[1]).toBe("West");
});

test("a first letter read small and a leading slash read as I or [ are put back", () => {
  expect(repaired("Region", ["North", "west", "South", "East", "West"])[1]).toBe("West");
  expect(repaired("Page", ["/home", "Icareers", "/docs", "[pricing", "/blog", "/contact"])).toEqual([
    "/home",
    "/careers",
    "/docs",
    "/pricing",
    "/blog",
    "/contact",
  ]);
});

test("a minus sign is the number's own, never put in to match its column", () => {
  expect(repaired("vs Plan", ["-11.8%", "3.0%", "-14.6%", "-20.5%", "-4.0%"])).toEqual([
    "-11.8%",
    "3.0%",
    "-14.6%",
    "-20.5%",
    "-4.0%",
  ]);
});

test("a border's speck at the edge of most cells is no shape of the column's own", () => {
  expect(repaired("Emp ID", ["[E42062", "E31555", "[E40990", "[E29383", "E10402", "[E21857"])).toEqual([
    "E42062",
    "E31555",
    "E40990",
    "E29383",
    "E10402",
    "E21857",
  ]);
});

test("a dollar sign read as a 5 is put back where the column writes dollars", () => {
  expect(repaired("Cost", ["$17,191", "510,817", "$2,767", "$7,669", "$4,372"])).toEqual([
    "$17,191",
    "$10,817",
    "$2,767",
    "$7,669",
    "$4,372",
  ]);
});

test("in codes of one length, a letter read for a digit inside a run of its kind is checked place by place", () => {
  expect(repaired("Emp ID", ["E42062", "EB6873", "E40990", "E29383", "EB8663", "E21857"])).toEqual([
    "E42062",
    "E86873",
    "E40990",
    "E29383",
    "E88663",
    "E21857",
  ]);
});

test("a name's first letter read as a small l is a capital I", () => {
  expect(repaired("Agent", ["Illya Kernan", "lllya Quilliam", "Odile Kernan", "Ilona Nilsson"])).toEqual([
    "Illya Kernan",
    "Illya Quilliam",
    "Odile Kernan",
    "Ilona Nilsson",
  ]);
});

test("a time whose colon lost its upper dot is put back among its column's times", () => {
  expect(repaired("Handle", ["4:07", "5.48", "3:55", "6:12", "2:41"])).toEqual([
    "4:07",
    "5:48",
    "3:55",
    "6:12",
    "2:41",
  ]);
});

test("a place where the column reads digits is a digit place, even where most cells read a letter there", () => {
  const read = ["TO9", "T04", "T12", "TI1", "TO8", "T01", "TO3", "T05"];
  expect(repaired("Till", read)).toEqual(["T09", "T04", "T12", "T11", "T08", "T01", "T03", "T05"]);
});

test("codes are voted by the cells laid out as most of them are, and a digit among letters stays", () => {
  expect(repaired("Stock No", ["DS77M129", "EV6BM530", "UK53M112", "EV77TM464", "DS95MB82", "EV99R491", "UK72X115"]))
    .toEqual(["DS77M129", "EV68M530", "UK53M112", "EV77TM464", "DS95M882", "EV99R491", "UK72X115"]);
  const bikes = ["EB-80", "EB-64", "B6750", "EB-12", "EB-43", "B6932", "EB-49"];
  expect(repaired("Bike", bikes)).toEqual(bikes);
  const flights = ["BA8965", "U21735", "EI5380", "U24845", "BA1048", "FR2231"];
  expect(repaired("Flight", flights)).toEqual(flights);
  const clinics = ["Elmwood", "Bayview", "Elmwood", "Bayview", "Hillcrest"];
  expect(repaired("Clinic", clinics)).toEqual(clinics);
});

test("a space OCR set apart in a code or a date is taken out where its column writes none there", () => {
  expect(repaired("Asset", ["AST-37-6709", "AST-1 3-8798", "AST-15-5055", "AST-16-84 1 5", "AST-28-6905"])).toEqual([
    "AST-37-6709",
    "AST-13-8798",
    "AST-15-5055",
    "AST-16-8415",
    "AST-28-6905",
  ]);
  expect(repaired("Trade", ["TR 57E1", "TR 1 5A8", "TR 88C2", "TR 7 1 A2", "TR 40B3"])).toEqual([
    "TR 57E1",
    "TR 15A8",
    "TR 88C2",
    "TR 71A2",
    "TR 40B3",
  ]);
});

test("a time read with its colons lost or as points, and a flat's letter read as a digit, are put back", () => {
  expect(repaired("Finish", ["2:42:32", "417.17", "4:51:53", "2.1511", "3:05:41", "2:07:01"])).toEqual([
    "2:42:32",
    "4:17:17",
    "4:51:53",
    "2:15:11",
    "3:05:41",
    "2:07:01",
  ]);
  expect(repaired("Unit", ["7B", "12C", "78", "4A", "10B", "128", "3C"])).toEqual([
    "7B",
    "12C",
    "7B",
    "4A",
    "10B",
    "12B",
    "3C",
  ]);
});

test("a bracketed negative whose $ was read as 5 is put back among $ amounts", () => {
  const read = ["$1,120.40", "(5166.23)", "$2,388.10", "($214.15)", "(8461.04)", "$4,012.00", "($322.07)", "$3,454.10"];
  expect(repaired("Parts Cost", read)).toEqual([
    "$1,120.40",
    "($166.23)",
    "$2,388.10",
    "($214.15)",
    "($461.04)",
    "$4,012.00",
    "($322.07)",
    "$3,454.10",
  ]);
});

test("spaces OCR set beside digits in a column of codes that mostly have none are taken out", () => {
  const read = ["RX680511/6", "RX415648", "RX 372279", "RX788993", "RX101 35 3", "RX251533", "RX924502", "RX544383"];
  expect(repaired("Rx No", read)).toEqual(read.map((cell) => cell.replaceAll(" ", "")));
  const plates = ["FD03 JOX", "DD09 LHV", "CV07 ZUE", "SJ59 CUD"];
  expect(repaired("Plate", plates)).toEqual(plates);
  const models = ["Model 3", "Model 3 LR", "X3", "Clio V"];
  expect(repaired("Model", models)).toEqual(models);
});

test("a code with a thin or round mark read twice is put back to its column's layout", () => {
  const read = ["K01-18-B", "KO01-18-B", "A12-34-A", "Al12-11-A", "D06-31-C", "D17-02-A", "M20-14-C", "B11-05-B"];
  expect(repaired("Bin", read)).toEqual(["K01-18-B", "K01-18-B", "A12-34-A", "A12-11-A", ...read.slice(4)]);
  expect(repaired("Region", ["East", "West", "North", "East"])).toEqual(["East", "West", "North", "East"]);
});

test("a slash read as the bar beside it, or with a bar read beside it, is put back in codes laid out with slashes", () => {
  const grants = ["GR/24/558", "GRI23/615", "GR/25/555", "GR/23/935", "GR/24/128", "GR/25/301"];
  expect(repaired("Grant", grants)[1]).toBe("GR/23/615");
  const apps = ["MA/24/20645", "MAJ/25/40625", "MA/24/73823", "MA/24/02934", "MA/25/82225", "MA/24/62705"];
  expect(repaired("App No", apps)[1]).toBe("MA/25/40625");
});
