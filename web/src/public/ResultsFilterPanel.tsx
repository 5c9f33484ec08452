import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MultiSelectFilter,
  SingleSelectFilter,
  TextFilter,
  type FilterOption,
} from './components/FilterInputs';
import { FilterPanel } from './components/ListParts';
import { EMPTY_RESULTS_FILTERS } from './competitionFilters';
import { monthOptions } from './resultsList';
import type { ResultsList } from './useResultsList';
import { useViewer } from './viewer';
import { yearOptions } from './yearMonth';

// logged-in users only (docs/web-app.md: hidden without permission); guests never load it
const CompetitionListDownload = lazy(() => import('../downloads/CompetitionListDownload'));

/**
 * Filters of the results archive: year, month, country, zip, clubs, match types and levels; the
 * list download beside them for logged-in users.
 */
export const ResultsFilterPanel = ({ list }: { list: ResultsList }) => {
  const { t, i18n } = useTranslation();
  const viewer = useViewer();
  const { filters, changeFilters, options } = list;
  const years = yearOptions(list.archiveYears, filters.year).map((year): FilterOption<number> => ({
    value: year,
    label: String(year),
  }));
  const months: FilterOption<number>[] = monthOptions(i18n.language);
  const countries: FilterOption<'at' | 'de'>[] = [
    { value: 'at', label: t('publicPortal.countries.at') },
    { value: 'de', label: t('publicPortal.countries.de') },
  ];
  return (
    <FilterPanel
      clear={{
        active: list.active,
        onClear: () => changeFilters(EMPTY_RESULTS_FILTERS),
        testId: 'results-filters',
      }}
      aside={
        viewer.guest ? null : (
          <Suspense fallback={null}>
            <CompetitionListDownload filter={list.args.filter} results testId="results-download" />
          </Suspense>
        )
      }
    >
      <SingleSelectFilter
        label={t('publicPortal.filters.year')}
        value={filters.year}
        options={years}
        onChange={(year) => changeFilters({ year })}
        testId="results-filter-year"
      />
      <SingleSelectFilter
        label={t('publicPortal.filters.month')}
        value={filters.month}
        options={months}
        onChange={(month) => changeFilters({ month })}
        testId="results-filter-month"
      />
      <SingleSelectFilter
        label={t('publicPortal.filters.country')}
        value={filters.country || null}
        options={countries}
        onChange={(country) => changeFilters({ country: country ?? '' })}
        testId="results-filter-country"
      />
      <TextFilter
        label={t('publicPortal.filters.zip')}
        value={filters.zip}
        onChange={(zip) => changeFilters({ zip })}
        maxLength={10}
        width={{ xs: 'calc(50% - 8px)', sm: 120 }}
        testId="results-filter-zip"
      />
      <MultiSelectFilter
        label={t('publicPortal.filters.club')}
        value={filters.club}
        options={options.club}
        onChange={(club) => changeFilters({ club })}
        testId="results-filter-club"
      />
      <MultiSelectFilter
        label={t('publicPortal.filters.type')}
        value={filters.type}
        options={options.type}
        onChange={(type) => changeFilters({ type })}
        testId="results-filter-type"
      />
      <MultiSelectFilter
        label={t('publicPortal.filters.level')}
        value={filters.level}
        options={options.level}
        onChange={(level) => changeFilters({ level })}
        testId="results-filter-level"
      />
    </FilterPanel>
  );
};
