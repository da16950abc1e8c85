import { readCharacter } from "./characters.ts";
import { str } from "./criteria.ts";
import type { Builder } from "./plan-context.ts";
import { firstCell } from "./references.ts";

const ordinals: Record<string, number> = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3 };

/**
 * "where is the first comma in A2", "what position is the space at", "at what character does the second dash show
 * up", "position of the last dash": FIND of the character the request names (never of a word of the request), the
 * nth one by nesting FIND, the last one by marking it with SUBSTITUTE's instance number.
 */
export const buildCharacterPosition: Builder = (ctx) => {
  const cells = ctx.refs.filter((r) => r.kind === "cell");
  if (cells.length !== 1 || ctx.refs.length !== 1) return null;
  const lower = ctx.lower;
  if (
    !/\bposition\b|\bpostion\b|\bwhere\b|\bwhich character\b|\bwhat character\b|\bat what\b|\blocate\b|\bhow far in\b/
      .test(lower)
  ) {
    return null;
  }
  const named =
    /\b(?:the\s+)?(first|1st|second|2nd|third|3rd|last)?\s*((?:comma|space|dash|hyphen|slash|underscore|dot|period|full stop|colon|semicolon|at sign|at symbol|pipe|hash)e?s?\b|["'][^"']{1,3}["']|@)/i
      .exec(lower);
  if (!named) return null;
  const ch = readCharacter(named[2]);
  if (!ch) return null;
  const c = firstCell(cells[0]);
  const which = (named[1] ?? "first").toLowerCase();
  const char = str(ch.value);
  const shown = ch.value === " " ? "space" : char;
  if (which === "last") {
    const count = `LEN(${c})-LEN(SUBSTITUTE(${c},${char},""))`;
    return {
      formula: `=FIND(CHAR(1),SUBSTITUTE(${c},${char},CHAR(1),${count}))`,
      explanation:
        `Gives the position of the last ${shown} in ${c}: it counts the ${shown}s, marks the last one with an unused character and finds the mark.`,
      perRow: true,
    };
  }
  const n = ordinals[which] ?? 1;
  let formula = `FIND(${char},${c})`;
  for (let i = 1; i < n; i++) formula = `FIND(${char},${c},${formula}+1)`;
  return {
    formula: `=${formula}`,
    explanation:
      `Gives the position of the ${which} ${shown} in ${c} (1 is the first character); an error means there is none.`,
    perRow: true,
  };
};
