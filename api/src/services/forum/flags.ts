import { userFlags } from "../../../../db/schema/forum.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { findUserById } from "../account/users.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { type Outcome, refuse, succeed } from "./outcome.ts";

export interface FlagInput {
  userId: string;
  reason: string;
  /** The moderator's or superadmin's id. */
  flaggedBy: string;
}

/** Records a moderator's flag on a user and publishes `user.flagged`, which tells the user and the moderators. */
export async function flagUser(deps: Pick<AppDeps, "db" | "events">, input: FlagInput): Promise<Outcome<null>> {
  if (!await findUserById(deps.db, input.userId)) return refuse(404, forumMessages.userNotFound);
  const createdAt = new Date();
  await deps.db.insert(userFlags).values({ id: crypto.randomUUID(), ...input, createdAt });
  deps.events.publish("user.flagged", { ...input, createdAt: createdAt.toISOString() });
  return succeed(null);
}
