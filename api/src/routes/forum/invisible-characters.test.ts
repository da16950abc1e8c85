import { afterAll, beforeAll, expect, test } from "vitest";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { newAccount, signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";
import { postReply, postTopic, signUpAs } from "./forum-fixtures.ts";

// What others read (names, titles, topics, replies, categories) may not carry characters that draw nothing but change
// how the rest reads: a name with U+202E shows its end backwards, zero-width ones make look-alikes.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
});
afterAll(() => server.stop());

test("a name with U+202E, zero-width characters or NUL is stored clean, at sign-up and on rename", async () => {
  const signup = await server.call("/api/signup", { body: newAccount({ name: "Ad\u200Bmin\u202Etxt.exe" }) });
  expect(signup.status).toBe(201);
  const { token, name } = await signup.json();
  expect(name).toBe("Admintxt.exe");
  const renamed = await server.call("/api/user", { method: "PUT", token, body: { name: "Zoë\u0000 \u2066Ñúñez 👩‍💻" } });
  expect(await renamed.json()).toMatchObject({ name: "Zoë Ñúñez 👩‍💻" });
  expect(await (await server.call("/api/user", { token })).json()).toMatchObject({ name: "Zoë Ñúñez 👩‍💻" });
});

test("a name made only of invisible characters is refused as empty", async () => {
  for (const name of ["\u202E", "\u200B\u200D", "\u3164\u3164", "\u0000"]) {
    await expectError(
      await server.call("/api/signup", { body: newAccount({ name }) }),
      400,
      messages.nameRequired,
    );
  }
});

test("topic titles, topics and replies lose invisible characters and keep line breaks and ordinary Unicode", async () => {
  const { token } = await signUpUser(server);
  const topic = await postTopic(server, token, {
    title: "SUMIFS\u202E help\u200B\u0000",
    content: "Line one\r\nLine two\u2066 in عربي\u2069\n\n👨‍👩‍👧\u0007",
  });
  expect(topic.title).toBe("SUMIFS help");
  expect(topic.content).toBe("Line one\nLine two in عربي\n\n👨‍👩‍👧");
  const reply = await postReply(server, token, topic._id, "\uFEFFThanks\u200E!\nשלום");
  expect(reply.content).toBe("Thanks!\nשלום");
  const stored = await (await server.call(`/api/forum/topics/${topic._id}`)).json();
  expect(stored.data.topic?.title ?? stored.data.title).toBe("SUMIFS help");
});

test("a title that is nothing but invisible characters is refused as missing", async () => {
  const { token } = await signUpUser(server);
  const response = await server.call("/api/forum/topics", {
    token,
    body: { title: "\u202E\u200B\u2066", content: "Body", category: "anything" },
  });
  await expectError(response, 400, forumMessages.fillAllFields);
});

test("a category name from the superadmin is cleaned too", async () => {
  const admin = await signUpAs(server, "superadmin");
  const response = await server.call("/api/admin/forum-categories", {
    token: admin.token,
    body: { name: "Pivot\u202E tables", slug: "pivot-tables", description: "All\u200B about pivots" },
  });
  expect(response.status).toBe(201);
  expect((await response.json()).data).toMatchObject({ name: "Pivot tables", description: "All about pivots" });
});
