import i18n from 'i18next';
import { advertisingsDe } from '../../i18n/advertisings.de';
import { advertisingsEn } from '../../i18n/advertisings.en';

/** Side-effect module: the lazy advert chunks merge their texts when they load. */
export const registerAdvertisingTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', advertisingsDe, true, false);
  instance.addResourceBundle('en', 'translation', advertisingsEn, true, false);
};

if (i18n.isInitialized) registerAdvertisingTexts();
else i18n.on('initialized', () => registerAdvertisingTexts());
