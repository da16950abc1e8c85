import { type Mention, namesDone } from "./column-match.ts";
import { isEmpty } from "./compute.ts";
import type { Reading } from "./question-reading.ts";
import type { Filter } from "./question-types.ts";
import { wordSpans } from "./words.ts";

// "no closed date", "without an invoice #", "missing a fee", "blank Closed".
const absentBefore = /\b(?:no|without(?: an?| any)?|missing(?: an?)?|blank|empty|lacking(?: an?)?)\s+(?:the\s+)?$/;
// "Closed is blank", "closed date empty", "where the fee is missing".
const absentAfter =
  /^\s*(?:[a-z]+\s+)?(?:(?:is|are|was|were|left|still)\s+)+(?:blank|empty|missing|null|unset|not (?:set|filled in))\b|^\s*(?:blank|empty|missing|null)\b/;
// "not yet invoiced", "yet to be closed", "still not paid", "haven't been resolved".
const notYet =
  /\b(?:not yet(?: been)?|yet to be|still not|not been|haven'?t been|hasn'?t been|have not been|has not been|never been|never|haven'?t|hasn'?t|have not|has not|waiting to be|awaiting|still to be)\s+$/;
// "still haven't had a thank-you sent", "never got a reply": what was not received, named by its date.
const notHad =
  /\b(?:haven'?t|hasn'?t|have not|has not|never|not yet|still not|didn'?t|did not)\s+(?:had|have|got|gotten|get|received|receive)(?:\s+(?:an?|any|the|their|its))?\s+$/;
// "still open", "unresolved", "outstanding": the rows whose closing date has not come; "active", "current": the rows
// whose ending (a cancellation, a discharge) has not come.
const open = /\b(?:still open|open|unresolved|unclosed|outstanding|pending|not closed|not resolved|in progress)\b/;
const ongoing = /\b(?:active|current|live|ongoing|still in|still on|remaining|retained|not churned|still subscribed)\b/;
const ignoring = /\b(?:ignore|ignoring|skip|skipping|exclude|excluding|leave (?:them |those )?out|drop|dropping)\b/;
// Things not done yet, and the header words of the date (or name) that records them being done.
const pending: [RegExp, RegExp][] = [
  [/\b(?:still out|not (?:yet )?returned|unreturned|on loan|not back)\b/, /return/i],
  [/\b(?:in transit|not (?:yet )?delivered|undelivered|awaiting delivery)\b/, /deliver/i],
  [/\b(?:unpaid|not (?:yet )?paid|not paid yet|still owed|owed|outstanding)\b/, /paid|payment/i],
  [
    /\b(?:not (?:yet )?finished|unfinished|(?:aren'?t|isn'?t|haven'?t|hasn'?t) (?:been )?finished|incomplete|not (?:yet )?completed?)\b/,
    /end|finish|complet|done/i,
  ],
  [
    /\b(?:not (?:yet )?interviewed|(?:haven'?t|hasn'?t|have not|has not) been interviewed|never interviewed)\b/,
    /interview/i,
  ],
  [/\b(?:unassigned|not assigned|(?:aren'?t|isn'?t) assigned)\b/, /assign/i],
  [/\b(?:not (?:yet )?settled|unsettled|still open)\b/, /settl|clos|resolv/i],
];
const closing = /\b(?:clos\w*|resolv\w*|complet\w*|finish\w*|end\w*|done|fix\w*|repair\w*)\b/i;
const ending = /\b(?:cancel\w*|churn\w*|end\w*|terminat\w*|left|leav\w*|discharg\w*|exit\w*|stop\w*|clos\w*)\b/i;

/**
 * Rows kept by whether a cell is filled in: a closing date left blank while a ticket is open, an invoice number
 * blank until it is invoiced, a fee blank for a no-show. "Tickets with no closed date", "not yet invoiced" keep the
 * blanks; "which agent closed the most tickets", with the Closed date left blank on open ones, keeps the rest. Only
 * on a column with blanks, and not where a value of the table says it (Status "Open" answers "still open").
 */
export function blankFilters(reading: Reading): Filter[] {
  const { table, words, infos, lower } = reading;
  const withBlanks = (column: number) => table.columns[column].values.some(isEmpty);
  const filters: Filter[] = [];
  const add = (column: number, negated: boolean) => {
    if (filters.some((filter) => filter.column === column)) return;
    filters.push({ kind: "equals", column, value: "", ...(negated ? { negated: true } : {}) });
  };
  // The words a phrase read as a blank said ("still in progress"): explained by it.
  const markUsed = (said: RegExp) => {
    for (const match of lower.matchAll(new RegExp(said.source, "g"))) {
      const [start, end] = [match.index, match.index + match[0].length];
      wordSpans(reading.text, words).forEach((span, at) =>
        span.start >= start && span.end <= end && reading.used.add(at)
      );
    }
  };
  const textBefore = (start: number) => words.slice(Math.max(0, start - 4), start).map((w) => w.text).join(" ") + " ";
  const textAfter = (m: Mention) => " " + words.slice(m.end, m.end + 5).map((w) => w.text).join(" ");
  for (const m of reading.mentions) {
    const info = infos[m.column];
    if (!withBlanks(m.column) || reading.flags.has(m.column) || info.type === "boolean") continue;
    if (reading.cues.some((cue) => cue.column === m.column)) continue;
    const before = textBefore(m.start);
    if (absentBefore.test(before) || absentAfter.test(textAfter(m)) || notYet.test(before) || notHad.test(before)) {
      // "their score is blank, just ignore those": the blanks are said to be left out.
      const after = words.slice(m.end, m.end + 9).map((w) => w.text).join(" ");
      add(m.column, ignoring.test(after));
      // "waiting to be shipped": the words that said it are explained by it.
      for (let at = Math.max(0, m.start - 4); at < m.start; at++) reading.used.add(at);
      continue;
    }
    // "closed the most tickets", "tickets invoiced by Ana": the column named by what was done to the rows, as a
    // verb, is the rows it was done to; a date said with it ("closed in March") is a date filter already.
    const word = words[m.start];
    // "handed in", "checked out": the verb and its particle.
    const particle = m.end === m.start + 2 && /^(?:in|out|back|up|off)$/.test(words[m.start + 1].text);
    const done = (m.end === m.start + 1 || particle) && /ed$/.test(word.text) && info.type !== "number" &&
      !/^(?:\s+(?:in|on|during|before|after|since|between|from|late|early|on time)\b)/.test(textAfter(m));
    if (done && !/\b(?:not|never|un)\s*$/.test(textBefore(m.start))) add(m.column, true);
  }
  // "the uninvoiced amount", "unclosed tickets": the column named by what was not yet done, blank; "still not
  // marked" likewise, a Mark left blank, though a verb names no column of numbers elsewhere.
  for (const [at, word] of words.entries()) {
    const said = textBefore(at);
    const notDone = /^[a-z]{4,}ed$/.test(word.text) && (notYet.test(said) || notHad.test(said)) &&
      !reading.mentions.some((m) => m.start <= at && at < m.end);
    const rest = /^un([a-z]{4,}ed)$/.exec(word.text)?.[1] ?? (notDone ? word.text : undefined);
    if (!rest) continue;
    const column = infos.find((info) =>
      (info.type !== "number" || notDone) && info.type !== "boolean" && !reading.flags.has(info.index) &&
      withBlanks(info.index) &&
      info.words.some((part) => namesDone(rest, part.text))
    );
    if (column) {
      add(column.index, false);
      reading.used.add(at);
    }
  }
  const valueSaysIt = reading.values.some((value) =>
    open.test(value.value.toLowerCase()) || ongoing.test(value.value.toLowerCase())
  );
  // "Still out", "in transit", "unpaid", "not finished yet": the date that would end it, left blank.
  for (const [said, ends] of pending) {
    const matches = [...lower.matchAll(new RegExp(said.source, "g"))];
    if (!matches.length || valueSaysIt) continue;
    const column = infos.find((info) => info.type !== "number" && ends.test(info.name) && withBlanks(info.index));
    if (!column) continue;
    add(column.index, false);
    markUsed(said);
  }
  // "How many tickets are still open": where no value of the table is Open, a closing date left blank; "active
  // subscriptions", likewise, a cancellation date left blank.
  for (const [said, ends] of [[open, closing], [ongoing, ending]] as const) {
    if (!said.test(lower) || valueSaysIt) continue;
    // "still in progress (not delivered yet)": a blank already read says it.
    const already = filters.some((filter) => filter.kind === "equals" && filter.value === "" && !filter.negated);
    const closed = filters.length > 0
      ? undefined
      : infos.find((info) => info.type === "date" && ends.test(info.name) && withBlanks(info.index));
    if (closed) add(closed.index, false);
    if (closed || already) markUsed(said);
  }
  return filters;
}
