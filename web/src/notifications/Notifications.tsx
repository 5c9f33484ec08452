import { useMessage } from '../i18n/useMessage';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { ErrorDialog } from './ErrorDialog';
import { joinMessages } from './joinMessages';
import { MessageSnackbar } from './MessageSnackbar';
import { errorsHidden, selectErrors, selectSuccess, successHidden } from './notificationsSlice';

/** Green success channel, red error channel and the shared error dialog. */
export const Notifications = () => {
  const dispatch = useAppDispatch();
  const message = useMessage();
  const success = useAppSelector(selectSuccess);
  const errors = useAppSelector(selectErrors);
  return (
    <>
      <MessageSnackbar
        id={success?.id}
        open={Boolean(success?.open)}
        text={success ? message(success.value) : ''}
        severity="success"
        vertical="bottom"
        onClose={() => dispatch(successHidden())}
        testId="success-message"
      />
      <MessageSnackbar
        id={errors?.id}
        open={Boolean(errors?.open)}
        text={errors ? joinMessages(errors.value.map(message)) : ''}
        severity="error"
        vertical="top"
        onClose={() => dispatch(errorsHidden())}
        testId="error-message"
      />
      <ErrorDialog />
    </>
  );
};
