import i18n from 'i18next';
import { signUpDe } from '../i18n/signup.de';
import { signUpEn } from '../i18n/signup.en';

/** Side-effect module: the sign-up texts join the translation namespace when their chunk loads. */
export const registerSignUpTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', signUpDe, true, false);
  instance.addResourceBundle('en', 'translation', signUpEn, true, false);
};

if (i18n.isInitialized) registerSignUpTexts();
else i18n.on('initialized', () => registerSignUpTexts());
