import { Fragment, useMemo, type ReactNode } from 'react';
import {
  AdvertCard,
  AdvertRow,
  interleaveAdverts,
  useAdvertisingsListQuery,
  type Placed,
  type PublicAdvert,
} from './adverts';
import { useStableRandom } from './useStableRandom';

const NO_ADVERTS: PublicAdvert[] = [];

/** The public adverts (one silent call shared by every list; none when it fails). */
export const usePublicAdverts = (): PublicAdvert[] => useAdvertisingsListQuery().data?.content ?? NO_ADVERTS;

/**
 * The advert list has answered (or failed). Lists show their entries only then: adverts that
 * arrive later would push the entries down while the user reads (layout shift).
 */
export const useAdvertsSettled = (): boolean => !useAdvertisingsListQuery().isLoading;

/**
 * The entries with adverts interleaved by the placement rule (docs/web-app.md). The
 * positions are drawn once per visit of the page, so a refetch does not move the adverts.
 */
export const useAdvertSlots = <T,>(entries: readonly T[]): Placed<T, PublicAdvert>[] => {
  const adverts = usePublicAdverts();
  const makeRandom = useStableRandom();
  return useMemo(() => interleaveAdverts(entries, adverts, makeRandom()), [entries, adverts, makeRandom]);
};

/** An advert as a full-width table row or as a card between cards. */
export const AdvertSlot = ({
  advert,
  layout,
  columns = 1,
}: {
  advert: PublicAdvert;
  layout: 'rows' | 'cards';
  columns?: number;
}) => (layout === 'rows' ? <AdvertRow advert={advert} colSpan={columns} /> : <AdvertCard advert={advert} />);

interface Props<T extends { id: number }> {
  entries: readonly T[];
  layout: 'rows' | 'cards';
  columns?: number;
  render: (entry: T) => ReactNode;
}

/** Renders the entries of a list with the adverts between them. */
export const AdvertsOr = <T extends { id: number }>({ entries, layout, columns, render }: Props<T>) => {
  const slots = useAdvertSlots(entries);
  return (
    <>
      {slots.map((slot, index) =>
        slot.kind === 'entry' ? (
          <Fragment key={`entry-${slot.entry.id}`}>{render(slot.entry)}</Fragment>
        ) : (
          <AdvertSlot key={`advert-${index}`} advert={slot.advert} layout={layout} columns={columns} />
        ),
      )}
    </>
  );
};
