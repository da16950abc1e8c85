import { eq } from "drizzle-orm";
import { type AddressInfo, createServer } from "node:net";
import addressparser from "nodemailer/lib/addressparser";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { contactMessages } from "../../../../db/schema/contact.ts";
import { messages } from "../../../contract/messages.ts";
import { freePort } from "../../../test/free-port.ts";
import { startSmtpServer, type TestSmtpServer } from "../../../test/smtp-server.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

let counter = 0;
function contact(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Visitor ${counter}`,
    email: `visitor${counter}@example.com`,
    message: `Hello from visitor ${counter}.\nThe formula generator is great.`,
    ...overrides,
  };
}

const stored = (server: TestServer, email: string) =>
  server.deps.db.query.contactMessages.findMany({ where: eq(contactMessages.email, email) });

async function expectReceived(response: Response) {
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ success: true, message: messages.contactReceived });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("with a mail server", () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Rate limiting is off so that the many validation cases below do not run into the hourly contact limit.
    server = await startTestServer({ SMTP_URL: smtp.url, CONTACT_TO: "team@example.com", RATE_LIMIT: "off" });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  test("POST /api/contact stores the message and mails it to the team with the visitor as reply-to", async () => {
    const body = contact({ name: "  Ada Lovelace ", email: " Ada@Example.COM " });
    await expectReceived(await server.call("/api/contact", { body }));

    const rows = await stored(server, "ada@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Ada Lovelace", message: body.message });
    expect(rows[0].mailedAt).toBeInstanceOf(Date);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.envelope).toEqual({ from: "no-reply@localhost", to: ["team@example.com"] });
    expect(mail.headers.get("to")).toBe("team@example.com");
    expect(mail.headers.get("from")).toBe("Sheetsmith <no-reply@localhost>");
    expect(mail.headers.get("reply-to")).toBe("Ada Lovelace <ada@example.com>");
    expect(mail.headers.get("subject")).toBe("Sheetsmith contact: Ada Lovelace");
    expect(mail.body.replaceAll("\r\n", "\n").trimEnd()).toBe(
      `From: Ada Lovelace <ada@example.com>\n\n${body.message}`,
    );
  });

  test.each([
    ["a missing name", { name: undefined }, messages.nameRequired],
    ["a blank name", { name: "   " }, messages.nameRequired],
    ["a name that is not text", { name: 42 }, messages.nameRequired],
    ["a bad e-mail", { email: "not-an-email" }, messages.emailInvalid],
    ["a missing e-mail", { email: undefined }, messages.emailInvalid],
    ["a blank message", { message: " \n\t " }, messages.messageRequired],
    ["a missing message", { message: undefined }, messages.messageRequired],
    ["a too long message", { message: "x".repeat(5001) }, messages.messageTooLong],
  ])("POST /api/contact refuses %s with 400", async (_case, overrides, error) => {
    const body = contact(overrides);
    const response = await server.call("/api/contact", { body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
    expect(await stored(server, body.email?.trim().toLowerCase() ?? "")).toHaveLength(0);
  });

  test("POST /api/contact accepts a message of exactly 5000 characters", async () => {
    const body = contact({ message: "x".repeat(5000) });
    await expectReceived(await server.call("/api/contact", { body }));
  });

  test("POST /api/contact refuses a body that is not JSON with 400", async () => {
    const response = await server.call("/api/contact", { body: "name=Ada&email=ada@example.com" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: messages.malformedJson });
  });

  test("POST /api/contact refuses a JSON array with 400", async () => {
    const response = await server.call("/api/contact", { body: [contact()] });
    expect(response.status).toBe(400);
    // validator.ts words this one itself; it is not (yet) in contract/messages.ts.
    expect(await response.json()).toEqual({ success: false, error: messages.bodyMustBeObject });
  });

  test("POST /api/contact keeps a name with quotes, backslashes and line breaks out of the mail's headers", async () => {
    const name = 'Eve "\\" <evil@attacker.example>\r\nBcc: victim@example.com\\';
    const body = contact({ name, email: "eve@example.com" });
    const before = smtp.received.length;
    await expectReceived(await server.call("/api/contact", { body }));

    const mail = smtp.received[before];
    expect(mail.envelope.to).toEqual(["team@example.com"]);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(addressparser(mail.headers.get("reply-to")!)).toEqual([{
      name: expect.any(String),
      address: "eve@example.com",
    }]);
  });
});

describe("without a working mail server", () => {
  const servers: TestServer[] = [];
  let refusing: TestSmtpServer;
  beforeAll(async () => {
    refusing = await startSmtpServer({ refuseRecipients: true });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await refusing?.stop();
  });

  async function start(settings: Record<string, string>) {
    const server = await startTestServer(settings);
    servers.push(server);
    return server;
  }

  async function expectStoredNotMailed(server: TestServer) {
    const body = contact();
    await expectReceived(await server.call("/api/contact", { body }));
    const rows = await stored(server, body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: body.name, message: body.message, mailedAt: null });
  }

  test("POST /api/contact stores the message when no SMTP_URL is set", async () => {
    await expectStoredNotMailed(await start({ CONTACT_TO: "team@example.com" }));
  });

  test("POST /api/contact stores the message and still succeeds when the mail server refuses it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await expectStoredNotMailed(await start({ SMTP_URL: refusing.url, CONTACT_TO: "team@example.com" }));
    expect(errors).toHaveBeenCalledOnce();
    expect(refusing.received).toHaveLength(0);
  });

  test("POST /api/contact answers within seconds when the mail server accepts the connection but never speaks", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const server = await start({
        SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        CONTACT_TO: "team@example.com",
      });
      const startedAt = Date.now();
      await expectStoredNotMailed(server);
      expect(Date.now() - startedAt).toBeLessThan(8_000);
      expect(errors).toHaveBeenCalledOnce();
    } finally {
      silent.close();
    }
  });

  test("POST /api/contact stores the message and still succeeds when the mail server is unreachable", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const closed = `smtp://127.0.0.1:${freePort()}`;
    await expectStoredNotMailed(await start({ SMTP_URL: closed, CONTACT_TO: "team@example.com" }));
    expect(errors).toHaveBeenCalledOnce();
  });
});
