import type { Table } from "../inputs/table.ts";
import { findMentions, type Mention } from "./column-match.ts";
import type { ColumnInfo } from "./columns.ts";
import { list } from "./explain.ts";
import { kindOf } from "./measure-kinds.ts";
import { type HelperColumn, helperStep } from "./helper-column.ts";
import { letterOf } from "./sheet-ranges.ts";
import { normaliseQuestion, type Word, wordFrom, wordsOf } from "./words.ts";

const day = 86_400_000;

/**
 * The time from one date column to another, row by row: "average days to close" over Opened and Closed, "length of
 * stay" over Check-in and Check-out. The table holds no such column; the analysis adds it as a helper column, which
 * the steps have the person add too.
 */
export interface DaySpan {
  from: number;
  to: number;
  unit: "days" | "nights" | "weeks";
  /** The helper column's name: "Days from Opened to Closed". */
  name: string;
  /** The question's words that ask for it ("resolution time", "days to close"), as word positions. */
  start: number;
  end: number;
}

// Phrases that ask for a time between two dates. A bare "days" only counts where the question names both dates.
const strong = new RegExp(
  [
    String
      .raw`\b(?:resolution|turnaround|turn around|lead|response|processing|delivery|shipping|fulfil+ment|cycle|handling|payment) times?\b`,
    String
      .raw`\btimes? (?:taken |it took |it takes )?to (?:close|resolve|complete|ship|deliver|pay|fix|respond|process|settle|sell|fill|hire)\w*`,
    String
      .raw`\b(?:lengths?|durations?) of (?:the |a |each |their |an )?(?:stays?|bookings?|tickets?|visits?|rentals?|hires?|loans?)\b`,
    String.raw`\b(?:stay|booking|rental|trip|visit|ticket|loan) (?:lengths?|durations?)\b`,
    String
      .raw`\b(?:days?|nights?|weeks?) (?:it took |taken |took |to take |spent |)(?:to (?:close|resolve|complete|ship|deliver|pay|fix|respond|process|settle|sell|fill|hire)\w*|open|outstanding|stayed|booked|in advance|ahead|before check-?in|late)\b`,
    String.raw`\bhow long\b`,
    String.raw`\bturn ?arounds?\b`,
    String
      .raw`\bdays?\b(?:\s+\w+){1,4}\s+to (?:close|resolve|complete|ship|deliver|pay|fix|respond|process|settle|sell|fill|hire)\w*`,
    String.raw`\bnights?\b`,
    String.raw`\blengths? of stay\b`,
    String.raw`\bdays? (?:from|between)\b`,
    // "how many days do pupils keep a book": the time a thing is kept, from its taking to its return.
    String.raw`\bdays?\b(?:\s+\w+){0,3}\s+(?:keep|keeps|kept|hold|holds|held)\b`,
  ].join("|"),
  "g",
);
const bare = /\b(?:days?|weeks?)\b/g;
const lastDays = /\b(?:last|past|next|within|in|over|after|first) \d+ (?:days?|weeks?|nights?)\b/;

// Words of a header that say a date starts or ends what the rows record.
const startWords =
  /\b(?:open\w*|creat\w*|start\w*|check-?in|arriv\w*|book\w*|order\w*|issu\w*|invoic\w*|receiv\w*|raised|submit\w*|logged|admit\w*|hired?|joined|sent|placed|listed|reported|requested|in)\b/i;
const endWords =
  /\b(?:clos\w*|resolv\w*|end\w*|check-?out|depart\w*|ship\w*|deliver\w*|due|paid|complet\w*|finish\w*|discharg\w*|left|sold|return\w*|fixed|out|expected close)\b/i;

// What a phrase says ended the time, and the header words of a date that records it.
const endings: [RegExp, RegExp][] = [
  [/resol|clos/, /resol|clos|complet|done|fixed/i],
  [/deliver/, /deliver|arriv|receiv/i],
  [/ship/, /ship|dispatch|sent/i],
  [/pay|paid|settle/, /paid|pay|settle/i],
  [/respon/, /respon|repl|answer|acknowledg/i],
  [/complet|finish/, /complet|finish|done|end|clos/i],
  [/fix/, /fix|resol|clos|complet/i],
  [/sell/, /sold|sale|clos/i],
  [/fill|hire/, /fill|hire|start|clos/i],
  [/nights?|stay/, /out|depart|end|leav|discharg/i],
  [/keep|kept|hold|held/, /return/i],
];

