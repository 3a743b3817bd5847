import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { brand, surfaceStyle } from '@dd/ui/theme';

/** The centred card of the password pages. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 'calc(100vh - 64px)', padding: '32px 16px' }}>
      <div style={{ ...surfaceStyle, width: '100%', maxWidth: 440, boxSizing: 'border-box' }}>
        <h1 style={{ fontSize: 28, margin: '0 0 4px', color: brand.text }}>{title}</h1>
        <p style={{ color: brand.textMuted, margin: '0 0 16px' }}>{intro}</p>
        {children}
      </div>
    </Flex>
  );
}
