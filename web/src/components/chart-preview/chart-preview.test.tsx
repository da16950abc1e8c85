import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ChartDatum, ChartSeriesInfo } from "../../../../api/contract/data.ts";
import { copy } from "../../copy.ts";
import { ChartCanvas } from "./chart-canvas.tsx";
import type { ChartKind } from "./chart-kind.ts";
import type { ChartAxes } from "./chart-marks.ts";
import { ChartPreview, chartPreviewHeight } from "./chart-preview.tsx";

const months: ChartDatum[] = [
  { name: "January", value: 1200, uv: 40 },
  { name: "February", value: 900, uv: 55 },
  { name: "March", value: 1500, uv: 35 },
];
const axes = { name: "Month", value: "Revenue", uv: "Margin %" };
const noInteraction = { show: () => {}, hide: () => {} };

function drawCanvas(
  kind: ChartKind,
  data = months,
  width = 640,
  drawn: { axes?: ChartAxes; series?: ChartSeriesInfo } = {},
) {
  const { container } = render(
    <ChartCanvas
      kind={kind}
      label="preview"
      data={data}
      axes={drawn.axes ?? axes}
      series={drawn.series}
      width={width}
      height={chartPreviewHeight}
      interaction={noInteraction}
    />,
  );
  return container.querySelector("svg")!;
}

/** The container measures as `width` wide, as a browser's layout would report it. */
function layOutAt(width: number) {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback(
          [{ contentRect: { width, height: chartPreviewHeight, top: 0, left: 0 } } as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        );
      }
      disconnect() {}
    },
  );
}

describe("ChartPreview", () => {
  beforeEach(() => layOutAt(640));

  it.each(
    [
      ["Bar Chart", undefined, "bar"],
      ["Line Chart", undefined, "line"],
      ["Pie Chart", undefined, "pie"],
      ["Donut Chart", undefined, "donut"],
      ["Area Chart", undefined, "area"],
      ["Combo Chart", undefined, "combo"],
      ["Composed Chart", undefined, "combo"],
      ["Waterfall Chart", undefined, "bar"],
      ["Column Chart", "column", "column"],
      ["Scatter Plot", "scatter", "scatter"],
    ] as const,
  )("draws %j (family %s) as %s, 400 px high, named for assistive technology", async (chartType, family, kind) => {
    render(<ChartPreview chartType={chartType} family={family} data={months} axes={axes} />);

    const drawing = await screen.findByRole("group", { name: copy.chartPreview.label(chartType) });
    expect(drawing).toHaveAttribute("data-kind", kind);
    expect(drawing).toHaveAttribute("height", String(chartPreviewHeight));
    expect(drawing).toHaveAttribute("width", "640");
  });

  it("shows a point's figures in a tooltip on hover and on keyboard focus, and hides it after", async () => {
    render(<ChartPreview chartType="Combo Chart" data={months} axes={axes} />);
    const march = await screen.findByRole("img", { name: "March, Revenue: 1,500, Margin %: 35" });

    fireEvent.mouseEnter(march);
    const tooltip = document.querySelector(".chart-tooltip")!;
    expect(tooltip).toHaveTextContent("March");
    expect(tooltip).toHaveTextContent("Revenue: 1,500");
    expect(tooltip).toHaveTextContent("Margin %: 35");
    fireEvent.mouseLeave(march);
    expect(document.querySelector(".chart-tooltip")).toBeNull();

    // Keyboard: the first Tab reaches the first bar.
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole("img", { name: /^January/ })).toHaveFocus();
    expect(document.querySelector(".chart-tooltip")).toHaveTextContent("Revenue: 1,200");
    await user.tab();
    expect(document.querySelector(".chart-tooltip")).toHaveTextContent("Revenue: 900");
  });

  it("offers the figures as a table as well", async () => {
    render(<ChartPreview chartType="Combo Chart" data={months} axes={axes} />);
    await screen.findByRole("group", { name: copy.chartPreview.label("Combo Chart") });

    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Month",
      "Revenue",
      "Margin %",
    ]);
    expect(within(table).getByRole("rowheader", { name: "February" })).toBeInTheDocument();
    expect(within(table).getByText("1,500")).toBeInTheDocument();
  });

  it("says there is nothing to draw for an empty series", () => {
    render(<ChartPreview chartType="Bar Chart" data={[]} />);

    expect(screen.getByText(copy.chartPreview.noData)).toBeInTheDocument();
  });
});

