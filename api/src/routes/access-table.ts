import { generationMessages } from "../../contract/generation-messages.ts";
import { historyMessages } from "../../contract/history-messages.ts";
import { messages } from "../../contract/messages.ts";

/**
 * Who may call a route:
 * - `public`: anyone; a token is not needed, and a suspended one only makes its holder a visitor.
 * - `signed-in`: a valid token of an account that is not suspended.
 * - `moderator`, `superadmin`: signed in, not suspended, with that role (a superadmin is also a moderator).
 * - `owner-or-superadmin`: the resource's owner, or a superadmin; anyone else signed in is forbidden.
 * - `owner`: only the owner acts on the resource; what anyone else hears is in `others`.
 * - `own-items`: a token is optional, and only its holder's own resource is reached: everyone else, a visitor or a
 *   suspended token included, hears `others`.
 */
export type Access =
  | "public"
  | "signed-in"
  | "moderator"
  | "superadmin"
  | "owner-or-superadmin"
  | "owner"
  | "own-items";

/** The people the authorization matrix calls every route as; `other` is a plain user acting on `user`'s resource. */
export const callers = ["anonymous", "user", "suspended", "moderator", "superadmin", "other"] as const;
export type Caller = typeof callers[number];

export interface Refusal {
  status: 401 | 403 | 404;
  error: string;
}

/** `allowed`: the route does its work; `no-effect`: it answers as if it did, and the owner's resource is untouched. */
export type Expectation = "allowed" | "no-effect" | Refusal;

export interface AccessRule {
  access: Access;
  /** For `owner` and `own-items` routes: what a caller who does not own the resource gets, whatever their role. */
  others?: Expectation;
}

const anonymous: Refusal = { status: 401, error: messages.authRequired };
const suspended: Refusal = { status: 403, error: messages.accountSuspended };
const forbidden: Refusal = { status: 403, error: messages.forbidden };

const rank: Record<"moderator" | "superadmin", Caller[]> = {
  moderator: ["moderator", "superadmin"],
  superadmin: ["superadmin"],
};

/** What `caller` must get from a route with `rule`: the one reading of the table the matrix test checks against. */
export function expectationFor(rule: AccessRule, caller: Caller): Expectation {
  if (rule.access === "public") return "allowed";
  if (rule.access === "own-items") return caller === "user" ? "allowed" : rule.others ?? forbidden;
  if (caller === "anonymous") return anonymous;
  if (caller === "suspended") return suspended;
  switch (rule.access) {
    case "signed-in":
      return "allowed";
    case "moderator":
    case "superadmin":
      return rank[rule.access].includes(caller) ? "allowed" : forbidden;
    case "owner-or-superadmin":
      return caller === "user" || caller === "superadmin" ? "allowed" : forbidden;
    case "owner":
      return caller === "user" ? "allowed" : rule.others ?? forbidden;
  }
}

const open: AccessRule = { access: "public" };
const member: AccessRule = { access: "signed-in" };
const moderator: AccessRule = { access: "moderator" };
const superadmin: AccessRule = { access: "superadmin" };
const unknownRatedItem: Refusal = { status: 404, error: generationMessages.ratingItemUnknown };
const ownItems: AccessRule = { access: "own-items", others: unknownRatedItem };

/** The superadmin's calls, served under /api and on the spec's bare /admin paths alike. */
const admin = (prefix: string): Record<string, AccessRule> => ({
  [`POST ${prefix}/admin/init-superadmin`]: open,
  [`POST ${prefix}/admin/flag-user/:userId`]: moderator,
  [`GET ${prefix}/admin/users`]: superadmin,
  [`GET ${prefix}/admin/user-history/:userId`]: superadmin,
  [`GET ${prefix}/admin/api-usage`]: superadmin,
  [`PUT ${prefix}/admin/block-user/:id`]: superadmin,
  [`PUT ${prefix}/admin/make-moderator/:id`]: superadmin,
  [`GET ${prefix}/admin/flags`]: superadmin,
  [`POST ${prefix}/admin/flags/:id/resolve`]: superadmin,
  [`GET ${prefix}/admin/audit-log`]: superadmin,
  // Members' reports: moderators answer them as well as superadmins.
  [`GET ${prefix}/admin/reports`]: moderator,
  [`POST ${prefix}/admin/reports/:id/resolve`]: moderator,
  [`POST ${prefix}/admin/forum-categories`]: superadmin,
});

