import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useMessage } from '../../i18n/useMessage';
import { errorOccurred } from '../../notifications/notificationsSlice';
import { PageTitle } from '../../pages/PageTitle';
import { selectIdentity, selectPermissions } from '../../session/sessionSlice';
import type { Identity } from '../../session/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { routeId } from '../adminPaths';
import { useClubQuery, useClubsQuery, type Club } from '../clubs/clubsApi';
import { hasErrors, type FieldErrors } from '../common/fieldErrors';
import { ComboInput, FormActions, FormSection, SelectInput, TextInput } from '../common/FormParts';
import { focusFirstInvalid, useNotify, useScrollTop } from '../common/hooks';
import { useStateLabel } from '../common/labels';
import { RecordState } from '../common/PageState';
import { statesOf } from '../common/states';
import { DateShiftDialog } from './CompetitionDialogs';
import { DateTimeInput, MultiSelectInput, ToggleInput } from './CompetitionInputs';
import {
  competitionAccess,
  competitionFieldErrors,
  competitionValues,
  copyValues,
  COUNTRIES,
  dateShiftDays,
  emptyCompetitionValues,
  firstErrorTab,
  keepUnchangedInstants,
  hasDependentDates,
  LINK_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PAYMENT_METHOD,
  shiftDependentDates,
  tabsOf,
  tabsWithErrors,
  toCompetitionBody,
  validateCompetition,
  withoutSquadErrors,
  type CompetitionAccess,
  type CompetitionField,
  type CompetitionPrefill,
  type CompetitionTab,
  type CompetitionValues,
  type Country,
  type StoredInstants,
} from './competitionForm';
import { VIEW_TYPES, type UploadTypeOption, type ViewType } from './competitionModel';
import { COMPETITION_PATHS, type CompetitionKind } from './competitionPaths';
import {
  useCompetitionRecordQuery,
  useCreateCompetitionMutation,
  useDeleteCompetitionMutation,
  useDivisionsOfTypeQuery,
  useLookupListQuery,
  useUpdateCompetitionMutation,
} from './competitionsApi';
import { SquadsEditor } from './SquadsEditor';
import { UploadsEditor } from './UploadsEditor';
import './competitionTexts';

export type CompetitionFormMode = 'create' | 'edit' | 'copy';

