import { useCallback, useEffect, useRef, useState } from 'react';
import { unauthorizedAction } from '../api/authResponse';
import { errorCleared, errorOccurred } from '../notifications/notificationsSlice';
import { leaveInvalidSession } from '../session/sessionEffects';
import { selectToken, sessionCleared, tokenRenewed } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { downloadFile, type DownloadOutcome, type FileRequest } from './fileDownload';

export interface FileDownloadState {
  /** a download is running */
  busy: boolean;
  /** percent of a long export, null while it waits to start or for a plain download */
  progress: number | null;
  /** the last download failed (docs/web-app.md: the button stays disabled) */
  failed: boolean;
}

interface Options {
  /** the caller shows the failure itself (no error dialog) */
  silent?: boolean;
  /** what the request was made of (export type and fields): a failure disables only that choice */
  resetKey?: string;
}

/**
 * The one download helper of the web app: every export and download button uses it. It sends the
 * session's token, keeps a renewed one, ends an invalid session like the API slices do (401), and
 * puts any other failure's message key into the shared error dialog.
 */
export const useFileDownload = ({ silent = false, resetKey }: Options = {}) => {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const [state, setState] = useState<FileDownloadState>({ busy: false, progress: null, failed: false });
  const [failedFor, setFailedFor] = useState<string | undefined>(undefined);
  const abort = useRef<AbortController | null>(null);
  // leaving the page stops polling a job
  useEffect(() => () => abort.current?.abort(), []);

  const download = useCallback(
    async (request: FileRequest): Promise<DownloadOutcome> => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ busy: true, progress: null, failed: false });
      const outcome = await downloadFile(request, {
        token,
        signal: controller.signal,
        onToken: (renewed) => dispatch(tokenRenewed(renewed)),
        onProgress: (progress) => {
          if (!controller.signal.aborted) setState((previous) => ({ ...previous, progress }));
        },
      });
      if (controller.signal.aborted) return outcome;
      setState({ busy: false, progress: null, failed: !outcome.ok });
      setFailedFor(resetKey);
      if (outcome.ok) {
        dispatch(errorCleared());
      } else if (outcome.status === 401) {
        dispatch(sessionCleared());
        leaveInvalidSession(unauthorizedAction(Boolean(token)));
      } else if (!silent) {
        dispatch(errorOccurred(outcome.error));
      }
      return outcome;
    },
    [dispatch, resetKey, silent, token],
  );

  return { ...state, failedFor, download };
};
