import i18n from 'i18next';
import { cartDe } from '../i18n/cart.de';
import { cartEn } from '../i18n/cart.en';

/** Side-effect module: the lazy cart, checkout and orderComplete pages bring their own texts. */
export const registerCartTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', cartDe, true, false);
  instance.addResourceBundle('en', 'translation', cartEn, true, false);
};

if (i18n.isInitialized) registerCartTexts();
else i18n.on('initialized', () => registerCartTexts());
