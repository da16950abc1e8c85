/**
 * A forum database the size the issue's benchmarks ask for: ~1,000 users, the 5 default categories, 100,000 topics and
 * 1,000,000 replies, with reply counts and last activity consistent with the posts. Migrated with the committed
 * migrations (so the FTS table and its triggers exist when they are committed), then filled through the raw libSQL
 * client in a few big transactions of multi-row INSERTs, with the secondary indexes and FTS triggers dropped during
 * the load and rebuilt once at the end (FTS5 'rebuild' for an external-content table).
 *
 * The file is cached under the temp dir, keyed by a hash of the migrations and this file, so repeated runs reuse it;
 * callers get a private copy, since the server writes to it (views, replies).
 * Run alone: deno run -A bench/lib/seed-forum.ts
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash } from "node:crypto";
import type { Client, InStatement } from "@libsql/client";
import { createDb } from "../../db/client.ts";
import { seededRandom } from "../../api/test/seeded-random.ts";

export const seedSize = {
  users: Number(Deno.env.get("BENCH_USERS") ?? 1_000),
  topics: Number(Deno.env.get("BENCH_TOPICS") ?? 100_000),
  posts: Number(Deno.env.get("BENCH_POSTS") ?? 1_000_000),
};

export const seedCategories = [
  { name: "General", slug: "general", description: "Anything about spreadsheets." },
  { name: "Formulas", slug: "formulas", description: "Functions, formulas and how to combine them." },
  { name: "VBA & Macros", slug: "vba-macros", description: "Automating Excel with VBA and Sheets with Apps Script." },
  {
    name: "Data Analysis",
    slug: "data-analysis",
    description: "Pivot tables, lookups, cleaning and summarising data.",
  },
  { name: "Charts", slug: "charts", description: "Charts, sparklines and dashboards." },
];

/** Words the search bench looks for: common ones match 4,000–13,000 topics, rare ones about 50–60. */
export const searchTerms = {
  common: ["vlookup", "pivot table", "formula", "sumifs dates", "conditional formatting"],
  rare: ["sparkline", "lambda recursion", "xmatch", "iferror nested", "timesheet"],
};

const functions = [
  "VLOOKUP",
  "XLOOKUP",
  "INDEX MATCH",
  "SUMIFS",
  "COUNTIFS",
  "AVERAGEIFS",
  "IFERROR",
  "FILTER",
  "UNIQUE",
  "SORT",
  "QUERY",
  "TEXTJOIN",
  "ARRAYFORMULA",
  "SUMPRODUCT",
  "INDIRECT",
  "OFFSET",
  "LET",
  "DATEDIF",
  "NETWORKDAYS",
  "EOMONTH",
];
const things = [
  "pivot table",
  "formula",
  "conditional formatting",
  "drop-down list",
  "data validation",
  "named range",
  "chart",
  "macro",
  "dashboard",
  "budget sheet",
  "inventory list",
  "sales report",
  "invoice template",
  "attendance sheet",
  "duplicate rows",
  "blank cells",
  "merged cells",
  "date column",
  "currency column",
  "lookup table",
];
const verbs = [
  "count",
  "sum",
  "highlight",
  "remove",
  "filter",
  "sort",
  "combine",
  "split",
  "match",
  "look up",
  "extract",
  "format",
  "round",
  "compare",
  "group",
  "rank",
  "average",
  "convert",
  "hide",
  "refresh",
];
const conditions = [
  "by month",
  "between two dates",
  "across sheets",
  "with multiple criteria",
  "when a cell is blank",
  "if it contains text",
  "by category",
  "for the last 30 days",
  "per customer",
  "without helper columns",
  "in another workbook",
  "ignoring errors",
  "with wildcards",
  "that are over budget",
  "by week number",
];
const platforms = ["Excel", "Google Sheets", "Excel 365", "Sheets", "Excel 2016", "LibreOffice Calc"];
const titleTemplates = [
  (p: Pick) => `How to ${p(verbs)} ${p(things)} ${p(conditions)} in ${p(platforms)}?`,
  (p: Pick) => `${p(functions)} returns #N/A ${p(conditions)}`,
  (p: Pick) => `${p(functions)} vs ${p(functions)} for a ${p(things)}`,
  (p: Pick) => `Need help: ${p(verbs)} ${p(things)} ${p(conditions)}`,
  (p: Pick) => `${p(platforms)}: ${p(things)} not updating after ${p(functions)}`,
  (p: Pick) => `Best way to ${p(verbs)} a ${p(things)} ${p(conditions)}`,
  (p: Pick) => `Why does my ${p(functions)} ${p(things)} show #VALUE! ${p(conditions)}?`,
];
const sentences = [
  (p: Pick) => `I have a ${p(things)} in column ${p(columns)} and want to ${p(verbs)} it ${p(conditions)}.`,
  (p: Pick) => `I tried =${p(functions).split(" ")[0]}(${p(columns)}2:${p(columns)}500) but it gives the wrong total.`,
  (p: Pick) => `Is there a way to do this with ${p(functions)} instead of a macro?`,
  (p: Pick) => `The sheet has about ${p(["200", "5,000", "40,000", "a million"])} rows, so speed matters.`,
  (p: Pick) => `Using ${p(platforms)} on ${p(["Windows", "a Mac", "the web", "my phone"])}.`,
  (p: Pick) => `Try ${p(functions)} wrapped in IFERROR, and check that the ${p(things)} has no trailing spaces.`,
  (p: Pick) => `A ${p(things)} might be easier: ${p(verbs)} first, then ${p(verbs)} ${p(conditions)}.`,
  (p: Pick) => `Thanks, that worked! The trick was to ${p(verbs)} the ${p(things)} before using ${p(functions)}.`,
  (p: Pick) => `Make sure the ranges are the same size, otherwise ${p(functions)} returns #VALUE!.`,
  (p: Pick) => `You can also use ${p(functions)} with a helper column ${p(conditions)}.`,
];
const rareSentences = [
  "A sparkline per row would show the trend better.",
  "I ended up writing a LAMBDA with recursion to walk the hierarchy.",
  "XMATCH with match mode 2 handles the wildcards.",
  "Nested IFERROR calls got slow, so I switched to IFNA.",
  "This is for a weekly timesheet with overtime.",
];
const columns = ["A", "B", "C", "D", "E", "F", "G", "H"];
const firstNames = ["Ana", "Ben", "Chloé", "Dev", "Eli", "Fatima", "Goran", "Hana", "Ivan", "Jia", "Kofi", "Lena"];
const lastNames = ["Silva", "Müller", "Okafor", "Tanaka", "Novak", "Haddad", "Kowalski", "Nguyen", "Rossi", "Ortiz"];

