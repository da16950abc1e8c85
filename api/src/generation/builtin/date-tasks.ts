import { str } from "./criteria.ts";
import { dateCall, readDate } from "./dates.ts";
import { type Builder, perRow, type Plan, type PlanContext } from "./plan-context.ts";
import type { AssumedRange } from "../../../contract/generation.ts";
import { absolute, firstCell, type Ref, rowOf, twoCells } from "./references.ts";

const cellsOf = (ctx: PlanContext) => ctx.refs.map((r) => firstCell(r));

const dateHeader =
  /\b(?:date|dates|day|start|started|end|ends|ended|due|deadline|born|birth|dob|hired|joined|time|when)\b/i;

/** "days till the task in row 5 is due": on the user's columns, only those headed like dates bound a span. */
function datedRefs(ctx: PlanContext): Ref[] {
  const columns = ctx.invent?.columns;
  if (!columns) return ctx.refs;
  return ctx.refs.filter((r) => {
    const header = columns.find((col) => col.letter === /^\$?([A-Z]{1,3})/.exec(r.text)?.[1])?.header;
    return header === undefined || dateHeader.test(header);
  });
}

/** "days ago from 31 dec 2024", "how old on 31/12/2024": a date the request names instead of today. */
function dateSaid(ctx: PlanContext): string | null {
  for (const m of ctx.masked.matchAll(/(?<![\w/-])(?=\d|[a-z])/gi)) {
    const date = readDate(ctx.masked.slice(m.index!));
    if (date) return dateCall(date);
  }
  return null;
}

/** Start and end of a span: "from B2 to C2", "between B2 and C2" — the first said is the start. */
function span(ctx: PlanContext): [string, string] | null {
  const pair = twoCells(datedRefs(ctx));
  if (pair) return pair;
  // "from B2 to F2" reads as a range elsewhere; between dates it is a start and an end.
  const said = /\b(?:from|between)\s+([A-Z]{1,3}\d+)\s+(?:to|and|until|till|thru|through)\s+([A-Z]{1,3}\d+)\b/i.exec(
    ctx.text,
  );
  if (said && ctx.refs.length === 1) return [said[1].toUpperCase(), said[2].toUpperCase()];
  const cs = datedRefs(ctx).filter((r) => r.kind === "cell").map((r) => r.text);
  const implied = /\bsince\b|\buntil\b|\btill\b|\bleft\b|\bremaining\b|\bto go\b|\bago\b|\belapsed\b|\bpassed\b/;
  const fixed = dateSaid(ctx);
  if (cs.length === 1 && (fixed || /\btoday\b|\bnow\b/.test(ctx.lower) || implied.test(ctx.lower))) {
    // "until F2", "from today", "days left": today is the start; "since A2", "from A2 until today": A2 is.
    const fromToday =
      /\bfrom (?:today|now)\b|\b(?:until|till|before) (?:the )?[\w ]*⟦|\bleft\b|\bremaining\b|\bto go\b|\bcount ?down\b/
        .test(ctx.lower);
    const fromCell =
      /\bfrom (?!today\b|now\b)(?:the )?[\w ]*⟦|\bsince\b|\b(?:until|till|to) (?:today|now)\b|\bago\b|\belapsed\b|\bpassed\b/
        .test(ctx.lower);
    const now = fixed ?? "TODAY()";
    return fromToday && !fromCell ? [now, cs[0]] : [cs[0], now];
  }
  return null;
}

const birth = /\b(?:birth|born|dob|d\.o\.b|birthday)\b/i;
const joined = /\b(?:start|started|hire|hired|join|joined|joining)\b/i;

/**
 * "age of the first person" on the user's columns: the date an age or a length of service counts from sits in the
 * column whose header says so (Birth date, Start date), in the row the request names.
 */
function impliedDate(ctx: PlanContext, header: RegExp): AssumedRange | null {
  const columns = ctx.invent?.columns?.filter((col) => header.test(col.header)) ?? [];
  if (columns.length !== 1) return null;
  return { label: columns[0].header, range: `${columns[0].letter}${rowOf(ctx.text) ?? ctx.invent!.firstRow}` };
}

