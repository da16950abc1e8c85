import { expect, test } from "vitest";
import { hasPhrase, normaliseQuestion, stem, wordsOf } from "./words.ts";

test("stems meet plurals, possessives and the verb forms column names use", () => {
  expect(["regions", "region's", "categories", "boxes", "status", "sold", "spent", "people"].map(stem)).toEqual([
    "region",
    "region",
    "category",
    "box",
    "status",
    "sell",
    "spend",
    "person",
  ]);
});

test("words split camelCase, snake_case, symbols and digits", () => {
  expect(wordsOf("UnitsSold").map((w) => w.text)).toEqual(["units", "sold"]);
  expect(wordsOf("Energy kWh").map((w) => w.text), "a unit is one word, as people type it").toEqual(["energy", "kwh"]);
  expect(wordsOf("order_date").map((w) => w.stem)).toEqual(["order", "date"]);
  expect(wordsOf("Revenue ($)").map((w) => w.text)).toEqual(["revenue"]);
  expect(wordsOf("top 5 at $1,200.50").map((w) => w.text)).toEqual(["top", "5", "at", "1,200.50"]);
});

test("the question is normalised as the formula engine normalises requests", () => {
  expect(normaliseQuestion("avrage sales for the top five reps")).toBe("average sales for the top 5 reps");
  expect(hasPhrase("sales in new york city", "new york")).toBe(true);
  expect(hasPhrase("sales in newark", "new")).toBe(false);
});

test("a long month misspelt is that month; a short one is left, as it may be a name", () => {
  expect(normaliseQuestion("total cost since Septmber")).toBe("total cost since September");
  expect(normaliseQuestion("sales in octber")).toBe("sales in october");
  expect(normaliseQuestion("sales by Marco")).toBe("sales by Marco");
});
