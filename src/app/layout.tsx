import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import { ConnectionBadge } from './connection-badge';
import { ProductionBanner } from './production-banner';
import { HistoryProblemNotice } from '../history';
import { JobProgress } from './job-progress';
import { preloadPage } from './pages';
import { ShortcutsHelp } from './shortcuts-help';
import { siteDataBlocked } from './site-data';

function NavLink({ href, children }: { href: string; children: string }) {
  const [active] = useRoute(href);
  return (
    <Link
      href={href}
      className={active ? 'nav__link nav__link--active' : 'nav__link'}
      aria-current={active ? 'page' : undefined}
      onPointerEnter={() => {
        preloadPage(href);
      }}
      onFocus={() => {
        preloadPage(href);
      }}
    >
      {children}
    </Link>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="header">
        <div className="header__brand">Affiliate Console</div>
        <nav aria-label="Main" className="nav">
          <NavLink href="/">Record order</NavLink>
          <NavLink href="/commissions">Commissions</NavLink>
          <NavLink href="/import">Import</NavLink>
          <NavLink href="/history">History</NavLink>
          <NavLink href="/insights">Insights</NavLink>
          <NavLink href="/affiliates">Affiliates</NavLink>
          <NavLink href="/settings">Settings</NavLink>
        </nav>
        <JobProgress />
        <ShortcutsHelp />
        <ConnectionBadge />
        <ProductionBanner />
      </header>
      <main id="main" className="main" tabIndex={-1}>
        {siteDataBlocked ? (
          <div role="note" className="notice">
            <p>
              This browser blocks this site’s data, so History, drafts and the duplicate guard are
              off: nothing is kept after this page closes. Sending still works.
            </p>
          </div>
        ) : (
          <HistoryProblemNotice />
        )}
        {children}
      </main>
    </>
  );
}
