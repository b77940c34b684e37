export * from './card-image';
