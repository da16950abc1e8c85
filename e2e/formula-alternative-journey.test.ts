import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormulaResult } from "../api/contract/generation.ts";
import { parseSse } from "../api/test/read-sse.ts";
import { axeViolations } from "./support/axe.ts";
import { type Journey, signUpThroughPage, startJourney } from "./support/journey.ts";

/** The `result` frame of a generation's event stream: the answer the page was given. */
function resultFrame(stream: string): FormulaResult {
  const frame = parseSse(stream).find(({ event }) => event === "result");
  if (!frame) throw new Error(`the stream had no result frame:\n${stream.slice(0, 500)}`);
  return JSON.parse(frame.data).data;
}

describe("formula alternative journey: an ambiguous request, an honest badge, and the other reading chosen", () => {
  let journey: Journey;
  let baseUrl: string;
  let page: Page;
  /** What the server answered the generation with, as the page received it. */
  let answered: FormulaResult;
  /** The formula first shown, and the alternative the person picks (read from the page, never assumed). */
  let first: string;
  let alternative: { formula: string; reading: string };

  beforeAll(async () => {
    journey = await startJourney();
    ({ baseUrl, page } = journey);
  });
  afterAll(() => journey?.stop());

  const account = {
    name: "Alternative Tester",
    email: `alternative-${Date.now()}@example.com`,
    password: "a long password",
  };
  const request = "rank of B5 in B2:B40";

  const main = () => page.getByRole("main");
  const result = () => main().getByRole("region", { name: "Your Formula" });
  const shownFormula = () => result().locator("pre.formula-code code").textContent();
  const didYouMean = () => result().getByRole("region", { name: "Did you mean?" });

  it("signs up and asks the builtin engine for the rank of B5 in B2:B40 on Excel", async () => {
    await signUpThroughPage(page, baseUrl, account);
    await page.goto(`${baseUrl}/`);
    await main().getByRole("heading", { level: 1, name: "Formula Generator" }).waitFor();
    await expect(main().getByRole("button", { name: "Microsoft Excel" }).getAttribute("aria-pressed")).resolves
      .toBe("true");

    // The answer passes through untouched, and is kept so the page can be held to what the server said.
    await page.route("**/api/generate-formula", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      answered = resultFrame(body);
      await route.fulfill({ response, body });
    });
    await main().getByLabel("Describe what your formula should do").fill(request);
    const generated = page.waitForResponse((response) => response.url().endsWith("/api/generate-formula"));
    await main().getByRole("button", { name: "Generate Formula" }).click();
    await generated;
    await main().locator('form[aria-busy="false"]').waitFor();
    const alert = main().getByRole("alert");
    await result().or(alert).first().waitFor();
    if (await alert.isVisible()) throw new Error(`no formula for "${request}": ${await alert.textContent()}`);
    await page.unroute("**/api/generate-formula");

    first = await shownFormula() ?? "";
    expect(first).toBe(answered.formula);
    expect(first).toMatch(/^=.*B5/);
  });

  it("states what its checks ran, and says Verified only when its reading accounts for the whole request", async () => {
    const { sample, unexplained } = answered.verification;
    // The badge says what happened to the formula on the sample grid; numbers with thousands separators (1,726).
    const value = "value" in sample && typeof sample.value === "number"
      ? sample.value.toLocaleString("en-US", { maximumFractionDigits: 6 })
      : "value" in sample && typeof sample.value === "string"
      ? `"${sample.value}"`
      : "value" in sample
      ? String(sample.value).toUpperCase()
      : "";
    const badge = "value" in sample
      ? `Runs: gives ${value} on sample data`
      : "notEvaluated" in sample
      ? `Parses, not run: ${sample.notEvaluated.join(", ")} cannot be run on sample data`
      : "Not verified";
    await expect(result().getByText(badge, { exact: true }).isVisible()).resolves.toBe(true);

    const verified = result().getByText("Verified", { exact: true });
    const warning = result().getByRole("note").filter({ hasText: "Check it: the formula does not account for" });
    await expect(verified.count()).resolves.toBe("value" in sample && unexplained?.length === 0 ? 1 : 0);
    await expect(warning.count()).resolves.toBe(unexplained?.length ? 1 : 0);
    for (const word of unexplained ?? []) await expect(warning.textContent()).resolves.toContain(`“${word}”`);
  });

  it("sets what was asked beside what the formula computes, and says what the request's ranges were bound to", async () => {
    await expect(result().getByRole("term").allTextContents()).resolves.toEqual(["You asked:", "This formula:"]);
    await expect(result().getByRole("definition").allTextContents()).resolves.toEqual([request, answered.reading]);

    const bound = result().locator(".formula-bindings");
    if (answered.bindings?.length) {
      const listed = answered.bindings.map(({ label, range }) => `${label} = ${range}`).join(", ");
      await expect(bound.textContent()).resolves.toBe(`Bound: ${listed}`);
    } else {
      await expect(bound.count()).resolves.toBe(0);
    }
  });

  it("passes axe on the answered page, and fits a 390 px phone without sideways scrolling", async () => {
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await expect(page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth)).resolves.toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it("offers the other reading under Did you mean, and choosing it replaces the formula on the page", async () => {
    // Until the engine offers the rank from the smallest for this request, the journey stops here.
    await didYouMean().waitFor({ timeout: 5_000 });
    const choice = didYouMean().getByRole("button").first();
    alternative = {
      formula: await choice.locator("code").textContent() ?? "",
      reading: await choice.locator(".formula-alternative-reading").textContent() ?? "",
    };
    expect(alternative.formula).toMatch(/^=/);
    expect(alternative.formula).not.toBe(first);
    await expect(choice.getAttribute("aria-disabled")).resolves.toBe("false");

    const chosen = page.waitForResponse((response) => response.url().endsWith("/api/choose-formula-alternative"));
    await choice.click();
    expect((await chosen).status()).toBe(200);

    await expect.poll(shownFormula).toBe(alternative.formula);
    await expect(result().getByRole("definition").allTextContents()).resolves.toEqual([request, alternative.reading]);
    await didYouMean().getByText("Switched: the formula above is the one you chose").waitFor();
    // The replaced formula is now the one to choose, so the person can switch back.
    await expect(didYouMean().getByRole("button").first().locator("code").textContent()).resolves.toBe(first);
    const recent = main().getByRole("region", { name: "Recent Formulas" });
    await expect(recent.getByRole("listitem").first().locator("code").textContent()).resolves.toBe(alternative.formula);
  });

  it("shows the chosen formula in the dashboard's History", async () => {
    await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);

    const item = main().getByRole("list", { name: "Formula history" }).getByRole("article", { name: request });
    await item.waitFor();
    await expect(item.locator("pre code").textContent()).resolves.toBe(alternative.formula);
  });

  it("raised no browser errors (CSP included)", () => {
    expect(journey.browserErrors).toEqual([]);
  });
});
