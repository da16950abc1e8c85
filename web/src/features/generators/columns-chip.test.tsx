import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FormulaResult, VbaResult } from "../../../../api/contract/generation.ts";
import { copy } from "../../copy.ts";
import { storageKeys } from "../../lib/storage-keys.ts";
import {
  createFakeSocket,
  eventStreamResponse,
  jsonResponse,
  makeUser,
  mockFetch,
  renderPage,
  sseFrame,
} from "../../test-utils.tsx";
import { useAuthStore } from "../auth/auth-store.ts";
import { FormulaGeneratorPage } from "./formula-generator-page.tsx";
import { useFormulaStore } from "./formula-store.ts";
import { VbaGeneratorPage } from "./vba-generator-page.tsx";
import { useVbaStore } from "./vba-store.ts";

const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("../../lib/socket-client.ts", () => ({ getSocket: () => socket.current, reconnectSocket: () => {} }));
socket.current = createFakeSocket();

const text = copy.generators;
const initialFormulaStore = useFormulaStore.getState();
const initialVbaStore = useVbaStore.getState();

const formula: FormulaResult = {
  id: "f-1",
  formula: "=SUM(C2:C100)",
  explanation: "Adds the sales.",
  steps: ["Paste it."],
  functions: ["SUM"],
  platform: "excel",
  timestamp: "2026-11-21T10:00:00.000Z",
  verification: { parses: true, functionsKnown: true, unknownFunctions: [], sample: { value: 1 } },
  reading: "The sum of C2:C100.",
  provider: "builtin",
};
const macro: VbaResult = {
  id: "v-1",
  code: "Sub Go()\nEnd Sub",
  explanation: "Does nothing.",
  steps: ["Run it."],
  timestamp: "2026-11-21T10:00:00.000Z",
  platform: "excel",
  check: { ok: true, problems: [] },
  provider: "builtin",
};

/** Answers every call the generator pages make and hands back the bodies of the generation requests. */
function answer() {
  const sent: unknown[] = [];
  mockFetch((url, init) => {
    if (url.startsWith("/api/history/")) return jsonResponse(200, { success: true, data: [] });
    if (url === "/api/generate-formula" || url === "/api/generate-vba") {
      sent.push(JSON.parse(String(init.body)));
      const data = url.endsWith("formula") ? formula : macro;
      return eventStreamResponse([sseFrame("result", { success: true, data })]);
    }
    throw new Error(`unexpected call ${url}`);
  });
  return sent;
}

const columnsBox = () => screen.getByRole("textbox", { name: text.columnsLabel });
const chip = () => screen.queryByText(/^Using your columns: /);

const pages = [
  {
    name: "formula generator",
    render: () => renderPage("/", <FormulaGeneratorPage />),
    describe: copy.formulaGenerator.descriptionLabel,
    submit: copy.formulaGenerator.submit,
    result: copy.formulaGenerator.resultHeading,
  },
  {
    name: "VBA generator",
    render: () => renderPage("/vba", <VbaGeneratorPage />),
    describe: copy.vbaGenerator.descriptionLabel,
    submit: copy.vbaGenerator.submit,
    result: copy.vbaGenerator.resultHeading,
  },
];

describe.each(pages)("Your columns chip on the $name", (page) => {
  beforeEach(() => {
    useFormulaStore.setState(initialFormulaStore, true);
    useVbaStore.setState(initialVbaStore, true);
    localStorage.setItem(storageKeys.token, "token-1");
    useAuthStore.setState({ status: "authenticated", token: "token-1", user: makeUser() });
  });
  afterEach(() => useAuthStore.setState({ status: "none", token: null, user: null }));

  async function generate(user: ReturnType<typeof renderPage>["user"], sent: unknown[]) {
    const before = sent.length;
    await user.type(screen.getByRole("textbox", { name: page.describe }), "total sales");
    await user.click(screen.getByRole("button", { name: page.submit }));
    await screen.findByRole("region", { name: page.result });
    await waitFor(() => expect(sent).toHaveLength(before + 1));
    return sent[before] as { columns?: string };
  }

  it("shows columns remembered from an earlier visit before anything is sent with them", async () => {
    localStorage.setItem(storageKeys.columns, "A Date, B Region, C Sales");
    const sent = answer();
    const { user } = page.render();

    expect(chip()).toHaveTextContent("Using your columns: A Date, B Region, C Sales");
    expect((await generate(user, sent)).columns).toBe("A Date, B Region, C Sales");
  });

  it("appears as the columns are typed and goes when they are blanked, exactly when they would be sent", async () => {
    const sent = answer();
    const { user } = page.render();
    expect(chip()).toBeNull();

    await user.type(columnsBox(), "A Region");
    expect(chip()).toHaveTextContent("Using your columns: A Region");
    await user.clear(columnsBox());
    await user.type(columnsBox(), "   ");
    expect(chip()).toBeNull();
    expect((await generate(user, sent)).columns).toBeUndefined();
  });

  it("puts a pasted header row on one line, as the headers it names", () => {
    localStorage.setItem(storageKeys.columns, "Date\tRegion\tSales\n");
    answer();
    page.render();

    expect(chip()).toHaveTextContent("Using your columns: Date, Region, Sales");
  });

  it("Clear forgets the remembered columns, and the next request goes without them", async () => {
    localStorage.setItem(storageKeys.columns, "A Date, B Region, C Sales");
    const sent = answer();
    const { user } = page.render();

    const shown = chip()!.closest(".columns-chip") as HTMLElement;
    await user.click(within(shown).getByRole("button", { name: text.columnsClear }));

    expect(chip()).toBeNull();
    expect(columnsBox()).toHaveValue("");
    expect(columnsBox()).toHaveFocus();
    expect(localStorage.getItem(storageKeys.columns)).toBeNull();
    expect(await generate(user, sent)).not.toHaveProperty("columns");
  });
});
