// What follows an atom to repeat it without bound: *, + or {n,}. (? and {n,m} repeat a bounded number of times.)
const unbounded = /^(?:[*+]|\{\d*,\})/;

/**
 * Whether JavaScript's backtracking engine may take exponential time on a pattern: a group repeated without bound
 * that itself holds a repetition or an alternative, as in (a+)+$ or (a|aa)*$. Sheets' RE2 never backtracks and
 * Excel's PCRE2 stops at a match limit, but here a pattern runs in the request's own process, so such a pattern is
 * not run. Coarse on purpose: it also refuses harmless ones such as ([a-z]+\.)+.
 */
export function mayBacktrack(pattern: string): boolean {
  const groups: { repeats: boolean }[] = [];
  for (let at = 0; at < pattern.length; at++) {
    const char = pattern[at];
    if (char === "\\") {
      at++;
    } else if (char === "[") {
      // A character class is one atom: skip to its closing bracket (a ] right after [ or [^ is a member).
      at += pattern[at + 1] === "^" ? 2 : 1;
      if (pattern[at] === "]") at++;
      while (at < pattern.length && pattern[at] !== "]") at += pattern[at] === "\\" ? 2 : 1;
    } else if (char === "(") {
      groups.push({ repeats: false });
    } else if (char === ")") {
      const group = groups.pop();
      if (group?.repeats && unbounded.test(pattern.slice(at + 1))) return true;
      if (group?.repeats && groups.length) groups[groups.length - 1].repeats = true;
    } else if (char === "|" || unbounded.test(pattern.slice(at))) {
      for (const group of groups) group.repeats = true;
    }
  }
  return false;
}

const inlineFlags = /^\(\?([ims]+)\)/;

/**
 * A regular expression of the platforms as a JavaScript RegExp, undefined when it is not valid. Sheets reads patterns
 * as RE2 and Excel as PCRE2; JavaScript's engine is close to both, and the common differences are carried over: a
 * leading (?i), (?s) or (?m) becomes a flag (JavaScript has no inline flags), RE2's (?P<name>…) becomes (?<name>…),
 * \A and \z become ^ and $. Differences left: JavaScript runs lookarounds and backreferences, which RE2 rejects; it
 * does not read POSIX classes ([[:alpha:]]), \pL without braces, possessive quantifiers or atomic groups, which RE2
 * or PCRE2 read; its \w, \d and \b know ASCII only, as RE2's do.
 */
export function toRegExp(pattern: string, flags: string): RegExp | undefined {
  const leading = inlineFlags.exec(pattern);
  const body = (leading ? pattern.slice(leading[0].length) : pattern)
    .replace(/\(\?P</g, "(?<")
    .replace(/\\(.)/gs, (escape, char) => char === "A" ? "^" : char === "z" ? "$" : escape);
  try {
    return new RegExp(body, [...new Set(flags + (leading?.[1] ?? ""))].join(""));
  } catch {
    return undefined;
  }
}
