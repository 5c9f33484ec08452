import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useMessage } from '../i18n/useMessage';
import { testIdProps } from './testIds';

interface BaseProps {
  testId: string;
  label: string;
  /** Message key of the field's error, shown translated. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}

interface TextInputProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
}

export const TextInput = ({
  testId,
  label,
  error,
  required,
  disabled,
  helperText,
  value,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  maxLength = 255,
  readOnly,
}: TextInputProps) => {
  const message = useMessage();
  return (
    <TextField
      label={label}
      value={value}
      type={type}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      autoComplete={autoComplete}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ? message(error) : helperText}
      fullWidth
      slotProps={{
        htmlInput: { ...testIdProps(testId), maxLength, readOnly },
        input: readOnly ? { readOnly: true } : undefined,
      }}
    />
  );
};

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectInputProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly SelectOption[];
  /** Text of the empty choice; without it there is none. */
  emptyLabel?: string;
}

/** A native select: simple on phones and for browser tests (options by visible text). */
export const SelectInput = ({
  testId,
  label,
  error,
  required,
  disabled,
  helperText,
  value,
  onChange,
  onBlur,
  options,
  emptyLabel,
}: SelectInputProps) => {
  const message = useMessage();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ? message(error) : helperText}
      fullWidth
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: testIdProps(testId),
      }}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
};

interface CheckInputProps extends Omit<BaseProps, 'label'> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export const CheckInput = ({
  testId,
  label,
  error,
  required,
  disabled,
  checked,
  onChange,
}: CheckInputProps) => {
  const message = useMessage();
  return (
    <FormControl error={Boolean(error)} required={required} disabled={disabled}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { ...testIdProps(testId), required } }}
          />
        }
        label={
          <>
            {label}
            {required && <span aria-hidden="true">{'\u00a0*'}</span>}
          </>
        }
      />
      {error && <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{message(error)}</FormHelperText>}
    </FormControl>
  );
};