/** Days, working days, months and years between dates; age. */
export const buildBetween: Builder = (ctx) => {
  const t = ctx.lower;
  const holidays = ctx.refs.find((r) => r.kind === "range");
  if (/\b(?:working|business|work) ?days?\b|\bnetworkdays\b|\bweekdays\b/.test(t)) {
    const s = span(ctx);
    if (!s) return null;
    // The holiday list stays put when the formula is filled down.
    const h = holidays && /\bholiday/.test(t) ? `,${absolute(holidays)}` : "";
    return {
      formula: `=NETWORKDAYS(${s[0]},${s[1]}${h})`,
      explanation: `Counts the working days (Monday to Friday) from ${s[0]} to ${s[1]}, both included` +
        (h ? `, leaving out the holidays listed in ${holidays!.text}.` : "."),
      perRow: true,
    };
  }
  if (/\bdays? (?:late|overdue|past due|behind)\b|\b(?:late|overdue) by\b/.test(t)) return lateness(ctx);
  const shown = elapsedParts(ctx);
  if (shown) {
    const one = ctx.refs.length === 1 && ctx.refs[0].kind === "cell" ? ctx.refs[0].text : null;
    // "age in years and months for C4", "how long has F2 worked here": from that date until today.
    const s = span(ctx) ??
      (one && /\bage\b|\bhow old\b|\bhow long\b|\bservice\b|\btenure\b|\bworked\b/.test(t) ? [one, "TODAY()"] : null);
    if (!s) return null;
    return perRow(
      `=${shown.map(([unit, text]) => `DATEDIF(${s[0]},${s[1]},"${unit}")${text ? `&${str(text)}` : ""}`).join("&")}`,
      `Counts the whole years, then the months left over${shown.length > 2 ? ", then the days" : ""} from ${s[0]} to ${
        s[1] === "TODAY()" ? "today" : s[1]
      } with DATEDIF, and writes them as one text.`,
    );
  }
  if (
    /\bage\b|\bhow old\b|\byears of service\b|\byears since\b|\bfull years\b|\byears between\b|\bcomplete years\b/.test(
      t,
    )
  ) {
    const cs = ctx.refs.filter((r) => r.kind === "cell").map((r) => r.text);
    const own = ctx.refs.length === 0 ? impliedDate(ctx, /\bage\b|\bhow old\b/.test(t) ? birth : joined) : null;
    const c = cs[0] ?? (ctx.refs[0] ? firstCell(ctx.refs[0]) : own?.range ?? null);
    if (!c) return null;
    const end = cs[1] ?? dateSaid(ctx) ?? "TODAY()";
    const [unit, words] = /\bin months\b/.test(t)
      ? ["M", "months"]
      : /\bin days\b/.test(t)
      ? ["D", "days"]
      : ["Y", "years"];
    return {
      ...perRow(
        `=DATEDIF(${c},${end},"${unit}")`,
        `Counts the full ${words} from the date in ${c} to ${end === "TODAY()" ? "today" : end}; "${unit}" asks for ` +
          `whole ${words}.`,
      ),
      ...(own ? { assumed: [own] } : {}),
    };
  }
  if (
    /\bmonths between\b|\bnumber of months\b|\bhow many (?:full |whole |complete )?months\b|\bmonths from\b/.test(t)
  ) {
    const s = span(ctx);
    if (!s) return null;
    return perRow(`=DATEDIF(${s[0]},${s[1]},"M")`, `Counts the full months from ${s[0]} to ${s[1]}.`);
  }
  const scale = /\bweeks\b/.test(t)
    ? ["/7", "weeks", "divided by 7"]
    : /\bhours\b/.test(t)
    ? ["*24", "hours", "times 24"]
    : /\bminutes\b/.test(t)
    ? ["*1440", "minutes", "times 1440 (minutes in a day)"]
    : null;
  if (scale) {
    const s = span(ctx);
    if (!s) return null;
    if (/\b(?:whole|full|complete)\b/.test(t)) {
      return perRow(
        `=INT((${s[1]}-${s[0]})${scale[0]})`,
        `${s[1]} minus ${s[0]} is the time between them in days; ${scale[2]} turns it into ${
          scale[1]
        }, and INT keeps only the whole ones.`,
      );
    }
    return perRow(
      `=(${s[1]}-${s[0]})${scale[0]}`,
      `${s[1]} minus ${s[0]} is the time between them in days; ${scale[2]} turns it into ${scale[1]}.`,
    );
  }
  if (/\bdays?\b/.test(t)) {
    const s = span(ctx);
    if (!s) return null;
    // "counting both the first and last day": the span includes both ends.
    if (/\b(?:both|inclusive|including)\b.*\b(?:days?|ends?|dates?)\b|\binclusive\b/.test(t)) {
      return perRow(
        `=${s[1]}-${s[0]}+1`,
        `Subtracts ${s[0]} from ${s[1]} and adds 1, so both the first and the last day count.`,
      );
    }
    return perRow(
      `=${s[1]}-${s[0]}`,
      `Subtracts the earlier date ${s[0]} from ${
        s[1]
      }: dates are numbers of days, so the result is the days between. ` +
        `If it shows as a date, format the cell as a number.`,
    );
  }
  return null;
};

