/**
 * Which functions Excel (Microsoft 365) and Google Sheets have, with their argument counts. A formula for a platform
 * may only use what that platform has: the verifier rejects the rest. The table is written as `NAME:counts`, where
 * counts is `n` (exactly), `n-m`, or `n+` (any number from n); `excel/sheets` when the platforms differ, and `-` for
 * a platform that lacks the function. Functions only HyperFormula has (HF.ADD, MAXPOOL, INTERVAL, VERSION…) are left
 * out on purpose: no user could paste them.
 */
import type { Platform } from "../../../contract/account.ts";

export type { Platform };

export interface CatalogEntry {
  platforms: Platform[];
  minArgs: number;
  maxArgs: number;
  /** When Sheets counts differently from Excel (ROUND's places is optional in Sheets, CONCAT takes exactly two). */
  sheets?: { minArgs: number; maxArgs: number };
}

const table = `
ABS:1 SIGN:1 SQRT:1 SQRTPI:1 POWER:2 EXP:1 LN:1 LOG:1-2 LOG10:1 MOD:2 QUOTIENT:2 INT:1 TRUNC:1-2 EVEN:1 ODD:1
ROUND:2/1-2 ROUNDUP:2/1-2 ROUNDDOWN:2/1-2 MROUND:2 CEILING:2/1-2 FLOOR:2/1-2 CEILING.MATH:1-3 FLOOR.MATH:1-3
CEILING.PRECISE:1-2 FLOOR.PRECISE:1-2 ISO.CEILING:1-2/- PI:0 RAND:0 RANDBETWEEN:2 RANDARRAY:0-5/0-2 FACT:1
FACTDOUBLE:1 COMBIN:2 COMBINA:2 PERMUT:2 PERMUTATIONA:2 GCD:1+ LCM:1+ MULTINOMIAL:1+ PRODUCT:1+ SUM:1+ SUMSQ:1+
SUMPRODUCT:1+ SUMX2MY2:2 SUMX2PY2:2 SUMXMY2:2 SERIESSUM:4 MMULT:2 MDETERM:1 MINVERSE:1 MUNIT:1 TRANSPOSE:1 DEGREES:1
RADIANS:1 SIN:1 COS:1 TAN:1 COT:1 SEC:1 CSC:1 ASIN:1 ACOS:1 ATAN:1 ACOT:1 ATAN2:2 SINH:1 COSH:1 TANH:1 COTH:1 SECH:1
CSCH:1 ASINH:1 ACOSH:1 ATANH:1 ACOTH:1 ROMAN:1-2 ARABIC:1 BASE:2-3 DECIMAL:2 BITAND:2 BITOR:2 BITXOR:2 BITLSHIFT:2
BITRSHIFT:2 DEC2BIN:1-2 DEC2OCT:1-2 DEC2HEX:1-2 BIN2DEC:1 BIN2OCT:1-2 BIN2HEX:1-2 OCT2DEC:1 OCT2BIN:1-2 OCT2HEX:1-2
HEX2DEC:1 HEX2BIN:1-2 HEX2OCT:1-2 DELTA:1-2 GESTEP:1-2 ERF:1-2 ERFC:1 CONVERT:3 COMPLEX:2-3 IMABS:1 IMAGINARY:1
IMREAL:1 IMARGUMENT:1 IMCONJUGATE:1 IMCOS:1 IMCOSH:1 IMCOT:1 IMCSC:1 IMCSCH:1 IMSEC:1 IMSECH:1 IMSIN:1 IMSINH:1
IMTAN:1 IMDIV:2 IMPRODUCT:1+ IMSUM:1+ IMSUB:2 IMEXP:1 IMLN:1 IMLOG10:1 IMLOG2:1 IMPOWER:2 IMSQRT:1
BESSELI:2/- BESSELJ:2/- BESSELK:2/- BESSELY:2/-

AVERAGE:1+ AVERAGEA:1+ AVERAGEIF:2-3 AVERAGEIFS:3+ COUNT:1+ COUNTA:1+ COUNTBLANK:1 COUNTIF:2 COUNTIFS:2+ SUMIF:2-3
SUMIFS:3+ MAXIFS:3+ MINIFS:3+ MAX:1+ MAXA:1+ MIN:1+ MINA:1+ MEDIAN:1+ MODE:1+ MODE.SNGL:1+ MODE.MULT:1+ LARGE:2
SMALL:2 RANK:2-3 RANK.EQ:2-3 RANK.AVG:2-3 PERCENTILE:2 PERCENTILE.INC:2 PERCENTILE.EXC:2 PERCENTRANK:2-3
PERCENTRANK.INC:2-3 PERCENTRANK.EXC:2-3 QUARTILE:2 QUARTILE.INC:2 QUARTILE.EXC:2 STDEV:1+ STDEV.S:1+ STDEV.P:1+
STDEVP:1+ STDEVA:1+ STDEVPA:1+ VAR:1+ VAR.S:1+ VAR.P:1+ VARP:1+ VARA:1+ VARPA:1+ AVEDEV:1+ DEVSQ:1+ GEOMEAN:1+
HARMEAN:1+ TRIMMEAN:2 KURT:1+ SKEW:1+ SKEW.P:1+ CORREL:2 PEARSON:2 RSQ:2 SLOPE:2 INTERCEPT:2 STEYX:2 COVAR:2
COVARIANCE.P:2 COVARIANCE.S:2 FORECAST:3 FORECAST.LINEAR:3 TREND:1-4 GROWTH:1-4 LINEST:1-4 LOGEST:1-4 FREQUENCY:2
STANDARDIZE:3 FISHER:1 FISHERINV:1 GAMMA:1 GAMMALN:1 GAMMALN.PRECISE:1/- GAUSS:1 PHI:1 PROB:3-4
NORM.DIST:4 NORM.INV:3 NORM.S.DIST:2 NORM.S.INV:1 NORMDIST:4 NORMINV:3 NORMSDIST:1 NORMSINV:1 LOGNORM.DIST:4
LOGNORM.INV:3 LOGNORMDIST:3 LOGINV:3 T.DIST:3 T.DIST.2T:2 T.DIST.RT:2 T.INV:2 T.INV.2T:2 TDIST:3 TINV:2 T.TEST:4
TTEST:4 F.DIST:4 F.DIST.RT:3 F.INV:3 F.INV.RT:3 FDIST:3 FINV:3 F.TEST:2 FTEST:2 CHISQ.DIST:3 CHISQ.DIST.RT:2
CHISQ.INV:2 CHISQ.INV.RT:2 CHIDIST:2 CHIINV:2 CHISQ.TEST:2 CHITEST:2 Z.TEST:2-3 ZTEST:2-3 BETA.DIST:4-6 BETA.INV:3-5
BETADIST:3-5 BETAINV:3-5 BINOM.DIST:4 BINOM.INV:3 BINOMDIST:4 CRITBINOM:3 EXPON.DIST:3 EXPONDIST:3 GAMMA.DIST:4
GAMMA.INV:3 GAMMADIST:4 GAMMAINV:3 HYPGEOM.DIST:5 HYPGEOMDIST:4 NEGBINOM.DIST:4 NEGBINOMDIST:3 POISSON.DIST:3
POISSON:3 WEIBULL.DIST:4 WEIBULL:4 CONFIDENCE:3 CONFIDENCE.NORM:3 CONFIDENCE.T:3 SUBTOTAL:2+ AGGREGATE:3+/-
COUNTUNIQUE:-/1+ COUNTUNIQUEIFS:-/3+ AVERAGE.WEIGHTED:-/2+ MARGINOFERROR:-/2

IF:2-3 IFS:2+ SWITCH:3+ IFERROR:2 IFNA:2 AND:1+ OR:1+ XOR:1+ NOT:1 TRUE:0 FALSE:0 LET:3+ LAMBDA:1+ MAP:2+ REDUCE:3
SCAN:3 MAKEARRAY:3 BYROW:2 BYCOL:2 ISOMITTED:1/-

VLOOKUP:3-4 HLOOKUP:3-4 XLOOKUP:3-6 LOOKUP:2-3 MATCH:2-3 XMATCH:2-4 INDEX:2-4/1-3 CHOOSE:2+ OFFSET:3-5 INDIRECT:1-2
ADDRESS:2-5 ROW:0-1 ROWS:1 COLUMN:0-1 COLUMNS:1 HYPERLINK:1-2 FORMULATEXT:1 SHEET:0-1 SHEETS:0-1 GETPIVOTDATA:2+
AREAS:1/- FILTER:2-3/2+ SORT:1-4/1+ SORTBY:2+/- SORTN:-/1+ UNIQUE:1-3 SEQUENCE:1-4 VSTACK:1+ HSTACK:1+
TOCOL:1-3 TOROW:1-3 WRAPROWS:2-3 WRAPCOLS:2-3 TAKE:2-3 DROP:2-3 CHOOSECOLS:2+ CHOOSEROWS:2+ EXPAND:2-4/- IMAGE:1-5/1-4
ARRAYFORMULA:-/1 ARRAY_CONSTRAIN:-/3 FLATTEN:-/1+ QUERY:-/1-3 IMPORTRANGE:-/2 IMPORTDATA:-/1-3 IMPORTHTML:-/2-4
IMPORTXML:-/2-3 IMPORTFEED:-/1-4 GOOGLEFINANCE:-/1-5 GOOGLETRANSLATE:-/1-3 DETECTLANGUAGE:-/1 SPARKLINE:-/1-2
STOCKHISTORY:2+/- WEBSERVICE:1/- FILTERXML:2/- GROUPBY:3-8/- PIVOTBY:4-11/- TRIMRANGE:1-3/- RTD:3+/-
CUBEVALUE:1+/- CUBEMEMBER:2-3/- CUBESET:2-5/- CUBESETCOUNT:1/- CUBERANKEDMEMBER:3-4/- CUBEMEMBERPROPERTY:3/-
CUBEKPIMEMBER:3-4/-

ISBLANK:1 ISERR:1 ISERROR:1 ISNA:1 ISNUMBER:1 ISTEXT:1 ISNONTEXT:1 ISLOGICAL:1 ISREF:1 ISFORMULA:1 ISEVEN:1 ISODD:1
NA:0 ERROR.TYPE:1 TYPE:1 N:1 CELL:1-2/2 ISEMAIL:-/1 ISURL:-/1 ISBETWEEN:-/3-5

LEFT:1-2 RIGHT:1-2 MID:3 LEN:1 FIND:2-3 SEARCH:2-3 REPLACE:4 SUBSTITUTE:3-4 TRIM:1 CLEAN:1 UPPER:1 LOWER:1 PROPER:1
REPT:2 EXACT:2 T:1 TEXT:2 VALUE:1 FIXED:1-3 DOLLAR:1-2 CHAR:1 CODE:1 UNICHAR:1 UNICODE:1 CONCATENATE:1+
CONCAT:1+/2 TEXTJOIN:3+ NUMBERVALUE:1-3/- TEXTBEFORE:2-6/- TEXTAFTER:2-6/- TEXTSPLIT:2-6/- VALUETOTEXT:1-2/-
ARRAYTOTEXT:1-2/- REGEXTEST:2-3/- REGEXEXTRACT:2-4/2 REGEXREPLACE:3-5/3 REGEXMATCH:-/2 SPLIT:-/2-4 JOIN:-/2+
TO_TEXT:-/1 TO_DATE:-/1 TO_DOLLARS:-/1 TO_PERCENT:-/1 TO_PURE_NUMBER:-/1 ADD:-/2 MINUS:-/2 MULTIPLY:-/2 DIVIDE:-/2
POW:-/2 EQ:-/2 NE:-/2 GT:-/2 GTE:-/2 LT:-/2 LTE:-/2 UMINUS:-/1 UPLUS:-/1 UNARY_PERCENT:-/1

DATE:3 TIME:3 YEAR:1 MONTH:1 DAY:1 HOUR:1 MINUTE:1 SECOND:1 TODAY:0 NOW:0 DATEVALUE:1 TIMEVALUE:1 WEEKDAY:1-2
WEEKNUM:1-2 ISOWEEKNUM:1 DAYS:2 DAYS360:2-3 EDATE:2 EOMONTH:2 NETWORKDAYS:2-3 NETWORKDAYS.INTL:2-4 WORKDAY:2-3
WORKDAY.INTL:2-4 YEARFRAC:2-3 DATEDIF:3 EPOCHTODATE:-/1-2

PMT:3-5 IPMT:4-6 PPMT:4-6 FV:3-5 PV:3-5 NPER:3-5 RATE:3-6 NPV:2+ XNPV:3 IRR:1-2 XIRR:2-3 MIRR:3 EFFECT:2 NOMINAL:2
SLN:3 SYD:4 DB:4-5 DDB:4-5 VDB:5-7 CUMIPMT:6 CUMPRINC:6 ISPMT:4 FVSCHEDULE:2 PDURATION:3 RRI:3 DOLLARDE:2 DOLLARFR:2
TBILLEQ:3 TBILLPRICE:3 TBILLYIELD:3

DAVERAGE:3 DCOUNT:3 DCOUNTA:3 DGET:3 DMAX:3 DMIN:3 DPRODUCT:3 DSTDEV:3 DSTDEVP:3 DSUM:3 DVAR:3 DVARP:3
`;

