import { buildAggregate } from "./aggregate.ts";
import { buildCharacterPosition } from "./character-position.ts";
import { buildAbsoluteDifference, buildPercentAdjust, buildRunningTotal, buildShareOfTotal } from "./pair-tasks.ts";
import { buildExpression } from "./expression.ts";
import {
  buildDuplicateFlag,
  buildFirstOccurrence,
  buildOccurrences,
  buildRepeatCount,
  buildRepeatTest,
} from "./duplicates.ts";
import { aggregateWords, buildComposed } from "./compose.ts";
import { buildComposedLookup } from "./compose-lookup.ts";
import { buildTiers } from "./tiers.ts";
import { buildNameParts } from "./name-parts.ts";
import { buildFromSample } from "./text-by-example.ts";
import { buildTextPiece } from "./text-pieces.ts";
import { buildBetween, buildDatePart, buildMilestone, buildShift, buildToday } from "./date-tasks.ts";
import { buildCashFlows } from "./cash-flows.ts";
import { buildDepreciation } from "./depreciation.ts";
import { buildCompound, buildMoney } from "./finance.ts";
import { buildLoanPart } from "./loan-parts.ts";
import { buildRateConversion } from "./rate-conversion.ts";
import { buildLogic, buildTruth } from "./logic.ts";
import { buildLookup, buildPosition } from "./lookup.ts";
import { buildTopLabels, buildWhoHasMost } from "./label-of-extreme.ts";
import { buildMath, buildPercent, buildSumOfProducts, buildTaxOrDiscount, buildWeightedAverage } from "./numbers.ts";
import { buildCountHaving, buildDistinct, buildRank, buildTopN } from "./order-stats.ts";
import { buildGrouped } from "./grouped.ts";
import type { Builder } from "./plan-context.ts";
import { buildQuery } from "./query.ts";
import { buildRegex } from "./regex-tasks.ts";
import {
  buildAround,
  buildFind,
  buildJoin,
  buildSlice,
  buildSplit,
  buildSubstitute,
  buildTextFunction,
  buildWordCount,
  wordCountWords,
} from "./text.ts";

const superlative = "(?:highest|lowest|largest|smallest|biggest|best|worst|greatest)";

/**
 * The tasks the engine knows, most specific first: "10 working days after B3" is a date shift, not a count of
 * working days; "multiply H2:H100 by I2:I100 and add it up" is a SUMPRODUCT, not a SUM. Each test is a cheap
 * keyword check on the request without its condition phrases; a builder that cannot use the request returns null
 * and the next task is tried.
 */
