import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  DATA_MESSAGES,
  DEFAULT_LANGUAGE,
  DOWNLOAD_LINK_HOURS,
  SERVER_MESSAGES,
  personName,
  type certificateCorrectionSchema,
  type DataOrderFulfilment,
  type erasureRequestSchema,
} from '@recircuit/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import { assertCanAccess } from '../../lib/ownership.ts';
import { ObjectTooLargeError, type ObjectStorage } from '../../lib/storage/storage.ts';
import type { AccountsService } from '../accounts/service.ts';
import { AuditLog } from '../audit/service.ts';
import type { CertificatesService } from '../certificates/service.ts';
import {
  certificateReadyEmail,
  dataReadyEmail,
  erasureCompleteEmail,
  type FulfilledOrder,
  type Recipient,
} from './fulfilment-emails.ts';
import { addMonths, hostingMonths } from './hosting.ts';
import { DataOrdersRepository, type DataOrderRow } from './repository.ts';

export interface FulfilmentDeps {
  db: Database;
  storage: ObjectStorage;
  mailer: Mailer;
  /** Names and addresses come through the accounts service, never its tables. */
  accounts: Pick<AccountsService, 'ownerSummary'>;
  certificates: CertificatesService;
  publicUrl: string;
  archiveMaxBytes: number;
  log: FastifyBaseLogger;
  /** The clock, moved by tests. */
  now?: () => Date;
}

type ErasureFacts = z.output<typeof erasureRequestSchema>;
type CorrectionInput = z.output<typeof certificateCorrectionSchema>;

const ZIP_CONTENT_TYPE = 'application/zip';
/** What file-type reads of a file's start to know it (its own sample size). */
const SAMPLE_BYTES = 4100;

class NotZipError extends Error {}

