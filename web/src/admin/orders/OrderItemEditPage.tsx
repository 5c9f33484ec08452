import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminOrderItem } from '@portal/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useMessage } from '../../i18n/useMessage';
import { successShown } from '../../notifications/notificationsSlice';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { hasAny } from '../access';
import { routeId } from '../adminPaths';
import { useReferenceOptionsQuery } from '../api/referenceApi';
import { countryOptions } from '../common/countries';
import { fieldErrorsFromError, type FieldErrors } from '../common/fieldErrors';
import { ComboInput, FormActions, FormSection, SelectInput, ShowField, TextInput } from '../common/FormParts';
import { RecordFormPage, useRecordForm } from '../common/RecordForm';
import { useUserOptionsQuery } from '../reservations/reservationsApi';
import { ORDER_PATHS } from './orderPaths';
import { useOrderItemQuery, useOrderItemSquadsQuery, useUpdateOrderItemMutation } from './ordersApi';
import './orderTexts';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'divisionId',
  'factorId',
  'competitionClassId',
  'squadId',
  'squadStandId',
  'clubId',
  'country',
  'userId',
] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  divisionId: number | null;
  factorId: number | null;
  competitionClassId: number | null;
  squadId: number;
  squadStandId: number | null;
  clubId: number | null;
  country: string | null;
  userId: number | null;
}

