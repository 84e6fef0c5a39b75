/**
 * Messages written as English text where they are made: the rules a form and the server share
 * (validation/rules.ts) and the server's answers. A catalog keyed by that English text (as gettext
 * keys by its msgid) gives their translation. An entry may hold placeholders, `{label}`, which match
 * any text; a placeholder's own text is translated again when the catalog has it ("First name is
 * required": "{label} is required" with label "First name"). Plain TypeScript without imports: the
 * server loads this file as it is.
 */

export type MessageCatalog = Readonly<Record<string, string>>;

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
  /** Literal characters: the longer, the more specific, the earlier it is tried. */
  weight: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalog key as a pattern matching the messages it makes, and its placeholders' names in order. */
export function compileTemplate(english: string): { names: string[]; pattern: RegExp } {
  const names: string[] = [];
  // split with a capture group alternates literal text and placeholder names.
  const source = english
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : (names.push(part), '(.+?)')))
    .join('');
  return { names, pattern: new RegExp(`^${source}$`, 's') };
}

function compile(catalog: MessageCatalog): Template[] {
  const templates: Template[] = [];
  for (const [english, translation] of Object.entries(catalog)) {
    if (english.includes('{')) templates.push({ ...compileTemplate(english), translation, weight: english.replace(PLACEHOLDER, '').length });
  }
  return templates.sort((a, b) => b.weight - a.weight);
}

const compiled = new WeakMap<MessageCatalog, Template[]>();

/** `message` in the catalog's language, or `message` itself when the catalog has no entry for it. */
export function translateMessage(message: string, catalog: MessageCatalog): string {
  const exact = catalog[message];
  if (exact !== undefined) return exact;
  let templates = compiled.get(catalog);
  if (!templates) {
    templates = compile(catalog);
    compiled.set(catalog, templates);
  }
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, translateMessage(match[i + 1] ?? '', catalog)]));
    return template.translation.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  }
  return message;
}

/** Whether the catalog translates `message` (whole, or by a template). */
export function hasMessage(message: string, catalog: MessageCatalog): boolean {
  return translateMessage(message, catalog) !== message || catalog[message] !== undefined;
}
