import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * While it is rendered (a printable dialog is open), printing shows only the element with
 * `className` (an invoice, a statement), on white, across the whole page: the portal around it, the
 * dialog's frame and its backdrop stay off the paper.
 */
export function PrintAlone({ className }: { className: string }) {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'body *': { visibility: 'hidden' },
          [`.${className}, .${className} *`]: { visibility: 'visible' },
          [`.${className}`]: { position: 'absolute', left: 0, top: 0, width: '100%', padding: '0 8mm' },
          '.MuiDialog-container, .MuiDialog-paper, .MuiDialogContent-root': {
            position: 'static !important',
            overflow: 'visible !important',
            boxShadow: 'none !important',
            maxHeight: 'none !important',
          },
          '.MuiBackdrop-root': { display: 'none' },
          '@page': { margin: '12mm' },
        },
      }}
    />
  );
}
