import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '../account/sessionApi';
import { PageTitle } from '../pages/PageTitle';
import '../payment/billingTexts';
import {
  formatCents,
  usePremiumQuery,
  usePurchasePremiumMutation,
  useSetPremiumAutoRenewMutation,
} from '../payment/billingApi';
import { goToProvider } from '../payment/cardPaymentApi';
import { selectIdentity, selectIsLoggedIn, selectPermissions } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { OpenPremiumPayment, payableByHand } from './OpenPremiumPayment';
import { PremiumTerms } from './PremiumTerms';
import type { PremiumMethod } from '@portal/contracts';
import { formatViennaDate } from '@portal/contracts/vienna-time';

/**
 * `#/premium`: valid until, buy (or extend by a year) by transfer or card, auto-renewal with two
 * weeks' notice and its cancellation. A transfer shows its EPC QR code to the portal's account;
 * a card payment goes to the provider. Once payment confirms, identity's paymentUntil follows
 * (event) and the session is asked again, so the orange bar goes at once. While the saved card's
 * renewal charge is processing, nothing is offered for paying by hand.
 */
const PremiumPage = () => {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const permissions = useAppSelector(selectPermissions);
  const identity = useAppSelector(selectIdentity);
  const guest = !loggedIn || permissions.includes('IS_GUEST');
  const premium = usePremiumQuery(undefined, { skip: guest });
  const [purchase, purchasing] = usePurchasePremiumMutation();
  const [setAutoRenew, switching] = useSetPremiumAutoRenewMutation();
  const [method, setMethod] = useState<PremiumMethod>('TRANSFER');
  // renewal is the buyer's explicit choice, never pre-ticked (docs/people-data-and-consent.md)
  const [autoRenew, setAutoRenewWish] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [triedBuy, setTriedBuy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const data = premium.data;

  // the membership runs but the session does not know yet: ask identity again (new token, no bar)
  useEffect(() => {
    if (data?.valid && identity && !identity.paymentValid)
      void dispatch(sessionApi.endpoints.identity.initiate(undefined, { forceRefetch: true }));
  }, [data?.valid, identity, dispatch]);

  if (guest)
    return (
      <Box data-testid="page-premium">
        <PageTitle>{t('premium.title')}</PageTitle>
        <Alert severity="info">{t('premium.guestsOnly')}</Alert>
      </Box>
    );

  const price = formatCents(data?.priceCents ?? 2000, i18n.language);
  const buy = async () => {
    setTriedBuy(true);
    if (!termsAccepted) return;
    const answer = await purchase({ method, autoRenew, agbs: termsAccepted })
      .unwrap()
      .catch(() => null);
    const url = answer?.['payment-redirect-url'];
    if (url) {
      setRedirecting(true);
      goToProvider(url);
    }
  };
  const open = data?.openPayment ?? null;

  return (
    <Box data-testid="page-premium">
      <PageTitle>{t('premium.title')}</PageTitle>
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <Typography>{t('premium.intro', { price })}</Typography>
        {premium.isError && <Alert severity="error">{t('premium.loadFailed')}</Alert>}
        {data && (
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="premium-status">
            {data.valid && data.validUntil ? (
              <Stack spacing={1}>
                <Typography sx={{ fontWeight: 600 }} data-testid="premium-valid-until">
                  {t('premium.validUntil', { date: formatViennaDate(data.validUntil) })}
                </Typography>
                <Typography data-testid="premium-auto-renew">
                  {t(
                    data.autoRenew
                      ? data.savedCard
                        ? 'premium.autoRenewSavedCard'
                        : 'premium.autoRenewOn'
                      : 'premium.autoRenewOff',
                  )}
                </Typography>
                <Box>
                  <Button
                    variant="outlined"
                    color={data.autoRenew ? 'error' : 'primary'}
                    disabled={switching.isLoading}
                    onClick={() => void setAutoRenew({ autoRenew: !data.autoRenew })}
                    data-testid="premium-toggle-auto-renew"
                  >
                    {t(data.autoRenew ? 'premium.cancelAutoRenew' : 'premium.enableAutoRenew')}
                  </Button>
                </Box>
              </Stack>
            ) : (
              <Typography data-testid="premium-not-valid">{t('premium.notValid')}</Typography>
            )}
          </Paper>
        )}

        {open && <OpenPremiumPayment open={open} />}

        {data && payableByHand(open) && (
          <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), void buy())}>
            <FormControl>
              <FormLabel id="premium-method-label">{t('premium.method')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="premium-method-label"
                value={method}
                onChange={(event) => setMethod(event.target.value as PremiumMethod)}
                data-testid="premium-method"
              >
                {(['TRANSFER', 'CARD'] as const).map((m) => (
                  <FormControlLabel key={m} value={m} control={<Radio />} label={t(`premium.methods.${m}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            <FormControlLabel
              control={
                <Checkbox
                  checked={autoRenew}
                  onChange={(event) => setAutoRenewWish(event.target.checked)}
                  data-testid="premium-auto-renew-wish"
                />
              }
              label={t('premium.autoRenew')}
            />
            <PremiumTerms checked={termsAccepted} onChange={setTermsAccepted} showError={triedBuy} />
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={purchasing.isLoading || redirecting}
                data-testid="premium-buy"
              >
                {t(data.valid ? 'premium.renew' : 'premium.buy')}
              </Button>
            </Box>
            {redirecting && <Alert severity="info">{t('premium.connecting')}</Alert>}
          </Stack>
        )}
      </Stack>
    </Box>
  );
};

export default PremiumPage;
