import type { UseCases } from '@camppass/core';
import type { Config } from '../config/config';
import type { Logger } from './logger';

/** What an area's routes receive: its use cases, asked for by class, the server's settings and its log. */
export interface Area {
  readonly use: UseCases;
  readonly config: Config;
  /** For what fails after an answer has begun (a streamed download). */
  readonly logger: Logger;
}
