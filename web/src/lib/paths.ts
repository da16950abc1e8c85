import type { Platform } from "../../../api/contract/account.ts";

/** Every route of the product in one place, so links and redirects cannot drift from the router. */
export const paths = {
  home: "/",
  signin: "/signin",
  signup: "/signup",
  about: "/about",
  features: "/features",
  faq: "/faq",
  contact: "/contact",
  vbaGenerator: "/vba-generator",
  dataAnalyzer: "/data-analyzer",
  chartGenerator: "/chart-generator",
  formulaExplainer: "/formula-explainer",
  /** The explainer opened on a formula, which it explains at once: how a generated formula links to it. */
  explainFormula: (formula: string, platform: Platform) =>
    `/formula-explainer?${new URLSearchParams({ formula, platform })}`,
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  dashboard: "/dashboard",
  adminSetup: "/admin-setup",
  admin: "/admin",
  forum: "/forum",
  newTopic: "/forum/new-topic",
  topic: (topicId: string) => `/forum/topic/${encodeURIComponent(topicId)}`,
  googleSignin: "/api/auth/google",
  health: "/api/health",
  site: "/api/site",
} as const;
