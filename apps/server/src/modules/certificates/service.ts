import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  DATA_MESSAGES,
  LANGUAGES,
  type Certificate,
  type erasureRequestSchema,
  type Language,
} from '@recircuit/contract';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStorage } from '../../lib/storage/storage.ts';
import { certificatePdf } from './pdf.ts';
import { initialsOf, performerLabel, staffReference, UNNAMED_STAFF } from './performer.ts';
import { CertificatesRepository, type CertificateRow, type ErasureRow } from './repository.ts';
import { CERTIFICATE_WORDS } from './words.ts';

export const ERASURE_STANDARD = 'NIST SP 800-88 Rev. 2';

// Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 20 characters of 32 = 100 random bits: a code cannot be guessed, and says nothing about its order. */
const CODE_LENGTH = 20;
const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{20}$/;

/** Kept on the record in en-GB; the PDF says it in the owner's language. */
const METHOD_DETAIL = CERTIFICATE_WORDS['en-GB'].methodDetail;

export type ErasureFacts = z.output<typeof erasureRequestSchema>;

/** The order and device a certificate speaks of (the data-orders module hands them in). */
export interface ErasedDevice {
  orderId: string;
  orderNumber: string;
  deviceType: string;
  deviceName: string;
  /** The owner's saved language: the certificate's PDF is written in it. */
  language: Language;
}

export interface CertificateLink {
  code: string;
  /** The public page that says whether the certificate is genuine. */
  verifyUrl: string;
  pdfUrl: string;
}

export function newCertificateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A code as typed: any case, with dashes or spaces, O for 0 and I or L for 1 (Crockford's reading rules). */
export function normaliseCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE_PATTERN.test(code) ? code : undefined;
}

/** The serial number shown on a certificate: its last 4 characters only. */
export function maskSerial(serial: string | null | undefined): string | null {
  const value = serial?.trim();
  return value ? `****${value.slice(-4)}` : null;
}

const pdfKeyOf = (code: string) => `cert_${code}`;
/** Where the PDF of a certificate issued before initials-only is kept as shown now (the original stays). */
const reducedPdfKeyOf = (code: string) => `certr_${code}`;

/** The language a stored certificate PDF was written in (pdfkit writes it into the document catalogue). */
function languageOfPdf(body: Buffer): Language {
  const found = /\/Lang \(([a-zA-Z-]{2,10})\)/.exec(body.toString('latin1'))?.[1];
  return (LANGUAGES as readonly string[]).includes(found ?? '') ? (found as Language) : 'en-GB';
}

/** A correction, as an admin asked for it. */
export interface Correction {
  /** The code of the certificate being corrected: it must still be the order's standing one. */
  replaces: string;
  reason: string;
  at: Date;
}

/** Erasure records and certificates of erasure: docs/product.md, "Certificates". */
export class CertificatesService {
  private readonly repository: CertificatesRepository;
  private readonly deps: { db: Database; storage: ObjectStorage; publicUrl: string };

  constructor(deps: { db: Database; storage: ObjectStorage; publicUrl: string }) {
    this.deps = deps;
    this.repository = new CertificatesRepository(deps.db);
  }

  verifyUrl(code: string): string {
    return `${this.deps.publicUrl}/verify/${code}`;
  }

  pdfUrl(code: string): string {
    return `${this.deps.publicUrl}/proxy/api/certificates/${code}/pdf`;
  }

  /** What staff did to the device, kept whether or not a certificate is issued. */
  async recordErasure(
    executor: Executor,
    orderId: string,
    facts: ErasureFacts,
    performer: { id: string; name: string },
    at: Date,
  ): Promise<ErasureRow> {
    return this.repository.insertErasure(executor, {
      orderId,
      method: facts.method,
      tool: facts.tool,
      toolVersion: facts.toolVersion || null,
      verification: facts.verification,
      result: facts.result,
      deviceSerial: facts.deviceSerial || null,
      notes: facts.notes || null,
      performedBy: performer.id,
      performedByName: performer.name,
      performedAt: at,
    });
  }

  /**
   * Issues the certificate of an erasure: its PDF is made and stored first, then the row is
   * written with the caller's transaction. If that transaction fails, the caller calls `discard`.
   */
  async issue(
    executor: Executor,
    device: ErasedDevice,
    erasure: ErasureRow,
    fixedCode?: string,
  ): Promise<CertificateRow> {
    for (let attempt = 0; attempt < (fixedCode ? 1 : 5); attempt += 1) {
      const code = fixedCode ?? newCertificateCode();
      const row: CertificateRow = {
        code,
        orderId: device.orderId,
        erasureId: erasure.id,
        orderNumber: device.orderNumber,
        deviceType: device.deviceType,
        deviceName: device.deviceName,
        deviceSerialMasked: maskSerial(erasure.deviceSerial),
        method: erasure.method,
        methodDetail: METHOD_DETAIL[erasure.method],
        standard: ERASURE_STANDARD,
        tool: erasure.toolVersion ? `${erasure.tool} ${erasure.toolVersion}` : erasure.tool,
        verification: erasure.verification,
        result: erasure.result,
        // Initials and a staff reference, never the full name: the certificate is public.
        performedBy: initialsOf(erasure.performedByName) || UNNAMED_STAFF,
        performerReference: staffReference(erasure.performedBy ?? `erasure:${erasure.id}`),
        completedAt: erasure.performedAt,
        issuedAt: new Date(),
        pdfKey: pdfKeyOf(code),
        revokedAt: null,
        replacedBy: null,
        revocationReason: null,
      };
      await this.deps.storage.put(
        row.pdfKey,
        await certificatePdf(row, this.verifyUrl(code), device.language),
        'application/pdf',
      );
      let inserted: CertificateRow | undefined;
      try {
        inserted = await this.repository.insert(executor, row);
      } catch (error) {
        await this.discard(row);
        throw error;
      }
      if (inserted) return inserted;
      // 100 random bits clash practically never; the stored PDF of the lost code goes.
      await this.discard(row);
    }
    throw new Error('could not allocate a unique certificate code');
  }

