import { count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../../db/client.ts";
import { auditLog } from "../../../../db/schema/admin.ts";
import { users } from "../../../../db/schema/users.ts";
import type { AdminPage, AuditAction, AuditEntry, PersonRef } from "../../../contract/admin.ts";
import type { EventBus } from "../../events/bus.ts";
import { toAdminPage } from "../../lib/admin-page.ts";

/** Names only, whatever the caller passed (a whole user row, say): audit lines are pushed to every admin page. */
const personOf = (user: PersonRef): PersonRef => ({ id: user.id, name: user.name });

export interface AuditDraft {
  action: AuditAction;
  actor: PersonRef;
  target?: PersonRef | null;
  subject?: string | null;
  reason?: string | null;
}

/**
 * The audit line for an action, as a statement to run in the same batch right after the statement that makes the
 * change: it writes only when that statement changed a row (SQLite's `changes()`), so a refused, repeated or
 * lost-race action leaves no line, and an action that happened always leaves one.
 */
export function auditAfterChange(db: Db, draft: AuditDraft, at = new Date()) {
  const entry: AuditEntry = {
    id: crypto.randomUUID(),
    action: draft.action,
    actor: personOf(draft.actor),
    target: draft.target ? personOf(draft.target) : null,
    subject: draft.subject ?? null,
    reason: draft.reason ?? null,
    createdAt: at.toISOString(),
  };
  const statement = db.run(sql`
    insert into ${auditLog} (id, action, actor_id, target_user_id, subject, reason, created_at)
    select ${entry.id}, ${entry.action}, ${entry.actor?.id ?? null}, ${entry.target?.id ?? null}, ${entry.subject},
      ${entry.reason}, ${at.getTime()}
    where changes() > 0`);
  return { statement, entry };
}

/** Tells the superadmins' pages about lines the batch did write. */
export const publishAudit = (events: EventBus, entries: AuditEntry[]) =>
  entries.forEach((entry) => events.publish("audit.recorded", { entry }));

const actors = alias(users, "actors");
const targets = alias(users, "targets");

/** The two queries of an audit page; exported so a test can read their plans. */
export function listAuditQueries(db: Db, page: { page: number; limit: number }) {
  return {
    page: db.select({
      id: auditLog.id,
      action: auditLog.action,
      actorId: actors.id,
      actorName: actors.name,
      targetId: targets.id,
      targetName: targets.name,
      subject: auditLog.subject,
      reason: auditLog.reason,
      createdAt: auditLog.createdAt,
    }).from(auditLog)
      .leftJoin(actors, eq(actors.id, auditLog.actorId))
      .leftJoin(targets, eq(targets.id, auditLog.targetUserId))
      .orderBy(desc(auditLog.createdAt), desc(sql`${auditLog}.rowid`))
      .limit(page.limit).offset((page.page - 1) * page.limit),
    total: db.select({ total: count() }).from(auditLog),
  };
}

/** A page of the audit log, newest first, with the people's current names. */
export async function listAudit(db: Db, page: { page: number; limit: number }): Promise<AdminPage<AuditEntry>> {
  const queries = listAuditQueries(db, page);
  const [rows, [{ total }]] = await Promise.all([queries.page, queries.total]);
  const person = (id: string | null, name: string | null) => id && name !== null ? { id, name } : null;
  const entries = rows.map((row): AuditEntry => ({
    id: row.id,
    action: row.action,
    actor: person(row.actorId, row.actorName),
    target: person(row.targetId, row.targetName),
    subject: row.subject,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
  return toAdminPage(entries, page, total);
}
