import type { DeviceOrderKind, HandoverStep, Language } from '@recircuit/contract';
import { wordsByLanguage } from '../../lib/i18n/server-words.ts';

/**
 * The words of the hand-in slip, per language: the slip is written in its owner's saved
 * language (docs/product.md, "The QR stays with the order"). en-GB is the source.
 * The words are in locales/<language>/slip.json; `{{placeholders}}` are filled with fillMessage.
 */
export interface SlipWords {
  title: string;
  /** The PDF's document title: {{orderNumber}} */
  documentTitle: string;
  /** What to do with the slip, under the title. */
  instructions: string;
  labels: {
    orderNumber: string;
    device: string;
    condition: string;
    payment: string;
    offer: string;
    handInBy: string;
    place: string;
    address: string;
    openingHours: string;
  };
  /** What the owner gets, by kind of order (a sold device shows its offer instead). */
  payment: Record<Exclude<DeviceOrderKind, 'current'>, string>;
  hoursUnknown: string;
  /** {{place}} */
  demo: string;
  /** {{date}} */
  expires: string;
  /** The owner's checklist before hand-in: each step, done or not yet. */
  handover: { title: string; done: string; notDone: string; steps: Record<HandoverStep, string> };
}

/** The slip in every language (the server's `slip` namespace). */
export const SLIP_WORDS: Record<Language, SlipWords> = wordsByLanguage('slip');
