import i18n from 'i18next';
import { calendarDe } from '../i18n/calendar.de';
import { calendarEn } from '../i18n/calendar.en';

/** Side-effect module: the calendar parts bring their texts with their chunk (as participantsTexts.ts). */
const register = () => {
  i18n.addResourceBundle('de', 'translation', calendarDe, true, false);
  i18n.addResourceBundle('en', 'translation', calendarEn, true, false);
};
if (i18n.isInitialized) register();
else i18n.on('initialized', register);
