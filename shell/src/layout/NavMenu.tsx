import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { isNavGroup, selectedNavKey, type NavItem } from './nav';

/** The role's navigation as an antd inline menu (the sidebar and the mobile drawer). */
export function NavMenu({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const menuItems: MenuProps['items'] = items.map((item) =>
    isNavGroup(item)
      ? {
          key: `group:${item.label}`,
          label: item.label,
          children: item.children.map((child) => ({
            key: child.to,
            label: (
              <Link to={child.to} onClick={onNavigate}>
                {child.label}
              </Link>
            ),
          })),
        }
      : {
          key: item.to,
          label: (
            <Link to={item.to} onClick={onNavigate}>
              {item.label}
            </Link>
          ),
        },
  );
  const selected = selectedNavKey(items, pathname);
  const groups = items.filter(isNavGroup).map((group) => `group:${group.label}`);
  return (
    <Menu
      // Groups open by default, also those that arrive later (a remote's routes.json read after a Retry).
      key={groups.join('|')}
      mode="inline"
      items={menuItems}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={groups}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
