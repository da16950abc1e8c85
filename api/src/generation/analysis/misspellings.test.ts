import { expect, test } from "vitest";
import { misspelt } from "./misspellings.ts";

test("one slip: a letter wrong, left out or added, or two neighbours swapped", () => {
  expect(misspelt("reveune", "revenue")).toBe(true);
  expect(misspelt("manchster", "manchester")).toBe(true);
  expect(misspelt("prise", "price")).toBe(true);
  expect(misspelt("septmber", "september")).toBe(true);
  expect(misspelt("standing", "starting"), "two letters wrong is another word").toBe(false);
});

test("four letters: only a swap or a letter left out, first letter right; three letters never", () => {
  expect(misspelt("wiat", "wait")).toBe(true);
  expect(misspelt("mrak", "mark")).toBe(true);
  expect(misspelt("blod", "blood")).toBe(true);
  expect(misspelt("data", "date")).toBe(false);
  expect(misspelt("most", "cost")).toBe(false);
  expect(misspelt("lood", "blood")).toBe(false);
  expect(misspelt("teh", "the")).toBe(false);
});

test("a word with an ending added is a word form, not a slip", () => {
  expect(misspelt("closed", "close")).toBe(false);
  expect(misspelt("actually", "actual")).toBe(false);
});

test("one word with two endings is no slip: 'baker' is not 'baked' misspelt", () => {
  expect(misspelt("baker", "baked")).toBe(false);
  expect(misspelt("rates", "rated")).toBe(false);
  expect(misspelt("bakre", "baker")).toBe(true);
});