describe("ChartCanvas", () => {
  it("writes each category's name on the axis and names the axes after the columns", () => {
    for (const kind of ["bar", "column", "line", "area", "combo"] as const) {
      const svg = drawCanvas(kind);
      for (const name of ["January", "February", "March", "Month", "Revenue"]) {
        expect(within(svg as unknown as HTMLElement).getByText(name)).toBeInTheDocument();
      }
      svg.parentElement!.remove();
    }
  });

  it("draws one bar per point, horizontal for bar and upright for column", () => {
    const bars = drawCanvas("bar").querySelectorAll(".chart-bar");
    expect(bars).toHaveLength(3);
    // Horizontal: every bar starts at the zero line and the longest value is the widest.
    const widths = [...bars].map((bar) => Number(bar.getAttribute("width")));
    expect(new Set([...bars].map((bar) => bar.getAttribute("x"))).size).toBe(1);
    expect(Math.max(...widths)).toBe(widths[2]);

    const columns = drawCanvas("column").querySelectorAll(".chart-bar");
    const heights = [...columns].map((column) => Number(column.getAttribute("height")));
    expect(new Set([...columns].map((column) => column.getAttribute("width"))).size).toBe(1);
    expect(Math.max(...heights)).toBe(heights[2]);
  });

  it("draws a line through one point per category, and the area beneath it for area", () => {
    const line = drawCanvas("line");
    expect(line.querySelectorAll(".chart-line")).toHaveLength(1);
    expect(line.querySelectorAll(".chart-point")).toHaveLength(3);
    expect(line.querySelector(".chart-area")).toBeNull();

    expect(drawCanvas("area").querySelector(".chart-area")).not.toBeNull();
  });

  it("draws a combo as bars for value and a second line for uv on a right-hand axis", () => {
    const combo = drawCanvas("combo");

    expect(combo.querySelectorAll(".chart-bar")).toHaveLength(3);
    expect(combo.querySelectorAll(".chart-line-second")).toHaveLength(1);
    expect(combo.querySelector(".visx-axis-right")).not.toBeNull();
    expect(within(combo as unknown as HTMLElement).getByText("Margin %")).toBeInTheDocument();
  });

  it("draws pies and donuts in the four-colour palette, labelled, in the data's order", () => {
    const data = ["North", "South", "East", "West", "Central"].map((name) => ({ name, value: 20 }));
    const pie = drawCanvas("pie", data);
    const colours = [...pie.querySelectorAll(".chart-slice")].map((slice) =>
      [...slice.classList].find((name) => name.startsWith("chart-colour-"))
    );

    expect(colours).toEqual(["chart-colour-1", "chart-colour-2", "chart-colour-3", "chart-colour-4", "chart-colour-1"]);
    for (const { name } of data) expect(within(pie as unknown as HTMLElement).getByText(name)).toBeInTheDocument();
    expect(within(pie as unknown as HTMLElement).getByRole("img", { name: "North, Revenue: 20 (20%)" }))
      .toBeInTheDocument();

    // A donut's slices have a hole: each path starts away from the centre.
    const donut = drawCanvas("donut", data);
    expect(donut.querySelectorAll(".chart-slice")).toHaveLength(5);
  });

  it("draws a scatter's points at their x and value", () => {
    const data = [
      { name: "Store 1", value: 10, x: 100 },
      { name: "Store 2", value: 30, x: 300 },
    ];
    const scatter = drawCanvas("scatter", data);
    const points = [...scatter.querySelectorAll(".chart-point")];

    expect(points).toHaveLength(2);
    expect(Number(points[1].getAttribute("cx"))).toBeGreaterThan(Number(points[0].getAttribute("cx")));
    expect(Number(points[1].getAttribute("cy"))).toBeLessThan(Number(points[0].getAttribute("cy")));
    expect(within(scatter as unknown as HTMLElement).getByRole("img", { name: "Store 2, Month: 300, Revenue: 30" }))
      .toBeInTheDocument();
  });

  it("turns and shortens long category names on a phone, and writes fewer of them", () => {
    const data = Array.from({ length: 24 }, (_, index) => ({
      name: `Regional office number ${index + 1}`,
      value: index,
    }));
    const svg = drawCanvas("column", data, 340);
    const labels = [...svg.querySelectorAll(".visx-axis-bottom .visx-axis-tick text")];

    expect(labels.length).toBeLessThan(24);
    expect(labels[0].textContent).toMatch(/…$/);
    expect(labels[0].getAttribute("transform")).toMatch(/rotate\(-40/);
  });
});

describe("a chart of several series", () => {
  const categories = ["Books", "Games", "Toys"];
  const revenue: ChartDatum[] = ["2024-01", "2024-02", "2024-03", "2024-04"].map((name, month) => ({
    name,
    value: 600 + 60 * month,
    series: { Books: 300 + 10 * month, Games: 200 + 20 * month, Toys: 100 + 30 * month },
  }));
  const split: ChartSeriesInfo = { by: "Category", names: categories, stacking: "none", total: "Total Revenue" };
  const monthly = { name: "Date (month)", value: "Revenue" };

  const drawSeries = (kind: ChartKind, series: ChartSeriesInfo, data = revenue, width = 640) =>
    drawCanvas(kind, data, width, { axes: monthly, series });
  const bottomTicks = (svg: SVGSVGElement) =>
    [...svg.querySelectorAll(".visx-axis-bottom .visx-axis-tick text")].map((text) => text.textContent);

  beforeEach(() => layOutAt(640));

  it("draws a line per series with a legend naming them, and the months along the bottom in order", async () => {
    render(<ChartPreview chartType="Line Chart" family="line" data={revenue} axes={monthly} series={split} />);
    const drawing = await screen.findByRole("group", { name: copy.chartPreview.label("Line Chart") });

    const lines = [...drawing.querySelectorAll(".chart-series")];
    expect(lines.map((line) => line.getAttribute("data-series"))).toEqual(categories);
    expect(drawing.querySelectorAll(".chart-series-line")).toHaveLength(3);
    // Every series has a point per month, each in its own colour.
    expect(lines.map((line) => line.querySelectorAll(".chart-series-point").length)).toEqual([4, 4, 4]);
    expect(new Set(lines.map((line) => line.getAttribute("class"))).size).toBe(3);

    const legend = screen.getByRole("list", { name: "Category" });
    expect(within(legend).getAllByRole("listitem").map((item) => item.textContent)).toEqual(categories);
    expect(bottomTicks(drawing as unknown as SVGSVGElement)).toEqual(["2024-01", "2024-02", "2024-03", "2024-04"]);
    expect(within(drawing).getByText("Date (month)")).toBeInTheDocument();
  });

  it("makes each month one keyboard stop that reads every series and the total, also in a tooltip", async () => {
    render(<ChartPreview chartType="Line Chart" family="line" data={revenue} axes={monthly} series={split} />);
    const march = await screen.findByRole("img", {
      name: "2024-03, Books: 320, Games: 240, Toys: 160, Total Revenue: 720",
    });
    expect(screen.getAllByRole("img")).toHaveLength(4);

    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole("img", { name: /^2024-01/ })).toHaveFocus();
    fireEvent.mouseEnter(march);
    const tooltip = document.querySelector(".chart-tooltip")!;
    expect(tooltip).toHaveTextContent("2024-03");
    expect(tooltip).toHaveTextContent("Toys: 160");
    expect(tooltip).toHaveTextContent("Total Revenue: 720");
  });

  it("gives the table a column per series and the total", async () => {
    render(<ChartPreview chartType="Line Chart" family="line" data={revenue} axes={monthly} series={split} />);
    await screen.findByRole("group", { name: copy.chartPreview.label("Line Chart") });

    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Date (month)",
      ...categories,
      "Total Revenue",
    ]);
    expect(within(within(table).getAllByRole("row")[2]).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "310",
      "220",
      "130",
      "660",
    ]);
  });

  it("leaves a gap in a line where a series has no value, and says so in the point's label", () => {
    const gappy = revenue.map((datum, index) =>
      index === 1 ? { ...datum, series: { ...datum.series, Games: null } } : datum
    );
    const svg = drawSeries("line", split, gappy);
    const games = svg.querySelector('[data-series="Games"] .chart-series-line')!;

    expect(games.getAttribute("d")!.match(/M/g)).toHaveLength(2);
    expect(svg.querySelector('[data-series="Games"]')!.querySelectorAll(".chart-series-point")).toHaveLength(3);
    expect(within(svg as unknown as HTMLElement).getByRole("img", { name: /^2024-02, Books: 310, Games: –/ }))
      .toBeInTheDocument();
  });

  it("stacks columns, the first series at the bottom, each month's stack as tall as its total", () => {
    const svg = drawSeries("column", { ...split, stacking: "stacked" });
    const bars = [...svg.querySelectorAll(".chart-series-bar")];
    expect(bars).toHaveLength(12);
    expect(svg.getAttribute("data-stacking")).toBe("stacked");

    const [books, games, toys] = bars.slice(0, 3).map((bar) => ({
      x: Number(bar.getAttribute("x")),
      y: Number(bar.getAttribute("y")),
      height: Number(bar.getAttribute("height")),
    }));
    // One column per month: the parts share their x and sit on each other.
    expect(new Set([books.x, games.x, toys.x]).size).toBe(1);
    expect(games.y + games.height).toBeCloseTo(books.y);
    expect(toys.y + toys.height).toBeCloseTo(games.y);
    expect(books.height / toys.height).toBeCloseTo(3);
  });

  it("stacks to 100 %: every month's column is full height and the labels give the shares", () => {
    const svg = drawSeries("column", { ...split, stacking: "percent" });
    const heights = [...svg.querySelectorAll(".chart-series-bar")].map((bar) => Number(bar.getAttribute("height")));
    const columns = [0, 1, 2, 3].map((month) => heights.slice(month * 3, month * 3 + 3).reduce((a, b) => a + b));

    expect(Math.max(...columns) - Math.min(...columns)).toBeLessThan(0.01);
    expect(within(svg as unknown as HTMLElement).getByText("100%")).toBeInTheDocument();
    expect(within(svg as unknown as HTMLElement).getByRole("img", { name: /^2024-01, Books: 300 \(50%\)/ }))
      .toBeInTheDocument();
  });

  it("sets clustered columns side by side within their month", () => {
    const bars = [...drawSeries("bar", split).querySelectorAll(".chart-series-bar")].slice(0, 3);
    const xs = bars.map((bar) => Number(bar.getAttribute("x")));
    const width = Number(bars[0].getAttribute("width"));

    expect(xs[1]).toBeGreaterThanOrEqual(xs[0] + width);
    expect(xs[2]).toBeGreaterThanOrEqual(xs[1] + width);
  });

  it("titles the value axis with every measure when the series are measures", () => {
    const measures: ChartSeriesInfo = { by: "Measure", names: ["Cost", "Revenue"], stacking: "none" };
    const data = revenue.map((datum) => ({ ...datum, series: { Cost: datum.value / 2, Revenue: datum.value } }));
    const svg = drawCanvas("column", data, 640, { axes: { name: "Region", value: "Cost" }, series: measures });

    expect(svg.querySelector(".visx-axis-left")).toHaveTextContent("Cost, Revenue");
  });

  it("stacks areas when asked, a band per series", () => {
    const svg = drawSeries("area", { ...split, stacking: "stacked" });
    expect(svg.querySelectorAll(".chart-series-area")).toHaveLength(3);
    expect(svg.querySelectorAll(".chart-series-line")).toHaveLength(3);
  });

  it("greys out Other and keeps eight series apart on a phone, the months turned so they do not overlap", () => {
    const names = ["A", "B", "C", "D", "E", "F", "G", "Other"];
    const months = Array.from({ length: 12 }, (_, month) => ({
      name: `2024-${String(month + 1).padStart(2, "0")}`,
      value: 36,
      series: Object.fromEntries(names.map((name, s) => [name, s + 1])),
    }));
    const svg = drawSeries("line", { ...split, names }, months, 340);
    const classes = [...svg.querySelectorAll(".chart-series")].map((line) => line.getAttribute("class"));

    expect(new Set(classes).size).toBe(8);
    expect(classes.at(-1)).toContain("chart-series-other");
    const ticks = bottomTicks(svg);
    expect(ticks).toEqual([...ticks].sort());
    expect(svg.querySelector(".visx-axis-bottom .visx-axis-tick text")!.getAttribute("transform")).toMatch(
      /rotate\(-40/,
    );
  });

  it("draws no series for a pie, which keeps its slices of the totals", async () => {
    render(<ChartPreview chartType="Pie Chart" family="pie" data={revenue} axes={monthly} series={split} />);
    const drawing = await screen.findByRole("group", { name: copy.chartPreview.label("Pie Chart") });

    expect(drawing.querySelectorAll(".chart-slice")).toHaveLength(4);
    expect(screen.queryByRole("list", { name: "Category" })).toBeNull();
  });
});
