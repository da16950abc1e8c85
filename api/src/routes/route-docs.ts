import type { AnswerName } from "./docs/answer-schemas.ts";

/** The reference page's groups, in the order it shows them. */
export const tags = [
  "Auth",
  "Account",
  "Generation",
  "Data tools",
  "Ratings",
  "History",
  "Favorites",
  "Forum",
  "Notifications",
  "Users",
  "Moderation",
  "Admin",
  "Contact",
  "Site",
  "Health",
  "Reference",
] as const;

export interface RouteDoc {
  summary: string;
  tag: (typeof tags)[number];
  /** The success answer: its status (200 unless said) and, where the document spells it out, its schema. */
  status?: 200 | 201 | 302;
  answer?: AnswerName;
  /** Generations answer JSON, or server-sent events when asked with `Accept: text/event-stream`. */
  streams?: boolean;
}

/**
 * What the OpenAPI document says about each route, keyed by "METHOD /path" as mounted under /api (the bare
 * /admin, /forum and /users mounts share the entry). The document's test fails for a mounted route missing here.
 */
export const routeDocs: Record<string, RouteDoc> = {
  "POST /signup": {
    summary: "Create an account and sign in",
    tag: "Auth",
    status: 201,
    answer: "auth",
  },
  "POST /signin": { summary: "Sign in with e-mail and password", tag: "Auth", answer: "auth" },
  "GET /auth/google": {
    summary: "Start Google sign-in (browser redirect)",
    tag: "Auth",
    status: 302,
  },
  "GET /auth/google/callback": {
    summary: "Finish Google sign-in (browser redirect)",
    tag: "Auth",
    status: 302,
  },
  "GET /user": { summary: "The signed-in user", tag: "Account", answer: "user" },
  "PUT /user": { summary: "Change the user's name", tag: "Account", answer: "user" },
  "PUT /update-password": {
    summary: "Change the password (answers a fresh token)",
    tag: "Account",
    answer: "password",
  },
  "PUT /update-preferences": {
    summary: "Change e-mail notifications, default platform and Excel version",
    tag: "Account",
    answer: "preferences",
  },
  "POST /explain-formula": {
    summary: "Explain a formula: its reading, parts, issues, translations and the causes of an error",
    tag: "Generation",
    answer: "explanation",
  },
  "POST /contact": {
    summary: "Send a message to the team",
    tag: "Contact",
    status: 201,
    answer: "message",
  },
  "GET /health": {
    summary: "Whether the server and its database answer",
    tag: "Health",
    answer: "health",
  },
  "GET /site": {
    summary: "The footer's social links, those the server's settings name",
    tag: "Site",
    answer: "site",
  },
  "POST /generate-formula": {
    summary: "Generate a verified spreadsheet formula",
    tag: "Generation",
    answer: "data",
    streams: true,
  },
  "POST /generate-vba": {
    summary: "Generate a checked VBA macro",
    tag: "Generation",
    answer: "data",
    streams: true,
  },
  "POST /analyze-data": {
    summary: "Analyse an uploaded table, workbook, screenshot or pasted data",
    tag: "Data tools",
    answer: "data",
    streams: true,
  },
  "POST /generate-chart": {
    summary: "Choose and build a chart from uploaded data",
    tag: "Data tools",
    answer: "data",
    streams: true,
  },
  "POST /choose-formula-alternative": {
    summary: "Make one of a formula's alternatives the answer (the replaced answer becomes an alternative)",
    tag: "Generation",
    answer: "data",
  },
  "POST /rate-formula": { summary: "Rate a generated formula", tag: "Ratings", answer: "ok" },
  "POST /rate-vba": { summary: "Rate a generated macro", tag: "Ratings", answer: "ok" },
  "POST /rate-analysis": { summary: "Rate a data analysis", tag: "Ratings", answer: "ok" },
  "POST /rate-chart": { summary: "Rate a generated chart", tag: "Ratings", answer: "ok" },
  "GET /history/:type/:userId": {
    summary: "A user's history of one kind (their own, or anyone's for a superadmin)",
    tag: "History",
    answer: "data",
  },
  "DELETE /history/:type/:id": {
    summary: "Delete one of the user's history items",
    tag: "History",
    answer: "data",
  },
  "GET /favorites": { summary: "The user's favorites", tag: "Favorites", answer: "data" },
  "POST /addFavorite": {
    summary: "Add a history item to the favorites",
    tag: "Favorites",
    answer: "data",
  },
  "DELETE /removeFavorite/:id": { summary: "Remove a favorite", tag: "Favorites", answer: "data" },
  "GET /users/search": {
    summary: "Find users by name (for mentions)",
    tag: "Users",
    answer: "userSearch",
  },
  "POST /admin/flag-user/:userId": {
    summary: "Flag a user for the superadmin",
    tag: "Moderation",
    answer: "data",
  },
  "GET /forum/categories": { summary: "The forum's categories", tag: "Forum", answer: "categories" },
  "GET /forum/topics": {
    summary: "A page of topics, newest activity first",
    tag: "Forum",
    answer: "topicsPage",
  },
  "GET /forum/topics/:id": {
    summary: "A topic with its replies (counts a view)",
    tag: "Forum",
    answer: "data",
  },
  "POST /forum/topics": { summary: "Start a topic", tag: "Forum", status: 201, answer: "data" },
  "DELETE /forum/topics/:id": { summary: "Delete a topic", tag: "Moderation", answer: "ok" },
  "POST /forum/topics/:id/posts": {
    summary: "Reply to a topic",
    tag: "Forum",
    status: 201,
    answer: "data",
  },
  "DELETE /forum/posts/:postId": { summary: "Delete a reply", tag: "Moderation", answer: "ok" },
  "POST /forum/posts/:postId/report": {
    summary: "Report someone else's reply to the moderators",
    tag: "Forum",
    status: 201,
    answer: "data",
  },
  "POST /forum/topics/:id/report": {
    summary: "Report someone else's topic to the moderators",
    tag: "Forum",
    status: 201,
    answer: "data",
  },
  "GET /admin/reports": {
    summary: "A page of reported replies and topics, the longest waiting first",
    tag: "Moderation",
    answer: "page",
  },
  "POST /admin/reports/:id/resolve": {
    summary: "Dismiss the reports about a reply or topic, delete it, or suspend its author",
    tag: "Moderation",
    answer: "data",
  },
  "GET /notifications": {
    summary: "The user's mention notifications",
    tag: "Notifications",
    answer: "data",
  },
  "POST /notifications/read": {
    summary: "Mark notifications as read",
    tag: "Notifications",
    answer: "data",
  },
  "POST /admin/init-superadmin": {
    summary: "Create the configured superadmin once",
    tag: "Admin",
    status: 201,
    answer: "message",
  },
  "GET /admin/users": {
    summary: "A page of users, newest first",
    tag: "Admin",
    answer: "adminUsers",
  },
  "GET /admin/user-history/:userId": {
    summary: "A user's latest generations",
    tag: "Admin",
    answer: "data",
  },
  "GET /admin/api-usage": { summary: "Generations per day", tag: "Admin", answer: "apiUsage" },
  "PUT /admin/block-user/:id": {
    summary: "Suspend or reinstate a user",
    tag: "Admin",
    answer: "data",
  },
  "PUT /admin/make-moderator/:id": {
    summary: "Make a user moderator, or a moderator a user",
    tag: "Admin",
    answer: "data",
  },
  "GET /admin/flags": { summary: "A page of flags, oldest first", tag: "Admin", answer: "page" },
  "POST /admin/flags/:id/resolve": {
    summary: "Dismiss a flag or suspend its user",
    tag: "Admin",
    answer: "data",
  },
  "GET /admin/audit-log": {
    summary: "A page of the audit log, newest first",
    tag: "Admin",
    answer: "page",
  },
  "POST /admin/forum-categories": {
    summary: "Add a forum category",
    tag: "Admin",
    status: 201,
    answer: "data",
  },
  "GET /metrics": {
    summary: "Prometheus metrics of this instance (a superadmin's token, or METRICS_TOKEN as the bearer token)",
    tag: "Health",
  },
  "GET /openapi.json": { summary: "This document", tag: "Reference" },
  "GET /docs": { summary: "The interactive API reference (HTML)", tag: "Reference" },
  "GET /docs/assets/:file": { summary: "A file of the API reference page", tag: "Reference" },
};
