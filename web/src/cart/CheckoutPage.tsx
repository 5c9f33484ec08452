import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { CartItem, CartPaymentMethod, SubmitCartAnswer } from '@portal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { messageFromQueryError } from '../api/errorMessage';
import { useMessage } from '../i18n/useMessage';
import { PageTitle } from '../pages/PageTitle';
import { goToProvider } from '../payment/cardPaymentApi';
import { TransferCodes } from '../payment/TransferCodes';
import { LoadState } from '../public/components/ListParts';
import { PATHS } from '../routes/paths';
import { selectPermissions } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useSubmitCartMutation } from './cartApi';
import { allowedMethods, cartRows } from './cartRows';
import { cartReset } from './cartSlice';
import { CartTable } from './CartTable';
import './cartTexts';
import { EmptyCart } from './EmptyCart';
import { useCart } from './useCart';
import { useRemoveRow } from './useRemoveRow';

const STEPS = ['competitions', 'paymentMethod', 'summary'] as const;
/** Admins and club admins sign up without accepting the terms (docs/registration.md). */
const TERMS_WAIVED = ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'];

/**
 * `#/checkout`: Bewerbe (the cart table), Zahlungsart (offered only as every competition allows;
 * a single method is preselected and the choice shown only when there are more), Zusammenfassung
 * (terms, submit). Success: ORDER_SUBMITTED and the cart is cleared. With the card method the last
 * button reads `checkout.toWirecard`, the cart is kept and the browser goes to the answer's
 * `payment-redirect-url` (the provider); `#/paymentComplete` empties the cart afterwards. The
 * retry of `#/paymentFailed` comes with `{ method: 'CARD' }` in the navigation state.
 */
