// `npm run lint` runs this: every translation namespace (docs/i18n.md) has the same keys in Urdu as
// in English, with the same {{placeholders}} and no empty text; every key a source file asks for with
// t('literal key') exists in its app's English texts; and every message of the shared validation
// rules has its Urdu in the message catalog the browser and the server both translate with.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './apps.mjs';

/** Each app's namespace: where its texts are and which sources ask for them. */
export const NAMESPACES = [
  { app: 'shared', locales: 'shared/src/i18n/locales' },
  { app: 'shell', locales: 'shell/src/locales' },
  { app: 'mfe-orders', locales: 'mfe-orders/src/locales' },
  { app: 'mfe-catalog', locales: 'mfe-catalog/src/locales' },
  { app: 'mfe-documents', locales: 'mfe-documents/src/locales' },
  { app: 'mfe-commerce', locales: 'mfe-commerce/src/locales' },
  { app: 'mfe-support', locales: 'mfe-support/src/locales' },
];

/** { a: { b: 'x' } } -> Map { 'a.b' => 'x' } */
export function flatten(texts, prefix = '', into = new Map()) {
  for (const [key, value] of Object.entries(texts)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flatten(value, name, into);
    else into.set(name, value);
  }
  return into;
}

const placeholders = (text) => new Set([...String(text).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]));
// i18next's plural suffixes: a key asked for as 'x' may exist only as 'x_one' and 'x_other'.
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Problems between one namespace's English and Urdu texts, as lines. */
export function compareTexts(name, english, urdu) {
  const problems = [];
  const en = flatten(english);
  const ur = flatten(urdu);
  for (const [key, text] of en) {
    if (!ur.has(key)) {
      problems.push(`${name}: "${key}" has no Urdu`);
      continue;
    }
    const translated = ur.get(key);
    if (typeof translated !== 'string' || translated.trim() === '') problems.push(`${name}: "${key}" is empty in Urdu`);
    const missing = [...placeholders(text)].filter((p) => !placeholders(translated).has(p));
    if (missing.length) problems.push(`${name}: "${key}" in Urdu lacks {{${missing.join('}}, {{')}}}`);
  }
  for (const key of ur.keys()) if (!en.has(key)) problems.push(`${name}: "${key}" is in Urdu but not in English`);
  return problems;
}

function sourcesOf(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourcesOf(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Keys a source asks for with a literal, t('a.b') or i18nKey="a.b", that its English texts lack. */
export function unknownKeys(sources, english) {
  const keys = flatten(english);
  const known = (key) => keys.has(key) || [...keys.keys()].some((k) => k.replace(PLURAL, '') === key);
  const problems = [];
  for (const file of sources) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([^'$]+)'|i18nKey="([^"]+)"/g)) {
      const key = match[1] ?? match[2];
      // Another namespace's key ('shared:cancel') is checked with that namespace.
      if (key.includes(':')) continue;
      if (!known(key)) problems.push(`${path.relative(ROOT, file)}: t('${key}') is not in its English texts`);
    }
  }
  return problems;
}

async function main() {
  const problems = [];
  let checked = 0;
  for (const { app, locales } of NAMESPACES) {
    const dir = path.join(ROOT, locales);
    if (!fs.existsSync(path.join(dir, 'en.json'))) continue;
    // A namespace's texts may come in parts (en.json, en.pages.json...), each loaded with its code.
    const read = (lang) =>
      fs
        .readdirSync(dir)
        .filter((name) => name === `${lang}.json` || (name.startsWith(`${lang}.`) && name.endsWith('.json')))
        .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')))
        .reduce((all, part) => ({ ...all, ...part }), {});
    const english = read('en');
    problems.push(...compareTexts(app, english, read('ur')));
    problems.push(...unknownKeys(sourcesOf(path.join(ROOT, app, 'src')), english));
    checked++;
  }
  // TypeScript sources: `npm run lint` runs this file with tsx's loader.
  const load = (file) => import(pathToFileURL(path.join(ROOT, file)).href);
  const { MESSAGES } = await load('shared/src/validation/rules.ts');
  const { translateMessage } = await load('shared/src/i18n/message-catalog.ts');
  const { URDU_MESSAGES } = await load('shared/src/i18n/messages-ur.ts');
  for (const message of Object.values(MESSAGES)) {
    if (translateMessage(message, URDU_MESSAGES) === message) problems.push(`messages: "${message}" has no Urdu in shared/src/i18n/messages-ur.ts`);
  }
  if (problems.length > 0) {
    console.error(`Translations (docs/i18n.md):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Translations: ${checked} namespaces have every key in both languages.`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
