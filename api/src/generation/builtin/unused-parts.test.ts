import { describe, expect, test } from "vitest";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { verifyFormula } from "../verifier/verify-formula.ts";
import { findConditions } from "./conditions.ts";
import { normalise } from "./normalise.ts";
import { planFormula } from "./plan-formula.ts";
import { findRefs, maskRefs } from "./references.ts";

type Platform = "excel" | "sheets";
type Case = [platform: Platform, description: string, formula: string];

function answer(platform: Platform, description: string): string | null {
  const out = planFormula({ description, platform });
  return "formula" in out ? out.formula : null;
}

function expectVerified(formula: string, platform: Platform) {
  const v = verifyFormula(formula, platform);
  expect(v.parses, formula).toBe(true);
  expect(v.functionsKnown, formula).toBe(true);
}

/** Every condition, including the ones whose range is named in brackets after the value, lands in the formula. */
const parenthesisedConditions: Case[] = [
  [
    "excel",
    "how many orders in C2:C200 are more than 1000 and in region North (B2:B200)",
    '=COUNTIFS(C2:C200,">1000",B2:B200,"North")',
  ],
  [
    "sheets",
    "how many orders in C2:C200 are more than 1000 and in region North (B2:B200)",
    '=COUNTIFS(C2:C200,">1000",B2:B200,"North")',
  ],
  ["excel", "count deals in D2:D300 over 5000 with status Won (F2:F300)", '=COUNTIFS(D2:D300,">5000",F2:F300,"Won")'],
  [
    "sheets",
    "sum the amounts in E2:E100 for region East (B2:B100) and status Open (F2:F100)",
    '=SUMIFS(E2:E100,B2:B100,"East",F2:F100,"Open")',
  ],
  ["excel", "average score C2:C60 for class Science (B2:B60)", '=AVERAGEIF(B2:B60,"Science",C2:C60)'],
  ["sheets", "total of D2:D50 where product Widget (A2:A50)", '=SUMIF(A2:A50,"Widget",D2:D50)'],
  ["excel", "sum E2:E100 excluding Closed status (F2:F100)", '=SUMIF(F2:F100,"<>Closed",E2:E100)'],
  ["sheets", "average amount E2:E100 excluding Closed status (F2:F100)", '=AVERAGEIF(F2:F100,"<>Closed",E2:E100)'],
  ["excel", "highest price in D2:D200 for category Books (C2:C200)", '=MAXIFS(D2:D200,C2:C200,"Books")'],
  [
    "sheets",
    "lowest price in D2:D200 for category Books (C2:C200) and stock more than 0 (E2:E200)",
    '=MINIFS(D2:D200,C2:C200,"Books",E2:E200,">0")',
  ],
  [
    "excel",
    "count how many sales over 500 in C2:C100 are from the West region (B2:B100)",
    '=COUNTIFS(C2:C100,">500",B2:B100,"West")',
  ],
  [
    "sheets",
    "sum sales C2:C100 where region is North (B2:B100) and rep is Ann (D2:D100)",
    '=SUMIFS(C2:C100,B2:B100,"North",D2:D100,"Ann")',
  ],
  [
    "excel",
    "average of E2:E300 when amount above 1000 (C2:C300) and region West (B2:B300)",
    '=AVERAGEIFS(E2:E300,C2:C300,">1000",B2:B300,"West")',
  ],
  [
    "sheets",
    "sum E2:E100 where status Closed (F2:F100) and region North (B2:B100) and amount over 200 (C2:C100)",
    '=SUMIFS(E2:E100,F2:F100,"Closed",B2:B100,"North",C2:C100,">200")',
  ],
  ["excel", "max of E2:E100 for rep Ann (D2:D100)", '=MAXIFS(E2:E100,D2:D100,"Ann")'],
  ["sheets", "total in column D for team Red (column B)", '=SUMIF(B:B,"Red",D:D)'],
  ["excel", "sum C2:C100 if region North (B2:B100)", '=SUMIF(B2:B100,"North",C2:C100)'],
  [
    "sheets",
    "sum E2:E100 from the North region (B2:B100) before 1 July 2023 (A2:A100)",
    '=SUMIFS(E2:E100,B2:B100,"North",A2:A100,"<"&DATE(2023,7,1))',
  ],
  [
    "excel",
    "how many in C2:C100 are between 10 and 20 with type Retail (B2:B100)",
    '=COUNTIFS(C2:C100,">=10",C2:C100,"<=20",B2:B100,"Retail")',
  ],
  [
    "sheets",
    "sum C2:C100 where region North or South (B2:B100)",
    '=SUMIF(B2:B100,"North",C2:C100)+SUMIF(B2:B100,"South",C2:C100)',
  ],
  [
    "excel",
    "sum C2:C100 where region North or South (B2:B100) and status Open (F2:F100)",
    '=SUMIFS(C2:C100,F2:F100,"Open",B2:B100,"North")+SUMIFS(C2:C100,F2:F100,"Open",B2:B100,"South")',
  ],
  [
    "sheets",
    "sum D2:D100 for customers with Corp in the name (A2:A100)",
    '=SUMIF(A2:A100,"*Corp*",D2:D100)',
  ],
];

