import type { GreyImage } from "./grey-image.ts";
import type { LineRecogniser } from "./line-recogniser.ts";
import { crop } from "./prepare-image.ts";
import { voteWord } from "./reading-vote.ts";
import type { WordBox } from "./table-layout.ts";

/**
 * How far past a word's box its crop reaches, as a share of its row's height: the recogniser reads best with the ink
 * filling the picture (with a fifth of the row around each word, 3 % fewer cells were right).
 */
const cropMargin = 0.05;

/**
 * Every word of the table read a second time by the line recogniser, cropped as tall as its row (so a comma or an
 * underscore below the line stays in), and each word's text voted from its two readings.
 */
export async function readWordsAgain(
  layout: WordBox[][][],
  image: GreyImage,
  recogniser: LineRecogniser,
): Promise<WordBox[][][]> {
  const crops: GreyImage[] = [];
  for (const row of layout) {
    const words = row.flat();
    if (words.length === 0) continue;
    const top = Math.min(...words.map((word) => word.y0));
    const bottom = Math.max(...words.map((word) => word.y1));
    const margin = cropMargin * (bottom - top);
    for (const word of words) {
      crops.push(crop(image, {
        left: word.x0 - margin,
        top: top - margin,
        width: word.x1 - word.x0 + 2 * margin,
        height: bottom - top + 2 * margin,
      }));
    }
  }
  const readings = await recogniser.read(crops);
  let next = 0;
  return layout.map((row) =>
    row.map((cell) => cell.map((word) => ({ ...word, text: voteWord(word.text, readings[next++], recogniser.knows) })))
  );
}
