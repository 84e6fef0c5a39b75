import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { Queryable } from '../platform/db/index.ts';
import { sniff } from '../platform/storage/sniff.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import type { ProductCategory } from '../platform/schemas/domain.ts';
import { insertJson } from './insert.ts';
import { renderPackshot } from './packshot.ts';
import { fileNamePart } from '../platform/lib/pdf.ts';

/**
 * Packshots by product name. Each SVG is composed in a turn of its own, between whatever else the
 * process awaits, and rasterised on libuv's thread pool, so the pictures are drawn side by side.
 */
export async function drawPackshots(products: { name: string; category: string }[], brand: string): Promise<Map<string, Buffer>> {
  const images: Promise<Buffer>[] = [];
  for (const p of products) {
    await setImmediate();
    images.push(renderPackshot({ name: p.name, category: p.category as ProductCategory, brand }));
  }
  const drawn = await Promise.all(images);
  return new Map(products.map((p, i) => [p.name, drawn[i] ?? Buffer.alloc(0)]));
}

/**
 * Gives each of the seller's products its packshot as its one image, stored as an upload is (typed by
 * its content, written through the storage, one product_images row), so every page shows it exactly
 * as it would a seller's own photo.
 */
export async function insertProductImages(db: Queryable, storage: FileStorage, sellerId: string, packshots: Map<string, Buffer>): Promise<number> {
  const products = await db.query<{ id: string; name: string }>(`SELECT id, name FROM products WHERE seller_id = $1 ORDER BY sku`, [sellerId]);
  const rows: Record<string, unknown>[] = [];
  for (const p of products) {
    const data = packshots.get(p.name);
    const kind = data && sniff(data);
    if (!data || !kind) throw new Error(`no packshot drawn for ${p.name}`);
    const key = await storage.put(Readable.from([data]), kind.ext);
    const slug = fileNamePart(p.name, 'product').toLowerCase();
    rows.push({
      product_id: p.id,
      seller_id: sellerId,
      position: 0,
      storage_key: key,
      content_type: kind.mime,
      size_bytes: data.length,
      original_name: `${slug}.${kind.ext}`,
    });
  }
  await insertJson(
    db,
    'product_images',
    { product_id: 'uuid', seller_id: 'uuid', position: 'int', storage_key: 'text', content_type: 'text', size_bytes: 'int', original_name: 'text' },
    rows,
  );
  return rows.length;
}
