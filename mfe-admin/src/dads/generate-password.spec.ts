import { generatePassword, PASSWORD_ALPHABET } from './generate-password';

describe('generatePassword', () => {
  it('makes 12 characters from the alphabet, different each time', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword());
    for (const p of passwords) {
      expect(p).toHaveLength(12);
      expect([...p].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
    }
    expect(new Set(passwords).size).toBe(50);
  });

  it('draws again for bytes that would bias the result', () => {
    // 70 symbols: bytes 210-255 are refused; only the later ones are used.
    const calls: number[][] = [[255, 250, 210], [0, 1, 69]];
    const source = (bytes: Uint8Array) => {
      bytes.fill(255);
      bytes.set(calls.shift() ?? [5]);
      return bytes;
    };
    expect(generatePassword(source, 3)).toBe(`AB${PASSWORD_ALPHABET[69]}`);
  });
});
