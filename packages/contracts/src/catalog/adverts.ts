/** Adverts (docs/catalog.md, docs/public-browsing.md). */
import type { PublicFile, StoredFile } from './common';

/** Sort fields of the back-office list `GET advertising`. */
export const ADVERTISING_SORT_FIELDS = ['id', 'name', 'fromDate', 'toDate', 'active', 'clicks'] as const;
export type AdvertisingSortField = (typeof ADVERTISING_SORT_FIELDS)[number];

/** An uploaded image of an advert; its bytes are at `GET /api/download/{publicId}`. */
export type AdvertisingImage = StoredFile;

/** An advert as the back-office reads it (`GET advertising`; dates ISO date-times in UTC). */
export interface Advertising {
  id: number;
  publicId: string;
  active: boolean;
  name: string;
  shortName: string | null;
  /** sanitized HTML */
  text: string | null;
  image: AdvertisingImage | null;
  detailImage: AdvertisingImage | null;
  fromDate: string | null;
  toDate: string | null;
  buttonText: string;
  buttonLink: string | null;
  detailView: boolean;
  clicks: number;
  createdAt: string;
}

/** Body of `POST advertising` and `PUT advertising/:id`: exactly these fields (others are refused). */
export interface AdvertisingBody {
  active: boolean;
  name: string;
  shortName: string | null;
  /** HTML; the catalog sanitizes it when saving */
  text: string | null;
  image: { id: number } | null;
  detailImage: { id: number } | null;
  fromDate: string | null;
  toDate: string | null;
  buttonText: string;
  buttonLink: string | null;
  detailView: boolean;
}

/**
 * An advert as guests get it (docs/public-browsing.md): no click count, no active
 * flag or period (only running adverts are shown anyway).
 */
export type PublicAdvert = Pick<
  Advertising,
  'id' | 'publicId' | 'name' | 'shortName' | 'text' | 'buttonText' | 'buttonLink' | 'detailView'
> & { image: PublicFile | null; detailImage: PublicFile | null };
