/** The formula explainer's words: its page's labels and the server's refusals. */
export const explainerMessages = {
  formulaRequired: "Paste a formula to explain.",
  formulaTooLong: "The formula is longer than 20,000 characters. Paste one formula at a time.",
  platformInvalid: "Choose excel or sheets as the platform.",
  excelVersionInvalid: "Choose an Excel version: 365, 2021, 2019 or 2016.",
  errorInvalid: "Choose one of the errors #N/A, #VALUE!, #REF!, #DIV/0!, #NAME? or #SPILL!, or leave it empty.",
  formulaTooDeep:
    "The formula is nested more than 64 levels deep (parentheses, functions and signs such as -- each count), the most Excel allows. Move inner parts into helper cells or name them with LET.",
  explainFailed: "The formula could not be explained. Please try again.",
} as const;

/** The Formula Explainer page's own texts. */
export const explainerCopy = {
  title: "Formula Explainer",
  intro: "Paste a formula to see what it computes, what could break it, and how to write it in the other program.",
  formulaLabel: "Formula",
  formulaPlaceholder: '=IFERROR(INDEX(C2:C100,MATCH(F2,A2:A100,0)),"Not found")',
  platformLabel: "Platform",
  versionLabel: "Excel version",
  errorLabel: "It shows an error (optional)",
  noError: "No error",
  submit: "Explain",
  explaining: "Explaining…",
  readingHeading: "What it computes",
  partsHeading: "Its parts",
  stepsHeading: "How it is worked out",
  functionsHeading: "Functions used",
  issuesHeading: "What could break it",
  noIssues: "Nothing here should break it.",
  showsLabel: "Shows:",
  unreadableHeading: "This formula cannot be read",
  unreadableHint:
    "Fix what is marked, then explain it again: its parts, steps and translations need a formula that reads.",
  unreadableSpot: "The formula, with the place of the problem marked",
  errorHeading: "Why it might show",
  translationsHeading: "In the other program",
  noEquivalent: "No equivalent",
  copy: "Copy",
  copied: "Copied!",
  explainLink: "Explain",
} as const;
