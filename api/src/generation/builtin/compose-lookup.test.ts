import { expect, test } from "vitest";
import { planFormula } from "./plan-formula.ts";

const formula = (description: string, platform: "excel" | "sheets" = "excel") => {
  const result = planFormula({ description, platform });
  return "refused" in result ? null : result.formula;
};

// The words beside the key say where it is found and what is asked for.
test.each([
  [
    "first product in the list thats in the Decor category. categories B2:B100, products A2:A100",
    '=XLOOKUP("Decor",B2:B100,A2:A100)',
  ],
  ["which product is in category Storage? products A2:A100, categories B2:B100", '=XLOOKUP("Storage",B2:B100,A2:A100)'],
  ["who has phone 555-0588? phone numbers are in H2:H60 and names in A", '=XLOOKUP("555-0588",H2:H60,A2:A60)'],
  [
    "salary for employee code EMP-5704-NY. codes are in G, salary is in D (to the left) rows 2-60",
    '=XLOOKUP("EMP-5704-NY",G2:G60,D2:D60)',
  ],
  ["which category is P-1077 in? code is in col E and category in col B", '=XLOOKUP("P-1077",E:E,B:B)'],
  ["Grace Wright's department? names A2:A60, departments E2:E60", '=XLOOKUP("Grace Wright",A2:A60,E2:E60)'],
])("%s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

// The last match in the list, searched from the bottom up.
test.each([
  [
    "theres 3 David Taylors in A2:A60, i want the salary (col D) of the LAST one in the list",
    '=XLOOKUP("David Taylor",A2:A60,D2:D60,,0,-1)',
  ],
  [
    "get ben's LAST amount in the list (bottom-most row where rep is Ben), rep col B amount col E rows 2-100",
    '=XLOOKUP("Ben",B2:B100,E2:E100,,0,-1)',
  ],
  [
    "what was Chloe's last task in the list? owner in E, task in A (rows 2-40)",
    '=XLOOKUP("Chloe",E2:E40,A2:A40,,0,-1)',
  ],
  ["xlookup the last match of H2 in A2:A100 and return C2:C100", "=XLOOKUP(H2,A2:A100,C2:C100,,0,-1)"],
  [
    "amount of the furthest down order for Acme Ltd, customers C2:C100 amounts E2:E100",
    '=XLOOKUP("Acme Ltd",C2:C100,E2:E100,,0,-1)',
  ],
])("%s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

// A table with no column said: the column is found by its header, in the row above the table.
test.each([
  ["category of Gold Mirror? table is a2:d100", '=VLOOKUP("Gold Mirror",A2:D100,MATCH("category",A1:D1,0),FALSE)'],
  ["whats the stock for Oak Lamp, table A2:D100", '=VLOOKUP("Oak Lamp",A2:D100,MATCH("stock",A1:D1,0),FALSE)'],
  ["Red Chair's price? the table is A1:E100", '=VLOOKUP("Red Chair",A1:E100,MATCH("price",A1:E1,0),FALSE)'],
])("%s", (description, expected) => {
  expect(formula(description)).toBe(expected);
});

test("an extreme or a date is not a lookup of the first match", () => {
  expect(formula("what's the most recent date Farah sold something? reps in B, dates in G, rows 2-100") ?? "").not
    .toMatch(
      /XLOOKUP/,
    );
});
