import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useReferenceOptionsQuery } from '../api/referenceApi';
import { routeId } from '../adminPaths';
import { PickerField } from '../common/DatePickers';
import { fieldErrorsFromError } from '../common/fieldErrors';
import { FormActions, FormSection, TextInput } from '../common/FormParts';
import { useNotify } from '../common/hooks';
import { RecordFormPage, useRecordForm } from '../common/RecordForm';
import { MultiSelectInput, ToggleInput } from '../competitions/CompetitionInputs';
import {
  emptyReservationValues,
  RESERVATION_FIELDS,
  reservationValues,
  toReservationBody,
  validateReservation,
  type ReservationField,
  type ReservationValues,
} from './reservationForm';
import { RESERVATION_PATHS } from './reservationPaths';
import {
  useCompetitionOptionsQuery,
  useCreateReservationMutation,
  useReservationQuery,
  useUpdateReservationMutation,
  useUserOptionsQuery,
} from './reservationsApi';
import './reservationTexts';
import { SearchMultiSelect } from './SearchMultiSelect';

type Mode = 'create' | 'edit';
const testIdOf = (field: ReservationField) => `reservation-form-${field}`;

const ReservationForm = ({ id, initial }: { id: number | null; initial: ReservationValues }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const users = useUserOptionsQuery();
  const competitions = useCompetitionOptionsQuery();
  const divisions = useReferenceOptionsQuery('divisions');
  const classes = useReferenceOptionsQuery('competitionClasses');
  const factors = useReferenceOptionsQuery('factors');
  const [create, creating] = useCreateReservationMutation();
  const [update, updating] = useUpdateReservationMutation();
  const { values, set, errorOf, onSubmit } = useRecordForm<ReservationValues, ReservationField>({
    initial,
    validate: validateReservation,
    serverErrors: (error) => fieldErrorsFromError(error, RESERVATION_FIELDS),
    focusServerErrors: true,
    save: async (current) => {
      const body = toReservationBody(current);
      const saved = id === null ? await create(body).unwrap() : await update({ id, body }).unwrap();
      notify.success(id === null ? 'reservations.created' : 'reservations.saved', { name: saved.id });
      navigate(RESERVATION_PATHS.show(saved.id));
    },
  });
  const lists = [
    ['divisions', divisions.data?.content],
    ['competitionClasses', classes.data?.content],
    ['factors', factors.data?.content],
  ] as const;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="reservation-form">
      <FormSection title={t('reservations.sections.who')}>
        <SearchMultiSelect
          wide
          required
          label={t('reservations.fields.users')}
          testId={testIdOf('users')}
          value={values.users}
          options={users.data}
          loading={users.isLoading}
          helperText={t('reservations.help.users')}
          error={errorOf('users')}
          onChange={(value) => set('users', value)}
        />
        <SearchMultiSelect
          wide
          label={t('reservations.fields.competitions')}
          testId={testIdOf('competitions')}
          value={values.competitions}
          options={competitions.data}
          loading={competitions.isLoading}
          error={errorOf('competitions')}
          onChange={(value) => set('competitions', value)}
        />
      </FormSection>
      <FormSection title={t('reservations.sections.limits')}>
        {lists.map(([field, options]) => (
          <MultiSelectInput
            key={field}
            label={t(`reservations.fields.${field}`)}
            testId={testIdOf(field)}
            value={values[field]}
            options={options ?? []}
            error={errorOf(field)}
            helperText={t('reservations.help.lists')}
            onChange={(value) => set(field, value)}
          />
        ))}
        <TextInput
          label={t('reservations.fields.maxReservations')}
          testId={testIdOf('maxReservations')}
          inputMode="numeric"
          value={values.maxReservations}
          error={errorOf('maxReservations')}
          helperText={t('reservations.help.maxReservations')}
          onChange={(value) => set('maxReservations', value)}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <PickerField
            kind="dateTime"
            label={t('reservations.fields.validUntil')}
            testId={testIdOf('validUntil')}
            value={values.validUntil}
            error={Boolean(errorOf('validUntil'))}
            helperText={t('reservations.help.validUntil')}
            onChange={(value) => set('validUntil', value)}
          />
          {values.validUntil ? (
            <Button
              onClick={() => set('validUntil', '')}
              data-testid="reservation-form-validUntil-clear"
              sx={{ mt: 1 }}
            >
              {t('admin.common.clear')}
            </Button>
          ) : null}
        </Box>
        <ToggleInput
          label={t('reservations.fields.qualification')}
          testId={testIdOf('qualification')}
          checked={values.qualification}
          helperText={t('reservations.help.qualification')}
          onChange={(checked) => set('qualification', checked)}
        />
      </FormSection>
      <FormActions
        saving={creating.isLoading || updating.isLoading}
        testId="reservation-form-save"
        onCancel={() => navigate(id === null ? RESERVATION_PATHS.list : RESERVATION_PATHS.show(id))}
      />
    </Box>
  );
};

/** Create (`reservations/create`) and edit (`reservations/:id`) of a reservation. */
const ReservationFormPage = ({ mode }: { mode: Mode }) => {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const record = useReservationQuery(mode === 'edit' && id !== null ? id : skipToken);
  return (
    <RecordFormPage
      create={mode === 'create'}
      id={id}
      record={record}
      listPath={RESERVATION_PATHS.list}
      title={
        mode === 'create' ? t('reservations.createTitle') : t('reservations.editTitle', { name: id ?? '' })
      }
      testId={`reservation-${mode}-page`}
      formTestId="reservation-form"
    >
      {(data) =>
        data ? (
          <ReservationForm key={data.id} id={data.id} initial={reservationValues(data)} />
        ) : (
          <ReservationForm id={null} initial={emptyReservationValues()} />
        )
      }
    </RecordFormPage>
  );
};

export default ReservationFormPage;
