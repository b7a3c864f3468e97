import { describe, expect, it } from 'vitest';
import { DEVICE_ORDER_STATUSES, nextDeviceOrderStatus } from '@recircuit/contract';
import { canReject, nextDataAction, nextDeviceAction, nextUnknownAction } from './next-action';

describe('the next action of a device order', () => {
  it('moves one step at a time and asks first only for the wipe and the completion', () => {
    expect(nextDeviceAction({ nextStatus: 'Handed in' })).toEqual({
      type: 'device-status',
      to: 'Handed in',
      confirm: false,
    });
    expect(nextDeviceAction({ nextStatus: 'Received' })).toEqual({
      type: 'device-status',
      to: 'Received',
      confirm: false,
    });
    expect(nextDeviceAction({ nextStatus: 'Wiped' })).toEqual({ type: 'device-status', to: 'Wiped', confirm: true });
    expect(nextDeviceAction({ nextStatus: 'Completed' })).toEqual({
      type: 'device-status',
      to: 'Completed',
      confirm: true,
    });
  });

  it('offers nothing once the order is over', () => {
    expect(nextDeviceAction({ nextStatus: null })).toEqual({ type: 'none' });
  });

  it("follows the server's step for every status (never a skip or a step back)", () => {
    for (const status of DEVICE_ORDER_STATUSES) {
      const action = nextDeviceAction({ nextStatus: nextDeviceOrderStatus(status) });
      const expected = nextDeviceOrderStatus(status);
      expect(action.type === 'device-status' ? action.to : null, status).toBe(expected);
    }
  });
});

describe('the next action of an unknown device', () => {
  it('reviews first, then identifies; rejecting is offered beside either', () => {
    const submitted = { actions: ['review', 'identify', 'reject'] as const };
    expect(nextUnknownAction({ actions: [...submitted.actions] })).toEqual({ type: 'review', confirm: false });
    expect(canReject({ actions: [...submitted.actions] })).toBe(true);
    expect(nextUnknownAction({ actions: ['identify', 'reject'] })).toEqual({ type: 'identify', confirm: true });
    expect(canReject({ actions: ['identify', 'reject'] })).toBe(true);
  });

  it('offers nothing once identified or rejected', () => {
    expect(nextUnknownAction({ actions: [] })).toEqual({ type: 'none' });
    expect(canReject({ actions: [] })).toBe(false);
  });
});

describe('the next action of a data order', () => {
  it('starts first, then archives a retrieval or records an erasure, both confirmed', () => {
    expect(nextDataAction({ actions: ['start'] })).toEqual({ type: 'start', confirm: false });
    expect(nextDataAction({ actions: ['start', 'archive'] })).toEqual({ type: 'start', confirm: false });
    expect(nextDataAction({ actions: ['archive'] })).toEqual({ type: 'archive', confirm: true });
    expect(nextDataAction({ actions: ['erasure'] })).toEqual({ type: 'erasure', confirm: true });
    expect(nextDataAction({ actions: ['correct'] })).toEqual({ type: 'correct', confirm: true });
  });

  it('receives the device first, and ends with the step of the owner’s choice before any correction', () => {
    expect(nextDataAction({ actions: ['receive'] })).toEqual({ type: 'receive', confirm: false });
    expect(nextDataAction({ actions: ['dispatch'] })).toEqual({ type: 'dispatch', confirm: true });
    expect(nextDataAction({ actions: ['collected'] })).toEqual({ type: 'collected', confirm: true });
    expect(nextDataAction({ actions: ['correct', 'recycled'] })).toEqual({ type: 'recycled', confirm: true });
  });

  it('offers nothing for an order awaiting payment, completed, expired or cancelled', () => {
    expect(nextDataAction({ actions: [] })).toEqual({ type: 'none' });
  });
});
