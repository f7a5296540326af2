/**
 * The one-working-day deadline of a request (spec 000 §1 "A possible duplicate leads to manual validation with an
 * answer within one working day"): the use case behind the task MarquerHorsDelai of the workflow
 * `delai-validation`, run once the deadline has come. The flag is ONE conditional write (only if not flagged yet
 * and the deadline is still the one waited for), committed BEFORE the mail: a second run, or two at once, mail
 * the keepers once. The request's version is left alone, so a keeper working on it is not put in conflict.
 */
import { doitMarquerHorsDelai } from '@registre/shared/domain/validations';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import { envoyerCourriel } from '../adapters/messagerie/index.ts';
import { config } from '../platform/config.ts';
import { logger } from '../platform/logger.ts';
import { lireDemande } from './commun.ts';
import { courrielHorsDelai } from './courriels.ts';

const ACTEUR = { acteur: 'delai-validation', profil: 'DEFAULT', modalite: 'WORKFLOW' as const };

export interface EntreeHorsDelai {
  idDemande: string;
  /** ISO instant the workflow waited for */
  echeance: string;
}

export async function marquerHorsDelai(
  entree: EntreeHorsDelai,
  maintenant = new Date(),
): Promise<{ idDemande: string; marquee: boolean; courriel: boolean }> {
  const d = await lireDemande(entree.idDemande);
  if (!d || !doitMarquerHorsDelai(d, entree.echeance)) return { idDemande: entree.idDemande, marquee: false, courriel: false };
  try {
    await transaction((e) => [
      e.demandeValidation
        .patch({ idDemande: d.idDemande })
        .set({ horsDelai: true })
        .where(
          (a, { eq, ne, notExists }) =>
            `(${notExists(a.horsDelai)} OR ${ne(a.horsDelai, true)}) AND ${eq(a.echeance, d.echeance)} AND ${ne(a.statut, 'DEMANDE_PRECISION')}`,
        )
        .commit(),
      ligneJournal(e, {
        categorie: 'VALIDATION',
        type: 'DEMANDE_HORS_DELAI',
        ...ACTEUR,
        cible: d.idDemande,
        details: { idCopropriete: d.idCopropriete, echeance: d.echeance },
        quand: maintenant,
      }),
    ]);
  } catch (e) {
    // flagged by another run, handled, or asked for precision in between: nothing to do
    if (e instanceof ErreurMetier) return { idDemande: d.idDemande, marquee: false, courriel: false };
    throw e;
  }
  const boite = config().COURRIEL_TENEURS;
  if (!boite) {
    logger.error('COURRIEL_TENEURS absent : demande hors délai signalée dans la file seulement', { idDemande: d.idDemande });
    return { idDemande: d.idDemande, marquee: true, courriel: false };
  }
  await envoyerCourriel(
    courrielHorsDelai({
      a: boite,
      idDemande: d.idDemande,
      typeDemande: d.typeDemande,
      nomCopropriete: d.nomCopropriete,
      dateDemande: d.dateDemande,
      echeance: d.echeance,
    }),
    maintenant,
  );
  return { idDemande: d.idDemande, marquee: true, courriel: true };
}
