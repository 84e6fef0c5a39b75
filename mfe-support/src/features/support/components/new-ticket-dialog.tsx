import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as yup from 'yup';
import { FormDialog, SelectField, fieldProps, optionLabel, useDialogForm, useToast } from '@agrihub/shared';
import { useCreateTicket } from '../api/create-ticket';
import type { CreatedTicket, NewTicket } from '../api/create-ticket';
import { CONTACT_METHODS, TICKET_CATEGORIES, TICKET_PRIORITIES } from '../constants';

export const NEW_TICKET_TITLE = 'Create New Support Ticket';

const schema = yup.object({
  subject: yup.string().trim().required('Subject is required'),
  category: yup.string().required('Category is required'),
  priority: yup.string().required('Priority is required'),
  contactMethod: yup.string().required('Contact method is required'),
  description: yup.string().trim().required('Description is required'),
});

/** Spec 5: priority medium and contact method email by default. */
export const NEW_TICKET_DEFAULTS: NewTicket = {
  subject: '',
  category: '',
  priority: 'medium',
  contactMethod: 'email',
  description: '',
};

const FIELDS = Object.keys(NEW_TICKET_DEFAULTS) as (keyof NewTicket)[];

export const ticketCreatedMessage = (t: CreatedTicket) =>
  `Ticket ${t.reference} has been created. You will receive updates via ${optionLabel(CONTACT_METHODS, t.contactMethod)}.`;

export interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated?: (ticket: CreatedTicket) => void;
}

export function NewTicketDialog({ open, onClose, onCreated }: NewTicketDialogProps) {
  const toast = useToast();
  const create = useCreateTicket();
  const { formik, dialog } = useDialogForm({
    initialValues: NEW_TICKET_DEFAULTS,
    validationSchema: schema,
    fields: FIELDS,
    submit: (values: NewTicket) => create.mutateAsync(values),
    onDone: (ticket) => {
      toast.success('Ticket Created', ticketCreatedMessage(ticket));
      onCreated?.(ticket);
    },
    failure: { title: 'Could not create ticket', fallback: 'Could not create the ticket. Please try again.' },
    onClose,
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      title={NEW_TICKET_TITLE}
      description="Describe the problem and our support team will get back to you."
      submitLabel="Create Ticket"
      busyLabel="Creating..."
    >
      <Stack spacing={1}>
        <TextField label="Subject" required fullWidth autoFocus {...fieldProps(formik, 'subject')} slotProps={{ htmlInput: { maxLength: 200 } }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <SelectField formik={formik} name="category" label="Category" required native placeholder="Select a category" options={TICKET_CATEGORIES} />
          <SelectField formik={formik} name="priority" label="Priority" required native placeholder="Select a priority" options={TICKET_PRIORITIES} />
        </Stack>
        <SelectField
          formik={formik}
          name="contactMethod"
          label="Contact Method"
          required
          native
          placeholder="Select a contact method"
          options={CONTACT_METHODS}
        />
        <TextField
          label="Description"
          required
          fullWidth
          multiline
          minRows={4}
          {...fieldProps(formik, 'description')}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </Stack>
    </FormDialog>
  );
}
