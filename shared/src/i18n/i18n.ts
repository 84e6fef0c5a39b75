/**
 * The portal's one i18next instance. `@agrihub/shared` is a federation singleton, so the shell and
 * every remote translate through this same instance: a language change reaches every mounted page
 * at once. Each app registers its namespace with its English texts (the spec's, bundled with the
 * app) and a loader for its Urdu texts, which download only when Urdu is chosen (docs/i18n.md).
 */
import i18next from 'i18next';
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import type { EmotionCache } from '@emotion/cache';
import type { Theme } from '@mui/material/styles';
import { initReactI18next } from 'react-i18next';
import { translateMessage } from './message-catalog';
import type { MessageCatalog } from './message-catalog';
import en from './locales/en.json';
import { COOKIES, readCookie } from '../lib/cookies';

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language's name as its readers write it: the switch shows these, untranslated. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ur: 'اردو' };
export const DEFAULT_LANGUAGE: Language = 'en';
/** Where the choice is kept before sign-in (and for the next visit on this browser). */
export const LANGUAGE_STORAGE_KEY = 'agrihub.language';
/**
 * The choice is also kept in a cookie, for the server: it sends the signed-out pages it prerendered in
 * this language (server/src/platform/http/static.ts, which names the same cookie).
 */
const LANGUAGE_COOKIE = COOKIES.language;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

type Translations = Record<string, unknown>;
type UrduLoader = () => Promise<Translations | { default: Translations }>;
const urduLoaders = new Map<string, UrduLoader>();

/** Reads a namespace's Urdu texts through the loader its app registered. */
const registeredLoaders: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = language === 'ur' ? urduLoaders.get(namespace) : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, ('default' in module ? module.default : module) as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The language the cookie holds: read first, as a phone's first localStorage read at start-up costs milliseconds. */
function cookieLanguage(): Language | undefined {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : undefined;
}

/** The language this browser chose (a switch, or a signed-in user's saved choice), if it ever did. */
export function chosenLanguage(): Language | undefined {
  const fromCookie = cookieLanguage();
  if (fromCookie) return fromCookie;
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language of a page the server sent prerendered (shared/build/prerender.mjs marks it on <html>):
 * its pick for this browser, from the cookie or else the browser's Accept-Language.
 */
function servedLanguage(): Language | undefined {
  const served = typeof document === 'undefined' ? undefined : document.documentElement.dataset.prerendered;
  return isLanguage(served) ? served : undefined;
}

export const SHARED_NAMESPACE = 'shared';

export const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .use(registeredLoaders)
  .init({
    // Urdu's texts are not loaded yet: the instance starts in English and switches once they are
    // (prepareLanguage), so nothing renders with half its texts.
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [SHARED_NAMESPACE],
    defaultNS: SHARED_NAMESPACE,
    resources: { en: { [SHARED_NAMESPACE]: en } },
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes what it renders; escaping here too would show '&amp;'.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  });
urduLoaders.set(SHARED_NAMESPACE, () => import('./locales/ur.json'));

/**
 * Makes `namespace` available: its English texts at once, its Urdu texts when Urdu is (or
 * becomes) the language. An app calls it where its translation hook is defined, and again for
 * each further part of its English texts that loads later with the pages that show them.
 */
export function registerNamespace(namespace: string, english: Translations, loadUrdu: UrduLoader): void {
  // Merged into what the namespace has: an app may bring its texts in parts, each with the code that shows them.
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, english, true, false);
  urduLoaders.set(namespace, loadUrdu);
  // Counts the namespace among those in use, so a later switch loads its texts before showing;
  // in Urdu already, its texts start downloading now, with the app's code.
  void i18n.loadNamespaces(namespace);
}

/** The language the portal shows now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
const isRightToLeft = (language: Language) => language === 'ur';

let urduMessages: MessageCatalog | undefined;

/**
 * A message made as English text outside React (a validation rule's, or one the browser itself
 * produced) in the portal's language. The server's messages arrive already translated.
 */
export function translateText(message: string): string {
  return currentLanguage() === 'ur' && urduMessages ? translateMessage(message, urduMessages) : message;
}

let rightToLeft: { cache: EmotionCache; theme: Theme } | undefined;

/** The emotion cache that mirrors styles and the right-to-left theme, once Urdu has been prepared. */
export const rightToLeftStyles = (): { cache: EmotionCache; theme: Theme } | undefined => rightToLeft;

/** What Urdu needs besides its texts: its message catalog, mirrored styles and font (each its own chunk). */
async function prepareUrdu(): Promise<void> {
  const [messages, rtl] = await Promise.all([import('./messages-ur'), import('./right-to-left')]);
  urduMessages = messages.URDU_MESSAGES;
  rightToLeft ??= { cache: rtl.createRightToLeftCache(), theme: rtl.createRightToLeftTheme() };
  await rtl.loadUrduFont();
}

function showLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

function remember(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private windows may refuse storage: the choice then lasts for this visit.
  }
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** Shows `language` once everything it needs has loaded (texts of every namespace in use, messages, styles, font). */
async function showLoaded(language: Language): Promise<void> {
  if (language === 'ur') await prepareUrdu();
  await i18n.changeLanguage(language);
  showLanguage(language);
}

/**
 * Switches the portal to `language` once everything it needs has loaded, so the page changes in one
 * step. Remembered in this browser; the signed-in user's choice is saved on the user by the caller.
 */
export async function setLanguage(language: Language): Promise<void> {
  await showLoaded(language);
  remember(language);
}

/**
 * Before the first render: the language this browser chose last time, else the one the server sent
 * a prerendered page in (its pick from Accept-Language: shown, not remembered as a choice, so the
 * user's saved language still applies at sign-in), else English; loaded. English needs nothing;
 * Urdu loads its texts, styles and font first.
 */
export function prepareStoredLanguage(): Promise<void> {
  const chosen = chosenLanguage();
  const language = chosen ?? servedLanguage() ?? DEFAULT_LANGUAGE;
  // A choice stored before the cookie existed: the server hears of it from now on.
  if (chosen && cookieLanguage() !== chosen) remember(chosen);
  showLanguage(language);
  return language === DEFAULT_LANGUAGE ? Promise.resolve() : showLoaded(language).catch(() => showLoaded(DEFAULT_LANGUAGE));
}
