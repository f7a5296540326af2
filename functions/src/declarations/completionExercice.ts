/**
 * [issue 11] Completing an exercise declared with accounts the general assembly had not approved
 * (COMPTESNONAPPROUVES, spec 000 §4 typeMaj): a new declaration in force with the completed financial block, the
 * exercise locked (verrou.ts). Moved out of miseAJour.ts (issue 27) to keep each file readable.
 */
import { avertissementsDonneesFinancieres } from '@registre/shared/domain/copropriete/avertissements';
import type { ContexteDeclaration, ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { dernierEnregistre, enregistrerExercice, exerciceDuBloc } from '@registre/shared/domain/copropriete/verrou';
import { dateIsoVersFr } from '@registre/shared/domain/valeurs';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { donneesFinancieresSchema } from '@registre/shared/schemas/copropriete/donneesFinancieres';
import type { completionExerciceSchema } from '@registre/shared/schemas/copropriete/miseAJour';
import type { z } from 'zod';
import { transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import type { Session } from '../platform/session.ts';
import { erreursParChamp } from './brouillons.ts';
import { prochainNumero } from './commun.ts';
import {
  chargerCopropriete,
  contexteMiseAJour,
  declarationSource,
  exercicesDe,
  exigerPossible,
  type ResultatMiseAJour,
} from './miseAJour.ts';
import { majCopropriete } from './ecrituresMiseAJour.ts';

type Completion = z.infer<typeof completionExerciceSchema>;

/**
 * PUT mettreAJourDonneesFinancieres/{id}: the exercise declared with unapproved accounts, completed once the
 * assembly approved them (COMPTESNONAPPROUVES): a new declaration in force with that financial block, the exercise
 * locked. Same closing date as the exercise to complete; accounts approved; every financial rule and warning.
 */
export async function completerExercice(
  s: Session,
  idCopropriete: number,
  b: Completion,
  maintenant: Date,
): Promise<ResultatMiseAJour> {
  const c = await chargerCopropriete(idCopropriete);
  exigerPossible(s, c, 'COMPTESNONAPPROUVES');
  if (b.version !== c.version) throw new ErreurMetier('CONFLIT_MODIFICATION');
  const aCompleter = dernierEnregistre(exercicesDe(c));
  if (!aCompleter?.nonApprouve) throw new ErreurMetier('MISE_A_JOUR_IMPOSSIBLE');
  const courante = await declarationSource(c, 'STANDARD');
  const blocs = courante.immatCopropriete as ImmatCopropriete;
  const ctx: ContexteDeclaration = {
    ...contexteMiseAJour(c, { typeMaj: 'COMPTESNONAPPROUVES' }, maintenant),
    dateReglementCopropriete: blocs.identification.dateReglementCopropriete,
    nbLots: blocs.identification.nbLots,
  };
  const r = donneesFinancieresSchema(ctx).safeParse(b.donneesFinancieres);
  if (!r.success) throw new ErreurMetier('REQUETE_INVALIDE', erreursParChamp(r.error.issues, ['donneesFinancieres']));
  const df = r.data;
  const erreurs: Record<string, string> = {};
  if (df.dateClotureComptes !== aCompleter.dateClotureComptes)
    erreurs['donneesFinancieres.dateClotureComptes'] =
      `La date de clôture est celle de l'exercice à compléter (${dateIsoVersFr(aCompleter.dateClotureComptes)}).`;
  if (df.comptesNonApprouves !== false)
    erreurs['donneesFinancieres.comptesNonApprouves'] =
      "Les comptes de l'exercice doivent avoir été approuvés par l'assemblée générale pour le compléter.";
  if (Object.keys(erreurs).length) throw new ErreurMetier('REQUETE_INVALIDE', erreurs);
  const autres = {
    ...ctx,
    exercicesPrecedents: (ctx.exercicesPrecedents ?? []).filter((e) => e.dateClotureComptes !== df.dateClotureComptes),
  };
  const confirme = new Set(b.confirmations);
  const nonConfirmes = avertissementsDonneesFinancieres(df, autres).filter((a) => !confirme.has(a.code));
  if (nonConfirmes.length)
    throw new ErreurMetier(
      'AVERTISSEMENTS_NON_CONFIRMES',
      Object.fromEntries(nonConfirmes.map((a) => [`donneesFinancieres.${a.champ}`, a.message])),
    );

  const idDeclaration = await prochainNumero('declaration');
  const valeur: ImmatCopropriete = { ...blocs, donneesFinancieres: df };
  const exercices = enregistrerExercice(exercicesDe(c), exerciceDuBloc(df, idDeclaration, 'COMPTESNONAPPROUVES'));
  const quand = maintenant.toISOString();
  const { acteur, profil } = acteurDe(s);
  await transaction((e) => [
    e.declaration
      .create({
        idDeclaration,
        idCopropriete,
        idTeledeclarant: s.idTeledeclarant ?? c.idTeledeclarant ?? 0,
        loginCreateur: s.login,
        loginDeclarant: s.login,
        profilDeclarant: s.profil,
        statut: 'COURANT',
        typeDeclaration: 'COURANTE',
        typeImmat: c.typeImmat,
        typeMaj: 'COMPTESNONAPPROUVES',
        immatCopropriete: valeur,
        confirmations: b.confirmations,
        isExerciceNonApprouve: false,
        nomCopropriete: c.nomCopropriete,
        adresseReference: c.adresseReference,
        dateCreation: quand,
        dateModification: quand,
        dateSoumission: quand,
        dateTraitement: quand,
      })
      .commit(),
    e.declaration
      .patch({ idDeclaration: courante.idDeclaration })
      .set({ statut: 'ARCHIVE', dateModification: quand })
      .add({ version: 1 })
      .where((a, { eq }) => eq(a.statut, 'COURANT'))
      .commit(),
    majCopropriete(e, c, c.version, { valeur, idDeclaration, exercices, quand, annuelle: df, cles: [...(c.clesDoublon ?? [])] }),
    ligneJournal(e, {
      categorie: 'MISE_A_JOUR',
      type: 'COMPTES_APPROUVES',
      acteur,
      profil,
      cible: c.immatriculation ?? String(idCopropriete),
      details: { idCopropriete, idDeclaration, dateClotureComptes: df.dateClotureComptes! },
      quand: maintenant,
    }),
  ]);
  return {
    idCopropriete,
    idDeclaration,
    typeMaj: 'COMPTESNONAPPROUVES',
    message: `Les données financières de l'exercice clos le ${dateIsoVersFr(df.dateClotureComptes!)} sont complétées ; l'exercice est désormais verrouillé.`,
  };
}
