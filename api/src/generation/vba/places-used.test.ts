import { describe, expect, test } from "vitest";
import { placesIgnored } from "./places-used.ts";
import { readRequest } from "./request-params.ts";

const ignored = (request: string, ...lines: string[]) => placesIgnored(lines.join("\n"), readRequest(request));

describe("placesIgnored finds the columns, ranges and cells a request names that the code never refers to", () => {
  test("column D counts as used by its letter, its number or its span, in any case", () => {
    const request = "sort the Orders sheet by column D";
    expect(ignored(request, 'col = ws.Range("D1").Column')).toEqual([]);
    expect(ignored(request, 'Set rng = ws.Columns("d")')).toEqual([]);
    expect(ignored(request, 'ws.Range("$D$2:$D$" & lastRow).Sort Key1:=ws.Range("D2")')).toEqual([]);
    expect(ignored(request, "ws.Cells(r, 4).Value = 0")).toEqual([]);
    expect(ignored(request, "rng.AutoFilter Field:=4")).toEqual([]);
    expect(ignored(request, 'ws.Columns("B:E").Hidden = True')).toEqual([]);
  });

  test("a macro that works on another column ignores the one named", () => {
    expect(ignored("sort the Orders sheet by column D", 'col = ws.Range("A1").Column', "ws.Cells(r, col).Value = 1"))
      .toEqual(["column D"]);
    // The D of a word or of a sheet name is no reference to column D.
    expect(ignored("hide column D", 'MsgBox "Done"', 'Set ws = Worksheets("ID2")')).toEqual(["column D"]);
  });

  test("a column reached by an offset from another named column, or beside the one named, is used", () => {
    const code = ['Set changed = Intersect(Target, Me.Columns("B"))', "cell.Offset(0, 1).Value = Now"];
    expect(ignored("when anything in column B changes put the time in column C", ...code)).toEqual([]);
    expect(ignored("when anything in column B changes put the time in column E", ...code)).toEqual(["column E"]);
    expect(ignored("insert two new columns after column C", 'ws.Columns("D:E").Insert')).toEqual([]);
  });

  test("a span's columns are each needed, unless the macro works on all the data", () => {
    expect(ignored("bold columns C to F", 'ws.Columns("C").Font.Bold = True')).toEqual(["column F"]);
    expect(ignored("bold columns C to F", 'ws.Columns("C:F").Font.Bold = True')).toEqual([]);
    expect(
      ignored(
        "my data is in columns A to H, sort it by column D",
        'ws.Range("A1").CurrentRegion.Sort _',
        '  Key1:=ws.Range("D1")',
      ),
    )
      .toEqual([]);
  });

  test("a range is used from its first cell on; cells named as cells must each appear", () => {
    expect(ignored("clear B2:B20 on Inputs", 'ws.Range("B2:B" & lastRow).ClearContents')).toEqual([]);
    expect(ignored("clear B2:B20 on Inputs", "ws.UsedRange.ClearContents")).toEqual(["B2:B20"]);
    const form = "copy cells C3, C5 and C7 to the next empty row of sheet DB";
    expect(ignored(form, 'ws.Range("C3").Copy', "ws.Cells(5, 3).Copy", 'ws.Cells(7, "C").Copy')).toEqual([]);
    expect(ignored(form, 'ws.Range("C3").Copy')).toEqual(["cell C5", "cell C7"]);
  });
});
