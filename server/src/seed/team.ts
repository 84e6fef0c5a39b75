import type { Queryable } from '../db/index.ts';
import type { SellerSeed } from './modules.ts';

/** Seeds the team module's rows for one seller (filled in with the module's issue). */
export async function seedTeam(_db: Queryable, _seed: SellerSeed): Promise<void> {}
