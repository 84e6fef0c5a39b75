import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import type { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SHARED_NAMESPACE } from '../i18n/i18n';

export interface FormDialogProps {
  open: boolean;
  /** Cancel, Escape and the backdrop; none of them closes the dialog while `busy`. */
  onClose: () => void;
  /** The dialog's title, which also names it. */
  title: string;
  /** A line under the title saying what the form is for. */
  description?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While submitting: both buttons are disabled and the submit button reads `busyLabel`. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

/**
 * A form in a dialog: title, optional description, the fields, then Cancel and the submit button.
 * Full screen on a phone. The browser's own validation is off (the form shows its own messages).
 */
export function FormDialog({ open, onClose, title, description, onSubmit, busy, submitLabel, busyLabel, maxWidth = 'sm', children }: FormDialogProps) {
  const titleId = useId();
  const { t } = useTranslation(SHARED_NAMESPACE);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth={maxWidth} fullScreen={fullScreen} aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description === undefined ? null : <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
