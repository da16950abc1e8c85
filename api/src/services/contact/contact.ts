import { eq } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { contactMessages } from "../../../../db/schema/contact.ts";
import type { ContactBody } from "../../../contract/account.ts";
import type { Mailer } from "../../lib/mailer.ts";

/**
 * Stores the message first, so nothing is lost when mail fails; then mails it to the team when SMTP is set.
 * A mail failure is logged and leaves `mailedAt` empty rather than failing the visitor's request.
 */
export async function receiveContactMessage(db: Db, mail: { mailer: Mailer; to: string } | null, input: ContactBody) {
  const id = crypto.randomUUID();
  await db.insert(contactMessages).values({ id, ...input });
  if (!mail) return;
  try {
    await mail.mailer.send({
      to: mail.to,
      replyTo: { name: input.name, address: input.email },
      subject: `Sheetsmith contact: ${input.name}`,
      text: `From: ${input.name} <${input.email}>\n\n${input.message}`,
    });
    await db.update(contactMessages).set({ mailedAt: new Date() }).where(eq(contactMessages.id, id));
  } catch (error) {
    console.error(`contact message ${id} stored but not mailed:`, error);
  }
}
