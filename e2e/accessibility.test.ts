import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AxeFinding, axeViolations } from "./support/axe.ts";
import { type Journey, startJourney } from "./support/journey.ts";
import { admin, superadminToken } from "./support/superadmin.ts";

/** Where the run leaves a picture of every route at each width and theme, for people to look at (README names it). */
const shots = "e2e/screenshots";

/** The spec's route table; `{topicId}` is a topic the run creates. */
const routes = [
  "/",
  "/signin",
  "/signup",
  "/about",
  "/features",
  "/faq",
  "/contact",
  "/vba-generator",
  "/data-analyzer",
  "/chart-generator",
  "/formula-explainer",
  "/privacy-policy",
  "/terms-of-service",
  "/dashboard",
  "/admin-setup",
  "/admin",
  "/forum",
  "/forum/new-topic",
  "/forum/topic/{topicId}",
];

const widths = [1280, 390];
const themes = ["light", "dark"] as const;

interface Visitor {
  name: "visitor" | "member" | "superadmin";
  token?: string;
  /** Looked at after the routes, in this order: a view may go on from where the one before it left the page. */
  views: View[];
}

async function signUp(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Avery Reader",
      email: `avery-${Date.now()}@example.com`,
      password: "a long password",
    }),
  });
  return (await response.json()).token as string;
}

async function createTopic(baseUrl: string, token: string) {
  const categories = (await (await fetch(`${baseUrl}/api/forum/categories`)).json()).data as { _id: string }[];
  const response = await fetch(`${baseUrl}/api/forum/topics`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: "How do I sum a column only where another says Paid?",
      content: "I have amounts in B and statuses in C. 😀 Which formula adds only the paid ones?",
      category: categories[0]._id,
    }),
  });
  if (response.status !== 201) throw new Error(`topic not created: ${response.status} ${await response.text()}`);
  return (await response.json()).data._id as string;
}

/** A member's own POST with their bearer token; throws with the server's words unless it answered 200. */
async function postAs<Data>(baseUrl: string, token: string, path: string, body: unknown): Promise<Data> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data as Data;
}

/**
 * What makes the dashboard as wide as it gets: a long formula, a macro whose lines are longer than a phone, and a
 * favorite, made through the same API the generators call.
 */
async function fillDashboard(baseUrl: string, token: string) {
  await postAs(baseUrl, token, "/api/generate-formula", {
    description: "sum the amounts in B2:B500 where column C says Paid and column D is after 1 January 2024",
    platform: "excel",
  });
  const macro = await postAs<{ id: string }>(baseUrl, token, "/api/generate-vba", {
    description: "delete every row in Sheet1 whose column A is blank and then autofit all the used columns",
  });
  await postAs(baseUrl, token, "/api/addFavorite", { item: { id: macro.id } });
}

/** The page after its data has come: the main landmark is there and the network has gone quiet (or 3 s passed). */
async function settled(page: Page) {
  await page.getByRole("main").waitFor();
  await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => undefined);
}

const describeFindings = (findings: AxeFinding[]) =>
  findings.map((finding) => `${finding.rule} (${finding.impact}): ${finding.help} — ${finding.targets.join(", ")}`);

/** The name the pictures of a route or view go by: "/forum/topic/{topicId}" becomes "forum-topic-topicid". */
const slugOf = (name: string) =>
  name === "/" ? "home" : name.slice(1).replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "").toLowerCase();

/**
 * What the sweep holds a page to as it stands: axe finds nothing; nothing runs past the window's edge (a page wider
 * than the window scrolls sideways on a phone); and every tab strip shows all its tabs, none scrolled out of sight.
 */
async function findingsOn(page: Page, width: number): Promise<string[]> {
  const findings = describeFindings(await axeViolations(page));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
  if (overflow > 0) findings.push(`the page is ${overflow} px wider than the ${width} px window`);
  const hiddenTabs = await page.evaluate(() =>
    [...document.querySelectorAll('[role="tablist"]')].flatMap((list) => {
      const strip = list.getBoundingClientRect();
      const left = Math.max(strip.left, 0) - 1;
      const right = Math.min(strip.right, globalThis.innerWidth) + 1;
      return [...list.querySelectorAll('[role="tab"]')]
        .filter((tab) => tab.getBoundingClientRect().left < left || tab.getBoundingClientRect().right > right)
        .map((tab) => tab.textContent ?? "");
    })
  );
  for (const tab of hiddenTabs) findings.push(`the tab "${tab}" is out of sight in its strip`);
  return findings;
}

