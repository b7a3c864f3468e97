import type { PageTranslations } from './page-words.ts';

/** The information pages in French, for site search (docs/translations/fr-FR.md, "Site search"). */
export const PAGE_WORDS_FR_FR = {
  recycleNow: {
    title: 'Recycler mon appareil',
    text: 'Choisissez le type de votre appareil, obtenez tout de suite un prix en livres sterling et déposez votre téléphone, tablette, ordinateur portable, montre connectée ou console de jeux grâce à un QR code. Recyclage, vente ou reprise : à vous de choisir.',
  },
  dataService: {
    title: 'Service données',
    text: 'Récupérez vos photos, vidéos, contacts et documents depuis un ancien appareil, ou faites-le effacer selon la norme NIST SP 800-88, certificat d’effacement à la clé.',
  },
  dataRetrieval: {
    title: 'Récupération de données',
    text: 'Nous copions les données de votre ancien téléphone ou ordinateur portable et les hébergeons en toute sécurité pendant trois mois, une durée prolongeable jusqu’à six mois.',
  },
  dataErasure: {
    title: 'Effacement des données',
    text: 'Un effacement standard gratuit pour chaque appareil recyclé, ou un effacement certifié avec un certificat que vous pouvez vérifier.',
  },
  about: {
    title: 'À propos',
    text: 'Qui nous sommes, ce que nous faisons de vos appareils et de vos données, et comment nous gagnons de l’argent en toute transparence : une commission d’apport et un service données payant.',
  },
  recyclingGuide: {
    title: 'Guide du recyclage',
    text: 'Comment préparer un appareil avant de le recycler, de le donner ou de le vendre : sauvegarde, déconnexion de vos comptes et de Localiser, réinitialisation d’usine, retrait de la carte SIM et des cartes mémoire, sécurité des batteries, réparation et don.',
  },
  locations: {
    title: 'Trouver un point de recyclage',
    text: 'Recherchez par code postal britannique (postcode) ou par lieu les déchetteries (HWRC), les points de reprise en magasin et les boutiques caritatives (charity shops) qui acceptent les appareils électriques, les piles et les batteries.',
  },
  articles: {
    title: 'Actualités et articles',
    text: 'Des articles sur les déchets électroniques, la réparation, la Recycle Week (la semaine nationale du recyclage), l’impact de votre recyclage et la sécurité des batteries.',
  },
} as const satisfies PageTranslations;
