-- The company's own contact email (issue 41, item 7): invoices printed the address of whichever
-- member signed up first, a person's own mailbox. Admins set it on Settings; a company starts with
-- the email it registered with (its owner's at sign-up), and '' prints no email on the invoice.
ALTER TABLE sellers ADD COLUMN contact_email text NOT NULL DEFAULT '';
UPDATE sellers s SET contact_email = u.email
  FROM team_members m JOIN users u ON u.id = m.user_id
 WHERE m.seller_id = s.id AND m.is_owner;
