import i18n from 'i18next';
import { reservationsDe } from '../../i18n/reservations.de';
import { reservationsEn } from '../../i18n/reservations.en';

/** Side-effect module: the lazy reservation chunks merge their texts when they load. */
export const registerReservationTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', reservationsDe, true, false);
  instance.addResourceBundle('en', 'translation', reservationsEn, true, false);
};

if (i18n.isInitialized) registerReservationTexts();
else i18n.on('initialized', () => registerReservationTexts());
