/** A sheet the request names, where it is named, and whether rows come from it, go to it, or it is to be made. */
export interface SheetMention {
  name: string;
  at: number;
  role: "source" | "target" | "new";
  /** Tied to the word sheet or tab, or quoted; a bare capitalised word after "from" or "into" is a guess. */
  sure: boolean;
}

// Words that look like a name before "sheet" or "column" but only say which one.
export const notNames = new Set(
  [
    "a an the this that these those each every all any active current new same other another separate",
    "whole entire my our your its their one first last next previous which",
    "a-z single individual different multiple blank empty own his her i it them both",
    "excel outlook pdf csv vba macro workbook file selected selection with after",
  ].join(" ").split(" "),
);
// Words that describe a sheet in lower case ("the master sheet") but name one when capitalised ("into Master").
const describing = new Set("master target source original summary main".split(" "));

// Verbs and little words that come right before "sheet" in requests ("protect sheet", "per sheet").
const notBefore =
  /^(?:to|in|on|of|from|into|per|by|and|or|as|for|with|fit|autofit|sort|filter|format|hide|unhide|delete|remove|clear|copy|move|highlight|colou?r|bold|protect|unprotect|split|combine|rename|select|add|insert|create|make|generate|build|whole|entire|new|next|same|onto|off|named|called|at|out|up)$/i;

// Verbs that come before "sheet" in lower case ("to export sheet Data"); capitalised, they are names ("the Export sheet").
const verbsBefore = /^(?:export|save|print|email|send|mail|pdf)$/;

// A dot belongs to a name only inside it ("Q3.final"); one before a space ends the sentence.
const word = String.raw`[A-Za-z0-9](?:[\w&-]|\.(?=\w))*`;
const capital = String.raw`(?:[A-Z0-9][\w&-]*)`;
// A quoted name: the quote must not be an apostrophe inside a word ("it's", "sheet2's").
const quoted = String.raw`(?:"([^"]{1,31})"|(?<![\w'])'([^']{1,31})'(?![\w']))`;
const sheetWord = String.raw`(?:work)?(?:sheets?|tabs?)`;
const nameList = (name: string) => String.raw`${name}(?:\s*,\s*${name})*(?:,?\s+(?:and|&)\s+${name})?`;

// More names after the first in "the sheets called Lookup and Config": quoted or capitalised, so that "called Summary
// and copy…" stops at Summary.
const laterName = String.raw`(?:${quoted}|[A-Z][\w&-]*(?:\s+${capital})*)`;
const laterNames = String.raw`(?:\s*,\s*${laterName})*(?:,?\s+(?:and|&)\s+${laterName})?`;

// "the sheet All", "sheet Main": right after the word sheet, a capitalised word that usually only describes one is its
// name; a word that points at one ("sheet This") is not.
const capitalisedWord = (name: string) =>
  /^[A-Z][a-z]+$/.test(name) && (notNames.has(name.toLowerCase()) || describing.has(name.toLowerCase())) &&
  !/^(?:The|A|An|This|That|These|Those|Each|Every|Any|My|Our|Your|Its|Their|His|Her|Which|With|It|Them|I|Both|One|Whole|Entire|Same)$/
    .test(name);

const trimName = (name: string) => name.trim().replace(/[.,;:!?]+$/, "");

const isName = (name: string) =>
  /^sheet\s?\d+$/i.test(name) ||
  (Boolean(name) && !notNames.has(name.toLowerCase()) && !describing.has(name) && !notBefore.test(name) &&
    !verbsBefore.test(name) && !/^[a-z]{1,2}\d*$/i.test(name) &&
    !/\.(?:xls[xmb]?|csv|pdf|txt)$/i.test(name));

// "Sheet1", "sheet 2": Excel's own names, written as Excel writes them.
const normalise = (name: string) => name.replace(/^sheet\s?(\d+)$/i, "Sheet$1");