const units: [RegExp, string][] = [[/^y/, "Y"], [/^m/, "M"], [/^d/, "D"]];

/**
 * "as text like 5 yrs 3 mths", "in years and months": each unit's DATEDIF count, the smaller units counting only
 * what the larger ones leave ("YM", "MD"), with the words after each number as the sample writes them.
 */
function elapsedParts(ctx: PlanContext): [string, string][] | null {
  const sample = [...(ctx.examples?.output ?? "").matchAll(/(\d+)(\s*[a-z]+\.?,?\s*)/gi)];
  const said = /\byears,? (?:and )?months(?:,? and days)?\b/.exec(ctx.lower);
  const parts: [string, string][] = sample.length >= 2
    ? sample.map((m) => [units.find(([re]) => re.test(m[2].trim().toLowerCase()))?.[1] ?? "", m[2]])
    : said
    ? [["Y", " years, "], ["M", " months"], ...(/days/.test(said[0]) ? [["D", " days"] as [string, string]] : [])]
    : [];
  if (said && parts.length === 3) parts[1][1] = " months, ";
  if (parts.length < 2 || parts.some(([unit]) => !unit) || parts[0][0] !== "Y" && parts[0][0] !== "M") return null;
  const order = parts.map(([unit]) => unit).join("");
  if (!/^(?:YM|YMD|MD)$/.test(order)) return null;
  parts[parts.length - 1][1] = parts[parts.length - 1][1].trimEnd();
  return parts.map(([unit, text], i) => [i === 0 ? unit : parts[0][0] === "Y" && unit === "M" ? "YM" : "MD", text]);
}

/**
 * "how many days late is row 4? end date C vs due date F": how far the actual date (or today) is past the due date,
 * 0 when it is not late. The due date is the cell said after "due", "deadline" or "target".
 */
function lateness(ctx: PlanContext): Plan | null {
  const cells = datedRefs(ctx).filter((r) => r.kind === "cell").map((r) => r.text);
  if (cells.length === 0 || cells.length > 2) return null;
  const dueAt = cells.findIndex((cell) => {
    const at = ctx.masked.indexOf(`⟦${ctx.refs.findIndex((r) => r.text === cell)}⟧`);
    return /\b(?:due|deadline|target|expected|promised)\b[\w ]{0,20}$/i.test(
      ctx.masked.slice(Math.max(0, at - 30), at),
    );
  });
  if (dueAt < 0) return null;
  const due = cells[dueAt];
  const actual = cells.length === 2 ? cells[1 - dueAt] : "TODAY()";
  return perRow(
    `=MAX(0,${actual}-${due})`,
    `Subtracts the due date ${due} from ${
      actual === "TODAY()" ? "today" : actual
    }: the days late, and MAX makes it 0 ` +
      `when it was not late.`,
  );
}

