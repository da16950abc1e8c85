/**
 * Measures the picture readers share: what counts as ink once a picture is normalised to dark text on white, a
 * picture's commonest grey, and the median of some sizes.
 */

/** A pixel darker than this is ink, in a picture normalised to dark text on white. */
export const inkBelow = 140;

/** The commonest grey of `pixels[from..to)`, the darkest of equals; `counts` may be passed in to be reused. */
export function commonestGrey(
  pixels: Uint8Array,
  from = 0,
  to = pixels.length,
  counts = new Uint32Array(256),
): number {
  counts.fill(0);
  for (let at = from; at < to; at++) counts[pixels[at]]++;
  let most = 0;
  for (let value = 1; value < 256; value++) if (counts[value] > counts[most]) most = value;
  return most;
}

/** The middle value (the upper of the two middle ones for an even count); undefined for none. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
