import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChartHistoryItem } from "../../../../api/contract/history.ts";
import { copy } from "../../copy.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import {
  createFakeSocket,
  type FakeXhr,
  jsonResponse,
  makeUser,
  mockFetch,
  mockXhr,
  renderPage,
  sseFrame,
} from "../../test-utils.tsx";
import { useAuthStore } from "../auth/auth-store.ts";
import { ChartGeneratorPage } from "./chart-generator-page.tsx";
import { useChartStore } from "./chart-store.ts";
import { makeChart } from "./data-tools-fixtures.ts";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
const fake = createFakeSocket();
socket.current = fake;

const text = copy.chartGenerator;
const tools = copy.dataTools;
const initialStore = useChartStore.getState();
const workbook = new File([new Uint8Array(64)], "sales.xlsx", {
  type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
});

function answerFetch({ history }: { history?: () => Response } = {}) {
  return mockFetch((url) => {
    if (url.startsWith("/api/history/chartGenerator/")) {
      return history?.() ?? jsonResponse(200, { success: true, data: [] });
    }
    if (url === "/api/rate-chart") return jsonResponse(200, { success: true });
    throw new Error(`unexpected call ${url}`);
  });
}

const answerWithChart = (xhr: FakeXhr) => xhr.answerStream([sseFrame("result", { success: true, data: makeChart() })]);

const descriptionBox = () => screen.getByRole("textbox", { name: text.descriptionLabel });

async function chartWorkbook(user: ReturnType<typeof renderPage>["user"]) {
  await user.click(screen.getByRole("tab", { name: tools.modes.excel }));
  await user.upload(screen.getByLabelText(tools.excelLabel), workbook);
  await user.type(descriptionBox(), "monthly sales trend");
  await user.click(screen.getByRole("button", { name: text.submit }));
}

