import type { Container, ServiceIdentifier } from 'inversify';

/** The injection token of a use case, named after its class; each area module declares its own. */
export const useCaseToken = <T>(name: string): ServiceIdentifier<T> =>
  Symbol.for(`camppass.usecase.${name}`) as ServiceIdentifier<T>;

type Resolved<T> = { readonly [K in keyof T]: T[K] extends ServiceIdentifier<infer U> ? U : never };

/** Every use case of an area's token table, resolved from the container under the same names. */
export const resolveUseCases = <T extends Record<string, ServiceIdentifier<unknown>>>(
  container: Container,
  tokens: T,
): Resolved<T> =>
  Object.fromEntries(
    Object.entries(tokens).map(([name, token]) => [name, container.get(token)]),
  ) as Resolved<T>;
