import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountOptionListQuery } from '../account/referenceDataApi';

/**
 * The divisions the new-competition mail is about (`division_ids`, docs/premium-features.md): a
 * competition published in one of them is mailed when the switch is on.
 */
export const NotificationDivisions = ({
  value,
  onChange,
  testId,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  const { data: divisions = [] } = useAccountOptionListQuery('divisions');
  const names = new Map(divisions.map((division) => [division.id, division.name]));
  return (
    <TextField
      select
      label={t('profile.notificationDivisions')}
      helperText={t('profile.notificationDivisionsHelp')}
      value={value.map(String)}
      onChange={(event) => {
        const raw = event.target.value as unknown;
        const list = Array.isArray(raw) ? (raw as string[]) : String(raw).split(',');
        onChange(list.map(Number).filter((id) => Number.isInteger(id) && id > 0));
      }}
      fullWidth
      sx={{ mt: 1, mb: 1 }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: () => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {value.map((id) => (
                <Chip key={id} size="small" label={names.get(id) ?? String(id)} />
              ))}
            </Box>
          ),
          SelectDisplayProps: { 'data-testid': testId } as HTMLAttributes<HTMLDivElement>,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {divisions.map((division) => (
        <MenuItem
          key={division.id}
          value={String(division.id)}
          data-testid={`${testId}-option-${division.id}`}
        >
          {division.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
