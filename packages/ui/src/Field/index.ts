export { Field, type FieldProps, isFieldInvalid } from './Field';