/** "have/with … in the name" asks whether the text contains the word. */
const containsInName: Case[] = [
  ["excel", "how many customers in A2:A100 have Inc in the name", '=COUNTIF(A2:A100,"*Inc*")'],
  ["sheets", "count companies in B2:B500 with Ltd in the name", '=COUNTIF(B2:B500,"*Ltd*")'],
  ["excel", 'how many products in A2:A80 have "Pro" in the title', '=COUNTIF(A2:A80,"*Pro*")'],
  ["sheets", "count names in A2:A100 that have 'Ltd' in their company name", '=COUNTIF(A2:A100,"*Ltd*")'],
  ["excel", 'how many rows in B2:B40 have "urgent" in the notes', '=COUNTIF(B2:B40,"*urgent*")'],
  [
    "sheets",
    "total sales E2:E100 for companies with Ltd in their name (A2:A100)",
    '=SUMIF(A2:A100,"*Ltd*",E2:E100)',
  ],
];

/** A range the user names as the things counted is part of the formula, not dropped. */
const extraRangeUsed: Case[] = [
  ["excel", "count orders in A2:A100 where status Closed (F2:F100)", '=COUNTIFS(A2:A100,"<>",F2:F100,"Closed")'],
  [
    "sheets",
    "count rows in A2:A100 excluding Cancelled status (F2:F100)",
    '=COUNTIFS(A2:A100,"<>",F2:F100,"<>Cancelled")',
  ],
  [
    "excel",
    "count ids in A2:A100 for region North (B2:B100), amount over 1000 (C2:C100)",
    '=COUNTIFS(A2:A100,"<>",B2:B100,"North",C2:C100,">1000")',
  ],
  ["sheets", "count blanks in A2:A100 for region North (B2:B100)", '=COUNTIFS(A2:A100,"",B2:B100,"North")'],
  [
    "excel",
    "how many deals in D2:D300 for stage Won or Lost (F2:F300)",
    '=COUNTIFS(D2:D300,"<>",F2:F300,"Won")+COUNTIFS(D2:D300,"<>",F2:F300,"Lost")',
  ],
  ["sheets", "sum D2:D100 and E2:E100", "=SUM(D2:D100,E2:E100)"],
  ["excel", "sum C2:C100 in Excel", "=SUM(C2:C100)"],
];

/** A cell named only as the place for the answer is not a part the formula must use. */
const outputPlace: Case[] = [
  ["excel", "sum B2:B10 and put it in D1", "=SUM(B2:B10)"],
  ["sheets", "add up B2:B20, put the result in H2", "=SUM(B2:B20)"],
  ["excel", "sum of C2:C100 where B2:B100 equals North, put answer in H1", '=SUMIF(B2:B100,"North",C2:C100)'],
];

/** Parts that cannot be placed: no answer beats one that silently leaves them out. */
const refused: [Platform, string][] = [
  ["excel", "sum C2:C100 where B2:B100 is North and D2:D100"],
  ["sheets", 'sum C2:C100 for "Acme"'],
  ["excel", 'average D2:D40 where "Open"'],
  ["sheets", "how many sales over 500 are from the West region (B2:B100)"],
  ["excel", "count orders in A2:A100 where status Closed (F2:F200)"],
  ["sheets", "count C2:C100 above 100 for year 2023 (A2:A100)"],
  ["excel", "sum of C2:C50 minus D2:D50 and E2:E50"],
  ["sheets", "average salary in D2:D60 and bonus in G2:G60"],
  ["sheets", "sum C2:C100 for the West region"],
  ["excel", "average C2:C100 for North"],
  ["sheets", "sum the values in C2:C100 for the North team"],
];

