import { localizedRoute, type RemoteRoute } from './routes';

describe('localizedRoute', () => {
  const route: RemoteRoute = {
    path: '/book',
    title: 'Book a Detail',
    description: 'Book in five steps.',
    nav: [{ section: 'header', label: 'Book Now', order: 4, primary: true }],
    translations: { es: { title: 'Reservar un detallado', nav: { 'Book Now': 'Reservar ahora' } } },
  };

  it("puts a language's title and labels in place of the English, keeping what it lacks", () => {
    expect(localizedRoute(route, 'es')).toMatchObject({ title: 'Reservar un detallado', description: 'Book in five steps.', nav: [{ label: 'Reservar ahora', primary: true }] });
  });

  it('leaves the route as declared for English or a language it has no words in', () => {
    expect(localizedRoute(route, 'en')).toBe(route);
    expect(localizedRoute(route, 'vi')).toBe(route);
  });
});
