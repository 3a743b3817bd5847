import { useState } from 'react';
import { Button, Flex, Tag } from 'antd';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';
import type { RewardDto, RewardsOverviewDto } from '@dd/contracts/rewards';
import { LOYALTY_TIERS, nextTierFor, POINTS, tierFor, tierProgressPercent } from '@dd/domain/loyalty';
import { formatMoney } from '@dd/domain/pricing';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { QueryState } from '@dd/ui/query-state';
import { readableTagText } from '@dd/ui/status-tags';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { useCustomerClaimRewardMutation, useCustomerGetRewardsQuery } from '../api/portal.api';
import { PageFrame } from '@dd/ui/page-frame';
import { ProgressBar } from '../common/ProgressBar';
import { useUiText } from '@dd/ui/i18n';
import { useT, type CustomerMessageId, type CustomerText } from '../i18n';

const h2 = { fontSize: 18, margin: '0 0 12px', color: brand.text } as const;
const TIER_COLORS = { Bronze: 'orange', Silver: 'default', Gold: 'gold', Platinum: 'purple' } as const;
type TierName = keyof typeof TIER_COLORS;
/** A tier's name and benefit in the reader's words (libs/domain keeps the English ones for the emails and the admin). */
const tierName = (name: TierName, t: CustomerText) => t(`rewards.tier.${name}` as CustomerMessageId);
const tierBenefit = (name: TierName, t: CustomerText) => t(`rewards.tier.${name}.benefit` as CustomerMessageId);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function RewardCard({ reward, points }: { reward: RewardDto; points: number }) {
  const dispatch = useAppDispatch();
  const [claim, claiming] = useCustomerClaimRewardMutation();
  const missing = reward.points - points;
  const [asking, setAsking] = useState(false);
  const [before, after] = [tierFor(points), tierFor(points - reward.points)];
  const t = useT();
  const tr = useUiText();
  const onClaim = async () => {
    setAsking(false);
    try {
      await claim(reward.id).unwrap();
      const description = reward.creditAmount ? t('rewards.claimed.credit', { amount: formatMoney(reward.creditAmount) }) : t('rewards.claimed.addOn');
      dispatch(showToast({ title: t('rewards.claimed'), description }));
    } catch (error) {
      dispatch(showToast({ title: t('rewards.claimFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };
  let action;
  // A reward the business has paused (the demo's $50 Credit): said in words, not a dead button (issue 36 item 20).
  if (!reward.available) action = <span style={{ color: brand.textMuted, fontWeight: 600 }}>{t('rewards.notOffered')}</span>;
  else if (missing > 0) action = <Button disabled>{t('rewards.missing', { count: missing })}</Button>;
  else
    action = (
      <Button type="primary" loading={claiming.isLoading} onClick={() => setAsking(true)} aria-label={t('rewards.claim.label', { name: reward.name })}>
        {t('rewards.claim')}
      </Button>
    );
  // Points spent cannot be had back, and the tier follows the points: asked first, naming a tier it drops.
  const question = (
    <ConfirmDialog open={asking} title={t('rewards.ask', { name: reward.name })} confirmLabel={t('rewards.ask.confirm')} busy={claiming.isLoading} onCancel={() => setAsking(false)} onConfirm={() => void onClaim()}>
      <p style={{ marginTop: 0 }}>
        {t('rewards.ask.spends', { cost: reward.points, points, left: points - reward.points })}
      </p>
      {after.name !== before.name && (
        <p style={{ marginBottom: 0 }} data-testid="tier-drop">
          {t('rewards.ask.tierDrop', { from: tierName(before.name, t), to: tierName(after.name, t), benefit: lowerFirst(tierBenefit(before.name, t)) })}
        </p>
      )}
    </ConfirmDialog>
  );
  return (
    <li style={surfaceStyle} data-testid="reward-card">
      <strong style={{ fontSize: 18 }}>{reward.name}</strong>
      <p style={{ color: brand.textMuted, margin: '4px 0 8px' }}>{reward.description}</p>
      <Flex justify="space-between" align="center" gap={8}>
        <span>{t('rewards.points', { count: reward.points })}</span>
        {action}
      </Flex>
      {!reward.available && (
        <p style={{ color: brand.textMuted, margin: '8px 0 0', fontSize: 14 }} data-testid="reward-unavailable">
          {t('rewards.paused')}
        </p>
      )}
      {question}
    </li>
  );
}

/** Wash Points and Rewards (/rewards, /dadportal/customer/rewards; customer-side §2, §4, §9). */
export default function RewardsPage() {
  const query = useCustomerGetRewardsQuery();
  const t = useT();
  return (
    <PageFrame title={t('rewards.title')} back={{ to: '/dadportal/customer', label: t('history.back') }} testId="rewards-page">
      <QueryState query={query} errorTitle={t('rewards.failed')} toast loadingLabel={t('rewards.loading')}>
        {(overview) => <Rewards overview={overview} />}
      </QueryState>
    </PageFrame>
  );
}

function Rewards({ overview }: { overview: RewardsOverviewDto }) {
  const { points, rewards, referralCode, accountCredit, freeInteriorAddOns } = overview;
  const tier = tierFor(points);
  const next = nextTierFor(points);
  const referralLink = `${window.location.origin}/book?ref=${referralCode}`;
  const t = useT();
  const waiting = [
    accountCredit !== '0.00' && t('rewards.waiting.credit', { amount: formatMoney(accountCredit) }),
    freeInteriorAddOns > 0 && t('rewards.waiting.addOns', { count: freeInteriorAddOns }),
  ].filter((part): part is string => !!part);

  return (
    <>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))', marginBottom: 16 }}>
        <section style={surfaceStyle} aria-labelledby="points-total">
          <h2 id="points-total" style={h2}>
            {t('rewards.yours')}
          </h2>
          <Flex align="center" gap={12}>
            <span style={{ fontSize: 36, fontWeight: 700, color: brand.primary }} data-testid="rewards-points">
              {points}
            </span>
            <Tag color={TIER_COLORS[tier.name]} style={{ color: readableTagText(TIER_COLORS[tier.name]) }} data-testid="tier-badge">
              {tierName(tier.name, t)}
            </Tag>
          </Flex>
          {next ? (
            <>
              <p style={{ margin: '8px 0' }}>
                {t('rewards.toNext', { count: next.minPoints - points, tier: tierName(next.name, t) })}
              </p>
              <ProgressBar percent={tierProgressPercent(points)} label={t('rewards.progress', { tier: tierName(next.name, t) })} />
            </>
          ) : (
            <p>{t('rewards.top')}</p>
          )}
          {waiting.length > 0 && (
            <p style={{ margin: '12px 0 0' }} data-testid="waiting-rewards">
              {t('rewards.waiting', { what: waiting.length > 1 ? t('rewards.waiting.both', { credit: waiting[0], addOns: waiting[1] }) : waiting[0] })}
            </p>
          )}
        </section>
        <section style={surfaceStyle} aria-labelledby="how-to-earn">
          <h2 id="how-to-earn" style={h2}>
            {t('rewards.earn')}
          </h2>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            <li>{t('rewards.earn.detail', { count: POINTS.detailCompleted })}</li>
            <li>{t('rewards.earn.referral', { count: POINTS.referral })}</li>
            <li>{t('rewards.earn.review', { count: POINTS.reviewApproved })}</li>
          </ul>
          <h3 style={{ fontSize: 16, margin: '16px 0 8px' }}>{t('rewards.referral')}</h3>
          <Flex gap={8} wrap>
            <code style={{ wordBreak: 'break-all' }} data-testid="referral-link">
              {referralLink}
            </code>
            <Button size="small" onClick={() => void navigator.clipboard?.writeText(referralLink)}>
              {t('rewards.copy')}
            </Button>
          </Flex>
        </section>
      </div>
      <section aria-labelledby="available-rewards" style={{ marginBottom: 16 }}>
        <h2 id="available-rewards" style={h2}>
          {t('rewards.available')}
        </h2>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}>
          {rewards.map((reward) => (
            <RewardCard key={reward.id} reward={reward} points={points} />
          ))}
        </ul>
      </section>
      <section style={surfaceStyle} aria-labelledby="tier-benefits">
        <h2 id="tier-benefits" style={h2}>
          {t('rewards.benefits')}
        </h2>
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {LOYALTY_TIERS.filter((level) => level === tier || level === next).map((level) => (
            <li key={level.name}>
              <strong>
                {t(level === tier ? 'rewards.tierLine.yours' : 'rewards.tierLine.next', { tier: tierName(level.name, t), range: level.maxPoints === null ? `${level.minPoints}+` : `${level.minPoints}-${level.maxPoints}` })}
              </strong>{' '}
              {tierBenefit(level.name, t)}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
