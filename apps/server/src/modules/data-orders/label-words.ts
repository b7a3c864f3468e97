import type { Language } from '@recircuit/contract';
import { wordsByLanguage } from '../../lib/i18n/server-words.ts';

/**
 * The postage label's words, per language (the owner's saved language). en-GB is the source, in
 * locales/<language>/label.json; `{{placeholders}}` are filled with fillMessage.
 */
export interface LabelWords {
  title: string;
  /** The PDF's document title: {{orderNumber}} */
  documentTitle: string;
  to: string;
  from: string;
  orderNumber: string;
  /** Under the QR code. */
  scan: string;
  /** How to pack and send the device. */
  instructions: string;
  /** {{hours}} */
  bringIn: string;
}

/** The label in every language (the server's `label` namespace). */
export const LABEL_WORDS: Record<Language, LabelWords> = wordsByLanguage('label');
