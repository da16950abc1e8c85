import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { users } from "../../../../db/schema/users.ts";
import type { ForumPost } from "../../../contract/forum.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { reportMessages } from "../../../contract/report-messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import {
  type ClientSocket,
  collect,
  connectSocket,
  insertPost,
  insertTopic,
  nextEvent,
  roomRequest,
  signUpWithRole,
} from "../../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

type Member = Awaited<ReturnType<typeof signUpWithRole>>;
let server: TestServer;
let author: Member, reporter: Member, moderator: Member;
let topicId: string;
let readers: ClientSocket[];

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off", FORUM_REPORTS_TO_HIDE: "3" });
  author = await signUpWithRole(server, "user", "Ann Author");
  reporter = await signUpWithRole(server, "user", "Rita Reporter");
  moderator = await signUpWithRole(server, "moderator");
  topicId = await insertTopic(server, author.id);
  // A visitor reading the topic, and a moderator reading it.
  readers = await Promise.all([connectSocket(server), connectSocket(server, moderator.token)]);
  for (const socket of readers) expect(await roomRequest(socket, "topic:join", { topicId })).toEqual({ ok: true });
});
afterAll(async () => {
  readers.forEach((socket) => socket.disconnect());
  await server.stop();
});

const report = (postId: string, token: string | undefined, body: unknown = { reason: "spam" }) =>
  server.call(`/api/forum/posts/${postId}/report`, { token, body });

async function readPosts(token?: string): Promise<ForumPost[]> {
  const response = await server.call(`/api/forum/topics/${topicId}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()).data.posts;
}

test("POST /api/forum/posts/:postId/report records one report per member and refuses the second with 409", async () => {
  const postId = await insertPost(server, topicId, author.id, "Buy cheap licences");
  const first = await report(postId, reporter.token, { reason: "spam", details: "  Link farm  " });
  expect(first.status).toBe(201);
  expect(await first.json()).toEqual({ success: true, data: { id: expect.any(String), hidden: false } });
  await expectError(
    await report(postId, reporter.token, { reason: "abuse" }),
    409,
    reportMessages.alreadyReported,
  );
});

test("POST /api/forum/posts/:postId/report refuses visitors, the suspended, the author and unknown posts", async () => {
  const postId = await insertPost(server, topicId, author.id, "Something");
  await expectError(await report(postId, undefined), 401, messages.authRequired);
  const suspended = await signUpWithRole(server);
  await server.deps.db.update(users).set({ blocked: true }).where(eq(users.id, suspended.id));
  await expectError(await report(postId, suspended.token), 403, messages.accountSuspended);
  await expectError(await report(postId, author.token), 403, reportMessages.ownPost);
  await expectError(await report("no-such-post", reporter.token), 404, forumMessages.postNotFound);
});

test("POST /api/forum/posts/:postId/report validates the reason and its details", async () => {
  const postId = await insertPost(server, topicId, author.id, "Something else");
  await expectError(await report(postId, reporter.token, {}), 400, reportMessages.reasonInvalid);
  await expectError(await report(postId, reporter.token, { reason: "boring" }), 400, reportMessages.reasonInvalid);
  await expectError(
    await report(postId, reporter.token, { reason: "other", details: "   " }),
    400,
    reportMessages.detailsRequired,
  );
  await expectError(
    await report(postId, reporter.token, { reason: "abuse", details: "x".repeat(501) }),
    400,
    reportMessages.detailsTooLong,
  );
  await expectError(await report("x".repeat(65), reporter.token), 400, reportMessages.idInvalid);
  expect((await report(postId, reporter.token, { reason: "other", details: "Off the subject" })).status).toBe(201);
});

test("POST /api/forum/topics/:id/report reports a topic once; its author cannot, an unknown topic is 404", async () => {
  const reported = await insertTopic(server, author.id);
  const call = (id: string, token: string) =>
    server.call(`/api/forum/topics/${id}/report`, { token, body: { reason: "off-topic" } });
  expect((await call(reported, reporter.token)).status).toBe(201);
  await expectError(await call(reported, reporter.token), 409, reportMessages.alreadyReported);
  await expectError(await call(reported, author.token), 403, reportMessages.ownPost);
  await expectError(await call("no-such-topic", reporter.token), 404, forumMessages.topicNotFound);
});

test("reports from 3 distinct members hide a reply live; a repeat does not count; moderators still read it", async () => {
  const postId = await insertPost(server, topicId, author.id, "Rude words here");
  const others = await Promise.all([signUpWithRole(server), signUpWithRole(server)]);
  expect((await report(postId, reporter.token)).status).toBe(201);
  // The same member again is refused and does not bring the reply nearer to hiding.
  expect((await report(postId, reporter.token)).status).toBe(409);
  expect((await report(postId, others[0].token)).status).toBe(201);
  expect((await readPosts()).find((post) => post._id === postId)).toMatchObject({ content: "Rude words here" });

  const hiddenEvents = Promise.all(readers.map((socket) => nextEvent(socket, "post:hidden")));
  const third = await report(postId, others[1].token, { reason: "abuse" });
  expect((await third.json()).data.hidden).toBe(true);
  for (const event of await hiddenEvents) expect(event).toEqual({ topicId, postId });

  const asVisitor = await readPosts();
  const asMember = await readPosts(reporter.token);
  const asModerator = await readPosts(moderator.token);
  for (const posts of [asVisitor, asMember]) {
    expect(posts.find((post) => post._id === postId)).toMatchObject({ content: "", hidden: true });
  }
  expect(asModerator.find((post) => post._id === postId)).toMatchObject({ content: "Rude words here", hidden: true });
  // The hidden reply keeps its place, so everyone's list has the same replies and agrees with the count.
  expect(asVisitor.map((post) => post._id)).toEqual(asModerator.map((post) => post._id));
});

test("FORUM_REPORTS_TO_HIDE=0 never hides a reply", async () => {
  const quiet = await startTestServer({ RATE_LIMIT: "off", FORUM_REPORTS_TO_HIDE: "0" });
  try {
    const people = await Promise.all([signUpWithRole(quiet), signUpWithRole(quiet), signUpWithRole(quiet)]);
    const topic = await insertTopic(quiet, people[0].id);
    const postId = await insertPost(quiet, topic, people[0].id, "Fine words");
    const received = await collect([await connectSocket(quiet)], "post:hidden", async () => {
      for (const person of people.slice(1)) {
        const answer = await quiet.call(`/api/forum/posts/${postId}/report`, {
          token: person.token,
          body: { reason: "spam" },
        });
        expect((await answer.json()).data.hidden).toBe(false);
      }
    });
    expect(received).toEqual([[]]);
  } finally {
    await quiet.stop();
  }
});
