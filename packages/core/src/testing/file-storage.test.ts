import { describeFileStorageContract } from './file-storage-contract';
import { InMemoryFileStorage } from './in-memory-file-storage';

describeFileStorageContract('InMemoryFileStorage', () => {
  const storage = new InMemoryFileStorage();
  return { storage, open: (url) => storage.open(url) };
});
