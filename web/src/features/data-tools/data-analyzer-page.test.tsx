import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dataMessages } from "../../../../api/contract/data-messages.ts";
import type { DataAnalysisHistoryItem } from "../../../../api/contract/history.ts";
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
import { useAnalysisStore } from "./analysis-store.ts";
import { DataAnalyzerPage } from "./data-analyzer-page.tsx";
import { makeAnalysis } from "./data-tools-fixtures.ts";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
const fake = createFakeSocket();
socket.current = fake;

const text = copy.dataAnalyzer;
const tools = copy.dataTools;
const initialStore = useAnalysisStore.getState();
const csv = new File(["Region,Sales\nNorth,1200\nSouth,900\n"], "sales.csv", { type: "text/csv" });

function answerFetch({ history }: { history?: () => Response } = {}) {
  return mockFetch((url) => {
    if (url.startsWith("/api/history/dataAnalyzer/")) {
      return history?.() ?? jsonResponse(200, { success: true, data: [] });
    }
    if (url === "/api/rate-analysis") return jsonResponse(200, { success: true });
    throw new Error(`unexpected call ${url}`);
  });
}

/** The server's usual answer: the stages, then the result. */
const answerWithResult = (xhr: FakeXhr) =>
  xhr.answerStream([
    sseFrame("progress", { type: "progress", stage: "received" }),
    sseFrame("result", { success: true, data: makeAnalysis() }),
  ]);

const descriptionBox = () => screen.getByRole("textbox", { name: text.descriptionLabel });
const analyzeButton = () => screen.getByRole("button", { name: text.submit });

async function analyzeCsv(user: ReturnType<typeof renderPage>["user"], description: string) {
  await user.click(screen.getByRole("tab", { name: tools.modes.csv }));
  await user.upload(screen.getByLabelText(tools.csvLabel), csv);
  await user.type(descriptionBox(), description);
  await user.click(analyzeButton());
}

