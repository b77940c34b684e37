export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
export { acceptedUploadTypes, uploadValidator } from './upload-validator';
