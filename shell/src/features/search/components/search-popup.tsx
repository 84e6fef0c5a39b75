import { useEffect, useId, useState } from 'react';
import { useNavigate } from '@agrihub/shared/router';
import { errorMessage } from '@agrihub/shared/core';
import { useDebouncedValue } from '@agrihub/shared/ui';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { useSearch } from '../api/get-search';
import { searchPagePath, type ComboboxAria } from '../search-path';
import { BOX_LIMIT, SEARCH_DEBOUNCE_MS, SEARCH_GROUPS, countText, hitsOf, type SearchHit } from '../search-results';
import { useShellTranslation } from '../../../locales/pages';

export interface SearchPopupProps {
  /** The top bar's input, which stays in the first load: this popup attaches to it once loaded. */
  input: HTMLInputElement;
  /** What the input holds. */
  text: string;
  /** Tells the input what to announce: whether the list is open and which option is highlighted. */
  onAria: (aria: ComboboxAria) => void;
  /** A result or the results page was opened: the box empties. */
  onChosen: () => void;
  /** An unverified seller is told why nothing is found. */
  verified: boolean;
}

/** Whether the input has focus: the popup shows only then. */
function useFocused(input: HTMLInputElement): boolean {
  const [focused, setFocused] = useState(() => input.ownerDocument.activeElement === input);
  useEffect(() => {
    const on = () => setFocused(true);
    const off = () => setFocused(false);
    input.addEventListener('focus', on);
    input.addEventListener('blur', off);
    return () => {
      input.removeEventListener('focus', on);
      input.removeEventListener('blur', off);
    };
  }, [input]);
  return focused;
}

/**
 * The top bar's results as a WAI-ARIA combobox popup: the results of the typed text (debounced)
 * grouped as Orders, Products and Retailers, then "Show all results". Arrow keys move the highlight
 * (the input keeps focus and names the option in aria-activedescendant), Enter opens the highlighted
 * result or, with none, the full results page, Escape closes. Loaded on the box's first focus, so the
 * dashboard's first load carries neither this nor the search query (docs/decisions/0159-search-popup-lazy.md).
 */
export function SearchPopup({ input, text, onAria, onChosen, verified }: SearchPopupProps) {
  const navigate = useNavigate();
  const { t } = useShellTranslation();
  const id = useId();
  const typed = text.trim();
  const q = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS, '');
  const search = useSearch(q, BOX_LIMIT);
  const focused = useFocused(input);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  // Typing again reopens what Escape closed and drops a highlight that may no longer be there.
  const [seen, setSeen] = useState(text);
  if (text !== seen) {
    setSeen(text);
    setDismissed(false);
    setActive(-1);
  }

  const data = typed !== '' ? search.data : undefined;
  const groups = data ? SEARCH_GROUPS.map((group) => ({ group, hits: hitsOf(data, group, t), count: data[group] })).filter((g) => g.hits.length > 0) : [];
  const showAll: SearchHit = { key: 'all', primary: t('search.showAll', { q: typed }), secondary: '', path: searchPagePath(typed) };
  const options = [...groups.flatMap((g) => g.hits), showAll];
  const shown = focused && !dismissed && typed !== '';
  const optionId = (index: number) => `${id}-option-${index}`;
  const listboxId = `${id}-listbox`;

  useEffect(() => {
    onAria({ expanded: shown, controls: shown ? listboxId : undefined, activeId: shown && active >= 0 ? optionId(active) : undefined });
    // optionId only depends on id, which listboxId already follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, active, listboxId, onAria]);

  useEffect(() => {
    if (active >= 0) input.ownerDocument.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, input]);

  const choose = (hit: SearchHit) => {
    setActive(-1);
    navigate(hit.path);
    onChosen();
  };

  // On the input itself (it is the top bar's, not this component's), added afresh each render so it
  // sees this render's options. It runs before the top bar's own Enter, which then stands aside.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (typed === '') return;
        e.preventDefault();
        if (!shown) setDismissed(false);
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((a) => (a < 0 && step < 0 ? options.length - 1 : (a + step + options.length) % options.length));
      } else if (e.key === 'Enter') {
        if (typed === '') return;
        e.preventDefault();
        choose(shown && active >= 0 ? (options[active] ?? showAll) : showAll);
      } else if (e.key === 'Escape' && shown) {
        e.preventDefault();
        setDismissed(true);
        setActive(-1);
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  });

  const anchor = input.parentElement;
  let status: string | null = null;
  const failed = !data && search.isError;
  if (!data) status = failed ? t('search.failedWhy', { why: errorMessage(search.error, t('search.tryAgain')) }) : t('search.searching');
  else if (groups.length === 0) status = verified ? t('search.noResults', { q: data.q }) : t('search.unverified');

  let index = 0;
  const option = (hit: SearchHit, divided = false) => {
    const i = index++;
    return (
      <Box
        key={hit.key}
        id={optionId(i)}
        role="option"
        aria-selected={i === active}
        onClick={() => choose(hit)}
        onMouseMove={() => (i === active ? undefined : setActive(i))}
        sx={{
          px: 2,
          py: 0.75,
          cursor: 'pointer',
          bgcolor: i === active ? 'action.selected' : undefined,
          ...(divided ? { borderTop: 1, borderColor: 'divider' } : {}),
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {hit.primary}
        </Typography>
        {hit.secondary ? (
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            {hit.secondary}
          </Typography>
        ) : null}
      </Box>
    );
  };

  return (
    <Popper
      open={shown && anchor !== null}
      anchorEl={anchor}
      placement="bottom-start"
      modifiers={[{ name: 'preventOverflow', options: { padding: 8 } }]}
      // Full width on a phone, where the box itself is narrow; at least 400 px elsewhere.
      sx={{ zIndex: 'modal', width: { xs: 'calc(100vw - 16px)', sm: Math.max(anchor?.offsetWidth ?? 0, 400) } }}
    >
      {/* Keeps the input focused when a result is clicked, so the click lands before a blur closes this. */}
      <Paper elevation={8} onMouseDown={(e) => e.preventDefault()} sx={{ mt: 0.5, maxHeight: '70vh', overflowY: 'auto' }} data-testid="search-popup">
        <Box sx={{ height: 2 }}>{search.isFetching ? <LinearProgress aria-hidden sx={{ height: 2 }} /> : null}</Box>
        <Box role="status" sx={status ? { px: 2, py: 1.5 } : undefined}>
          {status ? (
            <Typography variant="body2" color={failed ? 'error' : 'text.secondary'}>
              {status}
            </Typography>
          ) : null}
        </Box>
        <Box role="listbox" id={listboxId} aria-label={t('search.results')}>
          {groups.map(({ group, hits, count }) => (
            <Box key={group} role="group" aria-labelledby={`${id}-${group}`}>
              <Box
                id={`${id}-${group}`}
                role="presentation"
                sx={{ px: 2, pt: 1, pb: 0.5, display: 'flex', justifyContent: 'space-between', gap: 1, borderTop: 1, borderColor: 'divider' }}
              >
                <Typography variant="overline" sx={{ lineHeight: 1.5, fontWeight: 700 }}>
                  {t(`search.groups.${group}`)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {countText(count, t)}
                </Typography>
              </Box>
              {hits.map((hit) => option(hit))}
            </Box>
          ))}
          {option(showAll, true)}
        </Box>
      </Paper>
    </Popper>
  );
}
