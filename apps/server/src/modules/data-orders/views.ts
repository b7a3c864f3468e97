import {
  penceToPounds,
  type DataOrderDetail,
  type DataOrderListItem,
  type DataOrderStatus,
  type DataOrderStep,
  type DataServiceCreated,
  type Hub,
} from '@recircuit/contract';
import type { DataOrderRow } from './repository.ts';

export function createdView(order: DataOrderRow, checkoutUrl: string | null): DataServiceCreated {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    price: penceToPounds(order.pricePence),
    status: order.status,
    checkoutUrl,
  };
}

export function listItemView(order: DataOrderRow): DataOrderListItem {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    serviceType: order.serviceType,
    deviceName: order.deviceName,
    dataType: order.dataType,
    dataSize: order.dataSizeGb,
    storageDuration: order.storageMonths,
    price: penceToPounds(order.pricePence),
    status: order.status,
    createdTime: order.createdAt.toISOString(),
  };
}

export interface DetailExtras {
  history: { status: DataOrderStatus; at: Date; step: DataOrderStep | null }[];
  downloads: { at: Date; address: string; by: 'owner' | 'staff' | null }[];
  certificateCode: string | null;
  extendableMonths: number;
  extensionPending: boolean;
  isOwner: boolean;
  hub: Hub;
}

export function detailView(order: DataOrderRow, extras: DetailExtras): DataOrderDetail {
  return {
    ...listItemView(order),
    deviceType: order.deviceType,
    eraseLevel: order.eraseLevel,
    history: extras.history.map((entry) => ({
      status: entry.status,
      at: entry.at.toISOString(),
      step: entry.step,
    })),
    startRequestedAt: order.startRequestedAt?.toISOString() ?? null,
    receivedAt: order.receivedAt?.toISOString() ?? null,
    afterCare: order.afterCare
      ? {
          choice: order.afterCare,
          returnAddress: order.returnAddress ?? null,
          doneAt: order.afterCareDoneAt?.toISOString() ?? null,
          trackingReference: order.trackingReference,
          recycleOrderNumber: order.recycleOrderNumber,
        }
      : null,
    hub: extras.hub,
    paidAt: order.paidAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    expiresAt: order.expiresAt?.toISOString() ?? null,
    archiveSize: order.archiveDeletedAt ? null : order.archiveBytes,
    certificateCode: extras.certificateCode,
    certificateUrl: extras.certificateCode
      ? `/proxy/api/certificates/${encodeURIComponent(extras.certificateCode)}/pdf`
      : null,
    downloads: extras.downloads.map((entry) => ({
      at: entry.at.toISOString(),
      address: entry.address,
      by: entry.by,
    })),
    extendableMonths: extras.extendableMonths,
    extensionPending: extras.extensionPending,
    isOwner: extras.isOwner,
  };
}

/** What the owner's data export holds of each order (UK GDPR). */
export function exportView(order: DataOrderRow) {
  return {
    ...listItemView(order),
    deviceType: order.deviceType,
    deviceSerial: order.deviceSerial,
    eraseLevel: order.eraseLevel,
    paidAt: order.paidAt?.toISOString() ?? null,
    startRequestedAt: order.startRequestedAt?.toISOString() ?? null,
    receivedAt: order.receivedAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    expiresAt: order.expiresAt?.toISOString() ?? null,
    afterCare: order.afterCare,
    returnAddress: order.returnAddress,
    afterCareDoneAt: order.afterCareDoneAt?.toISOString() ?? null,
    trackingReference: order.trackingReference,
    recycleOrderNumber: order.recycleOrderNumber,
  };
}
