import { CarOutlined, SafetyCertificateOutlined, StarFilled } from '@ant-design/icons';
import { useUiText } from './i18n';
import { brand } from './theme';

/** The spec's trust claims (customer-side §1), on the sign-in page and the home hero alike. */
export function TrustClaims() {
  const tr = useUiText();
  return (
    <>
      <span>
        <SafetyCertificateOutlined aria-hidden /> {tr('Fully insured and bonded')}
      </span>
      <span>
        <StarFilled style={{ color: brand.accent }} aria-hidden /> {tr('4.9 out of 5 average customer rating')}
      </span>
      <span>
        <CarOutlined aria-hidden /> {tr('Mobile service across Orange County')}
      </span>
    </>
  );
}
