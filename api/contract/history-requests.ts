import { z } from "zod";
import { historyPageLimit, historyTypes } from "./history.ts";
import { historyMessages } from "./history-messages.ts";

const type = z.enum(historyTypes, { error: historyMessages.typeInvalid });
const idOf = (error: string) => z.string({ error }).trim().min(1, error).max(64, error);
const id = idOf(historyMessages.idInvalid);

export const historyListParams = z.object({ type, userId: idOf(historyMessages.userIdInvalid) });

/** Paging: `limit` newest items (default and most: 100), older than the item whose id is `before`. */
export const historyListQuery = z.object({
  limit: z.coerce.number({ error: historyMessages.limitInvalid }).int(historyMessages.limitInvalid)
    .min(1, historyMessages.limitInvalid).max(historyPageLimit, historyMessages.limitInvalid)
    .optional().default(historyPageLimit),
  before: id.optional(),
});

export const historyItemParams = z.object({ type, id });

/** The spec's client sends the whole history item; only its id is read, the server keeps the rest itself. */
export const addFavoriteBody = z.object({
  item: z.object({
    id: z.string({ error: historyMessages.favoriteItemRequired }).trim().min(1, historyMessages.favoriteItemRequired)
      .max(64, historyMessages.idInvalid),
  }, { error: historyMessages.favoriteItemRequired }),
});

export const favoriteParams = z.object({ id });

export type HistoryPage = z.infer<typeof historyListQuery>;
