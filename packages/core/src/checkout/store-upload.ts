import {
  err,
  IDENTITY_DOCUMENT_MAX_BYTES,
  ok,
  type Result,
  UPLOAD_BUDGET_USED,
  UPLOAD_RULES,
  UPLOAD_SPACE_FULL,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { EXTENSION_OF, type SniffedType, sniffFileType } from '../shared/file-types';
import { type RateLimited, rateLimited } from '../shared/rate-limited';
import { PUBLIC_POLICY, UPLOAD_POLICY } from './policy';

/** Budgets are counted in KiB: the limiter's counters are 32-bit, 2 GB of bytes would not fit. */
const KIB = 1024;
const kib = (bytes: number) => Math.ceil(bytes / KIB);

/** What a purchase uploads before paying. */
export type PurchaseUploadKind = 'selfie' | 'military-document' | 'signature';

export const PURCHASE_UPLOAD_KINDS: readonly PurchaseUploadKind[] = [
  'selfie',
  'military-document',
  'signature',
];

const SIGNATURE_TYPE_MESSAGE = 'The signature must be a PNG image';

const ACCEPTED: Readonly<Record<PurchaseUploadKind, readonly SniffedType[]>> = {
  selfie: UPLOAD_RULES.selfie.contentTypes,
  'military-document': UPLOAD_RULES['military-document'].contentTypes,
  signature: ['image/png'],
};

const TYPE_MESSAGE: Readonly<Record<PurchaseUploadKind, string>> = {
  selfie: UPLOAD_RULES.selfie.typeMessage,
  'military-document': UPLOAD_RULES['military-document'].typeMessage,
  signature: SIGNATURE_TYPE_MESSAGE,
};

/** 04 §5: 10 MB for each identity file. */
export const PURCHASE_UPLOAD_MAX_BYTES = IDENTITY_DOCUMENT_MAX_BYTES;
export const FILE_TOO_LARGE_MESSAGE = UPLOAD_RULES.selfie.sizeMessage;

const KEY_PATTERN = /^uploads\/(selfie|military-document|signature)\/[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;

/** The kind an upload id was issued for, or `null` when the id is not one of ours. */
export const uploadKindOf = (uploadId: string): PurchaseUploadKind | null =>
  (KEY_PATTERN.exec(uploadId)?.[1] as PurchaseUploadKind | undefined) ?? null;

export interface StoredUpload {
  /** Opaque to the client; create-payment-intent names the files by it. */
  readonly uploadId: string;
  readonly kind: PurchaseUploadKind;
  readonly contentType: SniffedType;
  readonly size: number;
}

export type StoreUploadResult =
  | Result<StoredUpload, 'INVALID_FILE_TYPE' | 'FILE_TOO_LARGE' | 'EMPTY_FILE'>
  | RateLimited;

/**
 * Keeps a purchase file privately under a generated name. The type is read from the bytes (04 §5
 * lists jpeg, png and webp, plus pdf for the military document; the drawn signature is a PNG);
 * the declared type is ignored.
 */
export class StoreUpload {
  constructor(
    private readonly ports: Pick<
      CorePorts,
      'storage' | 'random' | 'rateLimiter' | 'unitOfWork' | 'clock' | 'config'
    >,
  ) {}

  async execute(input: {
    readonly kind: PurchaseUploadKind;
    readonly bytes: Uint8Array;
    /** Who is uploading (the client address), for the rate limit. */
    readonly clientKey: string;
  }): Promise<StoreUploadResult> {
    const { limit, windowSeconds } = PUBLIC_POLICY.uploadsPerIp;
    const decision = await this.ports.rateLimiter.hit(`upload:ip:${input.clientKey}`, limit, windowSeconds);
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);
    const refused = await this.spend(input.clientKey, input.bytes.length);
    if (refused) return refused;
    return this.store(input.kind, input.bytes);
  }

  /**
   * Takes the file's size from the address's budget, then from everyone's. A file that does not
   * fit is refused whole (what it took of the budget stays taken: the budget is nearly spent anyway),
   * with the wait until the window that refused it ends.
   */
  private async spend(clientKey: string, bytes: number): Promise<RateLimited | null> {
    const budget = this.ports.config.uploadBudget ?? UPLOAD_POLICY.budget;
    const size = kib(bytes);
    const budgets = [
      {
        key: `upload:bytes:ip:${clientKey}`,
        limit: kib(budget.bytesPerAddress),
        message: UPLOAD_BUDGET_USED,
      },
      { key: 'upload:bytes:all', limit: kib(budget.bytesForAll), message: UPLOAD_SPACE_FULL },
    ];
    for (const { key, limit, message } of budgets) {
      const lease = await this.ports.rateLimiter.take(key, limit, budget.windowSeconds, size);
      if (lease.granted < size) {
        const seconds = Math.ceil((lease.windowEndsAt.getTime() - this.ports.clock.now().getTime()) / 1000);
        return { ...rateLimited(seconds), message };
      }
    }
    return null;
  }

  /** Checks and stores without counting against the rate limit (a signature sent inline with a checkout). */
  async store(
    kind: PurchaseUploadKind,
    bytes: Uint8Array,
  ): Promise<Result<StoredUpload, 'INVALID_FILE_TYPE' | 'FILE_TOO_LARGE' | 'EMPTY_FILE'>> {
    if (bytes.length === 0) return err('EMPTY_FILE', 'The selected file appears to be empty');
    if (bytes.length > PURCHASE_UPLOAD_MAX_BYTES) return err('FILE_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
    const type = sniffFileType(bytes);
    if (type === null || !ACCEPTED[kind].includes(type)) return err('INVALID_FILE_TYPE', TYPE_MESSAGE[kind]);
    const name = Array.from(this.ports.random.bytes(16), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    );
    const uploadId = `uploads/${kind}/${name}.${EXTENSION_OF[type]}`;
    // Registered (committed) before the bytes land, so no stored file escapes the removal of unpaid uploads.
    const createdAt = this.ports.clock.now();
    await this.ports.unitOfWork.run((repos) => repos.uploads.record({ key: uploadId, kind, createdAt }));
    await this.ports.storage.put(uploadId, bytes, type);
    return ok({ uploadId, kind, contentType: type, size: bytes.length });
  }
}
