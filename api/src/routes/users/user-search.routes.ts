import { userSearchQuery } from "../../../contract/forum.ts";
import { createRouter } from "../../lib/app-env.ts";
import { validate } from "../../lib/validator.ts";
import { searchUsers } from "../../services/forum/user-search.ts";

// Optional bearer (spec §7): names are public on the forum already, so the token is neither needed nor checked.
const router = createRouter().get("/users/search", validate("query", userSearchQuery), async (c) => {
  const { q } = c.req.valid("query");
  return c.json({ success: true as const, data: await searchUsers(c.get("deps").db, q) });
});

export default router;
