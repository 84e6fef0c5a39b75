import { renderMail, type RenderedMail } from './render.ts';

/** The password reset mail: the single-use link and how long it lasts. */
export function passwordResetMail({ firstName, link, validMinutes }: { firstName: string; link: string; validMinutes: number }): RenderedMail {
  return renderMail({
    title: 'Reset your AgriHub password',
    intro: [`Hello ${firstName},`, 'Someone asked to reset the password of your AgriHub seller account. To choose a new password, use the link below.'],
    action: { label: 'Reset password', url: link },
    outro: [`The link works once and expires in ${validMinutes} minutes.`, 'If you did not ask for this, ignore this email: your password stays as it is.'],
  });
}
