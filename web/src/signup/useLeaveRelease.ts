import { useCallback, useEffect, useRef, useState } from 'react';
import { selectToken } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { noteHeld, releaseHold } from './holdRelease';

/** Marks the extra history entry that turns the browser's back into a question while data is entered. */
const GUARD = 'signUpLeaveGuard';
const guarded = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD]);

/**
 * Leaving the sign-up dialog gives its held place back at once (docs/sign-up-opening.md): closing
 * it, going back (the page unmounts) and reloading or closing the tab (pagehide). With data
 * entered, closing and going back ask first (`confirming`), a reload gets the browser's own
 * question. `token`: the running hold's item token, null when there is none to give back.
 */
export const useLeaveRelease = (token: string | null, dirty: boolean, onClose: () => void) => {
  const session = useAppSelector(selectToken);
  const [confirming, setConfirming] = useState(false);
  const live = useRef({ token, session, dirty, released: null as string | null, back: false });
  live.current = { ...live.current, token, session, dirty };

  const release = useCallback(async () => {
    const { token: held, session: auth, released } = live.current;
    if (!held || held === released) return;
    live.current.released = held;
    await releaseHold(held, auth);
  }, []);

  // the running hold is noted for the next load; a hold that became a registration or ran out is not
  const noted = useRef<string | null>(null);
  useEffect(() => {
    if (token) noteHeld(token);
    else if (noted.current && noted.current !== live.current.released) noteHeld(null);
    noted.current = token;
  }, [token]);

  useEffect(() => {
    const hide = () => void release();
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (live.current.token && live.current.dirty) event.preventDefault();
    };
    window.addEventListener('pagehide', hide);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('beforeunload', beforeUnload);
      void release(); // unmounted: the page was left (back, another link)
    };
  }, [release]);

  // with data entered, back first lands on a copy of this page's entry and asks
  const guard = Boolean(token && dirty);
  useEffect(() => {
    if (!guard) return;
    const href = window.location.href;
    const push = () =>
      window.history.pushState({ ...(window.history.state as object | null), [GUARD]: true }, '', href);
    push();
    const pop = () => {
      // the copy itself, another page (leaving after the question) or a back of our own
      if (guarded() || window.location.href !== href || live.current.back) return;
      push(); // still here while the question is open
      live.current.back = true;
      setConfirming(true);
    };
    window.addEventListener('popstate', pop);
    return () => {
      window.removeEventListener('popstate', pop);
      // the copy goes when nothing is left to guard
      if (guarded() && window.location.href === href) window.history.back();
    };
  }, [guard]);

  const request = useCallback(() => {
    if (live.current.token && live.current.dirty) setConfirming(true);
    else void release().then(onClose);
  }, [onClose, release]);

  const leave = useCallback(() => {
    const back = live.current.back; // stays set while going back: the pops on the way are ours
    setConfirming(false);
    // back: past the copy and this page's entry, as the user asked
    void release().then(() => (back ? window.history.go(-2) : onClose()));
  }, [onClose, release]);

  const stay = useCallback(() => {
    live.current.back = false;
    setConfirming(false);
  }, []);

  return { confirming, request, leave, stay };
};
