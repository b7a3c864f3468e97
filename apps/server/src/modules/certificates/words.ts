import type { DataDeviceType, ERASE_METHODS, Language } from '@recircuit/contract';

type EraseMethod = (typeof ERASE_METHODS)[number];

/**
 * The words of the certificate of erasure, per language: the certificate is written in its
 * owner's saved language (docs/product.md, "Certificates"). en-GB is the source and never
 * changes to fit a translation; terms follow docs/translations/<language>.md.
 * `{{placeholders}}` are filled with fillMessage.
 */
export interface CertificateWords {
  tagline: string;
  title: string;
  /** {{standard}} */
  sanitisedTo: string;
  /** The PDF's document title: {{code}} */
  documentTitle: string;
  /** The PDF's subject: {{orderNumber}}, {{standard}} */
  documentSubject: string;
  sections: { certificate: string; device: string; sanitisation: string; performed: string };
  labels: {
    code: string;
    issued: string;
    orderNumber: string;
    type: string;
    makeAndModel: string;
    serial: string;
    methodType: string;
    methodUsed: string;
    tool: string;
    verificationMethod: string;
    verificationResult: string;
    standard: string;
    performedBy: string;
    completed: string;
  };
  notRecorded: string;
  /** Ends with a colon: the verification address follows on the next line. */
  footer: string;
  /** The certificate's device types; en-GB prints the stored type itself. */
  deviceTypes: Record<DataDeviceType, string>;
  /** What each NIST SP 800-88 method did; the method names Clear and Purge are never translated. */
  methodDetail: Record<EraseMethod, string>;
  /** The verification result "Passed" (the only one a certificate is issued for). */
  passed: string;
}

const enGB: CertificateWords = {
  tagline: 'Recycle, retrieve, erase: responsibly',
  title: 'Certificate of Erasure',
  sanitisedTo: 'Sanitisation to {{standard}}',
  documentTitle: 'Certificate of erasure {{code}}',
  documentSubject: 'Erasure of order {{orderNumber}} to {{standard}}',
  sections: { certificate: 'Certificate', device: 'Device', sanitisation: 'Sanitisation', performed: 'Performed' },
  labels: {
    code: 'Certificate code',
    issued: 'Issued',
    orderNumber: 'Order number',
    type: 'Type',
    makeAndModel: 'Make and model',
    serial: 'Serial number',
    methodType: 'Method type',
    methodUsed: 'Method used',
    tool: 'Tool and version',
    verificationMethod: 'Verification method',
    verificationResult: 'Verification result',
    standard: 'Standard',
    performedBy: 'Performed by',
    completed: 'Completed',
  },
  notRecorded: 'Not recorded',
  footer:
    'This certificate is never changed. Check that it is genuine, and that it has not been revoked and replaced, ' +
    'by scanning the QR code or opening:',
  // As the verify page and the order page name them (apps/web/src/locales/en-GB/data.json).
  deviceTypes: {
    phone: 'Phone',
    tablet: 'Tablet',
    laptop: 'Laptop',
    desktop: 'Desktop computer',
    watch: 'Smartwatch',
    console: 'Games console',
    drive: 'Hard drive or SSD',
    other: 'Other device',
  },
  methodDetail: {
    Clear: 'Overwrite of all user-addressable storage by logical techniques (factory reset or overwrite)',
    Purge:
      'Cryptographic erase or the storage device\u2019s sanitise command, so that recovery is infeasible even in a laboratory',
  },
  passed: 'Passed',
};

const zhCN: CertificateWords = {
  tagline: '回收、提取、擦除，每一步都负责任',
  title: '擦除证书',
  sanitisedTo: '按 {{standard}} 标准擦除数据',
  documentTitle: '擦除证书 {{code}}',
  documentSubject: '订单 {{orderNumber}} 的数据擦除（{{standard}}）',
  sections: { certificate: '证书信息', device: '设备信息', sanitisation: '擦除方式', performed: '执行信息' },
  labels: {
    code: '证书核验码',
    issued: '签发时间',
    orderNumber: '订单号',
    type: '设备类型',
    makeAndModel: '品牌和型号',
    serial: '序列号',
    methodType: '方法类型',
    methodUsed: '具体方法',
    tool: '工具及版本',
    verificationMethod: '验证方式',
    verificationResult: '验证结果',
    standard: '标准',
    performedBy: '执行人',
    completed: '完成时间',
  },
  notRecorded: '未记录',
  footer: '本证书签发后不会再作任何修改。如需确认证书真实有效、未被撤销或替换，请扫描二维码或打开以下网址：',
  deviceTypes: {
    phone: '手机',
    tablet: '平板电脑',
    laptop: '笔记本电脑',
    desktop: '台式电脑',
    watch: '智能手表',
    console: '游戏机',
    drive: '硬盘或固态硬盘',
    other: '其他设备',
  },
  methodDetail: {
    Clear: '以逻辑方式（恢复出厂设置或覆写）覆写用户可访问的全部存储区域',
    Purge: '采用加密擦除或存储设备自带的安全擦除命令，即使在实验室中也无法恢复数据',
  },
  passed: '通过',
};

