import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { assertSafeFilename, assertSafeKey, limitBytes, type ObjectStorage } from './storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  prefix: string;
}

/** S3 takes parts of 5 MiB at least (except the last); each part is the most a stream holds in memory. */
const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return error instanceof NoSuchKey || name === 'NoSuchKey' || name === 'NotFound';
};

/** Any S3-compatible store, so several instances share the same files. Objects stay private. */
export function s3Storage(settings: S3Settings, options: { partBytes?: number } = {}): ObjectStorage {
  const partBytes = Math.max(options.partBytes ?? DEFAULT_PART_BYTES, 5 * 1024 * 1024);
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return `${settings.prefix}${key}`;
  };
  const Bucket = settings.bucket;

  /** A multipart upload, one part in memory at a time; aborted (so nothing stays) if anything fails. */
  async function putInParts(Key: string, first: Buffer, rest: AsyncIterator<Buffer>, ContentType: string) {
    const created = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType }));
    const UploadId = created.UploadId;
    const parts: CompletedPart[] = [];
    let size = 0;
    const sendPart = async (body: Buffer) => {
      const PartNumber = parts.length + 1;
      const answer = await client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: body }));
      parts.push({ PartNumber, ETag: answer.ETag });
      size += body.length;
    };
    try {
      let pending: Buffer[] = [first];
      let pendingBytes = first.length;
      for (let next = await rest.next(); !next.done; next = await rest.next()) {
        pending.push(next.value);
        pendingBytes += next.value.length;
        if (pendingBytes >= partBytes) {
          await sendPart(Buffer.concat(pending));
          pending = [];
          pendingBytes = 0;
        }
      }
      if (pendingBytes > 0) await sendPart(Buffer.concat(pending));
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }),
      );
      return size;
    } catch (error) {
      // The parts sent so far are discarded; a store that cannot abort leaves them to its lifecycle rules.
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {});
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType }));
    },
    async putStream(key, body, contentType, maxBytes) {
      const Key = keyOf(key);
      const chunks = limitBytes(body, maxBytes)[Symbol.asyncIterator]();
      try {
        // Up to one part is gathered first: a small object goes up in one request.
        const head: Buffer[] = [];
        let headBytes = 0;
        while (headBytes < partBytes) {
          const next = await chunks.next();
          if (next.done) {
            const whole = Buffer.concat(head);
            await client.send(new PutObjectCommand({ Bucket, Key, Body: whole, ContentType: contentType }));
            return whole.length;
          }
          head.push(next.value);
          headBytes += next.value.length;
        }
        return await putInParts(Key, Buffer.concat(head), chunks, contentType);
      } catch (error) {
        // Stops reading the source (an upload still arriving is cut off rather than left hanging).
        await chunks.return?.(undefined);
        throw error;
      }
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        const bytes = await result.Body?.transformToByteArray();
        return bytes
          ? { body: Buffer.from(bytes), contentType: result.ContentType ?? 'application/octet-stream' }
          : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async open(key, range) {
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const total = range ? Number(result.ContentRange?.split('/')[1]) : result.ContentLength;
        return {
          body: result.Body as Readable,
          contentType: result.ContentType ?? 'application/octet-stream',
          size: total ?? 0,
          range,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    signedUrl(key, expiresInSeconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: keyOf(key) }), {
        expiresIn: expiresInSeconds,
      });
    },
    async downloadUrl(key, expiresInSeconds, filename, contentType) {
      assertSafeFilename(filename);
      const command = new GetObjectCommand({
        Bucket,
        Key: keyOf(key),
        ResponseContentDisposition: `attachment; filename="${filename}"`,
        ResponseContentType: contentType,
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
  };
}
