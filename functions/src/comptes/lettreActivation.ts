/**
 * The activation letter (spec 001 §9: "activation code sent by post within 15 days"): an A4 PDF with the
 * register's letterhead, the address block in the window of a DL envelope, the code and how to use it.
 * Standard PDF fonts (WinAnsi: every French letter is there) keep the file small and need no font file.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { ecrire } from '../adapters/pdf/texte.ts';
import { DELAI_COURRIER_JOURS, ESSAIS_CODE_MAX, CHEMIN_ACTIVATION } from '@registre/shared/domain/activation';

export interface LettreActivation {
  idTeledeclarant: number;
  siret: string;
  /** address block: company name, "À l'attention de …", then the establishment's address lines */
  destinataire: string[];
  code: string;
  urlApplication: string;
  date: Date;
}

const BLEU = rgb(0, 0, 0.57);
const GRIS = rgb(0.35, 0.35, 0.35);
const dateFr = (d: Date) =>
  d.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' });
const siretLisible = (s: string) => `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6, 9)} ${s.slice(9)}`;

/** The paragraphs of the letter (also the text kept with the local outbox record). */
export function texteLettre(l: LettreActivation): { objet: string; paragraphes: string[] } {
  return {
    objet: "Code d'activation de votre compte de télédéclarant",
    paragraphes: [
      'Madame, Monsieur,',
      `Un compte de télédéclarant a été créé pour votre établissement (SIRET ${siretLisible(l.siret)}) sur le registre national d'immatriculation des copropriétés, et son mot de passe a été choisi. Pour achever son activation, connectez-vous puis saisissez le code ci-dessous à la page « Activation du compte » (${l.urlApplication}${CHEMIN_ACTIVATION}).`,
      `VOTRE CODE D'ACTIVATION : ${l.code}`,
      `Ce courrier vous est adressé dans un délai de ${DELAI_COURRIER_JOURS} jours suivant la création du mot de passe. Tant que ce code n'a pas été saisi, votre compte reste en attente d'activation. Le code est personnel : ne le communiquez à personne. Après ${ESSAIS_CODE_MAX} saisies erronées, il est bloqué ; le teneur du registre peut alors vous en adresser un nouveau.`,
      "Si vous n'êtes pas à l'origine de cette inscription, contactez le teneur du registre depuis la rubrique « Aide » du site.",
      "Nous vous prions d'agréer, Madame, Monsieur, l'expression de nos salutations distinguées.",
      "Le teneur du registre national d'immatriculation des copropriétés",
    ],
  };
}

export async function lettreActivationPdf(l: LettreActivation): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle("Code d'activation - Registre national des copropriétés");
  doc.setAuthor("Registre national d'immatriculation des copropriétés");
  doc.setLanguage('fr-FR');
  doc.setCreationDate(l.date);
  const page = doc.addPage([595.28, 841.89]); // A4
  const normal = await doc.embedFont(StandardFonts.Helvetica);
  const gras = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.CourierBold);
  const marge = 56;
  const largeur = 595.28 - 2 * marge;

  // letterhead
  page.drawText('RÉPUBLIQUE', { x: marge, y: 790, size: 11, font: gras });
  page.drawText('FRANÇAISE', { x: marge, y: 777, size: 11, font: gras });
  page.drawText('Liberté', { x: marge, y: 761, size: 8, font: normal, color: GRIS });
  page.drawText('Égalité', { x: marge, y: 751, size: 8, font: normal, color: GRIS });
  page.drawText('Fraternité', { x: marge, y: 741, size: 8, font: normal, color: GRIS });
  page.drawText("Registre national d'immatriculation", { x: marge + 150, y: 790, size: 12, font: gras, color: BLEU });
  page.drawText('des copropriétés', { x: marge + 150, y: 775, size: 12, font: gras, color: BLEU });
  page.drawText('Teneur du registre - articles L711-1 et suivants du code de la construction et de l’habitation', {
    x: marge + 150,
    y: 760,
    size: 7.5,
    font: normal,
    color: GRIS,
  });

  // address block, in the window of a DL envelope (right side)
  let y = 690;
  for (const [i, ligne] of l.destinataire.filter(Boolean).entries()) {
    page.drawText(ligne.slice(0, 38), { x: 320, y, size: 10, font: i === 0 ? gras : normal });
    y -= 13;
  }

  y = 560;
  page.drawText(`Le ${dateFr(l.date)}`, { x: 320, y, size: 10, font: normal });
  y -= 30;
  const { objet, paragraphes } = texteLettre(l);
  page.drawText(`Objet : ${objet}`, { x: marge, y, size: 10, font: gras });
  y -= 14;
  page.drawText(`Référence : télédéclarant n° ${l.idTeledeclarant}`, { x: marge, y, size: 10, font: normal });
  y -= 30;
  for (const p of paragraphes) {
    if (p.startsWith("VOTRE CODE D'ACTIVATION")) {
      page.drawRectangle({ x: marge, y: y - 26, width: largeur, height: 44, borderColor: BLEU, borderWidth: 1.5 });
      page.drawText("Votre code d'activation :", { x: marge + 16, y: y - 8, size: 11, font: gras, color: BLEU });
      page.drawText(l.code, { x: marge + 200, y: y - 10, size: 20, font: mono });
      y -= 48;
      continue;
    }
    y = ecrire(page, p, marge, y, p.startsWith('Le teneur') ? gras : normal, 10, largeur) - 8;
  }
  page.drawText('Document généré automatiquement - ne pas répondre à ce courrier.', {
    x: marge,
    y: 40,
    size: 7.5,
    font: normal,
    color: GRIS,
  });
  return doc.save();
}
