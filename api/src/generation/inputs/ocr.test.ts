import { afterAll, expect, test } from "vitest";
import { dataMessages } from "../../../contract/data-messages.ts";
import { renderTablePng, salesRows } from "../../../test/data-fixtures.ts";
import { createOcr } from "./ocr.ts";

const ocr = createOcr();
afterAll(() => ocr.stop());

test("a screenshot of a 20-row, 6-column table comes back cell for cell", async () => {
  const rows = salesRows(19);
  const cells = await ocr.recognise(await renderTablePng(rows));
  expect(cells).toEqual(rows);
}, 60_000);

test(
  "a wide table stretched to 1000 px, with numbers set right under headers set left, keeps its columns",
  async () => {
    const rows = salesRows(9);
    expect(await ocr.recognise(await renderTablePng(rows, { width: 1000, fontSize: 16 }))).toEqual(rows);
  },
  60_000,
);

test("codes mixing letters and digits keep their letters, and money its points and signs", async () => {
  const rows = [
    ["Key", "Ref", "Owner", "Fee"],
    ["IOS-4085", "#Z8338", "Walsh", "£12.50"],
    ["IOS-2872", "#L6096", "Okafor", "£2.40"],
    ["IOS-1473", "#S9629", "Lillie", "€34,500"],
    ["API-3759", "#J4328", "O'Brien", "£6.00"],
  ];
  expect(await ocr.recognise(await renderTablePng(rows))).toEqual(rows);
}, 60_000);

test("a picture without text, and bytes Leptonica cannot decode, are refused with 422", async () => {
  const blank = await renderTablePng([[" ", " "], [" ", " "]]);
  await expect(ocr.recognise(blank)).rejects.toMatchObject({ status: 422, message: dataMessages.noTextInImage });
  const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);
  await expect(ocr.recognise(broken)).rejects.toMatchObject({ status: 422, message: dataMessages.unreadableImage });
  // The worker is still there for the next picture.
  expect(await ocr.recognise(await renderTablePng([["Name", "Score"], ["Ann", "12"]]))).toEqual([
    ["Name", "Score"],
    ["Ann", "12"],
  ]);
}, 60_000);

test("a picture over the time limit is refused with 504, and the next one gets a new Tesseract worker", async () => {
  const hurried = createOcr({ timeoutMs: 800 });
  try {
    const large = await renderTablePng(salesRows(60), { width: 2400, fontSize: 24 });
    await expect(hurried.recognise(large)).rejects.toMatchObject({ status: 504, message: dataMessages.tooSlow });
  } finally {
    await hurried.stop();
  }
  const patient = createOcr({ timeoutMs: 30_000 });
  try {
    expect(await patient.recognise(await renderTablePng([["Item"], ["Lamp"]]))).toEqual([["Item"], ["Lamp"]]);
  } finally {
    await patient.stop();
  }
}, 60_000);

test("reads offline and writes nothing: no network, no write permission, the working directory unchanged", async () => {
  const picture = await Deno.makeTempFile({ suffix: ".png" });
  try {
    await Deno.writeFile(picture, await renderTablePng([["City", "Sales"], ["New York", "1,234.56"]]));
    const before = [...Deno.readDirSync(Deno.cwd())].map((entry) => entry.name).sort();
    const script = `
      import { createOcr } from ${JSON.stringify(new URL("./ocr.ts", import.meta.url).href)};
      const ocr = createOcr();
      console.log(JSON.stringify(await ocr.recognise(await Deno.readFile(Deno.args[0]))));
      await ocr.stop();
    `;
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--quiet",
        "--no-prompt",
        "--allow-read",
        "--allow-env",
        `--allow-ffi=${Deno.realPathSync(new URL("../../../../node_modules/onnxruntime-node/bin", import.meta.url))}`,
        "--deny-net",
        "--deny-write",
        "-",
        picture,
      ],
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(script));
    await writer.close();
    const { code, stdout, stderr } = await child.output();
    expect(new TextDecoder().decode(stderr)).toBe("");
    expect(code).toBe(0);
    expect(JSON.parse(new TextDecoder().decode(stdout))).toEqual([["City", "Sales"], ["New York", "1,234.56"]]);
    expect([...Deno.readDirSync(Deno.cwd())].map((entry) => entry.name).sort()).toEqual(before);
  } finally {
    await Deno.remove(picture);
  }
}, 60_000);
