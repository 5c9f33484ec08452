import type { Identity } from '../../../session/types';
import type { Club } from '../../clubs/clubsApi';
import type { CompetitionPrefill } from './competitionValues';

/** What a new competition starts with: the club admin's name and e-mail, the club's venue and links. */
export const prefillOf = (identity: Identity | null, club: Club | null | undefined): CompetitionPrefill => ({
  club: club?.id ?? identity?.clubId ?? null,
  firstName: identity?.userFirstName,
  lastName: identity?.userLastName,
  email: identity?.userEmail,
  telephone: club?.contact?.telephone,
  ...addressOf(club),
});

/** The club's match venue when it has one, else its address. */
export const addressOf = (club: Club | null | undefined): CompetitionPrefill => {
  if (!club) return {};
  const venue = Boolean(club.matchAddress);
  return {
    address: venue ? club.matchAddress : club.address,
    zip: venue ? club.matchZip : club.zip,
    city: venue ? club.matchCity : club.city,
    country: venue ? (club.matchCountry ?? club.country) : club.country,
    googleMapsLink: club.googleMapsLink,
    clubWebsiteLink: club.websiteLink,
  };
};
