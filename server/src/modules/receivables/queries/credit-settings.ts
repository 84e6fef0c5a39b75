import type { Queryable, Writer } from '../../../platform/db/index.ts';
import { DEFAULT_SEASON_DATES, type SeasonDates } from './ledger.ts';

export async function getSeasonDates(db: Queryable, sellerId: string): Promise<SeasonDates> {
  const [row] = await db.query<{ rabi_due_date: string; kharif_due_date: string }>(`SELECT rabi_due_date, kharif_due_date FROM sellers WHERE id = $1`, [
    sellerId,
  ]);
  return row ? { rabiDueDate: row.rabi_due_date, kharifDueDate: row.kharif_due_date } : DEFAULT_SEASON_DATES;
}

export async function updateCreditSettings(db: Writer, sellerId: string, dates: SeasonDates): Promise<void> {
  await db.query(`UPDATE sellers SET rabi_due_date = $2, kharif_due_date = $3 WHERE id = $1`, [sellerId, dates.rabiDueDate, dates.kharifDueDate]);
}
