import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ltr, useDebouncedValue } from '@agrihub/shared';
import { useRetailers, type Retailer } from '../api/get-retailers';
import { TYPING_DELAY_MS } from '../constants';
import { useOrdersTranslation } from '../../../locales/i18n';

export interface RetailerPickerProps {
  value: Retailer | null;
  onChange: (retailer: Retailer | null) => void;
  onBlur: () => void;
  error?: string;
}

const where = (r: Retailer) => [r.city, r.province].filter(Boolean).join(', ');

/** "Retailer": the seller's retailers searched by name or city as the user types. */
export function RetailerPicker({ value, onChange, onBlur, error }: RetailerPickerProps) {
  const { t } = useOrdersTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState(value?.name ?? '');
  // Once a retailer is chosen the box shows its name; opening it again lists every retailer.
  const typed = value && input === value.name ? '' : input.trim();
  const q = useDebouncedValue(typed, TYPING_DELAY_MS);
  const search = useRetailers(q, open);
  const found = search.data ?? [];
  // The chosen retailer stays an option while another search's answer is shown.
  const options = value && !found.some((r) => r._id === value._id) ? [value, ...found] : found;

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_, retailer) => onChange(retailer)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      filterOptions={(all) => all}
      getOptionLabel={(r) => r.name}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      loading={search.isFetching}
      openText={t('common.picker.open')}
      closeText={t('common.picker.close')}
      clearText={t('common.picker.clear')}
      loadingText={t('newOrder.retailerPicker.searching')}
      noOptionsText={q ? t('newOrder.retailerPicker.noMatch') : t('newOrder.retailerPicker.none')}
      renderOption={({ key, ...props }, r) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Box sx={{ fontWeight: 600 }}>{r.name}</Box>
          <Box sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>{where(r)}</Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="retailer"
          label={t('common.retailer')}
          required
          placeholder={t('newOrder.retailerPicker.placeholder')}
          onBlur={onBlur}
          error={error !== undefined}
          helperText={error ?? (value ? t('newOrder.retailerPicker.chosen', { place: where(value), phone: ltr(value.phone) }) : ' ')}
        />
      )}
    />
  );
}