function counts(spec: string): { minArgs: number; maxArgs: number } {
  if (spec.endsWith("+")) return { minArgs: Number(spec.slice(0, -1)), maxArgs: Infinity };
  const [min, max = min] = spec.split("-").map(Number);
  return { minArgs: min, maxArgs: max };
}

function parseTable(text: string): Map<string, CatalogEntry> {
  const catalog = new Map<string, CatalogEntry>();
  for (const item of text.split(/\s+/).filter(Boolean)) {
    const [name, spec] = item.split(":");
    if (catalog.has(name)) throw new Error(`${name} is in the function catalog twice`);
    const [excel, sheets = excel] = spec.split("/");
    const platforms: Platform[] = [];
    if (excel !== "-") platforms.push("excel");
    if (sheets !== "-") platforms.push("sheets");
    const base = counts(excel === "-" ? sheets : excel);
    const entry: CatalogEntry = { platforms, ...base };
    if (excel !== "-" && sheets !== excel && sheets !== "-") entry.sheets = counts(sheets);
    catalog.set(name, entry);
  }
  return catalog;
}

/** Every function of the catalog, by upper-case name. */
export const functionCatalog: ReadonlyMap<string, CatalogEntry> = parseTable(table);

// Excel writes functions newer than a file format with these prefixes (=_xlfn.XLOOKUP(…)); they name the same
// function.
const storagePrefix = /^_(?:XLFN|XLWS|XLUDF)\./;