// the rich-text editors (tiptap) load with the additional-info tab, not with the form
const RichTextEditor = lazy(() =>
  import('../common/RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);
const NotificationBlocksEditor = lazy(() => import('../common/NotificationBlocksEditor'));

/** The fields holding text (numbers are typed as text too). */
type TextField = {
  [K in CompetitionField]: CompetitionValues[K] extends string ? K : never;
}[CompetitionField];

const ALL_CLUBS = { page: 0, size: 1000, sort: 'name,asc' };
const testIdOf = (field: string) => `competition-form-${field}`;
const hasBank = (club: Pick<Club, 'bankInformation'> | null | undefined): boolean | null =>
  club ? Boolean(club.bankInformation?.iban) : null;

/** What a new competition starts with: the club admin's name and e-mail, the club's venue and links. */
const prefillOf = (identity: Identity | null, club: Club | null | undefined): CompetitionPrefill => ({
  club: club?.id ?? identity?.clubId ?? null,
  firstName: identity?.userFirstName,
  lastName: identity?.userLastName,
  email: identity?.userEmail,
  telephone: club?.contact?.telephone,
  ...addressOf(club),
});

/** The club's match venue when it has one, else its address. */
const addressOf = (club: Club | null | undefined): CompetitionPrefill => {
  if (!club) return {};
  const venue = Boolean(club.matchAddress);
  return {
    address: venue ? club.matchAddress : club.address,
    zip: venue ? club.matchZip : club.zip,
    city: venue ? club.matchCity : club.city,
    country: venue ? (club.matchCountry ?? club.country) : club.country,
    googleMapsLink: club.googleMapsLink,
    clubWebsiteLink: club.websiteLink,
  };
};

interface FormProps {
  kind: CompetitionKind;
  mode: CompetitionFormMode;
  id: number | null;
  initial: CompetitionValues;
  access: CompetitionAccess;
  /** the club admin's club (bank information), when known */
  ownClub: Club | null;
  /** bank information of the stored competition's club */
  storedClubHasBank: boolean | null;
  /** the stored instants of an edited competition, sent back unchanged when their fields were not touched */
  storedInstants?: StoredInstants;
}

const CompetitionForm = ({
  kind,
  mode,
  id,
  initial,
  access,
  ownClub,
  storedClubHasBank,
  storedInstants,
}: FormProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const stateLabel = useStateLabel();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [create, creating] = useCreateCompetitionMutation();
  const [update, updating] = useUpdateCompetitionMutation();
  const [remove, removing] = useDeleteCompetitionMutation();
  const [values, setValues] = useState(initial);
  const [tab, setTab] = useState<CompetitionTab>('competition');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [shift, setShift] = useState<{ days: number } | null>(null);
  const [shiftOpen, setShiftOpen] = useState(false);
  // the competition date as it was before the current change (the form's, or the last answered one)
  const committedDate = useRef(initial.competitionDate);
  const prefix = `competitions.${kind}`;
  const listPath = COMPETITION_PATHS.list(kind);
  const events = kind === 'events';
  const tabs = tabsOf(kind);

  const types = useLookupListQuery('competitionTypes');
  const levels = useLookupListQuery('levels');
  const classes = useLookupListQuery('competitionClasses');
  const factors = useLookupListQuery('factors');
  const uploadTypes = useLookupListQuery('uploadTypes');
  const divisions = useDivisionsOfTypeQuery(values.competitionTypeId ?? skipToken);
  const clubs = useClubsQuery(ALL_CLUBS, { skip: access.clubAdmin });

  const typeOptions = (types.data?.content ?? []).filter((type) => Boolean(type.event) === events);
  const divisionOptions = values.competitionTypeId !== null ? (divisions.data ?? []) : [];
  const classOptions = classes.data?.content ?? [];
  const factorOptions = factors.data?.content ?? [];
  const clubOptions = useMemo(
    () => (clubs.data?.content ?? []).map((club) => ({ id: club.id, name: club.name })),
    [clubs.data],
  );
  const chosenClub = clubs.data?.content.find((club) => club.id === values.club) ?? null;
  const bank: boolean | null = access.clubAdmin
    ? (hasBank(ownClub) ?? storedClubHasBank)
    : chosenClub
      ? hasBank(chosenClub)
      : values.club === initial.club
        ? storedClubHasBank
        : null;

  const clientErrors = validateCompetition(values, {
    kind,
    access,
    stored: mode === 'edit' ? initial : null,
  });
  const shownErrors: FieldErrors = { ...serverErrors, ...(submitted ? clientErrors : {}) };
  const errorOf = (path: string): string | undefined =>
    (submitted ? clientErrors[path] : undefined) || serverErrors[path];
  const markedTabs = tabsWithErrors(shownErrors);

  const set = <F extends CompetitionField>(field: F, value: CompetitionValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    const payment = field === 'payOnSite' || field === 'paymentViaDeposit' || field === 'paymentWithWirecard';
    setServerErrors((previous) => {
      if (!(field in previous) && !(payment && PAYMENT_METHOD in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      if (payment) delete next[PAYMENT_METHOD];
      return next;
    });
  };
  const clearSquadServerErrors = () =>
    setServerErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([path]) => !path.startsWith('squads'))),
    );

  // no bank account, no payment by transfer (back-office.md section 4)
  useEffect(() => {
    if (bank === false && values.paymentViaDeposit)
      setValues((previous) => ({ ...previous, paymentViaDeposit: false }));
  }, [bank, values.paymentViaDeposit]);
  // auto sign-off only with a payment reminder
  const hasReminder = Boolean(values.firstPaymentReminder.trim() || values.secondPaymentReminder.trim());
  useEffect(() => {
    if (!hasReminder && values.autoSubscriptionCancelation)
      setValues((previous) => ({ ...previous, autoSubscriptionCancelation: false }));
  }, [hasReminder, values.autoSubscriptionCancelation]);
  // divisions the new competition type does not offer are dropped
  useEffect(() => {
    if (!divisions.data || values.competitionTypeId === null) return;
    const offered = new Set(divisions.data.map((division) => division.id));
    setValues((previous) =>
      previous.division_ids.every((division) => offered.has(division))
        ? previous
        : { ...previous, division_ids: previous.division_ids.filter((division) => offered.has(division)) },
    );
  }, [divisions.data, values.competitionTypeId]);

  const chooseClub = (clubId: number | null) => {
    set('club', clubId);
    if (mode === 'edit') return;
    // a new competition takes the empty venue fields from the chosen club
    const club = clubs.data?.content.find((item) => item.id === clubId);
    const venue = addressOf(club);
    setValues((previous) => {
      const next = { ...previous };
      for (const [field, value] of Object.entries(venue) as [keyof CompetitionPrefill, string | null][]) {
        const target = field as CompetitionField;
        if (value && typeof next[target] === 'string' && (next[target] as string).trim() === '')
          (next as Record<string, unknown>)[target] =
            field === 'country' ? (value === 'de' ? 'de' : 'at') : value;
      }
      return next;
    });
  };

  /** Leaving the date field after changing the day asks whether the dependent dates move along. */
  const onDateBlur = () => {
    const before = committedDate.current;
    committedDate.current = values.competitionDate;
    const days = dateShiftDays(before, values.competitionDate);
    if (days !== null && hasDependentDates(values)) {
      setShift({ days });
      setShiftOpen(true);
    }
  };
  const answerShift = (yes: boolean) => {
    if (yes && shift) {
      setValues((previous) => shiftDependentDates(previous, shift.days));
      setServerErrors({});
    }
    setShiftOpen(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (shiftOpen) return;
    const form = event.currentTarget;
    setSubmitted(true);
    if (hasErrors(clientErrors)) {
      notify.error('admin.common.checkFields');
      setTab(firstErrorTab(clientErrors, kind) ?? tab);
      focusFirstInvalid(form);
      return;
    }
    try {
      const body = keepUnchangedInstants(
        toCompetitionBody(values, kind, access),
        values,
        initial,
        storedInstants,
      );
      if (mode === 'edit' && id !== null) await update({ kind, id, body }).unwrap();
      else await create({ kind, body }).unwrap();
      notify.success(mode === 'edit' ? `${prefix}.saved` : `${prefix}.created`, { name: body.name });
      navigate(listPath);
    } catch (error) {
      if ((error as { status?: unknown }).status === 401) return;
      const { fieldErrors, message: failure } = competitionFieldErrors(error);
      setServerErrors(fieldErrors);
      if (failure) {
        dispatch(errorOccurred(failure));
        return;
      }
      notify.error('admin.common.checkFields');
      setTab(firstErrorTab(fieldErrors, kind) ?? tab);
      focusFirstInvalid(form);
    }
  };

  // ---- inputs ----
  const label = (field: string) => t(`competitions.fields.${field}`);
  const text = (
    field: TextField,
    options: {
      required?: boolean;
      wide?: boolean;
      inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'url';
      maxLength?: number;
      helperText?: ReactNode;
      disabled?: boolean;
      endAdornment?: ReactNode;
    } = {},
  ) => (
    <TextInput
      label={label(field)}
      testId={testIdOf(field)}
      value={values[field]}
      onChange={(value) => set(field, value as CompetitionValues[TextField])}
      error={errorOf(field)}
      {...options}
    />
  );
  const toggle = (
    field:
      | 'active'
      | 'multipleRegistrations'
      | 'nationalCompetition'
      | 'qualification'
      | 'registration'
      | 'autoSubscriptionCancelation',
    options: { disabled?: boolean; helperText?: ReactNode } = {},
  ) => (
    <ToggleInput
      label={label(field)}
      testId={testIdOf(field)}
      checked={values[field]}
      onChange={(checked) => set(field, checked)}
      {...options}
    />
  );
  const dateTime = (
    field: 'competitionDate' | 'competitionEndDate' | 'registrationStart' | 'registrationEnd',
    defaultTime: string,
    required: boolean,
  ) => (
    <DateTimeInput
      label={label(field)}
      testId={testIdOf(field)}
      value={values[field]}
      onChange={(value) => set(field, value)}
      error={errorOf(field)}
      required={required}
      defaultTime={defaultTime}
      onDateBlur={field === 'competitionDate' ? onDateBlur : undefined}
    />
  );
  const multi = (
    field: 'division_ids' | 'competitionClass_ids' | 'factor_ids',
    options: readonly { id: number; name: string }[],
    extra: { disabled?: boolean; helperText?: ReactNode } = {},
  ) => (
    <MultiSelectInput
      label={label(field)}
      testId={testIdOf(field)}
      value={values[field]}
      options={options}
      onChange={(value) => set(field, value)}
      error={errorOf(field)}
      required={!events}
      {...extra}
    />
  );
  const paymentInvalid = Boolean(errorOf(PAYMENT_METHOD));
  const payment = (
    field: 'payOnSite' | 'paymentViaDeposit' | 'paymentWithWirecard',
    helperText?: ReactNode,
  ) => (
    <ToggleInput
      kind="checkbox"
      label={label(field)}
      testId={testIdOf(field)}
      checked={values[field]}
      invalid={paymentInvalid}
      disabled={field === 'paymentViaDeposit' && bank === false}
      helperText={helperText}
      onChange={(checked) => set(field, checked)}
    />
  );

  const strict = access.clubAdmin;
  const content = (current: CompetitionTab): ReactNode => {
    switch (current) {
      case 'competition':
        return (
          <>
            <FormSection
              title={t(events ? 'competitions.sections.event' : 'competitions.sections.competition')}
            >
              {!access.clubAdmin ? (
                <ComboInput
                  label={label('club')}
                  testId={testIdOf('club')}
                  value={values.club}
                  options={clubOptions}
                  loading={clubs.isLoading}
                  required
                  wide
                  error={errorOf('club')}
                  onChange={chooseClub}
                />
              ) : null}
              {text('name', { required: true, wide: true })}
              {events ? text('eventName', { wide: true, maxLength: NAME_MAX_LENGTH }) : null}
              {events ? text('eventType') : null}
              <SelectInput<number>
                label={label('competitionTypeId')}
                testId={testIdOf('competitionTypeId')}
                value={values.competitionTypeId}
                options={typeOptions.map((type) => ({ value: type.id, label: type.name }))}
                required
                error={errorOf('competitionTypeId')}
                onChange={(value) => set('competitionTypeId', value)}
              />
              <SelectInput<number>
                label={label('level')}
                testId={testIdOf('level')}
                value={values.level}
                options={(levels.data?.content ?? []).map((level) => ({
                  value: level.id,
                  label: level.name,
                }))}
                required={strict && !events}
                error={errorOf('level')}
                onChange={(value) => set('level', value)}
              />
              {multi('division_ids', divisionOptions, {
                disabled: values.competitionTypeId === null,
                helperText:
                  values.competitionTypeId === null ? message('ERROR.SELECT_COMPETITION_TYPE') : undefined,
              })}
              {multi('competitionClass_ids', classOptions)}
              {multi('factor_ids', factorOptions)}
              {!events ? text('stages', { inputMode: 'numeric', required: strict }) : null}
              {!events ? text('minimumShots', { inputMode: 'numeric' }) : null}
              {events ? text('startingPlaces', { inputMode: 'numeric', required: true }) : null}
              {events ? text('waitingListPlaces', { inputMode: 'numeric' }) : null}
              {text('nominationFee', {
                inputMode: 'decimal',
                required: strict,
                helperText: t('competitions.hints.nominationFee'),
                endAdornment: <InputAdornment position="end">€</InputAdornment>,
              })}
            </FormSection>
            <FormSection title={t('competitions.sections.visibility')}>
              <SelectInput<ViewType>
                label={label('viewType')}
                testId={testIdOf('viewType')}
                value={values.viewType}
                options={VIEW_TYPES.map((viewType) => ({
                  value: viewType,
                  label: t(`competitions.viewTypes.${viewType}`),
                }))}
                required
                helperText={t(`competitions.viewTypeHints.${values.viewType}`)}
                error={errorOf('viewType')}
                onChange={(value) => set('viewType', value ?? values.viewType)}
              />
              {toggle('active')}
              {toggle('multipleRegistrations')}
              {toggle('nationalCompetition')}
              {toggle('qualification')}
            </FormSection>
          </>
        );
      case 'contact':
        return (
          <FormSection title={t('competitions.tabs.contact')}>
            {text('contact.firstName', { required: strict })}
            {text('contact.lastName', { required: strict })}
            {text('contact.email', { required: strict, inputMode: 'email' })}
            {text('contact.telephone', { required: strict, inputMode: 'tel' })}
          </FormSection>
        );
      case 'address': {
        const states = statesOf(values.country).map((state) => ({
          value: state,
          label: stateLabel(values.country, state),
        }));
        return (
          <FormSection title={t('competitions.tabs.address')}>
            {text('address', { required: strict, wide: true })}
            {text('zip', { required: strict })}
            {text('city', { required: strict })}
            <SelectInput<Country>
              label={label('country')}
              testId={testIdOf('country')}
              value={values.country}
              options={COUNTRIES.map((country) => ({
                value: country,
                label: t(`competitions.countries.${country}`),
              }))}
              required={strict}
              error={errorOf('country')}
              onChange={(value) => {
                set('country', value ?? '');
                set('state', '');
              }}
            />
            <SelectInput<string>
              label={label('state')}
              testId={testIdOf('state')}
              value={values.state}
              options={states}
              disabled={states.length === 0}
              error={errorOf('state')}
              onChange={(value) => set('state', value ?? '')}
            />
            {text('googleMapsLink', {
              required: strict,
              wide: true,
              inputMode: 'url',
              maxLength: LINK_MAX_LENGTH,
            })}
            {text('clubWebsiteLink', { wide: true, inputMode: 'url', maxLength: LINK_MAX_LENGTH })}
          </FormSection>
        );
      }
      case 'dates':
        return (
          <>
            <FormSection title={t('competitions.sections.dates')}>
              {dateTime('competitionDate', '08:00', true)}
              {dateTime('competitionEndDate', '18:00', false)}
            </FormSection>
            <FormSection title={t('competitions.sections.registration')}>
              <Box sx={{ gridColumn: '1 / -1' }}>{toggle('registration')}</Box>
              {values.registration ? (
                <>
                  {dateTime('registrationStart', '00:00', true)}
                  {dateTime('registrationEnd', '23:59', true)}
                </>
              ) : null}
            </FormSection>
            <FormSection title={t('competitions.sections.payment')}>
              {text('payOnTime', {
                inputMode: 'numeric',
                required: true,
                helperText: t('competitions.hints.payOnTime'),
              })}
              <Box />
              <Box sx={{ gridColumn: '1 / -1' }} data-testid="competition-form-payment-methods">
                {payment('payOnSite')}
                {payment(
                  'paymentViaDeposit',
                  bank === false ? (
                    <span data-testid="competition-form-no-bank">{t('competitions.hints.noBank')}</span>
                  ) : undefined,
                )}
                {payment('paymentWithWirecard')}
                {paymentInvalid ? (
                  <Typography
                    variant="caption"
                    color="error"
                    component="div"
                    data-testid="competition-form-paymentMethod-error"
                  >
                    {message(errorOf(PAYMENT_METHOD) ?? '')}
                  </Typography>
                ) : null}
              </Box>
              {text('firstPaymentReminder', {
                inputMode: 'numeric',
                helperText: t('competitions.hints.reminder'),
              })}
              {text('secondPaymentReminder', {
                inputMode: 'numeric',
                helperText: t('competitions.hints.reminder'),
              })}
              <Box sx={{ gridColumn: '1 / -1' }}>
                {toggle('autoSubscriptionCancelation', {
                  disabled: !hasReminder,
                  helperText: hasReminder ? undefined : t('competitions.hints.autoCancelNeedsReminder'),
                })}
                {errorOf('autoSubscriptionCancelation') ? (
                  <Typography variant="caption" color="error" component="div">
                    {message(errorOf('autoSubscriptionCancelation') ?? '')}
                  </Typography>
                ) : null}
              </Box>
            </FormSection>
          </>
        );
      case 'additional':
        return (
          <Suspense fallback={<LinearProgress aria-busy="true" data-testid="competition-editors-loading" />}>
            <FormSection title={t('competitions.fields.information')}>
              <Box sx={{ gridColumn: '1 / -1' }}>
                <RichTextEditor
                  label={label('information')}
                  value={values.information}
                  onChange={(html) => set('information', html)}
                  error={Boolean(errorOf('information'))}
                  helperText={errorOf('information') ? message(errorOf('information') ?? '') : undefined}
                  testId={testIdOf('information')}
                />
              </Box>
            </FormSection>
            <FormSection title={t('competitions.sections.notificationBlocks')}>
              <Box sx={{ gridColumn: '1 / -1' }}>
                <NotificationBlocksEditor
                  value={values.notificationBlocks}
                  onChange={(blocks) => set('notificationBlocks', blocks)}
                  error={errorOf('notificationBlocks')}
                />
              </Box>
            </FormSection>
          </Suspense>
        );
      case 'squads':
        return (
          <SquadsEditor
            squads={values.squads}
            onChange={(squads) => {
              setValues((previous) => ({ ...previous, squads }));
              clearSquadServerErrors();
            }}
            onRemove={(index) => {
              setValues((previous) => ({
                ...previous,
                squads: previous.squads.filter((_squad, at) => at !== index),
              }));
              setServerErrors((previous) => withoutSquadErrors(previous, index));
            }}
            errorOf={errorOf}
            competitionDate={values.competitionDate}
            divisions={divisionOptions.filter((division) => values.division_ids.includes(division.id))}
            classes={classOptions.filter((item) => values.competitionClass_ids.includes(item.id))}
            factors={factorOptions.filter((factor) => values.factor_ids.includes(factor.id))}
          />
        );
      case 'uploads':
        return (
          <>
            <FormSection title={t('competitions.sections.links')}>
              {text('announcementLink', { wide: true, inputMode: 'url', maxLength: LINK_MAX_LENGTH })}
              {text('resultListLink', { wide: true, inputMode: 'url', maxLength: LINK_MAX_LENGTH })}
            </FormSection>
            <FormSection title={t('competitions.sections.documents')}>
              <UploadsEditor
                value={values.competitionUploads}
                onChange={(uploads) => set('competitionUploads', uploads)}
                types={(uploadTypes.data?.content ?? []) as UploadTypeOption[]}
                error={errorOf('competitionUploads')}
              />
            </FormSection>
          </>
        );
      default:
        return null;
    }
  };

  const tabLabel = (name: CompetitionTab) =>
    t(name === 'competition' && events ? 'competitions.tabs.event' : `competitions.tabs.${name}`);
  const position = tabs.indexOf(tab);
  const stepNavigation = (
    <Box sx={{ display: 'flex', gap: 1, mt: 1, mb: 2 }}>
      <Button
        disabled={position <= 0}
        onClick={() => setTab(tabs[position - 1] ?? tab)}
        data-testid="competition-step-back"
      >
        {t('competitions.back')}
      </Button>
      <Button
        variant="outlined"
        disabled={position >= tabs.length - 1}
        onClick={() => setTab(tabs[position + 1] ?? tab)}
        data-testid="competition-step-next"
      >
        {t('competitions.next')}
      </Button>
    </Box>
  );
  const errorSx = { color: 'error.main', '&.Mui-selected': { color: 'error.main' } };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="competition-form"
      data-tab={tab}
    >
      {wide ? (
        <>
          <Tabs
            value={tab}
            onChange={(_event, next: CompetitionTab) => setTab(next)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t(`${prefix}.title`)}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map((name) => (
              <Tab
                key={name}
                value={name}
                label={tabLabel(name)}
                data-testid={`competition-tab-${name}`}
                data-error={markedTabs.has(name) ? 'true' : undefined}
                sx={markedTabs.has(name) ? errorSx : undefined}
              />
            ))}
          </Tabs>
          {content(tab)}
          {stepNavigation}
        </>
      ) : (
        <Paper variant="outlined" sx={{ mb: 2 }}>
          <Stepper nonLinear activeStep={position} orientation="vertical" sx={{ p: 2 }}>
            {tabs.map((name) => (
              <Step key={name}>
                <StepButton onClick={() => setTab(name)} data-testid={`competition-tab-${name}`}>
                  <StepLabel
                    error={markedTabs.has(name)}
                    data-error={markedTabs.has(name) ? 'true' : undefined}
                  >
                    {tabLabel(name)}
                  </StepLabel>
                </StepButton>
                <StepContent>
                  {tab === name ? (
                    <Box sx={{ pt: 1 }}>
                      {content(name)}
                      {stepNavigation}
                    </Box>
                  ) : null}
                </StepContent>
              </Step>
            ))}
          </Stepper>
        </Paper>
      )}
      {markedTabs.size > 0 ? (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="competition-form-invalid">
          {t('competitions.invalid')}
        </Alert>
      ) : null}
      <FormActions
        saving={creating.isLoading || updating.isLoading}
        testId="competition-form-save"
        onCancel={() => navigate(listPath)}
        remove={
          mode === 'edit' && id !== null
            ? {
                texts: prefix,
                name: initial.name,
                testId: 'competition-form-delete',
                busy: removing.isLoading,
                remove: () => remove({ kind, id }).unwrap(),
                donePath: listPath,
              }
            : undefined
        }
      />
      <DateShiftDialog open={shiftOpen} days={shift?.days ?? 0} onAnswer={answerShift} />
    </Box>
  );
};

