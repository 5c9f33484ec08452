/**
 * Plain constant lists of the identity domain, free of zod so that the web can import their
 * values (`@portal/contracts/identity-constants`) without pulling the schemas into its bundle.
 */
export const LANGUAGES = ['de', 'en'] as const;
export const SALUTATIONS = ['mr', 'mrs'] as const;

export const AUSTRIAN_STATES = ['B', 'K', 'NOE', 'OOE', 'S', 'ST', 'T', 'V', 'W'] as const;
export const GERMAN_STATES = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;
export const STATES_BY_COUNTRY: Record<string, readonly string[]> = {
  at: AUSTRIAN_STATES,
  de: GERMAN_STATES,
};

/** The 16 notification flags of the profile (back-office.md section 3). */
export const NOTIFICATION_FLAGS = [
  'newShooterRegistrations',
  'newRegistrationsToCompetitions',
  'registrationChangeRegistrationSuccess',
  'registrationChangePaymentReceived',
  'registrationChangeRegistrationCancelledByAdministrator',
  'registrationChangeRegistrationCancelledByShooter',
  'registrationChangeRegistrationCancelledNoPayment',
  'competitionStartReminder',
  'competitionPaymentReminder',
  'memberCancelNoPaymentReminder',
  'memberCancelNoPayment',
  'gettingStartingPlace',
  'newCompetitionCreated',
  'signupPhaseOfFavourizedCompetitionStarted',
  'signupPhaseEndsReminder',
  'squadPlaceFree',
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];
