import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Grid } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { UserDto } from '@dd/contracts/user';
import { LinkButton } from '@dd/ui/link-button';
import { brand, layout } from '@dd/ui/theme';
import { PRODUCT_NAME } from '../app/document-title';

const UserMenu = lazy(() => import('./UserMenu'));
const MobileMenu = lazy(() => import('./MobileMenu'));

export interface AppHeaderProps {
  user: UserDto | null | undefined;
  userLoading: boolean;
  /** The role's side navigation belongs on this page (then small screens get it in the menu). */
  withSidebar: boolean;
}

/** Header (customer-side §2): Book Now and Sign In when logged out; the user menu when logged in. */
export function AppHeader({ user, userLoading, withSidebar }: AppHeaderProps) {
  const screens = Grid.useBreakpoint();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  // Below md the header collapses into a hamburger; below lg too when the sidebar (hidden there) applies.
  const compact = screens.md === false || (withSidebar && screens.lg === false);

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
      <Link to="/" style={{ fontWeight: 700, fontSize: 20, color: brand.primaryDark, whiteSpace: 'nowrap' }}>
        {PRODUCT_NAME}
      </Link>
      <Flex gap={8} align="center" style={{ marginLeft: 'auto' }}>
        {!compact && !userLoading && (
          <>
            {user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <>
                <LinkButton to="/book" type="primary">
                  Book Now
                </LinkButton>
                <LinkButton to="/auth">Sign In</LinkButton>
              </>
            )}
          </>
        )}
        {compact && (
          <Button
            type="text"
            aria-label="Open menu"
            data-testid="mobile-menu-button"
            icon={<MenuOutlined />}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          />
        )}
      </Flex>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} user={user} withSidebar={withSidebar} />
        </Suspense>
      )}
    </header>
  );
}
