import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from './FormFields';

/** What every input of a form needs; pages build it from their form state. */
export interface FieldBinding {
  testId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
  /** a note under the input (e.g. the profile's club waiting for confirmation) */
  helperText?: string;
}
export type Bind = (field: string) => FieldBinding;

/** One column on phones, two from sm. */
export const FieldGrid = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}
  >
    {children}
  </Box>
);

export const useLanguageOptions = (): SelectOption[] => {
  const { t } = useTranslation();
  return [
    { value: 'de', label: t('language.de') },
    { value: 'en', label: t('language.en') },
  ];
};
