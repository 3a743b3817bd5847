import { Button, Flex, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { UserDto } from '@dd/contracts/user';
import { ProfilePhotoButton } from '@dd/ui/profile-photo/profile-photo-button';
import { layout } from '@dd/ui/theme';
import { useLogout } from '../auth/use-logout';
import { navItems, useRouteTableContext } from './nav';
import { NavMenu } from './NavMenu';

/**
 * The side navigation of the signed-in user's role; fixed on the left on large screens. The avatar
 * opens the profile photo dialogs (5MB limit, customer-side §5).
 */
export default function Sidebar({ user }: { user: UserDto }) {
  const { logout, isLoggingOut } = useLogout();
  const table = useRouteTableContext();
  return (
    <aside
      aria-label="Side navigation"
      data-testid="sidebar"
      style={{
        position: 'fixed',
        top: layout.headerHeight,
        bottom: 0,
        left: 0,
        width: layout.sidebarWidth,
        background: '#fff',
        borderRight: '1px solid #e2e8f0',
        display: 'flex',
        flexDirection: 'column',
        zIndex: 10,
      }}
    >
      <nav style={{ flex: 1, overflowY: 'auto', paddingTop: 8 }}>
        <NavMenu items={navItems(table, 'sidebar', user.role)} />
      </nav>
      <Flex vertical gap={8} style={{ padding: 16, borderTop: '1px solid #e2e8f0' }}>
        <Flex gap={12} align="center">
          <ProfilePhotoButton user={user} size={40} />
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis style={{ display: 'block' }}>
              {user.firstName} {user.lastName}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
              {user.email}
            </Typography.Text>
          </div>
        </Flex>
        <Button icon={<LogoutOutlined />} onClick={() => void logout()} loading={isLoggingOut} block>
          Log Out
        </Button>
      </Flex>
    </aside>
  );
}
