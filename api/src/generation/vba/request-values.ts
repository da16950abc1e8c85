// Little words that follow "password" without being one ("password protect the sheet", "with a password so…").
const notPasswords = new Set(
  [
    "a an the to so and or for of on in it is as be that this then but which with protect protected protection",
    "prompt box field please pls too also only here there same each every all any sheet sheets workbook",
    "different their them they theyre listed stored user users",
  ].join(" ").split(" "),
);

/**
 * The password the request gives: quoted, after "is", "=" or ":", or a word that looks like one (digits, symbols or
 * mixed case). "password protect the sheet" and "a different password, listed on…" give none.
 */
export const findPassword = (text: string): string | undefined => {
  const pattern =
    /\b(?:password|pa?s{1,2} ?w(?:or|ro|r)?d|pwd|pw|pass(?:code|phrase)?)\b(?!-)\s*(?:\(?\s*(is|=|:|of|as|set to|will be|should be|(?:needs|has|ought) to be|must be|would be)\s*)?(?:"([^"]{1,60})"|'([^']{1,60})'|(\S{1,60}))/gi;
  for (const match of text.matchAll(pattern)) {
    const quoted = match[2] ?? match[3];
    if (quoted) return quoted;
    const value = match[4].replace(/[.,;)\]]+$/, "").replace(/^[(\[]+/, "");
    if (!value || notPasswords.has(value.toLowerCase())) continue;
    const looksLikeOne = /[\d!@#$%^&*_+=?~-]/.test(value) || /[a-z][A-Z]/.test(value);
    if (match[1] || looksLikeOne) return value;
  }
  // Said later in the clause: "the same password on all of them: Kx!77".
  const later =
    /\b(?:password|pa?s{1,2} ?w(?:or|ro|r)?d|pwd|pw)\b[^.;:=?!"']{1,40}?(?::|=|\s(?:is|will be|should be|(?:needs|has|ought) to be|must be|would be))\s*(?:"([^"]{1,60})"|'([^']{1,60})'|([^\s"']{1,60}))/i
      .exec(text);
  const laterValue = later?.[1] ?? later?.[2] ?? later?.[3]?.replace(/[.,;)\]]+$/, "");
  if (laterValue && !notPasswords.has(laterValue.toLowerCase())) return laterValue;
  // The value may come first: "use Zebra7 as the password", "'x1' is the pw".
  const before =
    /(?:"([^"]{1,60})"|'([^']{1,60})'|(?<![\w'"])([^\s"']{1,60}))\s+(?:as|is|for)\s+(?:the|its|my|a)?\s*(?:password|passwd|pwd|pw)\b/i
      .exec(text);
  const value = before?.[1] ?? before?.[2] ?? before?.[3];
  if (value && !notPasswords.has(value.toLowerCase())) return value;
  // No word password at all: "they're all protected with hunter2", "lock it using 'x1'"; unquoted, only a word
  // that looks like one.
  const locked =
    /\b(?:(?:un)?protect(?:ed|s)?|(?:un)?lock(?:ed|s)?)\b[^.;]{0,30}?\b(?:with|using|by)\s+(?:"([^"]{1,60})"|'([^']{1,60})'|([^\s"']{1,60}))/i
      .exec(text);
  const lockedWith = locked?.[1] ?? locked?.[2] ?? locked?.[3]?.replace(/[.,;)\]]+$/, "");
  if (!lockedWith || notPasswords.has(lockedWith.toLowerCase())) return undefined;
  return locked?.[3] && !/\d|[!@#$%^&*_+=?~]|[a-z][A-Z]/.test(lockedWith) ? undefined : lockedWith;
};

/** Every e-mail address in the request, in order. */
export const findEmails = (text: string): string[] =>
  [...text.matchAll(/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)].map(([one]) => one.replace(/\.$/, ""));

/** Addresses after "cc": "cc me jo@acme.org", "CC boss@x.com". */
export const findCc = (text: string): string[] => {
  const match =
    /\bcc(?:'?d)?\b[^@]{0,20}?([\w.+-]+@[\w-]+(?:\.[\w-]+)+(?:\s*(?:,|and)\s*[\w.+-]+@[\w-]+(?:\.[\w-]+)+)*)/i.exec(
      text,
    );
  return match ? findEmails(match[1]) : [];
};

