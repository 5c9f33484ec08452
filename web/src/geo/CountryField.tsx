import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../i18n/useMessage';
import { CountryFlag } from './CountryFlag';
import { countryOptions, type CountryOption } from './countries';

interface Props {
  testId: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  /** message key of the field's error */
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The country picker of the account forms and the sign-up: every country of the list with its
 * flag, searchable by name in the current language, Austria and Germany first.
 */
export const CountryField = ({
  testId,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
}: Props) => {
  const { i18n } = useTranslation();
  const message = useMessage();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const chosen = options.find((option) => option.code === value) ?? null;
  return (
    <Autocomplete<CountryOption>
      options={options}
      value={chosen}
      disabled={disabled}
      onChange={(_event, next) => onChange(next?.code ?? '')}
      onBlur={onBlur}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, picked) => option.code === picked.code}
      autoHighlight
      renderOption={({ key, ...props }, option) => (
        <Box
          component="li"
          key={key}
          {...props}
          data-testid={`${testId}-option-${option.code}`}
          sx={{ gap: 1 }}
        >
          <CountryFlag code={option.code} />
          {option.name}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ? message(error) : undefined}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: chosen ? (
                <InputAdornment position="start">
                  <CountryFlag code={chosen.code} />
                </InputAdornment>
              ) : undefined,
            },
            htmlInput: { ...params.inputProps, 'data-testid': testId, 'data-value': value },
          }}
        />
      )}
    />
  );
};
