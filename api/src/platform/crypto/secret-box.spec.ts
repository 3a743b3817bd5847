import { SecretBox } from './secret-box';

const KEY = 'a-key-of-at-least-thirty-two-characters-1';
const NEXT = 'a-key-of-at-least-thirty-two-characters-2';

describe('SecretBox', () => {
  it('seals so the stored form does not hold the secret, and opens it again', () => {
    const box = new SecretBox({ current: KEY });
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^enc1\./);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time: the same secret never seals the same way twice.
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses a sealed value that was altered', () => {
    const box = new SecretBox({ current: KEY });
    const [prefix, id, iv, tag, data] = box.seal('JBSWY3DPEHPK3PXP').split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open([prefix, id, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });

  it('rotates: a new key opens what the previous sealed, and says it should be sealed again', () => {
    const sealedBefore = new SecretBox({ current: KEY }).seal('JBSWY3DPEHPK3PXP');
    const rotated = new SecretBox({ current: NEXT, previous: [KEY] });
    expect(rotated.open(sealedBefore)).toBe('JBSWY3DPEHPK3PXP');
    expect(rotated.isCurrent(sealedBefore)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('JBSWY3DPEHPK3PXP'))).toBe(true);
    // Without the previous key it cannot be read, and says which key it needs.
    expect(() => new SecretBox({ current: NEXT }).open(sealedBefore)).toThrow(/neither SECRETS_KEY nor in SECRETS_KEY_PREVIOUS/);
  });

  it('reads a value stored before sealing existed as it stands, and marks it for sealing', () => {
    const box = new SecretBox({ current: KEY });
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.isCurrent('JBSWY3DPEHPK3PXP')).toBe(false);
  });
});
