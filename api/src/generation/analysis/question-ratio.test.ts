import { describe, expect, test } from "vitest";
import { planAnalysis } from "./analyze.ts";
import { describeColumns } from "./columns.ts";
import { toTable } from "./dev-set/to-table.ts";
import { evaluateChecks } from "./formula-check.ts";
import { profileTable } from "./profile.ts";
import { readQuestion } from "./question.ts";

const picking = toTable({
  columns: ["Picker", "Shift", "Lines Picked", "Errors", "Hrs"],
  rows: [
    ["Bea", "AM", 400, 2, 6],
    ["Bea", "PM", 300, 6, 5],
    ["Chen", "AM", 500, 5, 8],
    ["Chen", "PM", 200, 1, 4],
    ["Ella", "AM", 450, 0, 7],
  ],
});

const attendance = toTable({
  columns: ["Student", "Yr Grp", "Term", "Sess Poss", "Sess Att"],
  rows: [
    ["Amira K.", "Y7", "Autumn", 140, 130],
    ["Ben T.", "Y7", "Spring", 120, 100],
    ["Caleb R.", "Y8", "Autumn", 140, 139],
    ["Daisy M.", "Y8", "Spring", 120, 118],
  ],
});

const sales = toTable({
  columns: ["Year", "Revenue", "Units"],
  rows: [[2021, 1000, 40], [2022, 1500, 50], [2023, 1800, 60]],
});

const read = (table: typeof picking, question: string) =>
  readQuestion(table, question, describeColumns(table, profileTable(table)));

describe("a ratio of two totals, as the question defines or names it", () => {
  test("'total lines ÷ total hrs' and 'lines per hour' are Lines Picked over Hrs; 'hour' names Hrs", () => {
    for (const question of ["lines per hour overall (total lines ÷ total hrs)", "Lines/hr on the PM shift?"]) {
      expect(read(picking, question).ask).toMatchObject({
        kind: "overall",
        metrics: [{ aggregate: "sum", column: 2, per: 4 }],
      });
    }
    const plan = planAnalysis(picking, "lines per hour overall (total lines ÷ total hrs)");
    expect(plan.draft.analysis).toMatch(/^Lines Picked per Hrs: 61\.67\./);
    expect(plan.question.lacks).toBeUndefined();
  });

  test("'as a % of' is a percentage, group by group, and 'rate' is the ratio, not a missing column", () => {
    const plan = planAnalysis(
      picking,
      "Which picker has the highest error rate (total errors as a % of total lines picked), and what is it?",
    );
    expect(plan.question.ask).toMatchObject({
      kind: "grouped",
      pick: "max",
      metrics: [{ column: 3, per: 2, percent: true }],
    });
    // Bea: 8 errors in 700 lines.
    expect(plan.draft.analysis).toMatch(/^Bea has the highest Errors as a % of Lines Picked: 1\.1%/);
    expect(evaluateChecks(picking, plan.checks).map((outcome) => outcome.status)).not.toContain("differs");
  });

  test("'per 1,000 lines' scales the ratio, and its formula does too", () => {
    const plan = planAnalysis(picking, "Errors per 1,000 lines for Chen?");
    expect(plan.question.ask).toMatchObject({ metrics: [{ column: 3, per: 2, scale: 1000 }] });
    expect(plan.draft.analysis).toMatch(/^Errors per 1,000 Lines Picked where Picker is Chen: 8.57/);
    expect(plan.draft.explanation).toContain("divided by the total of Lines Picked, times 1,000");
    expect(evaluateChecks(picking, plan.checks).map((outcome) => outcome.status)).not.toContain("differs");
  });

  test("a named rate is a count over the whole it is part of, found in the cells", () => {
    // Errors never exceed Lines Picked on a row; Hrs do not hold the Errors.
    expect(read(picking, "error rate for Bea").ask).toMatchObject({
      metrics: [{ column: 3, per: 2, percent: true }],
    });
  });

  test("a part over its whole asked as a rate is a percentage; a year group is grouped by, not the Sess Att codes", () => {
    const question = read(
      attendance,
      "Which year group has the lowest attendance rate (attended ÷ possible, summed over the year), and what is it?",
    );
    expect(question.ask).toMatchObject({ by: { column: 1 }, pick: "min" });
    expect(question.ask).toMatchObject({ metrics: [{ column: 4, per: 3, percent: true }] });
  });

  test("'revenue per year' over a Year column lists the years; it divides by no column of years", () => {
    expect(read(sales, "total revenue per year").ask).not.toMatchObject({ metrics: [{ per: 0 }] });
  });
});

describe("a ratio whose measures are named by a unit or a short form of the header", () => {
  const freight = toTable({
    columns: ["Shipment ID", "Carrier", "Origin WH", "Wt kg", "Freight ($)"],
    rows: [
      ["S-1", "DHL", "Hamburg", 200, 400],
      ["S-2", "GLS", "Antwerp", 100, 250],
      ["S-3", "DHL", "Hamburg", 50, 90],
    ],
  });
  const fuel = toTable({
    columns: ["Vehicle", "Date", "Fuel (L)", "Cost ($)"],
    rows: [["TRK-07", "2024-01-03", 70, 120], ["TRK-07", "2024-01-10", 50, 90], ["VAN-01", "2024-01-04", 40, 66]],
  });

  test("'freight cost per kg (total freight / total weight)': Freight over Wt kg, with no warehouse grouping", () => {
    const plan = planAnalysis(freight, "freight cost per kg overall (total freight / total weight)");
    expect(plan.question.ask).toMatchObject({ kind: "overall", metrics: [{ column: 4, per: 3 }] });
    expect(plan.draft.analysis).toMatch(/^Freight \(\$\) per Wt kg: \$2\.11\b/);
  });

  test("'cost per litre' is Cost over Fuel (L): a bracketed L is litres", () => {
    const plan = planAnalysis(fuel, "TRK-07's overall cost per litre (total cost / total litres)?");
    expect(plan.question.ask).toMatchObject({ kind: "overall", metrics: [{ column: 3, per: 2 }] });
    expect(plan.draft.analysis).toMatch(/^Cost \(\$\) per Fuel \(L\) where Vehicle is TRK-07: \$1\.75\b/);
  });
});
