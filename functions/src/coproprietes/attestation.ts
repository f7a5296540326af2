/**
 * The registration certificate (issue 11: "after a registration is accepted, the declarant can download a
 * registration certificate"): an A4 PDF stating that the condominium is registered in the national register
 * (CCH art. L711-1) — its number, name, reference address, registration date, and the date of issue. Plain
 * layout, standard PDF fonts (WinAnsi: every French letter is there), like the activation letter. Nothing of
 * the syndic is printed (a volunteer syndic is a private person).
 *
 * Who may download it: the users of the declarant that holds the condominium (`idTeledeclarant`) and the
 * keepers; anyone else gets 404, as for an unknown id (ids reveal nothing). A condominium that is not (or no
 * longer) registered: 409.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { ecrire, lignes } from '../adapters/pdf/texte.ts';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { formaterAdresse } from '@registre/shared/domain/adresse';
import { dateIsoVersFr, formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db } from '../adapters/dynamodb/service.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import { ReponseHttp } from '../platform/http.ts';
import type { Session } from '../platform/session.ts';

export const NOM_REGISTRE = "Registre national d'immatriculation des copropriétés";

/** States in which the condominium no longer stands in the register: no certificate. */
const ETATS_SANS_ATTESTATION = new Set(['SUPPRIMEE', 'DISSOUTE', 'IMMATRICULATION_ANNULEE']);

export interface DonneesAttestation {
  immatriculation: string;
  nomCopropriete: string | null;
  adresseReference: string | null;
  /** ISO day */
  dateImmatriculation: string | null;
  /** the day of issue */
  delivreeLe: Date;
}

const jourDe = (v: string | undefined) => (!v ? null : /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : dateDuJourParis(new Date(v)));

/** The condominium the caller may get the certificate of: holder's users and keepers; 404 otherwise, 409 if not registered. */
export async function coproprieteAttestable(session: Session, idCopropriete: number): Promise<Copropriete> {
  const { data: c } = await db().entities.copropriete.get({ idCopropriete }).go();
  const teneur = session.autorites.includes('VALIDER_RATTACHEMENT_DECLARATION');
  const titulaire =
    c?.idTeledeclarant !== undefined && session.idTeledeclarant !== null && c?.idTeledeclarant === session.idTeledeclarant;
  if (!c || !(teneur || titulaire)) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  if (!c.immatriculation || ETATS_SANS_ATTESTATION.has(c.etat)) throw new ErreurMetier('COPROPRIETE_NON_IMMATRICULEE');
  return c;
}

export const donneesAttestation = (c: Copropriete, delivreeLe: Date): DonneesAttestation => ({
  immatriculation: c.immatriculation!,
  nomCopropriete: c.nomCopropriete ?? null,
  adresseReference: formaterAdresse({ libelle: c.adresseReference, codePostal: c.codePostal, commune: c.commune }) || null,
  dateImmatriculation: jourDe(c.dateImmatriculation),
  delivreeLe,
});

/** The lines of the certificate (also what a test reads back from the PDF). */
export function texteAttestation(d: DonneesAttestation) {
  const numero = formaterImmatriculation(d.immatriculation);
  return {
    titre: "Attestation d'immatriculation",
    certification:
      "Le teneur du registre national d'immatriculation des copropriétés atteste que la copropriété désignée ci-dessous " +
      "est immatriculée à ce registre, prévu à l'article L711-1 du code de la construction et de l'habitation.",
    champs: [
      ["Numéro d'immatriculation", numero],
      ['Nom de la copropriété', d.nomCopropriete ?? 'Non renseigné'],
      ['Adresse de référence', d.adresseReference ?? 'Non renseignée'],
      ["Date d'immatriculation", d.dateImmatriculation ? dateIsoVersFr(d.dateImmatriculation) : 'Non renseignée'],
    ] as [string, string][],
    delivrance: `Attestation délivrée le ${dateIsoVersFr(dateDuJourParis(d.delivreeLe))}, d'après les données du registre à cette date.`,
    mentions: [
      "Les données du registre sont déclarées par le syndic, le notaire ou l'administrateur provisoire de la copropriété, sous sa responsabilité.",
      "L'immatriculation peut être vérifiée à tout moment dans l'annuaire public du registre, par le numéro d'immatriculation.",
    ],
  };
}

