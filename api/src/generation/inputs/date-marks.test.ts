import { expect, test } from "vitest";
import { restoreDateMarks } from "./date-marks.ts";

const repaired = (values: string[]) => {
  const cells = [["Date"], ...values.map((value) => [value])];
  restoreDateMarks(cells);
  return cells.slice(1).map(([cell]) => cell);
};

test("a date whose slash was lost or read as a 1 or a 7 is put back where one reading fits", () => {
  const good = ["18/1/25", "24/12/25", "3/7/25", "15/2/25", "26/8/25", "20/8/25", "11/7/25", "1/9/25", "30/4/25"];
  expect(repaired([...good, "11/1125", "19/3725", "6/1025", "4/2125"]).slice(good.length)).toEqual([
    "11/11/25",
    "19/3/25",
    "6/10/25",
    "4/2/25",
  ]);
});

test("a reading with two dates a slip away, and columns that do not write dates, are left as read", () => {
  expect(repaired(["18/1/25", "112/25", "24/12/25", "3/7/25", "5/5/25"])[1]).toBe("112/25");
  const codes = ["12/345", "11/1125", "40/100", "77/707"];
  expect(repaired(codes)).toEqual(codes);
});

test("an ISO timestamp's T read as a 7 is put back", () => {
  expect(repaired(["2025-04-13712:47", "2025-10-19T07:41", "2025-01-14708:30:15"])).toEqual([
    "2025-04-13T12:47",
    "2025-10-19T07:41",
    "2025-01-14T08:30:15",
  ]);
});

test("a Roman month read as digits or small letters is put back where the column writes its months so", () => {
  const cells = [
    ["Accession", "Collected"],
    ["A1", "8.11.2014"],
    ["A2", "27.VIIL.2002"],
    ["A3", "17.1v.2022"],
    ["A4", "12.V1.2024"],
    ["A5", "3.IX.2021"],
    ["A6", "4.VII.2019"],
    ["A7", "9.XI.2001"],
    ["A8", "2.1.2022"],
    ["A9", "5.X.2010"],
  ];
  restoreDateMarks(cells);
  expect(cells.map((row) => row[1])).toEqual([
    "Collected",
    "8.II.2014",
    "27.VIII.2002",
    "17.IV.2022",
    "12.VI.2024",
    "3.IX.2021",
    "4.VII.2019",
    "9.XI.2001",
    "2.I.2022",
    "5.X.2010",
  ]);
});

test("numeric dates stay numeric where the column's months are not Roman", () => {
  const cells = [["Date"], ["8.11.2014"], ["3.IX.2021"], ["12.10.2020"], ["1.2.2021"], ["30.12.2019"], ["7.7.2017"]];
  restoreDateMarks(cells);
  expect(cells.flat()).toEqual(["Date", "8.11.2014", "3.IX.2021", "12.10.2020", "1.2.2021", "30.12.2019", "7.7.2017"]);
});
