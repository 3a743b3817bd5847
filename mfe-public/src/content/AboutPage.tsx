import { CarOutlined, EnvironmentOutlined, SafetyCertificateOutlined, StarOutlined } from '@ant-design/icons';
import { HOME_STATS } from '../common/claims';
import { BookCta } from '../common/cta';
import { FeatureGrid, PageHero, Prose, Section, StatStrip, proseH2, type Feature } from '../common/layout';
import { InContentLanguage, useContentT, type ContentMessageId } from './i18n';

const VALUES: ReadonlyArray<{ icon: Feature['icon']; title: ContentMessageId; text: ContentMessageId }> = [
  { icon: <EnvironmentOutlined />, title: 'about.value.toYou', text: 'about.value.toYou.text' },
  { icon: <SafetyCertificateOutlined />, title: 'about.value.insured', text: 'about.value.insured.text' },
  { icon: <StarOutlined />, title: 'about.value.doneRight', text: 'about.value.doneRight.text' },
  { icon: <CarOutlined />, title: 'about.value.prices', text: 'about.value.prices.text' },
];

function About() {
  const t = useContentT();
  return (
    <div data-testid="about-page">
      <PageHero title={t('about.title')} text={t('about.intro')} />
      <Prose>
        <h2 style={proseH2}>{t('about.who')}</h2>
        <p>{t('about.who.text')}</p>
        <h2 style={proseH2}>{t('about.how')}</h2>
        <p>{t('about.how.text')}</p>
        <p>{t('about.packages')}</p>
      </Prose>
      <Section title={t('about.values')} style={{ paddingTop: 0 }}>
        <FeatureGrid items={VALUES.map((value) => ({ icon: value.icon, title: t(value.title), text: t(value.text) }))} min={220} />
      </Section>
      <StatStrip items={HOME_STATS} label={t('about.numbers')} />
      <BookCta />
    </div>
  );
}

/** /about */
export default function AboutPage() {
  return (
    <InContentLanguage>
      <About />
    </InContentLanguage>
  );
}
