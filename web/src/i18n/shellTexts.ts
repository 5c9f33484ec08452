import type { Language } from '../session/types';
import type { de } from './de';
import type { MessageKey } from './messages.de';
import type { TranslationShape } from './translationShape';

/** The texts the shell needs in one language: its translation tree and the API message catalogue. */
export interface ShellTexts {
  translation: TranslationShape<typeof de>;
  messages: Record<MessageKey, string>;
}

// one chunk per language (`./shell/<language>.ts`): the first load carries only the current
// language, the other one loads when the user switches to it
const CHUNKS = import.meta.glob<ShellTexts>('./shell/*.ts', { import: 'texts' });

export const loadShellTexts = (language: Language): Promise<ShellTexts> => {
  const load = CHUNKS[`./shell/${language}.ts`];
  if (!load) return Promise.reject(new Error(`no shell texts for ${language}`));
  return load();
};
