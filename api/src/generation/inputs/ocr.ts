import { Buffer } from "node:buffer";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import Tesseract from "tesseract.js";
import { dataMessages } from "../../../contract/data-messages.ts";
import { decodeGreyPng, encodePgm, type GreyImage } from "./grey-image.ts";
import { crop, prepareForOcr, upscale } from "./prepare-image.ts";
import { deskew } from "./deskew.ts";
import { columnEdges, eraseRules, findRules } from "./ruled-lines.ts";
import { dropSheetHeadings } from "./sheet-headings.ts";
import { dropEdgeSpecks } from "./edge-specks.ts";
import { joinHeaderlessColumns } from "./headerless-columns.ts";
import { restoreNumberPunctuation } from "./number-punctuation.ts";
import { restoreColumnShapes } from "./column-shapes.ts";
import { restoreWordForms } from "./word-forms.ts";
import { restoreDateMarks } from "./date-marks.ts";
import { restoreUnitTokens } from "./unit-tokens.ts";
import { joinSplitCapitals, splitAtSpaces, usualSpace } from "./word-spaces.ts";
import { DataError } from "./table.ts";
import { doubtfulNumbers } from "./doubtful-numbers.ts";
import { cellWords, type WordBox } from "./table-layout.ts";
import { restoreInkMarks } from "./ink-marks.ts";
import { restoreInkShapes } from "./ink-shapes.ts";
import { createLineRecogniser } from "./line-recogniser.ts";
import { readWordsAgain } from "./second-reading.ts";

export interface Ocr {
  /** The cells of the table in a picture, row by row. */
  recognise(bytes: Uint8Array): Promise<string[][]>;
  /** Ends the Tesseract worker and frees the line recogniser; a later recognise starts them again. */
  stop(): Promise<void>;
}

/**
 * English LSTM data shipped in an npm package (tessdata_best, integerised), so nothing is downloaded: without a
 * langPath tesseract.js fetches it from a CDN.
 */
const langPath = join(
  dirname(createRequire(import.meta.url).resolve("@tesseract.js-data/eng/package.json")),
  "4.0.0_best_int",
);

const workerOptions: Partial<Tesseract.WorkerOptions> = {
  langPath,
  gzip: true,
  // tesseract.js otherwise caches the unpacked data as ./eng.traineddata in the server's working directory.
  cacheMethod: "none",
  // Without a handler a failed job is also thrown inside tesseract.js's message listener, where nothing catches it.
  errorHandler: () => {},
};

const tableParameters: Partial<Tesseract.WorkerParams> = {
  // One uniform block: table rows are read as lines, and the word boxes give the columns.
  tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK,
  // The picture is already scaled for Tesseract; saying so also spares the log its "Estimating resolution" line.
  user_defined_dpi: "300",
};

/**
 * How much larger than the first reading a doubtful cell is read again, in turn until one reading is accepted: small
 * text's commas appear a little larger, while larger still can lose them again (measured on 11 px screenshots).
 */
const rereadEnlargements = [1.25, 2];

/** What a number cell can hold: the second reading of a doubtful cell may only find these. */
const numberParameters: Partial<Tesseract.RecognizeOptions & Tesseract.WorkerParams> = {
  tessedit_pageseg_mode: Tesseract.PSM.SINGLE_LINE,
  tessedit_char_whitelist: "0123456789.,-+()%$€£¥ ",
};

const fromDataUrl = (url: string) => new Uint8Array(Buffer.from(url.slice(url.indexOf(",") + 1), "base64"));
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const boxOf = (words: WordBox[]) => ({
  x0: Math.min(...words.map((word) => word.x0)),
  y0: Math.min(...words.map((word) => word.y0)),
  x1: Math.max(...words.map((word) => word.x1)),
  y1: Math.max(...words.map((word) => word.y1)),
});

