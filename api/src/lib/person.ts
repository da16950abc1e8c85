import type { PersonRef } from "../../contract/admin.ts";

/** Who did something, as the audit log and the flag queue name them: the id and the name only. */
export const personOf = (user: { id: string; name: string }): PersonRef => ({ id: user.id, name: user.name });
