import { Button, Divider, Drawer, Flex, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { dashboardPath } from '@dd/contracts/navigation';
import type { UserDto } from '@dd/contracts/user';
import { LinkButton } from '@dd/ui/link-button';
import { useLogout } from '../auth/use-logout';
import { sidebarFor } from './nav';
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
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={300} title="Menu" data-testid="mobile-menu">
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
            <LinkButton to={dashboardPath(user.role)} block onClick={onClose}>
              Dashboard
            </LinkButton>
          )}
          {user.role === 'customer' && (
            <LinkButton to="/book" type="primary" block onClick={onClose}>
              Book Detail
            </LinkButton>
          )}
          {withSidebar && (
            <>
              <Divider style={{ margin: '4px 0' }} />
              <NavMenu items={sidebarFor(user.role)} onNavigate={onClose} />
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
            Log out
          </Button>
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          <LinkButton to="/book" type="primary" block onClick={onClose}>
            Book Now
          </LinkButton>
          <LinkButton to="/auth" block onClick={onClose}>
            Sign In
          </LinkButton>
        </Flex>
      )}
    </Drawer>
  );
}
