import { z } from "zod";
import {
  type AuthAnswer,
  type ErrorAnswer,
  excelVersions,
  type HealthAnswer,
  type MessageAnswer,
  type PasswordAnswer,
  platforms,
  type PreferencesAnswer,
  type PublicUser,
  roles,
  type UserAnswer,
} from "../../../contract/account.ts";
import type { AdminUser, AdminUsersAnswer, ApiUsage } from "../../../contract/admin.ts";
import type { ForumCategory, ForumTopic, TopicsPage, UserSearchResult } from "../../../contract/forum.ts";
import { type SiteAnswer, socialNetworks } from "../../../contract/site.ts";
import { type ExplainFormulaAnswer, formulaErrors, type FormulaPart, issueKinds } from "../../../contract/explainer.ts";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The contract types answers as TypeScript only; these zod copies give the document their shapes, and a copy whose
 * output is not exactly the contract's type does not compile, so they cannot drift apart.
 */
const answer = <T>() => <S extends z.ZodType>(schema: S & (Same<z.output<S>, T> extends true ? unknown : never)) =>
  schema;

const publicUser = answer<PublicUser>()(z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  blocked: z.boolean(),
  apiCalls: z.number(),
  emailNotifications: z.boolean(),
  defaultPlatform: z.enum(platforms),
  excelVersion: z.enum(excelVersions),
  passwordNeedsReset: z.boolean(),
}));

const succeeded = z.object({ success: z.literal(true) });

/** Wraps a list or record as the spec's `{ success: true, data }`. */
const withData = <S extends z.ZodType>(data: S) => z.object({ success: z.literal(true), data });

const forumCategory = answer<ForumCategory>()(z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
}));
const forumAuthor = z.object({ _id: z.string(), id: z.string(), name: z.string() });
const forumTopic = answer<ForumTopic>()(z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  author: forumAuthor,
  category: z.string(),
  views: z.number(),
  repliesCount: z.number(),
  lastPostAt: z.string(),
  createdAt: z.string(),
}));
const adminUser = answer<AdminUser>()(z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  apiCalls: z.number(),
  blocked: z.boolean(),
  createdAt: z.string(),
}));

/** The answers the document describes in full, each checked against its contract type. */
// A part holds parts of its own shape; the document spells out one level, as a $ref inside an answer cannot resolve.
const formulaPart = z.object({
  text: z.string(),
  does: z.string(),
  parts: z.array(z.object({}).loose().meta({ description: "A part inside this one, of the same shape" })),
}) as unknown as z.ZodType<FormulaPart>;
const translation = z.object({
  platform: z.enum(platforms),
  formula: z.string().nullable(),
  notes: z.array(z.string()),
});
const explanation = answer<ExplainFormulaAnswer>()(withData(z.object({
  platform: z.enum(platforms),
  excelVersion: z.enum(excelVersions),
  separators: z.enum(["comma", "semicolon"]),
  formula: z.string(),
  reading: z.string(),
  explanation: z.array(z.string()),
  parts: formulaPart.nullable(),
  steps: z.array(z.string()),
  functions: z.array(z.object({
    name: z.string(),
    summary: z.string(),
    platforms: z.array(z.enum(platforms)),
    excel: z.enum(excelVersions).optional(),
  })),
  issues: z.array(z.object({
    kind: z.enum(issueKinds),
    message: z.string(),
    fix: z.string(),
    gives: z.enum(formulaErrors).optional(),
    at: z.number().optional(),
  })),
  translations: z.object({ excel: translation, sheets: translation }),
  errorCauses: z.array(z.object({ cause: z.string(), check: z.string() })).optional(),
})));

export const answers = {
  error: answer<ErrorAnswer>()(z.object({ success: z.literal(false), error: z.string() })),
  ok: answer<{ success: true }>()(succeeded),
  message: answer<MessageAnswer>()(succeeded.extend({ message: z.string() })),
  user: answer<UserAnswer>()(succeeded.extend(publicUser.shape)),
  auth: answer<AuthAnswer>()(succeeded.extend(publicUser.shape).extend({ token: z.string() })),
  password: answer<PasswordAnswer>()(succeeded.extend({ message: z.string(), token: z.string() })),
  preferences: answer<PreferencesAnswer>()(succeeded.extend({
    emailNotifications: z.boolean(),
    defaultPlatform: z.enum(platforms),
    excelVersion: z.enum(excelVersions),
    passwordNeedsReset: z.boolean(),
  })),
  health: answer<HealthAnswer>()(z.object({
    status: z.enum(["ok", "degraded"]),
    database: z.enum(["reachable", "unreachable"]),
    version: z.string(),
    uptime: z.number(),
  })),
  site: answer<SiteAnswer>()(succeeded.extend({
    data: z.object({ socialLinks: z.array(z.object({ network: z.enum(socialNetworks), href: z.string() })) }),
  })),
  categories: withData(z.array(forumCategory)),
  topicsPage: withData(
    answer<TopicsPage>()(z.object({
      docs: z.array(forumTopic),
      page: z.number(),
      totalPages: z.number(),
    })),
  ),
  userSearch: withData(z.array(answer<UserSearchResult>()(z.object({ id: z.string(), name: z.string() })))),
  adminUsers: answer<AdminUsersAnswer>()(z.object({
    success: z.literal(true),
    data: z.array(adminUser),
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    totalPages: z.number(),
  })),
  apiUsage: withData(
    answer<ApiUsage>()(z.object({
      totalApiCalls: z.number(),
      days: z.array(z.object({ date: z.string(), calls: z.number() })),
    })),
  ),
  /** A page of a superadmin list whose items the document does not spell out (`AdminPage` in api/contract). */
  page: withData(z.array(z.unknown())).extend({
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    totalPages: z.number(),
  }),
  /** An answer whose `data` the document names but does not spell out (its type is in api/contract). */
  explanation,
  data: withData(z.unknown().meta({ description: "The result, of the type api/contract names for this call" })),
};

export type AnswerName = keyof typeof answers;
