import { Link as RouterLink, useSearchParams } from '@agrihub/shared/router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@agrihub/shared/core';
import { EmptyState, ErrorState, LoadingState, PageHeader, RowList, RowTitle, SectionCard } from '@agrihub/shared/ui';
import { useAuthStore } from '../../features/auth/auth-store';
import { useSearch } from '../../features/search/api/get-search';
import {
  GROUP_LABELS,
  MODULE_LISTS,
  PAGE_LIMIT,
  SEARCHING_TEXT,
  SEARCH_FAILED_TEXT,
  SEARCH_GROUPS,
  UNVERIFIED_TEXT,
  countText,
  hitsOf,
  noResultsText,
} from '../../features/search/search-results';
import type { SearchResults } from '../../features/search/api/get-search';

export const SEARCH_PAGE_TITLE = 'Search results';
export const TYPE_TO_SEARCH_TEXT = 'Type in the search box at the top to find orders, products and retailers.';

/** Each group with results as a card of links, and where to see every match when there are more. */
function Groups({ results }: { results: SearchResults }) {
  const groups = SEARCH_GROUPS.filter((group) => results[group].items.length > 0);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {groups.map((group) => {
        const count = results[group];
        const more = count.atLeast || count.total > count.items.length;
        const list = MODULE_LISTS[group];
        return (
          <SectionCard key={group} title={`${GROUP_LABELS[group]} · ${countText(count)}`}>
            <RowList items={hitsOf(results, group)} label={GROUP_LABELS[group]} keyOf={(hit) => hit.key}>
              {(hit) => (
                <RowTitle
                  primary={
                    <Link component={RouterLink} to={hit.path} underline="hover">
                      {hit.primary}
                    </Link>
                  }
                  secondary={hit.secondary}
                />
              )}
            </RowList>
            {more ? (
              <Typography variant="body2" sx={{ px: 2, pt: 1 }}>
                <Link component={RouterLink} to={list.path(results.q)}>
                  See every match in {list.label}
                </Link>
              </Typography>
            ) : null}
          </SectionCard>
        );
      })}
    </Box>
  );
}

/**
 * /search?q=: the full results of a search (Enter in the top bar), more per group than the popup,
 * each linking to the item. Open to every signed-in member; an unverified seller learns why it is
 * empty.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const verified = useAuthStore((s) => s.user?.isVerified ?? false);
  const search = useSearch(q, PAGE_LIMIT);
  const header = <PageHeader title={SEARCH_PAGE_TITLE} subtitle={q ? `For “${q}”` : undefined} />;

  let body;
  if (q === '') body = <EmptyState title={TYPE_TO_SEARCH_TEXT} />;
  else if (!verified) body = <EmptyState title={noResultsText(q)} description={UNVERIFIED_TEXT} />;
  else if (search.isPending) body = <LoadingState label={SEARCHING_TEXT} />;
  else if (search.isError) body = <ErrorState message={SEARCH_FAILED_TEXT} detail={errorMessage(search.error, '')} onRetry={() => void search.refetch()} />;
  else if (SEARCH_GROUPS.every((group) => search.data[group].items.length === 0)) body = <EmptyState title={noResultsText(q)} />;
  else body = <Groups results={search.data} />;

  return (
    <>
      {header}
      {body}
    </>
  );
}
