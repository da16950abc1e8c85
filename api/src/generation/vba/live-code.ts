/** The code without its comments, string contents kept: a value mentioned only in a comment is not used. */
export const withoutComments = (code: string) =>
  code.split(/\r\n|\r|\n/).map((line) => {
    if (/^\s*rem(?:\s|$)/i.test(line)) return "";
    let inString = false;
    for (let i = 0; i < line.length; i++) {
      if (line[i] === '"') inString = !inString;
      else if (line[i] === "'" && !inString) return line.slice(0, i);
    }
    return line;
  }).join("\n");

const literal = /"((?:[^"\n]|"")*)"/g;

/** The contents of every string literal of the code, a doubled quote read as one. */
export const stringLiterals = (code: string): string[] =>
  [...code.matchAll(literal)].map((match) => match[1].replaceAll('""', '"'));

/** The code with every string literal emptied, so that what is left is names, numbers and operators. */
export const withoutStrings = (code: string) => code.replace(literal, '""');

/** Letters and digits only, lower case: "C:\Reports\Monthly", "Closed Deals" and "closed_deals" compare alike. */
export const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