const roleAt = (text: string, at: number, previous: number): SheetMention["role"] => {
  const before = text.slice(Math.max(previous, at - 60), at).toLowerCase();
  const words = before.match(/[a-z]+/g) ?? [];
  for (let i = words.length - 1; i >= 0; i--) {
    const one = words[i];
    if (one === "new") return "new";
    // "Source tab is Tickets", "the destination sheet is Archive": the role said in a word.
    if (/^(?:source|origin|original)$/.test(one)) return "source";
    if (/^(?:destination|target|dest)$/.test(one)) return "target";
    // "…, go to the Export sheet and copy…": the sheet the user goes to is where the work starts; rows that "need to go
    // to" a sheet land there.
    if (
      one === "to" &&
      /(?:^|[,.;:!?]\s*|\b(?:then|and|i|we|you|first|please|pls)\s+)(?:go|jump|switch|navigate|head)\s+to\s+(?:the\s+)?(?:(?:work)?sheet\s+|tab\s+)?["']?$/i
        .test(before)
    ) return "source";
    if (/^(?:to|into|onto|under|below|beneath)$/.test(one)) return "target";
    // "paste it at the bottom of Shipped Orders", "add them to the end of Log": where the rows land.
    if (one === "of" && /^(?:bottom|end|foot|top|next|first)$/.test(words[i - 1] ?? "")) return "target";
    if (/^(?:from|off|out)$/.test(one)) return "source";
    if (/^(?:on|in)$/.test(one)) {
      // "put it on the Old tab", "paste them in Archive": the rows land there; but "every change on sheet Prices"
      // says where the changes happen.
      if (/^(?:changes?|edits?)$/.test(words[i - 1] ?? "")) return "source";
      // "into my own workbook on sheet Pending Items": the sheet inside the workbook the rows go into.
      if (words.slice(Math.max(0, i - 4), i).some((word) => /^(?:into|onto)$/.test(word))) return "target";
      // A verb that writes a list may come several words earlier in the same sentence: "list the file name and the
      // value on Summary".
      const sentence = words.length - (before.split(/[.;!?]/).at(-1)?.match(/[a-z]+/g) ?? []).length;
      const listed = one === "on" &&
        words.slice(Math.max(0, sentence, i - 8), i).some((verb) => /^(?:lists?|logs?|records?)$/.test(verb));
      return listed ||
          words.slice(Math.max(0, i - 3), i).some((verb) =>
            /^(?:puts?|paste[sd]?|place[sd]?|goes|go|land|lands|writes?|logs?|records?|lists?|adds?)$/.test(verb)
          )
        ? "target"
        : "source";
    }
  }
  return "source";
};

const splitList = (list: string) =>
  list.split(/\s*,\s*|\s+(?:and|&)\s+/).map((name) => trimName(name.replace(/^["']|["']$/g, ""))).filter(Boolean);

/**
 * Every sheet the request names, in order: "sheet Data", "the Sales sheet", "a tab called Paid Invoices",
 * "'Archive' sheet", "sheets Jan, Feb and Mar", "Sheet2"; and, when rows move between sheets, a bare capitalised
 * name after from/into ("from Log and paste them into Log Archive").
 */
export const findSheetMentions = (text: string): SheetMention[] => {
  const found: { name: string; at: number; sure: boolean; role?: SheetMention["role"] }[] = [];
  // A quoted name is taken as written ('Current', 'All'); an unquoted one must look like a name.
  const add: AddName = (name, at, sure, quotedName = false, role) => {
    const clean = normalise(trimName(name));
    if ((quotedName ? clean.length > 0 : isName(clean)) && !/[\\:@]/.test(clean)) {
      found.push({ name: clean, at, sure, ...(role ? { role } : {}) });
    }
  };
  // [pattern, whether the names come before the word sheet]
  const patterns: [RegExp, boolean][] = [
    // sheet named 'X', sheet called Paid Invoices, a new sheet at the end named Summary
    [
      new RegExp(
        String
          .raw`\b${sheetWord}\b(?:(?!\b(?:macro|sub|procedure|button|shape|file|workbook|folder|columns?|pdf|csv)\b)[^.,;]){0,30}?\b(?:named|called)\s+((?:${quoted}|${word}(?:\s+${capital})*)${laterNames})`,
        "g",
      ),
      false,
    ],
    [new RegExp(String.raw`\bone\s+(?:named|called)\s+(${quoted}|${word}(?:\s+${capital})*)`, "g"), false],
    // sheet 'X', sheets Jan, Feb and Mar, sheet Log Archive
    [
      new RegExp(
        String.raw`\b${sheetWord}(?:\s+is|\s*[:=])?\s+(${
          nameList(`(?:${quoted}|${capital}(?:\\s+(?:[A-Z][\\w&-]*|\\d{1,4}\\b))*)`)
        })`,
        "g",
      ),
      false,
    ],
    // 'X' sheet, the Summary and Charts sheets, Sales tab
    [
      new RegExp(
        String.raw`(?<![\w&.-])(${
          nameList(`(?:${quoted}|${capital}(?:\\s+[A-Z][\\w&-]*){1,2}|${word})`)
        })\s+${sheetWord}\b`,
        "g",
      ),
      true,
    ],
    [/\bsheet\s?\d+\b/gi, false],
  ];
  for (const [pattern, before] of patterns) {
    for (const match of text.matchAll(pattern)) {
      const list = match[1] ?? match[0];
      const start = match.index + match[0].indexOf(list);
      if (before) {
        addBefore(list, start, text, add);
        continue;
      }
      for (const name of splitList(list)) {
        add(
          name,
          start + Math.max(0, list.indexOf(name)),
          true,
          list.includes(`"${name}"`) || list.includes(`'${name}'`) || capitalisedWord(name),
        );
      }
    }
  }
  addBare(text, add);
  // "use 'Archive 2024' as the target tab": the name comes before its role.
  for (
    const match of text.matchAll(
      new RegExp(
        String.raw`(${quoted}|${capital})\s+as\s+(?:the\s+|a\s+)?(?:target|destination)\s+${sheetWord}\b`,
        "g",
      ),
    )
  ) {
    const isQuoted = Boolean(match[2] ?? match[3]);
    add(match[2] ?? match[3] ?? match[1], match.index, true, isQuoted, "target");
  }
  found.sort((a, b) => a.at - b.at);
  const mentions: SheetMention[] = [];
  for (const one of found) {
    if (
      mentions.some((seen) => seen.name.toLowerCase() === one.name.toLowerCase() && Math.abs(seen.at - one.at) < 40)
    ) {
      continue;
    }
    const previous = mentions.at(-1);
    mentions.push({
      ...one,
      role: one.role ?? roleAt(text, one.at, previous ? previous.at + previous.name.length : 0),
    });
  }
  return mentions;
};

type AddName = (name: string, at: number, sure: boolean, quotedName?: boolean, role?: SheetMention["role"]) => void;

// Capitalised words that follow "on" without naming a sheet: "on Friday", "on Outlook", "click on OK".
const notSheetWords =
  /^(?:Excel|Outlook|Word|Windows|Mac|OneDrive|SharePoint|Teams|Google|LibreOffice|Microsoft|Office|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Enter|OK|Cancel|Save|Open|Close|Error|Col(?:umn)?s?|Rows?|Cells?|Range)\b/;

// Places inside a sheet: "column A of Index", "B1 of Admin", "the header row of Data" name the sheet after "of".
const placeBefore =
  /\b(?:rows?(?:\s+\d{1,7})?|columns?(?:\s+[A-Z]{1,2})?|cells?|range|[A-Z]{1,3}\d+(?::[A-Z]{1,3}\d+)?)\s+$/i;

// Verbs that act on a whole sheet, so a capitalised word right after them is one: "sort Sales by column B".
const sheetVerb =
  /(?:^|[.;!?]\s+|\b(?:please|pls|then|and)\s+)(?:[Ss]ort|[Ff]ilter|[Pp]rotect|[Uu]nprotect|[Cc]lear|[Aa]utofit|[Hh]ide|[Uu]nhide|[Rr]efresh)\s+(?:the\s+)?([A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)*(?:(?:\s*,\s*|,?\s+(?:and|&)\s+)[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)*)*)(?=\s+(?:by|to|where|so|on|with|from|then|and)\b|\s*[,.;!?]|\s*$)/g;

// Sheets named without the word sheet: after from/into/on ("from Log", "on Customers", "off 'Current'"), after a
// place inside a sheet ("column A of Index"), or as what a sheet verb acts on ("filter Orders to show…").
const addBare = (text: string, add: AddName) => {
  // Rows that move between sheets name both ends bare: "from Log and paste them into Log Archive".
  const moving =
    /\b(?:cop(?:y|ies|ied)|move[sd]?|cut|paste|append|merge|combine|consolidate|transfer|archive|stack|puts?|takes?|send|pull)\b/i
      .test(text);
  for (
    const match of text.matchAll(
      new RegExp(
        String
          .raw`\b(?:[Ff]rom|[Ii]nto|[Oo]nto|[Oo]ff|[Oo]n|[Tt]o|[Oo]f|[Ii]n)\s+(?:the\s+)?(${quoted}|[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)*)(?![\w:\\@]|\s+(?:col(?:umn)?s?|sheet|tab|workbook|file)\b)`,
        "g",
      ),
    )
  ) {
    const isQuoted = Boolean(match[2] ?? match[3]);
    const lead = match[0].split(/\s/)[0].toLowerCase();
    // Without rows on the move, only a name that ends the request or its clause: "autofit rows 2 to 500 on Notes".
    const ending = /^\s*(?:$|[.,;!?)])/.test(text.slice(match.index + match[0].length)) &&
      /^(?:on|in|from|of)$/.test(lead);
    const placed = (lead === "on" && !notSheetWords.test(match[1])) ||
      (lead === "of" && placeBefore.test(text.slice(Math.max(0, match.index - 20), match.index)));
    if (!isQuoted && ((/^(?:of|in)$/.test(lead) && !ending && !placed) || notSheetWords.test(match[1]))) continue;
    if (moving || isQuoted || ending || placed) {
      // "from Active to History": a capitalised word that usually describes a sheet names one here.
      const named = isQuoted || capitalisedWord(match[1]);
      add(match[2] ?? match[3] ?? match[1], match.index + match[0].indexOf(match[1]), isQuoted, named);
    }
  }
  for (const match of text.matchAll(sheetVerb)) {
    const start = match.index + match[0].lastIndexOf(match[1]);
    for (const name of splitList(match[1])) {
      if (!notSheetWords.test(name)) add(name, start + match[1].indexOf(name), false);
    }
  }
};

// A name before "sheet": a quoted or capitalised word, or any word after a preposition ("on sales sheet").
const addBefore = (list: string, start: number, text: string, add: AddName) => {
  const names = splitList(list);
  const last = names.at(-1) ?? "";
  const lead = text.slice(Math.max(0, start - 12), start);
  const afterPreposition = /\b(?:the|on|in|from|of|to|into|onto)\s+$/i.test(lead);
  const isQuoted = /^["']/.test(list);
  const plural = /^s\b/i.test(text.slice(start + list.length).replace(/^\s+(?:work)?(?:sheet|tab)/i, ""));
  for (const name of names) {
    if (isQuoted) {
      add(name, start + Math.max(0, list.indexOf(name)), true, true);
      continue;
    }
    if (/^\d+$/.test(name)) continue;
    // "Source tab is Tickets": the word says the role of the sheet named after it.
    if (
      /^(?:source|target|destination|origin)$/i.test(name) &&
      /^\s+(?:work)?(?:sheets?|tabs?)\s*(?:is|=|:)/i.test(text.slice(start + list.length))
    ) {
      continue;
    }
    // "Highlight Sales sheet": a first word that is the request's own verb is not part of the name.
    const words = name.split(/\s+/);
    if (words.length > 1 && (start === 0 || notBefore.test(words[0]) || verbsBefore.test(words[0].toLowerCase()))) {
      add(words.slice(1).join(" "), start + list.indexOf(name) + words[0].length + 1, true);
      continue;
    }
    if (!/^[A-Z0-9]/.test(name) && !(afterPreposition && !plural && name === last && names.length === 1)) continue;
    // A capitalised first word of the request is a verb more often than a name ("Copy sheet…" has none before).
    if (start === 0 && names.length === 1 && /^[A-Z][a-z]+$/.test(name) && notBefore.test(name)) continue;
    add(name, start + Math.max(0, list.indexOf(name)), true);
  }
};

/** Sheets the request leaves out: "every sheet except Summary and Lookup", "except the one called Settings". */
export const findExceptSheets = (text: string): string[] => {
  const match = new RegExp(
    String
      .raw`\b(?:except(?:\s+for)?|but not|other than|apart from|excluding|besides|but)\s+(?:the\s+)?(?:(?:ones?|sheets?|tabs?)\s+)?(?:(?:named|called)\s+)?(${
      nameList(`(?:${quoted}|${capital})`)
    })`,
  ).exec(text);
  if (!match) return [];
  return splitList(match[1]).map(normalise).filter((name) => isName(name) || /^sheet\d+$/i.test(name));
};
