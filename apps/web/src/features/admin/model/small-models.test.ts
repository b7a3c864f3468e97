import { describe, expect, it } from 'vitest';
import type { AdminModel } from '@recircuit/contract';
import { ageOf } from './age';
import { archiveProblem } from './archive-file';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { formatBytes } from './bytes';
import { isCurrentSection } from './console-paths';
import { firstErrorMessage } from './field-error';
import { modelLabel, pickableModels } from './model-choice';
import { defaultPeriod, londonDay } from './report-period';

const model = (id: string, status: AdminModel['status']): AdminModel => ({
  id,
  type: 'Phone',
  brand: 'Apple',
  name: `Model ${id}`,
  releaseYear: 2020,
  launchPrice: 500,
  classification: 'recycle',
  colors: ['Black'],
  storages: [64],
  status,
});

describe('console helpers', () => {
  it('says how long an order waited in the largest whole unit', () => {
    expect(ageOf(59)).toEqual({ unit: 'minutes', count: 0 });
    expect(ageOf(3599)).toEqual({ unit: 'minutes', count: 59 });
    expect(ageOf(3600)).toEqual({ unit: 'hours', count: 1 });
    expect(ageOf(86_400 * 3 + 5)).toEqual({ unit: 'days', count: 3 });
    expect(ageOf(-10)).toEqual({ unit: 'minutes', count: 0 });
  });

  it('checks the archive before uploading', () => {
    expect(archiveProblem(null)).toBe('archiveMissing');
    expect(archiveProblem({ name: 'photos.tar', size: 10 })).toBe('archiveNotZip');
    expect(archiveProblem({ name: 'photos.ZIP', size: 0 })).toBe('archiveEmpty');
    expect(archiveProblem({ name: 'photos.zip', size: 10 })).toBeNull();
  });

  it('writes sizes for people, in the language of the console', async () => {
    expect(formatBytes(i18n.t, 512)).toBe('512 B');
    expect(formatBytes(i18n.t, 1500)).toBe('1.5 KB');
    expect(formatBytes(i18n.t, 2_300_000_000)).toBe('2.3 GB');
    // As the owner's order page reads them (data-service/model/archive-size.test): once 4.5 KB here and 4.4 KB there.
    expect(formatBytes(i18n.t, 4500)).toBe('4.5 KB');
    expect(formatBytes(i18n.t, 4_449_000)).toBe('4.4 MB');
    expect(formatBytes(i18n.t, 123_456_789_012)).toBe('123.5 GB');
    try {
      await changeLanguage('fr-FR');
      expect(formatBytes(i18n.t, 2_300_000_000)).toBe('2,3\u00a0Go');
    } finally {
      await changeLanguage('en-GB');
    }
  });

  it('marks the current section of the nav', () => {
    expect(isCurrentSection('/admin', '/admin')).toBe(true);
    expect(isCurrentSection('/admin', '/admin/')).toBe(true);
    expect(isCurrentSection('/admin', '/admin/audit')).toBe(false);
    expect(isCurrentSection('/admin/orders/device', '/admin/orders/device/123')).toBe(true);
    expect(isCurrentSection('/admin/orders/device', '/admin/orders/data')).toBe(false);
  });

  it('finds the first message of a list field, skipping the element', () => {
    expect(firstErrorMessage({ message: 'At most 20 colours' })).toBe('At most 20 colours');
    const element = { message: 'not this', tagName: 'INPUT' };
    expect(firstErrorMessage({ 1: { message: 'Each storage option must be a number of GB', ref: element } })).toBe(
      'Each storage option must be a number of GB',
    );
    expect(firstErrorMessage({ ref: element })).toBeUndefined();
    expect(firstErrorMessage(undefined)).toBeUndefined();
  });

  it('labels models and leaves retired ones out of the picker, keeping the chosen one', () => {
    expect(modelLabel(model('1', 'published'))).toBe('Apple Model 1 · Phone');
    expect(modelLabel(model('2', 'draft'))).toBe('Apple Model 2 · Phone (draft)');
    // The brand once, not "Apple Apple Watch".
    expect(modelLabel({ ...model('4', 'published'), name: 'Apple Watch Series 9', type: 'Watch' })).toBe(
      'Apple Watch Series 9 · Watch',
    );
    const list = [model('1', 'published'), model('2', 'retired'), model('3', 'draft')];
    expect(pickableModels(list, null).map((item) => item.id)).toEqual(['1', '3']);
    expect(pickableModels([], model('9', 'draft')).map((item) => item.id)).toEqual(['9']);
  });

  it("starts the report on the last 30 days in London's calendar", () => {
    // 00:30 on 1 July in London is still 30 June in UTC.
    const now = new Date('2025-06-30T23:30:00Z');
    expect(londonDay(now)).toBe('2025-07-01');
    expect(defaultPeriod(now)).toEqual({ from: '2025-06-02', to: '2025-07-01' });
  });
});

describe('audit details', () => {
  it('reads as key: value lines, nested values as JSON, nothing for none', async () => {
    const { detailLines } = await import('./audit-detail');
    expect(detailLines({ from: 'Received', to: 'Wiped', note: null, steps: [1, 2] })).toEqual([
      'from: Received',
      'to: Wiped',
      'note: null',
      'steps: [1,2]',
    ]);
    expect(detailLines(null)).toEqual([]);
    expect(detailLines({})).toEqual([]);
  });
});