describe("every part of the request is used", () => {
  const all = [...parenthesisedConditions, ...containsInName, ...extraRangeUsed, ...outputPlace];
  test.each(all)("[%s] %s", (platform, description, formula) => {
    expect(answer(platform, description)).toBe(formula);
    expectVerified(formula, platform);
  });

  test.each(refused)("[%s] refuses %s", (platform, description) => {
    expect(planFormula({ description, platform })).toEqual({
      refused: true,
      hint: generationMessages.formulaUnclear,
    });
  });

  test("both platforms are covered and there are enough fresh phrasings", () => {
    const platforms = new Set([...all, ...refused].map((c) => c[0]));
    expect(platforms).toEqual(new Set(["excel", "sheets"]));
    expect(all.length + refused.length).toBeGreaterThanOrEqual(25);
  });
});

describe("answers that may vary still account for every range the user wrote", () => {
  const open: [Platform, string, string[]][] = [
    ["excel", "average salary (D2:D60) for department Ops (E2:E60)", ["D2:D60", "E2:E60", '"Ops"']],
    ["sheets", "count entries in A2:A50 for status Closed or Lost (F2:F50)", ["A2:A50", "F2:F50", "Closed", "Lost"]],
    ["excel", "count cells in B2:B100 with North or South (B2:B100)", ["B2:B100", '"North"', '"South"']],
  ];
  test.each(open)("[%s] %s", (platform, description, parts) => {
    const formula = answer(platform, description);
    expect(formula).not.toBeNull();
    for (const part of parts) expect(formula).toContain(part);
    expectVerified(formula!, platform);
  });
});

describe("the condition parser", () => {
  function conditionsOf(description: string) {
    const text = normalise(description);
    const refs = findRefs(text);
    return { refs, conditions: findConditions(maskRefs(text, refs)) };
  }

  test("reads '<noun> <value> (<range>)' as value = range's field", () => {
    const { refs, conditions } = conditionsOf("orders in C2:C200 over 1000 and in region North (B2:B200)");
    expect(conditions.map((c) => [c.criteria[0].op, c.criteria[0].value, refs[c.refIndex!].text])).toEqual([
      [">", { kind: "number", n: 1000, percent: false }, "C2:C200"],
      ["=", { kind: "text", s: "North" }, "B2:B200"],
    ]);
  });

  test("reads '<op> <value> <noun> (<range>)' without the noun in the value", () => {
    const { refs, conditions } = conditionsOf("sum E2:E100 excluding Closed status (F2:F100)");
    expect(conditions).toHaveLength(1);
    expect(conditions[0].criteria).toEqual([{ op: "<>", value: { kind: "text", s: "Closed" } }]);
    expect(refs[conditions[0].refIndex!].text).toBe("F2:F100");
  });

  test("reads 'have/with <word> in the name' as contains", () => {
    for (const said of ["have Inc in the name", "with Inc in their name", "containing Inc in the company name"]) {
      const { conditions } = conditionsOf(`count A2:A100 ${said}`);
      expect(conditions.map((c) => c.criteria), said).toEqual([[{
        op: "contains",
        value: { kind: "text", s: "Inc" },
      }]]);
    }
  });

  test("a bracketed range is never borrowed by a condition said elsewhere", () => {
    const { conditions } = conditionsOf("how many sales over 500 are from the West region (B2:B100)");
    const over = conditions.find((c) => c.criteria[0].op === ">");
    expect(over?.refIndex).toBeUndefined();
  });

  test("a range labelled by a place word is a range, not a condition", () => {
    expect(conditionsOf("sum values in column Amount (C2:C100)").conditions).toEqual([]);
    expect(conditionsOf("sum the amounts in Amount (C2:C100)").conditions).toEqual([]);
  });

  test("'(1 = Sunday)' explains a number, it is not a condition", () => {
    expect(conditionsOf("what weekday is G2 (1 = Sunday)").conditions).toEqual([]);
  });
});
