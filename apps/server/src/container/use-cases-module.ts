import { ContainerModule } from 'inversify';

/** The use cases, each built from the ports it names. */
export const useCasesModule = () => new ContainerModule(() => {});
