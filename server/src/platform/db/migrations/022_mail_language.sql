-- The language a queued mail was written in (issue 21): its subject and bodies are stored as
-- rendered, so every attempt sends the same words; the column says which language they are in
-- (`admin outbox`, tests), the recipient's saved one or, for an invitation, the inviting admin's.
ALTER TABLE mail_outbox ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'));
