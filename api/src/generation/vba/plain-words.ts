/**
 * Forum users ask for the same few things in many words: "get rid of", "nuke", "purge" rows; "lock down" sheets;
 * "mail out" a workbook; "tabs" for sheets. These rewrites turn such wording into the words the intents and readers
 * know, so each intent is recognised by meaning rather than by one phrasing. They touch only verbs and the sheet
 * noun, never quoted text, so names, passwords and messages stay exactly as typed.
 */

// Within the same clause, a word meaning rows follows: "kill any row that…", "wipe out the rows where…", "clear out
// duplicate emails"; words for what is in cells coming first ("wipe the contents of…") make it a clearing instead.
const rowsFollow = String
  .raw`(?=(?:(?!\b(?:contents?|values?|data|cells?|everything)\b)[^.;]){0,40}\b(?:rows?|lines?|records?|entries|duplicat\w*|dupes?)\b)`;
// The object is a sheet itself: "erase the sheet called Junk", "trash the Old tab".
const sheetFollows = String.raw`(?=\s+(?:the\s+)?(?:(?:work)?sheets?\b|tabs?\b|\S+\s+(?:sheet|tab)\b))`;
const destroy = String
  .raw`\b(?:kill|purge|nuke|zap|axe|ditch|bin|trash|discard|eliminate|wipe(?: out)?|erase|scrub(?: out)?|strip out|throw (?:away|out)|chuck(?: out)?|toss(?: out)?|clean out|clear out|cut out|take out|weed out)\b`;

