/**
 * The API's map: its features from the bottom up, and the rule between them. A feature may import
 * the platform, `common/`, libs/ and the features BELOW it in this list, never one above it or at
 * its own level; what must flow upwards (a booking was cancelled, so the time is freed) flows as
 * events. `app/` (the composition root) and `testing/` sit on top and may import anything.
 *
 * Checked by dependency-cruiser in `npm run lint` (api/dependency-cruiser.cjs); the same list
 * draws the table in docs/explanation/architecture.md.
 */
module.exports.FOUNDATION = ['common', 'platform'];

module.exports.FEATURES = [
  ['audit', 'who did what in the admin area (admin_audit)'],
  ['settings', 'the business settings and the service area (platform_settings)'],
  ['identity', 'accounts, sign-in, sessions, second factor, passwords, email changes (users, sessions, ...)'],
  ['catalog', 'packages and add-ons (packages, add_ons)'],
  ['customers', "customers' cars and profiles (cars)"],
  ['media', 'images, their variants and the gallery (images, image_variants, gallery_photos)'],
  ['bookings', 'bookings, their vehicles and their event log (bookings, booking_vehicles, booking_events)'],
  ['scheduling', "DADs' hours, time claims, routes and dispatch (weekly/specific availability, dad_time_claims, dad_route_days)"],
  ['payments', 'card holds, captures, fees, tips, refunds, disputes, saved cards (payment_*, booking_tips, ...)'],
  ['loyalty', 'points and rewards (points_entries, rewards, reward_claims)'],
  ['reviews', "customers' reviews (reviews)"],
  ['messaging', 'emails and texts through the outbox, reminders (messages)'],
  ['sites', "what a DAD finds at a customer's address: water, power, cover, codes, rules (site_profiles)"],
  ['waitlist', 'customers waiting for a place, the places booking changes free and their offers (waitlist_entries, waitlist_openings, waitlist_offers, waitlist_priorities)'],
  ['weather', 'forecasts through a port, their cache, and the day-before flags of jobs at risk (weather_forecasts, weather_flags)'],
  ['plans', 'maintenance plans, their members and the visits placed for them (maintenance_plans, plan_memberships, plan_visits)'],
  ['job-sessions', "the DAD's job flow: arrival, photos, finish (job_sessions)"],
  ['tracking', "the customer's tracking link, the DAD's position on the way and late warnings (tracking_links, late_warnings)"],
  ['staff', 'the DAD roster the admin keeps'],
  ['operations', 'the admin dashboard, stats and remote releases (remote_release_stats)'],
  ['integrations', 'signed webhooks to other software, written in the changes\' transactions and sent after (webhook_endpoints, webhook_deliveries)'],
  ['privacy', "customers' requests to download or delete their data (privacy_requests); every feature's personal data through @HoldsPersonalData"],
].map(([name, owns]) => ({ name, owns }));

module.exports.TOP = ['app', 'testing'];
