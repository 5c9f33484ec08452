import type { AdvertisingSortField } from '@portal/contracts/catalog';
import type { ListParams } from '../api/types';
import type { FieldErrors } from '../common/fieldErrors';
import { buildListQuery, DEFAULT_PAGE_SIZE, type Paging } from '../common/listQuery';
import { fromLocalInput, toLocalInput } from '../maintenance/maintenanceDates';
import { periodErrors } from '../maintenance/maintenanceForm';
import type { Advertising, AdvertisingBody, AdvertisingImage } from './advertisingsApi';

/** The form's values: texts, switches, the images, and the period as `datetime-local` values. */
export interface AdvertisingValues {
  active: boolean;
  name: string;
  shortName: string;
  /** the editor's HTML, '' when empty */
  text: string;
  image: AdvertisingImage | null;
  detailImage: AdvertisingImage | null;
  fromDate: string;
  toDate: string;
  buttonText: string;
  buttonLink: string;
  detailView: boolean;
}
export type AdvertisingField = keyof AdvertisingValues;

export const MAX_TEXT_LENGTH = 255;
/** The server's limit of the text's HTML. */
export const MAX_RICH_TEXT_LENGTH = 100_000;
const LINK = /^https?:\/\/\S+$/i;

export const emptyAdvertisingValues = (): AdvertisingValues => ({
  active: true,
  name: '',
  shortName: '',
  text: '',
  image: null,
  detailImage: null,
  fromDate: '',
  toDate: '',
  buttonText: '',
  buttonLink: '',
  detailView: false,
});

export const ADVERTISING_FIELDS = Object.keys(emptyAdvertisingValues()) as readonly AdvertisingField[];

const imageOf = (image: AdvertisingImage | null | undefined): AdvertisingImage | null =>
  image ? { id: image.id, publicId: image.publicId, fileName: image.fileName } : null;

export const advertisingValues = (advert: Advertising): AdvertisingValues => ({
  active: advert.active === true,
  name: advert.name ?? '',
  shortName: advert.shortName ?? '',
  text: advert.text ?? '',
  image: imageOf(advert.image),
  detailImage: imageOf(advert.detailImage),
  fromDate: toLocalInput(advert.fromDate),
  toDate: toLocalInput(advert.toDate),
  buttonText: advert.buttonText ?? '',
  buttonLink: advert.buttonLink ?? '',
  detailView: advert.detailView === true,
});

const requiredText = (value: string): string | undefined => {
  const text = value.trim();
  if (!text) return 'FIELD_IS_REQUIRED';
  return text.length > MAX_TEXT_LENGTH ? 'FIELD_MAXLENGTH_255' : undefined;
};

/**
 * The server's rules (docs/catalog.md): name and button text required (≤ 255), short
 * name ≤ 255, the link starting with http:// or https://, the period optional but the end after
 * the start.
 */
export const validateAdvertising = (values: AdvertisingValues): FieldErrors<AdvertisingField> => {
  const errors: FieldErrors<AdvertisingField> = {};
  errors.name = requiredText(values.name);
  errors.buttonText = requiredText(values.buttonText);
  if (values.shortName.trim().length > MAX_TEXT_LENGTH) errors.shortName = 'FIELD_MAXLENGTH_255';
  const link = values.buttonLink.trim();
  if (link && !LINK.test(link)) errors.buttonLink = 'MUST_START_WITH_HTTP_OR_HTTPS';
  if (values.text.length > MAX_RICH_TEXT_LENGTH) errors.text = 'FIELD_INVALID';
  Object.assign(errors, periodErrors(values.fromDate, values.toDate, false));
  for (const field of ADVERTISING_FIELDS) if (!errors[field]) delete errors[field];
  return errors;
};

const orNull = (value: string): string | null => value.trim() || null;

/** Body of create and update: trimmed texts (empty ones null), image ids, ISO date-times with the browser's offset. */
export const toAdvertisingBody = (values: AdvertisingValues): AdvertisingBody => ({
  active: values.active,
  name: values.name.trim(),
  shortName: orNull(values.shortName),
  text: values.text.trim() ? values.text : null,
  image: values.image ? { id: values.image.id } : null,
  detailImage: values.detailImage ? { id: values.detailImage.id } : null,
  fromDate: values.fromDate ? fromLocalInput(values.fromDate) : null,
  toDate: values.toDate ? fromLocalInput(values.toDate) : null,
  buttonText: values.buttonText.trim(),
  buttonLink: orNull(values.buttonLink),
  detailView: values.detailView,
});

/** Sort fields of the list: the catalog's. */
export type { AdvertisingSortField };

export interface AdvertisingsFilter {
  name: string;
  /** null: all */
  active: boolean | null;
}

export const DEFAULT_ADVERTISINGS_FILTER: AdvertisingsFilter = { name: '', active: null };

/** 25 entries, newest first (the server's order). */
export const initialAdvertisingPaging = (): Paging<AdvertisingSortField> => ({
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  sort: { field: 'id', direction: 'desc' },
});

/** `page`, `size`, `sort=id,desc` by default, the name and active filters when set. */
export const buildAdvertisingsQuery = (
  filter: AdvertisingsFilter,
  paging: Paging<AdvertisingSortField>,
): ListParams => buildListQuery(paging, { name: filter.name, active: filter.active });
