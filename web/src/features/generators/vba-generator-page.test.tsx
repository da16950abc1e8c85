import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VbaResult } from "../../../../api/contract/generation.ts";
import { generationMessages } from "../../../../api/contract/generation-messages.ts";
import { copy } from "../../copy.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import {
  controlledEventStream,
  createFakeSocket,
  eventStreamResponse,
  jsonResponse,
  makeUser,
  mockFetch,
  renderPage,
  sseFrame,
} from "../../test-utils.tsx";
import { useAuthStore } from "../auth/auth-store.ts";
import type { VbaHistoryItem } from "../../../../api/contract/history.ts";
import { VbaGeneratorPage } from "./vba-generator-page.tsx";
import { useVbaStore } from "./vba-store.ts";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
const fake = createFakeSocket();
socket.current = fake;

const text = copy.vbaGenerator;
const initialStore = useVbaStore.getState();
const macro = 'Option Explicit\n\nSub DeleteBlankRows()\n    MsgBox "Done"\nEnd Sub';

function makeResult(overrides: Partial<VbaResult> = {}): VbaResult {
  return {
    id: "v-1",
    code: macro,
    explanation: "Walks Sheet1 from the bottom up and deletes every empty row.",
    steps: ["Press Alt+F11.", "Insert a module and paste the code.", "Run DeleteBlankRows."],
    timestamp: "2026-11-21T11:00:00.000Z",
    platform: "excel",
    check: { ok: true, problems: [] },
    provider: "builtin",
    ...overrides,
  };
}

interface Answers {
  history?: () => Response;
  generate?: () => Response;
  rate?: () => Response;
}

function answer({ history, generate, rate }: Answers) {
  return mockFetch((url) => {
    if (url.startsWith("/api/history/vba/")) return history?.() ?? jsonResponse(200, { success: true, data: [] });
    if (url === "/api/generate-vba") {
      return generate?.() ?? eventStreamResponse([sseFrame("result", { success: true, data: makeResult() })]);
    }
    if (url === "/api/rate-vba") return rate?.() ?? jsonResponse(200, { success: true });
    throw new Error(`unexpected call ${url}`);
  });
}

const descriptionBox = () => screen.getByRole("textbox", { name: text.descriptionLabel });

async function generateWith(user: ReturnType<typeof renderPage>["user"], description: string) {
  await user.clear(descriptionBox());
  await user.type(descriptionBox(), description);
  await user.click(screen.getByRole("button", { name: text.submit }));
}

function generateCalls(fetchMock: ReturnType<typeof answer>) {
  return fetchMock.mock.calls.filter(([url]) => url === "/api/generate-vba");
}

