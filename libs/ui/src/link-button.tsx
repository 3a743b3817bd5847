import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type LinkButtonProps = Omit<ButtonProps, 'href'> & { to: string };

/** An antd Button that is a real link (an <a href>) and navigates client-side. */
export function LinkButton({ to, onClick, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) handleClick(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
