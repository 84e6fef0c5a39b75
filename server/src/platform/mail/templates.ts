import { renderMail, type RenderedMail } from './render.ts';
import type { Language } from '../i18n/index.ts';

/** The password reset mail: the single-use link and how long it lasts, in the user's saved language. */
export function passwordResetMail({
  firstName,
  link,
  validMinutes,
  language,
}: {
  firstName: string;
  link: string;
  validMinutes: number;
  language: Language;
}): RenderedMail {
  return renderMail(
    {
      title: 'Reset your AgriHub password',
      intro: [`Hello ${firstName},`, 'Someone asked to reset the password of your AgriHub seller account. To choose a new password, use the link below.'],
      action: { label: 'Reset password', url: link },
      outro: [`The link works once and expires in ${validMinutes} minutes.`, 'If you did not ask for this, ignore this email: your password stays as it is.'],
    },
    language,
  );
}
