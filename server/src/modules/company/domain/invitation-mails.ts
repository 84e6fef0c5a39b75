import type { OutgoingMail } from '../../../platform/mail/outbox.ts';
import { renderMail } from '../../../platform/mail/render.ts';
import type { Language } from '../../../platform/i18n/index.ts';

const ROLE_WORDS: Record<string, string> = { admin: 'an admin', manager: 'a manager', editor: 'an editor', viewer: 'a viewer' };

/** The invitation to join a company's seller portal, with its single-use link, in the inviting admin's language. */
export function invitationMail(args: {
  sellerId: string;
  to: string;
  name: string;
  companyName: string;
  role: string;
  invitedBy: string;
  link: string;
  days: number;
  language: Language;
}): OutgoingMail {
  const mail = renderMail(
    {
      title: `${args.invitedBy} invited you to ${args.companyName} on AgriHub`,
      intro: [
        `Hello ${args.name},`,
        `${args.invitedBy} invited you to join ${args.companyName} on the AgriHub Seller Portal as ${ROLE_WORDS[args.role] ?? args.role}. Accept the invitation and choose your password:`,
      ],
      action: { label: 'Accept the invitation', url: args.link },
      outro: [`The link works once and expires in ${args.days} days.`, 'If you did not expect this invitation, you can ignore this email.'],
    },
    args.language,
  );
  return { sellerId: args.sellerId, kind: 'invitation', to: args.to, ...mail, link: args.link, language: args.language };
}

/** Tells a company's admin, in their saved language, that someone whose link no longer works asks for a new one. */
export function newLinkRequestMail(args: {
  sellerId: string;
  to: string;
  adminName: string;
  email: string;
  companyName: string;
  link: string;
  language: Language;
}): OutgoingMail {
  const mail = renderMail(
    {
      title: `${args.email} asks for a new invitation to ${args.companyName}`,
      intro: [`Hello ${args.adminName},`, `${args.email} opened an invitation to ${args.companyName} that no longer works and asks for a new one.`],
      action: { label: 'Open Team Access & Roles', url: args.link },
      outro: ['Invite them again from Team Access & Roles if they should have access.'],
    },
    args.language,
  );
  return { sellerId: args.sellerId, kind: 'invitation-request', to: args.to, ...mail, link: args.link, language: args.language };
}
