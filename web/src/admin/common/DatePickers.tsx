import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { deDE, enUS } from '@mui/x-date-pickers/locales';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Moment } from 'moment';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPickerValue, PICKER_KINDS, toPickerValue, type PickerKind } from './pickerValues';

export interface PickerFieldProps {
  kind: PickerKind;
  label: string;
  testId: string;
  /** The form's string (see pickerValues.ts). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  /** Accessible name when the visible label is shared (the time half of a date and time). */
  ariaLabel?: string;
}

const PICKERS = { date: DatePicker, dateTime: DateTimePicker, time: TimePicker } as const;

const LOCALE_TEXTS = {
  de: deDE.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * A back-office date, date-and-time or time field: MUI X picker on moment with the de-at locale,
 * DD.MM.YYYY and 24-hour HH:mm in both languages (the browser's own pickers follow the browser's
 * language, e.g. MM/DD/YYYY). The field is a plain text input carrying `data-testid`; typing the
 * digits fills day, month, year, hour and minute in turn.
 */
export const PickerField = ({
  kind,
  label,
  testId,
  value,
  onChange,
  onBlur,
  required,
  disabled,
  error,
  helperText,
  size,
  fullWidth = true,
  sx,
  ariaLabel,
}: PickerFieldProps) => {
  const { i18n } = useTranslation();
  // the picker keeps its own (possibly half-typed) value; the form only sees complete ones, so an
  // empty form value must not wipe what is being typed
  const [draft, setDraft] = useState<Moment | null>(() => toPickerValue(value, kind));
  useEffect(() => {
    setDraft((current) => (fromPickerValue(current, kind) === value ? current : toPickerValue(value, kind)));
  }, [value, kind]);
  const Picker = PICKERS[kind];
  return (
    <LocalizationProvider
      dateAdapter={AdapterMoment}
      adapterLocale="de-at"
      localeText={LOCALE_TEXTS[i18n.language === 'en' ? 'en' : 'de']}
    >
      <Picker
        label={label}
        value={draft}
        format={PICKER_KINDS[kind].display}
        {...(kind === 'date' ? {} : { ampm: false })}
        disabled={disabled}
        enableAccessibleFieldDOMStructure={false}
        onChange={(next: Moment | null) => {
          setDraft(next);
          onChange(fromPickerValue(next, kind));
        }}
        sx={sx}
        slotProps={{
          textField: {
            required,
            error,
            helperText,
            size,
            fullWidth,
            onBlur,
            slotProps: {
              htmlInput: { 'data-testid': testId, ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) },
              inputLabel: { shrink: true },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
};
