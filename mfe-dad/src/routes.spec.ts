import { routeTableProblems } from '@dd/ui/remote-module';
import Module from './Module';
import { ROUTES } from './routes';

it('declares each route once, and a route for every screen', () => {
  expect(routeTableProblems(ROUTES, Module.screenPaths)).toEqual([]);
});
