import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ConfirmDialog, errorMessage, useToast } from '@agrihub/shared';
import type { Order } from '../api/get-orders';
import { useUpdateOrderStatus, type StatusAction } from '../api/update-order-status';

export const STATUS_UPDATE_FAILED = 'Failed to update order status';

const COPY: Record<StatusAction, { title: (n: string) => string; confirm: string; done: string; destructive: boolean }> = {
  delivered: { title: (n) => `Mark order ${n} as delivered?`, confirm: 'Mark Delivered', done: 'Delivered', destructive: false },
  cancelled: { title: (n) => `Cancel order ${n}?`, confirm: 'Cancel Order', done: 'Cancelled', destructive: true },
};

export interface StatusChangeDialogProps {
  order: Order;
  action: StatusAction;
  onClose: () => void;
}

/**
 * The confirm step of a status change, with optional notes. A refusal (e.g. an order that is already
 * delivered) keeps the dialog and the notes, and says why in the toast.
 */
export function StatusChangeDialog({ order, action, onClose }: StatusChangeDialogProps) {
  const [notes, setNotes] = useState('');
  const toast = useToast();
  const mutation = useUpdateOrderStatus();
  const copy = COPY[action];

  const confirm = () => {
    mutation.mutate(
      { id: order._id, status: action, notes },
      {
        onSuccess: (updated) => {
          toast.success('Order status updated', `${updated.orderNumber} is now ${copy.done}.`);
          onClose();
        },
        onError: (error) => toast.destructive(STATUS_UPDATE_FAILED, errorMessage(error, 'Please try again.')),
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={copy.title(order.orderNumber)}
      message={
        <Box>
          <Box component="p" sx={{ mt: 0 }}>
            {order.customer.name}
          </Box>
          <TextField
            label="Notes (optional)"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Box>
      }
      confirmLabel={copy.confirm}
      cancelLabel="Back"
      destructive={copy.destructive}
      busy={mutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
