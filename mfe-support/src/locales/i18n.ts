import { registerNamespace, useTranslation } from '@agrihub/shared';
import en from './en.json';

export const NAMESPACE = 'support';
registerNamespace(NAMESPACE, en, () => import('./ur.json'));

/** This app's texts: t('supportPage.title'). */
export const useSupportTranslation = () => useTranslation(NAMESPACE);

/** The `t` of this app's namespace, for texts made outside a component (labels, schemas, toasts). */
export type SupportT = ReturnType<typeof useSupportTranslation>['t'];
