import process from "node:process";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, signUpThroughPage, startJourney } from "./support/journey.ts";

/** Set to a folder to keep screenshots of the dashboard at desktop and phone widths. */
const shots = process.env.DASHBOARD_SHOTS_DIR;
const admin = { email: "admin@example.com", password: "a long admin password" };

describe("dashboard journey: history and favorites, live across two tabs", () => {
  let journey: Journey;
  let baseUrl: string;
  let page: Page;
  /** The same person's second tab, with the dashboard open. */
  let other: Page;

  beforeAll(async () => {
    journey = await startJourney(
      { permissions: ["clipboard-read", "clipboard-write"] },
      { env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } },
    );
    ({ baseUrl, page } = journey);
  });
  afterAll(() => journey?.stop());

  const account = {
    name: "Dashboard Tester",
    email: `dashboard-${Date.now()}@example.com`,
    password: "a long password",
  };
  const formulas = ["sum B2:B50 where D2:D50 is Closed", "average of C2:C100"];
  const macro = "delete blank rows in Sheet1";

  const historyItem = (on: Page, description: string) =>
    on.getByRole("main").getByRole("article", { name: description });
  const starOf = (on: Page, description: string) =>
    historyItem(on, description).getByRole("button", { name: "Favorite" });
  const pressed = (on: Page, description: string) => starOf(on, description).getAttribute("aria-pressed");

  async function generate(path: string, label: string, button: string, description: string, result: string) {
    await page.goto(`${baseUrl}${path}`);
    const main = page.getByRole("main");
    await main.getByLabel(label).fill(description);
    await main.getByRole("button", { name: button }).click();
    await main.getByRole("region", { name: result }).waitFor();
  }

  it("signs up, generates two formulas and a macro", async () => {
    await signUpThroughPage(page, baseUrl, account);

    for (const description of formulas) {
      await generate("/", "Describe what your formula should do", "Generate Formula", description, "Your Formula");
    }
    await generate("/vba-generator", "Describe what your macro should do", "Generate VBA Code", macro, "Your VBA Code");
  });

  it("finds them under History: the formulas newest first, the macro under VBA", async () => {
    await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    const main = page.getByRole("main");
    const list = main.getByRole("list", { name: "Formula history" });
    await list.waitFor();
    await expect(list.getByRole("article").evaluateAll((items) => items.map((item) => item.ariaLabel))).resolves
      .toEqual([formulas[1], formulas[0]]);
    await expect(historyItem(page, formulas[0]).locator("pre code").textContent()).resolves.toMatch(/^=SUMIFS?\(/);
    await expect(historyItem(page, formulas[0]).getByText("Excel", { exact: true }).isVisible()).resolves.toBe(true);

    await main.getByRole("group", { name: "History type" }).getByRole("button", { name: "VBA" }).click();
    await expect(historyItem(page, macro).locator("pre code").textContent()).resolves.toMatch(/Sub \w+\(/);

    await main.getByRole("group", { name: "History type" }).getByRole("button", { name: "Formula" }).click();
    await main.getByRole("searchbox", { name: "Search history" }).fill("average");
    await expect(list.getByRole("article").count()).resolves.toBe(1);
    await main.getByRole("searchbox", { name: "Search history" }).fill("");
  });

  it("stars a formula, and the person's second tab fills its star without a reload", async () => {
    other = await journey.newTab(page);
    await other.goto(`${baseUrl}/dashboard`);
    await historyItem(other, formulas[0]).waitFor();
    await expect(pressed(other, formulas[0])).resolves.toBe("false");

    await starOf(page, formulas[0]).click();

    await expect.poll(() => pressed(page, formulas[0]), { interval: 100 }).toBe("true");
    await expect.poll(() => pressed(other, formulas[0]), { timeout: 10_000, interval: 100 }).toBe("true");
    await expect(pressed(other, formulas[1])).resolves.toBe("false");
  });

  it("finds the starred formula under Favorites with the Formula filter", async () => {
    const main = page.getByRole("main");
    await main.getByRole("tab", { name: "Favorites" }).click();
    const filter = main.getByRole("group", { name: "Show" });
    await filter.getByRole("button", { name: "Formula" }).click();
    const favorites = main.getByRole("list", { name: "Favorites" });
    await favorites.waitFor();
    await expect(favorites.getByRole("article").evaluateAll((items) => items.map((item) => item.ariaLabel))).resolves
      .toEqual([formulas[0]]);

    await filter.getByRole("button", { name: "VBA" }).click();
    await main.getByText("No VBA favorites yet.").waitFor();
    await filter.getByRole("button", { name: "Formula" }).click();
    if (shots) {
      await page.screenshot({ path: `${shots}/favorites-1280.png`, fullPage: true });
      await other.setViewportSize({ width: 390, height: 844 });
      await other.screenshot({ path: `${shots}/history-390.png`, fullPage: true });
      await other.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it("unstars it in Favorites, and the second tab empties its star", async () => {
    await starOf(page, formulas[0]).click();

    await page.getByRole("main").getByText("No favorites yet").waitFor();
    await expect.poll(() => pressed(other, formulas[0]), { timeout: 10_000, interval: 100 }).toBe("false");
  });

  it("shows a formula generated in the second tab in the first tab's History without a reload", async () => {
    await page.getByRole("main").getByRole("tab", { name: "History" }).click();
    await historyItem(page, formulas[0]).waitFor();
    const request = "count A2:A500 that contain overdue";

    await other.goto(`${baseUrl}/`);
    await other.getByRole("main").getByLabel("Describe what your formula should do").fill(request);
    await other.getByRole("main").getByRole("button", { name: "Generate Formula" }).click();

    await historyItem(page, request).waitFor({ timeout: 10_000 });
  });

  it("deletes an item from History after confirming", async () => {
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Delete this item from your history? Its favorite and ratings go with it.");
      void dialog.accept();
    });

    await page.getByRole("button", { name: `Delete from history: ${formulas[1]}` }).click();

    await historyItem(page, formulas[1]).waitFor({ state: "detached" });
    await page.reload();
    await historyItem(page, formulas[0]).waitFor();
    await expect(historyItem(page, formulas[1]).count()).resolves.toBe(0);
  });

  it("still forces the superadmin's password reset before the dashboard opens", async () => {
    const init = await fetch(`${baseUrl}/admin/init-superadmin`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
    });
    expect(init.status).toBe(201);
    const superadmin = await journey.newPage();
    await superadmin.goto(`${baseUrl}/signin`);
    const main = superadmin.getByRole("main");
    await main.getByLabel("Email").fill(admin.email);
    await main.getByLabel("Password").fill(admin.password);
    await main.getByRole("button", { name: "Sign In", exact: true }).click();

    await superadmin.waitForURL(`${baseUrl}/dashboard`);
    await main.getByText("Your password needs to be reset for security reasons. Please update it below.").waitFor();
    await expect(main.getByRole("tab", { name: "Account Settings" }).getAttribute("aria-selected")).resolves.toBe(
      "true",
    );
    await expect(main.getByRole("tab", { name: "History" }).isDisabled()).resolves.toBe(true);

    await main.getByLabel("Current Password").fill(admin.password);
    await main.getByLabel("New Password").fill("a brand new admin password");
    await main.getByRole("button", { name: "Update Password" }).click();

    await main.getByText("You can now browse the dashboard.", { exact: false }).waitFor();
    await main.getByRole("tab", { name: "History" }).click();
    await main.getByText("No history yet").waitFor();
    await expect(main.getByRole("tab", { name: "Admin Dashboard" }).isVisible()).resolves.toBe(true);
  });

  it("raised no browser errors (CSP included)", () => {
    expect(journey.browserErrors).toEqual([]);
  });
});
