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

/** The page after its data has come: the main landmark is there and the network has gone quiet (or 3 s passed). */
async function settled(page: Page) {
  await page.getByRole("main").waitFor();
  await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => undefined);
}

const describeFindings = (findings: AxeFinding[]) =>
  findings.map((finding) => `${finding.rule} (${finding.impact}): ${finding.help} — ${finding.targets.join(", ")}`);

describe("accessibility: axe-core and no sideways scrolling on every route, signed out and in, at 1280 and 390 px, light and dark", () => {
  let journey: Journey;
  let baseUrl: string;
  let visitors: Visitor[];
  let topicId: string;

  beforeAll(async () => {
    journey = await startJourney({}, { env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
    baseUrl = journey.baseUrl;
    const member = await signUp(baseUrl);
    topicId = await createTopic(baseUrl, member);
    visitors = [
      { name: "visitor" },
      { name: "member", token: member },
      { name: "superadmin", token: await superadminToken(baseUrl) },
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
          // The superadmin's own page is the admin dashboard; every other page is the member's as well.
          const visited = visitor.name === "superadmin" ? ["/admin"] : routes.filter((route) => route !== "/admin");
          for (const route of visited) {
            const path = route.replace("{topicId}", topicId);
            await page.goto(`${baseUrl}${path}`);
            await settled(page);
            const slug = route === "/" ? "home" : route.slice(1).replace(/[/{}]+/g, "-").replace(/-$/, "");
            await page.screenshot({ path: `${shots}/${visitor.name}-${slug}-${width}-${theme}.png`, fullPage: true });
            const findings = describeFindings(await axeViolations(page));
            // Nothing may run past the screen's edge: a page wider than the window scrolls sideways on a phone.
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
            if (overflow > 0) findings.push(`the page is ${overflow} px wider than the ${width} px window`);
            if (findings.length) found[`${visitor.name} ${route}`] = findings;
          }
          await page.context().close();
        }
        expect(found).toEqual({});
      });
    }
  }
});
