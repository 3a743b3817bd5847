import { declarationProblems } from '@dd/ui/remote-module';
import { REMOTE } from './remote';

it('declares each route once, titled, with at most one start page of each kind', () => {
  expect(declarationProblems(REMOTE.routes)).toEqual([]);
});
