import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { type Journey, signUpThroughPage, startJourney } from "./support/journey.ts";

// TRIM gives the lookup a part of its own to fold open, and trailing spaces are a classic cause of its #N/A.
const formula = "=VLOOKUP(TRIM(F2),A2:C100,3,FALSE)";

describe("explainer journey: a visitor's lookup shows #N/A; they learn why, open its parts and take it to Sheets; a member's generated formula opens explained", () => {
  let journey: Journey;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    // Copy uses the async Clipboard API, which needs the permission a user would grant.
    journey = await startJourney({ permissions: ["clipboard-read", "clipboard-write"] });
    ({ baseUrl, page } = journey);
  });
  afterAll(() => journey?.stop());

  it("finds the explainer in the header without signing in", async () => {
    await page.goto(`${baseUrl}/about`);

    await page.getByRole("banner").getByRole("link", { name: "Explainer" }).click();

    await page.waitForURL(`${baseUrl}/formula-explainer`);
    await page.getByRole("main").getByRole("heading", { level: 1, name: "Formula Explainer" }).waitFor();
  });

  it("explains the formula with the #N/A it shows: what it computes and why it might show the error", async () => {
    const main = page.getByRole("main");
    await main.getByLabel("Formula", { exact: true }).fill(formula);
    await main.getByLabel("It shows an error (optional)").selectOption("#N/A");

    const answer = page.waitForResponse((response) => response.url().endsWith("/api/explain-formula"));
    await main.getByRole("button", { name: "Explain", exact: true }).click();
    expect((await answer).status()).toBe(200);

    const reading = main.getByRole("region", { name: "What it computes" });
    await reading.waitFor();
    expect((await reading.locator(".explainer-reading").textContent())?.trim()).not.toBe("");
    const causes = main.getByRole("region", { name: "Why it might show #N/A" });
    expect(await causes.getByRole("listitem").count()).toBeGreaterThan(0);
  });

  it("opens a folded part of the formula's tree", async () => {
    const tree = page.getByRole("main").getByRole("region", { name: "Its parts" });
    await expect(tree.locator("details").first().getAttribute("open")).resolves.toBe("");
    const trim = tree.locator("details details").filter({ has: page.locator("summary code", { hasText: "TRIM(F2)" }) });
    await expect(trim.getAttribute("open")).resolves.toBeNull();
    await expect(trim.locator("li code", { hasText: /^F2$/ }).isVisible()).resolves.toBe(false);

    await trim.locator("summary").click();

    await expect(trim.getAttribute("open")).resolves.toBe("");
    await expect(trim.locator("li code", { hasText: /^F2$/ }).isVisible()).resolves.toBe(true);
  });

  it("copies the Google Sheets translation to the clipboard", async () => {
    const translations = page.getByRole("main").getByRole("region", { name: "In the other program" });
    const sheets = translations.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Google Sheets" }),
    });
    const translated = await sheets.locator("pre code").textContent();
    expect(translated).toMatch(/^=.*TRIM\(F2\)/);

    await sheets.getByRole("button", { name: "Copy the Google Sheets formula" }).click();

    await sheets.getByText("Copied!").waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(translated);
  });

  it("leaves axe nothing to find in the answer, which fits a phone's width as well", async () => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(axeViolations(page)).resolves.toEqual([]);
      await expect(page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth)).resolves.toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("opens a formula the generator wrote, explained at once, through its Explain link", async () => {
    await signUpThroughPage(page, baseUrl, {
      name: "Explainer Tester",
      email: `explainer-${Date.now()}@example.com`,
      password: "a long password",
    });
    await page.goto(`${baseUrl}/`);
    const main = page.getByRole("main");
    await main.getByLabel("Describe what your formula should do").fill("sum B2:B50 where D2:D50 is Closed");
    await main.getByRole("button", { name: "Generate Formula" }).click();
    const result = main.getByRole("region", { name: "Your Formula" });
    const generated = await result.locator("pre code").textContent();

    const answer = page.waitForResponse((response) => response.url().endsWith("/api/explain-formula"));
    await result.getByRole("link", { name: "Explain", exact: true }).click();

    expect((await answer).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === "/formula-explainer");
    expect(new URL(page.url()).searchParams.get("formula")).toBe(generated);
    await expect(main.getByLabel("Formula", { exact: true }).inputValue()).resolves.toBe(generated);
    await main.getByRole("region", { name: "What it computes" }).waitFor();
  });

  it("raised no browser errors (CSP included)", () => {
    expect(journey.browserErrors).toEqual([]);
  });
});
