import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertObjectKey, type ObjectStore } from './object-store';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, Spaces…); AWS itself without it. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `bucket.host` addresses (AWS) or `host/bucket` (most compatible services). */
  forcePathStyle: boolean;
  /** Keys go under this prefix, so one bucket can hold several installations. */
  prefix: string;
}

/** Objects in an S3-compatible bucket, private: the bucket needs no public access at all. */
export class S3Store implements ObjectStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    const { accessKeyId, secretAccessKey } = settings;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: the SDK's default sends streamed bodies in the
      // aws-chunked encoding, which several S3-compatible stores keep as the object's bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      // Without keys the SDK's own chain decides (instance roles, AWS_* variables).
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    });
  }

  describe() {
    return `the S3 bucket ${this.settings.bucket}`;
  }

  async put(key: string, bytes: Buffer) {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.full(key), Body: bytes }),
    );
  }

  async putFile(key: string, file: string) {
    const { size } = await stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.full(key),
        Body: createReadStream(file),
        ContentLength: size,
      }),
    );
  }

  async get(key: string) {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.full(key) }),
      );
      const body = answer.Body;
      if (!body || !isReadable(body)) return null;
      return { stream: body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async remove(keys: readonly string[]) {
    for (const key of keys) {
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.full(key) }),
      );
    }
  }

  async *list(prefix: string) {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: this.settings.prefix + prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key.slice(this.settings.prefix.length), size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private full(key: string) {
    return this.settings.prefix + assertObjectKey(key);
  }
}

function isReadable(body: unknown): body is Readable {
  return typeof body === 'object' && body !== null && 'pipe' in body && 'on' in body;
}
