import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import { Permitted } from '@agrihub/shared';
import type { OrderStatus } from '@agrihub/shared';
import type { Order } from '../api/get-orders';
import type { ApplyMove } from '../api/move-order';
import { moveLabel, type Move } from '../constants';
import { useOrdersTranslation } from '../../../locales/i18n';
import { OrderMoveDialog } from './move-dialog';
import { keepFocusOnPage } from '../../../lib/focus';

const COLORS: Record<Move, ButtonProps['color']> = {
  confirmed: 'primary',
  processing: 'primary',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'error',
};

const isMove = (status: OrderStatus): status is Move => status !== 'pending';

export interface MoveButtonsProps {
  /** The moves the server allows from the order's status; delivered and cancelled orders have none. */
  nextStatuses: readonly OrderStatus[];
  onMoveOrder: (move: Move) => void;
  size?: ButtonProps['size'];
  /** The forward move filled (the order page), or every button outlined (the cards). */
  emphasise?: boolean;
}

/** A button per move the order allows, in the lifecycle's order; disabled, saying why, for roles that may not change orders. */
export function MoveButtons({ nextStatuses, onMoveOrder, size = 'small', emphasise = false }: MoveButtonsProps) {
  const { t } = useOrdersTranslation();
  return (
    <>
      {nextStatuses.filter(isMove).map((move) => (
        <Permitted key={move} area="orders">
          <Button size={size} variant={emphasise && move !== 'cancelled' ? 'contained' : 'outlined'} color={COLORS[move]} onClick={() => onMoveOrder(move)}>
            {moveLabel(t, move)}
          </Button>
        </Permitted>
      ))}
    </>
  );
}

export interface OrderMovesProps {
  order: Pick<Order, '_id' | 'orderNumber' | 'customer' | 'nextStatuses'>;
  /** The page's own cache edit after a move. */
  alsoApply?: ApplyMove;
}

/** An order's moves with their dialog, for a page that shows one order. */
export function OrderMoves({ order, alsoApply }: OrderMovesProps) {
  const [move, setMove] = useState<Move | null>(null);
  if (order.nextStatuses.length === 0) return null;
  return (
    <Box data-order-moves sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <MoveButtons nextStatuses={order.nextStatuses} onMoveOrder={setMove} size="medium" emphasise />
      {move ? (
        <OrderMoveDialog
          key={move}
          order={order}
          move={move}
          alsoApply={alsoApply}
          onClose={() => {
            setMove(null);
            // The page's next move, or its heading once the order has none.
            keepFocusOnPage(() => document.querySelector<HTMLElement>('[data-order-moves] button') ?? document.querySelector<HTMLElement>('main h1'));
          }}
        />
      ) : null}
    </Box>
  );
}
