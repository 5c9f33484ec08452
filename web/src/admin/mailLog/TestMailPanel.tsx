import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_FLAGS, type NotificationFlag } from '@portal/contracts/identity-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../account/pageTexts';
import { useNotify } from '../common/hooks';
import { useSendTestMailMutation } from './mailLogApi';
import './mailLogTexts';

/**
 * The club form's test mail (issue 13 item 4): a sample mail of the chosen kind with the club's
 * saved blocks goes to the caller's own address. The kinds are named as in the profile.
 */
export const TestMailPanel = ({ clubId }: { clubId: number }) => {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [kind, setKind] = useState<NotificationFlag>('registrationChangeRegistrationSuccess');
  const [send, sending] = useSendTestMailMutation();
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const submit = async () => {
    const answer = await send({ clubId, kind, locale });
    if ('data' in answer && answer.data) notify.success('mailLog.testMail.sent', { to: answer.data.to });
  };
  return (
    <Box sx={{ mt: 3 }} data-testid="club-test-mail">
      <Typography variant="subtitle1" component="h3">
        {t('mailLog.testMail.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('mailLog.testMail.help')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('mailLog.testMail.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as NotificationFlag)}
          sx={{ minWidth: 320 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'club-test-mail-kind' } as object } }}
        >
          {NOTIFICATION_FLAGS.map((flag) => (
            <MenuItem key={flag} value={flag}>
              {t(`profile.notifications.${flag}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="button"
          variant="outlined"
          disabled={sending.isLoading}
          onClick={() => void submit()}
          data-testid="club-test-mail-send"
        >
          {t('mailLog.testMail.send')}
        </Button>
      </Box>
    </Box>
  );
};
