import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FormulaResult } from "../../../../api/contract/generation.ts";
import { generationMessages } from "../../../../api/contract/generation-messages.ts";
import { copy } from "../../copy.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import { modifierKey } from "../../lib/submit-shortcut.ts";
import {
  controlledEventStream,
  createFakeSocket,
  deferred,
  eventStreamResponse,
  jsonResponse,
  makeUser,
  mockFetch,
  renderPage,
  sseFrame,
} from "../../test-utils.tsx";
import { useAuthStore } from "../auth/auth-store.ts";
import { FormulaGeneratorPage } from "./formula-generator-page.tsx";
import type { FormulaHistoryItem } from "../../../../api/contract/history.ts";
import { useFormulaStore } from "./formula-store.ts";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
const fake = createFakeSocket();
socket.current = fake;

const text = copy.formulaGenerator;
const initialStore = useFormulaStore.getState();

function makeResult(overrides: Partial<FormulaResult> = {}): FormulaResult {
  return {
    id: "f-1",
    formula: '=SUMIFS(B2:B50,D2:D50,"Closed")',
    explanation: "Adds the values in B2:B50 where D2:D50 is Closed.",
    steps: ["Click the cell for the total.", "Paste the formula and press Enter."],
    functions: ["SUMIFS"],
    platform: "excel",
    timestamp: "2026-11-21T10:00:00.000Z",
    verification: { parses: true, functionsKnown: true, unknownFunctions: [], sample: { value: 42 } },
    reading: 'The sum of B2:B50 where D2:D50 is "Closed".',
    provider: "builtin",
    ...overrides,
  };
}

function historyItem(index: number): FormulaHistoryItem {
  return {
    id: `h-${index}`,
    description: `older request ${index}`,
    formula: `=SUM(A${index})`,
    explanation: "Adds them up.",
    steps: ["Type it in."],
    functions: ["SUM"],
    timestamp: `2026-11-20T10:0${index}:00.000Z`,
    platform: "excel",
  };
}

interface Answers {
  history?: () => Response;
  generate?: (init: RequestInit) => Response;
  rate?: () => Response;
  choose?: (init: RequestInit) => Promise<Response> | Response;
}

function answer({ history, generate, rate, choose }: Answers) {
  return mockFetch((url, init) => {
    if (url.startsWith("/api/history/formula/")) return history?.() ?? jsonResponse(200, { success: true, data: [] });
    if (url === "/api/generate-formula") {
      return generate?.(init) ??
        eventStreamResponse([sseFrame("result", { success: true, data: makeResult() })]);
    }
    if (url === "/api/rate-formula") return rate?.() ?? jsonResponse(200, { success: true });
    if (url === "/api/choose-formula-alternative" && choose) return choose(init);
    throw new Error(`unexpected call ${url}`);
  });
}

function signIn(overrides = {}) {
  localStorage.setItem(storageKeys.token, "token-1");
  useAuthStore.setState({ status: "authenticated", token: "token-1", user: makeUser(overrides) });
}

const descriptionBox = () => screen.getByRole("textbox", { name: text.descriptionLabel });
const columnsBox = () => screen.getByRole("textbox", { name: copy.generators.columnsLabel });
const generateButton = () => screen.getByRole("button", { name: text.submit });

async function generateWith(user: ReturnType<typeof renderPage>["user"], description: string) {
  await user.clear(descriptionBox());
  await user.type(descriptionBox(), description);
  await user.click(generateButton());
}

function generateCalls(fetchMock: ReturnType<typeof answer>) {
  return fetchMock.mock.calls.filter(([url]) => url === "/api/generate-formula");
}

