import type { OrdersT } from '../locales/i18n';

const NAMED = ['first', 'last', 'next', 'previous'] as const;
const isNamed = (type: string): type is (typeof NAMED)[number] => (NAMED as readonly string[]).includes(type);

/**
 * MUI Pagination's item names in the portal's language: 'page 3' for the current page, 'Go to
 * page 4', 'Go to next page'. The ellipses are not buttons and need no name.
 */
export const pageItemLabel =
  (t: OrdersT) =>
  (type: string, page: number | null, selected: boolean): string => {
    if (type === 'page') return t(selected ? 'common.pagination.page' : 'common.pagination.goToPage', { page: page ?? '' }).trim();
    return isNamed(type) ? t(`common.pagination.${type}`) : '';
  };
