/** The word forms of one noun, keyed by Intl's plural categories; `other` is the fallback for any form left out. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * A counter for text written in `language`: "1 reply", "2 replies", "1,234 views". The plural rules and the digits
 * follow the language the words are written in, not the reader's locale: French calls 0 singular, and "0 reply"
 * would be wrong English.
 */
export function countsIn(language: string): (count: number, forms: PluralForms) => string {
  const rules = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);
  return (count, forms) => `${numbers.format(count)} ${forms[rules.select(count)] ?? forms.other}`;
}
