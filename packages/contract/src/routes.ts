/** The web app's routes (docs/web-app.md, "Routes and pages"), shared so links and tests agree. */
export const ROUTES = {
  home: '/',
  serviceSection: '/#service-section',
  articles: '/articles',
  articleDetail: '/articleDetail',
  about: '/about',
  recyclingGuide: '/recycling-guide',
  /** The legal pages (DOMAIN.md, "Legal pages"; docs/legal.md). */
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  locations: '/locations',
  recycleNow: '/recycle-now',
  user: '/user',
  userInfo: '/user/info',
  userOrders: '/user/orders',
  userContact: '/user/contact',
  userPrivacy: '/user/privacy',
  deviceInfo: '/device-info',
  mobileOrderDetail: '/mobile-order-detail',
  dataService: '/data-service',
  dataServiceErase: '/data-service/erase',
  dataServiceRetrieval: '/data-service/retrieval',
  dataServiceConfirmation: '/data-service/confirmation',
  paySuccess: '/pay-success',
  verify: '/verify',
  /** Where the emailed password-reset link lands (`?token=`). */
  resetPassword: '/reset-password',
  /**
   * The pages behind the header's controls (docs/rendering.md, "Before it hydrates"): a tap
   * before the app runs follows the link; once it runs, the same control opens the dialog.
   */
  login: '/login',
  search: '/search',
  language: '/language',
  menu: '/menu',
  admin: '/admin',
} as const;

export const RECYCLE_CHILDREN = [
  'recycle',
  'result',
  'unknown',
  'rare',
  'confirm',
  'unknown-confirm',
  'unknown-result',
  'current',
  'current-confirm',
  'current-result',
  'rare-confirm',
  'rare-result',
  // Beside SPEC.md's children: the donation journey (DOMAIN.md, "Donate").
  'donate',
  'donate-confirm',
  'donate-result',
] as const;

export const USER_CHILDREN = ['info', 'orders', 'contact', 'privacy'] as const;
