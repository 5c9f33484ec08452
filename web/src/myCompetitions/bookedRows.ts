import type { BookedCompetition } from '@portal/contracts';
import type { DownloadableUpload } from '../public/components/DownloadMenu';

/** What the list offers per row (docs/api-paths-and-keys.md: cancel only while not cancelled and open). */
export const rowActions = (row: BookedCompetition) => {
  const open = !row.cancelled && !row.registrationEnded && !row.archive;
  return {
    edit: open,
    cancel: open,
    pay: !row.cancelled && !row.paid && row.paymentWithCard && !row.archive,
  };
};

/** Unpaid and owed (not cancelled, not waiting): the spec's red row. */
export const owes = (row: BookedCompetition): boolean => !row.cancelled && !row.paid && !row.waitingList;

/**
 * The row's state chips. Nothing is owed for a cancelled entry or a waiting-list place (it is paid
 * once it moves up), so neither gets the red "not paid" (docs/web-usability.md). A card payment
 * still running says so in words instead of "not paid" (docs/my-competitions.md).
 */
export const stateChips = (row: BookedCompetition, processing = false) => {
  const chips: { key: string; color: 'default' | 'success' | 'error' | 'warning' }[] = [];
  if (row.cancelled) chips.push({ key: 'cancelled', color: 'default' });
  else if (row.paid) chips.push({ key: 'paid', color: 'success' });
  else if (processing) chips.push({ key: 'cardPaymentRunning', color: 'error' });
  else if (!row.waitingList) chips.push({ key: 'unpaid', color: 'error' });
  if (!row.cancelled && row.waitingList)
    chips.push({ key: row.multipleWaitingList ? 'multipleWaitingList' : 'waitingList', color: 'warning' });
  if (!row.cancelled && row.registrationEnded && !row.archive)
    chips.push({ key: 'registrationEnded', color: 'default' });
  return chips;
};

/** Who is signed up, for the row: two registrations in one squad differ by it. */
export const registrantOf = (row: BookedCompetition): string =>
  [row.firstName, row.lastName].filter(Boolean).join(' ');

/** The row's uploads in the shape of the shared download menu. */
export const downloadsOf = (row: BookedCompetition): DownloadableUpload[] =>
  row.competitionUploads.map((upload) => ({
    type: { name: upload.typeName, showName: upload.showName },
    document: { publicId: upload.publicId, fileName: upload.fileName },
  }));