/** Date pairs whose second date is never before the first, on the rows holding both, most rows holding both. */
function orderedPairs(table: Table, infos: ColumnInfo[]): [number, number][] {
  const dates = infos.filter((info) => info.type === "date");
  const pairs: [number, number][] = [];
  for (const a of dates) {
    for (const b of dates) {
      if (a === b) continue;
      const [x, y] = [table.columns[a.index].values, table.columns[b.index].values];
      let both = 0;
      let apart = 0;
      let ordered = true;
      for (let row = 0; row < table.rowCount && ordered; row++) {
        if (typeof x[row] !== "number" || typeof y[row] !== "number") continue;
        both++;
        if ((y[row] as number) < (x[row] as number)) ordered = false;
        else if (y[row] !== x[row]) apart++;
      }
      // A cancellation date blank on the active rows still measures the ones that have one.
      if (ordered && apart > 0 && both >= Math.max(2, table.rowCount / 10)) pairs.push([a.index, b.index]);
    }
  }
  return pairs;
}

/** A time between two dates asked for: the span to add, or what the table lacks to give it. */
export interface SpanReading {
  span?: DaySpan;
  /** "The table has no purchase date, so it cannot give the days between purchase and return." */
  lacks?: string;
}

// Words for what ends a time, as the dates that would record it are called.
const eventNouns: Record<string, string> = {
  respon: "response",
  pay: "payment",
  paid: "payment",
  ship: "shipping",
  deliver: "delivery",
  cancel: "cancellation",
  clos: "closing",
  resol: "resolution",
  complet: "completion",
  leav: "leaving",
};

/** "response" for "response time", "cancellation" for "before they cancel": the event a time runs until. */
function endEvent(phrase: string, lower: string): string | undefined {
  const until = /\b(?:before|until|till) (?:they|it|he|she|the \w+) (\w+)/.exec(lower)?.[1];
  for (const said of [phrase, until ?? ""]) {
    const key = Object.keys(eventNouns).find((start) => new RegExp(`\\b${start}`).test(said));
    if (key) return eventNouns[key];
  }
  return undefined;
}

/** " Its date column is Return Date." */
function datesHeld(infos: ColumnInfo[]): string {
  const names = infos.filter((info) => info.type === "date").map((info) => info.name);
  if (names.length === 0) return " It has no date columns.";
  return ` Its date ${names.length === 1 ? "column is" : "columns are"} ${list(names)}.`;
}

/**
 * The time between two date columns the question asks for, if it asks for one: the pair it names, else the one whose
 * headers say start and end ("Opened", "Closed"), else the only one. Where the table has no date for the end the
 * question names ("response time", "between purchase and return", "before they cancel"), that is what it lacks.
 */
export function readDaySpan(table: Table, infos: ColumnInfo[], description: string): SpanReading {
  const text = normaliseQuestion(description);
  const lower = text.toLowerCase();
  if (lastDays.test(lower)) return {};
  const words = wordsOf(text);
  const strongPhrase = [...lower.matchAll(strong)][0];
  const dateCount = infos.filter((info) => info.type === "date").length;
  if (!strongPhrase && dateCount < 2) return {};
  const mentions = findMentions(words, infos);
  const dates = mentions.filter((m) => infos[m.column].type === "date");
  const phrase = strongPhrase ??
    (new Set(dates.map((m) => m.column)).size >= 2 ? [...lower.matchAll(bare)][0] : undefined);
  if (!phrase) return {};
  const start = wordFrom(text, words, phrase.index!);
  const end = Math.max(start + 1, wordFrom(text, words, phrase.index! + phrase[0].length));
  // "total nights" over a Nights column, "days" over a Days column: the table holds it already.
  const held = mentions.some((m) => infos[m.column].type === "number" && m.start < end && start < m.end);
  if (held) return {};
  // The two dates a "from … to" or "between … and" names are the pair, or what the table lacks; no other pair stands in.
  const unnamed = unnamedDate(infos, words, phrase[0], dates, end);
  if (unnamed) return { lacks: unnamed };
  const span = pickPair(table, infos, phrase[0], dates, start, end);
  if (span) return { span };
  if (!strongPhrase) return {};
  return { lacks: missingEnd(infos, words, lower, phrase[0], dates, end) };
}

/** What the table lacks for a time it cannot give: the end's date, or a date named after "between" or "from". */
function missingEnd(
  infos: ColumnInfo[],
  words: Word[],
  lower: string,
  phrase: string,
  dates: Mention[],
  end: number,
): string | undefined {
  const event = endEvent(phrase, lower);
  // Recorded by a date of it, or a time until it ("Response Hrs"); a yes/no Cancelled says whether, not when.
  const recorded = event &&
    infos.some((info) =>
      (info.type === "date" || info.type === "number" && kindOf(info) === "time") &&
      info.words.some((word) => word.text.startsWith(event.slice(0, 4)))
    );
  if (event && !recorded) {
    return `The table has no ${event} date, so it cannot give that time.${datesHeld(infos)}`;
  }
  return unnamedDate(infos, words, phrase, dates, end);
}

