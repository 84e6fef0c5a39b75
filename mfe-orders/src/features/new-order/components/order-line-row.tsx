import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { formatNumber, formatPKR, ltr } from '@agrihub/shared';
import type { TextFieldBinding } from '@agrihub/shared';
import type { QuoteLine } from '../api/get-quote';
import type { ProductOption } from '../api/get-product-options';
import { useOrdersTranslation, type OrdersT } from '../../../locales/i18n';

/** 'Urea Volume Discount: 10% off' */
export const ruleText = (t: OrdersT, rule: NonNullable<QuoteLine['rule']>) => t('newOrder.line.ruleOff', { name: rule.name, discount: rule.discount });

/** Confirming takes stock (docs/order-lifecycle.md), saving does not: the seller may take the order and restock. */
export function stockWarning(t: OrdersT, stock: number): string {
  return stock > 0 ? t('newOrder.line.lowStock', { stock: formatNumber(stock) }) : t('newOrder.line.outOfStock');
}

export interface OrderLineRowProps {
  product: ProductOption;
  quantity: TextFieldBinding;
  /** The server's price of this line at its current quantity; absent while it is being worked out. */
  priced?: QuoteLine;
  /** A message about the product itself (no longer active...), from the server. */
  productError?: string;
  quantityRef: Ref<HTMLInputElement>;
  onRemove: () => void;
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * One product of the order: what it is, its quantity, and its price as the server works it out
 * (unit price, the pricing rule it got, discount, line total). Side by side on a wide screen,
 * stacked on a phone.
 */
export function OrderLineRow({ product, quantity, priced, productError, quantityRef, onRemove }: OrderLineRowProps) {
  const { t } = useOrdersTranslation();
  const wanted = Number(quantity.value);
  const stock = priced?.stockQuantity ?? product.stockQuantity;
  const short = Number.isInteger(wanted) && wanted > stock;
  const pending = '…';
  return (
    <Box
      component="li"
      aria-label={product.name}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 5fr) 150px minmax(0, 4fr) auto' },
        gridTemplateAreas: {
          xs: '"product remove" "quantity quantity" "price price" "warning warning"',
          md: '"product quantity price remove" "warning warning warning warning"',
        },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'start',
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ gridArea: 'product', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('newOrder.line.skuStock', { sku: ltr(product.sku), stock: formatNumber(product.stockQuantity) })}
        </Typography>
        {productError ? (
          <Typography variant="body2" color="error" role="alert">
            {productError}
          </Typography>
        ) : null}
      </Box>
      <TextField
        label={t('newOrder.line.quantity')}
        size="small"
        required
        {...quantity}
        inputRef={quantityRef}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': t('newOrder.line.quantityOf', { name: product.name }) } }}
        sx={{ gridArea: 'quantity' }}
      />
      <Box sx={{ gridArea: 'price', minWidth: 0, opacity: priced ? 1 : 0.6 }} aria-busy={!priced}>
        <Figure label={t('newOrder.line.unitPrice')} value={formatPKR(priced?.unitPrice ?? product.price)} />
        <Typography variant="body2" sx={{ color: priced?.rule ? 'success.main' : 'text.secondary', fontWeight: priced?.rule ? 600 : 400 }}>
          {priced ? (priced.rule ? ruleText(t, priced.rule) : t('newOrder.line.noDiscount')) : pending}
        </Typography>
        <Figure label={t('common.discount')} value={priced ? formatPKR(-priced.discount) : pending} />
        <Figure label={t('newOrder.line.lineTotal')} value={priced ? formatPKR(priced.lineTotal) : pending} testId="line-total" />
      </Box>
      <IconButton aria-label={t('newOrder.line.remove', { name: product.name })} onClick={onRemove} sx={{ gridArea: 'remove', justifySelf: 'end' }}>
        <DeleteOutlined />
      </IconButton>
      {short ? (
        <Alert severity="warning" sx={{ gridArea: 'warning', py: 0 }}>
          {stockWarning(t, stock)}
        </Alert>
      ) : null}
    </Box>
  );
}