const CheckoutPage = () => {
  const { t } = useTranslation();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const permissions = useAppSelector(selectPermissions);
  const { query, items, stored, empty } = useCart();
  const rows = useMemo(() => cartRows(items), [items]);
  const methods = useMemo(() => allowedMethods(items), [items]);
  const { removeRow, busy } = useRemoveRow();
  const [submit, submitState] = useSubmitCartMutation();
  const [step, setStep] = useState(0);
  const retried = (useLocation().state as { method?: unknown } | null)?.method;
  const [method, setMethod] = useState<CartPaymentMethod | null>(retried === 'CARD' ? 'CARD' : null);
  const [leaving, setLeaving] = useState(false);
  const [agbs, setAgbs] = useState(false);
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);
  // what a transfer checkout submitted: its EPC QR codes show after the cart is reset
  const [submitted, setSubmitted] = useState<CartItem[]>([]);
  const [itemLinks, setItemLinks] = useState<SubmitCartAnswer['itemLinks']>([]);
  const termsNeeded = !permissions.some((p) => TERMS_WAIVED.includes(p));

  // a single method is preselected; a method no longer allowed (an item removed) is dropped
  useEffect(() => {
    if (methods.length === 1) setMethod(methods[0]!);
    else if (method !== null && items.length > 0 && !methods.includes(method)) setMethod(null);
  }, [methods, method, items.length]);

  if (done)
    return (
      <Box data-testid="page-checkout">
        <PageTitle>{t('checkout.title')}</PageTitle>
        <Alert
          severity="success"
          data-testid="checkout-success"
          action={
            <Button component={RouterLink} to={PATHS.competitionList} color="inherit" size="small">
              {t('cart.toCompetitions')}
            </Button>
          }
        >
          <AlertTitle>{t('checkout.successTitle')}</AlertTitle>
          {message('ORDER_SUBMITTED')}
        </Alert>
        {method === 'DEPOSIT' && <TransferCodes items={submitted} links={itemLinks ?? []} />}
      </Box>
    );

  const methodMissing = method === null;
  const termsMissing = termsNeeded && !agbs;
  const next = () => {
    setTried(true);
    if (step === 1 && methodMissing) return;
    setTried(false);
    setStep(step + 1);
  };
  const send = async () => {
    setTried(true);
    if (methodMissing || termsMissing || stored.id === null) return;
    const answer = await submit({ cartId: stored.id, paymentMethod: method, agbs, cartToken: stored.token })
      .unwrap()
      .catch(() => null);
    if (answer?.['payment-redirect-url']) {
      setLeaving(true);
      goToProvider(answer['payment-redirect-url']);
    } else if (answer) {
      setSubmitted(items);
      setItemLinks(answer.itemLinks ?? []);
      dispatch(cartReset());
      setDone(true);
    }
  };
  const methodLabel = (m: CartPaymentMethod) => t(`checkout.methods.${m}`);

  return (
    <Box data-testid="page-checkout">
      <PageTitle>{t('checkout.title')}</PageTitle>
      <LoadState query={query} failed={t('cart.loadFailed')} testId="cart-error" />
      {empty && !query.isFetching ? (
        <EmptyCart />
      ) : rows.length > 0 ? (
        <>
          <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
            {STEPS.map((name) => (
              <Step key={name}>
                <StepLabel>{t(`checkout.steps.${name}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {t(`checkout.steps.${STEPS[step]!}`)}
          </Typography>

          {step === 0 && <CartTable rows={rows} onRemove={(row) => void removeRow(row)} busy={busy} />}

          {step === 1 &&
            (methods.length === 0 ? (
              <Alert severity="warning" data-testid="checkout-no-method">
                {t('checkout.noCommonMethod')}
              </Alert>
            ) : methods.length === 1 ? (
              <Typography data-testid="checkout-method">
                {t('checkout.paymentMethod')}: <strong>{methodLabel(methods[0]!)}</strong>
              </Typography>
            ) : (
              <FormControl error={tried && methodMissing}>
                <FormLabel id="checkout-method-label">{t('checkout.paymentMethod')}</FormLabel>
                <RadioGroup
                  aria-labelledby="checkout-method-label"
                  value={method ?? ''}
                  onChange={(event) => setMethod(event.target.value as CartPaymentMethod)}
                  data-testid="checkout-method-choice"
                >
                  {methods.map((m) => (
                    <FormControlLabel key={m} value={m} control={<Radio />} label={methodLabel(m)} />
                  ))}
                </RadioGroup>
                {tried && methodMissing && <FormHelperText>{t('checkout.paymentError')}</FormHelperText>}
              </FormControl>
            ))}

          {step === 2 && (
            <Stack spacing={2}>
              <CartTable rows={rows} onRemove={null} />
              <Typography data-testid="checkout-summary-method">
                {t('checkout.paymentMethod')}: <strong>{method ? methodLabel(method) : ''}</strong>
              </Typography>
              {termsNeeded && (
                <FormControl error={tried && termsMissing}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={agbs}
                        onChange={(event) => setAgbs(event.target.checked)}
                        data-testid="checkout-agbs"
                      />
                    }
                    label={t('checkout.agbs')}
                  />
                  <Link component={RouterLink} to={PATHS.conditions} target="_blank" rel="noopener">
                    {t('checkout.agbsLink')}
                  </Link>
                  {tried && termsMissing && <FormHelperText>{t('checkout.agbsRequired')}</FormHelperText>}
                </FormControl>
              )}
              {leaving && (
                <Alert severity="info" role="status" data-testid="checkout-connecting">
                  {t('checkout.connecting')}
                </Alert>
              )}
              {submitState.isError && (
                <Alert severity="error" data-testid="checkout-error">
                  {message(messageFromQueryError(submitState.error as FetchBaseQueryError))}
                </Alert>
              )}
            </Stack>
          )}

          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3, gap: 2 }}>
            <Button disabled={step === 0} onClick={() => setStep(step - 1)} data-testid="checkout-back">
              {t('checkout.back')}
            </Button>
            {step < 2 ? (
              <Button
                variant="contained"
                onClick={next}
                disabled={step === 1 && methods.length === 0}
                data-testid="checkout-next"
              >
                {t('checkout.next')}
              </Button>
            ) : (
              <Button
                variant="contained"
                onClick={() => void send()}
                disabled={submitState.isLoading || leaving}
                data-testid="checkout-submit"
              >
                {method === 'CARD' ? t('checkout.toWirecard') : t('checkout.submit')}
              </Button>
            )}
          </Box>
        </>
      ) : null}
    </Box>
  );
};

export default CheckoutPage;
