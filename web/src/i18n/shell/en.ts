import { en } from '../en';
import { messagesEn } from '../messages.en';
import type { ShellTexts } from '../shellTexts';

/** The shell's English texts: one chunk, loaded up front only when English is the language. */
export const texts: ShellTexts = { translation: en, messages: messagesEn };
