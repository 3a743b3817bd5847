import { auditSentence } from './audit-sentence';

describe('auditSentence (issue 37 item 19: "updated a settings", "coverage_changed a dad")', () => {
  it('reads as English for every kind of change the API records', () => {
    expect(auditSentence('updated', 'settings')).toBe('updated the settings');
    expect(auditSentence('coverage_changed', 'dad')).toBe('changed the coverage of a DAD');
    expect(auditSentence('created', 'add_on')).toBe('created an add-on');
    expect(auditSentence('deactivated', 'dad')).toBe('deactivated a DAD');
    expect(auditSentence('refunded', 'booking')).toBe('refunded a booking');
    expect(auditSentence('declined', 'privacy_request')).toBe('declined a privacy request');
    expect(auditSentence('tip_refunded', 'booking')).toBe('refunded the tip of a booking');
    expect(auditSentence('some_new_thing', 'widget')).toBe('some new thing a widget');
  });
});