const verbs: [RegExp, string][] = [
  [/\bget rid of\b/gi, "remove"],
  [/\bsubstitute\b/gi, "replace"],
  [/\bitalici[sz]e[sd]?\b/gi, "make italic"],
  [/\bembolden(?:ed|s)?\b/gi, "make bold"],
  [/\b(?:bring back|restore|reveal)\b(?=[^.;]{0,30}\bhidden\b)/gi, "unhide"],
  [/\b(?:dedup|de-dup)\b/gi, "dedupe"],
  // A sheet nobody may unhide from Excel's menu is "very hidden": "hide it so it can't be unhidden".
  [
    /\b(?:can'?t|cannot|can not|won'?t|couldn'?t|shouldn'?t|unable to|not be able to)\s+(?:be\s+)?unhid(?:den|e)\b|\b(?:no ?one|nobody|no user)\s+(?:else\s+)?can\s+unhide\b/gi,
    "is very hidden",
  ],
  // "locked with pass123": what a sheet is locked with is its password.
  [/\b(locked|protected) with (?!(?:a|an|the|my|password|pw|pwd)\b)(?=\S*[\d!@#$%^&*_+=?~-])/gi, "$1 with password "],
  [/\bunlock (?=them\b|it\b|everything\b|all\b)/gi, "unprotect "],
  [/\b(?:take|strip) (?:the )?protection off(?: of)?\b/gi, "unprotect"],
  [/\b(?:remove|take off|lift|strip) (?:the )?protection (?:from|on|of)\b/gi, "unprotect"],
  [/\block down\b/gi, "protect"],
  // "I need all sheets unprotected": wanting something unprotected is asking to unprotect it.
  [/(?<=\b(?:need|needs|want|wants|would like|should|must|has to|have to)\b[^.;]{0,40})\bunprotected\b/gi, "unprotect"],
  // Destroying rows or a sheet is deleting them; destroying anything else is clearing it.
  [new RegExp(destroy + rowsFollow, "gi"), "delete"],
  [new RegExp(destroy + sheetFollows, "gi"), "delete"],
  [/\b(?:nuke|wipe(?: out)?|erase|scrub(?: out)?|blank out|empty out)\b/gi, "clear"],
  [/\bempty (?=(?:every|each|all|the|out)\b)(?![^.;]{0,30}\b(?:rows?|lines?)\b)/gi, "clear "],
  [/\breset\b(?=[^.;]{0,60}\bto (?:empty|blank|nothing)\b)/gi, "clear"],
  // Taking a share off numbers is reducing them: "knock 15% off every price".
  [/\b(?:knock|take|shave|cut|chop) (\d+(?:\.\d+)?\s*(?:%|percent)) off\b/gi, "reduce by $1"],
  // Moving and making in other words.
  [/\b(?:shift|relocate|push|shunt)\b(?=[^.;]{0,60}\b(?:to|into|onto)\b)/gi, "move"],
  [/\b(?:spin up|whip up|set up|knock up|generate)\b(?=[^.;]{0,20}\b(?:sheets?|tabs?|worksheets?)\b)/gi, "create"],
  // Showing only some rows is filtering: "show just the rows where…".
  [/\b(?:show|display|see) (?:just|only)\b|\bjust (?:show|display)\b/gi, "only show"],
  // Sending mail in other words.
  [/\b(?:mail out|fire off|shoot off|shoot|fire)\b(?= (?:an? |the )?e-?mails?\b)/gi, "send"],
  [/\bmail out\b/gi, "email"],
  [/\bmail (?=each|every|all|them|it|the|this|everyone|everybody)\b/gi, "email "],
  // "make columns G and H hidden" is hiding them; "very hidden" is a state of its own and stays.
  [/\b(?:make|set|mark|get) ((?:(?!\bvery\b)[^.;,]){1,40}?) (?:invisible|hidden)\b/gi, "hide $1"],
  // A column described before its letter: "the column with emails is E" says "emails are in column E".
  [
    /\b(?:the )?col(?:umn)? (?:with|for|holding|containing|that has|that holds) (?:the )?([a-z][a-z ]{0,30}?) is (?:col(?:umn)? )?([A-Z]{1,2})\b/g,
    "$1 are in column $2",
  ],
  // Naming a sheet.
  [/\bchange the name of\b/gi, "rename"],
  [/\bgive (?:the )?(?=\S+ (?:sheet|tab) the name\b)/gi, "rename "],
];

// The passive voice turned active: "column K needs to be hidden" asks to hide column K, "Sheet4 should be renamed
// to Costs" to rename Sheet4 to Costs. Only whole clauses are turned, and only for the verbs intents know.
const participles: Record<string, string> = {
  hidden: "hide",
  unhidden: "unhide",
  renamed: "rename",
  copied: "copy",
  moved: "move",
  deleted: "delete",
  removed: "remove",
  protected: "protect",
  unprotected: "unprotect",
  sorted: "sort",
  highlighted: "highlight",
  cleared: "clear",
  exported: "export",
  saved: "save",
  emailed: "email",
  formatted: "format",
  filtered: "filter",
  bolded: "bold",
  frozen: "freeze",
  autofitted: "autofit",
  merged: "merge",
  combined: "combine",
  split: "split",
  replaced: "replace",
};
const passive = new RegExp(
  String
    .raw`(^|[.;!?]\s+)(?!(?:i|we|you|they)\b)([^.;!?]{1,80}?)\s+(?:needs? to|should|must|has to|have to|ought to|gotta|is to|are to|to|will) (?:be|get) (${
    Object.keys(participles).join("|")
  })\b`,
  "gi",
);
// "needs its first row bolded", "want column K hidden": the thing wanted done, then what is done to it.
const wanted = new RegExp(
  String.raw`(?:\b(?:needs?|wants?|would like)|(?<=\w)'d like)\s+(?!to\b)((?:(?!\bto be\b)[^.;!?]){1,40}?)\s+(${
    Object.keys(participles).join("|")
  })\b`,
  "gi",
);
// "i need them gone", "want those removed": what is wanted gone is to be removed.
const wantedGone =
  /\b(?:need|needs|want|wants|would like|'d like)\s+(them|it|those|these|(?:all )?(?:of )?(?:them|those|these))\s+(?:gone|removed|deleted|got rid of)\b/gi;
// "duplicates in column B need to go" asks to remove them.
const gone =
  /(^|[.;!?]\s+)(?!(?:i|we|you|they)\b)([^.;!?]{1,80}?)\s+(?:needs? to|should|must|has to|have to|gotta) (?:go|be gone|disappear)\b(?!\s+(?:to|into|onto|over|back|through|in|on)\b)/gi;
const active = (text: string) =>
  text.replace(
    passive,
    (_all, start: string, object: string, done: string) => `${start}${participles[done.toLowerCase()]} ${object}`,
  )
    .replace(
      wanted,
      (all, object: string, done: string) =>
        `${all.startsWith("'") ? " " : ""}${participles[done.toLowerCase()]} ${object}`,
    )
    .replace(gone, (_all, start: string, object: string) => `${start}remove ${object}`)
    .replace(wantedGone, (_all, object: string) => `remove ${object}`);

/** "all the filters get cleared", "the rows are sorted": a clause saying what happens, as the ask to do it. */
export const activeClause = (clause: string): string => {
  const done = new RegExp(
    String.raw`^(.{1,60}?)\s+(?:gets?|got|are|is|will be|would be)\s+(${Object.keys(participles).join("|")})\b(.*)$`,
    "i",
  )
    .exec(clause.trim());
  return done ? `${participles[done[2].toLowerCase()]} ${done[1]}${done[3]}` : clause;
};

// "tab" is the sheet's everyday name, except where the tab itself is meant: its colour.
const tabs: [RegExp, string][] = [[/\btabs\b/gi, "sheets"], [/\btab\b(?!-)/gi, "sheet"]];
const tabItself = /\bcolou?r\w*\b[^.]{0,30}\btabs?\b|\btabs?\b[^.]{0,15}\bcolou?r/i;

// Quoted text is a value the user typed and stays as it is; only the words around it are rewritten.
const quoted = /"[^"]*"|'[^'\s][^']*'(?!\w)|“[^”]*”/g;

/** Rewrites everyday wording of a request into the words the intents are written for, outside quoted values. */
export const plainWords = (description: string): string => {
  const rewrites = tabItself.test(description) ? verbs : [...verbs, ...tabs];
  description = active(description);
  let out = "";
  let last = 0;
  for (const match of description.matchAll(quoted)) {
    out += rewrite(description.slice(last, match.index), rewrites) + match[0];
    last = match.index + match[0].length;
  }
  return out + rewrite(description.slice(last), rewrites);
};

const rewrite = (part: string, rewrites: [RegExp, string][]) =>
  rewrites.reduce((text, [pattern, word]) => text.replace(pattern, word), part);
