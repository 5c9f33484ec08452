import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useAutocompleteTexts, useHelper, wideSx } from '../common/FormParts';

type Option = { id: number; name: string };

interface Props {
  label: string;
  testId: string;
  value: readonly number[];
  /** undefined while they load */
  options: readonly Option[] | undefined;
  onChange: (value: number[]) => void;
  loading?: boolean;
  required?: boolean;
  error?: string;
  helperText?: string;
  wide?: boolean;
}

const nameOf = (option: Option) => option.name;

/** Several of a long list (users by username, competitions), searchable; chips show the choice. */
export const SearchMultiSelect = ({
  label,
  testId,
  value,
  options = [],
  onChange,
  loading,
  required,
  error,
  helperText,
  wide,
}: Props) => {
  const helper = useHelper(error, helperText);
  // what is typed is kept here: MUI clears it ('reset') whenever `value` changes, and `value`
  // changes when the options arrive while the user types; choosing and leaving still clear it
  const [typed, setTyped] = useState('');
  const byId = new Map(options.map((option) => [option.id, option]));
  // ids the lookup does not have (yet) still show, as their number
  const selected = value.map((id) => byId.get(id) ?? { id, name: `#${id}` });
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options as Option[]}
      value={selected}
      onChange={(_event, next) => onChange(next.map((option) => option.id))}
      inputValue={typed}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setTyped(next);
      }}
      getOptionLabel={nameOf}
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
