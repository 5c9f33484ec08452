import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubsByNameQuery, type Option } from '../account/referenceDataApi';
import { useDebounced } from '../public/useDebounced';

interface Props {
  value: Option | null;
  disabled: boolean;
  onChange: (club: Option | null) => void;
}

/**
 * The club of the own booking (docs/people-data-and-consent.md, shooter booking edit page): typing
 * searches up to 100 listed clubs by name (debounced); empty means no club
 * (docs/people-data-and-consent.md).
 */
export const ClubPicker = ({ value, disabled, onChange }: Props) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim() === value?.name ? '' : typed.trim());
  const { data = [], isFetching } = useClubsByNameQuery(search, { skip: disabled });
  const options = value && !data.some((club) => club.id === value.id) ? [value, ...data] : data;
  return (
    <Autocomplete<Option>
      options={options}
      value={value}
      disabled={disabled}
      loading={isFetching}
      filterOptions={(list) => list}
      onInputChange={(_event, text) => setTyped(text)}
      onChange={(_event, club) => onChange(club)}
      getOptionLabel={(club) => club.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('orderItem.noClubs')}
      renderOption={({ key, ...props }, club) => (
        <li key={key} {...props} data-testid={`order-item-club-option-${club.id}`}>
          {club.name}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('orderItem.club')}
          helperText={disabled ? undefined : t('orderItem.clubHint')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'order-item-club' } }}
        />
      )}
    />
  );
};
