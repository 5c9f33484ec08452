import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useAutocompleteTexts, useHelper, wideSx } from '../common/FormParts';

interface Props {
  label: string;
  testId: string;
  value: readonly number[];
  options: readonly { id: number; name: string }[];
  onChange: (value: number[]) => void;
  loading?: boolean;
  required?: boolean;
  error?: string;
  helperText?: string;
  wide?: boolean;
}

/** Several of a long list (users by username, competitions), searchable; chips show the choice. */
export const SearchMultiSelect = ({
  label,
  testId,
  value,
  options,
  onChange,
  loading,
  required,
  error,
  helperText,
  wide,
}: Props) => {
  const helper = useHelper(error, helperText);
  const byId = new Map(options.map((option) => [option.id, option]));
  // ids the lookup does not have (yet) still show, as their number
  const selected = value.map((id) => byId.get(id) ?? { id, name: `#${id}` });
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options as { id: number; name: string }[]}
      value={selected}
      onChange={(_event, next) => onChange(next.map((option) => option.id))}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      renderOption={(props, option) => (
        <li {...props} key={option.id} data-testid={`${testId}-option-${option.id}`}>
          {option.name}
        </li>
      )}
      loading={loading}
      {...useAutocompleteTexts()}
      sx={wideSx(wide)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={helper}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
        />
      )}
    />
  );
};
