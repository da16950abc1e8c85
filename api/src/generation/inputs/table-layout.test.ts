import { expect, test } from "vitest";
import { cellWords, type WordBox } from "./table-layout.ts";

/** The cells' text as the OCR reader joins it. */
const cellsFromWords = (words: WordBox[]) =>
  cellWords(words).map((row) => row.map((cell) => cell.map((word) => word.text).join(" ")));

/** Words laid out as on a screenshot: each line's words at their x positions, 20 px high, 30 px apart. */
function page(lines: [string, number][][]): WordBox[] {
  return lines.flatMap((words, line) =>
    words.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 9, y0: line * 30, y1: line * 30 + 20 }))
  );
}

test("words on one line in one column form a cell; columns come from the strips the lines cover", () => {
  const words = page([
    [["City", 10], ["Sales", 200]],
    [["New", 10], ["York", 43], ["1,234.56", 200]],
    [["Chicago", 10], ["87.00", 200]],
  ]);
  expect(cellsFromWords(words)).toEqual([["City", "Sales"], ["New York", "1,234.56"], ["Chicago", "87.00"]]);
});

test("an empty cell stays in its column, and grid-line specks are not words", () => {
  const words = page([
    [["Item", 10], ["|", 150], ["Qty", 200], ["Note", 400]],
    [["Lamp", 10], ["3", 200], ["~~", 300], ["fragile", 400]],
    [["Desk", 10], ["=", 150], ["12", 200]],
  ]);
  expect(cellsFromWords(words)).toEqual([["Item", "Qty", "Note"], ["Lamp", "3", "fragile"], ["Desk", "12", ""]]);
});

test("a header set left over numbers set right still lands over them", () => {
  const words = page([
    [["Units", 200], ["Revenue", 400]],
    [["3", 291], ["100.00", 446]],
    [["114", 273], ["12,544.14", 419]],
  ]);
  expect(cellsFromWords(words)).toEqual([["Units", "Revenue"], ["3", "100.00"], ["114", "12,544.14"]]);
});

test("columns closer than a word space are told apart by their alignment down the rows", () => {
  const dates = Array.from({ length: 5 }, (_, index) => [["2024-01-0" + (index + 1), 0], ["Boston", 95]]);
  const words = page([[["Date", 0], ["City", 95]], ...dates] as [string, number][][]);
  expect(cellsFromWords(words).map((row) => row.length)).toEqual([2, 2, 2, 2, 2, 2]);
});

test("no words, no rows", () => {
  expect(cellsFromWords([])).toEqual([]);
  expect(cellsFromWords(page([[["—", 10], ["|", 40]]]))).toEqual([]);
});

const ruledCellsFromWords = (words: WordBox[], edges: number[]) =>
  cellWords(words, () => edges).map((row) => row.map((cell) => cell.map((word) => word.text).join(" ")));

test("between rules, words set close together are one cell's, and a header beside right-aligned numbers joins them", () => {
  // Edges at 0, 120, 220, 330: "Monitor Stand" spans a wide space, and "Units" sits left of its numbers.
  const words = page([
    [["Product", 10], ["Units", 130], ["Revenue", 230]],
    [["Monitor", 10], ["Stand", 80], ["5", 200], ["1,200.50", 250]],
    [["Chair", 10], ["132", 182], ["980.00", 268]],
    [["Desk", 10], ["Lamp", 60], ["24", 191], ["82.10", 277]],
  ]);
  expect(ruledCellsFromWords(words, [0, 120, 220, 330])).toEqual([
    ["Product", "Units", "Revenue"],
    ["Monitor Stand", "5", "1,200.50"],
    ["Chair", "132", "980.00"],
    ["Desk Lamp", "24", "82.10"],
  ]);
});

test("a rule after the row labels alone still leaves the columns the words' layout finds beyond it", () => {
  const words = page([
    [["Region", 10], ["Units", 130], ["Revenue", 260]],
    [["North", 10], ["12", 130], ["1,200.50", 260]],
    [["South", 10], ["7", 130], ["980.00", 260]],
  ]);
  expect(ruledCellsFromWords(words, [110])).toEqual([
    ["Region", "Units", "Revenue"],
    ["North", "12", "1,200.50"],
    ["South", "7", "980.00"],
  ]);
});

