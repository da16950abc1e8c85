import { type SiteAnswer, type SocialLink, socialNetworks } from "../../../contract/site.ts";
import type { Env } from "../../env.ts";
import { createRouter } from "../../lib/app-env.ts";

const settingOf = {
  github: "SOCIAL_GITHUB_URL",
  x: "SOCIAL_X_URL",
  linkedin: "SOCIAL_LINKEDIN_URL",
  youtube: "SOCIAL_YOUTUBE_URL",
} as const;

const socialLinksOf = (env: Env): SocialLink[] =>
  socialNetworks.flatMap((network) => {
    const href = env[settingOf[network]];
    return href ? [{ network, href }] : [];
  });

/**
 * Every page's footer asks once per load; the answer changes only when the server restarts with other settings, so
 * browsers and proxies may keep it for five minutes.
 */
const router = createRouter().get("/site", (c) => {
  const body: SiteAnswer = { success: true, data: { socialLinks: socialLinksOf(c.get("deps").env) } };
  c.header("Cache-Control", "public, max-age=300");
  return c.json(body);
});

export default router;
