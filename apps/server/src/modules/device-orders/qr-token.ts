import { signToken, verifyToken } from '../../lib/signed-token.ts';

const QR_PURPOSE = 'device-qr';

/**
 * The QR's view token `t`: `<expiry in seconds, base 36>.<signature of device and expiry>`.
 * It only shows the order, never confirms a hand-in (docs/api.md, "Ownership").
 */
export function signQrToken(secret: string, deviceId: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${expiry}.${signToken(secret, QR_PURPOSE, `${deviceId}:${expiry}`)}`;
}

/** Whether `token` was signed for this device and has not expired by `now`. */
export function qrTokenValid(secret: string, deviceId: string, token: string | undefined, now = Date.now()): boolean {
  const [expiry, signature, ...rest] = (token ?? '').split('.');
  if (!expiry || !signature || rest.length > 0 || !/^[0-9a-z]{1,10}$/.test(expiry)) return false;
  if (parseInt(expiry, 36) * 1000 <= now) return false;
  return verifyToken(secret, QR_PURPOSE, `${deviceId}:${expiry}`, signature);
}
