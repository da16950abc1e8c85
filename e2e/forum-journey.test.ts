import process from "node:process";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Journey, signUpThroughPage, startJourney } from "./support/journey.ts";

const shots = process.env.FORUM_SHOTS_DIR;
const admin = { email: "admin@example.com", password: "a long admin password" };

describe("forum journey: two readers and a moderator, live", () => {
  let journey: Journey;
  let baseUrl: string;
  /** A: signs up, posts the topic and the replies. */
  let author: Page;
  /** B: a visitor reading the topic in another browser context. */
  let reader: Page;
  let moderator: Page;
  let topicUrl: string;
  const dialogsSeenByReader: string[] = [];

  const account = { name: "Forum Author", email: `forum-${Date.now()}@example.com`, password: "a long password" };
  const topic = { title: "How do I sum only the closed deals?", content: "Amounts in **B2:B50**, status in D2:D50." };

  beforeAll(async () => {
    journey = await startJourney({}, { env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
    ({ baseUrl, page: author } = journey);
    reader = await journey.newPage();
    reader.on("dialog", (dialog) => {
      dialogsSeenByReader.push(dialog.message());
      void dialog.dismiss();
    });
  });
  afterAll(() => journey?.stop());

  it("A signs up and posts a topic from the forum, which B's empty list shows at once", async () => {
    // B looks at the empty forum. Whatever arrives, the page must never say "No topics found" beside a banner that
    // says a topic is there: an observer notes it if it ever happens, however briefly.
    await reader.goto(`${baseUrl}/forum`);
    const list = reader.getByRole("main");
    await list.getByText("No topics found").waitFor();
    await list.getByText("Be the first to post a question!").waitFor();
    await reader.evaluate(() => {
      const seen = { contradiction: false };
      Object.assign(globalThis, { forumContradiction: seen });
      new MutationObserver(() => {
        const main = document.querySelector("main");
        const banner = main?.querySelector(".new-topics-bar");
        if (banner && main?.textContent?.includes("No topics found")) seen.contradiction = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await reader.waitForFunction(() =>
      performance.getEntriesByType("resource").some((e) => e.name.includes("socket.io"))
    );
    await reader.waitForTimeout(500);

    await signUpThroughPage(author, baseUrl, account);
    const main = author.getByRole("main");

    await author.goto(`${baseUrl}/forum`);
    await main.getByRole("link", { name: "Post New Question" }).click();
    await author.waitForURL(`${baseUrl}/forum/new-topic`);
    await main.getByLabel("Topic Title").fill(topic.title);
    await main.getByRole("textbox", { name: "Content" }).fill(topic.content);
    await main.getByRole("combobox", { name: "Category" }).selectOption({ label: "Formulas" });
    await main.getByRole("button", { name: "Post Topic" }).click();

    await author.waitForURL(/\/forum\/topic\/[^/]+$/);
    topicUrl = author.url();
    await main.getByRole("heading", { level: 1, name: topic.title }).waitFor();
    await author.getByText("Topic created successfully!").waitFor();
    expect(await main.locator(".topic-header strong", { hasText: "B2:B50" }).count()).toBe(1);

    const card = list.getByRole("article").filter({ hasText: topic.title });
    await card.waitFor({ timeout: 10_000 });
    await expect(list.getByText("No topics found").count()).resolves.toBe(0);
    await expect(list.getByText("Be the first to post a question!").count()).resolves.toBe(0);
    await expect(list.getByRole("button", { name: "show" }).count()).resolves.toBe(0);
    await expect(reader.evaluate(() =>
      (globalThis as { forumContradiction?: { contradiction: boolean } })
        .forumContradiction?.contradiction
    )).resolves.toBe(false);
    // The card's excerpt is the words the post shows, not its markdown.
    await expect(card.locator(".topic-card-excerpt").textContent()).resolves.toBe(
      "Amounts in B2:B50, status in D2:D50.",
    );
    if (shots) await reader.screenshot({ path: `${shots}/forum-live-first-topic-desktop.png`, fullPage: true });
  });

  it("B, a visitor, opens the topic and sees A's reply arrive without reloading", async () => {
    // The CSP allows sockets only to the page's own origin ('self'); the upgrade to a WebSocket must still happen.
    const webSocket = reader.waitForEvent("websocket");
    await reader.goto(topicUrl);
    expect((await webSocket).url()).toMatch(new RegExp(`^${baseUrl.replace(/^http/, "ws")}/socket\\.io/`));
    const main = reader.getByRole("main");
    await main.getByRole("heading", { level: 1, name: topic.title }).waitFor();
    await main.getByText("No replies yet. Be the first to respond!").waitFor();
    await main.getByText("Please sign in to post a reply.").waitFor();
    // Survives only as long as the document does: a reload would wipe it.
    await reader.evaluate(() => Object.assign(globalThis, { journeyMarker: "same document" }));
    // The topic room is joined once the socket is up; give the handshake its moment before A writes.
    await reader.waitForFunction(() =>
      performance.getEntriesByType("resource").some((e) => e.name.includes("socket.io"))
    );
    await reader.waitForTimeout(500);

    const box = author.getByPlaceholder("Type your reply here...");
    await box.fill("Use SUMIFS with the status as the criteria.");
    await author.getByRole("button", { name: "Post Reply" }).click();
    await author.getByText("Reply posted successfully!").waitFor();

    await main.getByText("Use SUMIFS with the status as the criteria.").waitFor({ timeout: 10_000 });
    await main.getByRole("heading", { name: "Replies (1)" }).waitFor();
    await expect(reader.evaluate(() => (globalThis as { journeyMarker?: string }).journeyMarker)).resolves.toBe(
      "same document",
    );
    // A sees its own reply once: the POST answer and the live push are the same post.
    await expect(author.getByText("Use SUMIFS with the status as the criteria.").count()).resolves.toBe(1);
  });

  it("a moderator deletes the reply and it disappears for B", async () => {
    const init = await fetch(`${baseUrl}/admin/init-superadmin`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
    });
    expect(init.status).toBe(201);
    const signin = await fetch(`${baseUrl}/api/signin`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(admin),
    });
    const { token: initial } = await signin.json() as { token: string };
    // The initial password must be changed before the server lets the account do anything else.
    const changed = await fetch(`${baseUrl}/api/update-password`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${initial}` },
      body: JSON.stringify({ currentPassword: admin.password, newPassword: "the admin's own password" }),
    });
    const { token } = await changed.json() as { token: string };
    expect(token).toBeTruthy();

    moderator = await journey.newPage();
    await moderator.goto(baseUrl);
    await moderator.evaluate((value) => localStorage.setItem("sheetsmith.token", value), token);
    await moderator.goto(topicUrl);
    const remove = moderator.getByRole("button", { name: `Delete reply by ${account.name}` });
    await remove.waitFor();
    await expect(moderator.getByRole("button", { name: `Flag ${account.name}` }).isVisible()).resolves.toBe(true);

    moderator.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to delete this post?");
      void dialog.accept();
    });
    await remove.click();
    await moderator.getByText("Use SUMIFS with the status as the criteria.").waitFor({ state: "detached" });

    const main = reader.getByRole("main");
    await main.getByText("Use SUMIFS with the status as the criteria.").waitFor({ state: "detached", timeout: 10_000 });
    await main.getByText("No replies yet. Be the first to respond!").waitFor();
  });

  it("A mentions the moderator through the suggestions, and the moderator's bell lights up live", async () => {
    const box = author.getByPlaceholder("Type your reply here...");
    await box.pressSequentially("Thanks @Super");
    const suggestion = author.getByRole("option", { name: "@Superadmin" });
    await suggestion.waitFor();
    await suggestion.click();
    await expect(box.inputValue()).resolves.toBe("Thanks @Superadmin ");
    await expect(author.getByRole("option").count()).resolves.toBe(0);
    await author.getByRole("button", { name: "Post Reply" }).click();
    await author.getByText("Reply posted successfully!").first().waitFor();

    const bell = moderator.getByRole("button", { name: "Notifications, 1 unread" });
    await bell.waitFor({ timeout: 10_000 });
    await bell.click();
    const mention = moderator.getByRole("link", { name: new RegExp(`${account.name} mentioned you`) });
    await expect(mention.getAttribute("href")).resolves.toBe(new URL(topicUrl).pathname);
    if (shots) await moderator.screenshot({ path: `${shots}/bell-desktop.png` });
    await moderator.keyboard.press("Escape");

    // The mention is stored, and opening the list marked it read: a fresh page lists it with nothing unread.
    await moderator.reload();
    const calmBell = moderator.getByRole("button", { name: "Notifications", exact: true });
    await calmBell.waitFor();
    await calmBell.click();
    await moderator.getByRole("link", { name: new RegExp(`${account.name} mentioned you`) }).waitFor();
    await moderator.keyboard.press("Escape");

    // Tidy up for the next step, which expects a topic with no other replies.
    moderator.once("dialog", (dialog) => void dialog.accept());
    await moderator.getByRole("button", { name: `Delete reply by ${account.name}` }).click();
    await reader.getByText("Thanks @Superadmin").waitFor({ state: "detached", timeout: 10_000 });
  });

  it("the moderator's flag dialog needs a reason and flags the author", async () => {
    await author.getByPlaceholder("Type your reply here...").fill("A reply to flag");
    await author.getByRole("button", { name: "Post Reply" }).click();
    const flag = moderator.getByRole("button", { name: `Flag ${account.name}` });
    await flag.waitFor({ timeout: 10_000 });
    await flag.click();
    const dialog = moderator.getByRole("dialog", { name: "Flag User" });
    await dialog.getByRole("button", { name: "Flag User" }).click();
    await dialog.getByText("Please provide a reason for flagging this user.").waitFor();
    if (shots) await moderator.screenshot({ path: `${shots}/flag-dialog-desktop.png` });
    await dialog.getByPlaceholder("Reason for flagging...").fill("Testing the flag flow");
    await dialog.getByRole("button", { name: "Flag User" }).click();
    await dialog.waitFor({ state: "detached" });
    await moderator.getByText("User flagged successfully.").waitFor();

    moderator.once("dialog", (confirm) => void confirm.accept());
    await moderator.getByRole("button", { name: `Delete reply by ${account.name}` }).click();
    await reader.getByText("A reply to flag").waitFor({ state: "detached", timeout: 10_000 });
  });

  it("hostile markdown in a reply renders inert for B", async () => {
    const hostile = "[x](javascript:alert(1))\n\n<img src=x onerror=alert(1)>\n\n<script>alert(1)</script>";
    await author.getByPlaceholder("Type your reply here...").fill(hostile);
    await author.getByRole("button", { name: "Post Reply" }).click();

    const reply = reader.locator(".reply").filter({ hasText: "<script>alert(1)</script>" });
    await reply.waitFor({ timeout: 10_000 });
    await expect(reply.getByText("<img src=x onerror=alert(1)>").isVisible()).resolves.toBe(true);
    await expect(reply.locator("script, img, [onerror]").count()).resolves.toBe(0);
    await expect(reply.locator("a").count()).resolves.toBe(0);
    await expect(reply.locator('[href^="javascript" i]').count()).resolves.toBe(0);
    await expect(reply.getByText("x", { exact: true }).isVisible()).resolves.toBe(true);
    // Clicking the dead link text does nothing either.
    await reply.getByText("x", { exact: true }).click();
    await reader.waitForTimeout(300);
    expect(dialogsSeenByReader).toEqual([]);
  });

  it("lists the topic on /forum with its counts, at desktop and phone widths", async () => {
    await reader.goto(`${baseUrl}/forum`);
    const card = reader.getByRole("article").filter({ hasText: topic.title });
    await card.waitFor();
    await expect(card.getByText("Formulas").isVisible()).resolves.toBe(true);
    await expect(card.textContent()).resolves.toContain(account.name);
    await expect(reader.getByRole("link", { name: "Sign Up to Post" }).isVisible()).resolves.toBe(true);
    if (shots) {
      await reader.screenshot({ path: `${shots}/forum-desktop.png`, fullPage: true });
      await moderator.screenshot({ path: `${shots}/topic-moderator-desktop.png`, fullPage: true });
      await author.goto(`${baseUrl}/forum`);
      await author.getByRole("article").first().waitFor();
      await author.screenshot({ path: `${shots}/forum-signed-in-desktop.png`, fullPage: true });
      for (const page of [reader, author]) await page.setViewportSize({ width: 390, height: 844 });
      await reader.screenshot({ path: `${shots}/forum-390.png`, fullPage: true });
      await author.goto(topicUrl);
      await author.getByRole("heading", { level: 1, name: topic.title }).waitFor();
      await author.screenshot({ path: `${shots}/topic-390.png`, fullPage: true });
    }
  });

  it("raised no browser errors (CSP included)", () => {
    expect(journey.browserErrors).toEqual([]);
  });
});
