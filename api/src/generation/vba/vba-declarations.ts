import type { VbaStatement } from "./vba-statements.ts";

const identifier = "[a-z_][a-z0-9_]*";
const procedureStart = new RegExp(
  `^(?:(?:public|private|friend|static)\\s+)*(?:sub|function|property\\s+(?:get|let|set))\\s+(${identifier})`,
  "i",
);
const procedureEnd = /^end\s+(?:sub|function|property)$/i;
const declaration =
  /^(?:dim|static|private|public|global|const|redim(?:\s+preserve)?|(?:private|public)\s+const)\s+(.*)$/i;
const externalDeclaration = new RegExp(
  `^(?:(?:public|private)\\s+)?declare\\s+(?:ptrsafe\\s+)?(?:sub|function)\\s+(${identifier})`,
  "i",
);
const typeOrEnum = /^(?:(?:public|private)\s+)?(?:type|enum)\s+/i;
const typeOrEnumEnd = /^end\s+(?:type|enum)$/i;
// `Set x =`, `Let x =` or a bare `x =`; a dot (member), a bracket (array element or call) or a keyword never matches.
const assignment = new RegExp(`^(?:(?:set|let)\\s+)?(${identifier})[%&!#@$]?\\s*=`, "i");
const forCounter = new RegExp(`^for\\s+(?:each\\s+)?(${identifier})[%&!#@$]?\\s*(?:=|\\s+in\\b)`, "i");
const stripSuffix = (name: string) => name.replace(/[%&!#@$]$/, "").toLowerCase();

/** Splits "a As Long, b(1 To 3) As String, c" at top-level commas and keeps each leading name, lower-cased. */
export const declaredNames = (list: string): string[] => {
  const names: string[] = [];
  let depth = 0;
  let part = "";
  for (const char of `${list},`) {
    if (char === "(") depth++;
    if (char === ")") depth = Math.max(0, depth - 1);
    if (char === "," && depth === 0) {
      const name = new RegExp(
        `^(?:withevents\\s+|optional\\s+|byval\\s+|byref\\s+|paramarray\\s+)*(${identifier}[%&!#@$]?)`,
        "i",
      )
        .exec(part.trim());
      if (name) names.push(stripSuffix(name[1]));
      part = "";
    } else part += char;
  }
  return names;
};

const parameters = (text: string): string[] => {
  const open = text.indexOf("(");
  const close = text.lastIndexOf(")");
  return open >= 0 && close > open ? declaredNames(text.slice(open + 1, close)) : [];
};

/**
 * With Option Explicit on, reports variables that are assigned (`x =`, `Set x =`) or used as For counters without
 * being declared in their procedure or at module level. A practical approximation of VBA's compile check that never
 * flags object members, keywords, built-in functions or constants, because those are never bare assignment targets.
 */
export const checkDeclarations = (statements: VbaStatement[]): string[] => {
  const moduleNames = new Set<string>();
  // The procedure each statement belongs to, so the second pass stays linear however many procedures there are.
  const scopeOf: (Set<string> | undefined)[] = [];
  let current: Set<string> | undefined;
  let inType = false;
  statements.forEach(({ text }, index) => {
    const procedure = procedureStart.exec(text);
    const external = externalDeclaration.exec(text);
    if (external) {
      moduleNames.add(external[1].toLowerCase());
    } else if (procedure) {
      // A function's own name is its return value; every procedure name is callable from the others.
      moduleNames.add(procedure[1].toLowerCase());
      current = new Set(parameters(text));
      return;
    } else if (procedureEnd.test(text)) {
      current = undefined;
    } else if (typeOrEnum.test(text)) {
      inType = true;
    } else if (typeOrEnumEnd.test(text)) {
      inType = false;
    } else if (!inType) {
      const declared = declaration.exec(text);
      if (declared) { for (const name of declaredNames(declared[1])) (current ?? moduleNames).add(name); }
    }
    scopeOf[index] = current;
  });

  const problems: string[] = [];
  const reported = new WeakMap<Set<string>, Set<string>>();
  statements.forEach(({ line, text }, index) => {
    const scope = scopeOf[index];
    if (!scope || declaration.test(text)) return;
    const body = text.replace(/^else\s+/i, "");
    const target = forCounter.exec(body) ?? assignment.exec(body);
    if (!target) return;
    const name = stripSuffix(target[1]);
    if (["set", "let", "me", "err", "mid"].includes(name) || scope.has(name) || moduleNames.has(name)) return;
    // One finding per name and procedure is enough to fix it.
    const seen = reported.get(scope) ?? new Set<string>();
    if (seen.has(name)) return;
    reported.set(scope, seen.add(name));
    problems.push(`line ${line}: variable ${target[1]} is not declared (Option Explicit is on; add a Dim for it)`);
  });
  return problems;
};
