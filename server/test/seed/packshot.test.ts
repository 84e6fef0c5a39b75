import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import sharp from 'sharp';
import { PACKSHOT_HEIGHT, PACKSHOT_WIDTH, fitLines, packSize, packagingOf, packshotSvg, renderPackshot } from '../../src/seed/packshot.ts';
import { PRODUCT_CATEGORIES } from '../../src/platform/schemas/domain.ts';

const require = createRequire(import.meta.url);
const file = fs.readFileSync(require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff'));
const bold = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));

describe('demo packshots', () => {
  test('the pack size is read from the name, and a tool or machine has none', () => {
    assert.equal(packSize('Urea 50kg Bag (Bulk Pack)'), '50kg');
    assert.equal(packSize('Lambda-cyhalothrin 2.5EC 500ml'), '500ml');
    assert.equal(packSize('Chlorpyrifos 40EC 1L'), '1L');
    assert.equal(packSize('NPK 20-20-20 25kg'), '25kg');
    assert.equal(packSize('Hybrid Tomato Seed 10g'), '10g');
    assert.equal(packSize('Imidacloprid 200SL 250ml'), '250ml');
    assert.equal(packSize('Solar Water Pump 2HP'), '2HP');
    assert.equal(packSize('Pruning Shears'), undefined);
    assert.equal(packSize('Seed Drill 9-Row'), undefined);
  });

  test('a name with XML characters never reaches the SVG as text, and the SVG renders', async () => {
    const name = 'Bag & Co <b>"Best"</b> 5kg';
    const svg = packshotSvg({ name, category: 'fertilizers', brand: 'R&D <Agro>' });
    assert.ok(!svg.includes('&') && !svg.includes('<b>') && !svg.includes('"Best"'));
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    assert.deepEqual([(await sharp(png).metadata()).width, (await sharp(png).metadata()).height], [PACKSHOT_WIDTH, PACKSHOT_HEIGHT]);
  });

  test('a long name is wrapped and shrunk to fit the label, and cut with an ellipsis past three lines at the least size', () => {
    const fitted = fitLines(bold, 'Emamectin Benzoate 1.9EC 200ml', 150, 3, 26, 13);
    assert.ok(fitted.lines.length > 1 && fitted.lines.length <= 3);
    assert.equal(fitted.lines.join(' '), 'Emamectin Benzoate 1.9EC 200ml');
    for (const line of fitted.lines) assert.ok(bold.getAdvanceWidth(line, fitted.size) <= 150, line);

    const endless = fitLines(bold, 'Extraordinarily Long Agricultural Product Name That Goes On And On Forever', 150, 3, 26, 13);
    assert.equal(endless.size, 13);
    assert.equal(endless.lines.length, 3);
    assert.ok(endless.lines[2]?.endsWith('...'));
    for (const line of endless.lines) assert.ok(bold.getAdvanceWidth(line, endless.size) <= 150, line);

    const oneWord = fitLines(bold, 'Supercalifragilisticexpialidociousfertilizerblend', 150, 3, 26, 13);
    assert.equal(oneWord.lines.length, 1);
    assert.ok(oneWord.lines[0]?.endsWith('...'));
    assert.ok(bold.getAdvanceWidth(oneWord.lines[0] ?? '', 13) <= 150);
  });

  test('a liquid comes in a can and a powder in a bag, whatever its category; tools hang on a card', () => {
    assert.equal(packagingOf({ name: 'Humic Acid 1L', category: 'fertilizers' }), 'can');
    assert.equal(packagingOf({ name: 'Chlorpyrifos 40EC 1L', category: 'pesticides' }), 'can');
    assert.equal(packagingOf({ name: 'Urea 50kg Bag', category: 'fertilizers' }), 'bag');
    assert.equal(packagingOf({ name: 'Mancozeb 80WP 1kg', category: 'pesticides' }), 'bag');
    assert.equal(packagingOf({ name: 'Knapsack Sprayer 16L', category: 'tools' }), 'card');
    assert.equal(packagingOf({ name: 'Boom Sprayer 400L', category: 'equipment' }), 'machine');
  });

  test('every category draws a picture of its own', async () => {
    const sizes = new Set<number>();
    for (const category of PRODUCT_CATEGORIES) {
      const png = await renderPackshot({ name: 'Sample 10kg', category, brand: 'Punjab Agro Industries' });
      const meta = await sharp(png).metadata();
      assert.equal(meta.format, 'png');
      sizes.add(png.length);
    }
    assert.equal(sizes.size, PRODUCT_CATEGORIES.length);
  });
});
