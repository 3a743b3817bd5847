import type { RemoteRoute } from '@dd/contracts/routes';

/**
 * The routes this remote renders, published at build as routes.json beside mf-manifest.json (the
 * shell reads them at run time). Who may open them is the shell's deployment config, not ours.
 */
export const ROUTES: RemoteRoute[] = [
  { path: '/', title: 'Home' },
  { path: '/packages', title: 'Packages' },
  { path: '/gallery', title: 'Gallery' },
  { path: '/reviews', title: 'Reviews' },
  { path: '/book', title: 'Book a Detail' },
  { path: '/thanks', title: 'Thank You' },
  { path: '/about', title: 'About Us' },
  { path: '/faq', title: 'FAQ' },
  { path: '/contact', title: 'Contact' },
  { path: '/legal/terms', title: 'Terms of Service' },
  { path: '/legal/privacy', title: 'Privacy Policy' },
  { path: '/legal/refunds', title: 'Refund and Cancellation Policy' },
  { path: '/service-area', title: 'Service Area' },
];