/** "days between purchase and return", "days from offer to start date": a word there that names no date column. */
function unnamedDate(
  infos: ColumnInfo[],
  words: Word[],
  phrase: string,
  dates: Mention[],
  end: number,
): string | undefined {
  if (!/\b(?:between|from)$/.test(phrase)) return undefined;
  // "from a claim being reported to": a date said within the words after it is the one named.
  if (dates.some((m) => m.start >= end && m.start < end + 4)) return undefined;
  const named = words.slice(end, end + 4).find((word, i) =>
    /^[a-z]{4,}$/.test(word.text) && !/^(?:and|the|to|date|dates|their|its)$/.test(word.text) &&
    !dates.some((m) => m.start <= end + i && end + i < m.end)
  );
  return named && `The table has no ${named.text} date, so it cannot give that time.${datesHeld(infos)}`;
}

function pickPair(
  table: Table,
  infos: ColumnInfo[],
  phrase: string,
  dates: Mention[],
  start: number,
  end: number,
): DaySpan | undefined {
  // The dates named outside the phrase ("nights booked" names no Booked On).
  const named = new Set(dates.filter((m) => m.start >= end || m.end <= start).map((m) => m.column));
  const pairs = orderedPairs(table, infos);
  if (!pairs.length) return undefined;
  const stay = /\bnights?\b|\bstay/.test(phrase);
  const score = ([a, b]: [number, number]) =>
    (named.has(a) ? 2 : 0) + (named.has(b) ? 2 : 0) +
    (startWords.test(infos[a].name) ? 1 : 0) + (endWords.test(infos[b].name) ? 1 : 0) +
    // Nights are from arrival to departure, whatever else the question dates ("booked in Q3").
    (stay && /in|arriv/i.test(infos[a].name) && /out|depart/i.test(infos[b].name) ? 4 : 0);
  // "Response time" needs a date of the response, "time to pay" one of the payment: the pair's end must be it.
  const needed = endings.find(([said]) => said.test(phrase))?.[1];
  const fitting = needed ? pairs.filter(([, to]) => needed.test(infos[to].name)) : pairs;
  const ranked = [...fitting].sort((p, q) => score(q) - score(p));
  if (!ranked.length) return undefined;
  if (ranked.length > 1 && score(ranked[0]) === score(ranked[1])) return undefined;
  const [from, to] = ranked[0];
  const unit = /\bweeks?\b/.test(phrase) ? "weeks" : stay ? "nights" : "days";
  const title = unit[0].toUpperCase() + unit.slice(1);
  return { from, to, unit, name: `${title} from ${infos[from].name} to ${infos[to].name}`, start, end };
}

/**
 * The question's words for the span name its column; the dates it names inside the phrase ("days from opened to
 * closed") are part of it, not dates to filter or group by.
 */
export function mentionSpan(mentions: Mention[], span: DaySpan, column: number, words: Word[]): Mention[] {
  // "between treatment date and paid date": the words that name the two dates, and what they are dates of.
  const inside = (m: Mention) =>
    m.start >= span.start - 1 && m.start <= span.end + 8 &&
    (m.column === span.from || m.column === span.to || /^dates?$/.test(words[m.end]?.text ?? ""));
  const kept = mentions.filter((m) => !inside(m) && !(m.start < span.end && span.start < m.end));
  return [...kept, { column, start: span.start, end: span.end, score: 6 }].sort((a, b) => a.start - b.start);
}

/** The span as a helper column: the days (or nights, or weeks) row by row, blank where either date is. */
export function spanColumn(given: Table, span: DaySpan): HelperColumn {
  const [from, to] = [given.columns[span.from].values, given.columns[span.to].values];
  const per = span.unit === "weeks" ? 7 * day : day;
  const values = from.map((start, row) => {
    const end = to[row];
    return typeof start === "number" && typeof end === "number" ? Math.round((end - start) / day) * day / per : null;
  });
  const table: Table = { ...given, columns: [...given.columns, { name: span.name, type: "number", values }] };
  const both = values.filter((value) => value !== null).length;
  const unit = span.unit === "weeks" ? " in weeks" : "";
  const [fromName, toName] = [given.columns[span.from].name, given.columns[span.to].name];
  return {
    table,
    // "Days from Opened to Closed is Closed less Opened, row by row, over the 6 rows that have both dates."
    words: `${span.name} is ${toName} less ${fromName}${unit}, row by row, over the ${both} rows that have both dates.`,
    step: (place) => {
      const letter = (column: number) => letterOf(place, column);
      const row = (at: number) => {
        const [a, b] = [`${letter(span.from)}${at}`, `${letter(span.to)}${at}`];
        const days = `${b}-${a}`;
        return `=IF(OR(${a}="",${b}=""),"",${span.unit === "weeks" ? `(${days})/7` : days})`;
      };
      return helperStep(table, place, row, " Format it as a number, not a date.");
    },
  };
}
