import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's score 3: about 10^8 guesses or more ("safely unguessable" in its terms). `password1`,
 * `Passw0rd`, `Admin@123` and `Pakistan1` fall below it.
 */
export const MIN_PASSWORD_SCORE = 3;
/**
 * zxcvbn's time grows steeply with length (1.6 s for 122 random characters, on the event loop):
 * only this many are estimated. A password whose first 40 characters are strong is strong.
 */
const CHECKED_CHARS = 40;
/** Personal words shorter than this are too common inside other words to hold against a password. */
const MIN_PERSONAL_WORD = 3;

export const PASSWORD_TOO_GUESSABLE = 'This password is too easy to guess. Try a few unrelated words with a digit or symbol';
export const PASSWORD_PERSONAL = 'Password must not be built from your name, email or company name';

/** What a guesser knows about the account: its owner's names, email and company. */
export interface PersonalData {
  firstName?: string;
  lastName?: string;
  email?: string;
  companyName?: string;
}

// Built on first use: loading the dictionaries takes most of a second, which servers and tests
// that never set a password should not pay.
let factory: ZxcvbnFactory | undefined;
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return factory;
}

/** The words of the account's own data, lower-cased: each name, each part of the email and company. */
export function personalWords(data: PersonalData): string[] {
  const words = new Set<string>();
  const add = (text: string | undefined) => {
    if (!text) return;
    const lower = text.toLowerCase();
    const parts = lower.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= MIN_PERSONAL_WORD);
    for (const w of parts) words.add(w);
    const joined = parts.join('');
    if (parts.length > 1 && joined.length >= MIN_PERSONAL_WORD) words.add(joined);
  };
  add(data.firstName);
  add(data.lastName);
  add(data.email?.split('@')[0]);
  add(data.companyName);
  return [...words].sort((a, b) => b.length - a.length);
}

function score(password: string, userInputs: string[]): number {
  return estimator().check(password.slice(0, CHECKED_CHARS), userInputs).score;
}

/**
 * Why a password (already within the length and letter-and-digit rules) is too weak, or undefined
 * when it is strong enough. The estimate is zxcvbn's (common passwords, dictionary words, names,
 * keyboard patterns, dates, l33t spellings), given the account's own words; a password that is only
 * strong thanks to those words (`SindhAgro2024` for Sindh Agro Chemicals) is refused as personal.
 */
export function passwordWeakness(password: string, data: PersonalData): string | undefined {
  const words = personalWords(data);
  let remainder = password;
  for (const word of words) remainder = remainder.replace(new RegExp(escapeRegExp(word), 'giu'), '');
  if (remainder !== password && score(remainder, words) < MIN_PASSWORD_SCORE) return PASSWORD_PERSONAL;
  if (score(password, words) < MIN_PASSWORD_SCORE) return PASSWORD_TOO_GUESSABLE;
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