describe("FormulaGeneratorPage", () => {
  beforeEach(() => {
    useFormulaStore.setState(initialStore, true);
    signIn();
  });

  afterEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  it("counts characters as n/500, limits the box to 500 and disables Generate while blank", async () => {
    answer({});
    const { user } = renderPage("/", <FormulaGeneratorPage />);

    expect(descriptionBox()).toHaveAttribute("maxLength", "500");
    expect(screen.getByText("0/500")).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();

    await user.type(descriptionBox(), "   ");
    expect(screen.getByText("3/500")).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();

    await user.type(descriptionBox(), "sum B2:B50");
    expect(screen.getByText("13/500")).toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
  });

  it("generates on Ctrl+Enter or ⌘+Enter as Generate would: not while blank, not on Enter alone, not while busy", async () => {
    const stream = controlledEventStream();
    const fetchMock = answer({
      generate: () =>
        generateCalls(fetchMock).length === 1
          ? stream.response
          : eventStreamResponse([sseFrame("result", { success: true, data: makeResult() })]),
    });
    const { user } = renderPage("/", <FormulaGeneratorPage />);
    expect(screen.getByText(copy.keyboard.submitHint(modifierKey))).toBeInTheDocument();

    await user.click(descriptionBox());
    await user.keyboard("{Control>}{Enter}{/Control}");
    await user.type(descriptionBox(), "sum B2:B50{Enter}");
    expect(generateCalls(fetchMock)).toHaveLength(0);

    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(await screen.findByRole("button", { name: copy.generators.generating })).toBeDisabled();
    expect(descriptionBox()).toHaveValue("sum B2:B50\n");
    await user.keyboard("{Meta>}{Enter}{/Meta}");
    expect(generateCalls(fetchMock)).toHaveLength(1);

    stream.send(sseFrame("result", { success: true, data: makeResult() }));
    stream.close();
    await screen.findByRole("region", { name: text.resultHeading });
    await user.click(descriptionBox());
    await user.keyboard("{Meta>}{Enter}{/Meta}");
    await waitFor(() => expect(generateCalls(fetchMock)).toHaveLength(2));
    expect(JSON.parse(String(generateCalls(fetchMock)[1][1]?.body))).toMatchObject({ description: "sum B2:B50" });
  });

  it("starts on the user's default platform and sends the chosen one, with their Excel version for Excel", async () => {
    signIn({ defaultPlatform: "sheets", excelVersion: "2019" });
    const fetchMock = answer({});
    const { user } = renderPage("/", <FormulaGeneratorPage />);
    const group = screen.getByRole("group", { name: text.platformLabel });
    const excel = within(group).getByRole("button", { name: "Microsoft Excel" });
    const sheets = within(group).getByRole("button", { name: "Google Sheets" });
    expect(sheets).toHaveAttribute("aria-pressed", "true");
    expect(excel).toHaveAttribute("aria-pressed", "false");

    await user.click(excel);
    expect(excel).toHaveAttribute("aria-pressed", "true");
    await generateWith(user, "  sum B2:B50 where D2:D50 is Closed ");

    await screen.findByRole("region", { name: text.resultHeading });
    const [, init] = generateCalls(fetchMock)[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      description: "sum B2:B50 where D2:D50 is Closed",
      platform: "excel",
      excelVersion: "2019",
    });
    expect(new Headers(init?.headers).get("Accept")).toBe("text/event-stream");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer token-1");

    // Sheets formulas do not depend on an Excel version.
    await user.click(sheets);
    await generateWith(user, "sum B2:B50");
    await waitFor(() => expect(generateCalls(fetchMock)).toHaveLength(2));
    expect(JSON.parse(String(generateCalls(fetchMock)[1][1]?.body))).toEqual({
      description: "sum B2:B50",
      platform: "sheets",
    });
  });

  it("remembers Your columns in the browser and sends them only when filled", async () => {
    localStorage.setItem(storageKeys.columns, "A Date, B Region, C Sales");
    const fetchMock = answer({});
    const { user } = renderPage("/", <FormulaGeneratorPage />);

    expect(columnsBox()).toHaveValue("A Date, B Region, C Sales");
    expect(columnsBox()).toHaveAttribute("maxLength", "2000");
    expect(columnsBox()).toHaveAccessibleDescription(copy.generators.columnsHint);

    await user.clear(columnsBox());
    await user.type(columnsBox(), "  A Region, B Rep, C Sales ");
    expect(localStorage.getItem(storageKeys.columns)).toBe("  A Region, B Rep, C Sales ");
    await generateWith(user, "total sales for north");
    await screen.findByRole("region", { name: text.resultHeading });
    expect(JSON.parse(String(generateCalls(fetchMock)[0][1]?.body))).toEqual({
      description: "total sales for north",
      platform: "excel",
      excelVersion: "365",
      columns: "A Region, B Rep, C Sales",
    });

    await user.clear(columnsBox());
    expect(localStorage.getItem(storageKeys.columns)).toBeNull();
    await user.type(columnsBox(), "   ");
    await generateWith(user, "sum B2:B50");
    await waitFor(() => expect(generateCalls(fetchMock)).toHaveLength(2));
    expect(JSON.parse(String(generateCalls(fetchMock)[1][1]?.body))).toEqual({
      description: "sum B2:B50",
      platform: "excel",
      excelVersion: "365",
    });
  });

  it("starts with an empty Your columns when nothing is remembered", () => {
    answer({});
    renderPage("/", <FormulaGeneratorPage />);

    expect(columnsBox()).toHaveValue("");
  });

  it("sets what was asked beside what the formula computes, and the ranges it is built on when the request named none", async () => {
    const assumed = [{ label: "Region", range: "A2:A100" }, { label: "Sales", range: "B2:B100" }];
    answer({
      generate: () =>
        eventStreamResponse([sseFrame("result", {
          success: true,
          data: makeResult({
            formula: '=SUMIFS(B2:B100,A2:A100,"East")',
            reading: 'The sum of B2:B100 where A2:A100 is "East".',
            assumed,
          }),
        })]),
    });
    const { user } = renderPage("/", <FormulaGeneratorPage />);

    await generateWith(user, "  sum of sales where region is East ");

    const result = await screen.findByRole("region", { name: text.resultHeading });
    const terms = within(result).getAllByRole("term").map((term) => term.textContent);
    const definitions = within(result).getAllByRole("definition").map((definition) => definition.textContent);
    expect(terms).toEqual([text.youAsked, text.thisFormula]);
    expect(definitions).toEqual(["sum of sales where region is East", 'The sum of B2:B100 where A2:A100 is "East".']);
    const notice = within(result).getByRole("note");
    expect(notice).toHaveTextContent(copy.generators.assumedHeading);
    expect(within(notice).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Region → A2:A100",
      "Sales → B2:B100",
    ]);
    expect(within(result).queryByText(text.bound)).not.toBeInTheDocument();
  });

  it("says what each column the request named was bound to", async () => {
    const bindings = [{ label: "Region", range: "A2:A21" }, { label: "Sales", range: "C2:C21" }];
    answer({ generate: () => jsonResponse(200, { success: true, data: makeResult({ bindings }) }) });
    const { user } = renderPage("/", <FormulaGeneratorPage />);

    await generateWith(user, "total sales for north");

    const result = await screen.findByRole("region", { name: text.resultHeading });
    expect(within(result).getByText(text.bound).parentElement?.textContent).toBe(
      "Bound: Region = A2:A21, Sales = C2:C21",
    );
    expect(within(result).getByText("C2:C21").tagName).toBe("CODE");
  });

  it("renders an older answer that has no reading and no assumed ranges", async () => {
    const { reading: _reading, ...older } = makeResult();
    answer({ generate: () => jsonResponse(200, { success: true, data: older }) });
    const { user } = renderPage("/", <FormulaGeneratorPage />);

    await generateWith(user, "sum B2:B50 where D2:D50 is Closed");

    const result = await screen.findByRole("region", { name: text.resultHeading });
    expect(within(result).getByText(makeResult().formula)).toBeInTheDocument();
    expect(within(result).queryByText(text.thisFormula)).not.toBeInTheDocument();
    expect(within(result).queryByRole("note")).not.toBeInTheDocument();
    expect(within(result).queryByRole("region", { name: text.alternativesHeading })).not.toBeInTheDocument();
  });

  it("says what the checks found on the result's platform: that it runs, and Verified only when nothing is unexplained", async () => {
    let unexplained: string[] | undefined;
    answer({
      generate: () =>
        jsonResponse(200, {
          success: true,
          data: makeResult({
            platform: "sheets",
            verification: {
              parses: true,
              functionsKnown: true,
              unknownFunctions: [],
              sample: { value: 1726 },
              ...(unexplained ? { unexplained } : {}),
            },
          }),
        }),
    });
    const { user } = renderPage("/", <FormulaGeneratorPage />);
    let answered = screen.findByRole("region", { name: text.resultHeading });
    const result = () => answered;

    await generateWith(user, "total net sales excluding returns");
    const badge = await screen.findByText("Runs: gives 1,726 on sample data");
    expect(badge.parentElement).toHaveTextContent(
      "Runs: gives 1,726 on sample data It parses, uses only functions Google Sheets has, and gives 1,726 on a sample grid built from its ranges.",
    );
    expect(within(await result()).queryByText(text.verified)).not.toBeInTheDocument();

    unexplained = ["net", "excluding"];
    await generateWith(user, "total net sales excluding returns");
    answered = screen.findByRole("region", { name: text.resultHeading });
    expect(within(await result()).getByRole("note")).toHaveTextContent(
      "Check it: the formula does not account for “net”, “excluding”",
    );
    expect(within(await result()).queryByText(text.verified)).not.toBeInTheDocument();

    unexplained = [];
    await generateWith(user, "total sales");
    answered = screen.findByRole("region", { name: text.resultHeading });
    expect(within(await result()).getByText(text.verified)).toHaveClass("badge-success");
    expect(within(await result()).getByText("Runs: gives 1,726 on sample data")).toHaveClass("badge-success");
    expect(within(await result()).queryByRole("note")).not.toBeInTheDocument();
  });

  it("drops the streamed explanation when a repair round or the builtin fallback starts a new draft", async () => {
    const stream = controlledEventStream();
    answer({ generate: () => stream.response });
    const { user } = renderPage("/", <FormulaGeneratorPage />);

    await generateWith(user, "sum B2:B50 where D2:D50 is Closed");
    stream.send(sseFrame("progress", { type: "progress", stage: "planning" }));
    stream.send(sseFrame("delta", { type: "delta", text: "A first draft" }));
    expect(await screen.findByText("A first draft")).toBeInTheDocument();

    stream.send(sseFrame("progress", { type: "progress", stage: "verifying" }));
    stream.send(sseFrame("progress", { type: "progress", stage: "repairing" }));
    stream.send(sseFrame("delta", { type: "delta", text: "The repaired one" }));

    expect(await screen.findByText("The repaired one")).toBeInTheDocument();
    expect(screen.queryByText(/A first draft/)).not.toBeInTheDocument();
    stream.close();
  });

  it("is busy while generating, shows the streamed explanation first, then the whole result", async () => {
    const stream = controlledEventStream();
    answer({ generate: () => stream.response });
    const { user } = renderPage("/", <FormulaGeneratorPage />);

    await generateWith(user, "sum B2:B50 where D2:D50 is Closed");

    const busyButton = await screen.findByRole("button", { name: copy.generators.generating });
    expect(busyButton).toBeDisabled();
    stream.send(sseFrame("progress", { type: "progress", stage: "planning" }));
    stream.send(sseFrame("delta", { type: "delta", text: "Adds the values " }));
    // A frame split across two network chunks still arrives whole.
    stream.send('event: delta\ndata: {"type":"delta",');
    stream.send('"text":"in B2:B50"}\n\n');

    const streamed = await screen.findByText("Adds the values in B2:B50");
    expect(streamed).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByText(makeResult().formula)).not.toBeInTheDocument();

    stream.send(sseFrame("result", { success: true, data: makeResult() }));
    stream.close();

    const result = await screen.findByRole("region", { name: text.resultHeading });
    expect(within(result).getByText(makeResult().formula)).toBeInTheDocument();
    expect(within(result).getByText(makeResult().explanation)).toBeInTheDocument();
    const steps = within(result).getAllByRole("listitem").map((item) => item.textContent);
    expect(steps).toEqual(expect.arrayContaining(makeResult().steps));
    expect(within(result).getByText("SUMIFS")).toHaveClass("tag");
    expect(within(result).getByText("Runs: gives 42 on sample data")).toBeInTheDocument();
    expect(
      within(result).getByText(
        "It parses, uses only functions Microsoft Excel has, and gives 42 on a sample grid built from its ranges.",
      ),
    ).toBeInTheDocument();
    expect(within(result).queryByText(text.verified)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: text.submit })).toBeEnabled();
  });

  it("says what is wrong instead of Verified when the verifier found problems", async () => {
    const stream = eventStreamResponse([sseFrame("result", {
      success: true,
      data: makeResult({
        verification: {
          parses: true,
          functionsKnown: false,
          unknownFunctions: ["TEXTBEFORE"],
          sample: { error: "#NAME?" },
        },
        platform: "sheets",
      }),
    })]);
    answer({ generate: () => stream });
    const { user } = renderPage("/", <FormulaGeneratorPage />);

    await generateWith(user, "text before the dash in A2");

    expect(await screen.findByText(text.notVerified)).toBeInTheDocument();
    expect(screen.queryByText(text.verified)).not.toBeInTheDocument();
    expect(screen.getByText(text.unknownFunctions("Google Sheets", "TEXTBEFORE"))).toBeInTheDocument();
    expect(screen.getByText(text.sampleError("#NAME?"))).toBeInTheDocument();
  });

  it("reports functions the checker cannot evaluate as not evaluated, and notes a fallback answer", async () => {
    const reason = generationMessages.providerFallback;
    answer({
      generate: () =>
        jsonResponse(200, {
          success: true,
          data: makeResult({
            verification: {
              parses: true,
              functionsKnown: true,
              unknownFunctions: [],
              sample: { notEvaluated: ["PMT"] },
            },
            fallback: reason,
          }),
        }),
    });
    const { user } = renderPage("/", <FormulaGeneratorPage />);

    await generateWith(user, "monthly payment for the loan in B1");

    expect(await screen.findByText("Parses, not run: PMT cannot be run on sample data")).toBeInTheDocument();
    expect(screen.queryByText(text.verified)).not.toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent(reason);
  });

  it("shows the failure alert with the server's 422 hint on how to ask", async () => {
    answer({ generate: () => jsonResponse(422, { success: false, error: generationMessages.formulaUnclear }) });
    const { user } = renderPage("/", <FormulaGeneratorPage />);

    await generateWith(user, "make it better");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text.failed);
    expect(alert).toHaveTextContent(generationMessages.formulaUnclear);
    expect(generateButton()).toBeEnabled();
  });

  it("shows the failure alert for an error frame in the stream", async () => {
    answer({
      generate: () => eventStreamResponse([sseFrame("error", { success: false, error: "Too many generations" })]),
    });
    const { user } = renderPage("/", <FormulaGeneratorPage />);

    await generateWith(user, "sum A1:A9");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text.failed);
    expect(alert).toHaveTextContent("Too many generations");
  });

  it("does nothing without a stored token", async () => {
    localStorage.removeItem(storageKeys.token);
    const fetchMock = answer({});
    const { user } = renderPage("/", <FormulaGeneratorPage />);

    await generateWith(user, "sum A1:A9");

    expect(generateCalls(fetchMock)).toHaveLength(0);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("copies the formula and says so", async () => {
    answer({});
    const { user } = renderPage("/", <FormulaGeneratorPage />);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await generateWith(user, "sum B2:B50 where D2:D50 is Closed");

    await user.click(await screen.findByRole("button", { name: copy.generators.copy }));

    expect(writeText).toHaveBeenCalledWith(makeResult().formula);
    expect(await screen.findByText(text.copied)).toBeInTheDocument();
  });

  it("links the formula to the explainer, which opens on it and its platform", async () => {
    answer({
      generate: () =>
        eventStreamResponse([sseFrame("result", { success: true, data: makeResult({ platform: "sheets" }) })]),
    });
    const { user, router } = renderPage("/", <FormulaGeneratorPage />);
    await generateWith(user, "sum B2:B50 where D2:D50 is Closed");

    await user.click(await screen.findByRole("link", { name: copy.explainer.explainLink }));

    expect(router.state.location.pathname).toBe("/formula-explainer");
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      formula: makeResult().formula,
      platform: "sheets",
    });
  });

  it("falls back to a hidden textarea when the clipboard API fails, and says when that fails too", async () => {
    answer({});
    const { user } = renderPage("/", <FormulaGeneratorPage />);
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
      configurable: true,
    });
    let copiedText: string | null = null;
    const execCommand = vi.fn(() => {
      copiedText = document.querySelector<HTMLTextAreaElement>("textarea.clipboard-fallback")?.value ?? null;
      return true;
    });
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    await generateWith(user, "sum B2:B50 where D2:D50 is Closed");
    const copyButton = await screen.findByRole("button", { name: copy.generators.copy });

    await user.click(copyButton);
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(copiedText).toBe(makeResult().formula);
    expect(await screen.findByText(text.copied)).toBeInTheDocument();
    expect(document.querySelector("textarea.clipboard-fallback")).toBeNull();

    execCommand.mockReturnValue(false);
    await user.click(copyButton);
    expect(await screen.findByRole("alert")).toHaveTextContent(text.copyFailed);
  });

  it("rates the result by its timestamp with the mouse or the keyboard, and only logs a failed rating", async () => {
    let rateStatus = 200;
    const fetchMock = answer({ rate: () => jsonResponse(rateStatus, { success: rateStatus === 200 }) });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderPage("/", <FormulaGeneratorPage />);
    await generateWith(user, "sum B2:B50 where D2:D50 is Closed");
    const group = await screen.findByRole("group", { name: text.rateLabel });

    await user.click(within(group).getByRole("radio", { name: "4 stars" }));

    expect(within(group).getByRole("radio", { name: "4 stars" })).toBeChecked();
    const rateCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/rate-formula");
    expect(JSON.parse(String(rateCalls()[0][1]?.body))).toEqual({ formulaId: makeResult().timestamp, rating: 4 });
    expect(new Headers(rateCalls()[0][1]?.headers).get("Authorization")).toBe("Bearer token-1");

    rateStatus = 500;
    await user.keyboard("{ArrowRight}");
    expect(within(group).getByRole("radio", { name: "5 stars" })).toBeChecked();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(JSON.parse(String(rateCalls()[1][1]?.body))).toMatchObject({ rating: 5 });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("seeds Recent Formulas from history and keeps the 5 newest, newest first", async () => {
    let generated = 0;
    answer({
      history: () => jsonResponse(200, { success: true, data: [1, 2, 3].map(historyItem) }),
      generate: () => {
        generated++;
        return eventStreamResponse([sseFrame("result", {
          success: true,
          data: makeResult({ id: `new-${generated}`, formula: `=NEW(${generated})`, timestamp: `t-${generated}` }),
        })]);
      },
    });
    const { user } = renderPage("/", <FormulaGeneratorPage />);
    const recent = screen.getByRole("region", { name: text.recentHeading });
    await within(recent).findByText("=SUM(A1)");

    for (const request of ["first", "second", "third"]) {
      await generateWith(user, request);
      await screen.findByRole("button", { name: text.submit });
    }

    await within(recent).findByText("=NEW(3)");
    const formulas = within(recent).getAllByRole("listitem").map((item) => item.querySelector("code")?.textContent);
    expect(formulas).toEqual(["=NEW(3)", "=NEW(2)", "=NEW(1)", "=SUM(A1)", "=SUM(A2)"]);
    expect(within(recent).getByText("third")).toBeInTheDocument();
  });

  it("follows the person's other tabs: their new formulas join Recent Formulas and their deletions leave it", async () => {
    answer({ history: () => jsonResponse(200, { success: true, data: [historyItem(1)] }) });
    renderPage("/", <FormulaGeneratorPage />);
    const recent = screen.getByRole("region", { name: text.recentHeading });
    await within(recent).findByText("=SUM(A1)");

    act(() => fake.serverPush("history:created", { type: "vba", item: { ...historyItem(8), code: "Sub A()" } }));
    act(() => fake.serverPush("history:created", { type: "formula", item: historyItem(9) }));

    const formulas = () =>
      within(recent).getAllByRole("listitem").map((item) => item.querySelector("code")?.textContent);
    expect(formulas()).toEqual(["=SUM(A9)", "=SUM(A1)"]);
    act(() => fake.serverPush("history:deleted", { type: "formula", id: "h-1" }));
    expect(formulas()).toEqual(["=SUM(A9)"]);
  });

  it("reads Recent Formulas again on coming back, so formulas deleted meanwhile are gone", async () => {
    let history = [2, 1].map(historyItem);
    const fetchMock = answer({ history: () => jsonResponse(200, { success: true, data: history }) });
    renderPage("/", <FormulaGeneratorPage />);
    const formulas = () =>
      within(screen.getByRole("region", { name: text.recentHeading })).queryAllByRole("listitem")
        .map((item) => item.querySelector("code")?.textContent);
    await waitFor(() => expect(formulas()).toEqual(["=SUM(A2)", "=SUM(A1)"]));
    cleanup();

    history = [historyItem(1)];
    renderPage("/", <FormulaGeneratorPage />);

    await waitFor(() => expect(formulas()).toEqual(["=SUM(A1)"]));
    expect(String(fetchMock.mock.calls[0][0])).toBe("/api/history/formula/user-1?limit=5");
  });

  it("keeps Recent Formulas as they are when the history cannot be read again", async () => {
    let failing = false;
    const fetchMock = answer({
      history: () =>
        failing ? jsonResponse(500, { success: false }) : jsonResponse(200, { success: true, data: [historyItem(1)] }),
    });
    renderPage("/", <FormulaGeneratorPage />);
    const recent = () => screen.getByRole("region", { name: text.recentHeading });
    await within(recent()).findByText("=SUM(A1)");
    cleanup();

    failing = true;
    renderPage("/", <FormulaGeneratorPage />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => {});

    expect(within(recent()).getByText("=SUM(A1)")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("starts with an empty recent list when the history cannot be loaded", async () => {
    answer({ history: () => jsonResponse(500, { success: false, error: "Database down" }) });
    renderPage("/", <FormulaGeneratorPage />);

    const recent = screen.getByRole("region", { name: text.recentHeading });
    expect(await within(recent).findByText(copy.generators.recentEmpty)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("points to the explainer for a formula the person already has", () => {
    answer({});
    renderPage("/", <FormulaGeneratorPage />);

    expect(screen.getByText(text.explainerPrompt)).toContainElement(
      screen.getByRole("link", { name: text.explainerLink }),
    );
    expect(screen.getByRole("link", { name: text.explainerLink })).toHaveAttribute("href", "/formula-explainer");
  });

  it("shows the features and FAQ sections below the generator", () => {
    answer({});
    renderPage("/", <FormulaGeneratorPage />);

    expect(screen.getByRole("heading", { level: 2, name: copy.features.title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: copy.features.cards[0].title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: copy.faq.title })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: copy.faq.items[0].question })).toHaveAttribute("aria-expanded", "false");
  });
  describe("Did you mean", () => {
    const largest = makeResult({
      id: "rank-1",
      formula: "=RANK.EQ(B5,B2:B40,0)",
      reading: "The rank of B5 in B2:B40, the largest first.",
      functions: ["RANK.EQ"],
      bindings: [{ label: "B2:B40", range: "B2:B40" }],
      alternatives: [{ formula: "=RANK.EQ(B5,B2:B40,1)", reading: "The rank of B5 in B2:B40, the smallest first." }],
    });
    const smallest = makeResult({
      ...largest,
      formula: "=RANK.EQ(B5,B2:B40,1)",
      explanation: "Ranks B5 among B2:B40, the smallest first.",
      reading: "The rank of B5 in B2:B40, the smallest first.",
      alternatives: [{ formula: largest.formula, reading: largest.reading }],
    });
    const alternatives = () => screen.getByRole("region", { name: text.alternativesHeading });
    const choice = (formula: string) =>
      within(alternatives()).getByRole("button", { name: new RegExp(`^${formula.replace(/[().]/g, "\\$&")} `) });
    const chooseCalls = (fetchMock: ReturnType<typeof answer>) =>
      fetchMock.mock.calls.filter(([url]) => url === "/api/choose-formula-alternative");

    it("offers each other reading as a button; choosing one replaces the result and its place in Recent Formulas", async () => {
      const fetchMock = answer({
        generate: () => jsonResponse(200, { success: true, data: largest }),
        choose: () => jsonResponse(200, { success: true, data: smallest }),
      });
      const { user } = renderPage("/", <FormulaGeneratorPage />);
      await generateWith(user, "rank of B5 in B2:B40");
      const result = await screen.findByRole("region", { name: text.resultHeading });
      expect(within(result).getByText(text.alternativesHint)).toBeInTheDocument();
      expect(choice(smallest.formula)).toHaveAccessibleName(
        "=RANK.EQ(B5,B2:B40,1) The rank of B5 in B2:B40, the smallest first.",
      );

      await user.click(choice(smallest.formula));

      expect(await within(result).findByText(smallest.explanation)).toBeInTheDocument();
      expect(within(alternatives()).getByRole("status")).toHaveTextContent(text.chosen);
      expect(within(result).getAllByRole("definition").map((definition) => definition.textContent)).toEqual([
        "rank of B5 in B2:B40",
        smallest.reading,
      ]);
      expect(result.querySelector("pre code")?.textContent).toBe(smallest.formula);
      // The replaced answer is now the one to choose, in the same place, so the person can switch back.
      expect(choice(largest.formula)).toHaveFocus();
      expect(within(alternatives()).getAllByRole("button")).toHaveLength(1);
      const [call] = chooseCalls(fetchMock);
      expect(JSON.parse(String(call[1]?.body))).toEqual({ formulaId: "rank-1", index: 0 });
      expect(new Headers(call[1]?.headers).get("Authorization")).toBe("Bearer token-1");
      const recent = screen.getByRole("region", { name: text.recentHeading });
      expect(within(recent).getAllByRole("listitem").map((item) => item.querySelector("code")?.textContent))
        .toEqual([smallest.formula]);
    });

    it("keeps the result and says why when the choice fails", async () => {
      answer({
        generate: () => jsonResponse(200, { success: true, data: largest }),
        choose: () =>
          jsonResponse(422, { success: false, error: "This formula has no other readings to choose from." }),
      });
      const { user } = renderPage("/", <FormulaGeneratorPage />);
      await generateWith(user, "rank of B5 in B2:B40");
      const result = await screen.findByRole("region", { name: text.resultHeading });

      await user.click(choice(smallest.formula));

      expect(await within(result).findByRole("alert")).toHaveTextContent(
        "This formula has no other readings to choose from.",
      );
      expect(result.querySelector("pre code")?.textContent).toBe(largest.formula);
      expect(choice(smallest.formula)).toBeInTheDocument();
    });

    it("sends one choice at a time: a second click while the first is under way does nothing", async () => {
      const pending = deferred<Response>();
      const fetchMock = answer({
        generate: () => jsonResponse(200, { success: true, data: largest }),
        choose: () => pending.promise,
      });
      const { user } = renderPage("/", <FormulaGeneratorPage />);
      await generateWith(user, "rank of B5 in B2:B40");
      await screen.findByRole("region", { name: text.resultHeading });

      await user.click(choice(smallest.formula));
      expect(choice(smallest.formula)).toHaveAttribute("aria-disabled", "true");
      expect(within(alternatives()).getByRole("status")).toHaveTextContent(text.choosing);
      await user.click(choice(smallest.formula));
      expect(chooseCalls(fetchMock)).toHaveLength(1);

      pending.resolve(jsonResponse(200, { success: true, data: smallest }));
      await waitFor(() => expect(choice(largest.formula)).toHaveAttribute("aria-disabled", "false"));
    });

    it("follows a choice made in another tab: the result shown changes only when it is the one chosen", async () => {
      answer({
        history: () => jsonResponse(200, { success: true, data: [historyItem(1)] }),
        generate: () => jsonResponse(200, { success: true, data: largest }),
      });
      const { user } = renderPage("/", <FormulaGeneratorPage />);
      const recent = screen.getByRole("region", { name: text.recentHeading });
      await within(recent).findByText("=SUM(A1)");
      await generateWith(user, "rank of B5 in B2:B40");
      const result = await screen.findByRole("region", { name: text.resultHeading });
      const item = { ...historyItem(1), formula: "=SUM(A1:A9)" };

      act(() => fake.serverPush("history:updated", { type: "formula", item }));
      expect(result.querySelector("pre code")?.textContent).toBe(largest.formula);
      expect(within(recent).getByText("=SUM(A1:A9)")).toBeInTheDocument();

      const { formula, explanation, steps, functions, platform, timestamp } = smallest;
      const chosen = { id: "rank-1", description: "rank of B5 in B2:B40", formula, explanation, steps, functions };
      act(() =>
        fake.serverPush("history:updated", {
          type: "formula",
          item: { ...chosen, platform, timestamp },
          result: smallest,
        })
      );
      expect(result.querySelector("pre code")?.textContent).toBe(smallest.formula);
      expect(within(recent).getAllByRole("listitem").map((entry) => entry.querySelector("code")?.textContent))
        .toEqual([smallest.formula, "=SUM(A1:A9)"]);
    });
  });
});
