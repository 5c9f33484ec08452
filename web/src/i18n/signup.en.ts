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
      competition: 'Competition',
      user: 'Participant',
      squad: 'Squad',
      code: 'Code',
      stand: 'Stand',
      data: 'Details',
    },
    competition: {
      title: 'Sign-up: choose the competition',
      label: 'Competition',
      help: 'Choose the competition you are signing up for.',
      noOptions: 'No matching competitions',
      loadFailed: 'The competition could not be loaded.',
    },
    user: {
      label: 'User to sign up',
      help: 'Choose the person you are signing up.',
      noOptions: 'No matching users',
      loadFailed: 'The user list could not be loaded.',
    },
    premiumLink: 'Become a premium member',
    premiumPrefill: 'Premium members find the division, class and factor of their profile filled in here.',
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
      premiumOnly: 'waiting list for premium members only',
      premiumNote:
        'Waiting lists are a premium feature. As a premium member you can join the waiting list of a booked-up squad.',
    },
    code: {
      label: 'Reservation code',
      help: 'This sign-up needs a reservation code.',
      validate: 'Check code',
    },
    opening: {
      opensAt: 'Registration opens at {{when}}',
      closedAt: 'Registration closed at {{when}}',
    },
    leave: {
      title: 'Cancel the sign-up?',
      text: 'Your held place is given back at once and what you entered is lost.',
      stay: 'Continue signing up',
      leave: 'Cancel and give the place back',
    },
    countdown: {
      label: 'Your place is held for {{time}} more minutes',
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
      country: 'Country',
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