describe("VbaGeneratorPage", () => {
  beforeEach(() => {
    useVbaStore.setState(initialStore, true);
    localStorage.setItem(storageKeys.token, "token-1");
    useAuthStore.setState({ status: "authenticated", token: "token-1", user: makeUser() });
  });

  afterEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  it("counts to 500 and only enables Generate for a non-blank description", async () => {
    answer({});
    const { user } = renderPage("/vba-generator", <VbaGeneratorPage />);

    expect(descriptionBox()).toHaveAttribute("maxLength", "500");
    expect(screen.getByRole("button", { name: text.submit })).toBeDisabled();
    await user.type(descriptionBox(), "  ");
    expect(screen.getByText("2/500")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: text.submit })).toBeDisabled();
    await user.type(descriptionBox(), "x");
    expect(screen.getByRole("button", { name: text.submit })).toBeEnabled();
  });

  it("generates on ⌘+Enter or Ctrl+Enter in the description, not on Enter alone and not again while busy", async () => {
    const stream = controlledEventStream();
    const fetchMock = answer({ generate: () => stream.response });
    const { user } = renderPage("/vba-generator", <VbaGeneratorPage />);

    await user.type(descriptionBox(), "delete blank rows{Enter}");
    expect(generateCalls(fetchMock)).toHaveLength(0);
    await user.keyboard("{Meta>}{Enter}{/Meta}");
    expect(await screen.findByRole("button", { name: copy.generators.generating })).toBeDisabled();
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(generateCalls(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String(generateCalls(fetchMock)[0][1]?.body))).toMatchObject({
      description: "delete blank rows",
    });
    stream.close();
  });

  it("streams the explanation, then shows code, Explanation, Step by Step and the check", async () => {
    const stream = controlledEventStream();
    const fetchMock = answer({ generate: () => stream.response });
    const { user } = renderPage("/vba-generator", <VbaGeneratorPage />);

    await generateWith(user, "delete blank rows in Sheet1");
    expect(await screen.findByRole("button", { name: copy.generators.generating })).toBeDisabled();
    stream.send(sseFrame("delta", { type: "delta", text: "Walks Sheet1 " }));
    expect(await screen.findByText("Walks Sheet1")).toHaveAttribute("aria-live", "polite");

    stream.send(sseFrame("result", { success: true, data: makeResult() }));
    stream.close();

    const result = await screen.findByRole("region", { name: text.resultHeading });
    expect(within(result).getByText(/Sub DeleteBlankRows\(\)/)).toBeInTheDocument();
    expect(within(result).getByRole("heading", { name: copy.generators.explanation })).toBeInTheDocument();
    expect(within(result).getByRole("heading", { name: copy.generators.steps })).toBeInTheDocument();
    expect(within(result).getByText("Run DeleteBlankRows.")).toBeInTheDocument();
    expect(within(result).getByText(text.checked)).toBeInTheDocument();
    expect(within(result).getByText(text.checkedDetail)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/generate-vba")!;
    expect(JSON.parse(String(init?.body))).toEqual({ description: "delete blank rows in Sheet1" });
  });

  it("shares the remembered Your columns with the formula page and sends them when filled", async () => {
    localStorage.setItem(storageKeys.columns, "A Date, B Region, C Sales");
    const fetchMock = answer({});
    const { user } = renderPage("/vba-generator", <VbaGeneratorPage />);
    const columnsBox = screen.getByRole("textbox", { name: copy.generators.columnsLabel });
    expect(columnsBox).toHaveValue("A Date, B Region, C Sales");
    expect(columnsBox).toHaveAttribute("maxLength", "2000");

    await generateWith(user, "highlight sales above 100");
    await screen.findByRole("region", { name: text.resultHeading });
    await user.clear(columnsBox);
    await generateWith(user, "delete blank rows in Sheet1");
    await waitFor(() => expect(generateCalls(fetchMock)).toHaveLength(2));

    expect(generateCalls(fetchMock).map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { description: "highlight sales above 100", columns: "A Date, B Region, C Sales" },
      { description: "delete blank rows in Sheet1" },
    ]);
    expect(localStorage.getItem(storageKeys.columns)).toBeNull();
  });

  it("says which places the macro assumed, and shows nothing of the kind when there are none", async () => {
    let assumed: VbaResult["assumed"] = [{ label: "Sheet", range: "the active sheet" }];
    answer({
      generate: () => eventStreamResponse([sseFrame("result", { success: true, data: makeResult({ assumed }) })]),
    });
    const { user } = renderPage("/vba-generator", <VbaGeneratorPage />);

    await generateWith(user, "delete blank rows");
    const notice = await screen.findByRole("note");
    expect(notice).toHaveTextContent(copy.generators.assumedHeading);
    expect(within(notice).getByRole("listitem")).toHaveTextContent("Sheet → the active sheet");

    assumed = undefined;
    await generateWith(user, "delete blank rows in Sheet1");
    await waitFor(() => expect(screen.queryByRole("note")).not.toBeInTheDocument());
    expect(screen.getByRole("region", { name: text.resultHeading })).toBeInTheDocument();
  });

  it("says 'Invalid response data format from server.' when the data lacks a field", async () => {
    const { steps: _steps, ...withoutSteps } = makeResult();
    answer({ generate: () => jsonResponse(200, { success: true, data: withoutSteps }) });
    const { user } = renderPage("/vba-generator", <VbaGeneratorPage />);

    await generateWith(user, "delete blank rows in Sheet1");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text.failed);
    expect(alert).toHaveTextContent(text.invalidFormat);
  });

  it("shows the server's reason, or 'Failed to generate VBA code' when it gives none", async () => {
    let failure: Response = jsonResponse(422, { success: false, error: generationMessages.vbaUnclear });
    answer({ generate: () => failure });
    const { user } = renderPage("/vba-generator", <VbaGeneratorPage />);

    await generateWith(user, "do the thing");
    expect(await screen.findByRole("alert")).toHaveTextContent(generationMessages.vbaUnclear);

    failure = new Response("Bad gateway", { status: 502 });
    await generateWith(user, "do the thing again");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(text.serverFailed));
    expect(screen.getByRole("alert")).toHaveTextContent(text.failed);
  });

  it("says 'No token found' when no token is stored", async () => {
    localStorage.removeItem(storageKeys.token);
    answer({});
    const { user } = renderPage("/vba-generator", <VbaGeneratorPage />);

    await generateWith(user, "delete blank rows in Sheet1");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text.failed);
    expect(alert).toHaveTextContent(copy.errors.noToken);
  });

  it("copies the code with its own messages", async () => {
    answer({});
    const { user } = renderPage("/vba-generator", <VbaGeneratorPage />);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await generateWith(user, "delete blank rows in Sheet1");

    await user.click(await screen.findByRole("button", { name: copy.generators.copy }));

    expect(writeText).toHaveBeenCalledWith(macro);
    expect(await screen.findByText(text.copied)).toBeInTheDocument();
  });

  it("rates by timestamp with the member's token and an anonymous session id created once and kept", async () => {
    const fetchMock = answer({});
    const { user } = renderPage("/vba-generator", <VbaGeneratorPage />);
    await generateWith(user, "delete blank rows in Sheet1");
    const group = await screen.findByRole("group", { name: text.rateLabel });

    await user.click(within(group).getByRole("radio", { name: "2 stars" }));
    await user.click(within(group).getByRole("radio", { name: "3 stars" }));

    const bodies = fetchMock.mock.calls.filter(([url]) => url === "/api/rate-vba").map(([, init]) =>
      JSON.parse(String(init?.body))
    );
    const sessionId = localStorage.getItem(storageKeys.session);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies).toEqual([
      { vbaId: makeResult().timestamp, rating: 2, sessionId },
      { vbaId: makeResult().timestamp, rating: 3, sessionId },
    ]);
    // Only one's own results can be rated: the server needs the token to know whose they are.
    const headers = fetchMock.mock.calls.filter(([url]) => url === "/api/rate-vba").map(([, init]) => init?.headers);
    expect(headers).toEqual([
      expect.objectContaining({ Authorization: "Bearer token-1" }),
      expect.objectContaining({ Authorization: "Bearer token-1" }),
    ]);
    expect(within(group).getByRole("radio", { name: "3 stars" })).toBeChecked();
  });

  it("keeps the latest 5 in Recent VBA Code, seeded from history", async () => {
    const history: VbaHistoryItem[] = [1, 2, 3, 4, 5].map((index) => ({
      id: `h-${index}`,
      description: `old macro ${index}`,
      code: `Sub Old${index}()\nEnd Sub`,
      explanation: "An old macro.",
      steps: ["Run it."],
      timestamp: `2026-11-20T10:0${index}:00.000Z`,
      platform: "excel",
    }));
    answer({ history: () => jsonResponse(200, { success: true, data: history }) });
    const { user } = renderPage("/vba-generator", <VbaGeneratorPage />);
    const recent = screen.getByRole("region", { name: text.recentHeading });
    await within(recent).findByText("old macro 1");

    await generateWith(user, "delete blank rows in Sheet1");

    await within(recent).findByText("delete blank rows in Sheet1");
    const summaries = within(recent).getAllByRole("listitem").map((item) => item.querySelector("summary")?.textContent);
    expect(summaries).toEqual([
      "delete blank rows in Sheet1",
      "old macro 1",
      "old macro 2",
      "old macro 3",
      "old macro 4",
    ]);
  });
});
