/** What the client does after an HTTP 401 (docs/web-app.md). */
export type UnauthorizedAction = 'reload' | 'goToRoot';

export const bearer = (token: string): string => `Bearer ${token}`;

/** Token carried by a response's Authorization header, without the "Bearer " prefix. */
export const tokenFromAuthorizationHeader = (header: string | null | undefined): string | null => {
  const token = header?.replace(/^Bearer\s+/i, '').trim();
  return token ? token : null;
};

/** A session that had a token is reloaded as guest; without one there is nothing to reload, so go to the root. */
export const unauthorizedAction = (hadToken: boolean): UnauthorizedAction =>
  hadToken ? 'reload' : 'goToRoot';

export interface ResponseAuthOutcome {
  /** New token to store, or null to keep the current one. */
  renewedToken: string | null;
  unauthorized: UnauthorizedAction | null;
}

export const evaluateResponseAuth = (response: {
  status: number | undefined;
  authorizationHeader: string | null | undefined;
  currentToken: string | null;
}): ResponseAuthOutcome => {
  if (response.status === 401) {
    return { renewedToken: null, unauthorized: unauthorizedAction(Boolean(response.currentToken)) };
  }
  const token = tokenFromAuthorizationHeader(response.authorizationHeader);
  return { renewedToken: token && token !== response.currentToken ? token : null, unauthorized: null };
};
