import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminOrderItem } from '@portal/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useReferenceOptionsQuery } from '../api/referenceApi';
import { countryOptions } from '../common/countries';
import { ComboInput, FormActions, FormSection, SelectInput, ShowField, TextInput } from '../common/FormParts';
import { useUserOptionsQuery } from '../reservations/reservationsApi';
import { OrderItemClassificationFields } from './OrderItemClassificationFields';
import { OrderItemSquadFields } from './OrderItemSquadFields';
import { useOrderItemEdit } from './useOrderItemEdit';
import './orderTexts';

interface Props {
  item: AdminOrderItem;
  /** admins and portal admins: they may give the registration to another account */
  privileged: boolean;
}

/** The back-office edit form of one registration; a cancelled one is shown, not edited. */
export const OrderItemEditForm = ({ item, privileged }: Props) => {
  const { t, i18n } = useTranslation();
  const clubs = useReferenceOptionsQuery('clubsPubList');
  const users = useUserOptionsQuery(privileged ? undefined : skipToken);
  const edit = useOrderItemEdit(item, privileged);
  const { values, set, errorOf } = edit;
  const disabled = item.cancelled;
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

  return (
    <Box component="form" noValidate onSubmit={edit.onSubmit} data-testid="order-item-form">
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
        <OrderItemClassificationFields item={item} edit={edit} disabled={disabled} />
        <OrderItemSquadFields item={item} edit={edit} disabled={disabled} />
        <ComboInput
          label={t('orderItems.editForm.club')}
          disabled={disabled}
          testId="order-item-form-clubId"
          value={values.clubId}
          options={clubs.data?.content ?? []}
          error={errorOf('clubId')}
          onChange={(value) => set('clubId', value)}
        />
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
        saving={edit.saving}
        disabled={disabled}
        testId="order-item-form-save"
        onCancel={edit.leave}
      />
    </Box>
  );
};
