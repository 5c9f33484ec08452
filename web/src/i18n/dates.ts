/**
 * The spec's formats in both languages, DD.MM.YYYY and 24-hour HH:mm, in Europe/Vienna whatever
 * the browser's zone (docs/time-zone.md). A bare `YYYY-MM-DD` (a paid-until day) is that day.
 */
export {
  formatViennaDate as formatDate,
  formatViennaDateTime as formatDateTime,
} from '@portal/contracts/vienna-time';
