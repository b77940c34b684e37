export { DateInput, type DateInputProps } from './DateInput';
