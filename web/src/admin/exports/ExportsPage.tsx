import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../downloads/DownloadButton';
import '../../downloads/exportTexts';
import { PageTitle } from '../../pages/PageTitle';
import { selectIdentity, selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { useReferenceOptionsQuery } from '../api/referenceApi';
import { ComboInput, SelectInput, TextInput } from '../common/FormParts';
import { useScrollTop } from '../common/hooks';
import { SearchMultiSelect } from '../reservations/SearchMultiSelect';
import {
  emptyExport,
  exportRequestOf,
  exportTypesFor,
  fieldsOf,
  minHeightOf,
  validateExport,
  type ExportValues,
} from './exportForm';
import { useExportCompetitionOptionsQuery } from './exportsApi';

/**
 * `#/exports` (docs/web-app.md): choose a type, fill its fields, download.
 * The button is disabled with a spinner while the file comes; a long export shows its progress.
 */
const ExportsPage = () => {
  const { t } = useTranslation();
  useScrollTop();
  const permissions = useAppSelector(selectPermissions);
  const identity = useAppSelector(selectIdentity);
  const types = exportTypesFor(permissions);
  const [values, setValues] = useState<ExportValues>(() => emptyExport(types[0]));
  const [submitted, setSubmitted] = useState(false);
  const fields = fieldsOf(values.type);
  const clubAdminOnly = !permissions.includes('IS_ADMIN') && !permissions.includes('IS_PORTAL_ADMIN');
  const competitions = useExportCompetitionOptionsQuery(
    { clubId: clubAdminOnly ? (identity?.clubId ?? null) : null },
    { skip: !fields.competition },
  );
  const clubs = useReferenceOptionsQuery('clubsPubList', { skip: !fields.competitionsFilter });
  const divisions = useReferenceOptionsQuery('divisions', { skip: !fields.competitionsFilter });
  const classes = useReferenceOptionsQuery('competitionClasses', { skip: !fields.competitionsFilter });
  const factors = useReferenceOptionsQuery('factors', { skip: !fields.competitionsFilter });
  const errors = validateExport(values, t('exports.dateOrder'));
  const errorOf = (field: keyof typeof errors) => (submitted ? errors[field] : undefined);
  const set = <K extends keyof ExportValues>(field: K, value: ExportValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));
  const options = (list: typeof divisions) =>
    (list.data?.content ?? []).map(({ id, name }) => ({ value: id, label: name }));

  return (
    <Box data-testid="exports-page" sx={{ maxWidth: 900 }}>
      <PageTitle>{t('exports.title')}</PageTitle>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, minHeight: minHeightOf(values.type) }}
        data-testid="exports-panel"
        data-min-height={minHeightOf(values.type)}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('exports.help')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <SelectInput
            label={t('exports.type')}
            testId="exports-type"
            value={values.type}
            required
            wide
            options={types.map((type) => ({ value: type, label: t(`exports.types.${type}`) }))}
            onChange={(type) => {
              if (!type) return;
              setValues(emptyExport(type));
              setSubmitted(false);
            }}
          />
          {fields.competition ? (
            <ComboInput
              label={t('exports.fields.competitionId')}
              testId="exports-competition"
              value={values.competitionId}
              options={competitions.data ?? []}
              loading={competitions.isLoading}
              required
              wide
              error={errorOf('competitionId')}
              onChange={(competitionId) => set('competitionId', competitionId)}
            />
          ) : null}
          {fields.period ? (
            <>
              <TextInput
                type="date"
                label={t('exports.fields.from')}
                testId="exports-from"
                value={values.from}
                required={values.type === 'advertisements'}
                error={errorOf('from')}
                onChange={(from) => set('from', from)}
              />
              <TextInput
                type="date"
                label={t('exports.fields.to')}
                testId="exports-to"
                value={values.to}
                required={values.type === 'advertisements'}
                error={errorOf('to')}
                onChange={(to) => set('to', to)}
              />
            </>
          ) : null}
          {fields.competitionsFilter ? (
            <>
              <SearchMultiSelect
                label={t('exports.fields.clubs')}
                testId="exports-clubs"
                value={values.clubs}
                options={clubs.data?.content}
                loading={clubs.isLoading}
                helperText={values.clubs.length === 0 ? t('exports.allClubs') : undefined}
                wide
                onChange={(ids) => set('clubs', ids)}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.exportSquads}
                    onChange={(event) => set('exportSquads', event.target.checked)}
                    slotProps={{ input: { 'data-testid': 'exports-squads' } as object }}
                  />
                }
                label={t('exports.fields.exportSquads')}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.exportOrderItems}
                    onChange={(event) => set('exportOrderItems', event.target.checked)}
                    slotProps={{ input: { 'data-testid': 'exports-order-items' } as object }}
                  />
                }
                label={t('exports.fields.exportOrderItems')}
              />
              <SelectInput
                label={t('exports.fields.division')}
                testId="exports-division"
                value={values.division}
                options={options(divisions)}
                onChange={(division) => set('division', division)}
              />
              <SelectInput
                label={t('exports.fields.competitionClass')}
                testId="exports-class"
                value={values.competitionClass}
                options={options(classes)}
                onChange={(competitionClass) => set('competitionClass', competitionClass)}
              />
              <SelectInput
                label={t('exports.fields.factor')}
                testId="exports-factor"
                value={values.factor}
                options={options(factors)}
                onChange={(factor) => set('factor', factor)}
              />
            </>
          ) : null}
        </Box>
        <Box sx={{ mt: 3 }}>
          <DownloadButton
            label={t('exports.download')}
            testId="exports-download"
            variant="contained"
            resetKey={JSON.stringify(values)}
            request={() => {
              setSubmitted(true);
              return Object.keys(errors).length > 0 ? null : exportRequestOf(values);
            }}
          />
        </Box>
      </Paper>
    </Box>
  );
};

export default ExportsPage;
