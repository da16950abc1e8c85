import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TablePreview as Table } from "../../../../api/contract/data.ts";
import { copy } from "../../copy.ts";
import { TablePreview } from "./table-preview.tsx";

const text = copy.dataTools.table;

const sales: Table = {
  columns: [
    { name: "Region", type: "text" },
    { name: "Month", type: "date" },
    { name: "Sales", type: "number" },
    { name: "Closed", type: "boolean" },
  ],
  rows: [
    ["North", "2024-01-31", 1200.5, true],
    ["South", "2024-01-31", null, false],
  ],
  rowCount: 250,
  sheet: "Q1",
  otherSheets: ["Q2", "Notes"],
};

describe("TablePreview", () => {
  it("shows each column's name and type, and the first rows as read", () => {
    render(<TablePreview table={sales} />);

    const table = screen.getByRole("table");
    const headers = within(table).getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["Regiontext", "Monthdate", "Salesnumber", "Closedtrue/false"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["North", "2024-01-31", "1200.5", text.yes],
      ["South", "2024-01-31", `–${text.empty}`, text.no],
    ]);
  });

  it("says how many rows were read, from which sheet, what other sheets there are and how many are shown", () => {
    render(<TablePreview table={sales} />);

    const section = screen.getByRole("region", { name: text.heading });
    expect(within(section).getByText("250 rows read")).toBeInTheDocument();
    expect(within(section).getByText("Sheet: Q1")).toBeInTheDocument();
    expect(within(section).getByText("Other sheets: Q2, Notes")).toBeInTheDocument();
    expect(within(section).getByText("Showing the first 2 of 250 rows.")).toBeInTheDocument();
  });

  it("names no sheet for a CSV and says nothing more when every row is shown", () => {
    render(<TablePreview table={{ columns: [{ name: "A", type: "number" }], rows: [[1]], rowCount: 1 }} />);

    expect(screen.getByText("1 row read")).toBeInTheDocument();
    expect(screen.queryByText(/^Sheet:/)).toBeNull();
    expect(screen.queryByText(/^Showing the first/)).toBeNull();
  });

  it("lets a keyboard scroll a table wider than the screen", () => {
    render(<TablePreview table={sales} />);

    expect(screen.getByRole("region", { name: text.caption })).toHaveAttribute("tabindex", "0");
  });
});
