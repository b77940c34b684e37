export * from './s3-file-storage';
