import { useCallback } from 'react';
import { selectToken } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import type { PublicFile } from './types';

/**
 * Fetches a stored document (`POST download {publicId}`, docs/catalog.md) through the
 * shared download helper and saves it under the name of the answer's Content-Disposition;
 * resolves false when it failed (the entry then stays disabled, no dialog). The helper loads on
 * the first click: the public pages' first load stays in its budget (docs/web-app.md).
 */
export const useDownload = () => {
  const token = useAppSelector(selectToken);
  return useCallback(
    async (document: PublicFile): Promise<boolean> => {
      const { downloadFile } = await import('../downloads/fileDownload');
      return (
        await downloadFile(
          {
            path: 'download',
            method: 'POST',
            body: { publicId: document.publicId },
            fallbackName: document.fileName,
          },
          { token },
        )
      ).ok;
    },
    [token],
  );
};
