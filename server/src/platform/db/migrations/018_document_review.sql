-- The verification journey (issue 19, item 6): a rejection says why, and a verified seller can
-- renew a document while the verified one keeps the company verified.

-- A rejected document stays in the spec's status Expired; the reason and time tell it from one that
-- ran out or was replaced. replaced_at: a reviewed renewal took its place.
ALTER TABLE documents ADD COLUMN rejection_reason text CHECK (rejection_reason IS NULL OR length(rejection_reason) BETWEEN 1 AND 500);
ALTER TABLE documents ADD COLUMN rejected_at timestamptz;
ALTER TABLE documents ADD COLUMN replaced_at timestamptz;

-- One live document per type becomes one Verified and one Pending per type: the renewal waits for
-- review beside the verified document it will replace.
DROP INDEX documents_seller_type_live_uq;
CREATE UNIQUE INDEX documents_seller_type_verified_uq ON documents (seller_id, doc_type) WHERE status = 'Verified';
CREATE UNIQUE INDEX documents_seller_type_pending_uq ON documents (seller_id, doc_type) WHERE status = 'Pending';
