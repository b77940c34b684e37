export { SelectItem as ComboBoxItem, type SelectItemProps as ComboBoxItemProps } from '../Select';
export { ComboBox, type ComboBoxProps } from './ComboBox';
