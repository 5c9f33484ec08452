import type { signUpDe } from './signup.de';
import type { TranslationShape } from './translationShape';

/** English texts of the sign-up dialog (see signup.de.ts). */
export const signUpEn: TranslationShape<typeof signUpDe> = {
  signUp: {
    button: {
      signUp: 'Sign up',
      allRequiresCode: 'Sign-up with reservation code only',
      competitionFull: 'Competition full',
      competitionRegistrationEnded: 'Registration closed',
      noPermitionToSignUp: 'No permission to sign up',
    },
    dialog: {
      title: 'Sign-up: {{name}}',
      close: 'Close',
      back: 'Back',
      next: 'Next',
      stepOf: 'Step {{step}} of {{count}}',
      working: 'Please wait …',
    },
    steps: {
      user: 'Participant',
      squad: 'Squad',
      code: 'Code',
      stand: 'Stand',
      data: 'Details',
    },
    user: {
      label: 'User to sign up',
      help: 'Choose the person you are signing up.',
      noOptions: 'No matching users',
      loadFailed: 'The user list could not be loaded.',
    },
    squad: {
      legend: 'Choose a squad',
      places: '{{free}} / {{total}} free',
      waitingList: 'Waiting list: {{free}} / {{total}} free',
      waitingListOnly: 'waiting list only',
      full: 'full',
      requiresCode: 'code required',
      multipleWaitingList: 'Waiting list for several squads',
      multipleWaitingListHelp: 'Choose every squad whose waiting list you want to join.',
      pickSeveral: 'Squads for the waiting list',
      none: 'No squad of this competition has room.',
    },
    code: {
      label: 'Reservation code',
      help: 'This sign-up needs a reservation code.',
      validate: 'Check code',
    },
    countdown: {
      label: 'Your place is held for {{seconds}} more seconds',
      seconds: '{{seconds}} s',
      expired: 'The reservation time has run out.',
    },
    stand: {
      legend: 'Choose a stand',
      none: 'No stand is free any more.',
      waitingList: 'Waiting-list places get no stand.',
    },
    data: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      division: 'Division',
      competitionClass: 'Class',
      factor: 'Factor',
      state: 'State',
      agbs: 'I accept the terms of participation and the privacy policy.',
      conditionsLink: 'Read the terms',
      locked: 'The personal details come from the profile of the person you act for.',
      waitingListNote: 'You will be put on the waiting list.',
      submit: 'Sign up',
    },
    finish: {
      title: 'Sign-up complete',
      text: 'Your sign-up for {{name}} is in the cart. Complete the order in the cart.',
      waitingList: 'You are on the waiting list for {{name}}.',
      again: 'Sign up again',
      toCart: 'Go to cart',
      close: 'Close',
    },
  },
};
