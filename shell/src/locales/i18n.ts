import { registerNamespace, useTranslation } from '@agrihub/shared/core';
import en from './en.json';

/** The shell's texts (docs/i18n.md): the first screens' English bundled (the rest in ./pages.ts), Urdu downloaded when shown. */
export const SHELL_NAMESPACE = 'shell';
/** All of the shell's Urdu, in one file downloaded when Urdu is shown. */
export const loadShellUrdu = () => import(/* webpackChunkName: "shell-ur" */ './ur.json');
registerNamespace(SHELL_NAMESPACE, en, loadShellUrdu);

/** The shell's texts: t('login.title'). */
export const useShellTranslation = () => useTranslation(SHELL_NAMESPACE);

/** The English texts, for the few places that must name the spec's words outside React (tests, constants). */
export const SHELL_ENGLISH = en;

/** The shell's translate function, for texts made outside a component (a form's rules). */
export type ShellT = ReturnType<typeof useShellTranslation>['t'];
