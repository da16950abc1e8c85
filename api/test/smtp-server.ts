import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** Header names lower-cased; folded lines unfolded. */
  headers: Map<string, string>;
  body: string;
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * A real SMTP server on a free loopback port, plain text and without authentication like a local relay, that
 * keeps what it receives. With `refuseRecipients` it answers every RCPT TO with 550, as a relay that will not
 * deliver does.
 */
export async function startSmtpServer(options: { refuseRecipients?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!options.refuseRecipients) return callback();
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => raw += chunk);
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          envelope: { from: mailFrom ? mailFrom.address : "", to: rcptTo.map((rcpt) => rcpt.address) },
          ...parseMessage(raw),
        });
        callback();
      });
    },
  });
  const listener = server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => listener.once("listening", resolve));

  return {
    url: `smtp://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

function parseMessage(raw: string) {
  const split = raw.indexOf("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of raw.slice(0, split).replace(/\r\n(?=[ \t])/g, "").split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}
