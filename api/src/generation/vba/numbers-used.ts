import { stringLiterals, withoutStrings } from "./live-code.ts";

// Spans whose digits are not numbers of their own: quoted texts, paths, addresses, files, cells and ranges
// ("Q3", "B2:B20"), dates and times (written in many ways: DateSerial(2023, 1, 1), #1/1/2023#, "5 pm" as 17:00).
const notNumbers = [
  /"[^"]*"|(?<![\w'])'[^']*'(?![\w'])/g,
  /[A-Za-z]:\\\S*|\\\\\S*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[\w$<>{}-]+\.(?:xlsx|xlsm|xlsb|xls|csv|pdf|txt)\b/gi,
  /\$?\b[A-Za-z]{1,3}\$?\d+(?::\$?[A-Za-z]{1,3}\$?\d+)?\b/g,
  /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b|\b\d{1,2}(?::\d{2}){1,2}\b|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)(?!\w)/gi,
];

// Numbers that describe the user's workbook or software rather than ask for something: "I have like 40 files",
// "theres 30 tabs", "about 50 rows", "Excel 2016".
const describing =
  /(?:\b(?:like|about|around|approx(?:imately|\.)?|roughly|almost|nearly|maybe|some|ca\.?|excel|office|windows|mac|version|vba)|~|\b(?:have|has|had|got|there(?:'?s| is| are)|contains?|holds?)(?:\s+(?:only|just|about|around|like|over|roughly|almost))?)\s*$/i;

// Ways one number is written in code: 10% as 0.1, 1.1 or 0.9; "2 decimals" as "0.00".
const spellings = (value: number, percent: boolean, decimals: boolean) => {
  const forms = [value];
  if (percent) forms.push(value / 100, 1 + value / 100, 1 - value / 100);
  const written = forms.map((form) => String(Number(form.toFixed(10))));
  return decimals ? [...written, `0.${"0".repeat(value)}`] : written;
};

const writes = (live: string, form: string) =>
  new RegExp(String.raw`(?<![\d.])${form.replace(".", String.raw`\.`)}(?!\d|\.\d)`).test(live);

// "add 12 sheets named Jan through Dec" loops over Array("Jan", …, "Dec"): twelve items are the twelve.
const arrayLengths = (live: string) =>
  [...withoutStrings(live).matchAll(/\bArray\(([^()]*)\)/gi)].map((match) => match[1].split(",").length);

// A number about rows: "row 5", "rows 2 to 500", "3 rows", "5 blank lines".
const rowBefore = /\brows?\s+(?:\d+\s*(?:-|–|to|through|until|and)\s*)?$/i;
const rowAfter = /^\s*(?:(?:blank|empty|new|more|extra)\s+)*(?:rows?|lines?)\b/i;

// The numbers a span of rows in the code stands for: "insert 3 rows above row 5" is Rows("5:7"), "add 2 rows after
// row 10" is Rows("11:12"), "delete all rows below row 100" is Rows("101:" & last).
const rowSpanNumbers = (literals: string[]) =>
  literals.flatMap((literal) => {
    const span = /^\$?(\d{1,7}):\$?(\d{1,7})?$/.exec(literal.trim());
    if (!span) return [];
    const [first, last] = [Number(span[1]), span[2] ? Number(span[2]) : undefined];
    return last === undefined ? [first, first - 1] : [first, last, first - 1, last + 1, last - first + 1];
  });

/**
 * The numbers the request gives the macro to work with ("over 500", "insert 3 rows", "add 10%", "every 5 rows") that
 * the code never writes, as the request wrote them. Numbers inside names, cells, paths, dates and quoted texts are
 * checked with those (`masked`: the values already checked as wholes, such as sheet names), and numbers that only
 * describe the workbook ("I have about 40 files") ask for nothing.
 */
export const numbersIgnored = (live: string, original: string, masked: readonly string[]): string[] => {
  let text = original;
  for (const value of masked) if (value) text = text.split(value).join(" ");
  for (const pattern of notNumbers) text = text.replace(pattern, " ");
  const spans = rowSpanNumbers(stringLiterals(live));
  const ignored: string[] = [];
  for (const match of text.matchAll(/(?<![\w.,$£€#-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(%?)(?!\w|[.,]\d)/g)) {
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const after = text.slice(match.index + match[0].length);
    if (describing.test(before)) continue;
    const value = Number(match[1].replaceAll(",", ""));
    const decimals = value <= 15 && /^\s*(?:decimals?|decimal places|dp)\b/i.test(after);
    const used = spellings(value, match[2] === "%", decimals).some((form) => writes(live, form)) ||
      arrayLengths(live).includes(value) ||
      ((rowBefore.test(before) || rowAfter.test(after)) && spans.includes(value));
    if (!used) ignored.push(match[0]);
  }
  return [...new Set(ignored)];
};
