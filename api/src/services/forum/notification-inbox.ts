import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { notifications } from "../../../../db/schema/forum.ts";
import { users } from "../../../../db/schema/users.ts";
import type { ForumNotification, NotificationInbox } from "../../../contract/forum-events.ts";

/** As many as the bell lists; older ones stay stored and counted but are not sent. */
export const inboxSize = 20;

type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification as the API and the socket send it. */
export const toNotification = (row: NotificationRow, fromUser: { id: string; name: string }): ForumNotification => ({
  id: row.id,
  kind: row.kind,
  topicId: row.topicId,
  postId: row.postId,
  fromUser,
  excerpt: row.excerpt,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

async function unreadCount(db: Db, userId: string): Promise<number> {
  const [{ unread }] = await db.select({ unread: count() }).from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unread;
}

/** The user's newest notifications, newest first, and the count of all their unread ones. */
export async function readInbox(db: Db, userId: string): Promise<NotificationInbox> {
  const [rows, unread] = await Promise.all([
    db.select({ notification: notifications, fromUser: { id: users.id, name: users.name } }).from(notifications)
      .innerJoin(users, eq(users.id, notifications.fromUserId)).where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(inboxSize),
    unreadCount(db, userId),
  ]);
  return { notifications: rows.map((row) => toNotification(row.notification, row.fromUser)), unread };
}

/**
 * Marks the given notifications read, when they are the user's and still unread; other ids are ignored, so the
 * call is safe to repeat and says nothing about anyone else's. Answers the user's unread count after it.
 */
export async function markRead(db: Db, userId: string, ids: string[], now = new Date()): Promise<number> {
  await db.update(notifications).set({ readAt: now })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)));
  return await unreadCount(db, userId);
}
