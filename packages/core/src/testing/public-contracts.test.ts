import { InMemoryUnitOfWork } from './in-memory-unit-of-work';
import { describePublicRepositoriesContract } from './public-repositories-contract';

describePublicRepositoriesContract('in-memory', async () => ({ repos: new InMemoryUnitOfWork().repos }));