/** Adding or taking away days, weeks, working days, months or years. */
export const buildShift: Builder = (ctx) => {
  const t = ctx.lower;
  const c = ctx.refs.filter((r) => r.kind === "cell").map((r) => r.text)[0];
  if (!c) return null;
  const m = /(\d+)\s+(working days?|business days?|workdays?|days?|weeks?|months?|years?)\b/.exec(t) ??
    (/\bnext (?:working|business) day\b/.test(t) ? ["", "1", "working day"] : null);
  if (!m) return null;
  const n = +m[1];
  const minus = /\bsubtract\b|\bminus\b|\bbefore\b|\bearlier\b|\bago\b|\btake away\b|\bback\b|\bprior\b/.test(t);
  const signed = minus ? -n : n;
  const unit = m[2];
  if (/working|business|workday/.test(unit)) {
    const list = ctx.refs.find((r) => r.kind === "range");
    const h = list && /\bholiday/.test(t) ? `,${absolute(list)}` : "";
    return perRow(
      `=WORKDAY(${c},${signed}${h})`,
      `Gives the date ${n} working days ${minus ? "before" : "after"} ${c}, skipping weekends.`,
    );
  }
  if (unit.startsWith("month") || unit.startsWith("year")) {
    const months = unit.startsWith("year") ? signed * 12 : signed;
    if (/\bend of (?:the )?month\b|\blast day of (?:the )?month\b/.test(t)) {
      return perRow(
        `=EOMONTH(${c},${months})`,
        `Gives the last day of the month ${Math.abs(months)} months ${minus ? "before" : "after"} ${c}.`,
      );
    }
    return perRow(
      `=EDATE(${c},${months})`,
      `Gives the same day ${Math.abs(months)} months ${
        minus ? "before" : "after"
      } ${c}; EDATE handles month lengths. ` +
        `Format the cell as a date.`,
    );
  }
  const days = unit.startsWith("week") ? n * 7 : n;
  return perRow(`=${c}${minus ? "-" : "+"}${days}`, `Gives the date ${days} days ${minus ? "before" : "after"} ${c}.`);
};

/** Parts of a date: year, month, day, weekday, quarter, end or start of month, weekend test. */
export const buildDatePart: Builder = (ctx) => {
  const t = ctx.lower;
  const c = cellsOf(ctx)[0];
  if (!c) return null;
  if (
    /\bon a weekday\b|\bis (?:it |this |that )?a weekday\b|\bmon(?:day)? (?:thru|through|to|-) fri(?:day)?\b/.test(t)
  ) {
    return perRow(
      `=WEEKDAY(${c},2)<6`,
      `WEEKDAY with 2 numbers Monday as 1, so Monday to Friday are 1 to 5: TRUE on a weekday, FALSE at the weekend.`,
    );
  }
  if (/\bweekend\b/.test(t)) {
    return perRow(
      `=WEEKDAY(${c},2)>5`,
      `WEEKDAY with 2 numbers Monday as 1, so Saturday and Sunday are 6 and 7: TRUE for a weekend.`,
    );
  }
  if (
    /\bend of (?:the )?(?:next |following |previous |prior )?month\b|\blast day of (?:the )?(?:next |following |previous |prior )?month\b|\beomonth\b|\bmonth end\b/
      .test(t)
  ) {
    const next = /\bnext month\b|\bmonth after\b|\bfollowing month\b/.test(t)
      ? 1
      : /\bprevious month\b|\blast month\b|\bmonth before\b/.test(t)
      ? -1
      : 0;
    return perRow(
      `=EOMONTH(${c},${next})`,
      `Gives the last day of the month ${
        next ? `${next > 0 ? "after" : "before"} ` : "of "
      }${c}. Format the cell as a date.`,
    );
  }
  if (/\bfirst day of (?:the )?month\b|\bstart of (?:the )?month\b|\bbeginning of (?:the )?month\b/.test(t)) {
    return perRow(
      `=EOMONTH(${c},-1)+1`,
      `Takes the last day of the previous month and adds 1: the first day of ${c}'s month.`,
    );
  }
  // "like Fri or Mon", "(Monday, Tuesday…)": the sample shows the weekday's name, short or long.
  const dayShown = /\b(?:mon|tue|wed|thu|fri|sat|sun)(day)?\b/i.exec(ctx.examples?.output ?? "");
  if (dayShown || /\bshort (?:day )?name\b|\babbreviat|\b3[- ]letter\b/.test(t)) {
    if (dayShown?.[1]) return perRow(`=TEXT(${c},"dddd")`, `Shows the name of the weekday of ${c}, like Monday.`);
    // CHOOSE rather than TEXT's "ddd", whose short names depend on the sheet's language.
    return perRow(
      `=CHOOSE(WEEKDAY(${c}),"Sun","Mon","Tue","Wed","Thu","Fri","Sat")`,
      `WEEKDAY numbers the day of ${c} from Sunday = 1, and CHOOSE picks its short name, like Mon.`,
    );
  }
  if (
    /\bweekday\b|\bday of (?:the )?week\b|\bday name\b|\bname of the day\b|\bweek starts\b|\bstarts? on monday\b/.test(
      t,
    )
  ) {
    if (/\bname\b|\bmonday\b.*\bname|\bas text\b|\bspelled\b/.test(t) && !/\bnumber\b/.test(t)) {
      return perRow(`=TEXT(${c},"dddd")`, `Shows the name of the weekday of ${c}, like Monday.`);
    }
    const mondayFirst =
      /\bmon(?:day)? ?(?:as|is|=) ?(?:day )?1\b|\bmonday first\b|\bstart(?:s|ing)? (?:on|from|with) monday\b|\bweek starts? (?:on )?monday\b|\b1 ?(?:=|is|for) ?mon(?:day)?\b|\bmon(?:day)? (?:through|thru|to|-) ?sun(?:day)? (?:as|=|is)? ?1\b/
        .test(t);
    return perRow(
      `=WEEKDAY(${c}${mondayFirst ? ",2" : ""})`,
      `Gives the weekday of ${c} as a number, ${
        mondayFirst ? "Monday = 1 to Sunday = 7" : "Sunday = 1 to Saturday = 7"
      }.`,
    );
  }
  if (/\bweek number\b|\bweeknum\b/.test(t)) {
    return perRow(`=WEEKNUM(${c})`, `Gives the week of the year (1 to 53) that the date in ${c} falls in.`);
  }
  const label = /^Q[1-4]\b/i.test(ctx.examples?.output ?? "") || /\bas q\b|\bq label\b/.test(t);
  if (/\bquarter\b/.test(t) || label) {
    const quarter = `ROUNDUP(MONTH(${c})/3,0)`;
    return label
      ? perRow(`="Q"&${quarter}`, `Works out the quarter (1 to 4) of the date in ${c} and writes it as Q1 to Q4.`)
      : perRow(`=${quarter}`, `Gives the quarter (1 to 4) of the date in ${c}.`);
  }
  if (/\bmonth name\b|\bname of the month\b/.test(t)) {
    return perRow(`=TEXT(${c},"mmmm")`, `Shows the month name of ${c}.`);
  }
  if (/\bday of (?:the )?month\b/.test(t)) {
    return perRow(`=DAY(${c})`, `Gives the day of the month (1 to 31) of the date in ${c}.`);
  }
  if (/\byear\b/.test(t)) return perRow(`=YEAR(${c})`, `Gives the year of the date in ${c}.`);
  if (/\bmonth\b/.test(t)) return perRow(`=MONTH(${c})`, `Gives the month number (1 to 12) of the date in ${c}.`);
  if (/\bday\b/.test(t)) return perRow(`=DAY(${c})`, `Gives the day of the month (1 to 31) of the date in ${c}.`);
  return null;
};