type Pick = <T>(list: readonly T[]) => T;

/** Seeded, so the same seed gives the same forum and the cache key stays honest. */
function generator(seed: number) {
  const random = seededRandom(seed);
  const pick: Pick = (list) => list[Math.floor(random() * list.length)];
  const hex = (n: number) => {
    let out = "";
    for (let i = 0; i < n; i++) out += Math.floor(random() * 16).toString(16);
    return out;
  };
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[Math.floor(random() * 4)]}${hex(3)}-${hex(12)}`;
  return { random, pick, uuid };
}

const day = 86_400_000;
/** Fixed, so the seeded file does not depend on when it was made; a little before the benchmarks run. */
const end = Date.UTC(2026, 10, 1);
const start = end - 730 * day;

function cacheKey() {
  const hash = createHash("sha256");
  const migrations = new URL("../../db/migrations/", import.meta.url).pathname;
  for (const file of readdirSync(migrations).filter((name) => name.endsWith(".sql")).sort()) {
    hash.update(file).update(readFileSync(join(migrations, file)));
  }
  hash.update(readFileSync(new URL(import.meta.url).pathname));
  hash.update(JSON.stringify(seedSize));
  return hash.digest("hex").slice(0, 16);
}

async function insertRows(client: Client, table: string, columns: string[], rows: unknown[][], perStatement = 400) {
  const statements: InStatement[] = [];
  const row = `(${columns.map(() => "?").join(",")})`;
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    statements.push({
      sql: `INSERT INTO ${table} (${columns.join(",")}) VALUES ${chunk.map(() => row).join(",")}`,
      args: chunk.flat() as never,
    });
  }
  // migrate(): one transaction with foreign keys off — the seeder keeps them consistent itself.
  await client.migrate(statements);
}

async function seed(path: string) {
  const database = createDb(`file:${path}`);
  await database.migrate();
  const client = database.client;
  const { random, pick, uuid } = generator(20261122);

  // Secondary indexes and the FTS triggers are dropped for the load and recreated once: far cheaper than keeping
  // them in step row by row. Unique/primary-key indexes (no `sql`) stay, and so do the triggers that count topics,
  // which nothing rebuilds afterwards.
  const schema = await client.execute(
    "SELECT type, name, sql FROM sqlite_master WHERE type IN ('index','trigger') AND sql IS NOT NULL " +
      "AND tbl_name IN ('users','forum_categories','forum_topics','forum_posts') " +
      "AND name NOT LIKE 'forum_topic_counts_%'",
  );
  const deferred = schema.rows.map((row) => ({ type: String(row.type), name: String(row.name), sql: String(row.sql) }));
  for (const item of deferred) await client.execute(`DROP ${item.type.toUpperCase()} "${item.name}"`);
  const fts = await client.execute(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%fts5%'",
  );

  const now = end;
  const users = Array.from({ length: seedSize.users }, (_, i) => {
    const name = `${pick(firstNames)} ${pick(lastNames)}${i < 60 ? "" : ` ${i}`}`;
    return [uuid(), name, `bench-user-${i}@example.com`, start - day, start - day];
  });
  await insertRows(client, "users", ["id", "name", "email", "created_at", "updated_at"], users);

  const categories = seedCategories.map((category) => [uuid(), category.name, category.slug, category.description]);
  await insertRows(client, "forum_categories", ["id", "name", "slug", "description"], categories);

  // Reply counts are skewed (most topics have a handful, the busiest ~120: density −ln x of a product of two
  // uniforms) and sum to exactly seedSize.posts: topic index ⌊n·r₁·r₂⌋ for each reply.
  const replies = new Int32Array(seedSize.topics);
  for (let i = 0; i < seedSize.posts; i++) replies[Math.floor(seedSize.topics * random() * random())]++;
  // Hot topics are spread over time rather than all being the oldest ones.
  for (let i = replies.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [replies[i], replies[j]] = [replies[j], replies[i]];
  }

  const text = (count: number) => {
    const parts: string[] = [];
    for (let i = 0; i < count; i++) parts.push(pick(sentences)(pick));
    if (random() < 0.002) parts.push(pick(rareSentences));
    return parts.join(" ");
  };

  const topicColumns = [
    "id",
    "title",
    "content",
    "author_id",
    "category_id",
    "views",
    "replies_count",
    "last_post_at",
    "created_at",
  ];
  const postColumns = ["id", "topic_id", "author_id", "content", "created_at"];
  let topicRows: unknown[][] = [];
  let postRows: unknown[][] = [];
  for (let t = 0; t < seedSize.topics; t++) {
    const createdAt = Math.floor(start + (now - start) * (t / seedSize.topics) + random() * day);
    const topicId = uuid();
    const span = Math.min(now - createdAt, 60 * day);
    const times = Array.from({ length: replies[t] }, () => createdAt + Math.floor(random() * span)).sort((a, b) =>
      a - b
    );
    for (const time of times) {
      postRows.push([uuid(), topicId, pick(users)[0], text(1 + Math.floor(random() * 3)), time]);
    }
    const title = pick(titleTemplates)(pick) + (random() < 0.001 ? ` (${pick(searchTerms.rare)})` : "");
    topicRows.push([
      topicId,
      title,
      text(2 + Math.floor(random() * 4)),
      pick(users)[0],
      pick(categories)[0],
      Math.floor(replies[t] * (3 + random() * 20)),
      replies[t],
      times.at(-1) ?? createdAt,
      createdAt,
    ]);
    if (postRows.length >= 100_000 || t === seedSize.topics - 1) {
      await insertRows(client, "forum_topics", topicColumns, topicRows, 200);
      await insertRows(client, "forum_posts", postColumns, postRows);
      topicRows = [];
      postRows = [];
    }
  }

  for (const item of deferred) await client.execute(item.sql);
  for (const row of fts.rows) {
    // External-content FTS5 tables rebuild from their content table in one pass; others were filled by triggers.
    if (/content\s*=\s*'?[a-z_]/i.test(String(row.sql))) {
      await client.execute(`INSERT INTO "${row.name}"("${row.name}") VALUES ('rebuild')`);
    }
  }
  await client.execute("ANALYZE");
  await client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  database.close();
  return { ftsTables: fts.rows.map((row) => String(row.name)) };
}

/**
 * Seeds (or reuses) the cached forum database and answers a fresh copy of it in `dir`, ready for DATABASE_URL.
 * Prints how long seeding took, or that the cache was used.
 */
export async function seededForumDb(dir: string) {
  const cacheDir = join(Deno.env.get("BENCH_CACHE_DIR") ?? join(tmpdir(), "sheetsmith-bench-cache"));
  mkdirSync(cacheDir, { recursive: true });
  const cached = join(cacheDir, `forum-${cacheKey()}.db`);
  // Files seeded for other schemas or seeders are dead weight (~450 MB each).
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (name.startsWith("forum-") && path !== cached && !name.endsWith(".tmp")) rmSync(path, { force: true });
  }
  if (existsSync(cached)) {
    console.log(`forum seed: reusing ${cached}`);
  } else {
    const building = `${cached}.${Deno.pid}.tmp`;
    const started = performance.now();
    const { ftsTables } = await seed(building);
    for (const suffix of ["-wal", "-shm"]) rmSync(building + suffix, { force: true });
    renameSync(building, cached);
    console.log(
      `forum seed: ${seedSize.users} users, ${seedSize.topics} topics, ${seedSize.posts} replies, FTS ${
        ftsTables.join(", ") || "none (no FTS migration yet)"
      } in ${((performance.now() - started) / 1000).toFixed(1)} s → ${cached}`,
    );
  }
  mkdirSync(dir, { recursive: true });
  const copy = join(dir, "sheetsmith.db");
  copyFileSync(cached, copy);
  return copy;
}

if (import.meta.main) {
  const dir = Deno.makeTempDirSync({ prefix: "sheetsmith-seed-" });
  const file = await seededForumDb(dir);
  console.log(`copy at ${file}`);
  rmSync(dir, { recursive: true, force: true });
}
