import { str } from "./criteria.ts";
import { type Builder, perRow } from "./plan-context.ts";
import { firstCell } from "./references.ts";

const delimiter = /^[^A-Za-z0-9]$/;

/** The position of the nth `ch` in `c`, by nesting FIND. */
function nth(c: string, ch: string, n: number): string {
  let at = `FIND(${str(ch)},${c})`;
  for (let i = 1; i < n; i++) at = `FIND(${str(ch)},${c},${at}+1)`;
  return at;
}

/**
 * The piece of a cell a pair of samples shows ("P-1002 -> 1002", "EMP-1223-NY -> NY", "Build 1 -> 1"), or the one run
 * of digits in a sample when the request asks for the number ("codes look like EMP-8029-BER, i need the 4 digits in
 * the middle"). The piece is told by the marks around it in the sample, the nth dash or space before it and the mark
 * after it, so the formula finds them in every row and never counts fixed positions.
 */
export const buildFromSample: Builder = (ctx) => {
  const input = ctx.examples?.input;
  if (!input || ctx.refs.length !== 1 || ctx.refs[0].kind !== "cell") return null;
  const digits = input.match(/\d+/g);
  const output = ctx.examples?.output ??
    (/\bdigits?\b|\bnumbers?\b|\bnumeric\b/.test(ctx.lower) && digits?.length === 1 ? digits[0] : null);
  if (!output || output.length >= input.length) return null;
  const at = input.indexOf(output);
  if (at < 0 || input.indexOf(output, at + 1) >= 0) return null;
  const before = input[at - 1];
  const after = input[at + output.length];
  if ((before && !delimiter.test(before)) || (after && !delimiter.test(after))) return null;
  const c = firstCell(ctx.refs[0]);
  const count = before ? input.slice(0, at).split(before).length - 1 : 0;
  const start = before ? nth(c, before, count) : null;
  const piece = !start
    ? `LEFT(${c},FIND(${str(after!)},${c})-1)`
    : after
    ? `MID(${c},${start}+1,FIND(${str(after)},${c},${start}+1)-${start}-1)`
    : `MID(${c},${start}+1,LEN(${c}))`;
  const number = /^\d+(?:\.\d+)?$/.test(output) &&
    /\bas (?:a |an )?(?:actual |real |proper )?number\b|\bto (?:a )?number\b|\bnumeric value\b/.test(ctx.lower);
  const where = !start
    ? `before the first ${str(after!)}`
    : `after the ${ordinal(count)} ${str(before!)}${after ? ` up to the next ${str(after)}` : ""}`;
  return perRow(
    number ? `=VALUE(${piece})` : `=${piece}`,
    `Takes the text of ${c} ${where}, as in ${str(input)} → ${str(output)}${
      number ? ", and VALUE turns it into a number" : ""
    }.`,
  );
};

const ordinal = (n: number) => ["first", "second", "third"][n - 1] ?? `${n}th`;
