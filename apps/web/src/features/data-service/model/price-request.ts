import {
  dataPriceRequestSchema,
  type AfterCareChoice,
  type DataDeviceType,
  type DataPriceRequest,
  type DataType,
  type EraseLevel,
} from '@recircuit/contract';

/** The owner's choice for the device afterwards, with the return address's fields (blank unless a return). */
export interface AfterCareValues {
  afterCare: AfterCareChoice;
  returnAddress: { line1: string; line2: string; town: string; postcode: string };
}

export const EMPTY_RETURN_ADDRESS: AfterCareValues['returnAddress'] = { line1: '', line2: '', town: '', postcode: '' };

/** What the retrieval form holds: selects and number boxes keep text, '' while unset. */
export interface RetrievalValues extends AfterCareValues {
  serviceType: 'retrieval';
  deviceType: DataDeviceType | '';
  deviceName: string;
  dataType: DataType | '';
  dataSize: string;
  storageDuration: string;
}

/** What the erase form holds. */
export interface EraseValues extends AfterCareValues {
  serviceType: 'erase';
  deviceType: DataDeviceType | '';
  deviceName: string;
  deviceSerial: string;
  eraseLevel: EraseLevel;
}

export type DataFormValues = RetrievalValues | EraseValues;

export const EMPTY_RETRIEVAL: RetrievalValues = {
  serviceType: 'retrieval',
  deviceType: '',
  deviceName: '',
  dataType: '',
  dataSize: '',
  storageDuration: '3',
  afterCare: 'collect',
  returnAddress: EMPTY_RETURN_ADDRESS,
};

export const EMPTY_ERASE: EraseValues = {
  serviceType: 'erase',
  deviceType: '',
  deviceName: '',
  deviceSerial: '',
  eraseLevel: 'standard',
  afterCare: 'collect',
  returnAddress: EMPTY_RETURN_ADDRESS,
};

/** Only the fields that change the price: the device's name and serial do not. */
function pricedPart(values: DataFormValues): DataPriceRequest {
  if (values.serviceType === 'erase') return { serviceType: 'erase', eraseLevel: values.eraseLevel };
  return {
    serviceType: 'retrieval',
    dataType: values.dataType || undefined,
    dataSize: values.dataSize.trim(),
    storageDuration: values.storageDuration,
  };
}

/**
 * The calculate-price request for what the form holds, or null while the contract's schema
 * would refuse it (a size not typed yet, over 2048 GB, or malformed): then no price is asked.
 */
export function priceRequestOf(values: DataFormValues): DataPriceRequest | null {
  const request = pricedPart(values);
  return dataPriceRequestSchema.safeParse(request).success ? request : null;
}

/**
 * The message for the size as typed, shown at the field at once (before any submit): the
 * contract's words, such as the refusal of more than 2048 GB. Nothing for an empty box.
 */
export function dataSizeMessage(dataSize: string): string | undefined {
  if (!dataSize.trim()) return undefined;
  const result = dataPriceRequestSchema.safeParse({
    serviceType: 'retrieval',
    dataType: 'all',
    dataSize: dataSize.trim(),
  });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'dataSize')?.message;
}
