import type { CorePorts } from '../ports/core-ports';

/** A use case class: its constructor takes the ports it needs, by name. */
type UseCaseClass<T> = new (ports: CorePorts) => T;

/** Gives the one instance of a use case class over these ports, made when first asked for. */
export type UseCases = <T>(useCase: UseCaseClass<T>) => T;

/**
 * The use cases over one set of ports: `use(GetMemberDashboard)` is the same instance on every
 * call. A route asks for the use case it calls by its class; nothing is registered beforehand.
 */
export const useCasesOver = (ports: CorePorts): UseCases => {
  const made = new Map<UseCaseClass<unknown>, unknown>();
  return <T>(useCase: UseCaseClass<T>): T => {
    let instance = made.get(useCase) as T | undefined;
    if (instance === undefined) {
      instance = new useCase(ports);
      made.set(useCase, instance);
    }
    return instance;
  };
};
