import { readStatements, type VbaStatement } from "./vba-statements.ts";
import { declaredNames } from "./vba-declarations.ts";

const constantCondition = /^(?:else)?if\s+\(?\s*(true|false)\s*\)?\s+then\b/i;
const blockIf = /^if\b.*\bthen$/i;
// Each opener with the closer that, straight after it, leaves the block with nothing to do.
const emptyBlocks: [kind: string, opener: RegExp, closer: RegExp][] = [
  ["If", blockIf, /^end\s+if$/i],
  ["Else", /^else$/i, /^end\s+if$/i],
  ["For", /^for\b/i, /^next\b/i],
  ["Do", /^do\b/i, /^loop\b/i],
  ["While", /^while\b/i, /^wend$/i],
  ["With", /^with\b/i, /^end\s+with$/i],
];
const jump = /^(?:exit\s+(?:sub|function|property|for|do)|goto\s+\w+|end)$/i;
// What ends the block a jump sits in, or starts another path into the code after it.
const newPath = /^(?:end\s+\w+|next\b|loop\b|wend$|else\b|elseif\b|case\b)/i;
const label = /^\s*(?:[a-z_]\w*|\d+):(?!=)/i;

const procedureStart = /^(?:(?:public|private|friend|static)\s+)*(?:sub|function|property\s+(?:get|let|set))\s/i;
const procedureEnd = /^end\s+(?:sub|function|property)$/i;
const localDeclaration = /^(?:dim|static)\s+(.*)$/i;
const loopCounter = /^for\s+(?:each\s+)?([a-z_]\w*)/i;

/**
 * Statements that do nothing in a macro: a condition that never changes (`If True Then`), an If, Else or loop with
 * an empty body, code after an unconditional Exit or GoTo that no label leads back to, and a local variable that is
 * declared but never used, or assigned but never read. Each finding names its line. Exact for the code the builtin
 * engine writes; for any VBA it errs towards saying nothing (an array element written, or a variable passed to a
 * procedure, counts as read).
 */
export const findDeadStatements = (code: string): string[] => {
  const { statements } = readStatements(code);
  const labelLines = new Set(
    code.split(/\r\n|\r|\n/).flatMap((line, index) => label.test(line) ? [index + 1] : []),
  );
  const isLabel = ({ line, text }: VbaStatement) => labelLines.has(line) && /^(?:[a-z_]\w*|\d+)$/i.test(text);
  return [
    ...constantConditions(statements),
    ...emptyBodies(statements),
    ...unreachable(statements, isLabel),
    ...unreadVariables(statements),
  ].sort((a, b) => lineOf(a) - lineOf(b));
};

const lineOf = (finding: string) => Number(/^line (\d+)/.exec(finding)?.[1]);

const constantConditions = (statements: VbaStatement[]) =>
  statements.flatMap(({ line, text }) => {
    const constant = constantCondition.exec(text);
    return constant ? [`line ${line}: the condition is always ${constant[1]}`] : [];
  });

const emptyBodies = (statements: VbaStatement[]) =>
  statements.flatMap((statement, index) => {
    const next = statements[index + 1];
    if (statement.inSingleLineIf || !next || next.inSingleLineIf) return [];
    const empty = emptyBlocks.find(([, opener, closer]) => opener.test(statement.text) && closer.test(next.text));
    return empty ? [`line ${statement.line}: the ${empty[0]} block is empty`] : [];
  });

const unreachable = (statements: VbaStatement[], isLabel: (statement: VbaStatement) => boolean) => {
  const findings: string[] = [];
  let after: VbaStatement | undefined;
  for (const statement of statements) {
    if (after && !isLabel(statement) && !newPath.test(statement.text)) {
      findings.push(`line ${statement.line}: never runs, it follows ${after.text} (line ${after.line})`);
    }
    after = !statement.inSingleLineIf && jump.test(statement.text) ? statement : undefined;
  }
  return findings;
};

interface Local {
  name: string;
  line: number;
  writes: number;
  reads: number;
  counter: boolean;
}

// A use of the name itself: not a member after a dot, not a named argument before `:=`, not part of a longer word.
const usesOf = (name: string) => new RegExp(`(?<![\\w.])${name}[%&!#@$]?(?!\\w|\\s*:=)`, "gi");

const unreadVariables = (statements: VbaStatement[]) => {
  const findings: string[] = [];
  let locals: Local[] | undefined;
  const report = () => {
    for (const local of locals ?? []) {
      if (local.counter || local.reads > 0) continue;
      findings.push(
        `line ${local.line}: ${local.name} is ${local.writes ? "assigned but never read" : "declared but never used"}`,
      );
    }
  };
  for (const { line, text } of statements) {
    if (procedureStart.test(text)) {
      locals = [];
      continue;
    }
    if (procedureEnd.test(text)) {
      report();
      locals = undefined;
      continue;
    }
    if (!locals) continue;
    const declared = localDeclaration.exec(text);
    if (declared) {
      for (const name of declaredNames(declared[1])) locals.push({ name, line, writes: 0, reads: 0, counter: false });
      continue;
    }
    for (const local of locals) {
      const uses = text.match(usesOf(local.name))?.length ?? 0;
      if (uses === 0) continue;
      if (loopCounter.exec(text)?.[1].toLowerCase() === local.name.toLowerCase() || /^next\b/i.test(text)) {
        local.counter = true;
        continue;
      }
      const written = isWholeAssignment(text, local.name);
      local.writes += written ? 1 : 0;
      local.reads += uses - (written ? 1 : 0);
    }
  }
  return findings;
};

// `x = …`, `Set x = …` and `ReDim x(…)` replace the value; `x(i) = …` writes into it and counts as a read.
const isWholeAssignment = (text: string, name: string) =>
  new RegExp(`^(?:(?:set|let)\\s+)?${name}[%&!#@$]?\\s*=`, "i").test(text) ||
  new RegExp(`^redim\\s+${name}\\b`, "i").test(text);
