import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormikProps } from 'formik';
import { fieldProps } from '@agrihub/shared/core';
import { FormTextField } from './form-text-field';
import type { TextInput } from '../sign-up-rules';
import { useShellTranslation } from '../../../locales/pages';

export interface AccountFormProps<Values extends object> {
  formik: FormikProps<Values>;
  inputs: readonly TextInput<keyof Values & string>[];
  /** Helper lines under fields that have one (the rule a field follows). */
  helpers?: Partial<Record<keyof Values & string, string>>;
  /** The fields the server requires (marked as sign-up marks them). */
  required: readonly (keyof Values & string)[];
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** False: the fields are shown, disabled, with no Save (a role that may not change them). */
  canEdit?: boolean;
  /** Beside Save (Profile's Change password). */
  extraActions?: ReactNode;
  /** Names the form for assistive technology. */
  label: string;
}

/** Profile's and Settings' forms: sign-up's fields in the same grid, saved in place. */
export function AccountForm<Values extends object>({
  formik,
  inputs,
  helpers = {},
  required,
  onSubmit,
  busy,
  canEdit = true,
  extraActions,
  label,
}: AccountFormProps<Values>) {
  const { t } = useShellTranslation();
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}>
        {inputs.map(({ name, type, autoComplete, placeholder, half }) => (
          <FormTextField
            key={name}
            id={name}
            label={t(`fields.${name}`)}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            placeholder={placeholder ? t(`placeholders.${name}`) : undefined}
            required={required.includes(name)}
            disabled={!canEdit}
            {...fieldProps(formik, name, helpers[name])}
            sx={{ gridColumn: half ? undefined : '1 / -1' }}
          />
        ))}
      </Box>
      {canEdit || extraActions ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          {extraActions}
          {canEdit ? (
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t('accountForm.saving') : t('accountForm.save')}
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
