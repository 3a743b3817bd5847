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

const h2 = { fontSize: 18, margin: '0 0 12px', color: brand.text } as const;
const TIER_COLORS = { Bronze: 'orange', Silver: 'default', Gold: 'gold', Platinum: 'purple' } as const;

function RewardCard({ reward, points }: { reward: RewardDto; points: number }) {
  const dispatch = useAppDispatch();
  const [claim, claiming] = useCustomerClaimRewardMutation();
  const missing = reward.points - points;
  const [asking, setAsking] = useState(false);
  const [before, after] = [tierFor(points), tierFor(points - reward.points)];
  const onClaim = async () => {
    setAsking(false);
    try {
      await claim(reward.id).unwrap();
      const what = reward.creditAmount ? `${formatMoney(reward.creditAmount)} credit` : 'free interior add-on';
      dispatch(showToast({ title: 'Reward claimed', description: `Your ${what} is applied automatically at your next checkout.` }));
    } catch (error) {
      dispatch(showToast({ title: 'Failed to claim reward', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  };
  let action;
  // A reward the business has paused (the demo's $50 Credit): said in words, not a dead button (issue 36 item 20).
  if (!reward.available) action = <span style={{ color: brand.textMuted, fontWeight: 600 }}>Not offered right now</span>;
  else if (missing > 0) action = <Button disabled>{missing} more points needed</Button>;
  else
    action = (
      <Button type="primary" loading={claiming.isLoading} onClick={() => setAsking(true)} aria-label={`Claim ${reward.name}`}>
        Claim
      </Button>
    );
  // Points spent cannot be had back, and the tier follows the points: asked first, naming a tier it drops.
  const question = (
    <ConfirmDialog open={asking} title={`Claim ${reward.name}?`} confirmLabel="Claim Reward" busy={claiming.isLoading} onCancel={() => setAsking(false)} onConfirm={() => void onClaim()}>
      <p style={{ marginTop: 0 }}>
        This spends {reward.points} of your {points} points; you will have {points - reward.points} left.
      </p>
      {after.name !== before.name && (
        <p style={{ marginBottom: 0 }} data-testid="tier-drop">
          Your tier drops from {before.name} to {after.name}: {before.benefit.charAt(0).toLowerCase() + before.benefit.slice(1)} no longer applies.
        </p>
      )}
    </ConfirmDialog>
  );
  return (
    <li style={surfaceStyle} data-testid="reward-card">
      <strong style={{ fontSize: 18 }}>{reward.name}</strong>
      <p style={{ color: brand.textMuted, margin: '4px 0 8px' }}>{reward.description}</p>
      <Flex justify="space-between" align="center" gap={8}>
        <span>{reward.points} points</span>
        {action}
      </Flex>
      {!reward.available && (
        <p style={{ color: brand.textMuted, margin: '8px 0 0', fontSize: 14 }} data-testid="reward-unavailable">
          We have paused this reward for now. Your points stay yours, and you can claim it once it is back.
        </p>
      )}
      {question}
    </li>
  );
}

/** Wash Points and Rewards (/rewards, /dadportal/customer/rewards; customer-side §2, §4, §9). */
export default function RewardsPage() {
  const query = useCustomerGetRewardsQuery();
  return (
    <PageFrame title="Wash Points and Rewards" back={{ to: '/dadportal/customer', label: 'Back to Dashboard' }} testId="rewards-page">
      <QueryState query={query} errorTitle="Failed to Load Rewards" toast loadingLabel="Loading rewards">
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

  return (
    <>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))', marginBottom: 16 }}>
        <section style={surfaceStyle} aria-labelledby="points-total">
          <h2 id="points-total" style={h2}>
            Your Points
          </h2>
          <Flex align="center" gap={12}>
            <span style={{ fontSize: 36, fontWeight: 700, color: brand.primary }} data-testid="rewards-points">
              {points}
            </span>
            <Tag color={TIER_COLORS[tier.name]} style={{ color: readableTagText(TIER_COLORS[tier.name]) }} data-testid="tier-badge">
              {tier.name}
            </Tag>
          </Flex>
          {next ? (
            <>
              <p style={{ margin: '8px 0' }}>
                {next.minPoints - points} points to {next.name}
              </p>
              <ProgressBar percent={tierProgressPercent(points)} label={`Progress to ${next.name}`} />
            </>
          ) : (
            <p>You are at the top tier.</p>
          )}
          {(accountCredit !== '0.00' || freeInteriorAddOns > 0) && (
            <p style={{ margin: '12px 0 0' }} data-testid="waiting-rewards">
              Waiting for your next checkout: {accountCredit !== '0.00' && `${formatMoney(accountCredit)} credit`}
              {accountCredit !== '0.00' && freeInteriorAddOns > 0 && ' and '}
              {freeInteriorAddOns > 0 && `${freeInteriorAddOns} free interior add-on${freeInteriorAddOns > 1 ? 's' : ''}`}
            </p>
          )}
        </section>
        <section style={surfaceStyle} aria-labelledby="how-to-earn">
          <h2 id="how-to-earn" style={h2}>
            How to Earn Points
          </h2>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            <li>+{POINTS.detailCompleted} points for every completed detail</li>
            <li>+{POINTS.referral} points when a friend you refer completes their first detail</li>
            <li>+{POINTS.reviewApproved} points for a verified review</li>
          </ul>
          <h3 style={{ fontSize: 16, margin: '16px 0 8px' }}>Your Referral Link</h3>
          <Flex gap={8} wrap>
            <code style={{ wordBreak: 'break-all' }} data-testid="referral-link">
              {referralLink}
            </code>
            <Button size="small" onClick={() => void navigator.clipboard?.writeText(referralLink)}>
              Copy
            </Button>
          </Flex>
        </section>
      </div>
      <section aria-labelledby="available-rewards" style={{ marginBottom: 16 }}>
        <h2 id="available-rewards" style={h2}>
          Available Rewards
        </h2>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}>
          {rewards.map((reward) => (
            <RewardCard key={reward.id} reward={reward} points={points} />
          ))}
        </ul>
      </section>
      <section style={surfaceStyle} aria-labelledby="tier-benefits">
        <h2 id="tier-benefits" style={h2}>
          Tier Benefits
        </h2>
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {LOYALTY_TIERS.filter((t) => t === tier || t === next).map((t) => (
            <li key={t.name}>
              <strong>
                {t.name} ({t.maxPoints === null ? `${t.minPoints}+` : `${t.minPoints}-${t.maxPoints}`} points){t === tier ? ', your tier' : ', next tier'}:
              </strong>{' '}
              {t.benefit}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
