import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  // An address object, not a header string: nodemailer then quotes and encodes any display name safely.
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
}

export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

/**
 * Sends through the SMTP server named by SMTP_URL (smtp://user:pass@host:port or smtps://…). Callers wait for
 * the send, so a stalled server must fail fast: nodemailer's own limits reach ten minutes. Query parameters in
 * SMTP_URL (`?greetingTimeout=…`) still override these.
 */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/**
 * The From address: the SMTP login when it is an e-mail address (relays commonly accept only their own
 * users as senders), else no-reply at the public host.
 */
export function senderAddress(smtpUrl: string, publicUrl: string): string {
  const user = decodeURIComponent(new URL(smtpUrl).username);
  return `Sheetsmith <${user.includes("@") ? user : `no-reply@${new URL(publicUrl).hostname}`}>`;
}
