import { registerNamespace, useTranslation } from '@agrihub/shared';
import en from './en.json';

export const NAMESPACE = 'commerce';
registerNamespace(NAMESPACE, en, () => import('./ur.json'));

/** This app's texts: t('pricing.title'). */
export const useCommerceTranslation = () => useTranslation(NAMESPACE);

/** The commerce namespace's `t`, for texts made outside a component (schemas, option lists, labels). */
export type CommerceT = ReturnType<typeof useCommerceTranslation>['t'];
