/** The case change a request asks for ("all caps", "lower case", "look normal"), as the function that makes it. */
export function caseWrap(t: string): string | null {
  if (/\bupper ?case\b|\buppercase\b|\bcapitals\b|\bcapital letters\b|\b(?:all|in) caps\b|\ball upper\b/.test(t)) {
    return "UPPER";
  }
  if (/\blower ?case\b|\blowercase\b|\bsmall letters\b|\ball lower\b/.test(t)) return "LOWER";
  if (
    /\bproper ?case\b|\btitle case\b|\blook normal\b|\bnormal case\b|\bcapital at the start\b|\bfirst letter (?:of each word )?capital/
      .test(t)
  ) {
    return "PROPER";
  }
  return null;
}