test('labels of a fixed width whose second words align ("Jul 2025") stay one column under their one header', () => {
  const words = page([
    [["Site", 10], ["Month", 120], ["kWh", 230]],
    [["North", 10], ["Jul", 120], ["2025", 152], ["166,319", 230]],
    [["South", 10], ["Apr", 120], ["2024", 152], ["98,004", 239]],
    [["East", 10], ["May", 120], ["2025", 152], ["7,310", 248]],
  ]);
  expect(cellsFromWords(words)).toEqual([
    ["Site", "Month", "kWh"],
    ["North", "Jul 2025", "166,319"],
    ["South", "Apr 2024", "98,004"],
    ["East", "May 2025", "7,310"],
  ]);
});

test("a monospaced font's wide space inside a label is no column gap, while a tight column under its own name is", () => {
  const words = page([
    [["Site", 10], ["Period", 120], ["kWh", 210], ["Cost", 300]],
    [["HQ", 10], ["Jul", 120], ["2025", 160], ["166,319", 210], ["27.17", 300]],
    [["Plant", 10], ["Apr", 120], ["2024", 160], ["20,735", 210], ["3.35", 300]],
    [["Depot", 10], ["May", 120], ["2025", 160], ["7,310", 210], ["9.10", 300]],
  ]);
  expect(cellsFromWords(words)).toEqual([
    ["Site", "Period", "kWh", "Cost"],
    ["HQ", "Jul 2025", "166,319", "27.17"],
    ["Plant", "Apr 2024", "20,735", "3.35"],
    ["Depot", "May 2025", "7,310", "9.10"],
  ]);
});

test("a header's second word a space on is that header's, and rows never split a cell to match a column count", () => {
  const words = page([
    [["Item", 10], ["Borrower", 100], ["Days", 300], ["Out", 359], ["Fee", 450]],
    [["BK-1", 10], ["Alice", 100], ["Smith", 160], ["29", 300], ["£2.00", 450]],
    [["BK-2", 10], ["Omar", 100], ["Garcia", 151], ["20", 300], ["£0.50", 450]],
    [["BK-3", 10], ["Hiro", 100], ["Jones", 151], ["61", 300], ["£1.25", 450]],
  ]);
  expect(cellsFromWords(words)).toEqual([
    ["Item", "Borrower", "Days Out", "Fee"],
    ["BK-1", "Alice Smith", "29", "£2.00"],
    ["BK-2", "Omar Garcia", "20", "£0.50"],
    ["BK-3", "Hiro Jones", "61", "£1.25"],
  ]);
});

test("a header of two words over labels of two words is one column, not two aligned ones", () => {
  const words = page([
    [["Unit", 10], ["Lease", 120], ["End", 174], ["Rent", 260]],
    [["12D", 10], ["Q1", 120], ["2025", 147], ["£1,575", 260]],
    [["4A", 10], ["Q4", 120], ["2027", 147], ["£600", 260]],
    [["9C", 10], ["Q2", 120], ["2026", 147], ["£950", 260]],
  ]);
  expect(cellsFromWords(words)).toEqual([
    ["Unit", "Lease End", "Rent"],
    ["12D", "Q1 2025", "£1,575"],
    ["4A", "Q4 2027", "£600"],
    ["9C", "Q2 2026", "£950"],
  ]);
});

test("a dash in a cell is the placeholder of an empty value, kept as the cell's text", () => {
  const words = page([
    [["Member", 10], ["Locker", 120]],
    [["GM-9028", 10], ["L136", 120]],
    [["GM-1144", 10], ["-", 125]],
    [["GM-7310", 10], ["L41", 120]],
  ]);
  expect(cellsFromWords(words)).toEqual([["Member", "Locker"], ["GM-9028", "L136"], ["GM-1144", "-"], [
    "GM-7310",
    "L41",
  ]]);
});

test("a slash between names is text; a slash alone is a speck", () => {
  const words = page([
    [["Couple", 10], ["Guests", 300]],
    [["Tran", 10], ["/", 56], ["McKenzie", 75], ["120", 300]],
    [["Okafor", 10], ["/", 150], ["80", 300]],
  ]);
  expect(cellsFromWords(words)).toEqual([["Couple", "Guests"], ["Tran / McKenzie", "120"], ["Okafor", "80"]]);
});
