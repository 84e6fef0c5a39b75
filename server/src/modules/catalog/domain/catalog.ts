/**
 * Adding and editing a product (spec 5): the fields' rules, the images' limits and the SKU's
 * uniqueness, each in one transaction. The routes read the request and answer; what a product may
 * become is decided here.
 */
import type { Writer } from '../../../platform/db/index.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../../platform/lib/errors.ts';
import type { StoredUpload } from '../../../platform/storage/uploads.ts';
import { validateProduct } from '../../../platform/lib/validation.ts';
import { notifyStockCrossings } from '../../notifications/index.ts';
import { createProductRow, lockProduct, productFields, updateProductRow, type StoredImage } from '../queries/products.ts';

export const MAX_IMAGES = 5;
export const TOO_MANY_IMAGES = `At most ${MAX_IMAGES} images are allowed`;
const DUPLICATE_SKU = 'A product with this SKU already exists';
/** The fields a product form sends, as text. */
export const PRODUCT_FIELDS = ['name', 'sku', 'category', 'price', 'costPrice', 'stockQuantity', 'minStockLevel', 'description', 'seasonal'];

/** The rows of the uploaded images, or the message for the first file that is not an image. */
function imagesOf(files: StoredUpload[]): { images: StoredImage[]; error?: undefined } | { error: string } {
  const images: StoredImage[] = [];
  for (const f of files) {
    if (!f.kind) return { error: `${f.filename} is not an image file (JPEG, PNG, GIF or WebP)` };
    images.push({ storageKey: f.key, contentType: f.kind.mime, size: f.size, originalName: f.filename });
  }
  return { images };
}

async function uniqueSku<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_SKU);
    throw err;
  }
}

/** Adds a product with its uploaded images; answers its id. Every field's problem is reported at once. */
export async function createProduct(db: Writer, sellerId: string, fields: Record<string, string>, files: StoredUpload[]): Promise<string> {
  const v = validateProduct(fields);
  const errs: Record<string, string> = v.ok ? {} : { ...v.errors };
  const images = imagesOf(files);
  if (images.error !== undefined) errs.images ??= images.error;
  if (!v.ok || images.error !== undefined) throw badRequest(Object.values(errs)[0] ?? 'Invalid product', errs);
  return uniqueSku(() => db.transaction((tx) => createProductRow(tx, sellerId, v.value, images.images)));
}

export interface ProductEdit {
  /** The changed fields as text; the others keep their value. */
  fields: Record<string, string>;
  /** Images of this product to remove. */
  removeImageIds: string[];
  /** New images, appended after the kept ones. */
  files: StoredUpload[];
}

/**
 * Applies an edit: the product as it would become is validated whole, images removed must be its
 * own and at most MAX_IMAGES remain. Answers the storage keys of the removed images, for the caller
 * to delete once the change is committed (a failed edit keeps every image it had).
 */
export async function updateProduct(db: Writer, sellerId: string, id: string, edit: ProductEdit): Promise<string[]> {
  const added = imagesOf(edit.files);
  if (added.error !== undefined) throw badRequest(added.error, { images: added.error });
  const { removeImageIds } = edit;
  return uniqueSku(() =>
    db.transaction(async (tx) => {
      const current = await lockProduct(tx, sellerId, id);
      if (!current) throw notFound('Product not found');
      const merged = { ...productFields(current.row) };
      for (const k of PRODUCT_FIELDS) if (edit.fields[k] !== undefined) merged[k] = edit.fields[k];
      const v = validateProduct(merged);
      if (!v.ok) throw badRequest(Object.values(v.errors)[0] ?? 'Invalid product', v.errors);
      const known = new Set(current.images.map((i) => i.id));
      if (removeImageIds.some((r) => !known.has(r))) {
        throw badRequest('An image to remove does not belong to this product', { images: 'An image to remove does not belong to this product' });
      }
      const keep = current.images.filter((i) => !removeImageIds.includes(i.id));
      if (keep.length + added.images.length > MAX_IMAGES) throw badRequest(TOO_MANY_IMAGES, { images: TOO_MANY_IMAGES });
      await updateProductRow(tx, sellerId, id, v.value, keep, removeImageIds, added.images);
      await notifyStockCrossings(tx, sellerId, new Map([[id, current.row.stock_quantity]]));
      return current.images.filter((i) => removeImageIds.includes(i.id)).map((i) => i.storage_key);
    }),
  );
}
