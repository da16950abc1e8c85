/**
 * The characters OCR reads one for another, shared by the repairs that put a cell back from its column, its table or
 * its ink.
 */

/** Characters OCR confuses, each with what it may have been (a dollar sign is read as an 8, an S or a 5). */
export const confusable: Record<string, string> = {
  T: "7",
  B: "8",
  "8": "B$",
  S: "5$",
  Z: "2",
  G: "6",
  O: "0",
  o: "0",
  l: "1",
  I: "1",
  "|": "1",
  "7": "T",
  "5": "S$",
  "2": "Z",
  "0": "O",
  "1": "I",
  s: "5",
  z: "2",
  i: "1",
  g: "9",
  "@": "0",
};

/** Small letters whose capitals look alike: OCR's case for them says nothing. */
export const caseless = new Set([..."cosvwxzkpu"]);

/** What OCR reads a slash as: a bar or a bracket of about its height. */
export const slashLike = new Set([..."Il|[J1"]);
