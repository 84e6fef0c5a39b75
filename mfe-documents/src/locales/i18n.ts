import { i18n, registerNamespace, useTranslation } from '@agrihub/shared';
import en from './en.json';

export const NAMESPACE = 'documents';
registerNamespace(NAMESPACE, en, () => import('./ur.json'));

/** This app's texts: t('center.title'). */
export const useDocumentsTranslation = () => useTranslation(NAMESPACE);

/** A translation function of this namespace, as a component's hook or `documentsText` gives it. */
export type DocumentsT = (key: string, options?: Record<string, unknown>) => string;

/**
 * This namespace's texts in the portal's language at the time of the call, for what is made outside
 * a component (a helper's default); a component passes the `t` of its hook, so it follows a switch.
 */
export const documentsText: DocumentsT = i18n.getFixedT(null, NAMESPACE);
