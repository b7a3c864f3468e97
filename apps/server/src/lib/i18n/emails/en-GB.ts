/**
 * The words of every email the site sends its customers, in en-GB: the source that
 * de-DE.json, fr-FR.json and zh-CN.json beside this file translate, key for key and with the
 * same `{{placeholders}}` (a test holds them to it). The words are the product's; a
 * translation never changes them. A key ending in `_one` / `_other` is a plural pair, chosen
 * by Intl.PluralRules for the language. The staff's contact-form email is not here: it stays
 * in English.
 */
export const EMAIL_WORDS = {
  common: {
    hello: 'Hello {{firstName}},',
    signOff: 'The ReCircuit team',
    orderNumber: 'Order number',
    device: 'Device',
    seeOrder: 'See your order',
    seeOrders: 'See your orders',
    openOrder: 'Open your order',
    linkLine: '{{label}}: {{url}}',
    factLine: '{{label}}: {{value}}',
  },
  welcome: {
    subject: 'Welcome to ReCircuit',
    subjectConfirm: 'Welcome to ReCircuit: please confirm your email',
    ready:
      'Your ReCircuit account is ready. From your account you can get instant prices for old devices, follow your recycling and data-service orders, and download or delete your data at any time.',
    confirmWithLink: 'Please confirm your email address with this link (it works once, for 48 hours):',
    confirmAbove: 'Please confirm your email address (the link works once, for 48 hours):',
    confirmButton: 'Confirm my email address',
    notYouConfirm:
      'If you did not create this account, do not open the link: reply to this email and we will remove the account.',
    notYou: 'If you did not create this account, reply to this email and we will remove it.',
    accountLine: 'Your account: {{url}}',
    accountButton: 'Go to your account',
  },
  /** "Forgot password?" and the notice after a new password (docs/api.md, "Password reset"). */
  passwordReset: {
    subject: 'Choose a new ReCircuit password',
    asked: 'We were asked for a new password for the ReCircuit account that uses this email address.',
    withLink: 'Choose your new password with this link (it works once, for one hour):',
    withButton: 'Choose your new password with the button below (the link works once, for one hour).',
    button: 'Choose a new password',
    notYou: 'If you did not ask for this, ignore this email: your password stays as it is.',
    changedSubject: 'Your ReCircuit password was changed',
    changed:
      'The password of your ReCircuit account was changed on {{when}}. Every device that was signed in to your account has been signed out.',
    changedNotYou:
      'If you did not change it, choose "Forgot password?" when you sign in to set a new password straight away, and reply to this email so that we can help.',
    signInLine: 'Sign in: {{url}}',
    signInButton: 'Sign in to ReCircuit',
  },
  subscription: {
    subject: 'Please confirm your ReCircuit subscription',
    askNewsText: 'Please confirm that you would like ReCircuit news and tips by email:',
    askNewsHtml: 'Please confirm that you would like ReCircuit news and tips by email.',
    askNewsAndOffersText:
      'Please confirm that you would like ReCircuit news and tips, and news about new services and offers, by email:',
    askNewsAndOffersHtml:
      'Please confirm that you would like ReCircuit news and tips, and news about new services and offers, by email.',
    confirmButton: 'Confirm my subscription',
    ignore: 'If you did not ask for this, ignore this email and you will hear nothing more from us.',
    unsubscribeLine: 'Unsubscribe at any time: {{url}}',
    unsubscribeSentence: 'You can {{unsubscribeLink}} at any time.',
    unsubscribeLink: 'unsubscribe',
  },
  dataOrder: {
    placedSubject: 'Your ReCircuit data-service order {{orderNumber}}',
    placedToPay:
      'Thank you for your order. It is waiting for payment: once the payment is confirmed we start work and email you.',
    placedFree:
      'Thank you for your order. There is nothing to pay: please send or bring your device to our hub, and we will email you when it arrives.',
    service: 'Service',
    price: 'Price',
    retrieval_one: 'Data retrieval, {{count}} month of hosting',
    retrieval_other: 'Data retrieval, {{count}} months of hosting',
    certifiedErasure: 'Certified erasure',
    standardErasure: 'Standard erasure',
    paymentSubject: 'Payment received for {{orderNumber}}',
    paymentForOrder:
      'We have received your payment of {{amount}}. Your order now waits for your device: please send or bring it to our hub.',
    paymentForMonths_one: 'We have received your payment of {{amount}} for {{count}} more month of hosting.',
    paymentForMonths_other: 'We have received your payment of {{amount}} for {{count}} more months of hosting.',
    secureLinkSubject: 'Your secure link to order {{orderNumber}}',
    secureLinkHere:
      'Here is the link to your data-service order you asked for. You will be asked to sign in to see it.',
    secureLinkIgnore:
      'If you did not ask for this link, you can ignore this email: the order can only be seen by signing in to your account.',
    refundSubject: 'Refund of {{amount}} for {{orderNumber}}',
    refundMade:
      'We have refunded {{amount}} to the card or account you paid with; depending on your bank, it can take up to 10 working days to show.',
    refundOrderCancelled: 'Your payment arrived after the order had been cancelled, so it could not be used.',
    refundOrderPaid: 'The order had already been paid, so this second payment was not needed.',
    refundCheckoutClosed:
      'Your payment was made on a payment page that had already been replaced by a newer one or had closed, so it could not be used. Nothing on your order has changed: you can pay from the order page.',
    refundHostingClosed:
      'The hosting of this order can no longer be extended, so the payment for more months could not be used.',
    refundHostingLimit_one:
      'Hosting can be at most 6 months in all, so {{count}} month of your payment could not be added.',
    refundHostingLimit_other:
      'Hosting can be at most 6 months in all, so {{count}} months of your payment could not be added.',
    refunded: 'Refunded',
  },
  dataHub: {
    sendTo: 'Please send or bring your {{deviceName}} to: {{hub}}.',
    openingHours: 'Opening hours: {{hours}}.',
    label: 'Print your postage label, with the order number and a QR code for our staff, from your order page: {{url}}',
    receivedSubject: 'Your device has arrived: order {{orderNumber}}',
    received: 'Your {{deviceName}} arrived at our hub on {{date}}. We are starting work on your order.',
    afterReturn: 'When we are done, we will post it back to: {{address}}.',
    afterCollect: 'When we are done, you can collect it from our hub during its opening hours.',
    afterRecycle: 'When we are done, we will recycle it for you.',
    dispatchedSubject: 'Your device is on its way back: order {{orderNumber}}',
    dispatched: 'We have posted your {{deviceName}} back to: {{address}}.',
    trackingReference: 'Tracking reference',
    collectedSubject: 'Your device has been collected: order {{orderNumber}}',
    collected: 'Your {{deviceName}} was collected from our hub on {{date}}. Thank you for using ReCircuit.',
    recycledSubject: 'Your device is being recycled: order {{orderNumber}}',
    recycled:
      'As you asked, we have passed your {{deviceName}} on for recycling. Its recycle order is {{recycleOrderNumber}}, listed in My Orders.',
    recycleOrder: 'Recycle order',
  },
  fulfilment: {
    readySubject: 'Your data is ready: order {{orderNumber}}',
    readyRetrieved: 'We have retrieved the data from your {{deviceName}} and it is ready to download.',
    readyHowTo:
      'Sign in and open your order: "Retrieve My Data" gives you a download link that works for 24 hours. Every download is listed on the order page.',
    readyKept:
      'We keep the archive until {{date}}, then delete it for good. You can extend hosting from the order page (6 months at most in all).',
    archiveSize: 'Archive size',
    availableUntil: 'Available until',
    expiringSubject: 'Your data will be deleted on {{date}}',
    expiringWhen:
      'The archive of the data from your {{deviceName}} will be deleted for good on {{date}}, when its hosting ends.',
    expiringAction:
      'If you have not downloaded it yet, sign in and open your order to download it, or to extend hosting (6 months at most in all).',
    deletedOn: 'Deleted on',
    deletedSubject: 'Receipt: your data from order {{orderNumber}} has been deleted',
    deletedDone:
      'The hosting of your data has ended, so we have deleted the archive of the data from your {{deviceName}}. No copy is kept.',
    deletedKeep: 'Keep this email as your receipt of the deletion.',
    notRecorded: 'Not recorded',
    deleted: 'Deleted',
    erasedSubject: 'Your device has been erased: order {{orderNumber}}',
    erasedDone: 'We have erased your {{deviceName}} to NIST SP 800-88 {{method}}. The data on it cannot be recovered.',
    method: 'Method',
    certificateSubject: 'Your certificate of erasure is ready: order {{orderNumber}}',
    certificateCorrectedSubject: 'Your corrected certificate of erasure: order {{orderNumber}}',
    certificateReady:
      'We have erased your {{deviceName}} to NIST SP 800-88 {{method}}, and your certificate of erasure is ready.',
    certificateCorrected:
      'We have corrected the certificate of erasure of your {{deviceName}}. The earlier certificate, {{code}}, is revoked and its verification page now points to this one.',
    certificateCheck:
      'Anyone you give the certificate code to can check it, and download the certificate, on its verification page.',
    yourOrder: 'Your order: {{url}}',
    certificateCode: 'Certificate code',
    correctionReason: 'Reason for the correction',
    viewCertificate: 'View the certificate',
  },
  deviceOrder: {
    stepSubject: 'Your order {{orderNumber}} is now {{status}}',
    handedIn: 'Your {{deviceName}} has been handed in. Thank you: we will let you know when it reaches our hub.',
    received: 'Your {{deviceName}} has arrived at our hub. Next, we erase the data on it.',
    wiped: 'The data on your {{deviceName}} has been erased. Next, it goes on to be reused or recycled.',
    completed:
      'Your order is complete: your {{deviceName}} has gone on to be reused or recycled responsibly. Thank you for recycling with ReCircuit.',
    otherStep: 'Your {{deviceName}} order is now {{status}}.',
    completedPaid: 'You were paid {{amount}} by {{method}} when you handed it in.',
    completedDonated: 'Your order is complete. Thank you for donating your {{deviceName}} through ReCircuit.',
    status: 'Status',
  },
  devicePlaced: {
    subject: 'Your order {{orderNumber}}: take your {{deviceName}} to {{place}}',
    sell: 'Thank you for your order. {{place}} offers {{amount}} for your {{deviceName}} if its condition is as you described: the counter checks it when you hand it in.',
    rare: 'Thank you for your order. Take your {{deviceName}} to {{place}}: the specialist values it at the counter and makes you an offer there.',
    recycle:
      'Thank you for recycling. Take your {{deviceName}} to {{place}}. Recycling is free: nobody pays for the device, and the data on it is erased.',
    donate:
      'Thank you for donating your {{deviceName}} to {{place}}. A donation is unpaid: the charity gives the device a second life, and the data on it is erased first.',
    handInBy: 'Please hand it in by {{date}}: after that the QR code for this order stops working.',
    handInByQuote:
      'Please hand it in by {{date}}: after that the quote expires and the QR code for this order stops working.',
    whatToBring:
      "Bring the device and its QR code. The QR code is on your order's page in My Orders, with a hand-in slip you can print: show either at the counter.",
    demo: '{{place}} is a demo partner for trying the site, not a real shop: nobody there will take your device.',
    place: 'Hand in at',
    address: 'Address',
    openingHours: 'Opening hours',
    hoursUnknown: 'Not known: please check before you go',
    offer: 'Offer',
    payment: 'Payment',
    free: 'None: recycling is free',
    donation: 'None: a donation',
    valuedAtCounter: 'Offered at the counter',
    handInByLabel: 'Hand in by',
  },
  unknownDevice: {
    reviewSubject: 'We are looking at your device: {{orderNumber}}',
    reviewStarted:
      'Our team has started to look at the device you described. We will email you once we know what it is.',
    identifiedSubject: 'We have identified your device: {{deviceName}}',
    identifiedIs: 'Thank you for waiting. The device you described is a {{deviceName}}.',
    identifiedQuote:
      'Our quote is {{price}}, valid until {{date}}. To go on, open the link below: it takes you to the recycling form with your device chosen, where you can check the details and place your order.',
    identifiedRare:
      'It is a rare device, so it has no catalogue price: a specialist partner values it. To go on, open the link below: it takes you to the rare-device form with your device chosen, where you can choose a specialist and place your order.',
    colour: 'Colour',
    storage: 'Storage',
    condition: 'Condition',
    quote: 'Quote',
    grade: '{{grade}} ({{name}})',
    continueButton: 'Continue with your device',
    rejectedSubject: 'About the device you described: {{orderNumber}}',
    rejectedSorry: 'Thank you for telling us about your device. We are sorry: we cannot take it through ReCircuit.',
    rejectedReason: 'The reason: {{reason}}',
    rejectedElsewhere: 'You can still find a recycling point near you for electricals on our locations page.',
  },
  /** Device order statuses, as the owner reads them. */
  status: {
    submitted: 'Submitted',
    handedIn: 'Handed in',
    received: 'Received',
    wiped: 'Wiped',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  /** At the counter (docs/product.md, "At the counter"): paid, donated, received or declined. */
  handIn: {
    place: 'Handed in at',
    cash: 'cash',
    bankTransfer: 'bank transfer',
    storeCredit: 'store credit',
    amountPaid: 'Amount paid',
    paymentMethod: 'Payment method',
    paidSubject: 'You were paid {{amount}} for your {{deviceName}}',
    paid: 'You handed in your {{deviceName}} at {{place}}, who paid you {{amount}} by {{method}}. Thank you for selling with ReCircuit.',
    revisedAccepted:
      'The grade found at the counter was {{gradeFound}}, lower than the {{grade}} you declared, so the offer was revised to {{revised}}, which you accepted.',
    declinedSubject: 'Your order {{orderNumber}} is cancelled',
    declined:
      'At {{place}}, the grade found for your {{deviceName}} was {{gradeFound}}, lower than the {{grade}} you declared. You declined the revised offer of {{revised}}, so the order is cancelled.',
    declinedOffer: 'At {{place}}, you declined the offer for your {{deviceName}}, so the order is cancelled.',
    returned:
      'Your device was handed back to you: nothing was sold and nothing is paid. You can place a new order at any time.',
    donatedSubject: 'Thank you for donating your {{deviceName}}',
    donated:
      'Thank you: your {{deviceName}} was handed in to {{place}}, who will give it a second life. As with every device, its data will be erased.',
    receivedSubject: 'Receipt: your {{deviceName}} was received',
    received:
      'This is your receipt: your {{deviceName}} was received at {{place}}. It will be recycled responsibly, and its data erased first. Thank you for recycling with ReCircuit.',
  },
  /** Hand-in by post (docs/product.md, "Hand-in by post"): placed, arrived, inspected, declined, paid. */
  byPost: {
    placedSubject: 'Your order {{orderNumber}}: post your {{deviceName}} to our hub',
    sell: 'Thank you for your order. We offer {{amount}} for your {{deviceName}} if its condition is as you described: we check it when it arrives.',
    rare: 'Thank you for your order. Post your {{deviceName}} to our hub: our specialist values it when it arrives, and you accept or decline the offer on your order page.',
    recycle:
      'Thank you for recycling. Post your {{deviceName}} to our hub. Recycling is free: nobody pays for the device, and the data on it is erased.',
    donate:
      'Thank you for donating your {{deviceName}}. Post it to our hub and we pass it on to a charity. The data on it is erased first.',
    sendBy: 'Please send it by {{date}}: after that the quote expires.',
    howToSend:
      "Print the postage label from your order's page in My Orders, stick it on the parcel and send the device by a tracked service. Or bring it to the hub with the label or your order number.",
    bankDetails:
      "We pay by bank transfer once we have checked the device. Please add your bank details on your order's page: they are kept for this order only and deleted once you are paid.",
    to: 'Send to',
    openingHours: 'Hub opening hours',
    arrivedSubject: 'Your {{deviceName}} has arrived at our hub',
    arrived: 'Your {{deviceName}} has arrived at our hub. Next, we check its condition and tell you what we found.',
    inspectedSubject: 'We have checked your {{deviceName}}',
    inspectedAsDeclared:
      'We have checked your {{deviceName}}: its grade is {{gradeFound}}, as you described it. We will pay you {{amount}} by bank transfer.',
    inspectedNoPay:
      'We have checked your {{deviceName}}: its grade is {{gradeFound}}. Thank you: nothing more is needed from you.',
    inspectedLower:
      'We have checked your {{deviceName}}: its grade is {{gradeFound}}, lower than the {{grade}} you described, so our offer is now {{revised}}. Please accept or decline it on your order page.',
    inspectedValued:
      'Our specialist has valued your {{deviceName}} at {{revised}}. Please accept or decline the offer on your order page.',
    addBankDetails: 'We do not have your bank details yet: please add them on your order page so we can pay you.',
    declinedSubject: 'Your order {{orderNumber}} is cancelled',
    declined:
      'You declined our offer for your {{deviceName}}, so the order is cancelled and nothing is paid. We will post the device back to {{address}}.',
    paidSubject: 'We have paid you {{amount}} for your {{deviceName}}',
    paid: 'We have sent {{amount}} by bank transfer to the account ending {{accountEnd}}, with the reference {{reference}}. It usually arrives within two hours, and at the latest the next working day. We have deleted your bank details.',
    amount: 'Amount',
    reference: 'Reference',
    gradeFound: 'Grade found',
  },
  /** The grade names (docs/product.md, "Grades"); the letters stay. */
  grade: {
    A: 'Brand New',
    B: 'Like New',
    C: 'Good',
    D: 'Fair',
  },
  /** Sizes, the number already formatted for the language (1 GB = 1000³ bytes). */
  size: {
    bytes: '{{value}} bytes',
    kilobytes: '{{value}} KB',
    megabytes: '{{value}} MB',
    gigabytes: '{{value}} GB',
    terabytes: '{{value}} TB',
  },
} as const;

/** A language's email words: the same groups and keys as en-GB. */
export type EmailWords = { [G in keyof typeof EMAIL_WORDS]: { [K in keyof (typeof EMAIL_WORDS)[G]]: string } };
