import { Button, Divider, Drawer, Flex, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { UserDto } from '@dd/contracts/user';
import { LinkButton } from '@dd/ui/link-button';
import { useLogout } from '../auth/use-logout';
import { navItems, navLinks, startPath, useHeaderText, useRouteTableContext } from './nav';
import { NavMenu } from './NavMenu';
import { UserAvatar } from './UserAvatar';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  user: UserDto | null | undefined;
  /** Whether the role's side navigation belongs on this page. */
  withSidebar: boolean;
}

/** The header's menu on small screens (and the side navigation, which is hidden there). */
export default function MobileMenu({ open, onClose, user, withSidebar }: MobileMenuProps) {
  const { logout } = useLogout();
  const table = useRouteTableContext();
  const menu = navLinks(table, 'menu', user?.role);
  const header = navLinks(table, 'header');
  const words = useHeaderText();
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={300} title={words.menu} data-testid="mobile-menu">
      {user ? (
        <Flex vertical gap={12}>
          <Flex gap={12} align="center">
            <UserAvatar user={user} size={40} />
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong ellipsis style={{ display: 'block' }}>
                {user.firstName} {user.lastName}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
                {user.email}
              </Typography.Text>
            </div>
          </Flex>
          {/* The role's navigation below starts with Dashboard: listed once. */}
          {!withSidebar && (
            <LinkButton to={startPath(table, user.role, 'dashboard')} block onClick={onClose}>
              {words.dashboard}
            </LinkButton>
          )}
          {menu.map((item) => (
            <LinkButton key={item.to} to={item.to} type="primary" block onClick={onClose}>
              {item.label}
            </LinkButton>
          ))}
          {withSidebar && (
            <>
              <Divider style={{ margin: '4px 0' }} />
              <NavMenu items={navItems(table, 'sidebar', user.role)} onNavigate={onClose} />
            </>
          )}
          <Divider style={{ margin: '4px 0' }} />
          <Button
            icon={<LogoutOutlined />}
            block
            onClick={() => {
              onClose();
              void logout();
            }}
          >
            {words.logOut}
          </Button>
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          {header.map((item) => (
            <LinkButton key={item.to} to={item.to} type={item.primary ? 'primary' : 'default'} block onClick={onClose}>
              {item.label}
            </LinkButton>
          ))}
          <LinkButton to="/auth" block onClick={onClose}>
            {words.signIn}
          </LinkButton>
        </Flex>
      )}
    </Drawer>
  );
}
