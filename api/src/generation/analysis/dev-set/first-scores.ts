import { z } from "zod";
import { rate, type SetScore, type Tally } from "./score.ts";
import firstScores from "./first-scores.json" with { type: "json" };

const tally = z.object({ correct: z.number().int().min(0), total: z.number().int().min(0) });
const firstScore = z.object({ commit: z.string(), date: z.string(), firstSentence: tally, honest: tally });

/**
 * Each blind set's score the first time it was scored, before any of its failures were read: the honest starting
 * figure, which `npm run eval` prints beside the latest one.
 */
const recorded = z.record(z.string(), firstScore).parse(firstScores);

const percent = (counts: Tally) => `${(rate(counts) * 100).toFixed(1)}% (${counts.correct}/${counts.total})`;

/** The line eval prints under a set's report: its first score, or that none is recorded. */
export function firstScoreLine(file: string): string {
  const first = recorded[file];
  if (!first) return "First score: not recorded";
  const honest = first.honest.total ? `, answered honestly ${percent(first.honest)}` : "";
  return `First score (${first.commit}, ${first.date}): first sentence ${percent(first.firstSentence)}${honest}`;
}

/** Keeps a set's first score in first-scores.json; a set already scored keeps the score it had first. */
export async function recordFirstScore(file: string, score: SetScore): Promise<void> {
  if (recorded[file]) throw new Error(`${file} was first scored at ${recorded[file].commit}; that score stays`);
  const head = new Deno.Command("git", { args: ["rev-parse", "--short", "HEAD"], stdout: "piped" }).outputSync();
  const commit = new TextDecoder().decode(head.stdout).trim();
  const date = new Date().toISOString().slice(0, 10);
  recorded[file] = { commit, date, firstSentence: score.firstSentence, honest: score.honest };
  const path = new URL("./first-scores.json", import.meta.url);
  await Deno.writeTextFile(path, `${JSON.stringify(recorded, null, 2)}\n`);
}