const deDE: CertificateWords = {
  tagline: 'Recyceln, retten, löschen – verantwortungsvoll',
  title: 'Löschzertifikat',
  sanitisedTo: 'Datenlöschung nach {{standard}}',
  documentTitle: 'Löschzertifikat {{code}}',
  documentSubject: 'Datenlöschung zu Auftrag {{orderNumber}} nach {{standard}}',
  sections: { certificate: 'Zertifikat', device: 'Gerät', sanitisation: 'Löschung', performed: 'Durchführung' },
  labels: {
    code: 'Zertifikatscode',
    issued: 'Ausgestellt am',
    orderNumber: 'Auftragsnummer',
    type: 'Geräteart',
    makeAndModel: 'Marke und Modell',
    serial: 'Seriennummer',
    methodType: 'Art der Methode',
    methodUsed: 'Angewandtes Verfahren',
    tool: 'Werkzeug und Version',
    verificationMethod: 'Verifizierungsmethode',
    verificationResult: 'Verifizierungsergebnis',
    standard: 'Standard',
    performedBy: 'Durchgeführt von',
    completed: 'Abgeschlossen am',
  },
  notRecorded: 'Nicht erfasst',
  footer:
    'Dieses Zertifikat wird nie geändert. Ob es echt ist und nicht widerrufen und ersetzt wurde, prüfen Sie, ' +
    'indem Sie den QR-Code scannen oder diese Adresse öffnen:',
  deviceTypes: {
    phone: 'Handy',
    tablet: 'Tablet',
    laptop: 'Laptop',
    desktop: 'Desktop-Computer',
    watch: 'Smartwatch',
    console: 'Spielkonsole',
    drive: 'Festplatte oder SSD',
    other: 'Anderes Gerät',
  },
  methodDetail: {
    Clear:
      'Überschreiben des gesamten für Nutzer adressierbaren Speichers mit logischen Verfahren ' +
      '(Zurücksetzen auf die Werkseinstellungen oder Überschreiben)',
    Purge:
      'Kryptografische Löschung oder der Befehl des Speichermediums zum sicheren Löschen, sodass sich die Daten ' +
      'selbst im Labor nicht wiederherstellen lassen',
  },
  passed: 'Bestanden',
};

const frFR: CertificateWords = {
  tagline: 'Recycler, récupérer, effacer\u00a0: en toute responsabilité',
  title: 'Certificat d\u2019effacement',
  sanitisedTo: 'Effacement selon la norme {{standard}}',
  documentTitle: 'Certificat d\u2019effacement {{code}}',
  documentSubject: 'Effacement des données de la commande {{orderNumber}} selon la norme {{standard}}',
  sections: { certificate: 'Certificat', device: 'Appareil', sanitisation: 'Effacement', performed: 'Réalisation' },
  labels: {
    code: 'Code du certificat',
    issued: 'Date de délivrance',
    orderNumber: 'Numéro de commande',
    type: 'Type d\u2019appareil',
    makeAndModel: 'Marque et modèle',
    serial: 'Numéro de série',
    methodType: 'Type de méthode',
    methodUsed: 'Procédé appliqué',
    tool: 'Outil et version',
    verificationMethod: 'Méthode de vérification',
    verificationResult: 'Résultat de la vérification',
    standard: 'Norme',
    performedBy: 'Réalisé par',
    completed: 'Date de réalisation',
  },
  notRecorded: 'Non enregistré',
  footer:
    'Ce certificat n\u2019est jamais modifié. Pour vérifier qu\u2019il est authentique et qu\u2019il n\u2019a pas été ' +
    'révoqué puis remplacé, scannez le code QR ou ouvrez l\u2019adresse suivante\u00a0:',
  deviceTypes: {
    phone: 'Téléphone',
    tablet: 'Tablette',
    laptop: 'Ordinateur portable',
    desktop: 'Ordinateur de bureau',
    watch: 'Montre connectée',
    console: 'Console de jeux',
    drive: 'Disque dur ou SSD',
    other: 'Autre appareil',
  },
  methodDetail: {
    Clear:
      'Réécriture de tout l\u2019espace de stockage accessible à l\u2019utilisateur par des techniques logiques ' +
      '(réinitialisation d\u2019usine ou réécriture)',
    Purge:
      'Effacement cryptographique ou commande d\u2019effacement sécurisé du support de stockage, rendant toute ' +
      'récupération impossible, même en laboratoire',
  },
  passed: 'Concluant',
};

export const CERTIFICATE_WORDS: Record<Language, CertificateWords> = {
  'en-GB': enGB,
  'zh-CN': zhCN,
  'de-DE': deDE,
  'fr-FR': frFR,
};
