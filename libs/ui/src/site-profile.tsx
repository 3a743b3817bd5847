import { Input, Radio } from 'antd';
import type { SiteAnswers } from '@dd/contracts/site';
import { FormField } from './form-field';
import { useUiText } from './i18n';
import { brand } from './theme';

/** The site's three yes-or-no questions, in the order asked and shown. */
const QUESTIONS = [
  { key: 'water', asked: 'Is there an outside water spigot we can use?', shown: 'Water spigot' },
  { key: 'power', asked: 'Is there a power outlet we can use?', shown: 'Power outlet' },
  { key: 'covered', asked: 'Will the car be in a garage or covered parking?', shown: 'Covered parking or garage' },
] as const;

const NOTES = [
  { key: 'gateCode', label: 'Gate or building code', max: 100, multiline: false },
  { key: 'hoaRules', label: 'HOA rules we should know', max: 500, multiline: true },
  { key: 'parkingNotes', label: 'Parking notes', max: 500, multiline: true },
] as const;

export const NO_SITE_ANSWERS: SiteAnswers = { water: null, power: null, covered: null, gateCode: null, hoaRules: null, parkingNotes: null };

const toAnswer = (value: string) => (value === 'yes' ? true : value === 'no' ? false : null);
const fromAnswer = (value: boolean | null) => (value === true ? 'yes' : value === false ? 'no' : 'unsure');

/**
 * The site profile's questions (issue 44): every one optional, in the booking wizard and the
 * customer portal. Controlled: `onChange` gets the whole answers each time one changes.
 */
export function SiteQuestions({ value, onChange, idPrefix }: { value: SiteAnswers; onChange: (answers: SiteAnswers) => void; idPrefix: string }) {
  const tr = useUiText();
  return (
    <div data-testid="site-questions">
      {QUESTIONS.map(({ key, asked }) => (
        <fieldset key={key} style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
          <legend style={{ marginBottom: 4, color: brand.text }}>{tr(asked)}</legend>
          <Radio.Group name={`${idPrefix}-${key}`} value={fromAnswer(value[key])} onChange={(event) => onChange({ ...value, [key]: toAnswer(event.target.value as string) })} style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            <Radio value="yes">{tr('Yes')}</Radio>
            <Radio value="no">{tr('No')}</Radio>
            <Radio value="unsure">{tr('Not sure')}</Radio>
          </Radio.Group>
        </fieldset>
      ))}
      {NOTES.map(({ key, label, max, multiline }) => {
        const id = `${idPrefix}-${key}`;
        const common = { id, maxLength: max, value: value[key] ?? '', onChange: (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value || null }) };
        return (
          <FormField key={key} id={id} label={tr(label)}>
            {multiline ? <Input.TextArea {...common} autoSize={{ minRows: 1, maxRows: 4 }} /> : <Input {...common} autoComplete="off" />}
          </FormField>
        );
      })}
    </div>
  );
}

/** What the site profile says, for the DAD's job sheet: the answers given, a missing one as "Not said". */
export function SiteFacts({ site }: { site: SiteAnswers }) {
  const tr = useUiText();
  const answer = (value: boolean | null) => (value === null ? tr('Not said') : value ? tr('Yes') : tr('No'));
  return (
    <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="site-facts">
      {QUESTIONS.map(({ key, shown }) => (
        <li key={key}>
          {tr(shown)}: <strong style={site[key] === false && key !== 'covered' ? { color: brand.error } : undefined}>{answer(site[key])}</strong>
        </li>
      ))}
      {NOTES.map(({ key, label }) =>
        site[key] ? (
          <li key={key}>
            {tr(label)}: {site[key]}
          </li>
        ) : null,
      )}
    </ul>
  );
}