/** A function's name as the catalog keys it: upper case, without Excel's _xlfn. storage prefix. */
export const catalogName = (name: string) => name.toUpperCase().replace(storagePrefix, "");

/** The functions a formula calls, by their catalog names, each once, in the order they first appear. */
export const calledNames = (calls: { name: string }[]) => [...new Set(calls.map((call) => catalogName(call.name)))];

/** The catalog entry for a function name as written in a formula (any case, with or without _xlfn.). */
export function lookupFunction(name: string): CatalogEntry | undefined {
  return functionCatalog.get(catalogName(name));
}

/** The argument counts a platform accepts for an entry. */
export function argumentRange(entry: CatalogEntry, platform: Platform): { minArgs: number; maxArgs: number } {
  const { minArgs, maxArgs } = platform === "sheets" && entry.sheets ? entry.sheets : entry;
  return { minArgs, maxArgs };
}

export type FunctionCheck = "ok" | "unknown" | "not-on-platform" | "argument-count";

/** Whether a call to `name` with `args` arguments is allowed on `platform`. */
export function checkFunction(name: string, args: number, platform: Platform): FunctionCheck {
  const entry = lookupFunction(name);
  if (!entry) return "unknown";
  if (!entry.platforms.includes(platform)) return "not-on-platform";
  const { minArgs, maxArgs } = argumentRange(entry, platform);
  return args >= minArgs && args <= maxArgs ? "ok" : "argument-count";
}
