import { Link } from 'react-router-dom';
import { PlainStyles } from '@dd/ui/plain-styles';
import { PRODUCT_NAME } from '../app/document-title';
import { navLinks, useRouteTableContext } from './nav';

/** The footer: the links the public remote declares for it (customer-side §2). */
export function AppFooter() {
  const links = navLinks(useRouteTableContext(), 'footer');
  return (
    <footer data-testid="app-footer" style={{ background: '#fff', borderTop: '1px solid #e2e8f0', padding: '24px 16px', textAlign: 'center' }}>
      <PlainStyles />
      <nav aria-label="Footer" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'center', marginBottom: 12 }}>
        {links.map((link) => (
          <Link key={link.to} to={link.to} className="dd-link">
            {link.label}
          </Link>
        ))}
      </nav>
      <div style={{ color: '#64748b', fontSize: 13 }}>
        © {new Date().getFullYear()} {PRODUCT_NAME}. Professional mobile detailing across Orange County, California. Fully insured and bonded.
      </div>
    </footer>
  );
}
