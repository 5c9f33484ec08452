import { bearer } from '../api/authResponse';

/** The name in a Content-Disposition header (the UTF-8 `filename*` first, else `filename`). */
export const fileNameOf = (header: string | null, fallback: string): string => {
  if (!header) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8) return decodeURIComponent(utf8[1]!);
  const plain = /filename="([^"]+)"/i.exec(header);
  return plain ? plain[1]! : fallback;
};

/**
 * Calls a file endpoint and saves the answer under the Content-Disposition name
 * (docs/web-app.md). Answers the error key of a refusal.
 */
export async function downloadFile(
  url: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
): Promise<{ ok: true; fileName: string } | { ok: false; error: string }> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = bearer(token);
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    return { ok: false, error: body?.error ?? 'INTERNAL_ERROR' };
  }
  return { ok: true, fileName: await saveFileAnswer(response) };
}

/** Saves a file answer under its Content-Disposition name; answers that name. */
export async function saveFileAnswer(response: Response, fallback = 'download.pdf'): Promise<string> {
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallback);
  const href = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = href;
  link.download = fileName;
  window.document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
  return fileName;
}
