/** The error channel lists several messages comma separated; sentence ends would read ".," so they go. */
export const joinMessages = (texts: readonly string[]): string =>
  texts.length < 2 ? (texts[0] ?? '') : texts.map((text) => text.replace(/\.\s*$/, '')).join(', ');
