import { caseless, confusable, slashLike } from "./read-confusions.ts";

/**
 * The cells of a column are written alike: "Q3 2023", "7A", "22.4%", "/login". OCR's slips in one cell — a lost space
 * ("Q32023"), a lost point ("224%"), a lost slash, a 7 read as T or an l for a 1 — leave that cell written unlike its
 * column. Where nearly every cell of a column shares one shape, a cell that a known slip away from it is put back
 * into that shape; a cell that cannot be made to fit by such a slip is left as read.
 */

/**
 * A column's shape is its own when this share of its filled cells have it, at least this many, and clearly more than
 * any other shape: small text's slips can spoil nearly half a column of codes ("TA" and "9c" among "7A" and "9C").
 */
const manyCells = 0.4;
const leastCells = 3;
const aheadOfNext = 1.3;
/**
 * Codes are one layout when at least this share of a column's cells are (small text can misread the rest); a place's
 * kind is its own at this many votes to one.
 */
const mostOfOneLayout = 0.5;
const outvoted = 3;
/** Marks OCR drops: spaces and the small punctuation between digits and letters. */
const droppable = new Set([" ", ".", ",", "/", "-", ":"]);

const kind = (char: string) => /\d/.test(char) ? "d" : /\p{Lu}/u.test(char) ? "A" : /\p{Ll}/u.test(char) ? "a" : char;

/** A cell's shape: its characters' kinds (digit, capital, small letter, else the character itself), runs as one. */
export function shapeOf(text: string): string {
  let shape = "";
  for (const char of text) {
    const next = kind(char);
    if (!shape.endsWith(next) || !"dAa".includes(next)) shape += next;
  }
  return shape;
}

/**
 * The cell with its last character read again, when that gives the column's shape: a B read as 8 after digits ("78"
 * among flat numbers like 7B and 12C).
 */
function withLast(cell: string, shape: string): string | undefined {
  const [rest, last] = [cell.slice(0, -1), cell.slice(-1)];
  return [...(confusable[last] ?? "")].map((char) => rest + char).find((candidate) => shapeOf(candidate) === shape);
}

/**
 * The cell's bracketed amount with its first character read again, when that writes it as other cells of the column
 * are written: a negative in brackets whose $ was read as 5 ("(5166.23)" among "($214.15)").
 */
function withinBrackets(cell: string, shapes: Set<string>): string | undefined {
  const inner = /^\((.+)\)$/.exec(cell)?.[1];
  if (!inner) return undefined;
  return [...(confusable[inner[0]] ?? "")].map((char) => `(${char}${inner.slice(1)})`)
    .find((candidate) => shapes.has(shapeOf(candidate)));
}

/** The cell with its point read as the colon its column writes: a colon whose upper dot was lost ("5.48"). */
function withColon(cell: string, shape: string): string | undefined {
  const colon = cell.replace(".", ":");
  return colon !== cell && shapeOf(colon) === shape ? colon : undefined;
}

