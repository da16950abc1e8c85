import { z } from "zod";

const optional = z.string().trim().min(1).optional().catch(undefined);
/** A limit or a span; 0 turns that limit off. */
const count = z.coerce.number().int().min(0).max(1_000_000);
/** An address people follow from every page: a mistyped one stops the start rather than linking nowhere. */
const socialUrl = z.url({ protocol: /^https?$/ }).optional();

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optional,
  DATABASE_AUTH_TOKEN: optional,
  JWT_SECRET: optional,
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  PUBLIC_URL: optional,
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  OPENAI_MODEL: optional,
  REDIS_URL: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  SMTP_URL: optional,
  CONTACT_TO: optional,
  RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  FORUM_LIST_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(10),
  // An upload with no byte for this long is cut: a client that stalls would otherwise hold its request open for ever.
  BODY_STALL_SECONDS: z.coerce.number().positive().max(3600).default(30),
  LOG_REQUESTS: z.enum(["on", "off"]).default("on"),
  METRICS_TOKEN: optional,
  FORUM_REPORTS_TO_HIDE: z.coerce.number().int().min(0).max(100).default(3),
  // Posting limits per member (Discourse's rate limits and first-day limits); moderators and superadmins are exempt.
  FORUM_POST_GAP_SECONDS: count.default(5),
  FORUM_POSTS_PER_MINUTE: count.default(6),
  FORUM_REPLIES_PER_HOUR: count.default(60),
  FORUM_TOPICS_PER_HOUR: count.default(10),
  FORUM_NEW_MEMBER_HOURS: count.default(24),
  FORUM_NEW_POST_GAP_SECONDS: count.default(30),
  FORUM_NEW_POSTS_PER_MINUTE: count.default(3),
  FORUM_NEW_REPLIES_PER_HOUR: count.default(10),
  FORUM_NEW_TOPICS_PER_HOUR: count.default(3),
  FORUM_DUPLICATE_MINUTES: count.default(5),
  FORUM_MAX_MENTIONS: count.default(10),
  FORUM_MENTIONS_PER_SENDER_PER_HOUR: count.default(5),
  // The data tools' bounds: a picture's declared size, each worker process's memory, and the queue per member.
  DATA_IMAGE_MAX_MEGAPIXELS: z.coerce.number().positive().max(1000).default(40),
  DATA_WORKER_MEMORY_MB: z.coerce.number().int().min(128).max(65536).default(1024),
  DATA_WORKERS: z.coerce.number().int().min(1).max(64).default(2),
  DATA_QUEUE_PER_USER: z.coerce.number().int().min(0).max(1000).default(10),
  DATA_QUEUE_TOTAL: z.coerce.number().int().min(0).max(100_000).default(100),
  // The footer's social links: each is shown only when set, so a fresh install links to no one else's page.
  SOCIAL_GITHUB_URL: socialUrl,
  SOCIAL_X_URL: socialUrl,
  SOCIAL_LINKEDIN_URL: socialUrl,
  SOCIAL_YOUTUBE_URL: socialUrl,
});

export type Env = ReturnType<typeof loadEnv>;

/**
 * The only reader of the environment. Takes the variables as a plain record so that tests start servers with
 * their own settings instead of mutating the process's.
 */
export function loadEnv(source: Record<string, string | undefined>) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid server settings: ${problems}`);
  }
  const env = parsed.data;
  return {
    ...env,
    DATABASE_URL: env.DATABASE_URL ?? `file:${env.DATA_DIR.replace(/\/$/, "")}/sheetsmith.db`,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    rateLimit: env.RATE_LIMIT === "on",
    logRequests: env.LOG_REQUESTS === "on",
  };
}