  /**
   * A correction (DOMAIN.md "Certificates are final"): the corrected facts are kept as a new
   * erasure record (the device was still erased by the same person at the same time), the
   * standing certificate is revoked with the reason and points at a new one issued from it.
   * Neither certificate is otherwise changed. 409 when `replaces` is no longer the standing one.
   * The caller holds the order's lock and, if its transaction fails, discards `issued`.
   */
  async correct(executor: Executor, device: ErasedDevice, facts: ErasureFacts, correction: Correction) {
    const current = await this.repository.current(device.orderId, executor);
    if (!current) throw new AppError(409, DATA_MESSAGES.nothingToCorrect);
    if (current.code !== normaliseCode(correction.replaces)) throw new AppError(409, DATA_MESSAGES.certificateChanged);
    const original = await this.repository.erasureById(current.erasureId, executor);
    if (!original) throw new Error('a certificate without its erasure record');
    const erasure = await this.repository.insertErasure(executor, {
      orderId: device.orderId,
      method: facts.method,
      tool: facts.tool,
      toolVersion: facts.toolVersion || null,
      verification: facts.verification,
      result: facts.result,
      deviceSerial: facts.deviceSerial || original.deviceSerial,
      notes: facts.notes || null,
      performedBy: original.performedBy,
      performedByName: original.performedByName,
      performedAt: original.performedAt,
    });
    // The new code is chosen first so the old certificate can point at it before the new one stands.
    const code = newCertificateCode();
    const revoked = await this.repository.revoke(executor, current.code, {
      replacedBy: code,
      reason: correction.reason,
      at: correction.at,
    });
    if (!revoked) throw new AppError(409, DATA_MESSAGES.certificateChanged);
    const issued = await this.issue(executor, device, erasure, code);
    return { issued, revoked, erasure };
  }

  /** Removes the stored PDF of a certificate whose row was never committed. */
  async discard(certificate: Pick<CertificateRow, 'pdfKey'>): Promise<void> {
    await this.deps.storage.delete(certificate.pdfKey);
  }

  /** The order's valid certificate, for its order page. */
  async currentForOrder(orderId: string): Promise<CertificateLink | undefined> {
    const current = await this.repository.current(orderId);
    return current
      ? { code: current.code, verifyUrl: this.verifyUrl(current.code), pdfUrl: this.pdfUrl(current.code) }
      : undefined;
  }

  async latestErasure(orderId: string): Promise<ErasureRow | undefined> {
    return this.repository.latestErasure(orderId);
  }

  /** What the public verification page shows, or undefined for an unknown code. */
  async view(input: string): Promise<Certificate | undefined> {
    const code = normaliseCode(input);
    const row = code ? await this.repository.findByCode(code) : undefined;
    if (!row) return undefined;
    return {
      valid: row.revokedAt === null,
      code: row.code,
      orderNumber: row.orderNumber,
      deviceName: row.deviceName,
      deviceType: row.deviceType,
      deviceSerialMasked: row.deviceSerialMasked,
      method: row.method,
      methodDetail: row.methodDetail,
      standard: row.standard,
      tool: row.tool,
      verification: row.verification,
      result: row.result,
      performedBy: performerLabel(row),
      completedAt: row.completedAt.toISOString(),
      issuedAt: row.issuedAt.toISOString(),
      revoked: row.revokedAt !== null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      replacedBy: row.replacedBy,
      revocationReason: row.revocationReason,
    };
  }

  /**
   * The stored PDF, exactly as issued. One issued before certificates named initials only is
   * shown as written again with initials (made once and kept beside the original, which stays).
   */
  async pdf(input: string): Promise<{ code: string; body: Buffer } | undefined> {
    const code = normaliseCode(input);
    const row = code ? await this.repository.findByCode(code) : undefined;
    if (!row) return undefined;
    if (row.performerReference === null) {
      const reduced = await this.deps.storage.get(reducedPdfKeyOf(row.code));
      if (reduced) return { code: row.code, body: reduced.body };
    }
    const stored = await this.deps.storage.get(row.pdfKey);
    if (!stored) return undefined;
    if (row.performerReference !== null) return { code: row.code, body: stored.body };
    const body = await certificatePdf(row, this.verifyUrl(row.code), languageOfPdf(stored.body));
    await this.deps.storage.put(reducedPdfKeyOf(row.code), body, 'application/pdf');
    return { code: row.code, body };
  }
}
