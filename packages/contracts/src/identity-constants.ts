/**
 * Plain constant lists of the identity domain, free of zod so that the web can import their
 * values (`@portal/contracts/identity-constants`) without pulling the schemas into its bundle.
 */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SALUTATIONS = ['mr', 'mrs'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

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

/**
 * The portal's country list (docs/people-data-and-consent.md): ISO 3166-1 alpha-2 in lower case,
 * Kosovo (xk) and the four parts of the United Kingdom. Server and web check against this one list.
 */
const ISO_CODES =
  'ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq br bs bt bv bw by bz ' +
  'ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg eh er es et fi fj fk fm fo ' +
  'fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je ' +
  'jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo ' +
  'mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw ' +
  'py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st sv sx sy sz tc td tf tg th tj tk tl tm ' +
  'tn to tr tt tv tw tz ua ug um us uy uz va vc ve vg vi vn vu wf ws xk ye yt za zm zw';
export const UK_PARTS = ['gb-eng', 'gb-nir', 'gb-sct', 'gb-wls'] as const;
export const COUNTRY_CODES: readonly string[] = [...ISO_CODES.split(' '), ...UK_PARTS];
const COUNTRY_SET = new Set(COUNTRY_CODES);
export const isKnownCountry = (code: string): boolean => COUNTRY_SET.has(code);

/** The states of a country: the Austrian or German list, none for every other country. */
export const statesOf = (country: string | null | undefined): readonly string[] =>
  (country && STATES_BY_COUNTRY[country]) || [];

/**
 * An e-mail address: ASCII local part (as zod's rule) and a domain whose labels may be
 * internationalised (user@müller.de) or punycode; top-level label of letters (docs/people-data-and-consent.md).
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)$/u;

/** The 16 notification flags of the profile (docs/web-app.md). */
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

/**
 * The mails about the user's own registrations: on until the user switches them off (a new account
 * gets them). The other flags are broadcasts the user chooses: off until switched on. The one rule
 * the profile shows and notification sends by (docs/registration-mails.md).
 */
export const PERSONAL_NOTIFICATION_FLAGS: readonly NotificationFlag[] = [
  'registrationChangeRegistrationSuccess',
  'registrationChangePaymentReceived',
  'registrationChangeRegistrationCancelledByAdministrator',
  'registrationChangeRegistrationCancelledByShooter',
  'registrationChangeRegistrationCancelledNoPayment',
  'competitionStartReminder',
  'competitionPaymentReminder',
  'gettingStartingPlace',
];

/**
 * The reminders, a premium feature (docs/premium-features.md): notification mails them only to
 * payment-valid users, and the profile changes them only for those. Payment reminders stay for
 * everyone (the club's money, and the warning before an automatic cancellation).
 */
export const PREMIUM_NOTIFICATION_FLAGS: readonly NotificationFlag[] = [
  'competitionStartReminder',
  'signupPhaseEndsReminder',
];

/** A stored selection (missing flags: never chosen) as the switches the user has. */
export function effectiveNotificationSelection(
  stored: Partial<Record<string, unknown>> | null | undefined,
): Record<NotificationFlag, boolean> {
  return Object.fromEntries(
    NOTIFICATION_FLAGS.map((flag) => {
      const value = stored?.[flag];
      return [flag, typeof value === 'boolean' ? value : PERSONAL_NOTIFICATION_FLAGS.includes(flag)];
    }),
  ) as Record<NotificationFlag, boolean>;
}

// ---- list sort fields (docs/identity-api.md) ----------------------------------------------
/** Sort fields of `GET users`. */
export const USER_SORT_FIELDS = [
  'lastName',
  'firstName',
  'username',
  'createdAt',
  'paymentUntil',
  'id',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
/** Sort fields of `GET userRoles`. */
export const ROLE_SORT_FIELDS = ['id', 'name'] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];
/** Sort fields of `GET clients`. */
export const CLIENT_SORT_FIELDS = ['id', 'name'] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];
