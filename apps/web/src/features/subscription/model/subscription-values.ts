/** The subscription form's fields: names, email and the two consents. */
export interface SubscriptionValues {
  firstName: string;
  lastName: string;
  email: string;
  privacyConsent: boolean;
  news: boolean;
}

export const EMPTY_SUBSCRIPTION: SubscriptionValues = {
  firstName: '',
  lastName: '',
  email: '',
  privacyConsent: false,
  news: false,
};
