import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { plainButtonClass, PlainStyles, type PlainButtonLook } from './plain-styles';

export type LinkButtonProps = PlainButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'type'> & {
    to: string;
    icon?: ReactNode;
  };

/**
 * A link (an <a href>, client-side navigation) that looks like antd's Button. Plain CSS, not antd:
 * it is on the header and the public pages, which a first-time visitor loads.
 */
export function LinkButton({ to, type, size, block, ghost, shape, icon, className, children, ...props }: LinkButtonProps) {
  return (
    <>
      <PlainStyles />
      <Link to={to} className={plainButtonClass({ type, size, block, ghost, shape }, className)} {...props}>
        {icon}
        {children && <span>{children}</span>}
      </Link>
    </>
  );
}
