import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "libsql";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { type ServerProcess, startServerProcess } from "../test/server-process.ts";

let dataDir: string;
const started: ServerProcess[] = [];
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "sheetsmith-crash-"));
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop()));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = async () => {
  const server = await startServerProcess({ DATA_DIR: dataDir });
  started.push(server);
  return server;
};

type Kind = "topic" | "reply" | "generation" | "favorite";
/** One write as the client saw it: acknowledged (2xx) with the id it answered, refused, or cut off. */
type Outcome =
  | { kind: Kind; user: string; acknowledged: true; id: string }
  | { kind: Kind; user: string; acknowledged: false; status?: number; connectionError?: boolean };

async function send(url: string, path: string, body: unknown, token: string) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

test("every write answered 2xx before a kill -9 is there after the restart, and the file is intact", async () => {
  const first = await start();
  const { url } = first;
  const people = await Promise.all([0, 1, 2, 3].map(async (index) => {
    const answer = await send(url, "/api/signup", {
      name: `Writer ${index}`,
      email: `writer${index}@example.com`,
      password: "durable secret",
    }, "");
    return { id: answer.body.id as string, token: answer.body.token as string };
  }));
  const category = (await (await fetch(`${url}/api/forum/categories`)).json()).data[0]._id;
  const topic = (await send(url, "/api/forum/topics", {
    title: "Replies land here",
    content: "Written before the storm",
    category,
  }, people[0].token)).body.data._id as string;
  const generate = (n: number, token: string) =>
    send(url, "/api/generate-formula", { description: `sum B2:B${n + 10}`, platform: "excel" }, token);
  // History items to star during the storm, one per favorite so that each is a new row.
  const starrable = await Promise.all(Array.from({ length: 60 }, async (_, n) => {
    const person = people[n % people.length];
    return { person, item: (await generate(n, person.token)).body.data as { id: string } };
  }));

  const writes: { kind: Kind; user: string; run: () => Promise<{ status: number; body: { data?: unknown } }> }[] = [];
  for (let n = 0; n < 80; n++) {
    const person = people[n % people.length];
    writes.push(
      {
        kind: "topic",
        user: person.id,
        run: () =>
          send(url, "/api/forum/topics", { title: `Storm topic ${n}`, content: "Mid-flight", category }, person.token),
      },
      {
        kind: "reply",
        user: person.id,
        run: () => send(url, `/api/forum/topics/${topic}/posts`, { content: `Storm reply ${n}` }, person.token),
      },
      { kind: "generation", user: person.id, run: () => generate(100 + n, person.token) },
    );
    if (n < 60) {
      const { person: owner, item } = starrable[n];
      writes.push({
        kind: "favorite",
        user: owner.id,
        run: () => send(url, "/api/addFavorite", { item }, owner.token),
      });
    }
  }
  expect(writes).toHaveLength(300);

  let answered = 0;
  const killAfter = 100;
  const outcomes = await Promise.all(writes.map(async ({ kind, user, run }): Promise<Outcome> => {
    try {
      const { status, body } = await run();
      if (++answered === killAfter) first.signal("SIGKILL");
      if (status >= 300) return { kind, user, acknowledged: false, status };
      const data = body.data as { _id?: string; id?: string };
      return { kind, user, acknowledged: true, id: data._id ?? data.id! };
    } catch {
      return { kind, user, acknowledged: false, connectionError: true };
    }
  }));
  expect((await first.exited).signal).toBe("SIGKILL");

  const acknowledged = outcomes.filter((outcome) => outcome.acknowledged);
  const cut = outcomes.filter((outcome) => !outcome.acknowledged && outcome.connectionError);
  // The kill landed mid-flight: some writes were answered, others were cut off; none was refused.
  expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
  expect(cut.length).toBeGreaterThan(0);
  expect(new Set(acknowledged.map((outcome) => outcome.kind))).toEqual(
    new Set(["topic", "reply", "generation", "favorite"]),
  );
  expect(outcomes.filter((outcome) => !outcome.acknowledged && !outcome.connectionError)).toEqual([]);

  const second = await start();
  expect((await (await fetch(`${second.url}/api/health`)).json()).database).toBe("reachable");

  const file = new Database(join(dataDir, "sheetsmith.db"), { readonly: true });
  try {
    const ids = (sql: string) => new Set(file.prepare(sql).raw(true).all().map((row) => (row as unknown[]).join("/")));
    const present: Record<Kind, Set<string>> = {
      topic: ids("SELECT id FROM forum_topics"),
      reply: ids("SELECT id FROM forum_posts"),
      generation: ids("SELECT id FROM generations"),
      favorite: ids("SELECT user_id, item_id FROM favorites"),
    };
    const missing = acknowledged.filter((write) =>
      write.acknowledged && !present[write.kind].has(write.kind === "favorite" ? `${write.user}/${write.id}` : write.id)
    );
    expect(missing).toEqual([]);
    // A reply and its topic's count are one transaction: the crash kept both or neither.
    const [replies, counted] = file.prepare(
      "SELECT (SELECT count(*) FROM forum_posts WHERE topic_id = ?), replies_count FROM forum_topics WHERE id = ?",
    ).raw(true).get([topic, topic]) as number[];
    expect(counted).toBe(replies);
    expect(file.prepare("PRAGMA integrity_check").raw(true).all()).toEqual([["ok"]]);
    console.log(
      `kill -9 after ${killAfter} answers: ${acknowledged.length} writes acknowledged, all present; ${cut.length} cut off`,
    );
  } finally {
    file.close();
  }
});
