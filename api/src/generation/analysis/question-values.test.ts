import { expect, test } from "vitest";
import { describeColumns } from "./columns.ts";
import { type JsonTable, toTable } from "./dev-set/to-table.ts";
import { profileTable } from "./profile.ts";
import { findThresholds, findValueMentions } from "./question-values.ts";
import { wordsOf } from "./words.ts";

test("comparisons with numbers, in words and symbols, with thousands and currency", () => {
  expect(findThresholds("orders over $1,500")).toEqual([
    { operator: ">", value: 1500, word: 2, percent: false, money: true },
  ]);
  expect(findThresholds("at least 3 units")).toEqual([{ operator: ">=", value: 3, word: 2, percent: false }]);
  expect(findThresholds("scores below 50")).toEqual([{ operator: "<", value: 50, word: 2, percent: false }]);
  expect(findThresholds("deals of 2k or more")).toEqual([{ operator: ">=", value: 2000, word: 2, percent: false }]);
  expect(findThresholds("margin > 20%")).toEqual([{ operator: ">", value: 20, word: 1, percent: true }]);
  expect(findThresholds("prices between 10 and 20")).toEqual([
    { operator: ">=", value: 10, word: 2, percent: false },
    { operator: "<=", value: 20, word: 3, percent: false },
  ]);
  expect(findThresholds("top 5 products")).toEqual([]);
});

/** The values of `json` a question names, as the data spells them. */
function valuesNamed(json: JsonTable) {
  const table = toTable(json);
  const infos = describeColumns(table, profileTable(table));
  return (question: string) => findValueMentions(wordsOf(question), table, infos).map((mention) => mention.value);
}

test("a value in short capitals (US, IT) is named only in capitals: 'us' and 'it' are ordinary words", () => {
  const values = valuesNamed({
    columns: ["Country", "Team", "Score"],
    rows: [["US", "IT", 3], ["UK", "Sales", 4], ["US", "Sales", 5], ["Canada", "IT", 2]],
  });
  expect(values("would you recommend us to a friend")).toEqual([]);
  expect(values("what was it in Canada")).toEqual(["Canada"]);
  expect(values("average score in the US")).toEqual(["US"]);
  expect(values("IT team's average score")).toEqual(["IT"]);
});

test("a value misspelt by one letter is still that value, when no other value and no column name is as near", () => {
  const values = valuesNamed({
    columns: ["Country", "Rep", "Salary"],
    rows: [["Canada", "Sally", 3], ["Mexico", "Marta", 4], ["Canada", "Marty", 5], ["Brazil", "Sally", 2]],
  });
  expect(values("avg salary in Canda")).toEqual(["Canada"]);
  expect(values("total for Mexco")).toEqual(["Mexico"]);
  // "salry" is the Salary column misspelt, not Sally; "Marti" is as near Marta as Marty.
  expect(values("average salry")).toEqual([]);
  expect(values("deals by Marti")).toEqual([]);
});

test("a value of four letters with two letters swapped is still that value", () => {
  const values = valuesNamed({ columns: ["City", "Sales"], rows: [["Rome", 3], ["Oslo", 4], ["Lima", 5]] });
  expect(values("sales in Roem")).toEqual(["Rome"]);
  // One letter changed in four is as often another word: "lime" is no Lima.
  expect(values("sales in lime")).toEqual([]);
});

test("a value of several words with one misspelt is that value, when another of its words is spelt right", () => {
  const values = valuesNamed({
    columns: ["Owner", "Type", "Home", "Place", "Hours"],
    rows: [
      ["Kwame Mensah", "Blood test", "Home 3", "The Grove", 3],
      ["Ama Owusu", "Scan", "Home 4", "Hill Top", 4],
    ],
  });
  expect(values("total hours for Kwame Mensha")).toEqual(["Kwame Mensah"]);
  expect(values("avg hours for blod tests")).toEqual(["Blood test"]);
  expect(values("hours for Hmoe 3")).toEqual(["Home 3"]);
  // Home 5 is no value, and a plain word spelt right ties nothing: "the grave" is not The Grove.
  expect(values("hours for Hmoe 5")).toEqual([]);
  expect(values("hours at the grave")).toEqual([]);
});

test("a word standing for a one-letter code is that code, in a column whose cells are all such codes", () => {
  const values = valuesNamed({
    columns: ["Opponent", "H/A", "Result", "Size"],
    rows: [
      ["Rovers", "H", "W", "L"],
      ["United", "A", "L", "M"],
      ["City", "H", "D", "H"],
    ],
  });
  expect(values("average home attendance")).toEqual(["H"]);
  expect(values("away games we won")).toEqual(["A", "W"]);
  expect(values("how many did we lose")).toEqual(["L"]);
  // Size holds L, M and H, but M is no code of the file: "home" is H/A's H alone.
  expect(values("home")).toEqual(["H"]);
});

test("in lower case, the one word telling a value from its column's others names it: 'won' for Closed Won", () => {
  const values = valuesNamed({
    columns: ["Deal", "Stage", "Property"],
    rows: [
      ["D1", "Closed Won", "Sea View Cottage"],
      ["D2", "Closed Lost", "Old Barn"],
      ["D3", "Proposal", "Lake Cottage"],
    ],
  });
  expect(values("avg value of won deals")).toEqual(["Closed Won"]);
  expect(values("deals not yet won or lost")).toEqual(["Closed Won", "Closed Lost"]);
  // "closed" is in two values, "cottage" in two: neither tells one apart.
  expect(values("how many closed deals")).toEqual([]);
  expect(values("nights at the cottage")).toEqual([]);
});

test("a number written with a currency sign is an amount of money", () => {
  expect(findThresholds("days we took over £900")).toEqual([
    { operator: ">", value: 900, word: 4, percent: false, money: true },
  ]);
  expect(findThresholds("£50 or more")[0]).toMatchObject({ operator: ">=", value: 50, money: true });
  expect(findThresholds("between $10 and $20").every((threshold) => threshold.money)).toBe(true);
  expect(findThresholds("over 900 covers")[0]).not.toHaveProperty("money");
});

test("a mark out of a whole ('15/20 or more') compares the mark; a date's slashes are no fraction", () => {
  expect(findThresholds("got 15/20 or more marks")).toEqual([{ operator: ">=", value: 15, word: 1, percent: false }]);
  expect(findThresholds("at least 7.5/10 and over 3 units")).toEqual([
    { operator: ">=", value: 7.5, word: 2, percent: false },
    { operator: ">", value: 3, word: 6, percent: false },
  ]);
  expect(findThresholds("since 15/03/2024 over 20")).toEqual([{ operator: ">", value: 20, word: 5, percent: false }]);
});
