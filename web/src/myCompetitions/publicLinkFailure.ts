/**
 * What a mailed edit link's page says when the registration does not load (docs/web-usability.md):
 * the API answers 404 for an unknown registration and for a wrong token alike (it reveals nothing),
 * so that is "the link is not valid"; an unreachable server is not the link's fault.
 */
export const publicLinkFailure = (error: unknown): string => {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 404 || status === 400) return 'orderItem.linkInvalid';
  if (typeof status === 'number' && status < 500) return 'orderItem.loadFailed';
  return 'orderItem.serverUnavailable';
};
