/** The functions a formula calls, upper-case, each once, in the order they first appear. */
export function functionsUsed(formula: string): string[] {
  const withoutStrings = formula.replace(/"(?:[^"]|"")*"/g, '""');
  const names = [...withoutStrings.matchAll(/([A-Za-z][A-Za-z0-9.]*)\(/g)].map((m) => m[1].toUpperCase());
  return [...new Set(names)];
}
