import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as yup from 'yup';
// The root entry, as the remotes use it: this file loads with the Team Access page only.
// eslint-disable-next-line no-restricted-imports
import { FormDialog, SelectField, useDialogForm } from '@agrihub/shared';
import { EMAIL_RE, MESSAGES, TEAM_MEMBER_LIMITS, requiredMessage, fieldProps } from '@agrihub/shared/core';
import { useToast } from '@agrihub/shared/providers';
import { useAddTeamMember } from '../api/add-team-member';
import type { NewTeamMember } from '../api/add-team-member';
import { departments, teamRoles } from '../constants';
import { useShellTranslation } from '../../../locales/team';
import type { ShellT } from '../../../locales/team';

interface MemberForm {
  name: string;
  email: string;
  role: string;
  department: string;
  notes: string;
}

// The e-mail's messages are the shared rules' (English text, which the fields translate).
const schema = (t: ShellT) =>
  yup.object({
    name: yup.string().trim().required(t('addMember.errors.name')),
    email: yup.string().trim().required(requiredMessage('Email')).matches(EMAIL_RE, MESSAGES.memberEmail),
    role: yup.string().required(t('addMember.errors.role')),
    department: yup.string().required(t('addMember.errors.department')),
    notes: yup.string(),
  });

export const ADD_MEMBER_DEFAULTS: MemberForm = {
  name: '',
  email: '',
  role: '',
  department: '',
  notes: '',
};

const FIELDS = Object.keys(ADD_MEMBER_DEFAULTS) as (keyof MemberForm)[];

const toBody = (v: MemberForm): NewTeamMember => ({
  name: v.name.trim(),
  email: v.email.trim(),
  role: v.role,
  department: v.department,
  notes: v.notes.trim() === '' ? null : v.notes.trim(),
});

export interface AddMemberDialogProps {
  open: boolean;
  onClose: () => void;
}

export function AddMemberDialog({ open, onClose }: AddMemberDialogProps) {
  const { t } = useShellTranslation();
  const toast = useToast();
  const add = useAddTeamMember();
  const validationSchema = useMemo(() => schema(t), [t]);
  const options = useMemo(() => ({ roles: teamRoles(t), departments: departments(t) }), [t]);
  const { formik, dialog } = useDialogForm({
    initialValues: ADD_MEMBER_DEFAULTS,
    validationSchema,
    fields: FIELDS,
    submit: (values: MemberForm) => add.mutateAsync(toBody(values)),
    onDone: (member) => toast.success(t('addMember.added'), t('addMember.addedMessage', { name: member.name })),
    failure: { title: t('addMember.failed'), fallback: t('addMember.failedFallback') },
    // An e-mail already in the company: said under the e-mail until it changes.
    conflictField: 'email',
    onClose,
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      title={t('addMember.title')}
      description={t('addMember.description')}
      submitLabel={t('addMember.submit')}
      busyLabel={t('addMember.busy')}
    >
      <Stack spacing={1}>
        <TextField
          label={t('addMember.name')}
          required
          fullWidth
          autoFocus
          autoComplete="off"
          {...fieldProps(formik, 'name')}
          slotProps={{ htmlInput: { maxLength: TEAM_MEMBER_LIMITS.name } }}
        />
        <TextField
          label={t('addMember.email')}
          type="email"
          required
          fullWidth
          autoComplete="off"
          {...fieldProps(formik, 'email')}
          slotProps={{ htmlInput: { maxLength: TEAM_MEMBER_LIMITS.email } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <SelectField
            formik={formik}
            name="role"
            label={t('addMember.role')}
            required
            native
            placeholder={t('addMember.rolePlaceholder')}
            options={options.roles}
          />
          <SelectField
            formik={formik}
            name="department"
            label={t('addMember.department')}
            required
            native
            placeholder={t('addMember.departmentPlaceholder')}
            options={options.departments}
          />
        </Stack>
        <TextField
          label={t('addMember.notes')}
          fullWidth
          multiline
          minRows={3}
          {...fieldProps(formik, 'notes')}
          slotProps={{ htmlInput: { maxLength: TEAM_MEMBER_LIMITS.notes } }}
        />
      </Stack>
    </FormDialog>
  );
}
