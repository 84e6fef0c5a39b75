import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as yup from 'yup';
import { FormDialog, SelectField, TICKET_LIMITS, fieldProps, ltr, optionLabel, useDialogForm, useToast } from '@agrihub/shared';
import { useCreateTicket } from '../api/create-ticket';
import type { CreatedTicket, NewTicket } from '../api/create-ticket';
import { contactMethods, ticketCategories, ticketPriorities } from '../constants';
import { useSupportTranslation } from '../../../locales/i18n';
import type { SupportT } from '../../../locales/i18n';

const schema = (t: SupportT) =>
  yup.object({
    subject: yup.string().trim().required(t('newTicket.errors.subject')),
    category: yup.string().required(t('newTicket.errors.category')),
    priority: yup.string().required(t('newTicket.errors.priority')),
    contactMethod: yup.string().required(t('newTicket.errors.contactMethod')),
    description: yup.string().trim().required(t('newTicket.errors.description')),
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

export const ticketCreatedMessage = (t: SupportT, ticket: CreatedTicket) =>
  t('newTicket.createdMessage', { reference: ltr(ticket.reference), method: optionLabel(contactMethods(t), ticket.contactMethod) });

export interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated?: (ticket: CreatedTicket) => void;
}

export function NewTicketDialog({ open, onClose, onCreated }: NewTicketDialogProps) {
  const { t } = useSupportTranslation();
  const toast = useToast();
  const create = useCreateTicket();
  const validationSchema = useMemo(() => schema(t), [t]);
  const options = useMemo(() => ({ categories: ticketCategories(t), priorities: ticketPriorities(t), contactMethods: contactMethods(t) }), [t]);
  const { formik, dialog } = useDialogForm({
    initialValues: NEW_TICKET_DEFAULTS,
    validationSchema,
    fields: FIELDS,
    submit: (values: NewTicket) => create.mutateAsync(values),
    onDone: (ticket) => {
      toast.success(t('newTicket.created'), ticketCreatedMessage(t, ticket));
      onCreated?.(ticket);
    },
    failure: { title: t('newTicket.failed'), fallback: t('newTicket.failedFallback') },
    onClose,
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      title={t('newTicket.title')}
      description={t('newTicket.description')}
      submitLabel={t('newTicket.submit')}
      busyLabel={t('newTicket.busy')}
    >
      <Stack spacing={1}>
        <TextField
          label={t('newTicket.subject')}
          required
          fullWidth
          autoFocus
          {...fieldProps(formik, 'subject')}
          slotProps={{ htmlInput: { maxLength: TICKET_LIMITS.subject } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <SelectField
            formik={formik}
            name="category"
            label={t('newTicket.category')}
            required
            native
            placeholder={t('newTicket.categoryPlaceholder')}
            options={options.categories}
          />
          <SelectField
            formik={formik}
            name="priority"
            label={t('newTicket.priority')}
            required
            native
            placeholder={t('newTicket.priorityPlaceholder')}
            options={options.priorities}
          />
        </Stack>
        <SelectField
          formik={formik}
          name="contactMethod"
          label={t('newTicket.contactMethod')}
          required
          native
          placeholder={t('newTicket.contactMethodPlaceholder')}
          options={options.contactMethods}
        />
        <TextField
          label={t('newTicket.descriptionLabel')}
          required
          fullWidth
          multiline
          minRows={4}
          {...fieldProps(formik, 'description')}
          slotProps={{ htmlInput: { maxLength: TICKET_LIMITS.description } }}
        />
      </Stack>
    </FormDialog>
  );
}
