import { expect, test } from "vitest";
import { classesOf, lemma, lookUp } from "./lexicon.ts";

const senses = (words: string) => lookUp(words.split(" "))?.senses.map((s) => `${s.kind}:${s.value}`) ?? [];

test("finds phrases by their lemmas, longest first", () => {
  expect(lemma("totalling")).toBe(lemma("total"));
  expect(senses("totals")).toContain("op:sum");
  expect(senses("how many orders")).toEqual(["op:count"]);
  expect(lookUp(["how", "many", "orders"])?.length).toBe(2);
  expect(senses("greater than 5")).toEqual(["cmp:gt"]);
  expect(senses("excluding")).toEqual(["neg:"]);
});

test("tolerates a slip in a word that asks for something, at a lower weight", () => {
  const match = lookUp(["avrage"]);
  expect(match?.misspelt).toBe(true);
  expect(match?.senses).toEqual([{ kind: "op", value: "average", weight: 0.8 }]);
});

test("does not turn names or short words into other words", () => {
  expect(lookUp(["Lighting"])).toBeNull();
  expect(lookUp(["sqrt"])).toBeNull();
  expect(lookUp(["Kara"])).toBeNull();
});

test("takes two swapped letters for one slip, and long filler misspelt for filler", () => {
  expect(lookUp(["avergae"])?.senses.map((s) => s.value)).toEqual(["average"]);
  expect(lookUp(["anyting"])?.senses.map((s) => s.kind)).toEqual(["fill"]);
});

test("says which columns a value belongs to, as lemmas of column names", () => {
  expect(classesOf("Open")).toEqual(expect.arrayContaining([lemma("status"), lemma("stage")]));
  expect(classesOf("london")).toEqual([lemma("city")]);
  expect(classesOf("Kara")).toEqual([]);
});
