import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button';
import { MenuIcon } from '../icons';
import { Tooltip } from '../Tooltip';
import { cx } from '../utils/cx';

export interface DashboardNavItem {
  id: string;
  label: ReactNode;
  /** Decorative icon beside the label. */
  icon?: ReactNode;
  /** Tooltip describing the section (view overview and key metrics). */
  description?: string;
}

export interface DashboardShellProps {
  /** Campground or product name; its first letter stands in for a missing logo. */
  title: string;
  /** Label under the title (Owner Dashboard). */
  subtitle?: ReactNode;
  logoUrl?: string | null;
  /** Something beside the title, such as a Super Admin badge. */
  titleAccessory?: ReactNode;
  /** Greeting before the user's name (Welcome back!). */
  greeting?: ReactNode;
  userName: ReactNode;
  onLogout: () => void;
  logoutLabel?: string;
  /** Links beside Logout (the Security page). */
  headerActions?: ReactNode;
  /** Shows the logout button as pending. */
  isLoggingOut?: boolean;
  navItems: readonly DashboardNavItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Name of the navigation landmark. */
  navLabel?: string;
  /** Name of the button that opens the navigation on narrow screens. */
  menuLabel?: string;
  skipLinkLabel?: string;
  children: ReactNode;
  className?: string;
}

/**
 * The frame of a dashboard: a header with logo, title, greeting and logout, a side navigation with
 * tooltips, and the main landmark. Below 768 px the navigation folds behind a menu button.
 */
export function DashboardShell({
  title,
  subtitle,
  logoUrl,
  titleAccessory,
  greeting,
  userName,
  onLogout,
  logoutLabel = 'Logout',
  headerActions,
  isLoggingOut,
  navItems,
  selectedId,
  onSelect,
  navLabel = 'Dashboard sections',
  menuLabel = 'Menu',
  skipLinkLabel = 'Skip to main content',
  children,
  className,
}: DashboardShellProps) {
  const navId = useId();
  const mainId = useId();
  const [navOpen, setNavOpen] = useState(false);
  // Each closing of the folded navigation renews its tooltips, so none outlives its hidden trigger.
  const [closings, setClosings] = useState(0);
  const closeNav = useCallback(() => {
    setNavOpen(false);
    setClosings((count) => count + 1);
  }, []);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Escape closes the folded navigation even while a section's tooltip shows: the listener runs
  // in the capture phase, before the tooltip takes the key for itself.
  useEffect(() => {
    if (!navOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeNav();
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [navOpen, closeNav]);

  const initial = title.trim().charAt(0).toUpperCase();

  return (
    <div className={cx('cp-shell', className)} data-nav-open={navOpen || undefined}>
      <a className="cp-shell__skip" href={`#${mainId}`}>
        {skipLinkLabel}
      </a>
      <header className="cp-shell__header">
        <AriaButton
          ref={menuButton}
          className="cp-field__icon-button cp-shell__menu"
          aria-label={menuLabel}
          aria-expanded={navOpen}
          aria-controls={navId}
          onPress={() => (navOpen ? closeNav() : setNavOpen(true))}
        >
          <MenuIcon />
        </AriaButton>
        <div className="cp-shell__brand">
          {logoUrl ? (
            <img className="cp-shell__logo" src={logoUrl} alt="" />
          ) : (
            <span className="cp-shell__logo cp-shell__initial" aria-hidden="true">
              {initial}
            </span>
          )}
          <div className="cp-shell__titles">
            <h1 className="cp-shell__title">
              {title}
              {titleAccessory}
            </h1>
            {subtitle != null && <p className="cp-shell__subtitle">{subtitle}</p>}
          </div>
        </div>
        <div className="cp-shell__user">
          <p className="cp-shell__greeting">
            {greeting != null && <span>{greeting} </span>}
            <strong>{userName}</strong>
          </p>
          {headerActions}
          <Button variant="outline" onPress={onLogout} isPending={isLoggingOut}>
            {logoutLabel}
          </Button>
        </div>
      </header>
      <div className="cp-shell__body">
        <nav id={navId} aria-label={navLabel} className="cp-shell__nav" data-open={navOpen || undefined}>
          <ul key={closings} className="cp-shell__nav-list">
            {navItems.map((item) => {
              const link = (
                <AriaButton
                  className="cp-shell__nav-item"
                  aria-current={item.id === selectedId ? 'page' : undefined}
                  onPress={() => {
                    onSelect(item.id);
                    if (navOpen) closeNav();
                  }}
                >
                  {item.icon != null && (
                    <span className="cp-shell__nav-icon" aria-hidden="true">
                      {item.icon}
                    </span>
                  )}
                  <span>{item.label}</span>
                </AriaButton>
              );
              return (
                <li key={item.id}>
                  {item.description ? <Tooltip content={item.description}>{link}</Tooltip> : link}
                </li>
              );
            })}
          </ul>
        </nav>
        {navOpen && (
          // Pointer users close the folded navigation by tapping beside it; keyboard users press Escape.
          <div className="cp-shell__backdrop" aria-hidden="true" onClick={closeNav} />
        )}
        <main id={mainId} tabIndex={-1} className="cp-shell__main">
          {children}
        </main>
      </div>
    </div>
  );
}
