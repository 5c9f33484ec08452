import { de } from '../de';
import { messagesDe } from '../messages.de';
import type { ShellTexts } from '../shellTexts';

/** The shell's German texts: one chunk, loaded up front only when German is the language. */
export const texts: ShellTexts = { translation: de, messages: messagesDe };
