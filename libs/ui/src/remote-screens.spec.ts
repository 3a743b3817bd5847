import { declarationProblems, publishedRoutes } from './remote-module';
import { assertSameApiClient } from './remote-screens';

describe('a remote at load', () => {
  it('refuses a shell whose @dd/api-client is another build, naming both', () => {
    expect(() => assertSameApiClient('admin', 'aaa111', 'bbb222')).toThrow(
      'The admin remote was built against @dd/api-client bbb222, but the shell runs aaa111.',
    );
    expect(() => assertSameApiClient('admin', 'aaa111', 'aaa111')).not.toThrow();
  });
});

describe("a remote's declaration", () => {
  it('names each problem', () => {
    const routes = [
      { path: '/a', title: 'A', start: ['dashboard' as const] },
      { path: '/a', title: 'Again', start: ['dashboard' as const] },
      { path: 'b', title: ' ', nav: [{ section: 'sidebar' as const, label: '', order: 1 }] },
    ];
    expect(declarationProblems(routes)).toEqual([
      '/a is declared twice',
      'b does not start with /',
      'b has no title',
      'b has a navigation entry without a label',
      'more than one dashboard start page',
    ]);
  });

  it('publishes the data, not the screens', () => {
    const published = publishedRoutes({ remote: 'dad', routes: [{ path: '/x', title: 'X', sidebar: false, themed: true, screen: () => import('./empty-state') as never, prefetch: () => undefined }] });
    expect(published).toEqual([{ path: '/x', title: 'X', sidebar: false }]);
  });
});
