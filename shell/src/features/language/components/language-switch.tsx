import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LANGUAGES, LANGUAGE_NAMES, currentLanguage, setLanguage, useTranslation } from '@agrihub/shared/core';
import type { Language } from '@agrihub/shared/core';
import { SHELL_NAMESPACE } from '../../../locales/i18n';

export interface LanguageSwitchProps {
  /** After the page has switched (the account menu saves the choice on the user). */
  onChange?: (language: Language) => void;
}

/**
 * "English | اردو": each name written in its own language and script, so a reader finds theirs
 * whatever the page shows now. The page switches once the language's texts, styles and font have
 * loaded; a click meanwhile is ignored.
 */
export function LanguageSwitch({ onChange }: LanguageSwitchProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [switching, setSwitching] = useState(false);
  const shown = currentLanguage();
  const choose = async (language: Language) => {
    if (language === shown || switching) return;
    setSwitching(true);
    try {
      await setLanguage(language);
      onChange?.(language);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <Box role="group" aria-label={t('language.label')} sx={{ display: 'inline-flex', gap: 0.5 }}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          size="small"
          aria-pressed={language === shown}
          variant={language === shown ? 'contained' : 'text'}
          aria-busy={switching && language !== shown}
          // Keeps the focus where it was: a click here must not leave (and so validate) the field being typed in.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => void choose(language)}
          sx={{ minWidth: 0, px: 1.5, fontFamily: language === 'ur' ? '"Noto Naskh Arabic", inherit' : undefined }}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Box>
  );
}
