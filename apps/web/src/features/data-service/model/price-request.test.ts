import { describe, expect, it } from 'vitest';
import { DATA_MESSAGES } from '@recircuit/contract';
import { EMPTY_ERASE, EMPTY_RETRIEVAL, dataSizeMessage, priceRequestOf } from './price-request';

const retrieval = (dataSize: string, more: Partial<typeof EMPTY_RETRIEVAL> = {}) =>
  priceRequestOf({ ...EMPTY_RETRIEVAL, dataType: 'photos', dataSize, ...more });

describe('priceRequestOf', () => {
  it('asks nothing until the data type and a size are chosen', () => {
    expect(priceRequestOf(EMPTY_RETRIEVAL)).toBeNull();
    expect(priceRequestOf({ ...EMPTY_RETRIEVAL, dataSize: '10' })).toBeNull();
    expect(retrieval('')).toBeNull();
  });

  it('sends only the fields that change the price, as typed', () => {
    expect(retrieval(' 64.01 ', { deviceName: 'iPhone', deviceType: 'phone', storageDuration: '5' })).toEqual({
      serviceType: 'retrieval',
      dataType: 'photos',
      dataSize: '64.01',
      storageDuration: '5',
    });
  });

  it.each(['64', '64.01', '256', '1024', '2048', '0.01'])('prices %s GB', (size) => {
    expect(retrieval(size)).not.toBeNull();
  });

  it.each(['2048.01', '5000', '0', '-1', 'lots', '1.001'])('asks no price for %s GB', (size) => {
    expect(retrieval(size)).toBeNull();
  });

  it('refuses months outside 3 to 6', () => {
    expect(retrieval('10', { storageDuration: '6' })).not.toBeNull();
    expect(retrieval('10', { storageDuration: '7' })).toBeNull();
    expect(retrieval('10', { storageDuration: '2' })).toBeNull();
  });

  it('prices an erasure by its level alone', () => {
    expect(priceRequestOf(EMPTY_ERASE)).toEqual({ serviceType: 'erase', eraseLevel: 'standard' });
    expect(priceRequestOf({ ...EMPTY_ERASE, eraseLevel: 'certified', deviceSerial: 'ABC' })).toEqual({
      serviceType: 'erase',
      eraseLevel: 'certified',
    });
  });
});

describe('dataSizeMessage', () => {
  it('says nothing for an empty box or a size within the limit', () => {
    expect(dataSizeMessage('')).toBeUndefined();
    expect(dataSizeMessage('  ')).toBeUndefined();
    expect(dataSizeMessage('2048')).toBeUndefined();
  });

  it("refuses more than 2048 GB with the contract's words at once", () => {
    expect(dataSizeMessage('2048.01')).toBe(DATA_MESSAGES.dataTooLarge);
    expect(dataSizeMessage('100000')).toBe(DATA_MESSAGES.dataTooLarge);
  });

  it('asks for a size above 0 otherwise', () => {
    expect(dataSizeMessage('0')).toBe(DATA_MESSAGES.invalidDataSize);
    expect(dataSizeMessage('abc')).toBe(DATA_MESSAGES.invalidDataSize);
  });
});
