import { historyMessages } from "../../../contract/history-messages.ts";
import { addFavoriteBody, favoriteParams } from "../../../contract/history-requests.ts";
import { createRouter } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { validate } from "../../lib/validator.ts";
import { requireUser } from "../../middlewares/require-user.ts";
import { addFavorite, removeFavorite } from "../../services/history/favorites.ts";

/** Favorites are personal: every call reads and writes the caller's own, whatever their role. */
const router = createRouter()
  .get("/favorites", requireUser, async (c) => {
    return c.json({ success: true as const, data: await c.get("deps").reads.listFavorites(c.get("user").id) });
  })
  .post("/addFavorite", requireUser, validate("json", addFavoriteBody), async (c) => {
    const { item } = c.req.valid("json");
    const stored = await addFavorite(c.get("deps"), c.get("user").id, item.id);
    if (!stored) fail(404, historyMessages.itemNotFound);
    return c.json({ success: true as const, data: stored });
  })
  .delete("/removeFavorite/:id", requireUser, validate("param", favoriteParams), async (c) => {
    const { id } = c.req.valid("param");
    const removed = await removeFavorite(c.get("deps"), c.get("user").id, id);
    return c.json({ success: true as const, data: { id, removed } });
  });

export default router;
