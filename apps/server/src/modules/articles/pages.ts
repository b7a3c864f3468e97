/** The site's information pages, as site search knows them. */
export const SEARCHABLE_PAGES: { title: string; url: string; text: string }[] = [
  {
    title: 'Recycle my device',
    url: '/recycle-now',
    text: 'Choose your device type, get an instant price in pounds and hand your phone, tablet, laptop, smartwatch or games console in with a QR code. Recycle, sell or trade in.',
  },
  {
    title: 'Data service',
    url: '/data-service',
    text: 'Retrieve your photos, videos, contacts and documents from an old device, or have it wiped to NIST SP 800-88 with a certificate of erasure.',
  },
  {
    title: 'Data retrieval',
    url: '/data-service/retrieval',
    text: 'We copy your data from an old phone or laptop and host it securely for three months, extendable to six.',
  },
  {
    title: 'Data erasure',
    url: '/data-service/erase',
    text: 'Free standard wipe with every recycled device, or a certified erasure with a certificate you can verify.',
  },
  {
    title: 'About us',
    url: '/about',
    text: 'Who we are, what we do with your devices and your data, and how we make money honestly: referral commission and a paid data service.',
  },
  {
    title: 'Recycling guide',
    url: '/recycling-guide',
    text: 'How to prepare a device before you recycle, donate or sell it: back up, sign out of accounts and Find My, factory reset, remove the SIM and memory cards, battery safety, repair and donate.',
  },
  {
    title: 'Find a recycling point',
    url: '/locations',
    text: 'Search by UK postcode or place for household waste recycling centres, retailer take-back counters and charity shops that accept electricals and batteries.',
  },
  {
    title: 'News and articles',
    url: '/articles',
    text: 'Articles about electronic waste, repair, Recycle Week, your recycling impact and battery safety.',
  },
];
