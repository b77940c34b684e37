import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { cx } from '../utils/cx';

export interface TabsProps extends Omit<AriaTabsProps, 'className'> {
  className?: string;
}

/** Tabs: a `TabList` of `Tab`s and one `TabPanel` per tab; arrow keys move between tabs. */
export function Tabs({ className, ...rest }: TabsProps) {
  return <AriaTabs {...rest} className={cx('cp-tabs', className)} />;
}

export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'className'> {
  className?: string;
}

export function TabList<T extends object>({ className, ...rest }: TabListProps<T>) {
  return <AriaTabList {...rest} className={cx('cp-tabs__list', className)} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className'> {
  className?: string;
}

export function Tab({ className, ...rest }: TabProps) {
  return <AriaTab {...rest} className={cx('cp-tabs__tab', className)} />;
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className'> {
  className?: string;
}

export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <AriaTabPanel {...rest} className={cx('cp-tabs__panel', className)} />;
}
