import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

const axeSource = readFileSync("node_modules/axe-core/axe.min.js", "utf8");

/** WCAG 2.1 A and AA, and axe's best practices: what the issue holds every page to. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page as it stands and answers its violations. The script goes in through the DevTools
 * protocol (page.evaluate), which the page's CSP does not govern, so the CSP stays exactly as users get it.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(axeSource);
  return await page.evaluate(async (runOnly) => {
    const axe = (globalThis as unknown as {
      axe: {
        run(
          context: Document,
          options: object,
        ): Promise<
          { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }
        >;
      };
    }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: runOnly } });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  }, tags);
}
