import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, signUpThroughPage, startJourney } from "./support/journey.ts";
import { admin, superadminToken } from "./support/superadmin.ts";

const shots = join("e2e", "screenshots");
const widths = [1280, 390];

/** Calls the API as `token`'s holder and answers the parsed body, failing on any status but `status`. */
async function call(baseUrl: string, path: string, init: { token?: string; body?: unknown; method?: string }) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      "Content-Type": "application/json",
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, `${path}: ${response.status}`).toBeLessThan(300);
  return await response.json();
}

/** Each width's screenshot, and how far the page runs wider than the window (0 when nothing does). */
async function shootAtWidths(page: Page, name: string) {
  const overflow: Record<number, number> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    overflow[width] = await page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
    await page.screenshot({ path: join(shots, `report-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return overflow;
}

describe("report journey: a member reports a reply, a moderator deletes it from the live queue", () => {
  let journey: Journey;
  let baseUrl: string;
  let reporter: Page;
  let moderator: Page;
  let topicUrl: string;
  const reply = "Cheap licence keys at example dot com, limited offer!";
  const stamp = Date.now();

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    journey = await startJourney({}, { env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
    ({ baseUrl, page: reporter } = journey);

    // The setting: a topic with a spam reply, written through the API, and a moderator a superadmin appointed.
    const root = await superadminToken(baseUrl);
    const author = await call(baseUrl, "/api/signup", {
      body: { name: "Sam Spammer", email: `spam-${stamp}@example.com`, password: "a long password" },
    });
    const category = (await call(baseUrl, "/api/forum/categories", {})).data[0]._id;
    const topic = await call(baseUrl, "/api/forum/topics", {
      token: author.token,
      body: { title: "Which lookup for two keys?", content: "INDEX/MATCH or XLOOKUP?", category },
    });
    await call(baseUrl, `/api/forum/topics/${topic.data._id}/posts`, { token: author.token, body: { content: reply } });
    topicUrl = `${baseUrl}/forum/topic/${topic.data._id}`;
    const mod = await call(baseUrl, "/api/signup", {
      body: { name: "Mo Derator", email: `mod-${stamp}@example.com`, password: "a long password" },
    });
    await call(baseUrl, `/api/admin/make-moderator/${mod.id}`, { token: root, method: "PUT", body: {} });

    moderator = await journey.newPage();
    await moderator.goto(baseUrl);
    await moderator.evaluate((value) => localStorage.setItem("sheetsmith.token", value), mod.token);
  });
  afterAll(() => journey?.stop());

  it("the moderator opens the Reported posts tab of the dashboard, empty", async () => {
    await moderator.goto(`${baseUrl}/dashboard`);
    await moderator.getByRole("tab", { name: "Reported posts" }).click();
    await moderator.getByText("No open reports.", { exact: false }).waitFor();
  });

  it("a member reports the reply with a reason, and it arrives in the moderator's queue without a reload", async () => {
    await signUpThroughPage(reporter, baseUrl, {
      name: "Rita Reporter",
      email: `rita-${stamp}@example.com`,
      password: "a long password",
    });
    await reporter.goto(topicUrl);
    const main = reporter.getByRole("main");
    await main.getByText(reply).waitFor();
    // Give the topic room's join its moment, as the forum journey does, before anything is pushed to it.
    await reporter.waitForTimeout(500);
    await main.getByRole("button", { name: "Report reply by Sam Spammer" }).click();
    const dialog = reporter.getByRole("dialog", { name: "Report" });
    await dialog.getByRole("radio", { name: "Spam or advertising" }).check();
    await dialog.getByLabel("Details (optional)").fill("Advertises licence keys");
    const dialogOverflow = await shootAtWidths(reporter, "dialog");
    await dialog.getByRole("button", { name: "Report", exact: true }).click();
    await reporter.getByText("Thanks — the moderators will review it.").waitFor();
    await dialog.waitFor({ state: "detached" });

    const row = moderator.locator("[data-report-id]");
    await row.getByText(`“${reply}”`).waitFor({ timeout: 10_000 });
    await row.getByText("Advertises licence keys", { exact: false }).waitFor();
    await row.getByText("Rita Reporter", { exact: false }).waitFor();
    const queueOverflow = await shootAtWidths(moderator, "queue");
    const topicOverflow = await shootAtWidths(reporter, "topic");
    expect({ dialogOverflow, queueOverflow, topicOverflow }).toEqual({
      dialogOverflow: { 1280: 0, 390: 0 },
      queueOverflow: { 1280: 0, 390: 0 },
      topicOverflow: { 1280: 0, 390: 0 },
    });
  });

  it("the moderator deletes the reply from the queue, and it disappears from the reporter's page", async () => {
    moderator.once("dialog", (confirm) => void confirm.accept());
    await moderator.getByRole("button", { name: "Delete the post by Sam Spammer" }).click();
    await moderator.getByText("Post deleted.").waitFor();
    await moderator.locator("[data-report-id]").waitFor({ state: "detached" });
    await reporter.getByRole("main").getByText(reply).waitFor({ state: "detached", timeout: 10_000 });
    await reporter.getByRole("heading", { name: "Replies (0)" }).waitFor();
    expect(journey.browserErrors).toEqual([]);
  });
});
