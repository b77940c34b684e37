export { type DashboardNavItem, DashboardShell, type DashboardShellProps } from './DashboardShell';
