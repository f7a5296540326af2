/**
 * [issue 25] `POST /api/logiciels/v1/coproprietes/{numero}/mises-a-jour-annuelles` (and each entry of a batch) and
 * `…/mises-a-jour-standard`: the annual or the standard update of one of the establishment's condominiums, through
 * the forms' use cases:
 * 1. the condominium of that number, held by the establishment (else 404); `version`, when given, must be the
 *    condominium's (else 409: the software read it before someone else changed it);
 * 2. the update draft opened from the declaration in force, in memory (`preparerMiseAJour`, ANNUELLE or STANDARD,
 *    started again: a draft left in progress on the site is replaced, as the form's « recommencer » does); whether
 *    that kind of update is possible now (an annual update once a year, the condominium's state) is the form's rule
 *    (`exigerPossible`, 409 MISE_A_JOUR_IMPOSSIBLE);
 * 3. the blocks sent laid over the draft's, field by field (`fusionnerBlocs`: what is absent stays as declared);
 * 4. the update recorded (`enregistrerMiseAJour`: every rule of the form, the warnings confirmed by
 *    `confirmerAvertissements`, the lock of approved exercises, ONE transaction under the optimistic lock of the
 *    version the draft was opened on — the opening's writes and the declaration in force together —, its journal
 *    line naming the software through the request context).
 * An update refused by the rules writes its draft on the condominium's record, where the syndic may finish it on the
 * site; one recorded never wrote a draft.
 */
import { avertissementsImmatCopropriete } from '@registre/shared/domain/copropriete/avertissements';
import { fusionnerBlocs } from '@registre/shared/domain/logiciels/fusion';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import {
  immatCoproprieteBrouillonSchema,
  immatCoproprieteDepuisServeur,
} from '@registre/shared/schemas/copropriete/immatCopropriete';
import type { MajAnnuelleLogiciel } from '@registre/shared/schemas/logiciels/api';
import type { Session } from '../../platform/session.ts';
import { erreursParChamp } from '../../declarations/brouillons.ts';
import { contexteMiseAJour, enregistrerMiseAJour } from '../../declarations/miseAJour.ts';
import { preparerMiseAJour } from '../../declarations/ouvertureMiseAJour.ts';
import { logger } from '../../platform/logger.ts';
import { avecCheminsJson, coproprieteDuTitulaire, exigerEtablissement } from './commun.ts';

export const MESSAGE_VERSION_PERIMEE =
  'La copropriété a été modifiée depuis la version donnée : relisez sa fiche, puis renvoyez la mise à jour avec sa version.';

export interface ResultatMajLogiciel {
  numeroImmatriculation: string;
  idDeclaration: number;
  typeMaj: string;
  message: string;
}

/** The kinds of update the web service makes: the annual one, the standard one (at any time). */
export type TypeMajLogiciel = 'ANNUELLE' | 'STANDARD';

/** The update of kind `typeMaj` of the establishment's condominium `numero`; field errors with JSON paths. */
export async function miseAJourParLogiciel(
  s: Session | null,
  numero: string,
  typeMaj: TypeMajLogiciel,
  corps: MajAnnuelleLogiciel,
  maintenant: Date,
): Promise<ResultatMajLogiciel> {
  const session = exigerEtablissement(s);
  return avecCheminsJson(async () => {
    const c = await coproprieteDuTitulaire(session, numero);
    if (corps.version !== undefined && corps.version !== c.version)
      throw new ErreurMetier('CONFLIT_MODIFICATION', undefined, MESSAGE_VERSION_PERIMEE);
    const ouverte = await preparerMiseAJour(session, c.idCopropriete, typeMaj, maintenant);
    const { brouillon } = ouverte;
    const enregistrer = async () => {
      const formulaire = fusionnerBlocs(immatCoproprieteDepuisServeur(brouillon.immatCopropriete as ImmatCopropriete), corps);
      let confirmations: string[] = [];
      if (corps.confirmerAvertissements) {
        const lu = immatCoproprieteBrouillonSchema.safeParse(formulaire);
        if (!lu.success) throw new ErreurMetier('REQUETE_INVALIDE', erreursParChamp(lu.error.issues));
        const contexte = contexteMiseAJour(ouverte.copropriete, brouillon, maintenant);
        confirmations = avertissementsImmatCopropriete({ ...lu.data, infoRattachement: null }, contexte).map((a) => a.code);
      }
      // recorded from what the opening read: the draft, the condominium and the source are not read again
      return enregistrerMiseAJour(
        session,
        brouillon.idDeclaration,
        { version: brouillon.version, immatCopropriete: formulaire, confirmations, verifierEtape: false },
        maintenant,
        ouverte,
      );
    };
    const r = await enregistrer().catch(async (e: unknown) => {
      // refused by the rules: the draft is left on the record, where the syndic may finish it on the site (a lost
      // race leaves nothing: the software reads again)
      if (e instanceof ErreurMetier && e.code !== 'CONFLIT_MODIFICATION')
        await ouverte.enMemoire.ecrire().catch((err: unknown) =>
          logger.warn('brouillon de mise à jour du logiciel non écrit après un refus', {
            idCopropriete: c.idCopropriete,
            erreur: err instanceof Error ? err.message : String(err),
          }),
        );
      throw e;
    });
    return {
      numeroImmatriculation: c.immatriculation ?? numero,
      idDeclaration: r.idDeclaration,
      typeMaj: r.typeMaj,
      message: r.message,
    };
  });
}
