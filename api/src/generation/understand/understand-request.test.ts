import { expect, test } from "vitest";
import { understandRequest } from "./understand-request.ts";

const answer = (description: string, columns?: string) => {
  const understood = understandRequest({ description, platform: "excel", ...(columns ? { columns } : {}) });
  return understood.answered ? understood.draft : understood;
};

test("a request whose every word is explained is answered, with what it bound", () => {
  const draft = answer(
    "total hours for the Berlin office in Q1 2024, office is col B, hours in D, dates E, rows 2-300",
  );
  expect(draft).toMatchObject({
    formula: '=SUMIFS(D2:D300,B2:B300,"Berlin",E2:E300,">="&DATE(2024,1,1),E2:E300,"<"&DATE(2024,4,1))',
    unexplained: [],
    bindings: [
      { label: "office", range: "B2:B300" },
      { label: "hours", range: "D2:D300" },
      { label: "dates", range: "E2:E300" },
    ],
  });
  expect(answer("sum of sales where region is east", "Region\tRep\tSales")).toMatchObject({
    formula: '=SUMIFS(C2:C100,A2:A100,"east")',
  });
});

test("scoring prefers the reading that explains every word over a first match", () => {
  expect(answer("how many different reps in B2:B100 for the south region (A2:A100)")).toMatchObject({
    formula: '=COUNTA(UNIQUE(FILTER(B2:B100,(A2:A100="south"))))',
  });
  expect(answer("which product has the lowest price (products A2:A100, prices C2:C100)")).toMatchObject({
    formula: "=INDEX(A2:A100,MATCH(MIN(C2:C100),C2:C100,0))",
  });
});

test("an or between tests on two columns joins them rather than being dropped", () => {
  expect(answer("count rows where B2:B100 is North or F2:F100 is Open")).toMatchObject({
    formula: '=SUMPRODUCT(--((((B2:B100="North")+(F2:F100="Open"))>0)))',
  });
});

test("two readings that explain the request equally well: the runner-up is the alternative", () => {
  const draft = answer("rank of B5 in B2:B40");
  expect(draft).toMatchObject({ formula: "=RANK.EQ(B5,$B$2:$B$40,0)" });
  expect("alternatives" in draft && draft.alternatives?.map((a) => a.formula)).toEqual(["=RANK.EQ(B5,$B$2:$B$40,1)"]);
});

test("a word no reading can place is not answered, and is named", () => {
  const understood = understandRequest({ description: "sqrt of the sum of G2:G21", platform: "excel" });
  expect(understood.answered).toBe(false);
  expect(!understood.answered && understood.unexplained).toContain("sqrt");
  expect(understandRequest({ description: "sum of sales in east", platform: "excel" }).answered).toBe(false);
});
