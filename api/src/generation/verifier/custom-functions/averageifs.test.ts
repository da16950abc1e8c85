import { expect, test } from "vitest";
import { evaluateFormulas } from "../evaluate.ts";

// Excel's AVERAGEIFS example: quiz and exam grades, one of them "Incomplete".
const grades = [
  ["Student", "First quiz", "Second quiz", "Final exam"],
  ["Emilio", 75, 85, 87],
  ["Julie", 94, 80, 88],
  ["Hans", 86, 93, "Incomplete"],
  ["Frederique", "Incomplete", 75, 75],
];

test("the average of the numbers whose rows meet every criterion, as in Excel's example", () => {
  const [between, none, complete] = evaluateFormulas(grades, [
    '=AVERAGEIFS(B2:B5,B2:B5,">70",B2:B5,"<90")',
    '=AVERAGEIFS(C2:C5,C2:C5,">95")',
    '=AVERAGEIFS(D2:D5,D2:D5,"<>Incomplete",D2:D5,">80")',
  ]);
  expect(between).toEqual({ value: 80.5 });
  expect(none).toMatchObject({ error: "#DIV/0!" });
  expect(complete).toEqual({ value: 87.5 });
});

const sales = [
  ["Region", "Rep", "Amount"],
  ["North", "Ann", 100],
  ["South", "Bo", 300],
  ["North", "Cy", 200],
  ["Northeast", "Ann", null],
  ["North", "Ann", 60],
];

test("criteria on other columns, wildcards and blanks left out of the average, on both platforms", () => {
  const formulas = [
    '=AVERAGEIFS(C2:C6,A2:A6,"North")',
    '=AVERAGEIFS(C2:C6,A2:A6,"North",B2:B6,"Ann")',
    '=AVERAGEIFS(C2:C6,A2:A6,"North*")',
    '=AVERAGEIFS(C:C,A:A,"South")',
  ];
  // North: 100, 200, 60 → 120; North and Ann: 100, 60 → 80; North*: the Northeast row has no amount → 120.
  const expected = [{ value: 120 }, { value: 80 }, { value: 120 }, { value: 300 }];
  expect(evaluateFormulas(sales, formulas)).toEqual(expected);
  expect(evaluateFormulas(sales, formulas, { platform: "sheets" })).toEqual(expected);
});

test("a criteria range of another shape is #VALUE!", () => {
  expect(evaluateFormulas(sales, ['=AVERAGEIFS(C2:C6,A2:A5,"North")'])).toEqual([
    expect.objectContaining({ error: "#VALUE!" }),
  ]);
});
