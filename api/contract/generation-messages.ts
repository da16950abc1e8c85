import type { ExcelVersion } from "./account.ts";
import { explainerMessages } from "./explainer-messages.ts";

/** "A", "A or B", "A, B or C". */
const listed = (names: readonly string[], last: "and" | "or") =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${last} ${names.at(-1)}`;
const newerExcel = (since: ExcelVersion) =>
  since === "365" ? "Microsoft 365" : since === "2021" ? "Excel 2021 or Microsoft 365" : `Excel ${since} or later`;

/** The generation endpoints' own words, shown verbatim by the web and asserted by tests. */
export const generationMessages = {
  descriptionRequired: "Please describe what you need.",
  descriptionTooLong: "The description must be at most 500 characters.",
  platformInvalid: "Platform must be excel or sheets.",
  excelVersionInvalid: explainerMessages.excelVersionInvalid,
  /** A formula rewritten for an older Excel: what that Excel lacks, and what the formula uses instead. */
  writtenForExcel: (version: ExcelVersion, lacking: readonly string[], using: readonly string[]) =>
    `Written for Excel ${version}, which has no ${listed(lacking, "or")}${
      using.length > 0 ? `: it uses ${listed(using, "and")} instead` : ""
    }.`,
  /** A formula an older Excel cannot do at all: said plainly rather than hidden. */
  needsNewerExcel: (version: ExcelVersion, lacking: readonly string[], since: ExcelVersion) =>
    `Excel ${version} has no ${listed(lacking, "or")}: this formula needs ${newerExcel(since)}.`,
  ratingInvalid: "Rating must be a whole number from 1 to 5.",
  ratingItemRequired: "Say which result you are rating.",
  /** Also what someone else's result, and any result for a visitor, answers: ids cannot be probed. */
  ratingItemUnknown: "There is no such result of yours to rate. Sign in and rate a result you generated.",
  columnsInvalid: "Describe your columns as text, e.g. 'A Date, B Region, C Sales'.",
  columnsTooLong: "The description of your columns must be at most 2,000 characters.",
  formulaUnclear:
    "I could not tell what formula you need. Say what to work out and from which data, e.g. 'sum of sales where region is East' or 'sum B2:B50 where D2:D50 is Closed'.",
  vbaUnclear:
    "I could not tell what macro you need. Say what it should do and where, e.g. 'delete blank rows in Sheet1' or 'highlight cells in column C above 100 in red'.",
  /** A macro would leave out values the request names, so none is given: which values, and how to ask. */
  macroIgnoresValues: (named: readonly string[]) =>
    `I could not write a macro that uses ${
      listed(named, "and")
    }, which your request names, and a macro that quietly leaves ${
      named.length === 1 ? "it" : "them"
    } out would do the wrong thing. Say what the macro should do with ${
      named.length === 1 ? "it" : "each"
    } in a short sentence of its own, e.g. 'sort the Orders sheet by column D' or 'protect the Data sheet with password mgr42', or leave out what it does not need.`,
  tooManyGenerations: (seconds: number) =>
    `Too many generations in a short time. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
  providerFallback:
    "The configured model did not answer in time or gave an unusable answer, so the built-in engine answered.",
  alternativeFormulaRequired: "Say which formula of your history to change: send its id as formulaId.",
  alternativeIndexInvalid: "index must be a whole number from 0: the position of the alternative in the answer's list.",
  alternativeFormulaNotFound: "There is no such formula in your history.",
  /** The formula exists but has fewer alternatives than the index asks for (or none at all). */
  alternativeNotOffered: (index: number, count: number) =>
    count === 0
      ? "This formula has no other readings to choose from."
      : `This formula has ${count} other reading${count === 1 ? "" : "s"}: choose index ${
        count === 1 ? "0" : `0 to ${count - 1}`
      }, not ${index}.`,
  alternativeChanged: "This formula was changing in another tab or window while you chose. Please try again.",
  providerRefused: "The configured model could not tell what was wanted, so the built-in engine answered.",
} as const;
