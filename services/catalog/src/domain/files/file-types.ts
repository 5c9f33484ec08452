/** File kinds told apart by their first bytes, never by the name the client sent. */
const SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // docx, xlsx and other office files are zip containers
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
];

export const ALLOWED_TYPES = {
  logo: ['image/png', 'image/jpeg'],
  document: ['image/png', 'image/jpeg', 'application/pdf', 'application/zip'],
} as const;
export type UploadKind = keyof typeof ALLOWED_TYPES;

export const SNIFF_BYTES = 8;

export function sniffContentType(head: Buffer): string | null {
  const match = SIGNATURES.find((s) => s.bytes.every((byte, i) => head[i] === byte));
  return match?.type ?? null;
}

/** The client's file name reduced to a harmless display name (no directories, no control characters). */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'file';
}
