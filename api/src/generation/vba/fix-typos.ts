// The words intents are recognised by; a near miss of one of these is read as that word.
const vocabulary = [
  "delete remove blank empty duplicate duplicates highlight colour color format header headers border ",
  "borders autofit filter export protect unprotect timestamp split combine consolidate merge clear ",
  "unhide message formula formulas values replace through column columns contents ascending descending ",
  "password currency percentage greater create insert separate worksheet worksheets sheets sheet every ",
  "macro whenever change changes changed modified condition workbook number numbers decimal value select ",
  "filters removes deletes sorted selected selection protected unprotected deleted removed created ",
  "highlighted formatted filtered hidden columns seconds workbooks worksheet's unprotects protects freeze ",
  "unfreeze frozen",
].join("").split(" ");
// Real words one letter away from a vocabulary word that must keep their own meaning.
const keep = new Set(
  [
    "black clean reader leader heater sheer sheep sleet fitter former formal verge valued project projects order orders",
    "ordered remote invert inverted whatever wherever currently charges charged colon colons chances filler conditional",
  ].join(" ").split(" "),
);

// Misspellings too far from the word for the distance rule, but common in real requests.
const aliases = new Map([
  ["hilight", "highlight"],
  ["hilite", "highlight"],
  ["highlite", "highlight"],
  ["hightlight", "highlight"],
  ["dupes", "duplicates"],
  ["dups", "duplicates"],
  ["thru", "through"],
  ["teh", "the"],
  ["col", "column"],
  ["cols", "columns"],
  ["evry", "every"],
  ["colum", "column"],
  ["collumn", "column"],
  ["coloumn", "column"],
  ["pdfs", "pdf"],
]);

const byLength = new Map<number, string[]>();
for (const word of vocabulary) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);

// Optimal string alignment distance with an early exit: only "within `limit`" matters here.
const within = (a: string, b: string, limit: number): boolean => {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j], previous2[j - 2] + 1);
      }
    }
    if (Math.min(...row) > limit) return false;
    previous2 = previous;
    previous = row;
  }
  return previous[b.length] <= limit;
};

// Words repeat across requests; remembering each answer keeps long requests linear. Bounded, so it cannot grow forever.
const corrected = new Map<string, string>();

const correct = (word: string): string => {
  const known = corrected.get(word);
  if (known !== undefined) return known;
  const result = nearest(word);
  if (corrected.size > 20_000) corrected.clear();
  corrected.set(word, result);
  return result;
};

const nearest = (word: string): string => {
  const alias = aliases.get(word);
  if (alias) return alias;
  if (word.length < 5 || keep.has(word) || vocabulary.includes(word)) return word;
  // The nearest word wins: one edit away before two ("dupliactes" is "duplicates", not "duplicate").
  for (let distance = 1; distance <= (word.length >= 8 ? 2 : 1); distance++) {
    for (let length = word.length - distance; length <= word.length + distance; length++) {
      const match = byLength.get(length)?.find((candidate) => within(word, candidate, distance));
      if (match) return match;
    }
  }
  return word;
};

/** Corrects slightly misspelt words of a lower-case request ("dupliactes", "higlight") to the words intents use. */
export const fixTypos = (text: string): string =>
  text.length > 2_000 ? text : text.replace(/[a-z]+/g, (word) => correct(word));
