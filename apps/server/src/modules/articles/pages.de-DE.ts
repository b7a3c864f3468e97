import type { PageTranslations } from './page-words.ts';

/** The information pages in German, for site search (docs/translations/de-DE.md, "Site search"). */
export const PAGE_WORDS_DE_DE = {
  recycleNow: {
    title: 'Mein Gerät recyceln',
    text: 'Wählen Sie Ihre Geräteart, erhalten Sie sofort einen Preis in Pfund und geben Sie Ihr Handy, Tablet, Ihren Laptop, Ihre Smartwatch oder Spielkonsole mit einem QR-Code ab. Recycling, Verkauf oder Ankauf – Sie haben die Wahl.',
  },
  dataService: {
    title: 'Datenservice',
    text: 'Retten Sie Ihre Fotos, Videos, Kontakte und Dokumente von einem alten Gerät oder lassen Sie es nach NIST SP 800-88 löschen – mit Löschzertifikat.',
  },
  dataRetrieval: {
    title: 'Datenrettung',
    text: 'Wir kopieren Ihre Daten von einem alten Handy oder Laptop und bewahren sie drei Monate lang sicher für Sie auf, auf Wunsch bis zu sechs Monate.',
  },
  dataErasure: {
    title: 'Datenlöschung',
    text: 'Kostenlose Standardlöschung für jedes recycelte Gerät oder eine zertifizierte Löschung mit einem Zertifikat, das Sie selbst prüfen können.',
  },
  about: {
    title: 'Über uns',
    text: 'Wer wir sind, was wir mit Ihren Geräten und Ihren Daten tun und wie wir ganz offen Geld verdienen: mit einer Vermittlungsprovision und einem kostenpflichtigen Datenservice.',
  },
  recyclingGuide: {
    title: 'Recycling-Ratgeber',
    text: 'So bereiten Sie ein Gerät vor, bevor Sie es recyceln, spenden oder verkaufen: Daten sichern (Backup), von Konten und „Wo ist?“ abmelden, auf Werkseinstellungen zurücksetzen, SIM- und Speicherkarten entnehmen, Akkusicherheit, Reparieren und Spenden.',
  },
  locations: {
    title: 'Recyclingstelle finden',
    text: 'Suchen Sie per britischer Postleitzahl (Postcode) oder Ort nach Wertstoffhöfen (Household Waste Recycling Centres, HWRC), Rücknahmestellen im Handel und Charity-Shops (Secondhandläden für wohltätige Zwecke), die Elektrogeräte und Batterien annehmen.',
  },
  articles: {
    title: 'Neuigkeiten und Artikel',
    text: 'Artikel über Elektroschrott, Reparatur, die Recycle Week (britische Aktionswoche fürs Recycling), die Wirkung Ihres Recyclings und Akkusicherheit.',
  },
} as const satisfies PageTranslations;
