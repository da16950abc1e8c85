import { expect, test } from "vitest";
import { formulaStep, isValidFormula, perPlatform, textStep, validSteps } from "./step-text.ts";

test("one step when both platforms take the same formula, one each when they differ", () => {
  expect(perPlatform({ excel: "=SUM(A2:A9)", sheets: "=SUM(A2:A9)" }, "it gives 3", 3)).toEqual([
    {
      text: "In Excel or Google Sheets, type =SUM(A2:A9) in an empty cell: it gives 3.",
      checks: [{ formula: "=SUM(A2:A9)", platform: "excel", expected: 3 }, {
        formula: "=SUM(A2:A9)",
        platform: "sheets",
        expected: 3,
      }],
    },
  ]);
  expect(perPlatform({ excel: "=A", sheets: "=B" }, "").map((step) => step.text)).toEqual([
    "In Excel, type =A in an empty cell.",
    "In Google Sheets, type =B in an empty cell.",
  ]);
});

test("a formula a platform would refuse is never shown", () => {
  expect(isValidFormula('=QUERY(A1:B9,"select A",1)', "sheets")).toBe(true);
  expect(isValidFormula('=QUERY(A1:B9,"select A",1)', "excel")).toBe(false);
  expect(isValidFormula("=SUM(A2:A9", "excel")).toBe(false);
  const steps = [formulaStep("excel", "=SORTN(A2:A9,3)", "x"), textStep("both", "select A1:B9.")];
  expect(validSteps(steps).map((step) => step.text)).toEqual(["In Excel or Google Sheets: select A1:B9."]);
});
