import type { VbaStatement } from "./vba-statements.ts";

type BlockKind =
  | "Sub"
  | "Function"
  | "Property"
  | "If"
  | "For"
  | "Do"
  | "While"
  | "With"
  | "Select Case"
  | "Type"
  | "Enum";

interface OpenBlock {
  kind: BlockKind;
  line: number;
  /** Procedure name or For counter, for clearer findings. */
  name?: string;
}

const procedures = new Set<BlockKind>(["Sub", "Function", "Property"]);
const closerOf: Record<BlockKind, string> = {
  Sub: "End Sub",
  Function: "End Function",
  Property: "End Property",
  If: "End If",
  For: "Next",
  Do: "Loop",
  While: "Wend",
  With: "End With",
  "Select Case": "End Select",
  Type: "End Type",
  Enum: "End Enum",
};

const procedureStart =
  /^(?:(?:public|private|friend|static)\s+)*(sub|function|property\s+(?:get|let|set))\s+([a-z_]\w*)/i;
const typeStart = /^(?:(?:public|private)\s+)?(type|enum)\s+[a-z_]\w*/i;
const endStatement = /^end\s+(sub|function|property|if|with|select|type|enum)$/i;

const kindOfWord: Record<string, BlockKind> = {
  sub: "Sub",
  function: "Function",
  property: "Property",
  if: "If",
  with: "With",
  select: "Select Case",
  type: "Type",
  enum: "Enum",
};

const describe = (block: OpenBlock) =>
  block.name && !procedures.has(block.kind) ? `${block.kind} ${block.name}` : block.kind;

/** Checks that every block opens and closes in order and that procedures are not nested; findings name their line. */
export const checkBlocks = (statements: VbaStatement[]): string[] => {
  const problems: string[] = [];
  const stack: OpenBlock[] = [];
  const top = () => stack[stack.length - 1];

  // Closes the nearest block of `kind`, reporting anything left open inside it; a closer with no opener is reported.
  const close = (kind: BlockKind, line: number, closer: string) => {
    if (top()?.kind === kind) return stack.pop();
    const index = stack.findLastIndex((block) => block.kind === kind);
    // A stray closer must not swallow blocks of the enclosing procedure.
    const procedureIndex = stack.findLastIndex((block) => procedures.has(block.kind));
    if (index < 0 || (!procedures.has(kind) && index < procedureIndex)) {
      problems.push(`line ${line}: ${closer} without ${kind}`);
      return undefined;
    }
    for (const open of stack.splice(index + 1).reverse()) {
      problems.push(`line ${open.line}: ${describe(open)} without ${closerOf[open.kind]}`);
    }
    return stack.pop();
  };

  for (const { line, text, inSingleLineIf } of statements) {
    if (inSingleLineIf || text.startsWith("#")) continue;
    const procedure = procedureStart.exec(text);
    if (procedure) {
      const kind = kindOfWord[procedure[1].split(/\s+/)[0].toLowerCase()];
      const outer = stack.find((block) => procedures.has(block.kind));
      if (outer) {
        problems.push(
          `line ${line}: ${kind} ${procedure[2]} is nested inside ${outer.kind} ${outer.name} (line ${outer.line}); ` +
            `procedures cannot be nested - is an ${closerOf[outer.kind]} missing?`,
        );
        // Close the outer procedure so the rest is checked as the author most likely meant it.
        close(outer.kind, line, closerOf[outer.kind]);
      }
      stack.push({ kind, line, name: procedure[2] });
      continue;
    }
    const typeBlock = typeStart.exec(text);
    if (typeBlock) {
      stack.push({ kind: kindOfWord[typeBlock[1].toLowerCase()], line });
      continue;
    }
    const end = endStatement.exec(text);
    if (end) {
      close(kindOfWord[end[1].toLowerCase()], line, `End ${end[1][0].toUpperCase()}${end[1].slice(1).toLowerCase()}`);
      continue;
    }
    if (/^if\b/i.test(text)) {
      if (/\bthen$/i.test(text)) stack.push({ kind: "If", line });
      else problems.push(`line ${line}: If without Then`);
    } else if (/^elseif\b/i.test(text) || /^else\b/i.test(text)) {
      if (top()?.kind !== "If") problems.push(`line ${line}: ${/^elseif/i.test(text) ? "ElseIf" : "Else"} without If`);
      // "Else If x Then" (two words) is an Else holding a new block If, which needs an End If of its own.
      if (/^else\s+if\b.*\bthen$/i.test(text)) stack.push({ kind: "If", line });
    } else if (/^for\b/i.test(text)) {
      const counter = /^for\s+(?:each\s+)?([a-z_]\w*)/i.exec(text);
      stack.push({ kind: "For", line, name: counter?.[1] });
    } else if (/^next\b/i.test(text)) {
      const names = text.slice(4).split(",").map((name) => name.trim()).filter(Boolean);
      for (const name of names.length ? names : [""]) {
        const open = close("For", line, `Next${name ? ` ${name}` : ""}`);
        if (!open) break;
        if (name && open.name && name.toLowerCase() !== open.name.toLowerCase()) {
          problems.push(`line ${line}: Next ${name} does not match For ${open.name} (line ${open.line})`);
        }
      }
    } else if (/^do\b/i.test(text)) stack.push({ kind: "Do", line });
    else if (/^loop\b/i.test(text)) close("Do", line, "Loop");
    else if (/^while\b/i.test(text)) stack.push({ kind: "While", line });
    else if (/^wend$/i.test(text)) close("While", line, "Wend");
    else if (/^with\b/i.test(text)) stack.push({ kind: "With", line });
    else if (/^select\s+case\b/i.test(text)) stack.push({ kind: "Select Case", line });
    else if (/^case\b/i.test(text) && top()?.kind !== "Select Case") {
      problems.push(`line ${line}: Case outside Select Case`);
    }
  }
  for (const open of stack.reverse()) {
    problems.push(`line ${open.line}: ${describe(open)} without ${closerOf[open.kind]}`);
  }
  return problems;
};
