import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";

// Built once: compiling the dataset's patterns is the expensive part, matching is cheap.
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/**
 * Whether `text` contains an English obscenity. obscenity's recommended transformers undo l33t spellings and
 * repeated letters, and its whitelist keeps words like "Scunthorpe" clean; the web runs the same check first.
 */
export const hasProfanity = (text: string): boolean => matcher.hasMatch(text);