/** Today's date or the current date and time. */
export const buildToday: Builder = (ctx) => {
  if (ctx.refs.length > 0) return null;
  if (/\b(?:date and time|time and date|current time|right now|timestamp)\b/.test(ctx.lower)) {
    return {
      formula: "=NOW()",
      explanation: "Shows the current date and time; it updates whenever the sheet recalculates.",
    };
  }
  return { formula: "=TODAY()", explanation: "Shows today's date; it updates every day." };
};

/**
 * Dates a fixed time after another: "terms are net 60" (days), "the date they hit 5 years of service", "when they
 * turn 67" (years after a start or birth date, by EDATE so leap days and month ends stay right).
 */
export const buildMilestone: Builder = (ctx) => {
  const cells = ctx.refs.filter((r) => r.kind === "cell");
  if (cells.length !== 1 || ctx.refs.length !== 1) return null;
  const c = firstCell(cells[0]);
  const net = /\bnet ?(\d{1,3})\b/.exec(ctx.lower);
  if (net) return perRow(`=${c}+${net[1]}`, `Adds the ${net[1]} days of the payment terms to the date in ${c}.`);
  const years =
    /\b(\d{1,3})\s*(?:years?|yrs?)(?: of)? (?:service|anniversary|with us|employed)\b|\bturns? (\d{1,3})\b|\b(\d{1,3})(?:st|nd|rd|th) (?:birthday|anniversary)\b/
      .exec(ctx.lower);
  if (!years) return null;
  const n = +(years[1] ?? years[2] ?? years[3]);
  return perRow(
    `=EDATE(${c},${n * 12})`,
    `Moves the date in ${c} forward by ${n} years (${n * 12} months) with EDATE; format the cell as a date.`,
  );
};
