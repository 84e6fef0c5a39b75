import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, formatNumber, useCan } from '@agrihub/shared';
import { keepFocusOnPage } from '../../../lib/focus';
import { PageButtons } from '../../../lib/pagination';
import { useOrdersTranslation } from '../../../locales/i18n';
import type { Order } from '../api/get-orders';
import type { Move } from '../constants';
import { BulkMoveBar } from './bulk-move-bar';
import { OrderCard } from './order-card';
import { OrderMoveDialog } from './move-dialog';

export interface OrderListProps {
  orders: Order[];
  page: number;
  pageSize: number;
  total: number;
  /** A newer filter's answer is on its way; the previous page stays visible meanwhile. */
  refreshing: boolean;
  onPage: (page: number) => void;
}

export function OrderList({ orders, page, pageSize, total, refreshing, onPage }: OrderListProps) {
  const { t } = useOrdersTranslation();
  const [pending, setPending] = useState<{ order: Order; action: Move } | null>(null);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const listRef = useRef<HTMLElement>(null);
  // Bulk moves are for the roles that may change orders; the others see no boxes.
  const canMove = useCan('orders');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  // Only orders on screen count as selected: a box ticked on another page or filter is not in view.
  const selected = orders.filter((o) => picked.has(o._id));
  const allSelected = orders.length > 0 && selected.length === orders.length;

  const toggle = (order: Order) =>
    setPicked((was) => {
      const next = new Set(was);
      if (!next.delete(order._id)) next.add(order._id);
      return next;
    });
  const toggleAll = () => setPicked(allSelected ? new Set() : new Set(orders.map((o) => o._id)));

  return (
    <Box aria-busy={refreshing}>
      <Box sx={{ height: 4, mb: 1 }}>{refreshing ? <LinearProgress aria-label={t('orderList.updating')} /> : null}</Box>
      {orders.length === 0 ? (
        <EmptyState title={t('orderList.empty')} />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 1 }}>
            {canMove ? (
              <FormControlLabel
                label={t('orderList.selectAll')}
                control={<Checkbox checked={allSelected} indeterminate={selected.length > 0 && !allSelected} onChange={toggleAll} />}
                sx={{ mr: 'auto' }}
              />
            ) : null}
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }} role="status">
              {t('orderList.showing', { first: formatNumber(first), last: formatNumber(last), total: formatNumber(total) })}
            </Typography>
          </Box>
          {canMove ? <BulkMoveBar orders={selected} onDone={() => setPicked(new Set())} /> : null}
          <Stack spacing={1.5} component="section" aria-label={t('orderList.section')} ref={listRef} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
            {orders.map((o) => (
              <OrderCard
                key={o._id}
                order={o}
                onMoveOrder={(order, action) => setPending({ order, action })}
                selection={canMove ? { selected: picked.has(o._id), onToggle: toggle } : undefined}
              />
            ))}
          </Stack>
        </>
      )}
      <PageButtons page={page} pages={pages} onPage={onPage} />
      {pending ? (
        <OrderMoveDialog
          key={pending.order._id + pending.action}
          order={pending.order}
          move={pending.action}
          onClose={() => {
            const id = pending.order._id;
            setPending(null);
            // The order's card, or the list when the move took it out of this view.
            keepFocusOnPage(() => listRef.current?.querySelector<HTMLElement>(`[data-order-id="${id}"]`) ?? listRef.current);
          }}
        />
      ) : null}
    </Box>
  );
}