export const intents: { test: RegExp; build: Builder; onLower?: boolean }[] = [
  { test: /\bquery\b/, build: buildQuery, onLower: true },
  { test: /\b(?:running|cumulative|rolling)\b/, build: buildRunningTotal, onLower: true },
  { test: wordCountWords, build: buildWordCount, onLower: true },
  // Before the aggregates: "how many emails show up more than once" counts repeats, not the emails.
  { test: /\bdup|\brepeat|\bonce\b|\btwice\b|\btimes\b|\bagain\b|\belse\b/, build: buildRepeatCount, onLower: true },
  { test: /\btimes\b|\boften\b|\boccurrences\b/, build: buildOccurrences, onLower: true },
  {
    test: /\bat least 1\b|\b1 or more\b|\b(?:have|has|had)\s+(?:an?|any)\b/,
    build: buildCountHaving,
    onLower: true,
  },
  {
    test: /\bfirst\s+(?:time|occurrence|appearance|instance|entry|mention)\b/,
    build: buildFirstOccurrence,
    onLower: true,
  },
  { test: /\bdup|\brepeat|\bonce\b|\btwice\b|\btimes\b|\bagain\b|\belse\b/, build: buildRepeatTest, onLower: true },
  // Arithmetic said in words answers only when all of the request is arithmetic, so it goes before the tasks
  // whose keywords ("total", "tax", "percent") such a sum also says.
  { test: /./, build: buildExpression, onLower: true },
  {
    test: aggregateWords,
    build: buildComposed,
    onLower: true,
  },
  {
    test:
      /\babsolute\b|\babs\b|\bnegatives?\b|\bpositive\b|\bdon'?t care which\b|\bregardless of\b|\bhow far apart\b|\bapart\b|\bdistance between\b|\beither way\b/,
    build: buildAbsoluteDifference,
    onLower: true,
  },
  { test: /\b(?:npv|irr|net present value|internal rate of return)\b/, build: buildCashFlows },
  { test: /\b(?:depreciat\w*|sln|ddb|syd|declining balance)\b/, build: buildDepreciation },
  { test: /\b(?:ipmt|ppmt|interest|principal)\b/, build: buildLoanPart },
  { test: /\b(?:effective|nominal|apy|aer)\b/, build: buildRateConversion },
  {
    test:
      /\b(?:pmt|fv|pv|nper|loan|mortgage|principal|interest|apr|future value|present value|deposit(?:s|ing)?|sav(?:e|ing|ings)|invest(?:ed|ing|ment)?|borrow(?:ed|ing)?|pay(?:ing)? off|paying|debt|owe|payments?|repayments?|instal?lments?|rate of return|(?:annual|yearly) (?:rate|return)|cagr|how much (?:will|would|do|should|can|could|must) (?:i|we)|worth|grows? to|money|doubl(?:e|es|ed|ing)|repaid|paid back|total cost)\b|\b(?:monthly|quarterly|annual|yearly|weekly) (?:loan )?(?:payment|repayment|instal?lment)s?\b/,
    build: buildMoney,
  },
  {
    test:
      /\bnet ?\d+\b|\bturns? \d+\b|\b\d+\s*(?:years?|yrs?)(?: of)? (?:service|anniversary)\b|\b\d+(?:st|nd|rd|th) (?:birthday|anniversary)\b/,
    build: buildMilestone,
  },
  { test: /\bcompound|\bafter \S+ years at\b|\binterest (?:earned|do i earn)\b/, build: buildCompound },
  {
    test:
      /\b(?:add|plus|subtract|minus|take away)\s+\d+\s+(?:working |business )?(?:days?|weeks?|months?|years?)\b|\b\d+\s+(?:working |business )?(?:days?|weeks?|months?|years?|workdays?)\s+(?:after|before|from|later|earlier|ago|on|prior)\b|\bnext (?:working|business) day\b/,
    build: buildShift,
    onLower: true,
  },
  {
    test:
      /\b(?:working|business|work) ?days\b|\bweekdays\b|\bnetworkdays\b|\bage\b|\bhow old\b|\byears of service\b|\bfull years\b|\byears between\b|\bmonths between\b|\b(?:days|weeks|hours|minutes) (?:between|from|until|till|since|left|to)\b|\bnumber of days\b|\bhow many days\b|\bdays? until\b|\bmonths (?:from|until|till|to|since)\b|\b(?:full|whole|complete) (?:months|years|weeks)\b|\b(?:time|how long) (?:since|until|till)\b|\byears,? (?:and )?months\b|\b\d+\s*(?:years?|yrs?|y)\s*,?\s*\d+\s*(?:months?|mths?|mos?|m)\b|\bdays? (?:late|overdue|past due|behind)\b|\b(?:late|overdue) by\b/,
    build: buildBetween,
  },
  {
    test:
      /\bweekend\b|\bend of (?:the )?(?:next |following |previous |prior )?month\b|\blast day of\b|\beomonth\b|\bfirst day of (?:the )?month\b|\bweekday\b|\bmon(?:day)? (?:thru|through|to|-) fri(?:day)?\b|\bday of (?:the )?week\b|\bweek starts\b|\bstarts? on monday\b|\bday name\b|\bquarter\b|\bmonth name\b|\bname of the month\b|\bweek number\b|\bweeknum\b|\byear (?:of|from)\b|\bmonth (?:number )?(?:of|from)\b|\bday of the month\b|\b(?:get|extract|pull) the (?:year|month|day)\b|\bwhat (?:year|month|day)\b|\b(?:the|which|what) (?:year|month|quarter)\b|\bq[1-4]\b|\b(?:mon|fri)(?:day)?\b/,
    build: buildDatePart,
    onLower: true,
  },
  { test: /\btoday'?s date\b|\bcurrent date\b|\bdate today\b|\bcurrent time\b|\bdate and time\b/, build: buildToday },
  { test: /./, build: buildFromSample },
  {
    test:
      /\bfirst name\b|\blast name\b|\bsurname\b|\binitials?\b|\bforename\b|\bfamily name\b|\bgiven name\b|\bmiddle name\b|firstname|lastname|\bfirst[._-]last\b/,
    build: buildNameParts,
  },
  {
    test: /\bshare\b|\bpercent(?:age)?\b|%|\bproportion\b|\bfraction\b|\bportion\b/,
    build: buildShareOfTotal,
    onLower: true,
  },
  {
    test: /\bposition\b|\bpostion\b|\bwhere\b|\bcharacter\b|\bat what\b|\blocate\b/,
    build: buildCharacterPosition,
    onLower: true,
  },
  {
    test:
      /\b(?:first|last) word\b|\b(?:after|before|following|up to|between)\b|\b(?:strip|remove|delete|take|cut|drop)\b/,
    build: buildTextPiece,
    onLower: true,
  },
  { test: /\bsplit\b/, build: buildSplit },
  {
    test:
      /\bregex\w*\b|\bdigits?\b|\bnumbers?\b|\bletters\b|\be-?mails?\b|\baddress\b|\bbrackets\b|\bparenthes[ie]s\b|\bdecimals?\b/,
    build: buildRegex,
    onLower: true,
  },
  {
    test:
      /\b(?:first|last|left|right|leftmost|rightmost)\s+\d+\b|\bmid\b|\bstarting (?:at|from) (?:position|character)\b/,
    build: buildSlice,
  },
  {
    test:
      /\b(?:before|after|up to|following|left of|right of)\s+(?:the\s+)?(?:first\s+)?(?:["'@,\-/_.:;|#]|comma|space|dash|hyphen|slash|underscore|dot|period|colon|semicolon|at sign|pipe)|\bdomain\b|\busername\b/,
    build: buildAround,
  },
  {
    test:
      /\btrim(?:s|med|ming)?\b|\bspaces\b|\bupper ?case\b|\blower ?case\b|\bproper ?case\b|\btitle case\b|\bcapitali[sz]e|\bcaps\b|\bcapitals\b|\bcapital letters\b|\bsmall letters\b|\blook normal\b|\blength\b|\bcharacters\b|\bwords\b|\blen\b|\bto (?:a )?(?:real )?number\b|\bstored as text\b|\btext to number\b|\bhow long is\b/,
    build: buildTextFunction,
  },
  {
    test: /\b(?:replace|substitute|swap|change|rename|switch|update)(?:d|ed|s)?\b|\bremove\b|\bdelete\b|\bstrip\b/,
    build: buildSubstitute,
  },
  {
    test:
      /\bjoin\b|\bcombine\b|\bconcatenate\b|\bmerge\b|\bconcat\b|\bput together\b|\btextjoin\b|\b(?:in|into) (?:one|a single|1) cell\b/,
    build: buildJoin,
  },
  { test: /\bposition\b|\bwhich row\b|\bwhat row\b/, build: buildPosition },
  { test: /\bposition of\b|\bwhere\b.*\b(?:starts|appears|begins)\b|\blocate\b/, build: buildFind },
  {
    test: new RegExp(
      `\\b(?:who|which|whose|names?|what|whats)\\b.*\\b(?:${superlative}|most|least|cheapest|max|min)\\b`,
    ),
    build: buildWhoHasMost,
  },
  {
    test: new RegExp(`\\b(?:top|bottom)\\s+\\d+\\b|\\b\\d+\\b.*\\b(?:${superlative}|most|least|cheapest)\\b`),
    build: buildTopLabels,
  },
  {
    test:
      /\blook ?up\b|\bhow much is\b|\bwhich\b|\bwhat\b|\bwho\b|\bof\b|\bfor\b|\bfind\b|\bget\b|\bpull\b|\bfetch\b|\bshow\b|\b(?:first|last)\b|'s\b/,
    build: buildComposedLookup,
    onLower: true,
  },
  {
    test:
      /\blook ?up\b|\blookup\b|\bvlookup\b|\bxlookup\b|\bindex\b.*\bmatch\b|\b(?:find|get|what is|what's|pull|fetch) the [^⟦]*?(?:⟦\d+⟧\s*)?(?:of|for)\b|\breturn\b|\bpull\b|\bcorresponding\b|\bgive me its\b/,
    build: buildLookup,
  },
  {
    test:
      /\d\s*\+|\bor (?:above|more|higher)\b|\band (?:above|up)\b|\b\d+\s*(?:-|to)\s*\d+\b|\bbands?\b|\btiers?\b|\bbuckets?\b|\bscale\b/,
    build: buildTiers,
    onLower: true,
  },
  {
    test:
      /\bif\b|\bgrade\b|\bflag\b|\bwhen\b|\byes\b|\by\/n\b|\botherwise\b|\belse\b|\bmark\b|\blabel\b|\btag\b|\bsay\b|\bunless\b/,
    build: buildLogic,
  },
  { test: /\btrue\b|\bfalse\b|\bchecks?\b|\btests?\b|\?|^(?:is|are|does|do|was|has)\b/, build: buildTruth },
  {
    test:
      /\b(?:increase|raise|grow|plus|add|up|decrease|reduce|cut|lower|minus|less|down)(?:s|d|ed|n)?\b.*(?:%|\bpercent\b)/,
    build: buildPercentAdjust,
    onLower: true,
  },
  { test: /\btax\b|\bvat\b|\bgst\b|\bdiscount\b|\boff\b/, build: buildTaxOrDiscount },
  { test: /\bpercent|\bpercentage\b|%|\bshare of\b|\bproportion\b|\bof the total\b|\bgrowth\b/, build: buildPercent },
  { test: /\bweighted\b/, build: buildWeightedAverage },
  {
    test: /\babsolute\b|\bpositive\b|\broot\b|\bsqrt\b|\bsquared\b|\bcubed\b|\bpower\b|\bsquare of\b|\babs\b|\^/,
    build: buildMath,
  },
  { test: /\btimes\b|\bmultipl|\bproduct of\b|\bx\b|\*/, build: buildSumOfProducts },
  { test: /\bfor each\b|\bper\b|\bgroup(?:ed)? by\b|\bfor every\b|\bby\b/, build: buildGrouped },
  { test: /\bdup(?:e|licate|licates|licated)?s?\b|\bmore than once\b/, build: buildDuplicateFlag, onLower: true },
  { test: /\bunique\b|\bdistinct\b|\bdifferent\b|\bduplicates\b|\bdeduplicate\b/, build: buildDistinct },
  { test: /\brank\b|\branking\b/, build: buildRank },
  {
    test: new RegExp(
      `\\b(?:top|bottom)\\s+\\d+\\b|\\b\\d+(?:st|nd|rd|th)\\s+${superlative}|\\b${superlative}\\s+\\d+\\b|\\b\\d+\\s+${superlative}\\b`,
    ),
    build: buildTopN,
  },
  { test: /./, build: buildAggregate },
];
