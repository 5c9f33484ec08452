import { useCallback } from 'react';
import { bearer } from '../api/authResponse';
import { selectToken } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import type { PublicFile } from './types';

/** The file name of a Content-Disposition header (UTF-8 form first), else the stored name. */
export const fileNameOf = (disposition: string | null, fallback: string): string => {
  if (!disposition) return fallback;
  const utf8 = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
  return plain?.trim() || fallback;
};

/**
 * Fetches a stored document (`POST download {publicId}`, public-portal.md section 7) and saves it under
 * the name of the answer's Content-Disposition; resolves false when it failed.
 */
export const useDownload = () => {
  const token = useAppSelector(selectToken);
  return useCallback(
    async (document: PublicFile): Promise<boolean> => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (token) headers.Authorization = bearer(token);
      try {
        const response = await fetch('/api/download', {
          method: 'POST',
          headers,
          body: JSON.stringify({ publicId: document.publicId }),
        });
        if (!response.ok) return false;
        const url = URL.createObjectURL(await response.blob());
        const link = window.document.createElement('a');
        link.href = url;
        link.download = fileNameOf(response.headers.get('Content-Disposition'), document.fileName);
        window.document.body.appendChild(link);
        link.click();
        link.remove();
        window.setTimeout(() => URL.revokeObjectURL(url), 1000);
        return true;
      } catch {
        return false;
      }
    },
    [token],
  );
};
