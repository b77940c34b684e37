import {
  NodeCryptoRandomSource,
  NodeCryptoTokenGenerator,
  ScryptPasswordHasher,
  SystemClock,
} from '@camppass/adapter-local';
import {
  CLOCK,
  type Clock,
  PASSWORD_HASHER,
  type PasswordHasher,
  RANDOM_SOURCE,
  TOKEN_GENERATOR,
} from '@camppass/core';
import { ContainerModule } from 'inversify';

/** The machine's clock, for the entry points that need time before the container exists. */
export const systemClock = (): Clock => new SystemClock();

export interface SecurityOverrides {
  /** Tests move time; production reads the machine clock. */
  readonly clock: Clock;
  /** Tests use a cheaper scrypt cost; production the OWASP cost. */
  readonly passwordHasher?: PasswordHasher;
}

/** Time, randomness, tokens and password hashing: Node's crypto in every mode. */
export const securityModule = ({ clock, passwordHasher }: SecurityOverrides) =>
  new ContainerModule(({ bind }) => {
    bind(CLOCK).toConstantValue(clock);
    bind(RANDOM_SOURCE).toConstantValue(new NodeCryptoRandomSource());
    bind(TOKEN_GENERATOR).toConstantValue(new NodeCryptoTokenGenerator());
    bind(PASSWORD_HASHER).toConstantValue(passwordHasher ?? new ScryptPasswordHasher());
  });
