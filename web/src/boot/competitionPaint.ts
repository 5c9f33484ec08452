import { formatDateRange, formatTime } from '../public/format';
import { placesSummary, signUpBlock } from '../public/places';
import type { PublicCompetitionDetail } from '../public/types';
import { signUpButtonText, type SignUpActor, type SignUpButtonText } from '../signup/signUpLogic';
import { append, element, heading } from './dom';

/** The texts the competition's paint needs, per language (vite.config.ts). */
export interface CompetitionBootTexts {
  places: string;
  waitingListOnly: string;
  full: string;
  information: string;
  button: Record<SignUpButtonText, string>;
}

const GUEST: SignUpActor = {
  loggedIn: false,
  admin: false,
  clubAdmin: false,
  ownClubAdmin: false,
  deputy: false,
};
/** Elements of the information HTML that are rebuilt (without attributes); others give their text. */
const KEPT = /^(P|DIV|BR|UL|OL|LI|H[1-6]|BLOCKQUOTE|STRONG|EM|B|I|U|S|SPAN)$/;

/**
 * The information (sanitized HTML from the catalog) as text in its block structure: parsed inert
 * by DOMParser, rebuilt from an allow-list of tags with textContent only (no innerHTML, no
 * attributes, no images or links).
 */
const copyText = (from: Node, to: Node): void =>
  from.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) to.appendChild(document.createTextNode(node.textContent ?? ''));
    else if (node.nodeType === Node.ELEMENT_NODE)
      copyText(node, KEPT.test(node.nodeName) ? to.appendChild(document.createElement(node.nodeName)) : to);
  });

/**
 * The competition page's top as CompetitionDetailsPage renders it for a guest: name, dates, club,
 * places, sign-up button and information (the page's largest paint), in index.html's `.boot-*`
 * styles (the theme's metrics).
 */
export const paintCompetition = (
  competition: PublicCompetitionDetail,
  texts: CompetitionBootTexts,
  page: HTMLElement,
): void => {
  append(page, heading(competition.name));
  // badges (cancelled, inactive) are not copied: such a page shows its name only
  if (!competition.cancelled && competition.active) {
    const start = formatTime(competition.competitionDate);
    const dates =
      formatDateRange(competition.competitionDate, competition.competitionEndDate) +
      (start && start !== '00:00' ? `, ${start}` : '');
    const summary = placesSummary(competition.places);
    const places = append(element('div'), element('span', `boot-places boot-${summary.state}`, summary.text));
    if (summary.state === 'waitingList')
      places.appendChild(
        element(
          'span',
          'boot-caption boot-warning',
          texts.waitingListOnly.replace('{{count}}', String(summary.waitingListFree)),
        ),
      );
    if (summary.state === 'full') places.appendChild(element('span', 'boot-caption boot-error', texts.full));
    const block = signUpBlock(competition);
    const button = element('span', `boot-button${block ? ' boot-disabled' : ''}`);
    button.textContent = texts.button[signUpButtonText(block, competition, GUEST)];
    append(
      page,
      append(
        element('div', 'boot-row'),
        element('p', 'boot-dates', dates),
        append(element('p', 'boot-club', '· '), element('span', 'boot-link', competition.club.name)),
        element('div', 'boot-grow'),
        append(element('div', 'boot-group'), element('p', 'boot-label', `${texts.places}:`), places, button),
      ),
    );
    // fair opening: the queue's panel (React's) stands above the information, so it is not copied
    if (competition.information && !competition.fairOpening) {
      const information = element('div', 'boot-information');
      copyText(new DOMParser().parseFromString(competition.information, 'text/html').body, information);
      append(
        page,
        append(
          element('div', 'boot-paper'),
          element('p', 'boot-paper-title', texts.information),
          information,
        ),
      );
    }
  }
};
