import type { de } from './de';
import type { TranslationShape } from './translationShape';
import { accountEn } from './account.en';

/** English texts; the type makes the compiler reject a missing or an extra key. */
export const en: TranslationShape<typeof de> = {
  ...accountEn,
  app: {
    title: 'Shooting Sport Portal',
    loading: 'Loading …',
    opensInNewTab: '(opens in a new tab)',
    downloading: 'Downloading',
    downloadProgress: '{{percent}} %',
  },
  header: {
    openMenu: 'Open menu',
    cart: 'Cart',
    cartEmpty: 'Your cart is empty',
    account: 'Account',
    logout: 'Log out',
    changeLanguage: 'Change language',
  },
  language: {
    de: 'Deutsch',
    en: 'English',
  },
  menu: {
    label: 'Main menu',
    sections: {
      main: 'General',
      guestRegister: 'Registration',
      myData: 'My data',
      clubData: 'Club data',
      management: 'Management',
      info: 'Information',
    },
    dashboard: 'Home',
    competitionList: 'Upcoming competitions',
    results: 'Archive',
    clubList: 'Clubs',
    information: 'Information',
    about: 'About us',
    costs: 'Costs',
    whyRegister: 'Why register?',
    advertisingInfo: 'Advertising',
    changelog: 'Changelog',
    register: 'Register',
    myCompetitions: 'My competitions',
    myProfile: 'My profile',
    premium: 'Premium membership',
    users: 'Users',
    userRoles: 'User roles',
    clients: 'Clients',
    factors: 'Factors',
    levels: 'Levels',
    competitionClasses: 'Classes',
    divisions: 'Divisions',
    competitionTypes: 'Competition types',
    uploadTypes: 'Upload types',
    clubs: 'Clubs',
    maintenanceWindows: 'Maintenance windows',
    advertisings: 'Advertising',
    clubProfile: 'Club profile',
    clubCompetitions: 'Competitions',
    clubEvents: 'Events',
    reservationCodes: 'Reservation codes',
    reservations: 'Reservations',
    exports: 'Exports',
    registrations: 'Registrations',
    orders: 'Orders',
    configuration: 'Administration',
    bills: 'Bills',
  },
  bars: {
    unsupportedBrowser:
      'Your browser is not supported. Please use a current browser (at least Chrome 49, Firefox 52 or Safari 10). Internet Explorer is not supported.',
    paymentMissing:
      'Your premium membership is not active. Multiple registrations, waiting lists, reminders and saved views are available once the annual fee has been paid.',
    paymentBuy: 'Buy premium',
    paymentMore: 'Learn more about premium',
    maintenanceCurrent: 'Maintenance in progress (until {{to}}):',
    maintenanceUpcoming: 'Scheduled maintenance from {{from}} to {{to}}:',
  },
  footer: {
    phone: 'Phone',
    email: 'E-mail',
    country: 'Austria',
    copyright: '© {{year}} {{company}}. All rights reserved.',
    impressum: 'Legal notice',
    privacy: 'Privacy',
    conditions: 'Terms of participation',
    legalLinks: 'Legal',
  },
  notifications: {
    close: 'Close',
    errorTitle: 'An error occurred',
  },
  redirect: {
    external: 'You are being redirected to the information site …',
    externalLink: 'If the redirect does not work, click here.',
  },
  dashboard: {
    guestTitle: 'Welcome to the Shooting Sport Portal',
    guestIntro:
      'All competitions of shooting clubs in Austria and Germany in one place: read the announcements, secure a free place in the squad you want and pay the entry fee with ease.',
    featureCompetitionsTitle: 'Find competitions',
    featureCompetitionsText:
      'All upcoming competitions with date, place, club, discipline and free places, plus an archive with the result lists of past competitions.',
    featureSignUpTitle: 'Sign up easily',
    featureSignUpText:
      'Choose a squad, enter division, class and factor and send your registration. Your place is held for you while you sign up.',
    featurePaymentTitle: 'Pay securely',
    featurePaymentText:
      'Pay the entry fee on site, by bank transfer to the club or online by card, depending on what the club offers.',
    featureClubsTitle: 'For clubs',
    featureClubsText:
      'Clubs publish their competitions and events, manage squads, stands and waiting lists and keep track of payments.',
    guestBenefits:
      'With a free account you see all your registrations at a glance and can keep favourites. Premium membership adds multiple registrations, waiting lists and reminders.',
    benefitsLink: 'Benefits of registering',
    welcomeTitle: 'Welcome, {{name}}!',
    welcomeText: 'Good to see you again. You are logged in as {{username}}.',
  },
};
