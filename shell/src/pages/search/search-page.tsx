import { Link as RouterLink, useSearchParams } from '@agrihub/shared/router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@agrihub/shared/core';
import { EmptyState, ErrorState, LoadingState, PageHeader, RowList, RowTitle, SectionCard } from '@agrihub/shared/ui';
import { useAuthStore } from '../../features/auth/auth-store';
import { useSearch } from '../../features/search/api/get-search';
import { MODULE_LISTS, PAGE_LIMIT, SEARCH_GROUPS, countText, hitsOf } from '../../features/search/search-results';
import { useShellTranslation } from '../../locales/pages';
import type { SearchResults } from '../../features/search/api/get-search';

/** Each group with results as a card of links, and where to see every match when there are more. */
function Groups({ results }: { results: SearchResults }) {
  const groups = SEARCH_GROUPS.filter((group) => results[group].items.length > 0);
  const { t } = useShellTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {groups.map((group) => {
        const count = results[group];
        const more = count.atLeast || count.total > count.items.length;
        const label = t(`search.groups.${group}`);
        return (
          <SectionCard key={group} title={`${label} · ${countText(count, t)}`}>
            <RowList items={hitsOf(results, group, t)} label={label} keyOf={(hit) => hit.key}>
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
                <Link component={RouterLink} to={MODULE_LISTS[group](results.q)}>
                  {t('search.seeEvery', { list: t(`search.lists.${group}`) })}
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
  const { t } = useShellTranslation();
  const header = <PageHeader title={t('search.title')} subtitle={q ? t('search.for', { q }) : undefined} />;

  let body;
  if (q === '') body = <EmptyState title={t('search.typeToSearch')} />;
  else if (!verified) body = <EmptyState title={t('search.noResults', { q })} description={t('search.unverified')} />;
  else if (search.isPending) body = <LoadingState label={t('search.searching')} />;
  else if (search.isError) body = <ErrorState message={t('search.failed')} detail={errorMessage(search.error, '')} onRetry={() => void search.refetch()} />;
  else if (SEARCH_GROUPS.every((group) => search.data[group].items.length === 0)) body = <EmptyState title={t('search.noResults', { q })} />;
  else body = <Groups results={search.data} />;

  return (
    <>
      {header}
      {body}
    </>
  );
}
