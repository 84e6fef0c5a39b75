import type { Queryable } from '../../../platform/db/index.ts';
import { addDays, pktDate } from '../../../platform/lib/pkt-dates.ts';
import { checklistItems } from '../queries/documents.ts';
import type { Checklist } from '../schemas/documents.ts';

/** Spec 1 and 9: "Verification takes 1 working week", counted as 5 working days, Monday to Friday. */
export const REVIEW_WORKING_DAYS = 5;

/**
 * The Pakistan calendar day a review of documents completed at `submittedAt` is expected by: the
 * 5th working day (Monday to Friday, PKT) after the day of the upload. Public holidays are not
 * counted apart; the date is a promise to the seller, not a deadline the review enforces.
 */
export function reviewExpectedBy(submittedAt: Date): string {
  let day = pktDate(submittedAt);
  let counted = 0;
  while (counted < REVIEW_WORKING_DAYS) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return day;
}

export interface ReviewState {
  /** When the last of the required documents was uploaded. */
  submittedAt: string;
  /** PKT calendar day (YYYY-MM-DD) the review is expected by. */
  expectedBy: string;
  /** The expected day has passed (PKT) and the seller is still not verified. */
  overdue: boolean;
}

/** The review a seller waits for once every required type has an uploaded document. */
export function reviewState(submittedAt: Date, now: Date = new Date()): ReviewState {
  const expectedBy = reviewExpectedBy(submittedAt);
  return { submittedAt: submittedAt.toISOString(), expectedBy, overdue: pktDate(now) > expectedBy };
}

/** The verification checklist (GET /documents/checklist), with the expected review date once all 6 are uploaded. */
export async function documentChecklist(db: Queryable, sellerId: string, now: Date = new Date()): Promise<Checklist> {
  const { isVerified, items, submittedAt } = await checklistItems(db, sellerId);
  return { isVerified, items, review: !isVerified && submittedAt ? reviewState(submittedAt, now) : null };
}