/** The forum and the user search, also served with and without /api. */
const forum = (prefix: string): Record<string, AccessRule> => ({
  [`GET ${prefix}/users/search`]: open,
  [`GET ${prefix}/forum/categories`]: open,
  [`GET ${prefix}/forum/topics`]: open,
  [`GET ${prefix}/forum/topics/:id`]: open,
  [`POST ${prefix}/forum/topics`]: member,
  // Deleting is moderation: the author of a topic or reply is refused like any other plain user.
  [`DELETE ${prefix}/forum/topics/:id`]: moderator,
  [`POST ${prefix}/forum/topics/:id/posts`]: member,
  [`DELETE ${prefix}/forum/posts/:postId`]: moderator,
  [`POST ${prefix}/forum/posts/:postId/report`]: member,
  [`POST ${prefix}/forum/topics/:id/report`]: member,
});

/**
 * Every endpoint the app mounts, keyed as mountedRoutes reports it ("METHOD /path"), with who may call it. The
 * authorization matrix test calls each one as every caller and fails on any route missing here, or listed here and
 * not mounted, so a new route cannot go unchecked.
 */
export const accessTable: Record<string, AccessRule> = {
  "POST /api/signup": open,
  "POST /api/signin": open,
  // Browser navigations to and from Google: they answer with redirects (or that Google is not configured).
  "GET /api/auth/google": open,
  "GET /api/auth/google/callback": open,
  "GET /api/user": member,
  "PUT /api/user": member,
  "PUT /api/update-password": member,
  "PUT /api/update-preferences": member,
  "POST /api/contact": open,
  "POST /api/explain-formula": open,
  "GET /api/health": open,
  "GET /api/site": open,
  // Also open to a scraper holding METRICS_TOKEN, which is no account (metrics.test.ts checks that door).
  "GET /api/metrics": superadmin,
  // The REST contract and its reference page, for scripted clients and the people writing them.
  "GET /api/openapi.json": open,
  "GET /api/docs": open,
  "GET /api/docs/assets/:file": open,
  "POST /api/generate-formula": member,
  "POST /api/generate-vba": member,
  // A rating reaches only the rater's own item; any other answers as if it did not exist, so ids cannot be probed.
  "POST /api/rate-formula": { access: "owner", others: unknownRatedItem },
  // Someone else's formula answers as if it did not exist, so ids cannot be probed; no role changes another's history.
  "POST /api/choose-formula-alternative": {
    access: "owner",
    others: { status: 404, error: generationMessages.alternativeFormulaNotFound },
  },
  // The spec's VBA, analysis and chart pages send no token of their own; only members generate, so a visitor owns none.
  "POST /api/rate-vba": ownItems,
  "POST /api/rate-analysis": ownItems,
  "POST /api/rate-chart": ownItems,
  "POST /api/analyze-data": member,
  "POST /api/generate-chart": member,
  // A superadmin reads anyone's history for the dashboard; a moderator has no business there.
  "GET /api/history/:type/:userId": { access: "owner-or-superadmin" },
  // Someone else's item answers as if it did not exist, so ids cannot be probed; no role deletes another's history.
  "DELETE /api/history/:type/:id": {
    access: "owner",
    others: { status: 404, error: historyMessages.itemNotFound },
  },
  "GET /api/favorites": member,
  "POST /api/addFavorite": { access: "owner", others: { status: 404, error: historyMessages.itemNotFound } },
  // Unstarring reads only the caller's own favorites: someone else's id is "not a favorite", which is no error.
  "DELETE /api/removeFavorite/:id": { access: "owner", others: "no-effect" },
  "GET /api/notifications": member,
  "POST /api/notifications/read": member,
  ...admin("/api"),
  ...admin(""),
  ...forum("/api"),
  ...forum(""),
};
