import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertValidSignedUrlOptions,
  assertValidStorageKey,
  type FileStorage,
  type SignedUrl,
  type SignedUrlOptions,
  type StoredFile,
} from '@camppass/core';

export interface S3FileStorageOptions {
  /** S3_BUCKET: a private bucket (Block Public Access on); objects are written without ACLs. */
  readonly bucket: string;
  /** S3_REGION, e.g. `us-east-1` (`auto` for stores that have no regions). */
  readonly region: string;
  /** S3_ENDPOINT for an S3-compatible store (MinIO, R2 ...); AWS's own address otherwise. */
  readonly endpoint?: string;
  /** Bucket in the path rather than the host name; on by default when an endpoint is given. */
  readonly forcePathStyle?: boolean;
  /** Explicit credentials; by default the AWS SDK's chain (environment, profile, instance role). */
  readonly credentials?: {
    readonly accessKeyId: string;
    readonly secretAccessKey: string;
    readonly sessionToken?: string;
  };
  readonly now?: () => Date;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^([a-z]{2}(-[a-z]+)+-\d|auto)$/;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

/** FileStorage in a private S3 bucket; files leave it only through presigned GET links. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly now: () => Date;

  constructor(options: S3FileStorageOptions) {
    if (!BUCKET.test(options.bucket)) {
      throw new Error(`S3_BUCKET must be an S3 bucket name, got ${JSON.stringify(options.bucket)}`);
    }
    if (!REGION.test(options.region)) {
      throw new Error(
        `S3_REGION must be an AWS region such as us-east-1, got ${JSON.stringify(options.region)}`,
      );
    }
    if (options.endpoint !== undefined && !/^https?:\/\//.test(options.endpoint)) {
      throw new Error(`S3_ENDPOINT must be an http(s) URL, got ${JSON.stringify(options.endpoint)}`);
    }
    this.bucket = options.bucket;
    this.now = options.now ?? (() => new Date());
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
      // S3-compatible stores do not all accept the flexible checksums AWS's S3 now defaults to.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertValidStorageKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const bytes = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertValidStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<SignedUrl> {
    assertValidStorageKey(key);
    assertValidSignedUrlOptions(options);
    const signingDate = this.now();
    const url = await getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ResponseContentDisposition: options.disposition ?? 'inline',
      }),
      { expiresIn: options.expiresInSeconds, signingDate },
    );
    return { url, expiresAt: new Date(signingDate.getTime() + options.expiresInSeconds * 1000) };
  }

  /** Closes the HTTP connections the client keeps open. */
  close(): void {
    this.client.destroy();
  }
}
