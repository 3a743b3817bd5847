import { routeTableProblems } from './remote-module';
import { assertSameApiClient } from './remote-screens';

describe('a remote at load', () => {
  it('refuses a shell whose @dd/api-client is another build, naming both', () => {
    expect(() => assertSameApiClient('admin', 'aaa111', 'bbb222')).toThrow(
      'The admin remote was built against @dd/api-client bbb222, but the shell runs aaa111.',
    );
    expect(() => assertSameApiClient('admin', 'aaa111', 'aaa111')).not.toThrow();
  });
});

describe('a remote route table', () => {
  it('names each problem', () => {
    const routes = [
      { path: '/a', title: 'A' },
      { path: '/a', title: 'Again' },
      { path: 'b', title: ' ' },
    ];
    expect(routeTableProblems(routes, ['/a', '/c'])).toEqual([
      '/a is declared twice',
      'b does not start with /',
      'b has no title',
      'the screen of /c has no route',
    ]);
  });
});
