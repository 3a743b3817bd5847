import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserDto } from '@dd/contracts/user';
import { lazyThemed } from '@dd/ui/lazy-themed';
import { LinkButton } from '@dd/ui/link-button';
import { plainButtonClass, PlainStyles } from '@dd/ui/plain-styles';
import { brand, layout } from '@dd/ui/theme';
import { BREAKPOINTS, useMinWidth } from '@dd/ui/use-min-width';
import { PRODUCT_NAME } from '../app/document-title';
import { navLinks, useHeaderText, useRouteTableContext } from './nav';

// The header itself is plain elements (a first-time visitor loads it); its menus bring antd along.
const UserMenu = lazyThemed(() => import('./UserMenu'));
const MobileMenu = lazyThemed(() => import('./MobileMenu'));

/** The three-line menu icon (antd's MenuOutlined, drawn here so the header needs no icon package). */
function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export interface AppHeaderProps {
  user: UserDto | null | undefined;
  userLoading: boolean;
  /** The role's side navigation belongs on this page (then small screens get it in the menu). */
  withSidebar: boolean;
}

/** Header (customer-side §2): the public remote's header entries (Book Now) and Sign In when logged out; the user menu when logged in. */
export function AppHeader({ user, userLoading, withSidebar }: AppHeaderProps) {
  const medium = useMinWidth(BREAKPOINTS.md);
  const large = useMinWidth(BREAKPOINTS.lg);
  const [menuOpen, setMenuOpen] = useState(false);
  const visitorLinks = navLinks(useRouteTableContext(), 'header');
  const words = useHeaderText();
  const [menuUsed, setMenuUsed] = useState(false);
  // Below md the header collapses into a hamburger; below lg too when the sidebar (hidden there) applies.
  const compact = !medium || (withSidebar && !large);

  return (
    <header
      data-testid="app-header"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        height: layout.headerHeight,
        background: '#fff',
        borderBottom: '1px solid #e2e8f0',
        display: 'flex',
        alignItems: 'center',
        padding: '0 16px',
      }}
    >
      <Link to="/" style={{ fontWeight: 700, fontSize: 20, color: brand.primaryDark, whiteSpace: 'nowrap', textDecoration: 'none' }}>
        {PRODUCT_NAME}
      </Link>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginLeft: 'auto' }}>
        {!compact && !userLoading && (
          <>
            {user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <>
                {visitorLinks.map((item) => (
                  <LinkButton key={item.to} to={item.to} type={item.primary ? 'primary' : 'text'}>
                    {item.label}
                  </LinkButton>
                ))}
                <LinkButton to="/auth">{words.signIn}</LinkButton>
              </>
            )}
          </>
        )}
        {compact && (
          <button
            type="button"
            className={plainButtonClass({ type: 'text' })}
            style={{ width: 32, padding: 0 }}
            aria-label={words.openMenu}
            data-testid="mobile-menu-button"
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          >
            <PlainStyles />
            <MenuIcon />
          </button>
        )}
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} user={user} withSidebar={withSidebar} />
        </Suspense>
      )}
    </header>
  );
}
