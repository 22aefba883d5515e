import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { CARD_HEIGHT, CARD_WIDTH, type CardElement } from "./card";

const require = createRequire(import.meta.url);

/** Inter, the site's typeface, read from the installed package: nothing is fetched. */
function loadFonts() {
  const font = (weight: 400 | 700 | 800) => ({
    name: "Inter",
    weight,
    style: "normal" as const,
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  });
  return [font(400), font(700), font(800)];
}

let fonts: ReturnType<typeof loadFonts> | undefined;

/** The card as a PNG: laid out by satori into SVG, drawn by resvg. */
export async function renderCardPng(element: CardElement): Promise<Buffer> {
  fonts ??= loadFonts();
  // satori takes React elements; a plain { type, props } tree is what they are at run time.
  const svg = await satori(element as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } }).render().asPng();
}
