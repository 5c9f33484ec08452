/**
 * Names of the Austrian and German states by their codes, shared by the lazy text bundles that
 * show them (public.*, account-pages.*, admin.*). Not a tree of its own: each bundle places it
 * under its own key, so it loads with whichever of them comes first. The names are the contracts'
 * (the exports print the same); imported by path because the build's config loads these texts in
 * Node, where the contracts package is not compiled.
 */
import { STATE_NAMES } from '../../../packages/contracts/src/state-names';

export const stateNamesDe = STATE_NAMES.de;
export const stateNamesEn = STATE_NAMES.en;
