import { useCallback } from 'react';
import { downloadFile } from '../downloads/fileDownload';
import { selectToken } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import type { PublicFile } from './types';

export { fileNameOf } from '../downloads/fileDownload';

/**
 * Fetches a stored document (`POST download {publicId}`, docs/catalog.md) through the
 * shared download helper and saves it under the name of the answer's Content-Disposition;
 * resolves false when it failed (the entry then stays disabled, no dialog).
 */
export const useDownload = () => {
  const token = useAppSelector(selectToken);
  return useCallback(
    async (document: PublicFile): Promise<boolean> =>
      (
        await downloadFile(
          {
            path: 'download',
            method: 'POST',
            body: { publicId: document.publicId },
            fallbackName: document.fileName,
          },
          { token },
        )
      ).ok,
    [token],
  );
};
