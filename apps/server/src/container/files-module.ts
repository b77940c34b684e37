import { join } from 'node:path';
import { CanvasCardRenderer, DiskFileStorage } from '@camppass/adapter-local';
import { S3FileStorage } from '@camppass/adapter-s3';
import { CLOCK, FILE_STORAGE, MEMBERSHIP_CARD_RENDERER, SIGNED_FILE_LINKS } from '@camppass/core';
import { ContainerModule } from 'inversify';
import type { Config } from '../config/config';
import type { LocalSecrets } from './local-secrets';

/**
 * Private files: S3 when configured, else local disk under DATA_DIR/files, whose signed links the
 * server checks and serves itself; and the membership card's image, drawn the same in every mode.
 */
export const filesModule = (config: Config, secrets: LocalSecrets) =>
  new ContainerModule(({ bind }) => {
    bind(MEMBERSHIP_CARD_RENDERER).toConstantValue(new CanvasCardRenderer());
    if (config.s3) {
      bind(FILE_STORAGE).toConstantValue(new S3FileStorage(config.s3));
      return;
    }
    bind(DiskFileStorage)
      .toResolvedValue(
        (clock) =>
          new DiskFileStorage({
            directory: join(config.dataDir, 'files'),
            baseUrl: config.appBaseUrl,
            signingSecret: secrets.fileSigningSecret,
            now: () => clock.now(),
          }),
        [CLOCK],
      )
      .inSingletonScope();
    bind(FILE_STORAGE).toService(DiskFileStorage);
    bind(SIGNED_FILE_LINKS).toService(DiskFileStorage);
  });
