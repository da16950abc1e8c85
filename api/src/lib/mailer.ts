import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

/** Sends through the SMTP server named by SMTP_URL (smtp://user:pass@host:port or smtps://…). */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
