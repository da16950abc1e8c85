/** One VBA statement with the physical line it starts on; string contents are blanked and comments removed. */
export interface VbaStatement {
  line: number;
  text: string;
  /** Statements after `Then` of a single-line If: they run, but open no block. */
  inSingleLineIf: boolean;
}

export interface VbaSource {
  statements: VbaStatement[];
  /** Lines whose string literal never closes. */
  unterminatedStrings: number[];
}

// Blanking string contents first means keywords, quotes, colons and apostrophes inside "..." can never be
// mistaken for code; doubled quotes ("") are VBA's escaped quote and stay inside the string.
const maskLine = (line: string): { text: string; unterminated: boolean } => {
  let text = "";
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (inString) {
      if (char !== '"') continue;
      if (line[i + 1] === '"') {
        i++;
        continue;
      }
      inString = false;
      text += '"';
    } else if (char === '"') {
      inString = true;
      text += '"';
    } else if (char === "'") {
      break;
    } else {
      text += char;
    }
  }
  return { text: inString ? `${text}"` : text, unterminated: inString };
};

const isRem = (text: string) => /^rem(\s|$)/i.test(text);

// `:` separates statements, but `:=` is a named argument.
const splitStatements = (text: string): string[] => {
  // A plain scan: splitting with a look-ahead regular expression is many times slower on long input.
  const parts: string[] = [];
  let start = 0;
  for (let i = text.indexOf(":"); i >= 0; i = text.indexOf(":", i + 1)) {
    if (text[i + 1] === "=") continue;
    parts.push(text.slice(start, i).trim());
    start = i + 1;
  }
  parts.push(text.slice(start).trim());
  return parts;
};

const isSingleLineIf = (text: string) => /^(?:else)?if\b.*\bthen\s+\S/i.test(text);

/** Splits arbitrary text into VBA statements, joining ` _` continuations; linear in the input's length. */
export const readStatements = (code: string): VbaSource => {
  const statements: VbaStatement[] = [];
  const unterminatedStrings: number[] = [];
  const physical = code.split(/\r\n|\r|\n/);
  let pending = "";
  let pendingLine = 0;
  physical.forEach((raw, index) => {
    const trimmed = raw.trim();
    const { text, unterminated } = isRem(trimmed) ? { text: "", unterminated: false } : maskLine(trimmed);
    if (unterminated) unterminatedStrings.push(index + 1);
    if (!pending) pendingLine = index + 1;
    const body = text.trimEnd();
    if (body === "_" || body.endsWith(" _") || body.endsWith("\t_")) {
      pending += `${body.slice(0, -1)} `;
      return;
    }
    addLine(statements, pendingLine, `${pending}${body}`.trim());
    pending = "";
  });
  if (pending.trim()) addLine(statements, pendingLine, pending.trim());
  return { statements, unterminatedStrings };
};

const addLine = (statements: VbaStatement[], line: number, text: string) => {
  if (!text) return;
  let inSingleLineIf = false;
  for (const part of splitStatements(text)) {
    if (isRem(part)) break;
    if (!part) continue;
    if (isSingleLineIf(part)) {
      // The condition is a statement of its own; the part after Then joins the body that follows.
      const thenAt = part.search(/\bthen\s+\S/i);
      statements.push({ line, text: part.slice(0, thenAt + 4).trim(), inSingleLineIf: true });
      for (const body of part.slice(thenAt + 4).split(/\belse\b/i)) {
        if (body.trim()) statements.push({ line, text: body.trim(), inSingleLineIf: true });
      }
      inSingleLineIf = true;
      continue;
    }
    if (inSingleLineIf) {
      for (const body of part.split(/\belse\b/i)) {
        if (body.trim()) statements.push({ line, text: body.trim(), inSingleLineIf: true });
      }
      continue;
    }
    statements.push({ line, text: part, inSingleLineIf: false });
  }
};
