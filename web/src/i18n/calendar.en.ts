import type { calendarDe } from './calendar.de';
import type { TranslationShape } from './translationShape';

/** English texts of the calendar subscription and calendar file (see calendar.de.ts). */
export const calendarEn: TranslationShape<typeof calendarDe> = {
  calendar: {
    title: 'Calendar subscription',
    explanation:
      'Subscribe to this address in your calendar app (Google, Outlook, Apple): your registrations appear there with squad times and place and stay up to date. Anyone who knows the address sees your registrations; do not share it.',
    address: 'Subscription address',
    copy: 'Copy address',
    copied: 'Address copied.',
    copyFailed: 'Copying is not possible; select and copy the address yourself.',
    shownOnce:
      'Your subscription address was created on {{date}}. For security it is shown only when it is created. If you need it again, create a new address.',
    rotate: 'Create new address',
    rotateTitle: 'Create a new address?',
    rotateText:
      'The current address stops working: calendars that subscribed to it get no more updates. Subscribe to the new address there.',
    cancel: 'Cancel',
    rotated: 'New address created. The old one no longer works.',
    loadFailed: 'The calendar subscription could not be loaded.',
  },
};
