import { useEffect, useState } from 'react';
import { selectIsLoggedIn, selectToken } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { CHECK_AUTH_INTERVAL_MS, sessionApi } from './sessionApi';

/**
 * Session upkeep (docs/web-app.md): with a stored token the identity is fetched
 * once at app start (a failure removes the token); while logged in the auth check runs every
 * five minutes, which keeps the sliding token fresh. Renders nothing.
 */
export const SessionKeeper = () => {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [tokenAtStart] = useState(token);

  useEffect(() => {
    if (!tokenAtStart) return;
    const request = dispatch(sessionApi.endpoints.identity.initiate(undefined, { forceRefetch: true }));
    return () => request.unsubscribe();
  }, [dispatch, tokenAtStart]);

  useEffect(() => {
    if (!loggedIn) return;
    const timer = window.setInterval(() => {
      void dispatch(
        sessionApi.endpoints.checkAuth.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
    }, CHECK_AUTH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [dispatch, loggedIn]);

  return null;
};
