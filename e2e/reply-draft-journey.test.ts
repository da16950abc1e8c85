import { mkdirSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { type Journey, signUpThroughPage, startJourney } from "./support/journey.ts";
import { admin, superadminToken } from "./support/superadmin.ts";

/** Set to a folder to keep screenshots of the restored draft and the kept notice at desktop and phone widths. */
const shots = process.env.REPLY_DRAFT_SHOTS_DIR;

describe("reply draft journey: a half-written reply outlives reloads, a suspension and a sign-out", () => {
  let journey: Journey;
  let baseUrl: string;
  let page: Page;
  let adminToken: string;
  let topicUrl: string;
  let memberId: string;

  const member = { name: "Drafting Dana", email: `dana-${Date.now()}@example.com`, password: "a long password" };
  const other = { name: "Other Olive", email: `olive-${Date.now()}@example.com`, password: "another long password" };
  const draft = "Try SUMIFS with the status column as the criteria, and";
  const suspended = "Your account is suspended. Contact us if you think this is a mistake.";
  const keptNote = "Your unsent draft was kept on this device.";

  const main = () => page.getByRole("main");
  const replyBox = () => main().getByRole("textbox", { name: "Your reply" });

  beforeAll(async () => {
    journey = await startJourney({}, { env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
    ({ baseUrl, page } = journey);
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(() => journey?.stop());

  async function call(path: string, token: string, method = "GET", body?: unknown) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return await response.json();
  }

  /** At desktop and phone widths: axe finds nothing, nothing scrolls sideways, and a screenshot when asked for. */
  async function lookAt(name: string) {
    try {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await axeViolations(page)).toEqual([]);
        await expect(page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth)).resolves.toBe(
          0,
        );
        if (shots) await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  }

  async function openTopic() {
    await page.goto(topicUrl);
    await replyBox().waitFor();
  }

  async function signIn(account: { email: string; password: string }) {
    await page.goto(`${baseUrl}/signin`);
    await main().getByLabel("Email").fill(account.email);
    await main().getByLabel("Password").fill(account.password);
    await main().getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
  }

  // Sign Out goes to the site root, whose guard sends a visitor on to /signin; waiting for the root raced that
  // redirect whenever the root's code was already loaded, so wait for where the visitor ends.
  async function signOut() {
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${baseUrl}/signin`);
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).waitFor();
  }

  it("the member signs up, opens a topic and starts a reply that a reload keeps", async () => {
    adminToken = await superadminToken(baseUrl);
    await signUpThroughPage(page, baseUrl, member);
    const token = await page.evaluate(() => localStorage.getItem("sheetsmith.token")) as string;
    memberId = (await call("/api/user", token)).id;
    const { data: categories } = await call("/api/forum/categories", token);
    const { data: topic } = await call("/api/forum/topics", token, "POST", {
      title: "Summing only the closed deals",
      content: "Amounts in B, status in D.",
      category: categories[0]._id,
    });
    topicUrl = `${baseUrl}/forum/topic/${topic._id}`;

    await openTopic();
    await expect(main().getByText(keptNote).count()).resolves.toBe(0);
    await replyBox().fill(draft);
    await page.reload();

    await replyBox().waitFor();
    await expect(replyBox().inputValue()).resolves.toBe(draft);
    await main().getByRole("status").filter({ hasText: keptNote }).waitFor();
    await lookAt("topic-restored-draft");
  });

  it("a suspension signs the member out live, and its notice outlives a reload until dismissed", async () => {
    await call(`/api/admin/block-user/${memberId}`, adminToken, "PUT", { blocked: true });

    await page.waitForURL(`${baseUrl}/signin`, { timeout: 10_000 });
    await main().getByRole("alert").filter({ hasText: suspended }).waitFor();
    await page.reload();
    const notice = main().getByRole("alert").filter({ hasText: suspended });
    await notice.waitFor();
    await lookAt("signin-kept-notice");

    await notice.getByRole("button", { name: "Dismiss" }).click();
    await notice.waitFor({ state: "detached" });
    await page.reload();
    await main().getByRole("heading", { level: 1, name: "Sign In" }).waitFor();
    await expect(main().getByRole("alert").count()).resolves.toBe(0);
  });

  it("activated again, the member signs in and finds the reply where it was left", async () => {
    await call(`/api/admin/block-user/${memberId}`, adminToken, "PUT", { blocked: false });
    await signIn(member);

    await openTopic();
    await expect(replyBox().inputValue()).resolves.toBe(draft);
  });

  it("after a sign-out, another member on the same browser sees an empty reply box; the draft waits for its writer", async () => {
    await signOut();
    await signUpThroughPage(page, baseUrl, other);
    await openTopic();
    await expect(replyBox().inputValue()).resolves.toBe("");
    await expect(main().getByText(keptNote).count()).resolves.toBe(0);

    await signOut();
    await signIn(member);
    await openTopic();
    await expect(replyBox().inputValue()).resolves.toBe(draft);
  });

  it("posting the reply removes the draft", async () => {
    const kept = () => page.evaluate(() => localStorage.getItem("sheetsmith.forumDrafts"));
    await expect(kept()).resolves.toContain("status column");
    await replyBox().fill(`${draft} check D for "Closed".`);
    await main().getByRole("button", { name: "Post Reply" }).click();
    await main().getByRole("listitem").filter({ hasText: 'check D for "Closed".' }).waitFor();
    await expect(replyBox().inputValue()).resolves.toBe("");

    await page.reload();
    await replyBox().waitFor();
    await expect(replyBox().inputValue()).resolves.toBe("");
    await expect(main().getByText(keptNote).count()).resolves.toBe(0);
    await expect(kept()).resolves.toBeNull();
  });

  it("raised no browser errors (CSP included) but the suspension's own refusals", () => {
    // Calls the member's page had in flight when the suspension landed are refused with a 403 before the push
    // signs the page out: that race is the server doing its job, not an error.
    const refused = /^Failed to load resource: the server responded with a status of 403 \(Forbidden\) \/api\//;
    expect(journey.browserErrors.filter((error) => !refused.test(error))).toEqual([]);
  });
});