/** Passes the bytes through once file-type, reading their start, calls them a zip; whatever the client said. */
async function* zipOnly(body: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  const chunks = body[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  let next = await chunks.next();
  for (; !next.done && head.length < SAMPLE_BYTES; next = await chunks.next()) head = Buffer.concat([head, next.value]);
  if ((await fileTypeFromBuffer(head))?.mime !== ZIP_CONTENT_TYPE) throw new NotZipError();
  yield head;
  for (; !next.done; next = await chunks.next()) yield Buffer.from(next.value);
}

const notAllowed = () => new AppError(409, DATA_MESSAGES.statusChangeNotAllowed);
const alreadyRecorded = () => new AppError(409, DATA_MESSAGES.erasureAlreadyRecorded);
/** A field's own message, as the schema's would be. */
const fieldError = (field: string, message: string) => new AppError(400, message, { errors: [{ field, message }] });

/** The name an archive downloads as. */
export const archiveFilename = (order: Pick<DataOrderRow, 'orderNumber'>) => `recircuit-${order.orderNumber}.zip`;

/**
 * The staff side of data orders (docs/product.md, "Data service: fulfilment"): start work,
 * upload the retrieved archive, record an erasure (and issue its certificate), and hand the
 * owner download links. Every staff step is audited in the transaction of its change.
 */
export class DataFulfilmentService {
  private readonly repository: DataOrdersRepository;
  private readonly deps: FulfilmentDeps;
  private readonly now: () => Date;

  constructor(deps: FulfilmentDeps) {
    this.deps = deps;
    this.repository = new DataOrdersRepository(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  private async order(orderId: string): Promise<DataOrderRow> {
    const order = await this.repository.findById(orderId);
    if (!order) throw new AppError(404, DATA_MESSAGES.orderDataNotFound);
    return order;
  }

  private orderUrl(order: DataOrderRow): string {
    return `${this.deps.publicUrl}/mobile-order-detail?orderId=${encodeURIComponent(order.id)}`;
  }

  private async view(order: DataOrderRow, certificateCode?: string | null): Promise<DataOrderFulfilment> {
    const code =
      certificateCode === undefined
        ? ((await this.deps.certificates.currentForOrder(order.id))?.code ?? null)
        : certificateCode;
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      startedAt: order.startedAt?.toISOString() ?? null,
      completedAt: order.completedAt?.toISOString() ?? null,
      expiresAt: order.expiresAt?.toISOString() ?? null,
      archiveSize: order.archiveBytes,
      certificateCode: code,
    };
  }

  /** Work begins on a paid or free order: once, while it is Processing. */
  async start(auth: Auth, orderId: string): Promise<DataOrderFulfilment> {
    const now = this.now();
    const started = await this.deps.db.transaction(async (tx) => {
      const current = await this.repository.lockById(orderId, tx);
      if (!current) throw new AppError(404, DATA_MESSAGES.orderDataNotFound);
      if (current.status !== 'Processing' || current.startedAt) throw notAllowed();
      const row = await this.repository.transition(
        orderId,
        { from: ['Processing'], to: 'Processing', actorId: auth.userId, note: 'Work started', set: { startedAt: now } },
        tx,
      );
      if (!row) throw notAllowed();
      await AuditLog.record(tx, {
        actorId: auth.userId,
        action: 'data-order.start',
        subject: `data-order:${orderId}`,
        detail: { orderNumber: row.orderNumber },
      });
      return row;
    });
    return this.view(started, null);
  }

  /**
   * Streams the retrieved archive (a zip, at most ARCHIVE_MAX_BYTES) to storage, then completes
   * the order with its hosting end. `readFile` is called only once the order may take an
   * archive, so a refused request stores nothing.
   */
  async archive(
    auth: Auth,
    orderId: string,
    readFile: () => Promise<AsyncIterable<Uint8Array>>,
  ): Promise<DataOrderFulfilment> {
    const order = await this.order(orderId);
    if (order.serviceType !== 'retrieval' || order.status !== 'Processing') throw notAllowed();
    const key = `arc_${randomBytes(18).toString('base64url')}`;
    let bytes: number;
    try {
      bytes = await this.deps.storage.putStream(
        key,
        zipOnly(await readFile()),
        ZIP_CONTENT_TYPE,
        this.deps.archiveMaxBytes,
      );
    } catch (error) {
      if (error instanceof ObjectTooLargeError) throw new AppError(413, DATA_MESSAGES.archiveTooLarge);
      if (error instanceof NotZipError) throw new AppError(415, DATA_MESSAGES.archiveNotZip);
      throw error;
    }
    const completedAt = this.now();
    const expiresAt = addMonths(completedAt, hostingMonths(order));
    let completed: DataOrderRow;
    try {
      completed = await this.deps.db.transaction(async (tx) => {
        const row = await this.repository.transition(
          orderId,
          {
            from: ['Processing'],
            to: 'Completed',
            actorId: auth.userId,
            note: 'Archive uploaded',
            set: {
              completedAt,
              expiresAt,
              archiveKey: key,
              archiveBytes: bytes,
              startedAt: order.startedAt ?? completedAt,
            },
          },
          tx,
        );
        // Another upload or a cancellation got there first.
        if (!row) throw notAllowed();
        await AuditLog.record(tx, {
          actorId: auth.userId,
          action: 'data-order.archive',
          subject: `data-order:${orderId}`,
          detail: { orderNumber: row.orderNumber, bytes, expiresAt: expiresAt.toISOString() },
        });
        return row;
      });
    } catch (error) {
      await this.deps.storage.delete(key).catch((cleanup: unknown) => {
        this.deps.log.error({ err: cleanup, orderId }, 'could not remove an archive whose order did not complete');
      });
      throw error;
    }
    await this.email(completed, (to, facts) => dataReadyEmail(to, facts, { bytes, expiresAt }));
    return this.view(completed, null);
  }

  /**
   * Records the erasure of an erase order (DOMAIN.md "Certificates are final"). A passed
   * verification completes it, and a certified order gets its certificate; a failed one is kept
   * (erasure record, timeline note, audit) and the order stays Processing for another attempt.
   * Once completed it is never recorded again (409): a mistake is an admin's correction.
   */
  async erasure(auth: Auth, orderId: string, facts: ErasureFacts): Promise<DataOrderFulfilment> {
    const order = await this.order(orderId);
    if (order.serviceType !== 'erase') throw notAllowed();
    if (order.status === 'Completed') throw alreadyRecorded();
    if (order.status !== 'Processing') throw notAllowed();
    if (order.eraseLevel === 'certified' && facts.method !== 'Purge') {
      throw fieldError('method', DATA_MESSAGES.purgeRequired);
    }
    const performer = await this.performer(auth);
    const withSerial = { ...facts, deviceSerial: facts.deviceSerial || order.deviceSerial || undefined };
    const device = await this.erasedDevice(order);
    const certificates = this.deps.certificates;
    const at = this.now();
    const passed = facts.result === 'Passed';
    let issued: { code: string; pdfKey: string } | undefined;
    try {
      const done = await this.deps.db.transaction(async (tx) => {
        // Locked first: of two recordings at once, the second sees the first's outcome.
        const locked = await this.repository.lockById(orderId, tx);
        if (locked?.status === 'Completed') throw alreadyRecorded();
        if (locked?.status !== 'Processing') throw notAllowed();
        const row = await this.repository.transition(
          orderId,
          passed
            ? {
                from: ['Processing'],
                to: 'Completed',
                actorId: auth.userId,
                note: 'Erasure recorded',
                set: { completedAt: at, startedAt: order.startedAt ?? at },
              }
            : {
                from: ['Processing'],
                to: 'Processing',
                actorId: auth.userId,
                note: 'Erasure verification failed: to be erased again',
                set: { startedAt: order.startedAt ?? at },
              },
          tx,
        );
        if (!row) throw notAllowed();
        const erasure = await certificates.recordErasure(tx, orderId, withSerial, performer, at);
        if (passed && order.eraseLevel === 'certified') issued = await certificates.issue(tx, device, erasure);
        await AuditLog.record(tx, {
          actorId: auth.userId,
          action: passed ? 'data-order.erasure' : 'data-order.erasure-failed',
          subject: `data-order:${orderId}`,
          detail: {
            orderNumber: row.orderNumber,
            method: erasure.method,
            result: erasure.result,
            erasureId: erasure.id,
            certificateCode: issued?.code ?? null,
          },
        });
        return row;
      });
      if (!passed) return await this.view(done, null);
      if (issued) {
        const code = issued.code;
        const verifyUrl = certificates.verifyUrl(code);
        await this.email(done, (to, order) =>
          certificateReadyEmail(to, order, { code, verifyUrl, method: facts.method }),
        );
      } else {
        await this.email(done, (to, order) => erasureCompleteEmail(to, order, facts.method));
      }
      return await this.view(done, issued?.code ?? null);
    } catch (error) {
      await this.discardUnissued(issued, orderId);
      throw error;
    }
  }

  /**
   * An admin's correction of a certified erasure's certificate, with a written reason: the
   * certificate is revoked and a new one issued, both audited, and the owner emailed
   * (DOMAIN.md "Certificates are final"; docs/product.md, "Certificates").
   */
  async correctCertificate(auth: Auth, orderId: string, input: CorrectionInput): Promise<DataOrderFulfilment> {
    if (auth.role !== 'admin') throw new AppError(403, SERVER_MESSAGES.noPermission);
    const order = await this.order(orderId);
    const correctable = (row: DataOrderRow | undefined) =>
      row?.serviceType === 'erase' && row.eraseLevel === 'certified' && row.status === 'Completed';
    if (!correctable(order)) throw new AppError(409, DATA_MESSAGES.nothingToCorrect);
    if (input.method !== 'Purge') throw fieldError('method', DATA_MESSAGES.purgeRequired);
    if (input.result !== 'Passed') throw fieldError('result', DATA_MESSAGES.correctionMustPass);
    const { reason, certificateCode, ...facts } = input;
    const device = await this.erasedDevice(order);
    const certificates = this.deps.certificates;
    const at = this.now();
    let issued: { code: string; pdfKey: string } | undefined;
    try {
      const { row, revoked, code } = await this.deps.db.transaction(async (tx) => {
        // Locked: two corrections at once are made one after the other, and the second finds its certificate gone.
        if (!correctable(await this.repository.lockById(orderId, tx))) {
          throw new AppError(409, DATA_MESSAGES.nothingToCorrect);
        }
        const corrected = await certificates.correct(
          tx,
          device,
          { ...facts, deviceSerial: facts.deviceSerial || undefined },
          { replaces: certificateCode, reason, at },
        );
        issued = corrected.issued;
        const changed = await this.repository.update(orderId, ['Completed'], {}, tx);
        if (!changed) throw new AppError(409, DATA_MESSAGES.nothingToCorrect);
        const about = { orderId, orderNumber: changed.orderNumber, reason };
        await AuditLog.record(tx, {
          actorId: auth.userId,
          action: 'certificate.revoke',
          subject: `certificate:${corrected.revoked.code}`,
          detail: { ...about, replacedBy: corrected.issued.code },
        });
        await AuditLog.record(tx, {
          actorId: auth.userId,
          action: 'certificate.issue-correction',
          subject: `certificate:${corrected.issued.code}`,
          detail: {
            ...about,
            replaces: corrected.revoked.code,
            erasureId: corrected.erasure.id,
            method: corrected.erasure.method,
          },
        });
        return { row: changed, revoked: corrected.revoked.code, code: corrected.issued.code };
      });
      const verifyUrl = certificates.verifyUrl(code);
      await this.email(row, (to, facts) =>
        certificateReadyEmail(to, facts, { code, verifyUrl, method: input.method, replaces: revoked, reason }),
      );
      return await this.view(row, code);
    } catch (error) {
      await this.discardUnissued(issued, orderId);
      throw error;
    }
  }

  /** Who is recorded as having erased the device (the certificate shows only initials and a reference). */
  private async performer(auth: Auth) {
    const staff = await this.deps.accounts.ownerSummary(auth.userId);
    return {
      id: auth.userId,
      name: personName(staff?.firstName ?? '', staff?.lastName ?? '') || 'ReCircuit staff',
    };
  }

  private async erasedDevice(order: DataOrderRow) {
    const owner = await this.deps.accounts.ownerSummary(order.ownerId);
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      deviceType: order.deviceType,
      deviceName: order.deviceName,
      language: owner?.language ?? DEFAULT_LANGUAGE,
    };
  }

  /** The certificate's PDF was stored before its row: without the row it must go too. */
  private async discardUnissued(issued: { pdfKey: string } | undefined, orderId: string) {
    if (!issued) return;
    await this.deps.certificates.discard(issued).catch((cleanup: unknown) => {
      this.deps.log.error({ err: cleanup, orderId }, 'could not remove the PDF of a certificate never issued');
    });
  }

  /**
   * A link to the archive that works for 24 hours, for the owner or staff, while the order is
   * Completed and its hosting has not ended. Each link handed out is logged as a download with
   * who asked, shown to the owner; one asked for by staff (for support) is audited too
   * (docs/operations.md, "Audit log").
   */
  async downloadLink(auth: Auth, orderId: string, address: string): Promise<string> {
    const order = await this.order(orderId);
    assertCanAccess(auth, order.ownerId, 'read');
    if (order.serviceType !== 'retrieval') throw new AppError(409, DATA_MESSAGES.notReady);
    const ended = order.status === 'Expired' || (order.expiresAt !== null && order.expiresAt <= this.now());
    if (ended) throw new AppError(409, DATA_MESSAGES.expired);
    if (order.status !== 'Completed' || !order.archiveKey) throw new AppError(409, DATA_MESSAGES.notReady);
    const link = await this.deps.storage.downloadUrl(
      order.archiveKey,
      DOWNLOAD_LINK_HOURS * 60 * 60,
      archiveFilename(order),
      ZIP_CONTENT_TYPE,
    );
    const by = order.ownerId === auth.userId ? 'owner' : 'staff';
    await this.deps.db.transaction(async (tx) => {
      await this.repository.logDownload({ orderId: order.id, address, byRole: by, byUserId: auth.userId }, tx);
      if (by === 'staff') {
        await AuditLog.record(tx, {
          actorId: auth.userId,
          action: 'data-order.archive-download',
          subject: `data-order:${order.id}`,
          detail: { orderNumber: order.orderNumber },
        });
      }
    });
    return link;
  }

  /** The archives still stored for an owner, taken before their account is deleted. */
  async storedArchivesOf(ownerId: string): Promise<Pick<DataOrderRow, 'id' | 'archiveKey'>[]> {
    return this.repository.storedArchivesOf(ownerId);
  }

  /**
   * An archive is personal data: it goes with its owner's account, and its order ends as
   * Expired with no receipt to send (docs/product.md, "Data service: fulfilment").
   */
  async deleteArchives(orders: Pick<DataOrderRow, 'id' | 'archiveKey'>[]): Promise<void> {
    for (const order of orders) {
      if (order.archiveKey) await this.deps.storage.delete(order.archiveKey);
      const at = this.now();
      const gone = { archiveDeletedAt: at, deletionReceiptSentAt: at };
      const expired = await this.repository.transition(order.id, {
        from: ['Completed'],
        to: 'Expired',
        note: 'Account deleted: the archive is deleted',
        set: gone,
      });
      if (!expired) await this.repository.update(order.id, ['Expired'], gone);
    }
  }

  /** Emails the owner after the change is committed; a mail failure is logged, never undoes the change. */
  private async email(order: DataOrderRow, build: (to: Recipient, order: FulfilledOrder) => MailMessage) {
    const owner = await this.deps.accounts.ownerSummary(order.ownerId);
    if (!owner) return;
    const facts = { orderNumber: order.orderNumber, deviceName: order.deviceName, orderUrl: this.orderUrl(order) };
    try {
      await this.deps.mailer.send(
        build({ email: owner.email, firstName: owner.firstName, language: owner.language }, facts),
      );
    } catch (error) {
      this.deps.log.warn({ err: error, orderId: order.id }, 'fulfilment email not sent');
    }
  }
}
