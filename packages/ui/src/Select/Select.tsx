import type { ReactNode } from 'react';
import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  Popover as AriaPopover,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  SelectValue,
} from 'react-aria-components';
import { Field, type FieldProps, useFieldProps } from '../Field/Field';
import { CheckIcon, ChevronDownIcon } from '../icons';
import { cx } from '../utils/cx';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'children' | 'className'>,
    FieldProps {
  /** Options as data, rendered by the `children` function; or static `SelectItem`s as children. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
}

/** A labelled drop-down list of options (status filters, page size, campground selector). */
export function Select<T extends object>({ items, children, ...props }: SelectProps<T>) {
  const { field, control } = useFieldProps(props, 'cp-field cp-select');
  return (
    <AriaSelect {...control}>
      <Field {...field}>
        <Button className="cp-input cp-select__button">
          <SelectValue className="cp-select__value" />
          <ChevronDownIcon />
        </Button>
      </Field>
      <AriaPopover className="cp-popover">
        <AriaListBox items={items} className="cp-listbox">
          {children}
        </AriaListBox>
      </AriaPopover>
    </AriaSelect>
  );
}

export interface SelectItemProps extends Omit<AriaListBoxItemProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

/** One option of a `Select` or `ComboBox`. */
export function SelectItem({ children, className, textValue, ...rest }: SelectItemProps) {
  return (
    <AriaListBoxItem
      {...rest}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={cx('cp-listbox__item', className)}
    >
      {({ isSelected }) => (
        <>
          <span className="cp-listbox__label">{children}</span>
          {isSelected && <CheckIcon width={16} height={16} />}
        </>
      )}
    </AriaListBoxItem>
  );
}
