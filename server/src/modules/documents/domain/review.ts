import type { Db, Queryable } from '../../../platform/db/index.ts';
import { recomputeVerification } from '../queries/documents.ts';
import { notifyDocumentReviewed, notifyVerification } from '../../notifications/index.ts';
import { DOCUMENT_TYPES } from '../../../platform/schemas/domain.ts';

export interface Rejection {
  id: string;
  /** Shown to the seller on the document and in the notification. */
  reason: string;
}

export interface ReviewAction {
  verifyAll?: boolean;
  verify?: string[];
  expire?: string[];
  reject?: Rejection[];
}

export interface ReviewResult {
  email: string;
  companyName: string;
  isVerified: boolean;
  documents: { id: string; docType: string; status: string; createdAt: Date; fileName: string; rejectionReason: string | null }[];
  missingTypes: string[];
  changed: number;
}

export const REASON_MAX = 500;

/** Why a rejection cannot be recorded, or null. */
export function rejectionProblem(r: Rejection): string | null {
  const reason = r.reason.trim();
  if (reason === '') return `A rejection needs a reason (document ${r.id})`;
  if (reason.length > REASON_MAX) return `The reason for rejecting ${r.id} is longer than ${REASON_MAX} characters`;
  return null;
}

interface Target {
  id: string;
  doc_type: string;
  status: string;
  [key: string]: unknown;
}

async function lockDocument(tx: Queryable, sellerId: string, id: string, email: string): Promise<Target> {
  const [doc] = await tx.query<Target>(`SELECT id, doc_type, status FROM documents WHERE seller_id = $1 AND id::text = $2 FOR UPDATE`, [sellerId, id]);
  if (!doc) throw new Error(`Document ${id} does not belong to ${email}`);
  return doc;
}

/**
 * Server-side document review: verify, reject (with a reason) or expire documents, then recompute
 * the seller's verification, all in one transaction. Verifying a renewal expires the Verified
 * document of its type it replaces; rejecting one leaves that Verified document as it was.
 */
export async function review(db: Db, email: string, action: ReviewAction = {}): Promise<ReviewResult> {
  for (const r of action.reject ?? []) {
    const problem = rejectionProblem(r);
    if (problem) throw new Error(problem);
  }
  return db.transaction(async (tx) => {
    const [seller] = await tx.query<{ seller_id: string; company_name: string }>(
      `SELECT u.seller_id, s.company_name FROM users u JOIN sellers s ON s.id = u.seller_id WHERE lower(u.email) = lower($1)`,
      [email],
    );
    if (!seller) throw new Error(`No account with email ${email}`);
    const sellerId = seller.seller_id;
    let changed = 0;

    const verify = async (id: string) => {
      const doc = await lockDocument(tx, sellerId, id, email);
      // Verifying twice (--verify-all and --verify naming the same one) changes nothing.
      if (doc.status === 'Verified') return;
      // A rejected or replaced document stays so: verifying it would bring an old file back over the current one.
      if (doc.status !== 'Pending') throw new Error(`Document ${id} is ${doc.status}: only a Pending document can be verified`);
      const replaced = await tx.query(
        `UPDATE documents SET status = 'Expired', replaced_at = now() WHERE seller_id = $1 AND doc_type = $2 AND status = 'Verified' RETURNING id`,
        [sellerId, doc.doc_type],
      );
      await tx.query(
        `UPDATE documents SET status = 'Verified', reviewed_at = now(), rejection_reason = NULL, rejected_at = NULL, replaced_at = NULL
          WHERE seller_id = $1 AND id = $2`,
        [sellerId, doc.id],
      );
      await notifyDocumentReviewed(tx, sellerId, doc.doc_type, { verified: true, renewal: replaced.length > 0 });
      changed += 1 + replaced.length;
    };

    // Rejections first: "verify all but these" is --verify-all with --reject.
    for (const { id, reason } of action.reject ?? []) {
      const doc = await lockDocument(tx, sellerId, id, email);
      if (doc.status !== 'Pending') throw new Error(`Document ${id} is ${doc.status}, not waiting for review: only a Pending document can be rejected`);
      await tx.query(
        `UPDATE documents SET status = 'Expired', reviewed_at = now(), rejected_at = now(), rejection_reason = $3 WHERE seller_id = $1 AND id = $2`,
        [sellerId, doc.id, reason.trim()],
      );
      await notifyDocumentReviewed(tx, sellerId, doc.doc_type, { verified: false, reason: reason.trim() });
      changed += 1;
    }
    if (action.verifyAll) {
      const pending = await tx.query<{ id: string }>(`SELECT id FROM documents WHERE seller_id = $1 AND status = 'Pending' ORDER BY created_at`, [sellerId]);
      for (const d of pending) await verify(d.id);
    }
    for (const id of action.verify ?? []) await verify(id);
    for (const id of action.expire ?? []) {
      const doc = await lockDocument(tx, sellerId, id, email);
      if (doc.status === 'Expired') throw new Error(`Document ${id} is already Expired`);
      await tx.query(`UPDATE documents SET status = 'Expired', reviewed_at = now() WHERE seller_id = $1 AND id = $2`, [sellerId, doc.id]);
      await notifyDocumentReviewed(tx, sellerId, doc.doc_type, { verified: false });
      changed += 1;
    }

    const v = await recomputeVerification(tx, sellerId);
    if (v.changed) await notifyVerification(tx, sellerId, v.isVerified);
    const documents = await tx.query<{
      id: string;
      doc_type: string;
      status: string;
      created_at: Date;
      original_name: string;
      rejection_reason: string | null;
    }>(`SELECT id, doc_type, status, created_at, original_name, rejection_reason FROM documents WHERE seller_id = $1 ORDER BY created_at DESC`, [sellerId]);
    const verifiedTypes = new Set(documents.filter((d) => d.status === 'Verified').map((d) => d.doc_type));
    return {
      email,
      companyName: seller.company_name,
      isVerified: v.isVerified,
      documents: documents.map((d) => ({
        id: d.id,
        docType: d.doc_type,
        status: d.status,
        createdAt: d.created_at,
        fileName: d.original_name,
        rejectionReason: d.rejection_reason,
      })),
      missingTypes: DOCUMENT_TYPES.filter((t) => !verifiedTypes.has(t)),
      changed,
    };
  });
}
