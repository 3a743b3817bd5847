import { generatedPassword } from './generated-password';

describe('generatedPassword', () => {
  it("is the spec's 8 characters and differs every time", () => {
    const passwords = Array.from({ length: 200 }, () => generatedPassword());
    expect(passwords.every((p) => p.length === 8)).toBe(true);
    expect(new Set(passwords).size).toBe(200);
  });

  it('draws from the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 400 }, () => generatedPassword()).join(''));
    expect(seen.size).toBeGreaterThan(60);
  });
});
