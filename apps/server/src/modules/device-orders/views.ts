import {
  VOUCHER_PERCENT,
  guideFor,
  type OrderDetail,
  type OrderListItem,
  type ByPostView,
  type Hub,
  type OrderPlace,
  type SavedDevice,
} from '@recircuit/contract';
import { toPounds } from '../catalogue/pricing.ts';
import { nextPostStep } from './post-steps.ts';
import { qrStateOf } from './qr-state.ts';
import type { DeviceOrderRow } from './repository.ts';

const pounds = (pence: number | null) => (pence === null ? null : toPounds(pence));

export function savedDeviceView(order: DeviceOrderRow): SavedDevice {
  return {
    deviceId: order.deviceId,
    orderId: order.id,
    orderNumber: order.orderNumber,
    classification: order.classification,
    price: pounds(order.pricePence),
    commission: pounds(order.commissionPence),
    voucherCode: order.voucherCode,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
  };
}

export function listItemView(order: DeviceOrderRow): OrderListItem {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    deviceId: order.deviceId,
    classification: order.classification,
    type: order.type,
    brand: order.brand,
    deviceName: order.modelName,
    color: order.color,
    storage: order.storageGb,
    grade: order.grade,
    price: pounds(order.pricePence),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
  };
}

export function detailView(
  order: DeviceOrderRow,
  owner: { firstName: string; lastName: string; username: string; email: string } | undefined,
  history: { status: DeviceOrderRow['status']; at: Date; partnerId: string | null; partnerName: string | null }[],
  access: { canConfirm: boolean; isOwner: boolean },
  where: { place: OrderPlace | null; hub: Hub | null; post: ByPostView | null },
): OrderDetail {
  // Neither the owner nor staff: someone at a counter (the QR's holder, or a partner with its key).
  const atCounter = !access.isOwner && !access.canConfirm;
  const lastName = owner?.lastName ?? '';
  return {
    ...listItemView(order),
    firstName: owner?.firstName ?? '',
    // What a counter needs to greet the owner, and no contact details: a QR can be photographed.
    lastName: atCounter ? initialOf(lastName) : lastName,
    username: atCounter ? null : (owner?.username ?? ''),
    email: atCounter ? null : (owner?.email ?? ''),
    voucherCode: order.voucherCode,
    voucherStatus: order.voucherCode ? (order.voucherActivatedAt ? 'activated' : 'available') : null,
    voucherPercent: order.voucherCode ? VOUCHER_PERCENT : null,
    commission: pounds(order.commissionPence),
    description: order.description,
    year: order.year,
    history: history.map((entry) => ({
      status: entry.status,
      at: entry.at.toISOString(),
      partner: entry.partnerId ? { partnerId: entry.partnerId, name: entry.partnerName ?? '' } : null,
    })),
    quoteValidUntil: order.quoteExpiresAt?.toISOString() ?? null,
    ...where,
    byPost: order.byPost,
    offer: pounds(order.offerPence),
    condition: order.condition ?? null,
    handover: { guide: guideFor(order.type, order.brand), done: order.handoverDone },
    gradeFound: order.gradeFound,
    revisedPrice: pounds(order.revisedPricePence),
    // A lower grade was found and the revised offer waits for the owner's answer, at the counter or online.
    awaitingDecision: order.byPost
      ? nextPostStep(order) === 'decision'
      : order.gradeFound !== null && order.status === 'Submitted' && order.revisedPricePence !== null,
    paid: pounds(order.paidPence),
    payoutMethod: order.payoutMethod,
    cancelReason: order.cancelReason,
    qrState: qrStateOf(order),
    ...access,
  };
}

function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? `${first.toUpperCase()}.` : '';
}
