/**
 * Benchmark data: npm run seed -w server -- --orders 100000 --products 10000 --email bench@demo.pk
 * --email may be given several times. Creates each seller (verified, password Seller@123) if needed and appends products and orders.
 * Without flags, seeds the demo data when the database is empty. Stop a server using the same
 * embedded DATA_DIR first.
 */
import { parseArgs } from 'node:util';
import { withCliDb } from './with-db.ts';
import { seedBulk } from '../seed/bulk.ts';
import { seedDemoIfEmpty } from '../seed/demo.ts';
import { openStorage } from '../platform/storage/open-storage.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string' },
    products: { type: 'string' },
    email: { type: 'string', multiple: true },
  },
});

await withCliDb(async (db, config) => {
  if (values.email || values.orders || values.products) {
    const orders = Number(values.orders ?? 0);
    const products = Number(values.products ?? 0);
    if (!Number.isInteger(orders) || !Number.isInteger(products) || orders < 0 || products < 0) {
      throw new Error('--orders and --products must be whole numbers');
    }
    for (const email of values.email ?? ['bench@demo.pk']) {
      const r = await seedBulk(db, { email, orders, products });
      console.log(`seeded ${products} products and ${orders} orders for ${email} in ${r.ms} ms (password Seller@123)`);
    }
  } else {
    const log = { info: (_o: object, m: string) => console.log(m) };
    const done = await seedDemoIfEmpty(db, config, log, await openStorage(config, db, log));
    console.log(done ? 'demo data seeded' : 'database not empty: demo data left as is');
  }
});
