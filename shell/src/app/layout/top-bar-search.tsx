import { Suspense, lazy, useCallback, useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useNavigate } from '@agrihub/shared/router';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { useAuthStore } from '../../features/auth/auth-store';
import { SEARCH_MAX_LENGTH, searchPagePath, type ComboboxAria } from '../../features/search/search-path';
import { useShellTranslation } from '../../locales/i18n';

// Loaded on the box's first focus: the popup, its query and its result rows stay out of the
// dashboard's first load (docs/decisions/0159-search-popup-lazy.md).
const SearchPopup = lazy(() => import('../../features/search/components/search-popup').then((m) => ({ default: m.SearchPopup })));

const CLOSED: ComboboxAria = { expanded: false };

/** Whether a key press lands where "/" is typed text rather than a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** "/" (outside a field) and Ctrl+K or Cmd+K (anywhere) call `focus`, as in GitHub and Slack. */
function useFocusShortcuts(focus: () => void): void {
  useEffect(() => {
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      const commandK = (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target);
      if (!commandK && !slash) return;
      e.preventDefault();
      focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [focus]);
}

/**
 * The top bar's search box. The input is part of every page's first load; its popup (results as you
 * type, keyboard choice) loads on first focus and attaches to this same input, which therefore never
 * remounts: focus and what was typed meanwhile stay. Until then Enter already opens the results page.
 */
export function TopBarSearch() {
  const navigate = useNavigate();
  const { t } = useShellTranslation();
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [text, setText] = useState('');
  const [wanted, setWanted] = useState(false);
  const [aria, setAria] = useState<ComboboxAria>(CLOSED);
  const verified = useAuthStore((s) => s.user?.isVerified ?? false);
  const focus = useCallback(() => {
    input?.focus();
    input?.select();
  }, [input]);
  useFocusShortcuts(focus);
  const chosen = useCallback(() => {
    setText('');
    input?.blur();
  }, [input]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // The popup, once loaded, handles Enter first (and marks it handled).
    if (e.key !== 'Enter' || e.defaultPrevented || text.trim() === '') return;
    e.preventDefault();
    navigate(searchPagePath(text.trim()));
    chosen();
  };

  return (
    <>
      {/* A native input styled as MUI's small outlined one: OutlinedInput brought InputBase, its form-control
          context and TextareaAutosize into every signed-in first load for one box (docs/decisions/0174-search-native-input.md). */}
      <Box
        component="label"
        sx={{
          flexGrow: 1,
          maxWidth: 480,
          minWidth: 0,
          height: 40,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          color: 'text.secondary',
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          cursor: 'text',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` },
        }}
      >
        <SearchIcon fontSize="small" />
        <Box
          component="input"
          ref={setInput}
          type="search"
          placeholder={t('layout.searchPlaceholder')}
          value={text}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setText(e.target.value)}
          onFocus={() => setWanted(true)}
          onKeyDown={onKeyDown}
          aria-label={t('layout.search')}
          maxLength={SEARCH_MAX_LENGTH}
          // A combobox once its popup exists; a plain search field before.
          {...(wanted
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': aria.expanded,
                'aria-controls': aria.controls,
                'aria-activedescendant': aria.activeId,
              }
            : {})}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            height: '100%',
            p: 0,
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            fontSize: '1rem',
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
          }}
        />
      </Box>
      {wanted && input ? (
        <Suspense fallback={null}>
          <SearchPopup input={input} text={text} onAria={setAria} onChosen={chosen} verified={verified} />
        </Suspense>
      ) : null}
    </>
  );
}
