import { historyPageLimit } from "./history.ts";

/** The history and favorites endpoints' own words, shown verbatim by the web and asserted by tests. */
export const historyMessages = {
  typeInvalid: "History type must be formula, vba, dataAnalyzer or chartGenerator.",
  limitInvalid: `limit must be a whole number from 1 to ${historyPageLimit}.`,
  idInvalid: "That is not a history item's id.",
  userIdInvalid: "That is not a user's id.",
  cursorUnknown:
    "There is no such item to page from: pass the id of the last item you received as before, or leave before out to start from the newest.",
  itemNotFound: "There is no such item in your history.",
  favoriteItemRequired: 'Say which history item to favorite: send { "item": { "id": "…" } } with the item\'s id.',
} as const;
