import { Button, Dropdown, type MenuProps } from 'antd';
import { ArrowRightOutlined, DashboardOutlined, DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { UserDto } from '@dd/contracts/user';
import { useLogout } from '../auth/use-logout';
import { navLinks, startPath, useHeaderText, useRouteTableContext } from './nav';
import { UserAvatar } from './UserAvatar';

/** The signed-in header menu: name and email, Dashboard, the area's own entries (a customer's Book Detail, an admin's My Account), Log out. */
export default function UserMenu({ user }: { user: UserDto }) {
  const navigate = useNavigate();
  const { logout } = useLogout();
  const table = useRouteTableContext();
  const words = useHeaderText();
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div data-testid="user-menu-identity" style={{ lineHeight: 1.4 }}>
          <div style={{ fontWeight: 600, color: 'rgba(0,0,0,0.88)' }}>
            {user.firstName} {user.lastName}
          </div>
          <div>{user.email}</div>
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'dashboard', icon: <DashboardOutlined />, label: words.dashboard, onClick: () => navigate(startPath(table, user.role, 'dashboard')) },
    ...navLinks(table, 'menu', user.role)
      .map((item) => ({ key: item.to, icon: <ArrowRightOutlined />, label: item.label, onClick: () => navigate(item.to) })),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: words.logOut, onClick: () => void logout() },
  ];
  return (
    // The menu lives in the sticky header, beside its button: in <body> (antd's default) it scrolled away
    // with the page while the button stayed, and a tap meant for an entry could land on the button.
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" getPopupContainer={(button) => button.closest('header') ?? document.body}>
      <Button type="text" data-testid="user-menu" style={{ height: 44, display: 'flex', alignItems: 'center', gap: 8 }}>
        <UserAvatar user={user} />
        <span>{user.firstName}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
