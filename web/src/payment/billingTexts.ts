import i18n from 'i18next';
import { billingDe } from '../i18n/billing.de';
import { billingEn } from '../i18n/billing.en';

/** Side-effect module: the transfer code, the premium page and the invoice parts bring their own texts. */
export const registerBillingTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', billingDe, true, false);
  instance.addResourceBundle('en', 'translation', billingEn, true, false);
};

if (i18n.isInitialized) registerBillingTexts();
else i18n.on('initialized', () => registerBillingTexts());
