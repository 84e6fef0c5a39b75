import { expect, type APIRequestContext } from '@playwright/test';
import { PORTAL_URL } from './env';
import { productCategoryValues } from '@agrihub/shared/domain';

export const CATALOG_STANDALONE_PORT = 3112;

/** A real 1x1 PNG (decodes in the browser, so a thumbnail's naturalWidth proves it loaded). */
export const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

export const CSV_HEADER = 'Product Name,SKU,Category,Selling Price (PKR),Cost Price (PKR),Stock Quantity,Minimum Order Quantity,Description,Seasonal';

/**
 * A bulk-import CSV of `count` product rows (SKUs `${prefix}-1`...), with quoted commas and line
 * breaks in descriptions; the rows at the given 0-based indexes are broken on purpose.
 */
export function bulkCsv(prefix: string, count: number, broken: Record<number, 'price' | 'category' | 'sku'>): string {
  const lines = [CSV_HEADER];
  for (let i = 0; i < count; i++) {
    const n = i + 1;
    let price = `${1000 + n}.50`;
    let category: string = productCategoryValues[i % productCategoryValues.length]!;
    let sku = `${prefix}-${n}`;
    if (broken[i] === 'price') price = 'twelve hundred';
    if (broken[i] === 'category') category = 'toys';
    if (broken[i] === 'sku') sku = '';
    const description = i % 10 === 0 ? `"Bag, ${n}kg\nCertified ""A"" grade"` : `Imported item ${n}`;
    lines.push(`Bulk Product ${n},${sku},${category},${price},,${(n * 7) % 400},1,${description},${i % 4 === 0 ? 'yes' : 'no'}`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function productCount(request: APIRequestContext, token: string, query: Record<string, string> = {}): Promise<number> {
  const qs = new URLSearchParams({ pageSize: '1', ...query });
  const res = await request.get(`${PORTAL_URL}/api/seller/products?${qs}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { pagination: { total: number } } }).data.pagination.total;
}
