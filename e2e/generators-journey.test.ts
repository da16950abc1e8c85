import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, signUpThroughPage, startJourney } from "./support/journey.ts";

describe("generators journey", () => {
  let journey: Journey;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    // Copy uses the async Clipboard API, which needs the permission a user would grant.
    journey = await startJourney({ permissions: ["clipboard-read", "clipboard-write"] });
    ({ baseUrl, page } = journey);
  });
  afterAll(() => journey?.stop());

  const account = {
    name: "Generator Tester",
    email: `generators-${Date.now()}@example.com`,
    password: "a long password",
  };
  const request = "sum B2:B50 where D2:D50 is Closed";

  it("signs up and opens Home with the formula generator", async () => {
    await signUpThroughPage(page, baseUrl, account);
    const main = page.getByRole("main");

    await page.getByRole("banner").getByRole("link", { name: "Sheetsmith home" }).click();

    await page.waitForURL(`${baseUrl}/`);
    await main.getByRole("heading", { level: 1, name: "Formula Generator" }).waitFor();
    await expect(main.getByRole("button", { name: "Microsoft Excel" }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
  });

  it("generates a formula by streaming and shows what its checks found", async () => {
    const main = page.getByRole("main");
    await main.getByLabel("Describe what your formula should do").fill(request);
    await expect(main.getByText(`${request.length}/500`).isVisible()).resolves.toBe(true);

    const answer = page.waitForResponse((response) => response.url().endsWith("/api/generate-formula"));
    await main.getByRole("button", { name: "Generate Formula" }).click();
    expect((await answer).headers()["content-type"]).toContain("text/event-stream");

    const result = main.getByRole("region", { name: "Your Formula" });
    await result.waitFor();
    const formula = await result.locator("pre code").textContent();
    expect(formula).toMatch(/^=SUMIFS?\(/);
    expect(formula).toContain("B2:B50");
    // The badge says what was run: the sample grid's value, with thousands separators.
    await expect(result.getByText(/^Runs: gives -?[\d,]+(\.\d+)? on sample data$/).isVisible()).resolves.toBe(true);
    await expect(result.getByRole("heading", { name: "Step by Step" }).isVisible()).resolves.toBe(true);
  });

  it("copies the formula to the clipboard", async () => {
    const result = page.getByRole("main").getByRole("region", { name: "Your Formula" });
    const formula = await result.locator("pre code").textContent();

    await result.getByRole("button", { name: "Copy" }).click();

    await result.getByText("Formula copied to clipboard!").waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(formula);
  });

  it("rates the formula 4 stars and lists it in Recent Formulas", async () => {
    const main = page.getByRole("main");
    const result = main.getByRole("region", { name: "Your Formula" });
    const formula = await result.locator("pre code").textContent();

    const rated = page.waitForResponse((response) => response.url().endsWith("/api/rate-formula"));
    await result.getByRole("radio", { name: "4 stars" }).check();

    expect((await rated).status()).toBe(200);
    await expect(result.getByRole("radio", { name: "4 stars" }).isChecked()).resolves.toBe(true);
    const recent = main.getByRole("region", { name: "Recent Formulas" });
    await expect(recent.getByRole("listitem").first().locator("code").textContent()).resolves.toBe(formula);
    await expect(recent.getByText(request).isVisible()).resolves.toBe(true);
  });

  it("keeps the formula in Recent Formulas after a reload, from the history", async () => {
    await page.reload();

    const recent = page.getByRole("main").getByRole("region", { name: "Recent Formulas" });
    await recent.getByText(request).waitFor();
  });

  it("generates a macro on /vba-generator", async () => {
    await page.getByRole("contentinfo").getByRole("link", { name: "VBA Generator" }).click();
    await page.waitForURL(`${baseUrl}/vba-generator`);
    const main = page.getByRole("main");
    await main.getByLabel("Describe what your macro should do").fill("delete blank rows in Sheet1");

    await main.getByRole("button", { name: "Generate VBA Code" }).click();

    const result = main.getByRole("region", { name: "Your VBA Code" });
    await result.waitFor();
    const code = await result.locator("pre code").textContent();
    expect(code).toMatch(/^\s*Sub \w+\(/m);
    expect(code).toMatch(/^\s*End Sub\s*$/m);
    await expect(result.getByRole("heading", { name: "Explanation" }).isVisible()).resolves.toBe(true);

    const rated = page.waitForResponse((response) => response.url().endsWith("/api/rate-vba"));
    await result.getByRole("radio", { name: "5 stars" }).check();
    expect((await rated).status()).toBe(200);
    await main.getByRole("region", { name: "Recent VBA Code" }).getByText("delete blank rows in Sheet1").waitFor();
  });

  it("raised no browser errors (CSP included)", () => {
    expect(journey.browserErrors).toEqual([]);
  });
});
