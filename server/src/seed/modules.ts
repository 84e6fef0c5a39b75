import type { Queryable } from '../platform/db/index.ts';
import { seedCommerce } from './commerce.ts';
import { seedCredit } from './credit.ts';
import { seedTeam } from './team.ts';
import { dropSeededNotificationMail, seedNotificationsFromData } from './notifications.ts';

export interface SellerSeed {
  sellerId: string;
  /** The seller's own (first) user. */
  userId: string;
  companyName: string;
  random: () => number;
  /** Epoch milliseconds that "today" means for the generated data. */
  now: number;
  /**
   * A password hash: the sample team members who have joined get logins with it, and a little
   * recorded activity (the demo company). Without it they are names only (bulk sellers, whose
   * sample e-mails could repeat across companies).
   */
  loginsWith?: string;
}

/**
 * The data a module keeps per seller beyond products and orders (pricing rules, pickups, team...),
 * seeded so that a seller's screens look like the spec's sample on first visit. Runs after the
 * seller's products and orders exist, inside the seeding transaction; demo and bulk sellers alike.
 */
export async function seedSellerModules(db: Queryable, seed: SellerSeed): Promise<void> {
  // Asked before the modules raise their own (overdue invoices): a seller that had none gets its
  // notifications told from all its data at the end.
  const [had] = await db.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM notifications WHERE seller_id = $1) AS any`, [seed.sellerId]);
  await seedCommerce(db, seed);
  await seedCredit(db, seed);
  await seedTeam(db, seed);
  if (!had?.any) await seedNotificationsFromData(db, seed.sellerId, seed.now);
  await dropSeededNotificationMail(db, seed.sellerId);
}