const BLEU = rgb(0, 0, 0.57);
const GRIS = rgb(0.35, 0.35, 0.35);

/** The certificate as PDF bytes. */
export async function attestationPdf(d: DonneesAttestation): Promise<Uint8Array> {
  const t = texteAttestation(d);
  const doc = await PDFDocument.create();
  doc.setTitle(`${t.titre} ${formaterImmatriculation(d.immatriculation)}`);
  doc.setAuthor(NOM_REGISTRE);
  doc.setLanguage('fr-FR');
  doc.setCreationDate(d.delivreeLe);
  const page = doc.addPage([595.28, 841.89]); // A4
  const normal = await doc.embedFont(StandardFonts.Helvetica);
  const gras = await doc.embedFont(StandardFonts.HelveticaBold);
  const marge = 56;
  const largeur = 595.28 - 2 * marge;

  page.drawText("Registre national d'immatriculation", { x: marge, y: 790, size: 13, font: gras, color: BLEU });
  page.drawText('des copropriétés', { x: marge, y: 774, size: 13, font: gras, color: BLEU });
  page.drawText("Articles L711-1 et suivants du code de la construction et de l'habitation", {
    x: marge,
    y: 758,
    size: 8,
    font: normal,
    color: GRIS,
  });
  page.drawLine({ start: { x: marge, y: 745 }, end: { x: marge + largeur, y: 745 }, thickness: 1, color: BLEU });

  const titre = t.titre.toUpperCase();
  page.drawText(titre, { x: (595.28 - gras.widthOfTextAtSize(titre, 18)) / 2, y: 690, size: 18, font: gras });

  let y = ecrire(page, t.certification, marge, 640, normal, 11, largeur) - 18;
  const hauteur = t.champs.length * 26 + 16;
  page.drawRectangle({ x: marge, y: y - hauteur + 14, width: largeur, height: hauteur, borderColor: BLEU, borderWidth: 1.2 });
  y -= 8;
  for (const [libelle, valeur] of t.champs) {
    page.drawText(`${libelle} :`, { x: marge + 14, y, size: 10.5, font: normal, color: GRIS });
    const x = marge + 190;
    const suite = lignes(valeur, gras, 11, largeur - 204);
    page.drawText(suite[0] ?? '', { x, y, size: 11, font: gras });
    if (suite.length > 1) page.drawText(suite.slice(1).join(' '), { x, y: y - 12, size: 8.5, font: gras });
    y -= 26;
  }
  y -= 30;
  y = ecrire(page, t.delivrance, marge, y, normal, 10.5, largeur) - 10;
  for (const m of t.mentions) y = ecrire(page, m, marge, y, normal, 9, largeur, GRIS) - 6;
  y -= 24;
  page.drawText("Le teneur du registre national d'immatriculation des copropriétés", { x: marge, y, size: 10.5, font: gras });
  page.drawText("Document généré automatiquement par le registre national d'immatriculation des copropriétés.", {
    x: marge,
    y: 40,
    size: 7.5,
    font: normal,
    color: GRIS,
  });
  return doc.save();
}

/** The certificate of a condominium for the caller (holder's users, keepers), as PDF bytes. */
export async function attestationImmatriculation(
  session: Session,
  idCopropriete: number,
  maintenant: Date = new Date(),
): Promise<Uint8Array> {
  return attestationPdf(donneesAttestation(await coproprieteAttestable(session, idCopropriete), maintenant));
}

export const nomFichierAttestation = (immatriculation: string) => `attestation-immatriculation-${immatriculation}.pdf`;

/** GET api/coproprietes/attestation/{id}: the PDF as an attachment. */
export async function telechargerAttestation(session: Session, idCopropriete: number, maintenant: Date): Promise<ReponseHttp> {
  const c = await coproprieteAttestable(session, idCopropriete);
  const pdf = await attestationPdf(donneesAttestation(c, maintenant));
  return new ReponseHttp(200, Buffer.from(pdf), {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${nomFichierAttestation(c.immatriculation!)}"`,
    'cache-control': 'no-store',
  });
}
