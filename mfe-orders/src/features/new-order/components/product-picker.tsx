import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { formatNumber, formatPKR, ltr, useDebouncedValue } from '@agrihub/shared';
import { useProductOptions, type ProductOption } from '../api/get-product-options';
import { TYPING_DELAY_MS } from '../constants';
import { useOrdersTranslation, type OrdersT } from '../../../locales/i18n';

export interface ProductPickerProps {
  onPick: (product: ProductOption) => void;
  /** Products already on the order, marked in the list (picking one again adds to its line). */
  onOrder: ReadonlySet<string>;
}

const stockText = (t: OrdersT, p: ProductOption) =>
  p.stockQuantity > 0 ? t('newOrder.productPicker.inStock', { stock: formatNumber(p.stockQuantity) }) : t('newOrder.productPicker.outOfStock');

/** "Add product": the seller's active products searched by name or SKU; a pick empties the box for the next one. */
export function ProductPicker({ onPick, onOrder }: ProductPickerProps) {
  const { t } = useOrdersTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), TYPING_DELAY_MS);
  const search = useProductOptions(q, open);

  return (
    <Autocomplete<ProductOption>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={search.data ?? []}
      value={null}
      onChange={(_, product) => {
        if (!product) return;
        setInput('');
        onPick(product);
      }}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      filterOptions={(all) => all}
      getOptionLabel={(p) => `${p.name} (${p.sku})`}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      loading={search.isFetching}
      openText={t('common.picker.open')}
      closeText={t('common.picker.close')}
      clearText={t('common.picker.clear')}
      loadingText={t('newOrder.productPicker.searching')}
      noOptionsText={q ? t('newOrder.productPicker.noMatch') : t('newOrder.productPicker.none')}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Box sx={{ fontWeight: 600 }}>
            {p.name}
            {onOrder.has(p._id) ? (
              <Box component="span" sx={{ fontWeight: 400, color: 'primary.main' }}>
                {' '}
                {t('newOrder.productPicker.onOrder')}
              </Box>
            ) : null}
          </Box>
          <Box sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
            {t('newOrder.productPicker.skuPrice', { sku: ltr(p.sku), price: formatPKR(p.price) })}
            <Box component="span" sx={{ color: p.stockQuantity > 0 ? undefined : 'error.main' }}>
              {stockText(t, p)}
            </Box>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={t('newOrder.productPicker.label')} placeholder={t('newOrder.productPicker.placeholder')} helperText=" " />
      )}
    />
  );
}
