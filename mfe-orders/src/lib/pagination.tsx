import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import type { SxProps, Theme } from '@mui/material/styles';
import { useOrdersTranslation, type OrdersT } from '../locales/i18n';

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

/** The page buttons under a paged list, named in the portal's language; nothing when there is one page. */
export function PageButtons({ page, pages, onPage, sx }: { page: number; pages: number; onPage: (page: number) => void; sx?: SxProps<Theme> }) {
  const { t } = useOrdersTranslation();
  if (pages <= 1) return null;
  return (
    <Box sx={sx ?? { display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_e, p) => onPage(p)}
        color="primary"
        siblingCount={0}
        boundaryCount={1}
        getItemAriaLabel={pageItemLabel(t)}
      />
    </Box>
  );
}
