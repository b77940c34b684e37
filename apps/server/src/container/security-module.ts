import {
  Argon2idPasswordHasher,
  NodeCryptoRandomSource,
  NodeCryptoTokenGenerator,
  SystemClock,
  TimerDelay,
  ZxcvbnCommonPasswords,
} from '@camppass/adapter-local';
import {
  CLOCK,
  type Clock,
  COMMON_PASSWORDS,
  DELAY,
  type Delay,
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
  /** Tests use a cheaper Argon2id cost; production the OWASP cost. */
  readonly passwordHasher?: PasswordHasher;
  /** Tests record waits; production waits on a timer. */
  readonly delay?: Delay;
}

/** Time, randomness, tokens, password hashing and the common-password list, in every mode. */
export const securityModule = ({ clock, passwordHasher, delay }: SecurityOverrides) =>
  new ContainerModule(({ bind }) => {
    bind(CLOCK).toConstantValue(clock);
    bind(RANDOM_SOURCE).toConstantValue(new NodeCryptoRandomSource());
    bind(TOKEN_GENERATOR).toConstantValue(new NodeCryptoTokenGenerator());
    bind(PASSWORD_HASHER).toConstantValue(passwordHasher ?? new Argon2idPasswordHasher());
    bind(DELAY).toConstantValue(delay ?? new TimerDelay());
    bind(COMMON_PASSWORDS).toConstantValue(new ZxcvbnCommonPasswords());
  });
