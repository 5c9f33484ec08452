import type { MailKind, MailKindTemplate } from '../kind';
import registrationChangeRegistrationSuccess from './registration-change-registration-success';
import registrationChangePaymentReceived from './registration-change-payment-received';
import registrationChangeRegistrationCancelledByAdministrator from './registration-change-registration-cancelled-by-administrator';
import registrationChangeRegistrationCancelledByShooter from './registration-change-registration-cancelled-by-shooter';
import registrationChangeRegistrationCancelledNoPayment from './registration-change-registration-cancelled-no-payment';
import competitionStartReminder from './competition-start-reminder';
import competitionPaymentReminder from './competition-payment-reminder';
import memberCancelNoPaymentReminder from './member-cancel-no-payment-reminder';
import memberCancelNoPayment from './member-cancel-no-payment';
import gettingStartingPlace from './getting-starting-place';
import squadPlaceFree from './squad-place-free';
import newCompetitionCreated from './new-competition-created';
import signupPhaseOfFavourizedCompetitionStarted from './signup-phase-of-favourized-competition-started';
import signupPhaseEndsReminder from './signup-phase-ends-reminder';
import newShooterRegistrations from './new-shooter-registrations';
import newRegistrationsToCompetitions from './new-registrations-to-competitions';
import squadChanged from './squad-changed';
import removedFromCart from './removed-from-cart';

/** Every kind of the user's notification selection and the service mails, one file each. */
export const MAIL_KINDS: Record<MailKind, MailKindTemplate> = {
  registrationChangeRegistrationSuccess,
  registrationChangePaymentReceived,
  registrationChangeRegistrationCancelledByAdministrator,
  registrationChangeRegistrationCancelledByShooter,
  registrationChangeRegistrationCancelledNoPayment,
  competitionStartReminder,
  competitionPaymentReminder,
  memberCancelNoPaymentReminder,
  memberCancelNoPayment,
  gettingStartingPlace,
  squadPlaceFree,
  newCompetitionCreated,
  signupPhaseOfFavourizedCompetitionStarted,
  signupPhaseEndsReminder,
  newShooterRegistrations,
  newRegistrationsToCompetitions,
  squadChanged,
  removedFromCart,
};
