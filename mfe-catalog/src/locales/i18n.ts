import { i18n, registerNamespace, useTranslation } from '@agrihub/shared';
import en from './en.json';

export const NAMESPACE = 'catalog';
registerNamespace(NAMESPACE, en, () => import('./ur.json'));

/** This app's texts: t('list.title'). */
export const useCatalogTranslation = () => useTranslation(NAMESPACE);

/** A translation function of this namespace, as a component's hook or `catalogText` gives it. */
export type CatalogT = (key: string, options?: Record<string, unknown>) => string;

/**
 * This namespace's texts in the portal's language at the time of the call, for what is made outside
 * a component (a helper's default); a component passes the `t` of its hook, so it follows a switch.
 */
export const catalogText: CatalogT = i18n.getFixedT(null, NAMESPACE);
