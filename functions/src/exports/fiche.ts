/**
 * [issue 13] The condominium fact sheet as a PDF: read from the register (the condominium, its current
 * declaration, its holder, its current mandate), written by `sectionsFiche` (shared/src/domain/copropriete/
 * ficheCopropriete.ts), drawn on A4. A sheet is a few kilobytes drawn in a few milliseconds: a zip of many is made
 * one sheet at a time (functions/src/exports/zip.ts), never all in memory.
 */
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { sectionsFiche, type DonneesFiche } from '@registre/shared/domain/copropriete/ficheCopropriete';
import type { ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { estPublie } from '@registre/shared/domain/rnic/registre';
import { DocumentA4 } from '../adapters/pdf/documentA4.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import { db } from '../adapters/dynamodb/service.ts';
import { chargerTitulaires, syndicDe, titulaireDe, type ImageCopropriete } from '../projecteurs/annuaire.ts';

const PRODUCTEUR = "Registre national d'immatriculation des copropriétés";

/** The registered condominium of that number (a draft, a refused or a deleted one has no sheet): null otherwise. */
export async function coproprieteImmatriculee(immatriculation: string): Promise<Copropriete | null> {
  const { data } = await db().entities.copropriete.query.parImmatriculation({ immatriculation }).go();
  return data.find((c) => estPublie(c.etat, c.immatriculation)) ?? null;
}

/** What the sheet shows of a registered condominium. */
export async function donneesFiche(c: Copropriete): Promise<DonneesFiche> {
  const e = db().entities;
  const [declaration, mandat] = await Promise.all([
    c.idDeclarationCourante ? e.declaration.get({ idDeclaration: c.idDeclarationCourante }).go() : null,
    c.idMandatCourant ? e.mandat.get({ idCopropriete: c.idCopropriete, idMandat: c.idMandatCourant }).go() : null,
    c.idTeledeclarant ? chargerTitulaires([c.idTeledeclarant]) : null,
  ]);
  const image = c as unknown as ImageCopropriete;
  return {
    immatriculation: c.immatriculation!,
    etat: c.etat,
    dateImmatriculation: c.dateImmatriculation ?? null,
    syndic: syndicDe(image, titulaireDe(image)),
    mandat: mandat?.data
      ? { debut: mandat.data.dateDebut, fin: mandat.data.dateFin }
      : c.dateFinMandat
        ? { debut: c.dateDebutMandat ?? null, fin: c.dateFinMandat }
        : null,
    statutMajAnnuelle: c.statutMajAnnuelle ?? null,
    dateDerniereMajAnnuelle: c.dateDerniereMajAnnuelle ?? null,
    blocs: declaration!.data!.immatCopropriete as ImmatCopropriete,
  };
}

/** The sheet as an A4 PDF: heading, the sections as label/value rows, the confidentiality note, page footers. */
export async function fichePdf(d: DonneesFiche, jour: Date): Promise<Uint8Array> {
  const nom = d.blocs.identification.nomCopropriete;
  const doc = await DocumentA4.creer({
    titre: `Fiche copropriété ${d.immatriculation}${nom ? ` - ${nom}` : ''}`,
    sujet: "Données du registre national d'immatriculation des copropriétés",
    auteur: PRODUCTEUR,
    jour,
  });
  doc.paragraphe(PRODUCTEUR, { police: doc.gras, taille: 9, couleur: doc.couleurs.bleu });
  doc.espace(10);
  doc.paragraphe(`Fiche copropriété ${d.immatriculation}`, { police: doc.gras, taille: 18 });
  if (nom) doc.paragraphe(nom, { taille: 13 });
  doc.paragraphe(`Données du registre au ${dateDuJourParis(jour).split('-').reverse().join('/')}`, {
    taille: 9,
    couleur: doc.couleurs.gris,
  });
  for (const s of sectionsFiche(d)) {
    doc.titre(s.titre, 12);
    for (const [libelle, valeur] of s.lignes) doc.cleValeur(libelle, valeur);
  }
  doc.espace(12);
  doc.paragraphe(
    "Données déclarées par le syndic ou le notaire, sous leur responsabilité. Document réservé à l'usage des services " +
      'signataires de la charte de confidentialité du registre : ne pas diffuser.',
    { police: doc.italique, taille: 8.5, couleur: doc.couleurs.gris },
  );
  return doc.finir((n, total) => `${PRODUCTEUR} - fiche ${d.immatriculation} - page ${n} / ${total}`);
}
