import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { copy } from "../../copy.ts";
import { DataInput } from "./data-input.tsx";
import { useDataInput } from "./use-data-input.ts";

const text = copy.dataTools;

function Harness() {
  const data = useDataInput();
  return (
    <>
      <DataInput
        mode={data.mode}
        onModeChange={data.setMode}
        inputs={data.inputs}
        onFileChange={data.setFile}
        onClipboardChange={data.setClipboard}
      />
      <output>{data.hasData ? "has data" : "no data"}</output>
    </>
  );
}

const picture = new File(["png"], "sales.png", { type: "image/png" });
const csv = new File(["a,b\n1,2\n"], "sales.csv", { type: "text/csv" });
const workbook = new File([new Uint8Array(2048)], "sales.xlsx", {
  type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
});

function setUp() {
  const user = userEvent.setup();
  render(<Harness />);
  const tab = (name: string) => screen.getByRole("tab", { name });
  return { user, tab };
}

describe("DataInput", () => {
  beforeEach(() => {
    vi.spyOn(URL, "createObjectURL").mockImplementation((file) => `blob:${(file as File).name}`);
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  });

  it("offers Image, CSV, Excel and Clipboard, opening on Image", () => {
    setUp();

    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Image", "CSV", "Excel", "Clipboard"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Image");
    expect(screen.getByText(text.imageHint)).toBeInTheDocument();
    expect(screen.getByText("no data")).toBeInTheDocument();
  });

  it("accepts any image, .csv only, and .xls or .xlsx", async () => {
    const { user, tab } = setUp();

    expect(screen.getByLabelText(text.imageLabel)).toHaveAttribute("accept", "image/*");
    await user.click(tab("CSV"));
    expect(screen.getByLabelText(text.csvLabel)).toHaveAttribute("accept", ".csv");
    await user.click(tab("Excel"));
    expect(screen.getByLabelText(text.excelLabel)).toHaveAttribute("accept", ".xls,.xlsx");
  });

  it("keeps each tab's own input while another tab is used", async () => {
    const { user, tab } = setUp();

    await user.upload(screen.getByLabelText(text.imageLabel), picture);
    expect(screen.getByRole("img", { name: text.imagePreview("sales.png") })).toHaveAttribute(
      "src",
      "blob:sales.png",
    );
    await user.click(tab("CSV"));
    expect(screen.getByText("no data")).toBeInTheDocument();
    await user.upload(screen.getByLabelText(text.csvLabel), csv);
    await user.click(tab("Excel"));
    await user.upload(screen.getByLabelText(text.excelLabel), workbook);
    await user.click(tab("Clipboard"));
    await user.type(screen.getByLabelText(text.clipboardLabel), "x,y");

    await user.click(tab("Image"));
    expect(screen.getByText("sales.png")).toBeInTheDocument();
    await user.click(tab("CSV"));
    expect(screen.getByText("sales.csv")).toBeInTheDocument();
    expect(screen.getByText("8 B")).toBeInTheDocument();
    await user.click(tab("Excel"));
    expect(screen.getByText("sales.xlsx")).toBeInTheDocument();
    expect(screen.getByText("2.0 KB")).toBeInTheDocument();
    await user.click(tab("Clipboard"));
    expect(screen.getByLabelText(text.clipboardLabel)).toHaveValue("x,y");
    expect(screen.getByText("has data")).toBeInTheDocument();
  });

  it("moves the focus to Remove once a file is chosen; removing clears it, frees its preview, refocuses the input", async () => {
    const { user } = setUp();
    await user.upload(screen.getByLabelText(text.imageLabel), picture);
    expect(screen.getByText("has data")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: text.removeFileLabel("sales.png") })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: text.removeFileLabel("sales.png") }));

    expect(screen.queryByText("sales.png")).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:sales.png");
    expect(screen.getByLabelText(text.imageLabel)).toHaveFocus();
    expect(screen.getByText("no data")).toBeInTheDocument();
  });

  it("moves between tabs with the arrow keys, Home and End", async () => {
    const { user, tab } = setUp();
    tab("Image").focus();

    await user.keyboard("{ArrowRight}");
    expect(tab("CSV")).toHaveFocus();
    expect(tab("CSV")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}");
    expect(tab("Clipboard")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tab("Image")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(tab("Clipboard")).toHaveAttribute("aria-selected", "true");
  });

  it("pastes from the clipboard with 'Paste from Clipboard'", async () => {
    const { user, tab } = setUp();
    const readText = vi.fn(() => Promise.resolve("Region,Sales\nNorth,12"));
    Object.defineProperty(navigator, "clipboard", { value: { readText }, configurable: true });
    await user.click(tab("Clipboard"));

    await user.click(screen.getByRole("button", { name: text.paste }));

    expect(screen.getByLabelText(text.clipboardLabel)).toHaveValue("Region,Sales\nNorth,12");
    expect(screen.getByText("has data")).toBeInTheDocument();
  });

  it("says 'Failed to paste from clipboard. Please paste manually.' when the clipboard cannot be read", async () => {
    const { user, tab } = setUp();
    const readText = vi.fn(() => Promise.reject(new DOMException("Denied", "NotAllowedError")));
    Object.defineProperty(navigator, "clipboard", { value: { readText }, configurable: true });
    await user.click(tab("Clipboard"));

    await user.click(screen.getByRole("button", { name: text.paste }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to paste from clipboard. Please paste manually.",
    );

    // Pasting by hand clears it.
    await user.type(screen.getByLabelText(text.clipboardLabel), "a");
    expect(screen.queryByRole("alert")).toBeNull();

    // A browser with no clipboard access at all says the same.
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    await user.click(screen.getByRole("button", { name: text.paste }));
    expect(within(screen.getByRole("tabpanel")).getByRole("alert")).toHaveTextContent(text.pasteFailed);
  });
});
