import { expect, test } from "vitest";
import { toTable } from "./dev-set/to-table.ts";
import { criterion, metricFormula, queryText } from "./formulas.ts";
import { columnLetter, columnRange, placeOf, sheetPrefix, tableRange } from "./sheet-ranges.ts";

test("column letters run A…Z, AA…", () => {
  expect([0, 25, 26, 51, 701, 702].map(columnLetter)).toEqual(["A", "Z", "AA", "AZ", "ZZ", "AAA"]);
});

test("sheet names are quoted when a reference needs it", () => {
  expect(sheetPrefix(undefined)).toBe("");
  expect(sheetPrefix("Sales")).toBe("Sales!");
  expect(sheetPrefix("Sales 2024")).toBe("'Sales 2024'!");
  expect(sheetPrefix("Q1")).toBe("'Q1'!");
  expect(sheetPrefix("Bob's data")).toBe("'Bob''s data'!");
});

test("ranges follow the table's origin and row count", () => {
  const table = {
    ...toTable({ columns: ["Region", "Sales"], rows: [["East", 1], ["West", 2], ["East", 3]] }),
    origin: { row: 5, column: 2 },
    sheet: "Data",
  };
  const place = placeOf(table);
  expect(columnRange(place, 1)).toBe("Data!$C$6:$C$8");
  expect(tableRange(place, 2)).toBe("Data!B5:C8");
});

test("criteria: text with wildcards escaped, numbers compared, dates through DATE, booleans bare", () => {
  expect(criterion({ column: 0, operator: "=", value: "East" })).toBe('"East"');
  expect(criterion({ column: 0, operator: "=", value: 'A*B?"C"~' })).toBe('"A~*B~?""C""~~"');
  expect(criterion({ column: 0, operator: ">", value: 500 })).toBe('">500"');
  expect(criterion({ column: 0, operator: "=", value: 2023 })).toBe("2023");
  expect(criterion({ column: 0, operator: ">=", value: Date.UTC(2024, 2, 1), date: true })).toBe('">="&DATE(2024,3,1)');
  expect(criterion({ column: 0, operator: "=", value: true })).toBe("TRUE");
});

test("a metric's formula: plain without conditions, the IFS family with them, FILTER where there is none", () => {
  const place = placeOf(toTable({ columns: ["Region", "Sales"], rows: [["East", 1], ["West", 2]] }));
  const east = [{ column: 0, operator: "=" as const, value: "East" }];
  expect(metricFormula(place, { aggregate: "sum", column: 1 }, [], "excel")).toBe("=SUM($B$2:$B$3)");
  expect(metricFormula(place, { aggregate: "average", column: 1 }, east, "sheets")).toBe(
    '=AVERAGEIFS($B$2:$B$3,$A$2:$A$3,"East")',
  );
  expect(metricFormula(place, { aggregate: "count" }, [], "excel")).toBe("=ROWS($A$2:$A$3)");
  expect(metricFormula(place, { aggregate: "count" }, east, "excel")).toBe('=COUNTIFS($A$2:$A$3,"East")');
  expect(metricFormula(place, { aggregate: "max", column: 1 }, east, "excel")).toBe(
    '=MAXIFS($B$2:$B$3,$A$2:$A$3,"East")',
  );
  // Text that reads like a comparison is tested by FILTER, not given to SUMIFS as a criterion.
  expect(metricFormula(place, { aggregate: "sum", column: 1 }, [{ column: 0, operator: "=", value: ">5 kg" }], "excel"))
    .toBe('=SUM(FILTER($B$2:$B$3,($A$2:$A$3=">5 kg")))');
  expect(metricFormula(place, { aggregate: "stdev", column: 1 }, east, "excel")).toBe(
    '=STDEV.S(FILTER($B$2:$B$3,($A$2:$A$3="East")))',
  );
  expect(queryText(place, 0, { aggregate: "sum", column: 1 }, [], { order: "desc", limit: 3 }))
    .toBe("select A, sum(B) where A is not null group by A order by sum(B) desc limit 3");
  expect(queryText(place, 0, { aggregate: "median", column: 1 }, [])).toBeUndefined();
});
