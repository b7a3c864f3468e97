import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Certificate, erasureRequestSchema, Language } from '@recircuit/contract';
import type { Database } from '../../db/client.ts';
import type { ObjectStorage } from '../../lib/storage/storage.ts';
import { certificatePdf } from './pdf.ts';
import { CertificatesRepository, type CertificateRow, type ErasureRow, type Executor } from './repository.ts';
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
      result: facts.result || 'Passed',
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
  async issue(executor: Executor, device: ErasedDevice, erasure: ErasureRow): Promise<CertificateRow> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = newCertificateCode();
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
        performedBy: erasure.performedByName,
        completedAt: erasure.performedAt,
        issuedAt: new Date(),
        pdfKey: pdfKeyOf(code),
        revokedAt: null,
        replacedBy: null,
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
   * A correction: the order's current certificate is revoked and points at a new one issued
   * from the corrected erasure. Neither is otherwise changed.
   */
  async revokeAndReissue(executor: Executor, device: ErasedDevice, erasure: ErasureRow) {
    const current = await this.repository.current(device.orderId, executor);
    const issued = await this.issue(executor, device, erasure);
    const revoked = current ? await this.repository.revoke(executor, current.code, issued.code, new Date()) : undefined;
    return { issued, revoked };
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
      performedBy: row.performedBy,
      completedAt: row.completedAt.toISOString(),
      issuedAt: row.issuedAt.toISOString(),
      revoked: row.revokedAt !== null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      replacedBy: row.replacedBy,
    };
  }

  /** The stored PDF, exactly as issued. */
  async pdf(input: string): Promise<{ code: string; body: Buffer } | undefined> {
    const code = normaliseCode(input);
    const row = code ? await this.repository.findByCode(code) : undefined;
    const stored = row ? await this.deps.storage.get(row.pdfKey) : undefined;
    return row && stored ? { code: row.code, body: stored.body } : undefined;
  }
}
