/**
 * [issue 11] What a recorded update writes besides the declaration: the condominium's summary, declaration in
 * force, exercises and annual-update status (updates and completions), and the keeper's administrative update
 * mailed to the syndic. Moved out of miseAJour.ts (issue 27) to keep each file readable.
 */
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import type { DonneesFinancieres, ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { suiviAnnuel, type ExerciceEnregistre } from '@registre/shared/domain/copropriete/verrou';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import type { EntitesTransaction } from '../adapters/dynamodb/service.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import { prevenir } from '../adapters/messagerie/index.ts';
import { config } from '../platform/config.ts';
import { destinataireDeclarant } from '../validations/commun.ts';
import { resumeCopropriete } from './commun.ts';
import { sansNuls } from './immatriculer.ts';

/** The condominium after a recorded declaration: summary, declaration in force, exercises, annual-update status. */
export function majCopropriete(
  e: EntitesTransaction,
  c: Copropriete,
  versionLue: number,
  p: {
    valeur: ImmatCopropriete;
    idDeclaration: number;
    exercices: ExerciceEnregistre[];
    quand: string;
    annuelle: DonneesFinancieres | null;
    cles: string[];
  },
) {
  const suivi = suiviAnnuel({
    etat: c.etat,
    exercices: p.exercices,
    dateImmatriculation: c.dateImmatriculation ?? null,
    aujourdhui: dateDuJourParis(new Date(p.quand)),
  });
  const resume = resumeCopropriete(p.valeur);
  const aRetirer = [
    ...Object.entries(suivi)
      .filter(([, v]) => v === null)
      .map(([k]) => k),
    ...Object.entries(resume)
      .filter(([, v]) => v === undefined)
      .map(([k]) => k),
  ] as never[];
  let maj = e.copropriete.patch({ idCopropriete: c.idCopropriete }).set({
    ...sansNuls(resume),
    ...sansNuls(suivi),
    idDeclarationCourante: p.idDeclaration,
    exercices: p.exercices,
    dateModification: p.quand,
    ...(p.cles.length > 0 && { clesDoublon: p.cles }),
    ...(p.annuelle && {
      dateDerniereMajAnnuelle: p.quand,
      ...(p.annuelle.dateAg && { dateAgDerniereMajAnnuelle: p.annuelle.dateAg }),
    }),
  });
  if (aRetirer.length) maj = maj.remove(aRetirer);
  if (p.cles.length === 0 && c.clesDoublon?.length) maj = maj.remove(['clesDoublon']);
  return maj
    .add({ version: 1 })
    .where((a, { eq }) => eq(a.version, versionLue))
    .commit();
}

/** The keeper's administrative update is mailed to the syndic, with the reason. */
export async function prevenirSyndic(c: Copropriete, motif: string, maintenant: Date) {
  const dest = c.idTeledeclarant ? await destinataireDeclarant(null, c.idTeledeclarant) : null;
  const numero = c.immatriculation ? formaterImmatriculation(c.immatriculation) : '';
  await prevenir(
    dest && {
      a: dest.email,
      sujet: `Registre des copropriétés : le teneur du registre a mis à jour la copropriété ${numero}`,
      texte:
        `${dest.nom ? `Bonjour ${dest.nom},` : 'Bonjour,'}\n\n` +
        `Le teneur du registre a mis à jour les données de la copropriété « ${c.nomCopropriete ?? ''} » (n° ${numero}).\n\n` +
        `Motif indiqué par le teneur du registre :\n${motif}\n\n` +
        `Consultez la fiche de la copropriété : ${config().APP_URL.replace(/\/$/, '')}/copropriete/fiche/${c.idCopropriete}\n\n` +
        "Le teneur du registre national d'immatriculation des copropriétés\n(Ce message est envoyé automatiquement : merci de ne pas y répondre.)",
    },
    maintenant,
    'mise à jour administrative',
  );
}
