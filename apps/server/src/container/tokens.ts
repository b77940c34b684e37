import type { ServiceIdentifier } from 'inversify';
import type { Config } from '../config/config';
import type { Logger } from '../http/logger';
import type { LocalSecrets } from './local-secrets';

export const CONFIG: ServiceIdentifier<Config> = Symbol.for('camppass.server.Config');
export const LOGGER: ServiceIdentifier<Logger> = Symbol.for('camppass.server.Logger');
export const LOCAL_SECRETS: ServiceIdentifier<LocalSecrets> = Symbol.for('camppass.server.LocalSecrets');
