import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../../i18n/useMessage';
import { ComboInput, FormSection, SelectInput } from '../../../common/FormParts';
import { VIEW_TYPES, type ViewType } from '../../competitionModel';
import { NAME_MAX_LENGTH } from '../competitionFields';
import {
  CompetitionMultiSelect,
  CompetitionText,
  CompetitionToggle,
  testIdOf,
  useFieldLabel,
} from '../FieldInputs';
import type { CompetitionFormPartProps } from '../useCompetitionForm';

/** The competition's (or event's) own data: club, name, type, divisions, fee; then its visibility. */
export const CompetitionDetailsTab = ({ form }: CompetitionFormPartProps) => {
  const { t } = useTranslation();
  const message = useMessage();
  const label = useFieldLabel();
  const { values, events, strict, access, lookups, errorOf, set } = form;
  return (
    <>
      <FormSection title={t(events ? 'competitions.sections.event' : 'competitions.sections.competition')}>
        {!access.clubAdmin ? (
          <ComboInput
            label={label('club')}
            testId={testIdOf('club')}
            value={values.club}
            options={lookups.clubOptions}
            loading={lookups.clubs.isLoading}
            required
            wide
            error={errorOf('club')}
            onChange={form.chooseClub}
          />
        ) : null}
        <CompetitionText form={form} field="name" required wide />
        {events ? <CompetitionText form={form} field="eventName" wide maxLength={NAME_MAX_LENGTH} /> : null}
        {events ? <CompetitionText form={form} field="eventType" /> : null}
        <SelectInput<number>
          label={label('competitionTypeId')}
          testId={testIdOf('competitionTypeId')}
          value={values.competitionTypeId}
          options={lookups.typeOptions.map((type) => ({ value: type.id, label: type.name }))}
          required
          error={errorOf('competitionTypeId')}
          onChange={(value) => set('competitionTypeId', value)}
        />
        <SelectInput<number>
          label={label('level')}
          testId={testIdOf('level')}
          value={values.level}
          options={lookups.levelOptions.map((level) => ({
            value: level.id,
            label: level.name,
          }))}
          required={strict && !events}
          error={errorOf('level')}
          onChange={(value) => set('level', value)}
        />
        <CompetitionMultiSelect
          form={form}
          field="division_ids"
          options={lookups.divisionOptions}
          disabled={values.competitionTypeId === null}
          helperText={
            values.competitionTypeId === null ? message('ERROR.SELECT_COMPETITION_TYPE') : undefined
          }
        />
        <CompetitionMultiSelect form={form} field="competitionClass_ids" options={lookups.classOptions} />
        <CompetitionMultiSelect form={form} field="factor_ids" options={lookups.factorOptions} />
        {!events ? (
          <CompetitionText form={form} field="stages" inputMode="numeric" required={strict} />
        ) : null}
        {!events ? <CompetitionText form={form} field="minimumShots" inputMode="numeric" /> : null}
        {events ? <CompetitionText form={form} field="startingPlaces" inputMode="numeric" required /> : null}
        {events ? <CompetitionText form={form} field="waitingListPlaces" inputMode="numeric" /> : null}
        <CompetitionText
          form={form}
          field="nominationFee"
          inputMode="decimal"
          required={strict}
          helperText={t('competitions.hints.nominationFee')}
          endAdornment={<InputAdornment position="end">€</InputAdornment>}
        />
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
        <CompetitionToggle form={form} field="active" />
        <CompetitionToggle form={form} field="multipleRegistrations" />
        <CompetitionToggle form={form} field="nationalCompetition" />
        <CompetitionToggle form={form} field="qualification" />
      </FormSection>
    </>
  );
};
