import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, formatNumber } from '@agrihub/shared';
import type { Order } from '../api/get-orders';
import type { Move } from '../constants';
import { OrderCard } from './order-card';
import { OrderMoveDialog } from './move-dialog';

export const NO_ORDERS = 'No orders found.';

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
  const [pending, setPending] = useState<{ order: Order; action: Move } | null>(null);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <Box aria-busy={refreshing}>
      <Box sx={{ height: 4, mb: 1 }}>{refreshing ? <LinearProgress aria-label="Updating orders" /> : null}</Box>
      {orders.length === 0 ? (
        <EmptyState title={NO_ORDERS} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} role="status">
            Showing {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)} orders
          </Typography>
          <Stack spacing={1.5} component="section" aria-label="Orders">
            {orders.map((o) => (
              <OrderCard key={o._id} order={o} onAction={(order, action) => setPending({ order, action })} />
            ))}
          </Stack>
        </>
      )}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_e, p) => onPage(p)}
            color="primary"
            siblingCount={0}
            boundaryCount={1}
            getItemAriaLabel={(type, p, selected) => (type === 'page' ? `${selected ? '' : 'Go to '}page ${p ?? ''}`.trim() : `Go to ${type} page`)}
          />
        </Box>
      ) : null}
      {pending ? (
        <OrderMoveDialog key={pending.order._id + pending.action} order={pending.order} move={pending.action} onClose={() => setPending(null)} />
      ) : null}
    </Box>
  );
}