describe("DataAnalyzerPage", () => {
  beforeEach(() => {
    useAnalysisStore.setState(initialStore, true);
    localStorage.setItem(storageKeys.token, "token-1");
    useAuthStore.setState({ status: "authenticated", token: "token-1", user: makeUser() });
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:preview");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  });

  afterEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  it("sends on Ctrl+Enter or ⌘+Enter with the button's checks, not on Enter alone and not again while busy", async () => {
    answerFetch();
    const requests = mockXhr();
    const { user } = renderPage("/data-analyzer", <DataAnalyzerPage />);
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

  it("keeps the description and Analyze Data shut until the active tab has data, and counts to 1000", async () => {
    answerFetch();
    mockXhr();
    const { user } = renderPage("/data-analyzer", <DataAnalyzerPage />);

    expect(screen.getByRole("tab", { name: tools.modes.image })).toHaveAttribute("aria-selected", "true");
    expect(descriptionBox()).toBeDisabled();
    expect(descriptionBox()).toHaveAccessibleDescription(`${tools.needsData} 0/1000`);
    expect(analyzeButton()).toBeDisabled();

    await user.click(screen.getByRole("tab", { name: tools.modes.csv }));
    await user.upload(screen.getByLabelText(tools.csvLabel), csv);
    expect(descriptionBox()).toBeEnabled();
    expect(analyzeButton()).toBeEnabled();
    expect(descriptionBox()).toHaveAttribute("maxLength", "1000");
    await user.type(descriptionBox(), "totals");
    expect(screen.getByText("6/1000")).toBeInTheDocument();

    // The Image tab has no data of its own, whatever the CSV tab holds.
    await user.click(screen.getByRole("tab", { name: tools.modes.image }));
    expect(descriptionBox()).toBeDisabled();
    expect(analyzeButton()).toBeDisabled();
  });

  it("sends the file as multipart, naming its kind in X-Content-Type, with the bearer token, asking for a stream", async () => {
    answerFetch();
    const requests = mockXhr(answerWithResult);
    const { user } = renderPage("/data-analyzer", <DataAnalyzerPage />);

    await analyzeCsv(user, "  total sales per region ");

    await screen.findByRole("region", { name: text.resultHeading });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: "POST", url: "/api/analyze-data" });
    expect(request.requestHeaders).toEqual({
      Accept: "text/event-stream",
      Authorization: "Bearer token-1",
      "X-Content-Type": "csv",
    });
    const form = request.body as FormData;
    expect(form.get("description")).toBe("total sales per region");
    expect((form.get("file") as File).name).toBe("sales.csv");
    expect(form.has("clipboardData")).toBe(false);
    expect(form.has("chartType")).toBe(false);
  });

  it("sends pasted text as clipboardData with X-Content-Type clipboard", async () => {
    answerFetch();
    const requests = mockXhr(answerWithResult);
    const { user } = renderPage("/data-analyzer", <DataAnalyzerPage />);

    await user.click(screen.getByRole("tab", { name: tools.modes.clipboard }));
    await user.type(screen.getByLabelText(tools.clipboardLabel), "Region\tSales{Enter}North\t1200");
    await user.type(descriptionBox(), "best region");
    await user.click(analyzeButton());

    await screen.findByRole("region", { name: text.resultHeading });
    expect(requests[0].requestHeaders["X-Content-Type"]).toBe("clipboard");
    const form = requests[0].body as FormData;
    expect(form.get("clipboardData")).toBe("Region\tSales\nNorth\t1200");
    expect(form.has("file")).toBe(false);
  });

  it("says 'Please describe your data.' or 'Please provide data using one of the input methods.' and sends nothing", async () => {
    answerFetch();
    const requests = mockXhr(answerWithResult);
    const { user } = renderPage("/data-analyzer", <DataAnalyzerPage />);
    await user.click(screen.getByRole("tab", { name: tools.modes.clipboard }));
    await user.type(screen.getByLabelText(tools.clipboardLabel), "   ");

    await user.type(descriptionBox(), "   ");
    await user.click(analyzeButton());
    expect(screen.getByRole("alert")).toHaveTextContent("Please describe your data.");

    await user.type(descriptionBox(), "totals");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(analyzeButton());
    expect(screen.getByRole("alert")).toHaveTextContent("Please provide data using one of the input methods.");
    expect(requests).toHaveLength(0);
  });

  it("shows the upload going up, then each stage the server reports, then the result", async () => {
    answerFetch();
    const requests = mockXhr();
    const { user } = renderPage("/data-analyzer", <DataAnalyzerPage />);
    await analyzeCsv(user, "total sales per region");
    const xhr = requests[0];

    expect(screen.getByRole("button", { name: text.submitting })).toBeDisabled();
    act(() => xhr.sendUploadProgress(40, 100));
    const progress = screen.getByRole("progressbar");
    expect(progress).toHaveAttribute("value", "0.4");
    expect(screen.getByRole("status")).toHaveTextContent(tools.uploading);
    expect(screen.getByText("40%")).toBeInTheDocument();

    act(() => {
      xhr.sendUploadProgress(100, 100);
      xhr.respond(200, "text/event-stream");
      xhr.write(sseFrame("progress", { type: "progress", stage: "received" }));
      xhr.write(sseFrame("progress", { type: "progress", stage: "reading" }));
    });
    expect(screen.getByRole("status")).toHaveTextContent(tools.stages.reading);
    act(() => xhr.write(sseFrame("progress", { type: "progress", stage: "analysing" })));
    expect(screen.getByRole("status")).toHaveTextContent(tools.stages.analysing);

    act(() => {
      xhr.write(sseFrame("result", { success: true, data: makeAnalysis() }));
      xhr.finish();
    });

    const result = await screen.findByRole("region", { name: text.resultHeading });
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(within(result).getByText(makeAnalysis().analysis)).toBeInTheDocument();
    expect(within(result).getByRole("heading", { name: copy.generators.explanation })).toBeInTheDocument();
    expect(within(result).getByRole("heading", { name: copy.generators.steps })).toBeInTheDocument();
    expect(within(result).getByText("Put Region in Rows and Sales in Values.")).toBeInTheDocument();
    expect(within(result).getByText("Total sales").nextSibling).toHaveTextContent("2,100");
    const read = within(result).getByRole("region", { name: tools.table.heading });
    expect(within(read).getByText("250 rows read")).toBeInTheDocument();
    expect(within(read).getByText("Sheet: Q1")).toBeInTheDocument();
    expect(within(read).getByRole("columnheader", { name: /Region/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: text.submit })).toBeEnabled();
  });

  it("says 'Failed to analyze data. Please try again.' with the server's reason, from JSON or from the stream", async () => {
    answerFetch();
    let answer = (xhr: FakeXhr) => xhr.answerJson(422, { success: false, error: dataMessages.noRows });
    mockXhr((xhr) => answer(xhr));
    const { user } = renderPage("/data-analyzer", <DataAnalyzerPage />);

    await analyzeCsv(user, "total sales per region");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to analyze data. Please try again.");
    expect(alert).toHaveTextContent(dataMessages.noRows);

    answer = (xhr) => xhr.answerStream([sseFrame("error", { success: false, error: dataMessages.tooSlow })]);
    await user.click(analyzeButton());
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(dataMessages.tooSlow));

    // No server words at all: the spec's alert alone.
    answer = (xhr) => xhr.fail();
    await user.click(analyzeButton());
    await waitFor(() => expect(screen.getByRole("alert")).not.toHaveTextContent(dataMessages.tooSlow));
    expect(screen.getByRole("alert")).toHaveTextContent(/^Failed to analyze data\. Please try again\.$/);
  });

  it("shows the table as it was read beside a refusal about how the picture reads, and drops it on the next try", async () => {
    answerFetch();
    const reason = dataMessages.pictureColumnsMerged(1, "Region Sales", "North 1,200");
    const read = {
      columns: [{ name: "Region Sales", type: "text" }],
      rows: [["North 1,200"], ["South 900"]],
      rowCount: 2,
    };
    let answer = (xhr: FakeXhr) =>
      xhr.answerStream([sseFrame("error", { success: false, error: reason, table: read })]);
    mockXhr((xhr) => answer(xhr));
    const { user } = renderPage("/data-analyzer", <DataAnalyzerPage />);

    await analyzeCsv(user, "which region sold most");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(reason));
    const shown = screen.getByRole("region", { name: tools.table.heading });
    expect(within(shown).getByText("North 1,200")).toBeInTheDocument();
    expect(within(shown).getByText("2 rows read")).toBeInTheDocument();

    answer = (xhr) => xhr.answerStream([sseFrame("error", { success: false, error: dataMessages.tooSlow })]);
    await user.click(analyzeButton());
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(dataMessages.tooSlow));
    expect(screen.queryByRole("region", { name: tools.table.heading })).toBeNull();
  });

  it("copies the analysis and rates it by timestamp with the anonymous session id", async () => {
    const fetchMock = answerFetch();
    mockXhr(answerWithResult);
    const { user } = renderPage("/data-analyzer", <DataAnalyzerPage />);
    // After the page's user-event setup, which puts its own clipboard in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await analyzeCsv(user, "total sales per region");
    const result = await screen.findByRole("region", { name: text.resultHeading });

    await user.click(within(result).getByRole("button", { name: copy.generators.copy }));
    expect(writeText).toHaveBeenCalledWith(makeAnalysis().analysis);
    expect(await within(result).findByText("Analysis copied to clipboard!")).toBeInTheDocument();

    const stars = within(result).getByRole("group", { name: text.rateLabel });
    expect(within(stars).getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    await user.click(within(stars).getByRole("radio", { name: "4 stars" }));

    const bodies = fetchMock.mock.calls.filter(([url]) => url === "/api/rate-analysis").map(([, init]) =>
      JSON.parse(String(init?.body))
    );
    expect(bodies).toEqual([
      { analysisId: makeAnalysis().timestamp, rating: 4, sessionId: localStorage.getItem(storageKeys.session) },
    ]);
    expect(within(stars).getByRole("radio", { name: "4 stars" })).toBeChecked();
  });

  it("lists the 5 newest in Recent Analyses, from history, new results and other tabs' pushes", async () => {
    const history: DataAnalysisHistoryItem[] = [1, 2, 3, 4, 5].map((index) => ({
      id: `h-${index}`,
      description: `old question ${index}`,
      analysis: `Old answer ${index}`,
      explanation: "An old analysis.",
      steps: ["Look."],
      timestamp: `2026-11-20T10:0${index}:00.000Z`,
      platform: "excel",
    }));
    const fetchMock = answerFetch({ history: () => jsonResponse(200, { success: true, data: history }) });
    mockXhr(answerWithResult);
    const { user } = renderPage("/data-analyzer", <DataAnalyzerPage />);
    const recent = screen.getByRole("region", { name: "Recent Analyses" });
    await within(recent).findByText("old question 1");
    expect(fetchMock.mock.calls[0][0]).toBe("/api/history/dataAnalyzer/user-1?limit=5");

    await analyzeCsv(user, "total sales per region");
    await within(recent).findByText("total sales per region");
    act(() =>
      fake.serverPush("history:created", {
        type: "dataAnalyzer",
        item: { ...history[0], id: "elsewhere", description: "asked in another tab" },
      })
    );
    act(() => fake.serverPush("history:created", { type: "chartGenerator", item: { ...history[0], id: "chart" } }));

    const summaries = within(recent).getAllByRole("listitem").map((item) => item.querySelector("summary")?.textContent);
    expect(summaries).toEqual([
      "asked in another tab",
      "total sales per region",
      "old question 1",
      "old question 2",
      "old question 3",
    ]);
  });
});
