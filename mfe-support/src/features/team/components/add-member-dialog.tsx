import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as yup from 'yup';
import { FormDialog, EMAIL_RE, MESSAGES, SelectField, requiredMessage, fieldProps, useDialogForm, useToast } from '@agrihub/shared';
import { useAddTeamMember } from '../api/add-team-member';
import type { NewTeamMember } from '../api/add-team-member';
import { DEPARTMENTS, TEAM_ROLES } from '../constants';

export const ADD_MEMBER_TITLE = 'Add New Team Member';

interface MemberForm {
  name: string;
  email: string;
  role: string;
  department: string;
  notes: string;
}

const schema = yup.object({
  name: yup.string().trim().required('Name is required'),
  email: yup.string().trim().required(requiredMessage('Email')).matches(EMAIL_RE, MESSAGES.memberEmail),
  role: yup.string().required('Role is required'),
  department: yup.string().required('Department is required'),
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
  const toast = useToast();
  const add = useAddTeamMember();
  const { formik, dialog } = useDialogForm({
    initialValues: ADD_MEMBER_DEFAULTS,
    validationSchema: schema,
    fields: FIELDS,
    submit: (values: MemberForm) => add.mutateAsync(toBody(values)),
    onDone: (member) => toast.success('Team Member Added', `${member.name} has been invited to your team.`),
    failure: { title: 'Could not add team member', fallback: 'Could not add the team member. Please try again.' },
    // An e-mail already in the company: said under the e-mail until it changes.
    conflictField: 'email',
    onClose,
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      title={ADD_MEMBER_TITLE}
      description="Invite a colleague and choose what they can do in the portal."
      submitLabel="Add Member"
      busyLabel="Adding..."
    >
      <Stack spacing={1}>
        <TextField label="Name" required fullWidth autoFocus autoComplete="off" {...fieldProps(formik, 'name')} slotProps={{ htmlInput: { maxLength: 120 } }} />
        <TextField
          label="Email"
          type="email"
          required
          fullWidth
          autoComplete="off"
          {...fieldProps(formik, 'email')}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <SelectField formik={formik} name="role" label="Role" required native placeholder="Select a role" options={TEAM_ROLES} />
          <SelectField formik={formik} name="department" label="Department" required native placeholder="Select a department" options={DEPARTMENTS} />
        </Stack>
        <TextField label="Notes (optional)" fullWidth multiline minRows={3} {...fieldProps(formik, 'notes')} slotProps={{ htmlInput: { maxLength: 1000 } }} />
      </Stack>
    </FormDialog>
  );
}
