import { lazy, Suspense, useEffect, useMemo, type CSSProperties } from 'react';
import { Col, Flex, Grid, Row } from 'antd';
import { CalendarOutlined, CarOutlined, CheckCircleOutlined, EnvironmentOutlined, SafetyCertificateOutlined, StarFilled } from '@ant-design/icons';
import { errorMessage, showToast, useAppDispatch, useGetPackagesQuery } from '@dd/api-client';
import { EmptyState } from '@dd/ui/empty-state';
import { LinkButton } from '@dd/ui/link-button';
import { PackageCard } from '@dd/ui/package-card';
import { PageSpinner } from '@dd/ui/page-spinner';
import { brand, layout, surfaceStyle } from '@dd/ui/theme';

// Only shown when the packages fail to load; antd's Result stays out of the page's first load.
const PageError = lazy(() => import('@dd/ui/page-error').then((m) => ({ default: m.PageError })));

const STEPS = [
  { icon: <CarOutlined />, title: 'Choose your package', text: 'Pick the detail that fits your car, from a tidy up to the full treatment.' },
  { icon: <CalendarOutlined />, title: 'Schedule and pay', text: 'Choose a time that suits you. Your card is charged only after the job is done.' },
  { icon: <EnvironmentOutlined />, title: 'We come to you', text: 'A detailer arrives at your home or office with everything needed.' },
];

const PROOF = [
  { value: '500+', label: 'Happy Customers' },
  { value: '4.9', label: 'Average Rating' },
  { value: '2,000+', label: 'Details Completed' },
];

const section: CSSProperties = { maxWidth: layout.contentMaxWidth, margin: '0 auto', padding: '56px 16px', boxSizing: 'border-box' };
const h2: CSSProperties = { fontSize: 30, margin: '0 0 8px', textAlign: 'center', color: brand.text };
const muted: CSSProperties = { color: brand.textMuted, margin: 0 };

function PackagePreview() {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, error, refetch } = useGetPackagesQuery();
  const packages = useMemo(
    () => (data ?? []).filter((pkg) => pkg.isActive).sort((a, b) => Number(a.basePriceSedans) - Number(b.basePriceSedans)),
    [data],
  );

  useEffect(() => {
    if (isError) dispatch(showToast({ title: 'Failed to Load Packages', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
  }, [isError, error, dispatch]);

  if (isLoading) return <PageSpinner label="Loading packages" />;
  if (isError)
    return (
      <Suspense fallback={null}>
        <PageError title="Failed to Load Packages" text={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} />
      </Suspense>
    );
  if (!packages.length)
    return (
      <EmptyState
        title="No Packages Available"
        text="Please check back soon."
        action={
          <LinkButton to="/contact" type="primary">
            Contact Us
          </LinkButton>
        }
      />
    );
  return (
    <Row gutter={[24, 32]} align="stretch">
      {packages.map((pkg) => (
        <Col key={pkg.id} xs={24} md={12} lg={8}>
          <PackageCard pkg={pkg} />
        </Col>
      ))}
    </Row>
  );
}

/** The marketing home page (customer-side §2, Home). A later release refines it. */
export default function HomePage() {
  const screens = Grid.useBreakpoint();

  return (
    <div data-testid="marketing-home">
      <section style={{ background: `linear-gradient(135deg, ${brand.primaryDark}, ${brand.primary})`, color: '#fff' }}>
        <div style={{ ...section, padding: '72px 16px' }}>
          <span
            style={{
              display: 'inline-flex',
              gap: 6,
              alignItems: 'center',
              background: 'rgba(255,255,255,0.15)',
              border: '1px solid rgba(255,255,255,0.35)',
              borderRadius: 999,
              padding: '4px 12px',
              fontSize: 13,
              marginBottom: 16,
            }}
          >
            <EnvironmentOutlined /> Now serving Orange County
          </span>
          <h1 style={{ color: '#fff', fontSize: screens.md ? 48 : 34, lineHeight: 1.15, margin: 0 }}>Premium car detailing done right</h1>
          <p style={{ color: 'rgba(255,255,255,0.85)', fontSize: 18, maxWidth: 620, margin: '16px 0 24px' }}>
            Professional mobile detailing that comes to you, anywhere in Orange County.
          </p>
          <Flex gap={12} wrap>
            <LinkButton to="/book" size="large" type="primary" style={{ background: brand.accent, borderColor: brand.accent }}>
              Book Now
            </LinkButton>
            <LinkButton to="/packages" size="large" ghost>
              View Packages
            </LinkButton>
          </Flex>
          <Flex gap={24} wrap style={{ marginTop: 28, color: 'rgba(255,255,255,0.9)' }}>
            <span>
              <SafetyCertificateOutlined /> Fully insured and bonded
            </span>
            <span>
              <StarFilled style={{ color: brand.accent }} /> 4.9 out of 5 average customer rating
            </span>
            <span>
              <CarOutlined /> Mobile service across Orange County
            </span>
          </Flex>
        </div>
      </section>

      <section style={section} aria-labelledby="how-it-works">
        <h2 id="how-it-works" style={h2}>
          How It Works
        </h2>
        <Row gutter={[24, 24]} style={{ marginTop: 24 }}>
          {STEPS.map((step, index) => (
            <Col key={step.title} xs={24} md={8}>
              <div style={{ ...surfaceStyle, height: '100%', boxSizing: 'border-box', textAlign: 'center' }}>
                <div style={{ fontSize: 32, color: brand.primary }}>{step.icon}</div>
                <h3 style={{ fontSize: 20, margin: '12px 0 8px', color: brand.text }}>
                  {index + 1}. {step.title}
                </h3>
                <p style={muted}>{step.text}</p>
              </div>
            </Col>
          ))}
        </Row>
      </section>

      <section style={{ ...section, paddingTop: 0 }} aria-labelledby="packages">
        <h2 id="packages" style={h2}>
          Our Packages
        </h2>
        <p style={{ ...muted, textAlign: 'center', marginBottom: 32 }}>Sedan starting prices; SUVs and trucks cost a little more.</p>
        <PackagePreview />
      </section>

      <section style={{ background: brand.surface }} aria-label="Social proof">
        <Row gutter={[24, 24]} style={{ ...section, paddingTop: 40, paddingBottom: 40 }}>
          {PROOF.map((item) => (
            <Col key={item.label} xs={24} md={8} style={{ textAlign: 'center' }}>
              <div style={{ fontSize: 40, fontWeight: 700, color: brand.primary }}>{item.value}</div>
              <div style={{ color: brand.textMuted }}>{item.label}</div>
            </Col>
          ))}
        </Row>
      </section>

      <section style={{ ...section, textAlign: 'center' }}>
        <h2 style={h2}>Ready for a spotless car?</h2>
        <p style={{ ...muted, marginBottom: 24 }}>Book in minutes. You're charged only after the job is done.</p>
        <LinkButton to="/book" type="primary" size="large" icon={<CheckCircleOutlined />}>
          Book Your Detail
        </LinkButton>
      </section>

      {screens.md === false && (
        <LinkButton
          to="/book"
          type="primary"
          shape="round"
          size="large"
          style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 20, boxShadow: '0 6px 16px rgba(0,0,0,0.2)' }}
        >
          Book
        </LinkButton>
      )}
    </div>
  );
}
