import i18n from 'i18next';
import { ordersDe } from '../../i18n/orders.de';
import { ordersEn } from '../../i18n/orders.en';

/** Side-effect module: the lazy order chunks merge their texts when they load. */
export const registerOrderTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', ordersDe, true, false);
  instance.addResourceBundle('en', 'translation', ordersEn, true, false);
};

if (i18n.isInitialized) registerOrderTexts();
else i18n.on('initialized', () => registerOrderTexts());