describe("ChartGeneratorPage", () => {
  beforeEach(() => {
    useChartStore.setState(initialStore, true);
    localStorage.setItem(storageKeys.token, "token-1");
    useAuthStore.setState({ status: "authenticated", token: "token-1", user: makeUser() });
    // The preview measures its container; the layout gives it 600 px.
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe() {
          this.callback(
            [{ contentRect: { width: 600, height: 400, top: 0, left: 0 } } as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          );
        }
        disconnect() {}
      },
    );
  });

  afterEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  it("sends on Ctrl+Enter or ⌘+Enter with the button's checks, not on Enter alone and not again while busy", async () => {
    answerFetch();
    const requests = mockXhr();
    const { user } = renderPage("/chart-generator", <ChartGeneratorPage />);
    await user.click(screen.getByRole("tab", { name: tools.modes.clipboard }));

    await user.type(screen.getByLabelText(tools.clipboardLabel), "Region\tSales{Enter}North\t1200");
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(screen.getByRole("alert")).toHaveTextContent(tools.descriptionRequired);
    await user.type(descriptionBox(), "best region{Enter}");
    expect(requests).toHaveLength(0);

    await user.keyboard("{Meta>}{Enter}{/Meta}");
    expect(await screen.findByRole("button", { name: text.submitting })).toBeDisabled();
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(requests).toHaveLength(1);
    expect((requests[0].body as FormData).get("description")).toBe("best region");
  });

  it("opens on the Image tab, with the description and Generate Chart shut until that tab has data", async () => {
    answerFetch();
    mockXhr();
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:preview");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const { user } = renderPage("/chart-generator", <ChartGeneratorPage />);

    expect(screen.getByRole("tab", { name: tools.modes.image })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("PNG, JPG, GIF up to 5MB")).toBeInTheDocument();
    expect(descriptionBox()).toBeDisabled();
    expect(screen.getByRole("button", { name: text.submit })).toBeDisabled();
    expect(screen.getByText("0/1000")).toBeInTheDocument();

    await user.upload(screen.getByLabelText(tools.imageLabel), new File(["png"], "chart.png", { type: "image/png" }));
    expect(descriptionBox()).toBeEnabled();
    expect(screen.getByRole("button", { name: text.submit })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: tools.removeFileLabel("chart.png") }));
    expect(descriptionBox()).toBeDisabled();
    expect(screen.getByRole("button", { name: text.submit })).toBeDisabled();
  });

  it("sends the data with the spec's fixed chartType 'Bar Chart' and dataRange 'A1:B10'", async () => {
    answerFetch();
    const requests = mockXhr(answerWithChart);
    const { user } = renderPage("/chart-generator", <ChartGeneratorPage />);

    await chartWorkbook(user);

    await screen.findByRole("region", { name: text.resultHeading });
    const [request] = requests;
    expect(request).toMatchObject({ method: "POST", url: "/api/generate-chart" });
    expect(request.requestHeaders).toMatchObject({ "X-Content-Type": "excel", Authorization: "Bearer token-1" });
    const form = request.body as FormData;
    expect(form.get("description")).toBe("monthly sales trend");
    expect(form.get("chartType")).toBe("Bar Chart");
    expect(form.get("dataRange")).toBe("A1:B10");
    expect((form.get("file") as File).name).toBe("sales.xlsx");
  });

  it("shows the chart type with its copy button, the 400 px preview, explanation, numbered steps and what was read", async () => {
    answerFetch();
    mockXhr(answerWithChart);
    const { user } = renderPage("/chart-generator", <ChartGeneratorPage />);
    await chartWorkbook(user);
    const result = await screen.findByRole("region", { name: text.resultHeading });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });

    expect(within(result).getByText("Line Chart")).toHaveClass("chart-type");
    await user.click(within(result).getByRole("button", { name: "Copy Line Chart" }));
    expect(writeText).toHaveBeenCalledWith("Line Chart");
    expect(await within(result).findByText("Chart type copied to clipboard!")).toBeInTheDocument();

    const preview = await within(result).findByRole("group", { name: copy.chartPreview.label("Line Chart") });
    expect(preview).toHaveAttribute("height", "400");
    expect(preview).toHaveAttribute("data-kind", "line");
    expect(within(preview as unknown as HTMLElement).getByText("January")).toBeInTheDocument();
    expect(within(preview as unknown as HTMLElement).getByText("Month")).toBeInTheDocument();

    expect(within(result).getByText(makeChart().explanation)).toBeInTheDocument();
    const steps = within(result).getByText("Insert a line chart.").closest("ol")!;
    expect(within(steps).getAllByRole("listitem")).toHaveLength(3);
    expect(within(result).getByRole("region", { name: tools.table.heading })).toHaveTextContent("250 rows read");
  });

  it("draws a chart of several series as the server describes them: a line and a legend entry per category", async () => {
    answerFetch();
    const series = { by: "Category", names: ["Toys", "Books"], stacking: "none" as const, total: "Total Sales" };
    const chart = makeChart({
      chartData: [
        { name: "2024-01", value: 300, series: { Toys: 200, Books: 100 } },
        { name: "2024-02", value: 350, series: { Toys: 220, Books: 130 } },
      ],
      axes: { name: "Date (month)", value: "Sales" },
      series,
    });
    mockXhr((xhr) => xhr.answerStream([sseFrame("result", { success: true, data: chart })]));
    const { user } = renderPage("/chart-generator", <ChartGeneratorPage />);
    await chartWorkbook(user);
    const result = await screen.findByRole("region", { name: text.resultHeading });

    const preview = await within(result).findByRole("group", { name: copy.chartPreview.label("Line Chart") });
    expect(preview.querySelectorAll(".chart-series")).toHaveLength(2);
    const legend = within(result).getByRole("list", { name: "Category" });
    expect(within(legend).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Toys", "Books"]);
    expect(within(preview).getByRole("img", { name: "2024-02, Toys: 220, Books: 130, Total Sales: 350" }))
      .toBeInTheDocument();
  });

  it("starts the rating at 0 and sends the chosen stars by the chart's timestamp", async () => {
    const fetchMock = answerFetch();
    mockXhr(answerWithChart);
    const { user } = renderPage("/chart-generator", <ChartGeneratorPage />);
    await chartWorkbook(user);
    const stars = await screen.findByRole("group", { name: text.rateLabel });

    expect(within(stars).getAllByRole("radio").some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await user.click(within(stars).getByRole("radio", { name: "5 stars" }));

    const bodies = fetchMock.mock.calls.filter(([url]) => url === "/api/rate-chart").map(([, init]) =>
      JSON.parse(String(init?.body))
    );
    expect(bodies).toEqual([
      { chartId: makeChart().timestamp, rating: 5, sessionId: localStorage.getItem(storageKeys.session) },
    ]);
  });

  it("keeps the stars as chosen when the rating cannot be saved, and only logs it", async () => {
    mockFetch((url) =>
      url === "/api/rate-chart"
        ? jsonResponse(429, { success: false, error: "Too many requests" })
        : jsonResponse(200, { success: true, data: [] })
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockXhr(answerWithChart);
    const { user } = renderPage("/chart-generator", <ChartGeneratorPage />);
    await chartWorkbook(user);

    await user.click(await screen.findByRole("radio", { name: "2 stars" }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole("radio", { name: "2 stars" })).toBeChecked();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says 'Failed to generate chart. Please try again.' for a refusal, a broken answer or a missing token", async () => {
    answerFetch();
    let answer = (xhr: FakeXhr) => xhr.answerJson(415, { success: false, error: "The file is not an Excel workbook." });
    mockXhr((xhr) => answer(xhr));
    const { user } = renderPage("/chart-generator", <ChartGeneratorPage />);

    await chartWorkbook(user);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to generate chart. Please try again.");
    expect(alert).toHaveTextContent("The file is not an Excel workbook.");

    answer = (xhr) => xhr.answerJson(200, { success: true, data: { chartType: "Bar Chart" } });
    await user.click(screen.getByRole("button", { name: text.submit }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(copy.generators.invalidResponse));

    localStorage.removeItem(storageKeys.token);
    await user.click(screen.getByRole("button", { name: text.submit }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(copy.errors.noToken));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to generate chart. Please try again.");
  });

  it("lists the 5 newest in Recent Chart Recommendations, each with chart type, explanation and a copy button", async () => {
    const history: ChartHistoryItem[] = ["Pie Chart", "Bar Chart"].map((chartType, index) => ({
      id: `h-${index}`,
      description: `old chart ${index}`,
      chartType,
      explanation: `Why a ${chartType}.`,
      steps: ["Insert it."],
      timestamp: `2026-11-20T10:0${index}:00.000Z`,
      platform: "excel",
    }));
    answerFetch({ history: () => jsonResponse(200, { success: true, data: history }) });
    mockXhr(answerWithChart);
    const { user } = renderPage("/chart-generator", <ChartGeneratorPage />);
    const recent = screen.getByRole("region", { name: "Recent Chart Recommendations" });
    await within(recent).findByText("Pie Chart");

    await chartWorkbook(user);
    await within(recent).findByText("Line Chart");
    act(() => fake.serverPush("history:deleted", { type: "chartGenerator", id: "h-1" }));

    const items = within(recent).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector(".recent-chart-type")?.textContent)).toEqual([
      "Line Chart",
      "Pie Chart",
    ]);
    expect(within(items[1]).getByText("Why a Pie Chart.")).toBeInTheDocument();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(within(items[1]).getByRole("button", { name: "Copy Pie Chart" }));
    expect(writeText).toHaveBeenCalledWith("Pie Chart");
    expect(await within(items[1]).findByText("Chart type copied to clipboard!")).toBeInTheDocument();
  });
});
