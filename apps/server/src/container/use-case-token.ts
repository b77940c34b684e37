import type { ServiceIdentifier } from 'inversify';

/** The injection token of a use case, named after its class; each area module declares its own. */
export const useCaseToken = <T>(name: string): ServiceIdentifier<T> =>
  Symbol.for(`camppass.usecase.${name}`) as ServiceIdentifier<T>;
