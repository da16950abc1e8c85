import { median } from "./picture-stats.ts";
/** A word OCR found, with its box in pixels (x1, y1 exclusive). */
export interface WordBox {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Line {
  top: number;
  bottom: number;
  words: WordBox[];
}

interface Span {
  from: number;
  to: number;
}

/**
 * Grid lines and specks come back as "|", "=" or "~~": a cell's text has a letter or a digit, or is a dash, the
 * placeholder of an empty value, in a table that has words, or a sign beside words ("Jewellery & Watches",
 * "Timeout > 30s", "VAT %").
 */
const meaningful = /[\p{L}\p{N}]/u;
const placeholder = /^\s*(?:[-–—]|[&<>%])\s*$/;

/**
 * Whether a word has words of the same line a space away on both sides: a slash between names ("Tran / McKenzie")
 * is text, where a slash alone is a speck or a slanted rule.
 */
function betweenWords(word: WordBox, found: WordBox[]): boolean {
  const height = word.y1 - word.y0;
  const near = (other: WordBox, gap: number) =>
    meaningful.test(other.text) && gap >= 0 && gap <= spaceAtMost * (other.y1 - other.y0) &&
    Math.min(other.y1, word.y1) - Math.max(other.y0, word.y0) >= 0.5 * Math.min(height, other.y1 - other.y0);
  return found.some((other) => near(other, word.x0 - other.x1)) &&
    found.some((other) => near(other, other.x0 - word.x1));
}

/** Gaps narrower than this share of the text height are spaces between words of one cell. */
const minGap = 0.6;
/** No space between words is wider than this share of the text height, even in a monospaced font. */
const spaceAtMost = 1.2;
const overlap = (a: Span, from: number, to: number) => Math.min(a.to, to) - Math.max(a.from, from);

/** Words whose boxes share at least half the shorter one's height are on one line; lines come top to bottom. */
function groupLines(words: WordBox[]): Line[] {
  const lines: Line[] = [];
  for (const word of [...words].sort((a, b) => a.y0 + a.y1 - b.y0 - b.y1)) {
    const line = lines.find((candidate) =>
      Math.min(candidate.bottom, word.y1) - Math.max(candidate.top, word.y0) >=
        0.5 * Math.min(candidate.bottom - candidate.top, word.y1 - word.y0)
    );
    if (line) {
      line.words.push(word);
      line.top = Math.min(line.top, word.y0);
      line.bottom = Math.max(line.bottom, word.y1);
    } else lines.push({ top: word.y0, bottom: word.y1, words: [word] });
  }
  return lines.sort((a, b) => a.top - b.top);
}

/** The x ranges covered by words of at least `least` lines: the columns' bodies, with the gutters between them. */
function coveredSpans(lines: Line[], width: number, least: number): Span[] {
  const coverage = new Uint16Array(width + 1);
  for (const line of lines) {
    const inLine = new Uint8Array(width + 1);
    for (const word of line.words) inLine.fill(1, word.x0, word.x1);
    for (let x = 0; x < width; x++) coverage[x] += inLine[x];
  }
  const spans: Span[] = [];
  for (let x = 0; x < width; x++) {
    if (coverage[x] < least) continue;
    const last = spans[spans.length - 1];
    if (last && last.to === x) last.to = x + 1;
    else spans.push({ from: x, to: x + 1 });
  }
  return spans;
}

/**
 * Whether a narrow gap still parts two columns: in half the lines, and at least three, a word starts just after it
 * (a column aligned left) or ends just before it (aligned right). Spreadsheet cells are narrow, so neighbouring columns' text
 * can be as close as two words of one cell; only the alignment down the rows tells them apart.
 */
function aligned(lines: Line[], gap: Span, reach: number): boolean {
  const enough = Math.max(3, lines.length / 2);
  const starting = lines.filter((line) => line.words.some((word) => word.x0 >= gap.to && word.x0 <= gap.to + reach));
  const ending = lines.filter((line) => line.words.some((word) => word.x1 <= gap.from && word.x1 >= gap.from - reach));
  return starting.length >= enough || ending.length >= enough;
}

/**
 * Whether the header line names a column of its own at `span`, just past `gap`: a word of it over the span starts
 * after the gap, or ends where the span ends or beyond (a header set right, or centred and wider than its values).
 * Labels of a fixed width ("Jul 2025", "Q3 2024") align their second words down the rows as a column would, but the
 * header has one name over both, ending inside the second.
 */
const headed = (header: Line, gap: Span, span: Span, textHeight: number) =>
  header.words.some((word) =>
    overlap(span, word.x0, word.x1) > 0 && (word.x0 >= gap.from || word.x1 >= span.to - textHeight / 2) &&
    !continues(header, word, gap, textHeight)
  );

/**
 * Whether a header word is the second word of a name that starts before the gap ("End" of "Lease End" over "Q1
 * 2025"): it follows that word by no more than a space.
 */
const continues = (header: Line, word: WordBox, gap: Span, textHeight: number) =>
  header.words.some((before) =>
    before.x0 < gap.from && before.x1 <= word.x0 && word.x0 - before.x1 < minGap * textHeight
  );

function columnSpans(lines: Line[], words: WordBox[], textHeight: number): Span[] {
  const width = Math.max(...words.map((word) => word.x1));
  // A strip counts as a column's only where two lines have words (one, for a table of one or two lines), so neither
  // a title across the top nor a header wider than its values joins columns.
  const spans = coveredSpans(lines, width, lines.length > 2 ? 2 : 1);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    const gap = last && { from: last.to, to: span.from };
    const gapWidth = gap ? gap.to - gap.from : Infinity;
    // A gap no wider than a space (a monospaced font's is almost as wide as its letters are tall) parts columns only
    // under a name of its own, and when narrower than a proportional font's space, only where the rows align on it.
    const apart = gapWidth >= spaceAtMost * textHeight ||
      (gapWidth >= minGap * textHeight || aligned(lines, gap, textHeight / 2)) &&
        headed(lines[0], gap, span, textHeight);
    if (apart) merged.push({ ...span });
    else last.to = span.to;
  }
  return merged;
}