/** A view that no address opens: a tab or a choice inside a page, reached as a person would. */
interface View {
  name: string;
  open(page: Page, baseUrl: string): Promise<void>;
}

const dashboardTab = (tab: string, content?: (page: Page) => Promise<void>): View => ({
  name: `/dashboard ${tab}`,
  async open(page, baseUrl) {
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole("main").getByRole("tab", { name: tab, exact: true }).click();
    await settled(page);
    await content?.(page);
  },
});

/** A history card on the page, which only shows once the lists have come. */
const someCard = (page: Page) => page.getByRole("main").getByRole("article").first().waitFor();

/** Inside the member's dashboard: History with a formula, then with the macro, and Favorites with the macro. */
const memberViews: View[] = [
  dashboardTab("History", someCard),
  {
    name: "/dashboard History VBA",
    async open(page) {
      const main = page.getByRole("main");
      await main.getByRole("group", { name: "History type" }).getByRole("button", { name: "VBA" }).click();
      await main.getByRole("list", { name: "VBA history" }).getByRole("article").first().waitFor();
    },
  },
  dashboardTab("Favorites", someCard),
];

/** The admin console with users in it, one of them with history open, and the superadmin's dashboard tab by tab. */
const superadminViews: View[] = [
  {
    name: "/admin History for Avery Reader",
    async open(page, baseUrl) {
      await page.goto(`${baseUrl}/admin`);
      const main = page.getByRole("main");
      await main.getByRole("row", { name: "Avery Reader" }).getByRole("button", { name: "View History" }).click();
      await main.getByRole("region", { name: "History for Avery Reader" }).locator("pre").first().waitFor();
    },
  },
  dashboardTab("History"),
  dashboardTab("Favorites"),
  dashboardTab("Account Settings"),
  dashboardTab(
    "Admin Dashboard",
    (page) =>
      page.getByRole("main").getByRole("region", { name: "User Management" }).getByRole("row").first().waitFor(),
  ),
];

describe("accessibility: axe-core and no sideways scrolling on every route, signed out and in, at 1280 and 390 px, light and dark", () => {
  let journey: Journey;
  let baseUrl: string;
  let visitors: Visitor[];
  let topicId: string;

  beforeAll(async () => {
    journey = await startJourney({}, { env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
    baseUrl = journey.baseUrl;
    const member = await signUp(baseUrl);
    await fillDashboard(baseUrl, member);
    topicId = await createTopic(baseUrl, member);
    visitors = [
      { name: "visitor", views: [] },
      { name: "member", token: member, views: memberViews },
      { name: "superadmin", token: await superadminToken(baseUrl), views: superadminViews },
    ];
    mkdirSync(shots, { recursive: true });
  });
  afterAll(() => journey?.stop());

  for (const width of widths) {
    for (const theme of themes) {
      it(`finds no violation at ${width} px in the ${theme} theme`, async () => {
        const found: Record<string, string[]> = {};
        for (const visitor of visitors) {
          const page = await journey.newPage({ viewport: { width, height: 900 }, colorScheme: theme });
          if (visitor.token) {
            await page.goto(`${baseUrl}/about`);
            await page.evaluate((token) => localStorage.setItem("sheetsmith.token", token), visitor.token);
          }
          const check = async (name: string) => {
            await page.screenshot({
              path: `${shots}/${visitor.name}-${slugOf(name)}-${width}-${theme}.png`,
              fullPage: true,
            });
            const findings = await findingsOn(page, width);
            if (findings.length) found[`${visitor.name} ${name}`] = findings;
          };
          // The superadmin's own page is the admin dashboard; every other page is the member's as well.
          const visited = visitor.name === "superadmin" ? ["/admin"] : routes.filter((route) => route !== "/admin");
          for (const route of visited) {
            await page.goto(`${baseUrl}${route.replace("{topicId}", topicId)}`);
            await settled(page);
            await check(route);
          }
          for (const view of visitor.views) {
            await view.open(page, baseUrl);
            await check(view.name);
          }
          await page.context().close();
        }
        expect(found).toEqual({});
      });
    }
  }
});
