import { MEMBERSHIP_STATUSES, PLAN_INTERVAL_LABELS, PLAN_INTERVALS, PLAN_VISIT_STATUSES, PLAN_WEEKDAYS } from '@dd/contracts/plan';
import { WAITLIST_WINDOWS } from '@dd/contracts/waitlist';
import { LOYALTY_TIERS } from '@dd/domain/loyalty';
import en from './en.json';
import es from './es.json';
import vi from './vi.json';

/**
 * The ids the screens build from a value (`rewards.tier.${name}`, `plans.visit.${status}`) escape
 * the typecheck: each value of those lists has its message in every language.
 */
const BUILT_IDS = [
  ...LOYALTY_TIERS.flatMap((tier) => [`rewards.tier.${tier.name}`, `rewards.tier.${tier.name}.benefit`]),
  ...PLAN_INTERVALS.map((interval) => `plans.interval.${interval}`),
  ...PLAN_VISIT_STATUSES.map((status) => `plans.visit.${status}`),
  ...MEMBERSHIP_STATUSES.map((status) => `plans.status.${status}`),
  ...PLAN_WEEKDAYS.map((_, weekday) => `plans.weekdays.${weekday}`),
  ...WAITLIST_WINDOWS.map((window) => `waitlist.window.${window}`),
];

it.each([
  ['en', en],
  ['es', es],
  ['vi', vi],
])('the %s catalog has every id the screens build from a tier, a plan or a window', (_language, catalog) => {
  expect(BUILT_IDS.filter((id) => !(id in catalog))).toEqual([]);
});

it("keeps the English that libs/domain and the contracts write for the tiers, their benefits, the intervals and the weekdays", () => {
  const english = en as Record<string, string>;
  for (const tier of LOYALTY_TIERS) {
    expect(english[`rewards.tier.${tier.name}`]).toBe(tier.name);
    expect(english[`rewards.tier.${tier.name}.benefit`]).toBe(tier.benefit);
  }
  for (const interval of PLAN_INTERVALS) expect(english[`plans.interval.${interval}`]).toBe(PLAN_INTERVAL_LABELS[interval]);
  PLAN_WEEKDAYS.forEach((day, weekday) => expect(english[`plans.weekdays.${weekday}`]).toBe(`${day}s`));
});
