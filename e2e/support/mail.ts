import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_TMP } from './env';

/** Where the run's SMTP server (support/mail-catcher.mjs) keeps what the portal sent. */
export const MAIL_DIR = path.join(E2E_TMP, 'mail');

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function caught(): CaughtMail[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')) as CaughtMail);
}

/** The newest mail to `to` whose subject matches, once it arrives (the portal sends from its outbox). */
export async function waitForMail(to: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      () => {
        found = caught()
          .reverse()
          .find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
        return Boolean(found);
      },
      { message: `a mail to ${to} matching ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in "${mail.subject}"`);
  return link;
}