/**
 * Create (`competitions/create`), edit (`competitions/:id`) and copy (`competitions/copy/:id`) of
 * a competition, and the same for events (back-office.md section 2, "Competition and event forms").
 */
const CompetitionFormPage = ({ kind, mode }: { kind: CompetitionKind; mode: CompetitionFormMode }) => {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const access = competitionAccess(useAppSelector(selectPermissions));
  const identity = useAppSelector(selectIdentity);
  useScrollTop();
  // a copy reads `competitions/{id}`, which serves events too (back-office.md section 7)
  const record = useCompetitionRecordQuery(
    mode !== 'create' && id !== null ? { kind: mode === 'copy' ? 'competitions' : kind, id } : skipToken,
  );
  const ownClubId = access.clubAdmin ? (identity?.clubId ?? null) : null;
  const ownClub = useClubQuery(ownClubId ?? skipToken);
  const listPath = COMPETITION_PATHS.list(kind);
  if (mode !== 'create' && id === null) return <Navigate to={listPath} replace />;
  const prefix = `competitions.${kind}`;
  const name = record.data?.name ?? '';
  const title =
    mode === 'create'
      ? t(`${prefix}.createTitle`)
      : mode === 'copy'
        ? t(`${prefix}.copyTitle`, { name })
        : t(`${prefix}.editTitle`, { name });
  // the create form waits for the club admin's club, which fills the contact and venue
  const clubReady = ownClubId === null || Boolean(ownClub.data) || Boolean(ownClub.error);

  let body: ReactNode;
  if (mode === 'create') {
    body = clubReady ? (
      <CompetitionForm
        kind={kind}
        mode={mode}
        id={null}
        initial={emptyCompetitionValues(kind, prefillOf(access.clubAdmin ? identity : null, ownClub.data))}
        access={access}
        ownClub={ownClub.data ?? null}
        storedClubHasBank={null}
      />
    ) : (
      <RecordState error={undefined} backTo={listPath} testId="competition-form" />
    );
  } else if (record.data && !record.isFetching && clubReady) {
    body = (
      <CompetitionForm
        key={`${mode}-${record.data.id}`}
        kind={kind}
        mode={mode}
        id={mode === 'edit' ? id : null}
        initial={mode === 'copy' ? copyValues(record.data) : competitionValues(record.data)}
        access={access}
        ownClub={ownClub.data ?? null}
        storedClubHasBank={record.data.club?.hasBankInformation ?? null}
        storedInstants={mode === 'edit' ? record.data : undefined}
      />
    );
  } else {
    body = <RecordState error={record.error} backTo={listPath} testId="competition-form" />;
  }

  return (
    <Box data-testid={`competition-${mode}-page`} sx={{ maxWidth: 1000 }}>
      <PageTitle>{title}</PageTitle>
      {body}
    </Box>
  );
};

export default CompetitionFormPage;