/** The line's words in runs split by gaps wider than a space: its cells, when it has one per column. */
function runsOf(line: Line, textHeight: number): WordBox[][] {
  const runs: WordBox[][] = [];
  let last: WordBox | undefined;
  for (const word of [...line.words].sort((a, b) => a.x0 - b.x0)) {
    if (last && word.x0 - last.x1 < minGap * textHeight) runs[runs.length - 1].push(word);
    else runs.push([word]);
    last = word;
  }
  return runs;
}

function columnOf(spans: Span[], word: WordBox): number {
  let best = 0;
  let bestScore = -Infinity;
  spans.forEach((span, index) => {
    const score = overlap(span, word.x0, word.x1);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

/**
 * The cells of a ruled table: each word goes between the column edges its middle lies between, and the spaces
 * between edges that hold no word on any line are not columns (the margin outside a box). Beyond the first or last
 * edge the words' own layout may still find more than one column, where rules part only some columns (a rule after
 * the row labels alone). Undefined when the edges part fewer than two columns: the words' own layout decides then.
 */
function ruledCells(lines: Line[], edges: number[], textHeight: number): WordBox[][][] | undefined {
  const slotOf = (word: WordBox) => {
    const middle = (word.x0 + word.x1) / 2;
    let slot = 0;
    while (slot < edges.length && edges[slot] < middle) slot++;
    return slot;
  };
  const used = [...new Set(lines.flatMap((line) => line.words.map(slotOf)))].sort((a, b) => a - b);
  if (used.length < 2) return undefined;
  const columns = used.map((slot) => {
    // Between two rules the rules are the cell's bounds: words there set apart ("Q3  2023") are one cell's.
    if (slot > 0 && slot < edges.length) return [{ from: -Infinity, to: Infinity }];
    const inSlot = lines
      .map((line) => ({ ...line, words: line.words.filter((word) => slotOf(word) === slot) }))
      .filter((line) => line.words.length > 0);
    const spans = columnSpans(inSlot, inSlot.flatMap((line) => line.words), textHeight);
    // Inside a ruled cell a header or a column letter beside right-aligned numbers is no column of its own: only a
    // strip that most lines fill is.
    const filled = spans.filter((span) =>
      inSlot.filter((line) => line.words.some((word) => overlap(span, word.x0, word.x1) > 0)).length >=
        inSlot.length / 2
    );
    return filled.length ? filled : [{ from: spans[0].from, to: spans[spans.length - 1].to }];
  });
  const firstColumn = columns.map((_, index) => columns.slice(0, index).reduce((sum, spans) => sum + spans.length, 0));
  const count = columns.reduce((sum, spans) => sum + spans.length, 0);
  return lines.map((line) => {
    const cells: WordBox[][] = Array.from({ length: count }, () => []);
    for (const word of line.words) {
      const slot = used.indexOf(slotOf(word));
      cells[firstColumn[slot] + columnOf(columns[slot], word)].push(word);
    }
    return cells.map((cell) => cell.sort((a, b) => a.x0 - b.x0));
  });
}

/**
 * Rebuilds a table's rows and cells from the words OCR found: words are grouped into lines by vertical overlap, and
 * columns are the vertical strips the lines' words cover. A line with one run of words per column (runs are split
 * by gaps wider than a space) fills the columns in order: a header set left over numbers set right still lands over
 * them. Other lines put each word in the column it overlaps most, or the nearest one; a word far from every column
 * (a header over an empty column) starts its own. Every row has one entry per column: the cell's words, left to
 * right, none where the cell is empty. `edgesOf` gives where ruled columns part, for the lines' span: between rules,
 * the rules decide the columns instead.
 */
export function cellWords(found: WordBox[], edgesOf?: (top: number, bottom: number) => number[]): WordBox[][][] {
  if (!found.some((word) => meaningful.test(word.text))) return [];
  const words = found.filter((word) =>
    meaningful.test(word.text) || placeholder.test(word.text) || (word.text === "/" && betweenWords(word, found))
  );
  const textHeight = median(words.map((word) => word.y1 - word.y0));
  const lines = groupLines(words);
  const ruled = edgesOf && ruledCells(lines, edgesOf(lines[0].top, lines[lines.length - 1].bottom), textHeight);
  if (ruled) return ruled;
  const spans = columnSpans(lines, words, textHeight);
  const runs = lines.map((line) => runsOf(line, textHeight));
  const inOrder = (line: WordBox[][]) =>
    line.length === spans.length &&
    line.every((run, index) =>
      run.every((word) =>
        overlap(spans[index], word.x0, word.x1) > 0 || !spans.some((span) => overlap(span, word.x0, word.x1) > 0)
      )
    );
  const unplaced = lines.flatMap((line, index) => inOrder(runs[index]) ? [] : line.words);
  for (const word of unplaced) {
    const distance = Math.min(...spans.map((span) => -overlap(span, word.x0, word.x1)));
    // A word a space after another of its line ("Days Out" over a column of numbers) is that cell's, not a column.
    const followsWord = lines.some((line) =>
      line.words.includes(word) &&
      line.words.some((other) =>
        other !== word && word.x0 >= other.x1 && word.x0 - other.x1 <= spaceAtMost * textHeight
      )
    );
    if (distance > 2 * textHeight && !followsWord) spans.push({ from: word.x0, to: word.x1 });
  }
  spans.sort((a, b) => a.from - b.from);
  return lines.map((line, index) => {
    if (inOrder(runs[index])) return runs[index];
    const cells: WordBox[][] = spans.map(() => []);
    for (const word of line.words) cells[columnOf(spans, word)].push(word);
    return cells.map((cell) => cell.sort((a, b) => a.x0 - b.x0));
  });
}
