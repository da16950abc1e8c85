import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, signUpThroughPage, startJourney } from "./support/journey.ts";

describe("formula columns journey", () => {
  let journey: Journey;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney();
    ({ baseUrl, page } = journey);
  });
  afterAll(() => journey?.stop());

  const account = {
    name: "Columns Tester",
    email: `columns-${Date.now()}@example.com`,
    password: "a long password",
  };
  const columns = "A Region, B Rep, C Sales";
  const assumedHeading = "Built on assumed ranges — check them against your sheet:";

  const main = () => page.getByRole("main");
  const result = () => main().getByRole("region", { name: "Your Formula" });
  const columnsBox = () => main().getByLabel("Your columns (optional)");

  /** Asks for a formula and waits for the whole answer; a refusal fails the step with the server's own words. */
  async function generate(description: string) {
    await main().getByLabel("Describe what your formula should do").fill(description);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/generate-formula"));
    await main().getByRole("button", { name: "Generate Formula" }).click();
    // The form is busy from the submit until the stream settles; Playwright's `finished()` can miss the end of an
    // event stream, so the page's own state says when the answer is in.
    await answer;
    await main().locator('form[aria-busy="false"]').waitFor();
    const alert = main().getByRole("alert");
    await result().or(alert).first().waitFor();
    if (await alert.isVisible()) throw new Error(`no formula for "${description}": ${await alert.textContent()}`);
    return await result().locator("pre code").textContent() ?? "";
  }

  it("signs up and opens the formula generator with an empty Your columns", async () => {
    await signUpThroughPage(page, baseUrl, account);
    await page.goto(`${baseUrl}/`);

    await main().getByRole("heading", { level: 1, name: "Formula Generator" }).waitFor();
    await expect(columnsBox().inputValue()).resolves.toBe("");
  });

  it("builds a range-less request on assumed ranges, says which, and reads the formula back", async () => {
    const formula = await generate("sum of sales where region is East");

    expect(formula).toMatch(/^=SUMIFS?\(/);
    const notice = result().getByRole("note").filter({ hasText: assumedHeading });
    await expect(notice.isVisible()).resolves.toBe(true);
    const assumed = await notice.getByRole("listitem").allTextContents();
    expect(assumed.length).toBeGreaterThanOrEqual(2);
    for (const line of assumed) {
      const [, range] = line.split(" → ");
      expect(line).toMatch(/^.+ → [A-Z]+\d+:[A-Z]+\d+$/);
      // Every range the notice names is one the formula uses.
      expect(formula).toContain(range);
    }
    const reading = result().getByRole("definition").last();
    await expect(result().getByRole("term").allTextContents()).resolves.toEqual(["You asked:", "This formula:"]);
    await expect(result().getByRole("definition").first().textContent()).resolves.toBe(
      "sum of sales where region is East",
    );
    await expect(reading.textContent()).resolves.toMatch(/^The sum of [A-Z]+2:[A-Z]+\d+/);
  });

  it("uses the columns the user described instead of assuming", async () => {
    await columnsBox().fill(columns);

    const formula = await generate("total sales for north");

    expect(formula).toContain("C2:C");
    expect(formula).toContain("A2:A");
    await expect(result().getByText(assumedHeading).count()).resolves.toBe(0);
    await expect(result().getByText("This formula:").isVisible()).resolves.toBe(true);
  });

  it("still holds the columns after a reload", async () => {
    await page.reload();

    await main().getByRole("heading", { level: 1, name: "Formula Generator" }).waitFor();
    await expect(columnsBox().inputValue()).resolves.toBe(columns);
  });

  it("raised no browser errors (CSP included)", () => {
    expect(journey.browserErrors).toEqual([]);
  });
});
