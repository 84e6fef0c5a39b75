-- The language a member reads the portal in (issue 21): English (the default) or Urdu. The browser
-- keeps the choice too; saved here it follows the member to a new device, picks the language of
-- the server's answers when the browser sends none, and the language of the mail they receive.
-- A change is audited by migration 011's trigger on users, as a profile change is.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'));
