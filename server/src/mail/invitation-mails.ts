import type { OutgoingMail } from '../repos/outbox.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const ROLE_WORDS: Record<string, string> = { admin: 'an admin', manager: 'a manager', editor: 'an editor', viewer: 'a viewer' };

/** The invitation to join a company's seller portal, with its single-use link. */
export function invitationMail(args: {
  sellerId: string;
  to: string;
  name: string;
  companyName: string;
  role: string;
  invitedBy: string;
  link: string;
  days: number;
}): OutgoingMail {
  const role = ROLE_WORDS[args.role] ?? args.role;
  const subject = `${args.invitedBy} invited you to ${args.companyName} on AgriHub`;
  const lines = [
    `Hello ${args.name},`,
    `${args.invitedBy} invited you to join ${args.companyName} on the AgriHub Seller Portal as ${role}.`,
    `Accept the invitation and choose your password here (the link works once, for ${args.days} days):`,
  ];
  const text = `${lines.join('\n\n')}\n\n${args.link}\n\nIf you did not expect this invitation, you can ignore this email.\n`;
  const html =
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    `<p><a href="${escapeHtml(args.link)}">Accept the invitation</a></p>` +
    `<p>If you did not expect this invitation, you can ignore this email.</p>`;
  return { sellerId: args.sellerId, kind: 'invitation', to: args.to, subject, text, html, link: args.link };
}

/** Tells a company's admin that someone whose link no longer works asks for a new one. */
export function newLinkRequestMail(args: { sellerId: string; to: string; adminName: string; email: string; companyName: string; link: string }): OutgoingMail {
  const subject = `${args.email} asks for a new invitation to ${args.companyName}`;
  const lines = [
    `Hello ${args.adminName},`,
    `${args.email} opened an invitation to ${args.companyName} that no longer works and asks for a new one.`,
    `You can invite them again from Team Access & Roles:`,
  ];
  const text = `${lines.join('\n\n')}\n\n${args.link}\n`;
  const html = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') + `<p><a href="${escapeHtml(args.link)}">Open Team Access &amp; Roles</a></p>`;
  return { sellerId: args.sellerId, kind: 'invitation-request', to: args.to, subject, text, html, link: args.link };
}
