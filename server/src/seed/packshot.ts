/**
 * Demo product photos: a packshot per product drawn as SVG (a bag, a can, a tool on its card or a
 * machine, in its category's colour, with a label carrying the brand, the product's name and its
 * pack size) and rasterised to PNG. Text is drawn as glyph outlines from a font shipped in
 * node_modules, so the picture is the same on every machine, with or without system fonts, and no
 * name ever reaches the SVG as text (nothing to escape).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import sharp from 'sharp';
import type { ProductCategory } from '../platform/schemas/domain.ts';

/** The catalog card shows a 16:9 thumbnail; twice its widest size on a phone keeps text sharp. */
export const PACKSHOT_WIDTH = 640;
export const PACKSHOT_HEIGHT = 360;
const CX = PACKSHOT_WIDTH / 2;

export interface PackshotProduct {
  name: string;
  category: ProductCategory;
  /** Printed at the top of the label, as a manufacturer's brand would be. */
  brand: string;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const COLOURS: Record<ProductCategory, string> = {
  fertilizers: '#2e7d32',
  pesticides: '#c0392b',
  seeds: '#b7791f',
  tools: '#1f5fa8',
  equipment: '#d35400',
};

const require = createRequire(import.meta.url);
let fonts: { bold: opentype.Font; medium: opentype.Font } | undefined;

function loadFont(weight: number): opentype.Font {
  const file = fs.readFileSync(require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff`));
  return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
}

function font() {
  fonts ??= { bold: loadFont(700), medium: loadFont(500) };
  return fonts;
}

/** The pack size in a product name ("Urea 50kg Bag" -> "50kg"), or undefined for a tool or machine. */
export function packSize(name: string): string | undefined {
  return /(?<![\w.-])(\d+(?:\.\d+)?\s?(?:kg|g|ml|L|HP|Acres?))(?!\w)/.exec(name)?.[1];
}

/** `hex` mixed with white (amount > 0) or black (amount < 0). */
function tint(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const parts = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${parts
    .map((c) =>
      Math.round(c + (target - c) * Math.abs(amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const n = (v: number) => Math.round(v * 10) / 10;

/** Path data of the glyph outlines; opentype's own toPathData takes most of the seed's drawing time. */
function pathData(commands: opentype.PathCommand[]): string {
  return commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${n(c.x)} ${n(c.y)}`;
        case 'Q':
          return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
        case 'C':
          return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}

function textPath(f: opentype.Font, text: string, x: number, y: number, size: number, fill: string): string {
  return `<path d="${pathData(f.getPath(text, x, y, size).commands)}" fill="${fill}"/>`;
}

/**
 * The words of `text` in lines at most `width` wide, at the largest size from `max` down to `min`
 * that needs at most `maxLines`; at `min`, what does not fit is cut with an ellipsis.
 */
export function fitLines(f: opentype.Font, text: string, width: number, maxLines: number, max: number, min: number): { lines: string[]; size: number } {
  const words = text.split(/\s+/).filter(Boolean);
  // Widths grow with the size, so each candidate line is measured once, at size 1.
  const unit = new Map<string, number>();
  const fits = (s: string, size: number) => {
    let w = unit.get(s);
    if (w === undefined) unit.set(s, (w = f.getAdvanceWidth(s, 1)));
    return w * size <= width;
  };
  for (let size = max; size >= min; size -= 1) {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && fits(`${last} ${word}`, size)) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= maxLines && lines.every((l) => fits(l, size))) return { lines, size };
    if (size === min) {
      const clip = (line: string, cut: boolean) => {
        if (!cut && fits(line, size)) return line;
        let kept = line;
        while (kept.length > 0 && !fits(`${kept}...`, size)) kept = kept.slice(0, -1).trimEnd();
        return `${kept}...`;
      };
      const shown = lines.slice(0, maxLines);
      return { lines: shown.map((l, i) => clip(l, i === shown.length - 1 && lines.length > maxLines)), size };
    }
  }
  return { lines: words, size: min };
}

/** A fertilizer or seed bag: a filled sack with a stitched seam; its label covers the middle. */
function bag(colour: string): { art: string; label: Box } {
  const art = [
    `<path d="M190 44 Q320 30 450 44 L462 322 Q320 340 178 322 Z" fill="url(#body)"/>`,
    `<path d="M190 44 Q320 30 450 44 L451 66 Q320 54 189 66 Z" fill="${tint(colour, -0.3)}"/>`,
    `<path d="M196 58 Q320 46 444 58" stroke="${tint(colour, 0.5)}" stroke-width="2" stroke-dasharray="7 6" fill="none"/>`,
  ].join('');
  return { art, label: { x: 212, y: 92, w: 216, h: 200 } };
}

/** A liquid's can: a jerrycan with a handle and a cap. */
function can(colour: string): { art: string; label: Box } {
  const art = [
    `<path d="M362 100 V66 Q362 54 374 54 H398 Q410 54 410 66 V104" stroke="${tint(colour, -0.25)}" stroke-width="13" fill="none"/>`,
    `<path d="M240 120 Q240 96 264 92 L292 72 H346 L360 92 H400 Q424 96 424 120 V318 Q424 336 404 336 H260 Q240 336 240 318 Z" fill="url(#body)"/>`,
    `<rect x="296" y="36" width="48" height="38" rx="6" fill="${tint(colour, -0.45)}"/>`,
  ].join('');
  return { art, label: { x: 254, y: 128, w: 156, h: 190 } };
}