/** Specks OCR makes of dirt or a border's end at a cell's edge: quote marks, bars and brackets. */
const speck = /^[‘’'"`|[\]]+|[‘’'"`|[\]]+$/g;

/** The shape most filled cells share, with where each droppable mark sits in them when it sits at one place. */
function columnShape(cells: string[]) {
  const counts = new Map<string, number>();
  // A border's speck at the edge of most cells ("[E42062") is no way of writing them.
  const bare = cells.map((cell) => cell.replace(speck, "").trim() || cell);
  for (const shape of bare.map(shapeOf)) counts.set(shape, (counts.get(shape) ?? 0) + 1);
  const [[shape, count] = ["", 0], [, next] = ["", 0]] = [...counts].sort((a, b) => b[1] - a[1]);
  if (count < leastCells || count < manyCells * cells.length || count < aheadOfNext * next) return undefined;
  return { shape, examples: bare.filter((cell) => shapeOf(cell) === shape) };
}

/**
 * Where the marks of `examples` sit, counted from the left or from the right, whichever is the same in every example:
 * "Q3 2023" has its space 2 from the left (and 5 from the right), "22.4%" its point 3 from the right.
 */
function markPlaces(examples: string[]): { mark: string; fromLeft?: number; fromRight?: number }[] | undefined {
  const marksOf = (text: string) => [...text].flatMap((char, at) => droppable.has(char) ? [{ char, at }] : []);
  const first = marksOf(examples[0]);
  const places = first.map(({ char }, index) => {
    const lefts = new Set(examples.map((example) => marksOf(example)[index]?.at));
    const rights = new Set(examples.map((example) => example.length - (marksOf(example)[index]?.at ?? 0)));
    return {
      mark: char,
      ...(lefts.size === 1 ? { fromLeft: [...lefts][0] } : {}),
      ...(rights.size === 1 ? { fromRight: [...rights][0] } : {}),
    };
  });
  return places.every((place) => place.fromLeft !== undefined || place.fromRight !== undefined) ? places : undefined;
}

/** The cell with its lost marks put back where the column has them, when that gives the column's shape. */
function withMarks(cell: string, shape: string, examples: string[]): string | undefined {
  const places = markPlaces(examples);
  if (!places) return undefined;
  let bare = [...cell].filter((char) => !droppable.has(char)).join("");
  const total = bare.length + places.length;
  // Marks go in from the left in order; one placed from the right counts its place in the finished text.
  for (const place of places) {
    // Counted from the right first: a number's marks sit at fixed places from its end, whatever its size.
    const at = place.fromRight !== undefined ? total - place.fromRight : place.fromLeft!;
    if (at < 0 || at > bare.length) return undefined;
    // A leading minus is the number's sign, not a mark of how the column writes it: "3.0%" among "-11.8%" stays.
    if (at === 0 && place.mark === "-") return undefined;
    bare = bare.slice(0, at) + place.mark + bare.slice(at);
  }
  // Marks are only ever put back: a reading that drops one the cell has is a different number. A space is the
  // exception: OCR sets a narrow 1 apart in monospaced codes ("EV1 7K839"); and where the column writes colons and
  // no points, a point is a colon whose upper dot was lost ("417.17" among times like 4:17:17).
  const colons = places.some(({ mark }) => mark === ":") && !places.some(({ mark }) => mark === ".");
  const read = cell.replaceAll(" ", "").replaceAll(".", colons ? ":" : ".");
  return shapeOf(bare) === shape && isWithin(read, bare) ? bare : undefined;
}

/** Whether `text` is `longer` with some characters left out. */
function isWithin(text: string, longer: string): boolean {
  let at = 0;
  for (const char of longer) if (char === text[at]) at++;
  return at === text.length;
}

/** What a character read where a `placeKind` belongs may have been: a character OCR confuses it with, or its case. */
const swapsOf = (char: string, placeKind: string) => [
  ...(confusable[char] ?? ""),
  placeKind === "A" ? char.toUpperCase() : char.toLowerCase(),
];

/** The cell with confused characters (and a letter's case) changed where its column's kind differs, if that fits. */
function withKinds(cell: string, shape: string, examples: string[]): string | undefined {
  const lengths = new Set(examples.map((example) => example.length));
  if (lengths.size !== 1 || !lengths.has(cell.length)) return undefined;
  const kinds = [...examples[0]].map(kind);
  const chars = [...cell].map((char, at) => {
    if (kind(char) === kinds[at]) return char;
    return swapsOf(char, kinds[at]).find((swapped) => kind(swapped) === kinds[at]);
  });
  if (chars.some((char) => char === undefined)) return undefined;
  const fixed = chars.join("");
  return shapeOf(fixed) === shape ? fixed : undefined;
}

/** Codes are alike when their marks sit at the same places: "EB-80" and "B6750" are two kinds of bike. */
const layoutOf = (cell: string) => cell.replace(/[\p{L}\p{N}]/gu, "_");
/** The kind of character at each place of a column's codes, or `anyKind` where none can be told. */
interface PlaceKinds {
  kinds: string[];
  /** The characters read in the column: a digit becomes only a letter its codes show. */
  seen: Set<string>;
  layout: string;
}
const anyKind = "*";
/** A letter whose case no character at its place tells ("w" and "v" in "Elmwood" and "Bayview"). */
const anyLetter = "L";
const isKind = (char: string, placeKind: string) =>
  placeKind === anyLetter ? /\p{L}/u.test(char) : kind(char) === placeKind;

/**
 * The kind of character at each place of a column of codes mostly one length ("7A", "9C"), with that length. A place
 * is voted by its digits and by the letters OCR does not confuse with one: a 9 or a 0 says digit, a K says letter, an
 * O or a T says nothing. Small text can turn most of such a column ("TA" for "7A"), so no one shape is then common
 * enough to go by; a mono font's dotted zero is read O in most cells ("TO9" for T09), and its digit cells tell.
 */
function placeKinds(cells: string[]): PlaceKinds | undefined {
  const layouts = new Map<string, number>();
  for (const cell of cells) layouts.set(layoutOf(cell), (layouts.get(layoutOf(cell)) ?? 0) + 1);
  const [[layout, count] = ["", 0]] = [...layouts].sort((a, b) => b[1] - a[1]);
  if (count < leastCells || count < mostOfOneLayout * cells.length) return undefined;
  const length = layout.length;
  const kinds: string[] = [];
  for (let at = 0; at < length; at++) {
    if (layout[at] !== "_") {
      kinds.push(anyKind);
      continue;
    }
    let strongDigits = 0, weakDigits = 0, letters = 0, small = 0, capital = 0;
    for (const cell of cells) {
      if (layoutOf(cell) !== layout) continue;
      const char = cell[at], charKind = kind(char);
      if (charKind === "d") char in confusable ? weakDigits++ : strongDigits++;
      else if (!(char in confusable)) {
        letters++;
        // A letter whose capital looks like its small form says it is a letter, not which case.
        if (charKind === "a" && !caseless.has(char)) small++;
        if (charKind === "A" && !caseless.has(char.toLowerCase())) capital++;
      }
    }
    const digits = strongDigits + weakDigits;
    if (letters === 0) kinds.push(digits >= 2 ? "d" : anyKind);
    // A digit OCR confuses with a letter, among letters, is that letter ("88" among "8A" and "8B"), unless a digit
    // it never confuses stands there too.
    else if (strongDigits === 0 && weakDigits < letters) {
      kinds.push(letters < 2 ? anyKind : small > capital ? "a" : capital > small ? "A" : anyLetter);
    } else if (digits >= 2 && letters * outvoted <= digits) kinds.push("d");
    else return undefined;
  }
  const seen = new Set(cells.flatMap((cell) => [...cell]));
  // Codes have digits; a column of words of one length ("easyJet" among "Ryanair") is no code.
  return kinds.includes("d") ? { kinds, seen, layout } : undefined;
}

/** The cell with each confused character changed to its place's kind, when it is laid out as the column's codes. */
function withPlaceKinds(cell: string, { kinds, seen, layout }: PlaceKinds): string | undefined {
  if (cell.length !== layout.length) return undefined;
  // A slash in bold or small text is read as the bar beside it ("GRI24/558" for GR/24/558).
  const marked = [...cell].map((char, at) => layout[at] === "/" && slashLike.has(char) ? "/" : char).join("");
  if (layoutOf(marked) !== layout) return undefined;
  const chars = [...marked].map((char, at) => {
    if (kinds[at] === anyKind || isKind(char, kinds[at])) return char;
    // Codes use few letters: "U2" among airline codes is no "UZ", where no code has a Z.
    return swapsOf(char, kinds[at]).find((swapped) =>
      isKind(swapped, kinds[at]) && (kind(char) !== "d" || seen.has(swapped))
    );
  });
  return chars.some((char) => char === undefined) ? undefined : chars.join("");
}

/** Thin or round marks OCR sometimes reads twice, as a letter beside the digit it is ("KO01" for K01, "Al12" for A12). */
const ghosts = new Set([..."OoIil|"]);
/** A slash and the bar OCR reads beside it as a letter ("MAJ/24/20645" for MA/24/20645). */
const slashGhosts = new Set([..."JIl|"]);
const besideSlash = (cell: string, at: number) => cell[at - 1] === "/" || cell[at + 1] === "/";

/** The cell without one such ghost, when exactly one taken out leaves a code that fits every place of its column. */
function withoutGhost(cell: string, places: PlaceKinds): string | undefined {
  // Words are no codes: "North" among "East" and "West" has no O too many.
  if (cell.length !== places.layout.length + 1 || !places.kinds.includes("d")) return undefined;
  const fits = (candidate: string) =>
    layoutOf(candidate) === places.layout &&
    [...candidate].every((char, at) => places.kinds[at] === anyKind || isKind(char, places.kinds[at]));
  const candidates = new Set(
    [...cell].flatMap((char, at) =>
      ghosts.has(char) || slashGhosts.has(char) && besideSlash(cell, at) ? [cell.slice(0, at) + cell.slice(at + 1)] : []
    ).filter(fits),
  );
  return candidates.size === 1 ? [...candidates][0] : undefined;
}

/**
 * The cell with its first character read again, whatever the cell's length, when that gives the column's shape: a
 * capital read small ("west" among names), a slash read as I, l or [ ("Icareers" among paths), a lost leading slash.
 */
function withFirst(cell: string, shape: string): string | undefined {
  const [first, rest] = [cell[0], cell.slice(1)];
  const candidates = [
    // A bare upright bar read small is the capital I ("lllya" for Illya), not an L.
    (first === "l" ? "I" : first.toUpperCase()) + rest,
    first.toLowerCase() + rest,
    ...[...(confusable[first] ?? "")].map((char) => char + rest),
    ...(slashLike.has(first) ? ["/" + rest] : []),
    "/" + cell,
  ];
  return candidates.find((candidate) => candidate !== cell && shapeOf(candidate) === shape);
}

/** The cell without specks at its edges, when that gives the column's shape ("‘West" among names). */
function withoutSpecks(cell: string, shape: string): string | undefined {
  const bare = cell.replace(speck, "").trim();
  return bare && bare !== cell && shapeOf(bare) === shape ? bare : undefined;
}

/** A column of codes is most cells' without spaces when this share of its cells have none. */
const mostSpaceless = 0.6;

/**
 * The column's cells without the spaces OCR set apart beside digits in codes ("RX 372279", "RX101 35 3" among
 * "RX415648" and "RX810785/3"): where most cells have no space and every space in the rest stands beside a digit, in
 * cells of one word's letters and digits.
 */
function withoutCodeSpaces(cells: string[]): string[] {
  const filled = cells.map((cell) => cell.trim()).filter(Boolean);
  const spaced = filled.filter((cell) => cell.includes(" "));
  const codeLike = (cell: string) => /\d/.test(cell) && /^[\p{L}\p{N}/.-]+$/u.test(cell);
  if (
    spaced.length === 0 || filled.length - spaced.length < mostSpaceless * filled.length ||
    !filled.every((cell) => codeLike(cell.replaceAll(" ", ""))) || /\p{Ll}/u.test(filled.join("")) ||
    !spaced.every((cell) => [...cell.matchAll(/ /g)].every(({ index }) => /\d/.test(cell[index - 1] + cell[index + 1])))
  ) {
    return cells;
  }
  return cells.map((cell) => cell.replaceAll(" ", ""));
}

/** Rewrites, in place, each cell below the header row that an OCR slip kept from its column's shape. */
export function restoreColumnShapes(cells: string[][]): void {
  const width = Math.max(0, ...cells.map((row) => row.length));
  for (let column = 0; column < width; column++) {
    const joined = withoutCodeSpaces(cells.slice(1).map((row) => row[column] ?? ""));
    joined.forEach((cell, index) => {
      if (cells[index + 1][column] !== undefined) cells[index + 1][column] = cell;
    });
    const filled = cells.slice(1).map((row) => (row[column] ?? "").trim()).filter(Boolean);
    const found = columnShape(filled);
    const places = placeKinds(filled);
    if (!found && !places) continue;
    const shapeCounts = new Map<string, number>();
    for (const shape of filled.map(shapeOf)) shapeCounts.set(shape, (shapeCounts.get(shape) ?? 0) + 1);
    const sharedShapes = new Set([...shapeCounts].filter(([, count]) => count >= 2).map(([shape]) => shape));
    for (const row of cells.slice(1)) {
      const cell = (row[column] ?? "").trim();
      if (!cell) continue;
      // Runs of one kind hide a letter read for a digit inside them ("EB6873" among "E42062"): codes of one layout
      // are checked place by place.
      const placed = places && (withPlaceKinds(cell, places) ?? withoutGhost(cell, places));
      if (placed && placed !== cell) row[column] = placed;
      if (placed && placed !== cell || !found || shapeOf(cell) === found.shape) continue;
      const fixed = withoutSpecks(cell, found.shape) ?? withKinds(cell, found.shape, found.examples) ??
        withMarks(cell, found.shape, found.examples) ?? withFirst(cell, found.shape) ?? withLast(cell, found.shape) ??
        withColon(cell, found.shape) ?? withinBrackets(cell, sharedShapes);
      if (fixed) row[column] = fixed;
    }
  }
}
