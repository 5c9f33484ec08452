import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboInput } from '../common/FormParts';
import { FilterBar, FilterSwitch, FilterText } from '../common/ListParts';
import type { PaidFilter } from './competitionListQuery';
import { VIEW_TYPES, type ViewType } from './competitionModel';
import type { CompetitionList } from './useCompetitionList';

interface SelectFilterProps<V extends string> {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  allLabel?: string;
  onChange: (value: V | null) => void;
  testId: string;
}

const SelectFilter = <V extends string>({
  label,
  value,
  options,
  allLabel,
  onChange,
  testId,
}: SelectFilterProps<V>) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as V))}
    sx={{ width: { xs: '100%', sm: 200 } }}
    slotProps={{
      select: {
        displayEmpty: allLabel !== undefined,
        SelectDisplayProps: { 'data-testid': testId } as HTMLAttributes<HTMLDivElement>,
      },
      inputLabel: { shrink: true },
    }}
  >
    {allLabel !== undefined ? (
      <MenuItem value="">
        <em>{allLabel}</em>
      </MenuItem>
    ) : null}
    {options.map((option) => (
      <MenuItem key={option.value} value={option.value} data-testid={`${testId}-option-${option.value}`}>
        {option.label}
      </MenuItem>
    ))}
  </TextField>
);

/**
 * Filters of the competition and event lists: name and archive for everyone, club and view type
 * for admins, paid for admins and the portal admin (docs/events.md).
 */
export const CompetitionFilters = ({ list }: { list: CompetitionList }) => {
  const { t } = useTranslation();
  const { access, controls, clubOptions, clubsLoading } = list;
  const { state, setFilter } = controls;
  const viewTypeOptions = VIEW_TYPES.map((value) => ({ value, label: t(`competitions.viewTypes.${value}`) }));
  const paidOptions: { value: PaidFilter; label: string }[] = [
    { value: 'all', label: t('competitions.filters.paidAll') },
    { value: 'paid', label: t('competitions.filters.paidOnly') },
    { value: 'unpaid', label: t('competitions.filters.unpaidOnly') },
  ];
  return (
    <FilterBar label={t('admin.common.filters')}>
      <FilterText
        label={t('competitions.fields.name')}
        value={state.filter.name}
        onChange={(name) => setFilter({ name })}
        testId="competitions-filter-name"
      />
      {access.admin ? (
        <ComboInput
          filter
          label={t('competitions.columns.club')}
          testId="competitions-filter-club"
          value={state.filter.clubId}
          options={clubOptions}
          loading={clubsLoading}
          onChange={(clubId) => setFilter({ clubId })}
        />
      ) : null}
      {access.admin ? (
        <SelectFilter<ViewType>
          label={t('competitions.fields.viewType')}
          value={state.filter.viewType ?? ''}
          options={viewTypeOptions}
          allLabel={t('admin.common.all')}
          onChange={(viewType) => setFilter({ viewType })}
          testId="competitions-filter-viewType"
        />
      ) : null}
      {access.admin || access.portalAdmin ? (
        <SelectFilter<PaidFilter>
          label={t('competitions.columns.paid')}
          value={state.filter.paid}
          options={paidOptions}
          onChange={(paid) => setFilter({ paid: paid ?? 'all' })}
          testId="competitions-filter-paid"
        />
      ) : null}
      <FilterSwitch
        label={t('competitions.filters.archive')}
        checked={state.filter.archive}
        onChange={(archive) => setFilter({ archive })}
        testId="competitions-filter-archive"
      />
    </FilterBar>
  );
};
