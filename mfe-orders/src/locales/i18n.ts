import { registerNamespace, useTranslation } from '@agrihub/shared';
import en from './en.json';

export const NAMESPACE = 'orders';
registerNamespace(NAMESPACE, en, () => import('./ur.json'));

/** This app's texts: t('orderList.title'). */
export const useOrdersTranslation = () => useTranslation(NAMESPACE);

/** The `t` of this app's texts, for texts made outside a component (a schema, a column list). */
export type OrdersT = ReturnType<typeof useOrdersTranslation>['t'];
