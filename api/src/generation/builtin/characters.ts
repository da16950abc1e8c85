const named: [RegExp, string][] = [
  [/^(?:a )?comma,? (?:and |then |plus |followed by )?(?:a )?space/, ", "],
  [/^(?:a |the )?(?:first )?commas?\b/, ","],
  [/^(?:a |the )?(?:first )?semi-?colons?\b/, ";"],
  [/^(?:a |the )?(?:first )?colons?\b/, ":"],
  [/^(?:a |the )?(?:first )?spaces?\b/, " "],
  [/^(?:a |the )?(?:first )?(?:dash(?:es)?|hyphens?)\b/, "-"],
  [/^(?:a |the )?(?:first )?(?:slash(?:es)?|forward slash(?:es)?)\b/, "/"],
  [/^(?:a |the )?(?:first )?backslash(?:es)?\b/, "\\"],
  [/^(?:a |the )?(?:first )?underscores?\b/, "_"],
  [/^(?:a |the )?(?:first )?(?:dots?|periods?|full stops?)\b/, "."],
  [/^(?:a |the )?(?:first )?(?:at sign|at symbol)s?\b/, "@"],
  [/^(?:a |the )?(?:first )?pipes?\b/, "|"],
  [/^(?:a |the )?(?:first )?(?:hash|pound sign)e?s?\b/, "#"],
];

/** A character or short text the user names: quoted ("-"), a symbol (@) or a name ("comma", "dashes"). */
export function readCharacter(text: string): { value: string; length: number } | null {
  const lead = /^(?:the\s+)?(?:first\s+|next\s+)?/i.exec(text)![0].length;
  const rest = text.slice(lead);
  const quoted = /^(["'])(.+?)\1/.exec(rest);
  if (quoted) return { value: quoted[2], length: lead + quoted[0].length };
  for (const [re, value] of named) {
    const m = re.exec(rest.toLowerCase());
    if (m) return { value, length: lead + m[0].length };
  }
  const symbol = /^[@\-,/_.:;|#&+*!?~$%^=]/.exec(rest);
  if (symbol) return { value: symbol[0], length: lead + 1 };
  return null;
}