function wordsOf(page: Tesseract.Page, image: GreyImage): WordBox[] {
  const lines = (page.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  const space = usualSpace(lines.map((line) => line.words.map(({ text, bbox }) => ({ text, ...bbox }))));
  return lines.flatMap((line) =>
    joinSplitCapitals(
      line.words.flatMap(({ text, bbox, symbols }) =>
        splitAtSpaces(
          { text, ...bbox },
          symbols.map((symbol) => ({ text: symbol.text, ...symbol.bbox })),
          image,
          space,
        )
      ),
      space,
    )
  );
}

/**
 * Reads tables from pictures with tesseract.js, offline: one long-lived Tesseract worker (started on first use), one
 * picture at a time, each within `timeoutMs` (30 s by default; past it the worker is ended and replaced, and the
 * picture refused with 504; under Deno 2.9 the ended worker's thread still finishes the picture it was reading).
 * Tesseract first decodes the picture to grey (any format Leptonica reads); rows are then normalised to dark on white
 * and the picture enlarged until its text is about 24 px tall; the word boxes of the second pass are rebuilt into
 * rows and columns, and every word is read again by PaddleOCR's line recogniser, whose reading wins where it is sure
 * (second-reading.ts); a number's point, comma or minus that OCR lost is put back from the cell's ink where its column
 * agrees, as is a leading slash or 8 the ink draws but OCR misread; and number cells that read doubtfully are read
 * once more on their own.
 */
export function createOcr(options: { timeoutMs?: number } = {}): Ocr {
  const { timeoutMs = 30_000 } = options;
  let worker: Promise<Tesseract.Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const recogniser = createLineRecogniser();

  const startWorker = () =>
    worker ??= Tesseract.createWorker("eng", Tesseract.OEM.LSTM_ONLY, workerOptions).then(
      async (created) => {
        await created.setParameters(tableParameters);
        return created;
      },
      (error) => {
        // The next picture tries again rather than meeting this failure for good.
        worker = undefined;
        throw error;
      },
    );

  async function endWorker() {
    const ending = worker;
    worker = undefined;
    await ending?.then((running) => running.terminate(), () => {});
  }

  /**
   * Reads a doubtful number cell again, alone, `enlargement` times as large as the first time (a comma is a few
   * pixels), with only number characters allowed.
   */
  async function reread(
    tesseract: Tesseract.Worker,
    ensureCurrent: () => void,
    page: GreyImage,
    scale: number,
    enlargement: number,
    words: WordBox[],
  ) {
    const top = Math.min(...words.map((word) => word.y0));
    const bottom = Math.max(...words.map((word) => word.y1));
    const margin = (bottom - top) / 2;
    const left = Math.min(...words.map((word) => word.x0)) - margin;
    const box = {
      left: left / scale,
      top: (top - margin) / scale,
      width: (Math.max(...words.map((word) => word.x1)) + margin - left) / scale,
      height: (bottom - top + 2 * margin) / scale,
    };
    const cell = encodePgm(upscale(crop(page, box), enlargement * scale));
    ensureCurrent();
    const { data } = await tesseract.recognize(asBuffer(cell), numberParameters);
    return data.text.trim();
  }

  async function read(bytes: Uint8Array): Promise<string[][]> {
    const current = startWorker();
    const tesseract = await current;
    // tesseract.js posts to an ended worker from an async helper whose failure no caller can catch (an unhandled
    // rejection), so a picture that ran out of time stops before its next call instead.
    const ensureCurrent = () => {
      if (worker !== current) throw new DataError(504, dataMessages.tooSlow);
    };
    try {
      ensureCurrent();
      const { data: grey } = await tesseract.recognize(asBuffer(bytes), {}, { imageGrey: true, text: false });
      // prepareForOcr normalises `page` in place: the second readings crop it.
      const page = deskew(decodeGreyPng(fromDataUrl(grey.imageGrey!)));
      const rules = findRules(page);
      eraseRules(page, rules);
      const prepared = prepareForOcr(page);
      const scale = prepared.width / page.width;
      ensureCurrent();
      const { data } = await tesseract.recognize(asBuffer(encodePgm(prepared)), {}, { blocks: true, text: false });
      const edgesOf = (top: number, bottom: number) =>
        columnEdges(rules, top / scale, bottom / scale).map((edge) => edge * scale);
      ensureCurrent();
      const layout = await readWordsAgain(cellWords(wordsOf(data, prepared), edgesOf), prepared, recogniser);
      const cells = layout.map((row) => row.map((cell) => cell.map((word) => word.text).join(" ")));
      const boxes = layout.map((row) => row.map((cell) => cell.length ? boxOf(cell) : undefined));
      restoreInkMarks(cells, boxes, prepared);
      restoreInkShapes(cells, boxes, prepared);
      for (const { row, column, accepts } of doubtfulNumbers(cells)) {
        for (const enlargement of rereadEnlargements) {
          const second = await reread(tesseract, ensureCurrent, page, scale, enlargement, layout[row][column]);
          if (!accepts(second)) continue;
          cells[row][column] = second;
          break;
        }
      }
      const table = joinHeaderlessColumns(dropSheetHeadings(dropEdgeSpecks(cells)));
      restoreNumberPunctuation(table);
      restoreColumnShapes(table);
      restoreDateMarks(table);
      restoreUnitTokens(table);
      restoreWordForms(table);
      return table;
    } catch (error) {
      if (error instanceof DataError) throw error;
      // Leptonica could not decode the picture (a damaged or truncated file, a format variant it lacks).
      throw new DataError(422, dataMessages.unreadableImage);
    }
  }

  async function withinTime(bytes: Uint8Array): Promise<string[][]> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DataError(504, dataMessages.tooSlow)), timeoutMs);
    });
    try {
      const cells = await Promise.race([read(bytes), late]);
      if (cells.length === 0) throw new DataError(422, dataMessages.noTextInImage);
      return cells;
    } catch (error) {
      // Not awaited: a worker that never finished starting would hold the queue up for good.
      if (error instanceof DataError && error.status === 504) void endWorker();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    recognise(bytes) {
      const job = queue.then(() => withinTime(bytes));
      queue = job.catch(() => {});
      return job;
    },
    async stop() {
      await Promise.all([endWorker(), recogniser.release()]);
    },
  };
}
