import { expect, test } from "vitest";
import type { Binding } from "./bind-columns.ts";
import type { Frame } from "./frame.ts";
import { renderFrame } from "./render-frame.ts";

const binding: Binding = {
  columns: [
    { letter: "A", range: "A2:A100", label: "Region", names: [["region"]], kind: "text" },
    { letter: "E", range: "E2:E100", label: "Amount", names: [["amount"]], kind: "number" },
    { letter: "G", range: "G2:G100", label: "Date", names: [["date"]], kind: "date" },
  ],
  cells: [{ ref: "H2", names: [] }],
  spans: [],
  rows: { first: 2, last: 100, how: "said" },
  fromField: false,
};
const frame = (part: Partial<Frame>): Frame => ({ op: "sum", criteria: [], wrap: {}, ...part });
const east = { column: 0, comparator: "eq" as const, value: { kind: "text" as const, text: "East" } };

test("writes one test as SUMIF, COUNTIF or COUNTBLANK and several with the *IFS functions, on both platforms", () => {
  const amountOver = { column: 1, comparator: "gt" as const, value: { kind: "number" as const, value: 500 } };
  for (const platform of ["excel", "sheets"] as const) {
    expect(renderFrame(frame({ measure: 1, criteria: [east] }), binding, platform)).toBe(
      '=SUMIF(A2:A100,"East",E2:E100)',
    );
    expect(renderFrame(frame({ measure: 1, criteria: [east, amountOver] }), binding, platform)).toBe(
      '=SUMIFS(E2:E100,A2:A100,"East",E2:E100,">500")',
    );
  }
  expect(renderFrame(frame({ measure: 1, criteria: [amountOver] }), binding, "excel")).toBe('=SUMIF(E2:E100,">500")');
  const blank = { column: 0, comparator: "blank" as const, value: { kind: "none" as const } };
  expect(renderFrame(frame({ op: "count", criteria: [blank] }), binding, "excel")).toBe("=COUNTBLANK(A2:A100)");
  const period = { column: 2, year: 2024, quarter: 1 };
  expect(renderFrame(frame({ op: "count", criteria: [east], period }), binding, "excel")).toBe(
    '=COUNTIFS(A2:A100,"East",G2:G100,">="&DATE(2024,1,1),G2:G100,"<"&DATE(2024,4,1))',
  );
});

test("adds one *IFS per choice where a single column has several values, so whole columns stay safe", () => {
  const either = { ...east, anyOf: [{ kind: "text" as const, text: "West" }] };
  expect(renderFrame(frame({ measure: 1, criteria: [either] }), binding, "sheets")).toBe(
    '=SUMIF(A2:A100,"East",E2:E100)+SUMIF(A2:A100,"West",E2:E100)',
  );
});

test("compares two columns of the same row with arrays", () => {
  const later = { column: 2, comparator: "gt" as const, value: { kind: "column" as const, column: 1 } };
  expect(renderFrame(frame({ op: "count", criteria: [later] }), binding, "excel")).toBe(
    "=SUMPRODUCT(--(G2:G100>E2:E100))",
  );
});

test("writes or-tests and months of any year as arrays", () => {
  const either = { ...east, anyOf: [{ kind: "text" as const, text: "West" }] };
  expect(renderFrame(frame({ op: "average", measure: 1, criteria: [either] }), binding, "excel")).toBe(
    '=AVERAGE(FILTER(E2:E100,(((A2:A100="East")+(A2:A100="West"))>0)))',
  );
  expect(renderFrame(frame({ measure: 1, period: { column: 2, month: 3 } }), binding, "sheets")).toBe(
    "=SUMPRODUCT((MONTH(G2:G100)=3)*E2:E100)",
  );
});

test("a distinct count is COUNTUNIQUE in Sheets and COUNTA of UNIQUE in Excel", () => {
  const distinct = frame({ op: "distinct", measure: 0 });
  expect(renderFrame(distinct, binding, "sheets")).toBe("=COUNTUNIQUE(A2:A100)");
  expect(renderFrame(distinct, binding, "excel")).toBe("=COUNTA(UNIQUE(A2:A100))");
});

test("lookups take their fallback and direction in XLOOKUP; other answers are wrapped", () => {
  const key = { column: 0, comparator: "eq" as const, value: { kind: "cell" as const, cell: 0 } };
  const missing = { kind: "text" as const, text: "missing" };
  expect(
    renderFrame(
      frame({ op: "lookup", measure: 1, criteria: [key], lookup: { from: "last" }, wrap: { iferror: missing } }),
      binding,
      "excel",
    ),
  ).toBe('=XLOOKUP(H2,A2:A100,E2:E100,"missing",0,-1)');
  expect(
    renderFrame(
      frame({
        op: "average",
        measure: 1,
        wrap: { round: { digits: 2, how: "round" }, iferror: { kind: "number", value: 0 } },
      }),
      binding,
      "excel",
    ),
  ).toBe("=IFERROR(ROUND(AVERAGE(E2:E100),2),0)");
  expect(renderFrame(frame({ op: "rank", measure: 1, rank: { cell: 0, order: "asc" } }), binding, "sheets")).toBe(
    "=RANK.EQ(H2,$E$2:$E$100,1)",
  );
});
