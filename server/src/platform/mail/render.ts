import { translate, type Language } from '../i18n/index.ts';

/** A message as sent: the subject, a plain-text body and the same in HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContent {
  /** The subject, and the heading of the HTML body. */
  title: string;
  /** Paragraphs before the action. */
  intro: string[];
  /** The one thing the message asks the reader to do: a button in HTML, the bare URL in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the action (how long a link lasts, what to do if the mail was unexpected). */
  outro?: string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML elements and quoted attributes: names and links come from users. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;

function actionButton({ label, url }: { label: string; url: string }, orOpen: string): string {
  const href = escapeHtml(url);
  return (
    `<p style="margin:24px 0"><a href="${href}" style="background:#2e7d32;color:#ffffff;padding:12px 20px;` +
    `border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>` +
    // Some mail clients drop buttons; the address itself always works.
    `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(orOpen)} <a href="${href}">${href}</a></p>`
  );
}

/**
 * The portal's one mail layout: every template (password reset, invitations, ...) states its
 * content in English and gets the subject, a text body and an HTML body saying the same, in
 * `language`: Urdu through the server's catalog (platform/i18n/), its body marked `dir="rtl" lang="ur"` so
 * mail clients set it right to left. Inline styles only: mail clients ignore style sheets.
 */
export function renderMail(content: MailContent, language: Language = 'en'): RenderedMail {
  const t = (text: string) => translate(text, language);
  const title = t(content.title);
  const intro = content.intro.map(t);
  const action = content.action ? { label: t(content.action.label), url: content.action.url } : undefined;
  const outro = (content.outro ?? []).map(t);
  const portal = t('AgriHub Seller Portal');
  const text = [...intro, ...(action ? [`${action.label}: ${action.url}`] : []), ...outro, `-- ${portal}`].join('\n\n');
  const direction = language === 'ur' ? ' dir="rtl" lang="ur"' : '';
  const html =
    `<!doctype html><html><body${direction} style="margin:0;padding:24px;background:#f5f7f5;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">` +
    `<h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(title)}</h1>` +
    intro.map(paragraph).join('') +
    (action ? actionButton(action, t('Or open this link:')) : '') +
    outro.map(paragraph).join('') +
    `<p style="margin:32px 0 0;font-size:12px;color:#777777">${escapeHtml(portal)}</p>` +
    `</div></body></html>`;
  return { subject: title, text, html };
}
