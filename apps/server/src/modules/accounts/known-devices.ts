import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@recircuit/contract';
import { newId } from '../../lib/ids.ts';
import { signToken, verifyToken } from '../../lib/signed-token.ts';

/**
 * The known-device cookie (docs/api.md, "Signing in safely"): after a sign-in the browser keeps,
 * for a year, a signed note of the accounts it signed in to. A right password from such a
 * browser is always accepted, whatever an attacker's failures elsewhere did to the email's
 * limits. It proves nothing on its own: the password is still checked.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Only sign-in requests need it, so the browser sends it nowhere else. */
const COOKIE_PATH = `${API_BASE}/deviceOwner`;
const PURPOSE = 'known-device';
/** A shared computer may sign in to a few accounts; each keeps its own entry. */
const MAX_ACCOUNTS = 5;
const PART = /^[A-Za-z0-9_-]{1,64}$/;

export interface KnownDevice {
  userId: string;
  /** Random per browser and account: the key of the device's own failure count. */
  deviceId: string;
}

export class KnownDevices {
  private readonly secret: string;
  private readonly secure: boolean;

  constructor(secret: string, secure: boolean) {
    this.secret = secret;
    this.secure = secure;
  }

  /** The accounts this browser signed in to; entries not signed by this server (or mangled) are dropped. */
  read(request: FastifyRequest): KnownDevice[] {
    const value = request.cookies[KNOWN_DEVICE_COOKIE];
    if (!value || value.length > 1000) return [];
    const devices: KnownDevice[] = [];
    for (const entry of value.split('~').slice(0, MAX_ACCOUNTS)) {
      const [userId, deviceId, signature, ...rest] = entry.split('.');
      if (!userId || !deviceId || rest.length > 0 || !PART.test(userId) || !PART.test(deviceId)) continue;
      if (verifyToken(this.secret, PURPOSE, `${userId}.${deviceId}`, signature)) devices.push({ userId, deviceId });
    }
    return devices;
  }

  /** The device id this browser holds for `userId`, if it signed in to that account before. */
  deviceFor(request: FastifyRequest, userId: string): string | undefined {
    return this.read(request).find((device) => device.userId === userId)?.deviceId;
  }

  /** After a sign-in: names `userId` first (keeping its device id), then up to four other accounts. */
  remember(request: FastifyRequest, reply: FastifyReply, userId: string): void {
    const known = this.read(request);
    const deviceId = known.find((device) => device.userId === userId)?.deviceId ?? newId('dev');
    const entries = [{ userId, deviceId }, ...known.filter((device) => device.userId !== userId)]
      .slice(0, MAX_ACCOUNTS)
      .map((device) => `${device.userId}.${device.deviceId}.${this.sign(device)}`);
    reply.setCookie(KNOWN_DEVICE_COOKIE, entries.join('~'), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: COOKIE_PATH,
      maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
    });
  }

  private sign(device: KnownDevice): string {
    return signToken(this.secret, PURPOSE, `${device.userId}.${device.deviceId}`);
  }
}
