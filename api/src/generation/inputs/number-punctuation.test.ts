import { expect, test } from "vitest";
import { restoreNumberPunctuation } from "./number-punctuation.ts";

const column = (...values: string[]) => [["Revenue"], ...values.map((value) => [value])];

test("a cell of a money column whose comma and point OCR lost is written as the column writes its numbers", () => {
  const right = ["82,968.81", "65,743.36", "5,039.19", "-$1,200.50", "12.00", "310.45", "1,000.00", "9.99", "77.10"];
  const cells = column(...right, "2471418", "24714.18", "4794,942");
  restoreNumberPunctuation(cells);
  expect(cells.slice(1).map(([cell]) => cell)).toEqual([...right, "24,714.18", "24,714.18", "47,949.42"]);
});

test("nothing changes where the column has no one way of writing, in the header, or for a grouped whole number", () => {
  const mixed = column("12.5", "3", "1,204.75", "88", "1204");
  restoreNumberPunctuation(mixed);
  expect(mixed.slice(1).map(([cell]) => cell)).toEqual(["12.5", "3", "1,204.75", "88", "1204"]);

  const cells = [["2024"], ["1,000.00"], ["2,500.50"], ["3,000.25"], ["1,200"], ["410.10"], ["North"]];
  restoreNumberPunctuation(cells);
  expect(cells.map(([cell]) => cell)).toEqual(["2024", "1,000.00", "2,500.50", "3,000.25", "1,200", "410.10", "North"]);
});

test("in a column of whole numbers grouped in thousands, a comma read as a point or lost is put back", () => {
  const cells = [["kWh"], ["108,724"], ["10.281"], ["59,037"], ["126519"], ["170,558"], ["166,586"], ["95,421"], [
    "961",
  ], ["1.5"]];
  restoreNumberPunctuation(cells);
  expect(cells.map(([cell]) => cell)).toEqual([
    "kWh",
    "108,724",
    "10,281",
    "59,037",
    "126,519",
    "170,558",
    "166,586",
    "95,421",
    "961",
    "1.5",
  ]);
});

test("decimals two cells are written with are the column's own too, as rates of two sizes are", () => {
  const rates = ["1.0834", "150.59", "0.7712", "1.2655", "148.58", "1.0921", "0.6634", "1.3388", "1.1021", "15521"];
  const cells = [["Rate"], ...rates.map((rate) => [rate])];
  restoreNumberPunctuation(cells);
  expect(cells.map(([cell]) => cell)).toEqual([
    "Rate",
    "1.0834",
    "150.59",
    "0.7712",
    "1.2655",
    "148.58",
    "1.0921",
    "0.6634",
    "1.3388",
    "1.1021",
    "1.5521",
  ]);
});
