import { type Builder, perRow, type PlanContext } from "./plan-context.ts";
import { firstCell, twoCells } from "./references.ts";

const cellsOf = (ctx: PlanContext) => ctx.refs.map((r) => firstCell(r));

/** Start and end of a span: "from B2 to C2", "between B2 and C2" — the first said is the start. */
function span(ctx: PlanContext): [string, string] | null {
  const pair = twoCells(ctx.refs);
  if (pair) return pair;
  const cs = ctx.refs.filter((r) => r.kind === "cell").map((r) => r.text);
  const implied = /\bsince\b|\buntil\b|\btill\b|\bleft\b|\bremaining\b|\bto go\b|\bago\b|\belapsed\b|\bpassed\b/;
  if (cs.length === 1 && (/\btoday\b|\bnow\b/.test(ctx.lower) || implied.test(ctx.lower))) {
    // "until F2", "from today", "days left": today is the start; "since A2", "from A2 until today": A2 is.
    const fromToday =
      /\bfrom (?:today|now)\b|\b(?:until|till|before) (?:the )?[\w ]*⟦|\bleft\b|\bremaining\b|\bto go\b|\bcount ?down\b/
        .test(ctx.lower);
    const fromCell =
      /\bfrom (?!today\b|now\b)(?:the )?[\w ]*⟦|\bsince\b|\b(?:until|till|to) (?:today|now)\b|\bago\b|\belapsed\b|\bpassed\b/
        .test(ctx.lower);
    return fromToday && !fromCell ? ["TODAY()", cs[0]] : [cs[0], "TODAY()"];
  }
  return null;
}

/** Days, working days, months and years between dates; age. */
export const buildBetween: Builder = (ctx) => {
  const t = ctx.lower;
  const holidays = ctx.refs.find((r) => r.kind === "range");
  if (/\b(?:working|business|work) ?days?\b|\bnetworkdays\b|\bweekdays\b/.test(t)) {
    const s = span(ctx);
    if (!s) return null;
    const h = holidays && /\bholiday/.test(t) ? `,${holidays.text}` : "";
    return {
      formula: `=NETWORKDAYS(${s[0]},${s[1]}${h})`,
      explanation: `Counts the working days (Monday to Friday) from ${s[0]} to ${s[1]}, both included` +
        (h ? `, leaving out the holidays listed in ${holidays!.text}.` : "."),
      perRow: true,
    };
  }
  if (
    /\bage\b|\bhow old\b|\byears of service\b|\byears since\b|\bfull years\b|\byears between\b|\bcomplete years\b/.test(
      t,
    )
  ) {
    const cs = ctx.refs.filter((r) => r.kind === "cell").map((r) => r.text);
    const c = cs[0] ?? (ctx.refs[0] ? firstCell(ctx.refs[0]) : null);
    if (!c) return null;
    const end = cs[1] ?? "TODAY()";
    const [unit, words] = /\bin months\b/.test(t)
      ? ["M", "months"]
      : /\bin days\b/.test(t)
      ? ["D", "days"]
      : ["Y", "years"];
    return perRow(
      `=DATEDIF(${c},${end},"${unit}")`,
      `Counts the full ${words} from the date in ${c} to ${end === "TODAY()" ? "today" : end}; "${unit}" asks for ` +
        `whole ${words}.`,
    );
  }
  if (/\bmonths between\b|\bnumber of months\b|\bhow many months\b|\bmonths from\b/.test(t)) {
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

/** Adding or taking away days, weeks, working days, months or years. */
export const buildShift: Builder = (ctx) => {
  const t = ctx.lower;
  const c = cellsOf(ctx)[0];
  if (!c) return null;
  const m = /(\d+)\s+(working days?|business days?|workdays?|days?|weeks?|months?|years?)\b/.exec(t) ??
    (/\bnext (?:working|business) day\b/.test(t) ? ["", "1", "working day"] : null);
  if (!m) return null;
  const n = +m[1];
  const minus = /\bsubtract\b|\bminus\b|\bbefore\b|\bearlier\b|\bago\b|\btake away\b|\bback\b|\bprior\b/.test(t);
  const signed = minus ? -n : n;
  const unit = m[2];
  if (/working|business|workday/.test(unit)) {
    return perRow(
      `=WORKDAY(${c},${signed})`,
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
    /\bend of (?:the )?(?:next )?month\b|\blast day of (?:the )?(?:next )?month\b|\beomonth\b|\bmonth end\b/.test(t)
  ) {
    const next = /\bnext month\b/.test(t) ? 1 : /\bprevious month\b|\blast month\b/.test(t) ? -1 : 0;
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
  if (/\bquarter\b/.test(t)) {
    return perRow(`=ROUNDUP(MONTH(${c})/3,0)`, `Gives the quarter (1 to 4) of the date in ${c}.`);
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