const valuesOf = (item: AdminOrderItem): Values => ({
  firstName: item.firstName ?? '',
  lastName: item.lastName ?? '',
  email: item.email ?? '',
  divisionId: item.divisionId,
  factorId: item.factorId,
  competitionClassId: item.competitionClassId,
  squadId: item.squadId,
  squadStandId: item.squadStandId,
  clubId: item.clubId,
  country: item.country,
  userId: item.userId,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** First name, last name, e-mail and (when the squad has stands and the item a place) the stand. */
const validate =
  (standRequired: (values: Values) => boolean) =>
  (values: Values): FieldErrors<Field> => {
    const errors: FieldErrors<Field> = {};
    if (!values.firstName.trim()) errors.firstName = 'FIELD_IS_REQUIRED';
    if (!values.lastName.trim()) errors.lastName = 'FIELD_IS_REQUIRED';
    if (!values.email.trim()) errors.email = 'FIELD_IS_REQUIRED';
    else if (!EMAIL.test(values.email.trim())) errors.email = 'EMAIL_FORMAT';
    if (values.squadStandId === null && standRequired(values)) errors.squadStandId = 'FIELD_IS_REQUIRED';
    return errors;
  };

const OrderItemForm = ({ item, privileged }: { item: AdminOrderItem; privileged: boolean }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const squads = useOrderItemSquadsQuery(item.competitionId);
  const divisions = useReferenceOptionsQuery('divisions');
  const classes = useReferenceOptionsQuery('competitionClasses');
  const factors = useReferenceOptionsQuery('factors');
  const clubs = useReferenceOptionsQuery('clubsPubList');
  const users = useUserOptionsQuery(privileged ? undefined : skipToken);
  const [update, updating] = useUpdateOrderItemMutation();
  const standsOf = (squadId: number) => squads.data?.find((squad) => squad.id === squadId)?.stands ?? [];
  const { values, set, errorOf, onSubmit } = useRecordForm<Values, Field>({
    initial: valuesOf(item),
    validate: validate((current) => !item.waitingList && standsOf(current.squadId).length > 0),
    serverErrors: (error) => fieldErrorsFromError(error, FIELDS),
    focusServerErrors: true,
    save: async (current) => {
      const answer = await update({
        id: item.id,
        body: {
          ...current,
          firstName: current.firstName.trim(),
          lastName: current.lastName.trim(),
          email: current.email.trim(),
          ...(privileged ? {} : { userId: undefined }),
        },
      }).unwrap();
      dispatch(successShown(message(answer.message)));
      navigate(ORDER_PATHS.orderItemList);
    },
  });
  const disabled = item.cancelled;
  const stands = standsOf(values.squadId).filter(
    (stand) => stand.available || stand.id === item.squadStandId,
  );
  const text = (field: 'firstName' | 'lastName' | 'email') => (
    <TextInput
      key={field}
      required
      disabled={disabled}
      type={field === 'email' ? 'email' : 'text'}
      label={t(`orderItems.editForm.${field}`)}
      testId={`order-item-form-${field}`}
      value={values[field]}
      error={errorOf(field)}
      onChange={(value) => set(field, value)}
    />
  );
  const pick = (
    field: 'divisionId' | 'factorId' | 'competitionClassId' | 'clubId',
    label: string,
    options: { id: number; name: string }[] | undefined,
  ) => (
    <ComboInput
      key={field}
      label={label}
      disabled={disabled}
      testId={`order-item-form-${field}`}
      value={values[field]}
      options={options ?? []}
      error={errorOf(field)}
      onChange={(value) => set(field, value)}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="order-item-form">
      {disabled ? (
        <Typography color="error" sx={{ mb: 2 }} data-testid="order-item-form-cancelled">
          {t('orderItems.editForm.cancelledHint')}
        </Typography>
      ) : null}
      <FormSection>
        <ShowField label={t('orderItems.editForm.registrationNumber')} value={item.id} />
        <ShowField label={t('orderItems.editForm.competition')} value={item.competitionName} />
        {text('firstName')}
        {text('lastName')}
        {text('email')}
        {pick('divisionId', t('orderItems.editForm.division'), divisions.data?.content)}
        {pick('factorId', t('orderItems.editForm.factor'), factors.data?.content)}
        {pick('competitionClassId', t('orderItems.editForm.competitionClass'), classes.data?.content)}
        <SelectInput
          label={t('orderItems.editForm.squad')}
          testId="order-item-form-squadId"
          disabled={disabled}
          value={values.squadId}
          options={(squads.data ?? []).map((squad) => ({ value: squad.id, label: squad.name }))}
          error={errorOf('squadId')}
          onChange={(value) => {
            if (value === null) return;
            set('squadId', value);
            set('squadStandId', value === item.squadId ? item.squadStandId : null);
          }}
        />
        <SelectInput
          label={t('orderItems.editForm.stand')}
          testId="order-item-form-squadStandId"
          required={!item.waitingList && standsOf(values.squadId).length > 0}
          disabled={disabled || item.waitingList}
          value={values.squadStandId}
          emptyLabel={t('orderItems.editForm.noStand')}
          options={stands.map((stand) => ({ value: stand.id, label: stand.name }))}
          error={errorOf('squadStandId')}
          onChange={(value) => set('squadStandId', value)}
        />
        {pick('clubId', t('orderItems.editForm.club'), clubs.data?.content)}
        <SelectInput
          label={t('orderItems.editForm.country')}
          testId="order-item-form-country"
          disabled={disabled}
          value={values.country}
          options={countryOptions(i18n.language).map(({ code, name }) => ({ value: code, label: name }))}
          error={errorOf('country')}
          onChange={(value) => set('country', value)}
        />
        {privileged ? (
          <ComboInput
            label={t('orderItems.editForm.user')}
            disabled={disabled}
            testId="order-item-form-userId"
            value={values.userId}
            options={users.data ?? []}
            loading={users.isLoading}
            error={errorOf('userId')}
            onChange={(value) => set('userId', value)}
          />
        ) : null}
        <ShowField
          label={t('orderItems.editForm.paid')}
          value={item.paid ? t('orderItems.editForm.paidYes') : t('orderItems.editForm.paidNo')}
        />
      </FormSection>
      <FormActions
        saving={updating.isLoading}
        disabled={disabled}
        testId="order-item-form-save"
        onCancel={() => navigate(ORDER_PATHS.orderItemList)}
      />
    </Box>
  );
};

/** `orderItems/{id}`: the back-office edit of one registration (cancel returns to the list). */
const OrderItemEditPage = () => {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const permissions = useAppSelector(selectPermissions);
  const privileged = hasAny(permissions, ['IS_ADMIN', 'IS_PORTAL_ADMIN']);
  const record = useOrderItemQuery(id ?? skipToken);
  return (
    <RecordFormPage
      create={false}
      id={id}
      record={record}
      listPath={ORDER_PATHS.orderItemList}
      title={t('orderItems.editForm.title', { id: id ?? '' })}
      testId="order-item-edit-page"
      formTestId="order-item-form"
    >
      {(item) => (item ? <OrderItemForm item={item} privileged={privileged} /> : null)}
    </RecordFormPage>
  );
};

export default OrderItemEditPage;
