import { describe, expect, it } from 'vitest';
import { modelDisplayName } from '../src/model-name.ts';

describe('modelDisplayName', () => {
  it('does not repeat a brand the name already begins with', () => {
    expect(modelDisplayName('Apple', 'Apple Watch Series 9')).toBe('Apple Watch Series 9');
    expect(modelDisplayName('Apple', 'Apple Watch')).toBe('Apple Watch');
    expect(modelDisplayName('OnePlus', 'OnePlus 7T')).toBe('OnePlus 7T');
    expect(modelDisplayName('Nothing', 'nothing Phone (2)')).toBe('nothing Phone (2)');
    expect(modelDisplayName('Sony', 'Sony')).toBe('Sony');
  });

  it('puts the brand first otherwise, and only a whole word counts as the brand', () => {
    expect(modelDisplayName('Apple', 'iPhone 13')).toBe('Apple iPhone 13');
    expect(modelDisplayName('Samsung', 'Galaxy S23')).toBe('Samsung Galaxy S23');
    expect(modelDisplayName('One', 'OnePlus 7')).toBe('One OnePlus 7');
    expect(modelDisplayName(' Google ', ' Pixel 7 ')).toBe('Google Pixel 7');
  });

  it('is the name alone without a brand', () => {
    expect(modelDisplayName('', 'Mystery device')).toBe('Mystery device');
    expect(modelDisplayName(null, 'Mystery device')).toBe('Mystery device');
    expect(modelDisplayName(undefined, 'Mystery device')).toBe('Mystery device');
  });
});
