import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { formatNumber, formatPKR, useDebouncedValue } from '@agrihub/shared';
import { useProductSearch, type ProductOption } from '../api/search-products';
import { TYPING_DELAY_MS } from '../constants';

export interface ProductPickerProps {
  onPick: (product: ProductOption) => void;
  /** Products already on the order, marked in the list (picking one again adds to its line). */
  onOrder: ReadonlySet<string>;
}

const stockText = (p: ProductOption) => (p.stockQuantity > 0 ? `${formatNumber(p.stockQuantity)} in stock` : 'Out of stock');

/** "Add product": the seller's active products searched by name or SKU; a pick empties the box for the next one. */
export function ProductPicker({ onPick, onOrder }: ProductPickerProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), TYPING_DELAY_MS);
  const search = useProductSearch(q, open);

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
      loadingText="Searching products..."
      noOptionsText={q ? 'No active product matches' : 'No active products'}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Box sx={{ fontWeight: 600 }}>
            {p.name}
            {onOrder.has(p._id) ? (
              <Box component="span" sx={{ fontWeight: 400, color: 'primary.main' }}>
                {' '}
                · on the order
              </Box>
            ) : null}
          </Box>
          <Box sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
            {`SKU ${p.sku} · ${formatPKR(p.price)} · `}
            <Box component="span" sx={{ color: p.stockQuantity > 0 ? undefined : 'error.main' }}>
              {stockText(p)}
            </Box>
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label="Add product" placeholder="Search by name or SKU" helperText=" " />}
    />
  );
}
