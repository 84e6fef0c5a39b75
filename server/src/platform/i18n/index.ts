/**
 * The server's answers in the reader's language (issue 21, docs/i18n.md). Messages are written in
 * English where they are made; an Urdu reader gets them through one catalog keyed by that English
 * text: the shared rules' (`@agrihub/shared/messages`, the same words the forms show) and the
 * server's own (./messages-ur.ts). English goes out exactly as written.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compileTemplate, translateMessage, URDU_MESSAGES, type MessageCatalog } from '@agrihub/shared/messages';
import { USER_LANGUAGES, type UserLanguage } from '../schemas/domain.ts';
import { SERVER_URDU } from './messages-ur.ts';

export type Language = UserLanguage;
export const DEFAULT_LANGUAGE: Language = 'en';

/** Every message the server may send, in Urdu: the shared catalog with the server's own. */
export const URDU: MessageCatalog = { ...URDU_MESSAGES, ...SERVER_URDU };

const isLanguage = (value: string): value is Language => (USER_LANGUAGES as readonly string[]).includes(value);

/**
 * The language an Accept-Language header asks for, of those the portal speaks: the one with the
 * highest q ('ur', 'ur-PK' are Urdu; 'en-GB' English), the first listed on a tie. Undefined when
 * the header names neither (or refuses both with q=0).
 */
export function acceptedLanguage(header: string | string[] | undefined): Language | undefined {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return undefined;
  let best: { language: Language; q: number } | undefined;
  for (const part of text.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLanguage(primary)) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim());
      if (name?.toLowerCase() === 'q') q = value !== undefined && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    if (q > 0 && (!best || q > best.q)) best = { language: primary, q };
  }
  return best?.language;
}

/**
 * The language a request is answered in: what the browser asks for (Accept-Language; the portal
 * always sends 'en' or 'ur'), else the signed-in member's saved language, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return acceptedLanguage(request.headers['accept-language']) ?? request.auth?.user.language ?? DEFAULT_LANGUAGE;
}

/**
 * Messages that hold a list the code joined (`short.join('; ')`): a template's placeholder would
 * match across the items, so the list is split and each item translated on its own. `unless`: the
 * messages of the same opening that are no list (their '; ' is part of the sentence).
 */
const LISTS: { english: string; list: string; separator: string; urduSeparator: string; unless: string[] }[] = [
  {
    english: 'Order {orderNumber} cannot be confirmed: {problems}',
    list: 'problems',
    separator: '; ',
    urduSeparator: '؛ ',
    unless: ['Order {orderNumber} cannot be confirmed: {why}. Credit limit {limit}; outstanding {outstanding}; this order {total}.'],
  },
];

const PLACEHOLDER = /\{(\w+)\}/g;

const compiledLists = LISTS.map((l) => ({ ...l, ...compileTemplate(l.english), others: l.unless.map((u) => compileTemplate(u).pattern) }));

function translateList(message: string): string | undefined {
  for (const l of compiledLists) {
    const match = l.pattern.exec(message);
    const items = match?.[l.names.indexOf(l.list) + 1]?.split(l.separator);
    if (!match || !items || items.length < 2 || l.others.some((other) => other.test(message))) continue;
    const urdu = URDU[l.english];
    if (urdu === undefined) continue;
    const values = Object.fromEntries(l.names.map((name, i) => [name, translateMessage(match[i + 1] ?? '', URDU)]));
    values[l.list] = items.map((item) => translateMessage(item, URDU)).join(l.urduSeparator);
    return urdu.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  }
  return undefined;
}

/**
 * `message` in `language`: English as written; Urdu from the catalog (a message of several lines
 * line by line), or the English when it has none.
 */
export function translate(message: string, language: Language): string {
  if (language !== 'ur') return message;
  if (message.includes('\n'))
    return message
      .split('\n')
      .map((line) => translate(line, language))
      .join('\n');
  return translateList(message) ?? translateMessage(message, URDU);
}

/** Every value of a field-errors object in `language`, under the same fields. */
export function translateErrors(errors: Record<string, string>, language: Language): Record<string, string> {
  if (language === 'en') return errors;
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translate(message, language)]));
}

/** An error answer's body in `language`: its `message` and each of its `errors`; other fields as they are. */
export function translateBody<T extends { message: string; errors?: Record<string, string> }>(body: T, language: Language): T {
  if (language === 'en') return body;
  return { ...body, message: translate(body.message, language), ...(body.errors ? { errors: translateErrors(body.errors, language) } : {}) };
}

/** Marks an answer as chosen by Accept-Language, keeping any Vary already set (Accept-Encoding). */
export function varyOnLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((n) => n.toLowerCase() === 'accept-language')) return;
  reply.header('vary', [...names, 'Accept-Language'].join(', '));
}

/**
 * Sends an error answer (`{ message, errors? }` and any other fields) in the request's language,
 * marked Vary: Accept-Language. Routes that answer an error themselves use it as the error handler does.
 */
export function sendTranslated<T extends { message: string; errors?: Record<string, string> }>(request: FastifyRequest, reply: FastifyReply, body: T) {
  varyOnLanguage(reply);
  return reply.send(translateBody(body, requestLanguage(request)));
}
