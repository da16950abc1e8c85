/** The formula verifier's words for what it leaves unevaluated, shown after "Parses, not run:". */
export const verifierMessages = {
  tooDeepToRun: (most: number) => `a formula more than ${most.toLocaleString("en-US")} operations deep`,
} as const;
