import type { RemoteDeclaration } from '@dd/ui/remote-module';

const footer = (label: string, order: number) => [{ section: 'footer' as const, label, order }];
const header = (label: string, order: number) => [{ section: 'header' as const, label, order }];

/**
 * The public remote's whole contract with the shell: routes, screens, titles, page descriptions,
 * the visitors' header button and the footer (customer-side §2). Home, Packages and the booking
 * wizard's first steps, which first-time visitors open, are built without antd; the other screens
 * load antd's theme with themselves (`themed`). The server's first paint takes titles and
 * descriptions from here too (routes.json).
 */
export const REMOTE: RemoteDeclaration = {
  remote: 'public',
  routes: [
    {
      path: '/',
      title: 'Home',
      description: 'Professional mobile car detailing that comes to you, anywhere in Orange County. Book online; your card is charged only after the job is done.',
      screen: () => import('./home/HomePage'),
    },
    {
      path: '/packages',
      title: 'Packages',
      // A visitor's way around: Packages, Gallery and Reviews beside Book Now (issue 36 item 7).
      nav: header('Packages', 1),
      description: 'Mobile detailing packages and prices for sedans, SUVs and trucks across Orange County. Your card is charged only after the job is done.',
      sidebar: false,
      screen: () => import('./packages/PackagesPage'),
    },
    {
      path: '/maintenance-plans',
      title: 'Maintenance Plans',
      description: 'Maintenance plans for your car: the same detail every few weeks on a standing day and time, at a member price, anywhere in Orange County.',
      sidebar: false,
      nav: footer('Maintenance Plans', 0.5),
      screen: () => import('./plans/MaintenancePlansPage'),
    },
    { path: '/gallery', title: 'Gallery', sidebar: false, nav: header('Gallery', 2), themed: true, screen: () => import('./gallery/GalleryPage') },
    { path: '/reviews', title: 'Reviews', sidebar: false, nav: header('Reviews', 3), themed: true, screen: () => import('./reviews/ReviewsPage') },
    {
      path: '/book',
      title: 'Book a Detail',
      description: 'Book a mobile car detail in Orange County in five steps: vehicle, package, location, time and payment.',
      sidebar: false,
      nav: [{ section: 'header', label: 'Book Now', order: 4, primary: true }],
      screen: () => import('./book/BookPage'),
    },
    { path: '/thanks', title: 'Thank You', themed: true, screen: () => import('./thanks/ThanksPage') },
    // The customer's tracking link (issue 43): no sign-in, the signed token is the key.
    { path: '/track/:token', title: 'Track Your Detailer', sidebar: false, screen: () => import('./track/TrackPage') },
    // A visitor's waitlist offer (issue 44): no sign-in, the offer's id is the key. Its form and button are antd's: themed.
    { path: '/waitlist/offers/:id', title: 'A Place Opened', sidebar: false, themed: true, screen: () => import('./waitlist/WaitlistOfferPage') },
    { path: '/about', title: 'About Us', nav: footer('About Us', 1), themed: true, screen: () => import('./content/AboutPage') },
    { path: '/faq', title: 'FAQ', nav: footer('FAQ', 2), themed: true, screen: () => import('./content/FaqPage') },
    { path: '/contact', title: 'Contact', nav: footer('Contact', 3), themed: true, screen: () => import('./content/ContactPage') },
    { path: '/service-area', title: 'Service Area', nav: footer('Service Area', 4), themed: true, screen: () => import('./content/ServiceAreaPage') },
    { path: '/legal/terms', title: 'Terms of Service', nav: footer('Terms of Service', 5), themed: true, screen: () => import('./content/TermsPage') },
    { path: '/legal/privacy', title: 'Privacy Policy', nav: footer('Privacy Policy', 6), themed: true, screen: () => import('./content/PrivacyPage') },
    { path: '/legal/refunds', title: 'Refund and Cancellation Policy', nav: footer('Refund Policy', 7), themed: true, screen: () => import('./content/RefundsPage') },
  ],
};
