import moment from 'moment';
// moment is not in the shell: its locale is set when it loads with a page that formats dates
import './momentLocale';

/** The spec's formats in both languages: DD.MM.YYYY and 24-hour time. */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

const format = (value: moment.MomentInput, pattern: string): string => {
  const date = moment(value, moment.ISO_8601);
  return date.isValid() ? date.format(pattern) : '';
};

export const formatDate = (value: moment.MomentInput): string => format(value, DATE_FORMAT);
export const formatDateTime = (value: moment.MomentInput): string => format(value, DATE_TIME_FORMAT);
