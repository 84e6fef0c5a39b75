import { testUserAs } from '@agrihub/shared/testing';
import type { ApiResolver, ApiServer, AskedRequest } from '@agrihub/shared/testing';
import type { Product, ProductsPage } from '../features/products/api/get-products';

let n = 0;

export function makeProduct(over: Partial<Product> = {}): Product {
  n += 1;
  return {
    _id: `p-${n}`,
    name: `Urea 50kg Bag ${n}`,
    sku: `URE-${n}`,
    category: 'fertilizers',
    price: 4650.5,
    costPrice: 3900,
    stockQuantity: 120,
    minStockLevel: 5,
    description: 'Granular urea',
    seasonal: false,
    status: 'active',
    stockStatus: 'In Stock',
    images: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

/**
 * Urea with every field of its form filled in but the cost price: seasonal, described, and with two
 * images (i1 and i2, at /files/i1 and /files/i2).
 */
export function seasonalUrea(over: Partial<Product> = {}): Product {
  return makeProduct({
    name: 'Urea 50kg Bag',
    sku: 'UREA-50',
    price: 4650,
    costPrice: null,
    stockQuantity: 1200,
    minStockLevel: 50,
    seasonal: true,
    description: 'Granular urea, 46% nitrogen.',
    images: [
      { _id: 'i1', url: '/files/i1', contentType: 'image/png' },
      { _id: 'i2', url: '/files/i2', contentType: 'image/png' },
    ],
    ...over,
  });
}

export function makePage(products: Product[], over: Partial<ProductsPage> = {}): ProductsPage {
  return {
    products,
    summary: { totalProducts: 60, activeProducts: 58, pendingReviewProducts: 2, lowStockProducts: 7, outOfStockProducts: 3 },
    pagination: { page: 1, pageSize: 12, total: products.length },
    ...over,
  };
}

/**
 * Previews get predictable object URLs, and revocations are recorded. jsdom has no object URLs;
 * under jest-fixed-jsdom (the preset's `fetch: true`) `URL` is Node's own class, shared by every test
 * file of the worker, so it is spied on (jest.restoreAllMocks() puts it back) rather than overwritten.
 */
export function mockObjectUrls() {
  let i = 0;
  const created: string[] = [];
  const revoked: string[] = [];
  const createObjectURL = () => {
    i += 1;
    const url = `blob:preview-${i}`;
    created.push(url);
    return url;
  };
  const revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
  if (typeof URL.createObjectURL === 'function') {
    jest.spyOn(URL, 'createObjectURL').mockImplementation(createObjectURL);
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(revokeObjectURL);
  } else {
    Object.assign(URL, { createObjectURL: jest.fn(createObjectURL), revokeObjectURL: jest.fn(revokeObjectURL) });
  }
  return { created, revoked };
}

export function imageFile(name: string, size = 1024, type = 'image/png'): File {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  // Large sizes without allocating them.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The signed-in users of the role tests, with the areas the server sends for their roles. */
export const viewer = testUserAs('viewer', []);
export const editor = testUserAs('editor', ['catalog', 'pricing', 'documents']);

/**
 * No answer at all: the network failed (MSW answers a thrown Response as it is, and Response.error()
 * is a network error, which fetch rejects with a TypeError).
 */
export const noAnswer = (): never => {
  throw Response.error();
};

/** The catalog's list, GET /api/seller/products, answered by `server` with `page`. */
export function answerProducts(server: ApiServer, page: ApiResolver<'/api/seller/products', 'get'>) {
  server.answer('get', '/api/seller/products', page);
}

/** The multipart body the server received (the helper parses JSON bodies only). */
export function formSent(request: AskedRequest | undefined): Promise<FormData> {
  if (!request) throw new Error('No request was received');
  return request.request.clone().formData();
}
