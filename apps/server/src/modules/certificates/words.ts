import type { DataDeviceType, ERASE_METHODS, Language } from '@recircuit/contract';
import { wordsByLanguage } from '../../lib/i18n/server-words.ts';

type EraseMethod = (typeof ERASE_METHODS)[number];

/**
 * The words of the certificate of erasure, per language: the certificate is written in its
 * owner's saved language (docs/product.md, "Certificates"). en-GB is the source and never
 * changes to fit a translation; terms follow docs/translations/<language>.md.
 * The words are in locales/<language>/certificate.json; `{{placeholders}}` are filled with fillMessage.
 */
export interface CertificateWords {
  tagline: string;
  title: string;
  /** {{standard}} */
  sanitisedTo: string;
  /** The PDF's document title: {{code}} */
  documentTitle: string;
  /** The PDF's subject: {{orderNumber}}, {{standard}} */
  documentSubject: string;
  sections: { certificate: string; device: string; sanitisation: string; performed: string };
  labels: {
    code: string;
    issued: string;
    orderNumber: string;
    type: string;
    makeAndModel: string;
    serial: string;
    methodType: string;
    methodUsed: string;
    tool: string;
    verificationMethod: string;
    verificationResult: string;
    standard: string;
    performedBy: string;
    completed: string;
  };
  notRecorded: string;
  /** Ends with a colon: the verification address follows on the next line. */
  footer: string;
  /** The certificate's device types; en-GB prints the stored type itself. */
  deviceTypes: Record<DataDeviceType, string>;
  /** What each NIST SP 800-88 method did; the method names Clear and Purge are never translated. */
  methodDetail: Record<EraseMethod, string>;
  /** The verification result "Passed" (the only one a certificate is issued for). */
  passed: string;
}

/** The certificate in every language (the server's `certificate` namespace). */
export const CERTIFICATE_WORDS: Record<Language, CertificateWords> = wordsByLanguage('certificate');
