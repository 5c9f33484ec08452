import { formatDateRange, formatTime } from '../public/format';
import { placesSummary, signUpBlock } from '../public/places';
import type { PublicCompetitionDetail } from '../public/types';
import { signUpButtonText, type SignUpActor, type SignUpButtonText } from '../signup/signUpLogic';

/**
 * The competition page's top (name, dates, club, places, sign-up button, information) painted by
 * an inline script of index.html from the page's own API answer, before the shell has run: on a
 * slow connection the competition shows long before the 200 kB shell has loaded (the information
 * text is the page's largest paint). Built by vite.config.ts (`bootScripts`) into an IIFE; it
 * copies the structure and the theme's metrics of CompetitionDetailsPage (index.html's
 * `#boot-page` styles), so React's first render replaces it in place
 * (e2e/test/shell.test.ts compares the boxes). Guests only: a signed-in user's page differs.
 */

export interface CompetitionBootTexts {
  places: string;
  waitingListOnly: string;
  full: string;
  information: string;
  button: Record<SignUpButtonText, string>;
}

declare const BOOT_COMPETITION_TEXTS: Record<string, CompetitionBootTexts>;

/** What the boot script leaves for the app (src/boot/bootCompetition.ts). */
export interface BootWindow {
  portalBoot?: Promise<unknown>;
  portalBootCompetition?: { publicLink: string; competition: PublicCompetitionDetail };
}

/** The shell's wait for the paint (index.html's entry script): at most this long. */
const MAX_WAIT_MS = 1000;
const GUEST: SignUpActor = {
  loggedIn: false,
  admin: false,
  clubAdmin: false,
  ownClubAdmin: false,
  deputy: false,
};
/** Elements of the information HTML that are rebuilt (without attributes); others give their text. */
const KEPT = /^(P|DIV|BR|UL|OL|LI|H[1-6]|BLOCKQUOTE|STRONG|EM|B|I|U|S|SPAN)$/;

const element = (tag: string, className?: string, text?: string): HTMLElement => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

const append = (parent: Node, ...children: Node[]): HTMLElement => {
  children.forEach((child) => parent.appendChild(child));
  return parent as HTMLElement;
};

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

const paint = (competition: PublicCompetitionDetail, texts: CompetitionBootTexts, bar: HTMLElement) => {
  const page = element('div');
  page.id = 'boot-page';
  page.setAttribute('aria-hidden', 'true');
  const title = element('div', '', competition.name);
  title.id = 'boot-title';
  append(page, title);
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
    if (competition.information) {
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
  bar.parentNode?.appendChild(page);
};

/**
 * On `#/competitionDetails/<publicLink>` without a stored token: fetch the page's answer (the
 * same request the page makes) and paint it while the shell still loads. `window.portalBoot` is
 * what the entry script waits for (at most MAX_WAIT_MS), so the shell never replaces the paint
 * before it was shown, and hands the answer to the page (no second request).
 */
const start = (): Promise<unknown> | undefined => {
  const match = /^#\/?competitionDetails\/([^/?]+)/.exec(location.hash);
  if (!match) return undefined;
  let language: string | null = null;
  try {
    if (localStorage.getItem('token') || sessionStorage.getItem('token')) return undefined;
    language = localStorage.getItem('locale');
  } catch {
    return undefined;
  }
  const publicLink = decodeURIComponent(match[1]!);
  const texts = BOOT_COMPETITION_TEXTS[language ?? ''] ?? BOOT_COMPETITION_TEXTS.de!;
  const answer = fetch(`/api/publicResources/getCompetitionFromPublicId/${encodeURIComponent(publicLink)}`)
    .then((response) => (response.ok ? (response.json() as Promise<PublicCompetitionDetail>) : undefined))
    .then((competition) => {
      const bar = document.getElementById('boot-bar');
      if (!competition || !bar) return undefined;
      // the page's language: case mapping and fonts follow it (React sets the same)
      if (BOOT_COMPETITION_TEXTS[language ?? '']) document.documentElement.lang = language!;
      paint(competition, texts, bar);
      (window as BootWindow).portalBootCompetition = { publicLink, competition };
      // the shell may run once the paint is on screen (the next frame), not before
      return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    })
    .catch(() => undefined);
  return Promise.race([answer, new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
};

(window as BootWindow).portalBoot = start();
