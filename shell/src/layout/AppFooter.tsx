import { Link } from 'react-router-dom';
import { PlainStyles } from '@dd/ui/plain-styles';
import { PRODUCT_NAME } from '../app/document-title';
import { I18nRoot, useT } from '../i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { navLinks, useRouteTableContext } from './nav';

/** The footer: the links the public remote declares for it (customer-side §2) and the language switch. */
export function AppFooter() {
  return (
    <I18nRoot>
      <Footer />
    </I18nRoot>
  );
}

function Footer() {
  const t = useT();
  const links = navLinks(useRouteTableContext(), 'footer');
  return (
    <footer data-testid="app-footer" style={{ background: '#fff', borderTop: '1px solid #e2e8f0', padding: '24px 16px', textAlign: 'center' }}>
      <PlainStyles />
      <nav aria-label={t('footer.label')} style={{ display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'center', marginBottom: 12 }}>
        {links.map((link) => (
          <Link key={link.to} to={link.to} className="dd-link">
            {link.label}
          </Link>
        ))}
      </nav>
      <div style={{ color: '#64748b', fontSize: 13 }}>
        © {new Date().getFullYear()} {PRODUCT_NAME}. {t('footer.blurb')}
      </div>
      <div style={{ marginTop: 12 }}>
        <LanguageSwitch />
      </div>
    </footer>
  );
}