/** A hand tool sold on a hanging card: the card in the category's colour, a tool's outline on it. */
function toolCard(colour: string): { art: string; label: Box } {
  const art = [
    `<rect x="206" y="24" width="228" height="316" rx="14" fill="url(#body)"/>`,
    `<rect x="296" y="38" width="48" height="14" rx="7" fill="#f4f6f8"/>`,
    `<g fill="${tint(colour, 0.85)}"><rect x="236" y="86" width="110" height="12" rx="6"/>`,
    `<path d="M344 70 h34 q28 0 28 22 q0 22 -28 22 h-34 z"/></g>`,
  ].join('');
  return { art, label: { x: 222, y: 134, w: 196, h: 190 } };
}

/** A farm machine's outline (body, cab, two wheels) beside its spec label. */
function machine(colour: string): { art: string; label: Box } {
  const wheel = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#37474f"/><circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="${tint(colour, 0.3)}"/>`;
  const art = [
    `<rect x="56" y="150" width="290" height="110" rx="18" fill="url(#body)"/>`,
    `<path d="M206 150 V80 Q206 68 218 68 H300 Q312 68 312 80 V150 Z" fill="${tint(colour, -0.2)}"/>`,
    `<rect x="222" y="82" width="74" height="50" rx="6" fill="${tint(colour, 0.75)}"/>`,
    `<rect x="90" y="120" width="14" height="34" fill="#546e7a"/>`,
    wheel(110, 282, 44),
    wheel(282, 270, 62),
  ].join('');
  return { art, label: { x: 372, y: 70, w: 228, h: 220 } };
}

const SHAPES = { bag, can, card: toolCard, machine };
export type Packaging = keyof typeof SHAPES;

/** A tool hangs on its card and a machine stands alone; inputs sold by the litre come in a can, the rest in a bag. */
export function packagingOf(product: Pick<PackshotProduct, 'name' | 'category'>): Packaging {
  if (product.category === 'tools') return 'card';
  if (product.category === 'equipment') return 'machine';
  const size = packSize(product.name);
  const liquid = size ? /(ml|L)$/.test(size) : product.category === 'pesticides';
  return liquid ? 'can' : 'bag';
}

/** The white label: brand band, name (up to three lines, shrunk to fit), pack size as a badge. */
function label(box: Box, product: PackshotProduct, colour: string): string {
  const { bold, medium } = font();
  const pad = 12;
  const inner = box.w - pad * 2;
  const band = 30;
  const brand = fitLines(medium, product.brand.toUpperCase(), inner, 1, 13, 9);
  const parts = [
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="8" fill="#ffffff"/>`,
    `<path d="M${box.x} ${box.y + band} V${box.y + 8} a8 8 0 0 1 8 -8 H${box.x + box.w - 8} a8 8 0 0 1 8 8 V${box.y + band} Z" fill="${tint(colour, -0.15)}"/>`,
    textPath(medium, brand.lines[0] ?? '', box.x + pad, box.y + band / 2 + brand.size * 0.36, brand.size, '#ffffff'),
  ];
  const size = packSize(product.name);
  const badge = 34;
  const room = box.h - band - pad * 2 - (size ? badge + 8 : 0);
  const name = fitLines(bold, product.name, inner, 3, 26, 13);
  const lineHeight = name.size * 1.18;
  const top = box.y + band + pad + (room - lineHeight * name.lines.length) / 2;
  name.lines.forEach((line, i) => parts.push(textPath(bold, line, box.x + pad, top + lineHeight * (i + 0.8), name.size, '#1d2b24')));
  if (size) {
    const sizeFont = 20;
    const w = bold.getAdvanceWidth(size, sizeFont) + 24;
    const y = box.y + box.h - pad - badge;
    parts.push(`<rect x="${box.x + pad}" y="${y}" width="${w}" height="${badge}" rx="${badge / 2}" fill="${colour}"/>`);
    parts.push(textPath(bold, size, box.x + pad + 12, y + badge / 2 + sizeFont * 0.36, sizeFont, '#ffffff'));
  }
  return parts.join('');
}

/** The packshot as SVG: light studio background, floor shadow, the product and its label. */
export function packshotSvg(product: PackshotProduct): string {
  const colour = COLOURS[product.category];
  const shape = SHAPES[packagingOf(product)](colour);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PACKSHOT_WIDTH}" height="${PACKSHOT_HEIGHT}" viewBox="0 0 ${PACKSHOT_WIDTH} ${PACKSHOT_HEIGHT}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(colour, 0.9)}"/><stop offset="1" stop-color="#fbfcfb"/></linearGradient>`,
    `<linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tint(colour, -0.18)}"/>`,
    `<stop offset="0.4" stop-color="${colour}"/><stop offset="1" stop-color="${tint(colour, -0.28)}"/></linearGradient>`,
    '<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<rect width="${PACKSHOT_WIDTH}" height="${PACKSHOT_HEIGHT}" fill="url(#bg)"/>`,
    `<ellipse cx="${CX}" cy="336" rx="250" ry="16" fill="url(#floor)"/>`,
    shape.art,
    label(shape.label, product, colour),
    '</svg>',
  ].join('');
}

/**
 * The packshot as a PNG, as a seller would upload a product photo. PNG rather than WebP: flat colours
 * compress well either way, and PNG encodes in half the time, which the seed at first start feels.
 */
export function renderPackshot(product: PackshotProduct): Promise<Buffer> {
  return sharp(Buffer.from(packshotSvg(product)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
