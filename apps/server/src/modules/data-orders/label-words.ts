import type { Language } from '@recircuit/contract';

/**
 * The postage label's words, per language (the owner's saved language). en-GB is the source;
 * `{{placeholders}}` are filled with fillMessage.
 */
export interface LabelWords {
  title: string;
  /** The PDF's document title: {{orderNumber}} */
  documentTitle: string;
  to: string;
  from: string;
  orderNumber: string;
  /** Under the QR code. */
  scan: string;
  /** How to pack and send the device. */
  instructions: string;
  /** {{hours}} */
  bringIn: string;
}

export const LABEL_WORDS: Record<Language, LabelWords> = {
  'en-GB': {
    title: 'Postage label',
    documentTitle: 'Postage label for order {{orderNumber}}',
    to: 'To',
    from: 'From',
    orderNumber: 'Order number',
    scan: 'For ReCircuit staff: scan to open the order',
    instructions:
      'Cut out the label and stick it on the parcel. Switch the device off, take out any SIM or memory card, and pack it well. Send it with a tracked service and keep your receipt.',
    bringIn: 'Or bring the device to the hub with this label or your order number. Opening hours: {{hours}}.',
  },
  'de-DE': {
    title: 'Versandetikett',
    documentTitle: 'Versandetikett für Auftrag {{orderNumber}}',
    to: 'An',
    from: 'Von',
    orderNumber: 'Auftragsnummer',
    scan: 'Für das ReCircuit-Team: scannen, um den Auftrag zu öffnen',
    instructions:
      'Schneiden Sie das Etikett aus und kleben Sie es auf das Paket. Schalten Sie das Gerät aus, entnehmen Sie SIM- und Speicherkarten und verpacken Sie es gut. Versenden Sie es mit Sendungsverfolgung und bewahren Sie den Beleg auf.',
    bringIn:
      'Oder bringen Sie das Gerät mit diesem Etikett oder Ihrer Auftragsnummer zum Hub. Öffnungszeiten: {{hours}}.',
  },
  'fr-FR': {
    title: 'Étiquette d’envoi',
    documentTitle: 'Étiquette d’envoi de la commande {{orderNumber}}',
    to: 'Destinataire',
    from: 'Expéditeur',
    orderNumber: 'Numéro de commande',
    scan: 'Pour l’équipe ReCircuit\u00a0: scannez pour ouvrir la commande',
    instructions:
      'Découpez l’étiquette et collez-la sur le colis. Éteignez l’appareil, retirez toute carte SIM ou mémoire et emballez-le bien. Envoyez-le en suivi et gardez votre reçu.',
    bringIn:
      'Vous pouvez aussi déposer l’appareil au centre avec cette étiquette ou votre numéro de commande. Horaires d’ouverture\u00a0: {{hours}}.',
  },
  'zh-CN': {
    title: '邮寄标签',
    documentTitle: '订单 {{orderNumber}} 的邮寄标签',
    to: '收件方',
    from: '寄件人',
    orderNumber: '订单号',
    scan: '供 ReCircuit 工作人员扫描以打开订单',
    instructions:
      '请剪下标签并贴在包裹上。请关闭设备，取出 SIM 卡和存储卡，并妥善包装。请使用可追踪的快递服务寄送，并保留收据。',
    bringIn: '您也可以携带此标签或订单号将设备送到服务中心。营业时间：{{hours}}。',
  },
};
