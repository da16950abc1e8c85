/** A calendar date the request names, and how many characters of the text named it. */
export interface DateValue {
  y: number;
  m: number;
  d: number;
  length: number;
}

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** A month as people write it, short or long ("sep", "sept", "September"), as a capturing group. */
export const monthName =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const ordinal = "(\\d{1,2})(?:st|nd|rd|th)?";

const forms: { re: RegExp; read: (m: RegExpExecArray) => [number, number, number] }[] = [
  { re: /^(\d{4})-(\d{1,2})-(\d{1,2})\b/, read: (m) => [+m[1], +m[2], +m[3]] },
  {
    re: new RegExp(`^${ordinal}(?:\\s+of)?\\s+${monthName}\\.?,?\\s+(\\d{4})\\b`, "i"),
    read: (m) => [+m[3], month(m[2]), +m[1]],
  },
  { re: new RegExp(`^${monthName}\\.?\\s+${ordinal},?\\s+(\\d{4})\\b`, "i"), read: (m) => [+m[3], month(m[1]), +m[2]] },
  // "june 2023" alone: its first day, which is what "before june 2023" and "from june 2023" mean.
  { re: new RegExp(`^${monthName}\\.?,?\\s+(\\d{4})\\b`, "i"), read: (m) => [+m[2], month(m[1]), 1] },
  // Slashed dates read month first, as both platforms do in their default US locale.
  { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})\b/, read: (m) => [+m[3], +m[1], +m[2]] },
  // "31/12/2024" cannot be month first, so it is day first.
  { re: /^(1[3-9]|2\d|3[01])\/(\d{1,2})\/(\d{4})\b/, read: (m) => [+m[3], +m[2], +m[1]] },
];

/**
 * A month written out, for where a bare "mar" or "apr" could be another word ("in march" of any year), as a
 * capturing group.
 */
export const wholeMonthName =
  "(jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

/** The month's number, 1 for January, from any way it is written. */
export function month(name: string): number {
  return months.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** Reads a date at the very start of `text` ("1 July 2023", "July 1, 2023", "2023-07-01", "7/1/2023"). */
export function readDate(text: string): DateValue | null {
  for (const { re, read } of forms) {
    const m = re.exec(text);
    if (!m) continue;
    const [y, mo, d] = read(m);
    if (mo >= 1 && mo <= 12 && d >= 1 && d <= 31) return { y, m: mo, d, length: m[0].length };
  }
  return null;
}

/** The DATE(...) call for a date, which reads the same on every platform and locale. */
export function dateCall(date: { y: number; m: number; d: number }): string {
  return `DATE(${date.y},${date.m},${date.d})`;
}
