import {
  PAYING_PARTNER_KINDS,
  type AdminPartner,
  type PartnerKind,
  type PartnerRequest,
  type PayoutMethod,
} from '@recircuit/contract';

/** The partner form's fields as the inputs hold them: numbers as typed. */
export interface PartnerFormValues {
  name: string;
  kind: PartnerKind;
  address: string;
  postcode: string;
  latitude: string;
  longitude: string;
  openingHours: string;
  payoutMethods: PayoutMethod[];
  demo: boolean;
  website: string;
  description: string;
  priceFactor: string;
}

export const EMPTY_PARTNER: PartnerFormValues = {
  name: '',
  kind: 'trade-in',
  address: '',
  postcode: '',
  latitude: '',
  longitude: '',
  openingHours: '',
  payoutMethods: [],
  demo: false,
  website: '',
  description: '',
  priceFactor: '1',
};

export function partnerValuesOf(partner: AdminPartner): PartnerFormValues {
  return {
    name: partner.name,
    kind: partner.kind,
    address: partner.address,
    postcode: partner.postcode,
    latitude: partner.latitude === null ? '' : String(partner.latitude),
    longitude: partner.longitude === null ? '' : String(partner.longitude),
    openingHours: partner.openingHours ?? '',
    payoutMethods: [...partner.payoutMethods],
    demo: partner.demo,
    website: partner.website,
    description: partner.description,
    priceFactor: String(partner.priceFactor),
  };
}

/** Whether partners of this kind pay the owner, and so choose payout methods. */
export const paysOwner = (kind: PartnerKind) => PAYING_PARTNER_KINDS.includes(kind);

/** The town: the last part of the address ("3 High Street, Leeds" → "Leeds"). */
export function cityOf(address: string): string {
  return address.split(',').at(-1)?.trim() ?? '';
}

/** The request from the checked values (the schema's output is the request's shape). */
export const partnerRequestOf = (values: PartnerRequest): PartnerRequest => ({ ...values });
