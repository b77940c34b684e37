import { Card, Link, Spinner } from '@camppass/ui';
import { type ReactNode, useEffect } from 'react';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';

/** Names the browser tab after the page, so each screen is told apart (WCAG 2.4.2). */
export function usePageTitle(title: string): void {
  const { productName } = useRuntimeConfig();
  useEffect(() => {
    document.title = `${title} · ${productName}`;
  }, [title, productName]);
}

export interface PageLayoutProps {
  /** The page's one top-level heading, also the tab title. */
  title: string;
  intro?: ReactNode;
  /** Narrow pages (forms) sit in a card; wide ones (static text) use the whole column. */
  width?: 'narrow' | 'wide';
  lang?: string;
  children?: ReactNode;
}

/** The frame of every page outside the dashboards: the product name, one heading, one main region. */
export function PageLayout({ title, intro, width = 'narrow', lang, children }: PageLayoutProps) {
  const { productName } = useRuntimeConfig();
  usePageTitle(title);
  return (
    <div className="portal-page">
      <header className="portal-header">
        <Link href="/" variant="standalone" className="portal-brand">
          {productName}
        </Link>
      </header>
      <main className="portal-main" data-width={width} lang={lang}>
        <Card className="portal-card">
          <h1 className="portal-title">{title}</h1>
          {intro != null && <p className="portal-intro">{intro}</p>}
          {children}
        </Card>
      </main>
    </div>
  );
}

/** The whole page while something loads (auth restore, route check, link validation). */
export function PageSpinner({ label }: { label: string }) {
  return (
    <main className="portal-main portal-main--center">
      <Spinner size="lg" aria-label={label} />
    </main>
  );
}
