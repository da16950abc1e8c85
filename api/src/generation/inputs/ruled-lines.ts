import type { GreyImage } from "./grey-image.ts";

/** A straight rule drawn in the picture: `from`–`to` across it (its thickness), `start`–`end` along it. */
export interface Rule {
  from: number;
  to: number;
  start: number;
  end: number;
}

export interface Rules {
  /** Rules running across the picture, top to bottom. */
  horizontal: Rule[];
  /** Rules running down the picture, left to right. */
  vertical: Rule[];
}

/**
 * A pixel is on a thin line when it is at least this much darker (or lighter) than the pixels `reach` away on both
 * sides: light grey gridlines (#d9d9d9) on a zebra stripe (#f2f2f2) still differ by 25, and a filled header's edge,
 * which differs on one side only, is not a line.
 */
const contrast = 14;
/** How far the sides are looked at: lines up to four pixels thick, or blurred to that width, are found. */
const reaches = [2, 3];
/** A rule runs at least this share of the picture's length that way (text strokes are short), and this many px. */
const minShare = 0.3;
const minLength = 24;
/** Gaps this long along a line (a character touching it, JPEG noise) do not end it. */
const maxGap = 3;
/** A rule is drawn solid: a run with more gaps is a row of letters' strokes (the bars of "e", "t" and "T"). */
const minDensity = 0.9;

/**
 * Whether the pixel at `at` stands out from both sides at `step` distance (pixels outside the picture do not count),
 * in the same direction: a dark line on light cells or a light line on dark ones.
 */
function standsOut(pixels: Uint8Array, at: number, step: number, before: boolean, after: boolean): boolean {
  const value = pixels[at];
  for (const reach of reaches) {
    const left = before ? pixels[at - reach * step] : -1;
    const right = after ? pixels[at + reach * step] : -1;
    if (left < 0 || right < 0) continue;
    if (
      (left - value > contrast && right - value > contrast) || (value - left > contrast && value - right > contrast)
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The runs of line pixels along each line of the picture (each pixel column for vertical rules, each row for
 * horizontal ones) that are long enough to be rules, merged with their neighbours into rules.
 */
function findAlong(image: GreyImage, vertical: boolean): Rule[] {
  const { width, height, pixels } = image;
  const across = vertical ? width : height;
  const along = vertical ? height : width;
  // Stepping across a vertical rule moves one pixel; across a horizontal one, one row.
  const step = vertical ? 1 : width;
  const least = Math.max(minLength, minShare * along);
  const lastReach = reaches[reaches.length - 1];
  const runs: Rule[] = [];
  for (let line = 0; line < across; line++) {
    let start = -1;
    let lastHit = -1;
    let hits = 0;
    for (let position = 0; position <= along; position++) {
      let hit = false;
      if (position < along) {
        const at = vertical ? position * width + line : line * width + position;
        hit = standsOut(pixels, at, step, line >= lastReach, line + lastReach < across);
      }
      if (hit) {
        if (start < 0) start = position;
        lastHit = position;
        hits++;
      } else if (start >= 0 && (position - lastHit > maxGap || position === along)) {
        const length = lastHit + 1 - start;
        if (length >= least && hits >= minDensity * length) {
          runs.push({ from: line, to: line + 1, start, end: lastHit + 1 });
        }
        start = -1;
        hits = 0;
      }
    }
  }
  const rules: Rule[] = [];
  for (const run of runs) {
    const near = rules.find((rule) =>
      run.from <= rule.to + 1 && Math.min(rule.end, run.end) - Math.max(rule.start, run.start) > 0
    );
    if (near) {
      near.to = Math.max(near.to, run.to);
      near.start = Math.min(near.start, run.start);
      near.end = Math.max(near.end, run.end);
    } else rules.push({ ...run });
  }
  return rules;
}

/** The rules drawn in a picture of a table: grid lines, borders, the lines under a header. */
export function findRules(image: GreyImage): Rules {
  return { horizontal: findAlong(image, false), vertical: findAlong(image, true) };
}

/**
 * Paints the rules over with what lies beside them, so OCR does not read them as "|", "[" or "_" and the words on
 * either side stay apart. A pixel either side of each rule goes too: anti-aliasing leaves a faint edge there.
 */
export function eraseRules(image: GreyImage, rules: Rules): void {
  const { width, height, pixels } = image;
  const paint = (rule: Rule, vertical: boolean) => {
    const across = vertical ? width : height;
    const first = Math.max(0, rule.from - 1);
    const last = Math.min(across - 1, rule.to);
    const before = Math.max(0, first - 2);
    const after = Math.min(across - 1, last + 2);
    const index = (position: number, line: number) => vertical ? position * width + line : line * width + position;
    // A dark rule on light cells or a light one on dark cells, as most of its length shows: a letter touching it on
    // one side must not decide.
    let darker = 0;
    for (let position = rule.start; position < rule.end; position++) {
      const line = pixels[index(position, rule.from)];
      darker += Math.sign(pixels[index(position, before)] + pixels[index(position, after)] - 2 * line);
    }
    for (let position = rule.start; position < rule.end; position++) {
      // The cell's own grey is the lighter side of a dark rule (the darker one may be a letter) and the darker side
      // of a light one.
      const sides = [pixels[index(position, before)], pixels[index(position, after)]];
      const fill = darker >= 0 ? Math.max(...sides) : Math.min(...sides);
      for (let at = first; at <= last; at++) pixels[index(position, at)] = fill;
    }
  };
  for (const rule of rules.horizontal) paint(rule, false);
  for (const rule of rules.vertical) paint(rule, true);
}

/**
 * Where the columns part, from the vertical rules that run down most of the text (`top`–`bottom`, in the same
 * pixels): each rule's middle, left to right. Rules drawn only beside a few rows (a box around one cell) are not
 * column edges.
 */
export function columnEdges(rules: Rules, top: number, bottom: number): number[] {
  const tall = 0.6 * (bottom - top);
  return rules.vertical
    .filter((rule) => Math.min(rule.end, bottom) - Math.max(rule.start, top) >= tall)
    .map((rule) => (rule.from + rule.to) / 2)
    .sort((a, b) => a - b);
}
