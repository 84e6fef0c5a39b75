-- Profile and Settings (issue 19): a member's own phone, the company's street address and the sales
-- tax rate its invoices show (issue 22). Writes to sellers and users are audited by migration 011's
-- triggers already.

-- A member's phone; invited members have none until they add it on their Profile. The owner's is the
-- one the company registered with.
ALTER TABLE users ADD COLUMN phone text NOT NULL DEFAULT '';
UPDATE users u SET phone = s.phone
  FROM sellers s, team_members m
 WHERE s.id = u.seller_id AND m.user_id = u.id AND m.is_owner;

-- Sign-up asks for city, state and ZIP; the street line is optional, for the invoice's letterhead.
ALTER TABLE sellers ADD COLUMN address text NOT NULL DEFAULT '';
-- Percent in basis points (1700 = 17%): a whole number, so the tax on paisa is computed exactly.
-- NULL: no sales tax line on invoices.
ALTER TABLE sellers ADD COLUMN sales_tax_bps integer CHECK (sales_tax_bps BETWEEN 0 AND 10000);

-- An issued invoice keeps the rate of the day it was issued, so a later change of the setting never
-- rewrites an invoice a retailer already holds. A trigger, so every place that posts an invoice
-- (the ledger, the seed) records it without knowing of it.
ALTER TABLE retailer_invoices ADD COLUMN sales_tax_bps integer CHECK (sales_tax_bps BETWEEN 0 AND 10000);
CREATE FUNCTION retailer_invoice_tax_rate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sales_tax_bps := (SELECT sales_tax_bps FROM sellers WHERE id = NEW.seller_id);
  RETURN NEW;
END $$;
CREATE TRIGGER retailer_invoices_tax_rate BEFORE INSERT ON retailer_invoices
  FOR EACH ROW EXECUTE FUNCTION retailer_invoice_tax_rate();
