export { type CalendarDateProps, DateField, type DateFieldProps } from './DateField';