/** A folder path the request names: C:\Reports\Monthly, D:\exports, \\server\share\pdfs, or a quoted one. */
export const findFolder = (text: string): { folder: string; file?: string } | undefined => {
  // Unquoted, a folder name may hold spaces when its words are capitalised: C:\Monthly Reports\2024.
  const match =
    /"([A-Za-z]:\\[^"]*|\\\\[^"]+)"|'([A-Za-z]:\\[^']*|\\\\[^']+)'|(?<![\w\\])((?:[A-Za-z]:\\|\\\\)[^\s,;"'<>|]*(?: [A-Z0-9][^\s,;"'<>|]*)*)/
      .exec(
        text,
      );
  if (!match) return undefined;
  const path = (match[1] ?? match[2] ?? match[3]).replace(/[.)]+$/, "");
  const file = /\\([^\\]+\.[a-z0-9]{2,4})$/i.exec(path);
  if (file) return { folder: path.slice(0, path.length - file[1].length - 1), file: file[1] };
  return { folder: path.replace(/\\+$/, "") || path };
};

/** A file name with its extension: "export.csv", 'Q3_pack.pdf', Report_final.xlsx. */
export const findFile = (text: string): { base: string; ext: string } | undefined => {
  const match = /["']([^"'\\]{1,80})\.(pdf|csv|xlsx|xlsm|xlsb|xls|txt)["']/i.exec(text) ??
    /(?<![\\\w])([\w<>{}$-]{1,80}(?:\s[\w<>{}$-]+)?)\.(pdf|csv|xlsx|xlsm|xlsb|xls|txt)\b/i.exec(
      text.replace(/[a-z]:\\\S*|\\\\\S*/gi, " "),
    );
  if (!match) return undefined;
  // "save as Report.pdf": a single word, unless the name was quoted or is a placeholder ("<region name>.xlsx").
  const base = /^["']/.test(match[0]) || /^<[^>]*>$/.test(match[1]) ? match[1] : match[1].split(/\s/).at(-1)!;
  return { base, ext: match[2].toLowerCase() };
};

/** Every quoted text of the request: "…" always, '…' when the quotes are not apostrophes. */
export const findQuoted = (text: string): string[] =>
  [...text.matchAll(/"([^"]{1,120})"|(?<![\w'])'([^']{1,120})'(?![\w'])/g)].map((match) =>
    (match[1] ?? match[2]).trim()
  )
    .filter(Boolean);

const phraseEnd = String.raw`(?=\s*(?:$|[.;]|,\s|\s(?:if|when|and|with|to|for|body|cc|then|just|so)\b))`;

/** The subject line the request gives: "subject 'Month end'", "with subject Payment reminder." */
export const findSubject = (text: string): string | undefined => {
  const match = new RegExp(
    String
      .raw`\bsubject(?:\s+line)?\s*(?:is|=|:|of|should be|saying|says)?\s*(?:"([^"]{1,120})"|(?<![\w'])'([^']{1,120})'|([A-Za-z][^.;,"]{0,80}?)${phraseEnd})`,
    "i",
  ).exec(text);
  // The value may come first: "'Your order shipped' as the subject", "with "Hi" for the subject line".
  const before = /(?:"([^"]{1,120})"|(?<![\w'])'([^']{1,120})')\s+(?:as|for|in) (?:the |a )?subject\b/i.exec(text);
  const after = (match?.[1] ?? match?.[2] ?? match?.[3])?.trim();
  // "the project name from col A in the subject line" gives a column, not a text.
  const subject = after && !/^(?:col(?:umn)?\b|line\b|from\b|in\b|the\b)/i.test(after)
    ? after
    : (before?.[1] ?? before?.[2])?.trim();
  return subject || undefined;
};

/** The body text the request gives: "body: Hi <name>, just a reminder…", 'saying "…"'. */
export const findBody = (text: string): string | undefined => {
  const match =
    /\b(?:body|message)\s*(?:is|=|:|should say|saying|says|reading)\s*(?:"([^"]{1,400})"|'([^']{1,400})'|(.{1,400}?))\s*$/i
      .exec(
        text,
      ) ??
      // A quoted body needs no "is" or colon: "body 'All done'", "with the body "See you"", "body like 'Hi…'".
      /\b(?:body|message)\s+(?:(?:text|like|something like)\s+)?(?:"([^"]{1,400})"|'([^']{1,400})'(?!\w))()/i.exec(
        text,
      );
  // "body Please see attached": a capitalised text straight after the word, to the end.
  const bare = /\b(?:[Bb]ody|[Mm]essage)\s+([A-Z][^]{0,400}?)\s*$/.exec(text);
  const body = (match?.[1] ?? match?.[2] ?? match?.[3] ?? bare?.[1])?.trim().replace(/[.!]$/, "");
  // "the body is in column D" names where the text is, not the text.
  return body && !/^(?:in|from)\s+(?:col(?:umn)?\b|cell\b|[A-Z]{1,2}\d*\b)/i.test(body) ? body : undefined;
};

/** A date format the request spells out (yyyy-mm-dd, YYYYMMDD) or shows by example (Data_2024-05-01.csv). */
export const findDateFormat = (text: string): string | undefined => {
  const spelled =
    /(?<![a-z])(y{2,4}[-_./]?m{2}[-_./]?d{2}(?:[-_ ]?hh[-_.:]?(?:mm|nn)(?:[-_.:]?ss)?)?|d{2}[-_./]?m{2}[-_./]?y{2,4}|m{2}[-_./]?d{2}[-_./]?y{2,4})(?![a-z])/i
      .exec(text);
  if (spelled) return spelled[1].toLowerCase().replace(/(hh[-_.:]?)mm/, "$1nn");
  const example = /(?<!\d)(\d{4})([-_.]?)(\d{2})\2(\d{2})(?!\d)/.exec(text);
  if (example && Number(example[1]) > 1900) return `yyyy${example[2]}mm${example[2]}dd`;
  return undefined;
};
