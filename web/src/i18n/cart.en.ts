import type { cartDe } from './cart.de';
import type { TranslationShape } from './translationShape';

/** English texts of the cart, the checkout and orderComplete (see cart.de.ts). */
export const cartEn: TranslationShape<typeof cartDe> = {
  cart: {
    title: 'Cart',
    loadFailed: 'The cart could not be loaded. Please try again later.',
    toCompetitions: 'To the competitions',
    toCheckout: 'Checkout',
    competition: 'Competition',
    squads: 'Squad',
    name: 'Name',
    division: 'Division',
    competitionClass: 'Class',
    date: 'Date',
    fee: 'Entry fee',
    marker: 'Place',
    markerHint: 'W: waiting list, S: starting place, -: no place',
    waitingListSuffix: '(waiting list)',
    remove: 'Remove from the cart: {{name}}',
    removed: 'The entry was removed from the cart.',
    total: 'Total',
    itemsCount_one: '{{count}} entry',
    itemsCount_other: '{{count}} entries',
    tableLabel: 'Competitions in the cart',
  },
  checkout: {
    title: 'Checkout',
    steps: {
      competitions: 'Competitions',
      paymentMethod: 'Payment method',
      summary: 'Summary',
    },
    back: 'Back',
    next: 'Next',
    submit: 'Place binding order',
    paymentMethod: 'Payment method',
    methods: {
      PAY_ON_SITE: 'Cash on site',
      DEPOSIT: 'Bank transfer to the club',
      CARD: 'Card payment',
    },
    paymentError: 'Please choose a payment method.',
    noCommonMethod:
      'The competitions in the cart have no payment method in common. Please order them one at a time.',
    agbs: 'I accept the terms of participation',
    agbsLink: 'Read the terms of participation',
    agbsRequired: 'Please accept the terms of participation.',
    waitingListPaymentInfo:
      '* Waiting-list places are paid only once you move up; they are not part of the total.',
    successTitle: 'Thank you!',
    toWirecard: 'Continue to card payment',
    connecting: 'Connecting to the payment provider …',
  },
  paymentComplete: {
    title: 'Payment complete',
    text: 'Thank you! Your payment has been received and your registration is paid. You will receive a confirmation by e-mail.',
    toCompetitions: 'To the competitions',
    toMyCompetitions: 'To my competitions',
  },
  paymentFailed: {
    title: 'Payment failed',
    text: 'The payment was not made: nothing was charged and the registration was not completed.',
    hint: 'You can try the payment again or choose another payment method.',
    retry: 'Try again',
    otherMethod: 'Choose another payment method',
    toMyCompetitions: 'To my competitions',
  },
  orderItemPay: {
    title: 'Pay registration',
    connecting: 'Connecting to the payment provider …',
    back: 'To my competitions',
  },
  orderComplete: {
    title: 'Sign-up complete',
    text: 'The sign-up has been saved. The person signed up receives a confirmation by e-mail.',
    signUpAgain: 'Sign up another person',
    toCompetitions: 'To the competitions',
  },
};
