import type { VbaDraft } from "../types.ts";
import { dataBlock, draft, macroCode, moduleSteps, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

const kinds: [RegExp, string, string][] = [
  [/\bline\b/, "xlLine", "line"],
  [/\bpie\b/, "xlPie", "pie"],
  [/\bbar\b/, "xlBarClustered", "bar"],
  [/\bscatter\b|\bxy\b/, "xlXYScatter", "scatter"],
  [/\barea\b/, "xlArea", "area"],
];

/** Makes a chart of a range (or the data around A1), of the kind the request names, next to the data. */
export const makeChart = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const kind = kinds.find(([words]) => words.test(request.text)) ?? [/./, "xlColumnClustered", "column"];
  if (kind[1] === "xlColumnClustered" && !/\bcolumn chart\b/.test(request.text)) assumed.push("it is a column chart");
  const source = request.selection ? "Selection" : dataBlock(request, assumed);
  const title = request.quoted[0];
  const code = macroCode({
    name: "MakeChart",
    about: [`Makes a ${kind[2]} chart of the data and puts it beside the data.`],
    variables: ["ws As Worksheet", "data As Range", "chartBox As ChartObject"],
    body: [
      ...(request.selection ? ["Set ws = ActiveSheet"] : sheetLines(request, assumed)),
      `Set data = ${source}`,
      "' Place the chart to the right of the data",
      "Set chartBox = ws.ChartObjects.Add(Left:=data.Left + data.Width + 20, Top:=data.Top, Width:=420, Height:=260)",
      "With chartBox.Chart",
      "    .SetSourceData Source:=data",
      `    .ChartType = ${kind[1]}`,
      ...(title ? ["    .HasTitle = True", `    .ChartTitle.Text = ${vbaString(title)}`] : []),
      "End With",
    ],
  });
  return draft(
    code,
    [`This macro makes a ${kind[2]} chart of ${
      request.selection ? "the selected cells" : request.range ?? "the data around A1"
    } on ${sheetWords(request)} and places it to the right of the data.`],
    assumed,
    moduleSteps("MakeChart"),
  );
};
