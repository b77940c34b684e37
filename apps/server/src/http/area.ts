import type { UseCases } from '@camppass/core';
import type { Config } from '../config/config';

/** What an area's routes receive: its use cases, asked for by class, and the server's settings. */
export interface Area {
  readonly use: UseCases;
  readonly config: Config;
}
