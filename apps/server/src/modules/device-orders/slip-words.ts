import type { DeviceOrderKind, HandoverStep, Language } from '@recircuit/contract';

/**
 * The words of the hand-in slip, per language: the slip is written in its owner's saved
 * language (docs/product.md, "The QR stays with the order"). en-GB is the source.
 * `{{placeholders}}` are filled with fillMessage.
 */
export interface SlipWords {
  title: string;
  /** The PDF's document title: {{orderNumber}} */
  documentTitle: string;
  /** What to do with the slip, under the title. */
  instructions: string;
  labels: {
    orderNumber: string;
    device: string;
    condition: string;
    payment: string;
    offer: string;
    handInBy: string;
    place: string;
    address: string;
    openingHours: string;
  };
  /** What the owner gets, by kind of order (a sold device shows its offer instead). */
  payment: Record<Exclude<DeviceOrderKind, 'current'>, string>;
  hoursUnknown: string;
  /** {{place}} */
  demo: string;
  /** {{date}} */
  expires: string;
  /** The owner's checklist before hand-in: each step, done or not yet. */
  handover: { title: string; done: string; notDone: string; steps: Record<HandoverStep, string> };
}

const enGB: SlipWords = {
  title: 'Hand-in slip',
  documentTitle: 'Hand-in slip for order {{orderNumber}}',
  instructions:
    'Take your device and this slip (or the QR code on your order page) to the place below. The counter scans the QR code to record the hand-in.',
  labels: {
    orderNumber: 'Order number',
    device: 'Device',
    condition: 'Condition you declared',
    payment: 'Payment',
    offer: 'Offer',
    handInBy: 'Hand in by',
    place: 'Hand in at',
    address: 'Address',
    openingHours: 'Opening hours',
  },
  payment: {
    rare: 'Offered at the counter',
    recycle: 'None: recycling is free',
    donate: 'None: a donation',
  },
  hoursUnknown: 'Not known: please check before you go',
  demo: '{{place}} is a demo partner for trying the site, not a real shop: nobody there will take your device.',
  expires: 'This slip and its QR code stop working after {{date}}.',
  handover: {
    title: 'Before hand-in, you ticked',
    done: 'Done',
    notDone: 'Not ticked',
    steps: {
      backup: 'Back up',
      signOut: 'Sign out of the accounts that lock it',
      removeCards: 'Remove SIM and memory cards',
      reset: 'Factory reset',
    },
  },
};

const deDE: SlipWords = {
  title: 'Abgabeschein',
  documentTitle: 'Abgabeschein zu Auftrag {{orderNumber}}',
  instructions:
    'Bringen Sie Ihr Gerät und diesen Schein (oder den QR-Code auf der Seite Ihres Auftrags) zum unten genannten Ort. Am Schalter wird der QR-Code gescannt, um die Abgabe zu erfassen.',
  labels: {
    orderNumber: 'Auftragsnummer',
    device: 'Gerät',
    condition: 'Ihre Angabe zum Zustand',
    payment: 'Zahlung',
    offer: 'Angebot',
    handInBy: 'Abgabe bis',
    place: 'Abgabe bei',
    address: 'Adresse',
    openingHours: 'Öffnungszeiten',
  },
  payment: {
    rare: 'Angebot am Schalter',
    recycle: 'Keine: Recycling ist kostenlos',
    donate: 'Keine: eine Spende',
  },
  hoursUnknown: 'Nicht bekannt: Bitte erkundigen Sie sich vorher',
  demo: '{{place}} ist ein Demo-Partner zum Ausprobieren der Website und kein echtes Geschäft: Dort nimmt niemand Ihr Gerät an.',
  expires: 'Dieser Schein und sein QR-Code gelten nach dem {{date}} nicht mehr.',
  handover: {
    title: 'Vor der Abgabe haben Sie abgehakt',
    done: 'Erledigt',
    notDone: 'Nicht abgehakt',
    steps: {
      backup: 'Datensicherung',
      signOut: 'Von den sperrenden Konten abgemeldet',
      removeCards: 'SIM- und Speicherkarten entfernt',
      reset: 'Auf Werkseinstellungen zurückgesetzt',
    },
  },
};

const frFR: SlipWords = {
  title: 'Bon de dépôt',
  documentTitle: 'Bon de dépôt de la commande {{orderNumber}}',
  instructions:
    'Apportez votre appareil et ce bon (ou le code QR de la page de votre commande) au lieu indiqué ci-dessous. Le comptoir scanne le code QR pour enregistrer le dépôt.',
  labels: {
    orderNumber: 'Numéro de commande',
    device: 'Appareil',
    condition: 'État que vous avez déclaré',
    payment: 'Paiement',
    offer: 'Offre',
    handInBy: 'À déposer avant le',
    place: 'Lieu de dépôt',
    address: 'Adresse',
    openingHours: 'Horaires d’ouverture',
  },
  payment: {
    rare: 'Offre faite au comptoir',
    recycle: 'Aucun : le recyclage est gratuit',
    donate: 'Aucun : c’est un don',
  },
  hoursUnknown: 'Inconnus : renseignez-vous avant d’y aller',
  demo: '{{place}} est un partenaire de démonstration pour essayer le site, pas un vrai magasin : personne n’y prendra votre appareil.',
  expires: 'Ce bon et son code QR ne fonctionnent plus après le {{date}}.',
  handover: {
    title: 'Avant la remise, vous avez coché',
    done: 'Fait',
    notDone: 'Non coché',
    steps: {
      backup: 'Sauvegarde',
      signOut: 'Déconnexion des comptes qui verrouillent l’appareil',
      removeCards: 'Cartes SIM et mémoire retirées',
      reset: 'Réinitialisation d’usine',
    },
  },
};

const zhCN: SlipWords = {
  title: '交付单',
  documentTitle: '订单 {{orderNumber}} 的交付单',
  instructions: '请携带设备和本交付单（或订单页面上的二维码）前往下方地点。柜台会扫描二维码，记录交付。',
  labels: {
    orderNumber: '订单号',
    device: '设备',
    condition: '您申报的成色',
    payment: '付款',
    offer: '报价',
    handInBy: '交付截止',
    place: '交付地点',
    address: '地址',
    openingHours: '营业时间',
  },
  payment: {
    rare: '在柜台报价',
    recycle: '无：回收免费',
    donate: '无：捐赠',
  },
  hoursUnknown: '未知：前往前请先确认',
  demo: '{{place}} 是用于试用本网站的演示合作伙伴，并非真实商店：那里没有人会接收您的设备。',
  expires: '{{date}} 之后，本交付单及其二维码将失效。',
  handover: {
    title: '交付前您已勾选',
    done: '已完成',
    notDone: '未勾选',
    steps: {
      backup: '备份',
      signOut: '退出会锁定设备的账号',
      removeCards: '取出 SIM 卡和存储卡',
      reset: '恢复出厂设置',
    },
  },
};

export const SLIP_WORDS: Record<Language, SlipWords> = {
  'en-GB': enGB,
  'zh-CN': zhCN,
  'de-DE': deDE,
  'fr-FR': frFR,
};
