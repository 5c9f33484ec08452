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
    text: 'Your payment has been received and your registration is paid. You will receive a confirmation by e-mail.',
    premiumText:
      'Your payment has been received; your premium membership is active as soon as the payment provider has confirmed it.',
    toCompetitions: 'To the competitions',
    toPremium: 'To the premium membership',
    toMyCompetitions: 'To my competitions',
  },
  paymentFailed: {
    title: 'Payment failed',
    text: 'The payment was not made and nothing was charged. Your registration still exists and your place is kept – but it is not paid yet.',
    hint: 'How to pay: try the card payment again or choose another payment method (e.g. bank transfer). You can also pay later under “My competitions” or through the link in your confirmation e-mail. Unpaid registrations may be cancelled once the payment deadline has passed.',
    retry: 'Try again',
    otherMethod: 'Choose another payment method',
    toMyCompetitions: 'To my competitions',
    premiumText:
      'The payment was not made and nothing was charged. Your premium membership was not bought or extended.',
    premiumHint: 'You can try again on the premium membership page with another card or by bank transfer.',
    toPremium: 'Back to the premium membership',
    toDashboard: 'To the home page',
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
