import { UnsubscribeLinks } from './unsubscribe-links';

describe('UnsubscribeLinks', () => {
  const links = new UnsubscribeLinks('a-secret-of-the-server-0123456789', 'https://book.example.com');

  it('names the account it was made for', () => {
    expect(links.userOf(links.token('user-1'))).toBe('user-1');
  });

  it('refuses a token signed for another account, with another secret, or cut short', () => {
    const [, signature] = links.token('user-1').split('.');
    expect(links.userOf(`user-2.${signature}`)).toBeNull();
    expect(links.userOf(new UnsubscribeLinks('another-secret', 'https://book.example.com').token('user-1'))).toBeNull();
    expect(links.userOf(links.token('user-1').slice(0, -1))).toBeNull();
    expect(links.userOf('user-1')).toBeNull();
  });

  it('links the page and the one-click API with absolute URLs', () => {
    const token = encodeURIComponent(links.token('user-1'));
    expect(links.urls('user-1')).toEqual({
      pageUrl: `https://book.example.com/email/unsubscribe?token=${token}`,
      oneClickUrl: `https://book.example.com/api/email/unsubscribe?token=${token}`,
    });
  });
});
