import type { Queryable } from '../db/index.ts';
import type { SellerSeed } from './modules.ts';

/** Seeds the commerce module's rows for one seller (filled in with the module's issue). */
export async function seedCommerce(_db: Queryable, _seed: SellerSeed): Promise<void> {}
