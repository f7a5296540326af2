/**
 * [issue 25] `POST /api/logiciels/v1/coproprietes`: a syndic's software registers a condominium with the whole
 * declaration in one body, under the wizard's rules: the submission's own pure check (`verifierDeclaration`: every
 * rule, the confirmed warnings), the supporting PDF, then the duplicate search, all before anything is written.
 *
 * Without a probable duplicate the condominium is registered at once by the submission's use case
 * (`immatriculerSansDoublon`): one transaction creates the condominium, its mandate, its duplicate keys, the
 * declaration (COURANT: the software never had a draft) and the journal line, then the mail goes. Probable
 * duplicates: each registered one must be named in `doublonsConserves` (the syndic declares it another condominium),
 * else 409 DOUBLON_TROUVE lists them; a duplicate still waiting for its own registration has no number to name. The
 * declaration then takes the wizard's path to the keepers: the draft is created (`enregistrerBrouillon`, its journal
 * line) and submitted (`soumettreDeclaration`: the request with its one-working-day deadline and its
 * `delai-validation` workflow); a submission that fails after the draft was written deletes that draft again. The
 * warnings are confirmed by `confirmerAvertissements` (those the declaration raises, nothing else).
 */
import { avertissementsImmatCopropriete } from '@registre/shared/domain/copropriete/avertissements';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { immatCoproprieteBrouillonSchema } from '@registre/shared/schemas/copropriete/immatCopropriete';
import type { Doublon } from '@registre/shared/schemas/copropriete/api';
import type { immatriculationLogicielSchema } from '@registre/shared/schemas/logiciels/api';
import type { z } from 'zod';
import type { Declaration } from '../../adapters/dynamodb/declaration.ts';
import { logger } from '../../platform/logger.ts';
import type { Session } from '../../platform/session.ts';
import { ReponseHttp } from '../../platform/http.ts';
import { enregistrerBrouillon, erreursParChamp, supprimerBrouillon } from '../../declarations/brouillons.ts';
import { chargerDeclaration, contexteDe, exigerAutoriteParcours, raisonSocialeDe } from '../../declarations/commun.ts';
import { verifierJustificatifMandat } from '../../declarations/justificatif.ts';
import { trouverDoublons } from '../../declarations/doublons.ts';
import { immatriculerSansDoublon, soumettreDeclaration, verifierDeclaration } from '../../declarations/soumission.ts';
import { avecCheminsJson, exigerEtablissement } from './commun.ts';

type Immatriculation = z.output<typeof immatriculationLogicielSchema>;

const libelleDoublon = (d: Doublon) =>
  [formaterImmatriculation(d.immatriculation!), d.nomCopropriete, d.adresseReference].filter(Boolean).join(', ');

/** 409 when a registered probable duplicate is not among those the software declares distinct. */
function exigerDoublonsConserves(doublons: readonly Doublon[], conserves: readonly string[]) {
  const nonNommes = doublons.filter((d) => d.immatriculation && !conserves.includes(d.immatriculation));
  if (nonNommes.length === 0) return;
  throw new ErreurMetier(
    'DOUBLON_TROUVE',
    {
      doublonsConserves:
        `Des copropriétés déjà immatriculées ressemblent à celle-ci : ${nonNommes.map(libelleDoublon).join(' ; ')}. ` +
        "S'il s'agit bien d'une autre copropriété, renvoyez la déclaration en donnant leurs numéros dans doublonsConserves : la demande ira au teneur du registre.",
    },
    undefined,
    undefined,
    { doublons: nonNommes.map((d) => d.immatriculation!).join(',') },
  );
}

export async function immatriculerParLogiciel(s: Session | null, corps: Immatriculation, maintenant: Date): Promise<ReponseHttp> {
  const session = exigerEtablissement(s);
  exigerAutoriteParcours(session, 'DEFAULT');
  const { doublonsConserves, confirmerAvertissements, ...blocs } = corps;
  return avecCheminsJson(async () => {
    // the body checked as the submission will check it, before anything is written
    const lu = immatCoproprieteBrouillonSchema.safeParse(blocs);
    if (!lu.success) throw new ErreurMetier('REQUETE_INVALIDE', erreursParChamp(lu.error.issues));
    const valeur = lu.data;
    const ctx = contexteDe({ typeImmat: 'DEFAULT' }, maintenant);
    const confirmations = confirmerAvertissements ? avertissementsImmatCopropriete(valeur, ctx).map((a) => a.code) : [];
    const enMemoire = { typeImmat: 'DEFAULT', immatCopropriete: valeur } as Declaration;
    const verifiee = verifierDeclaration(enMemoire, confirmations, maintenant);
    const [doublons, representantLegal] = await Promise.all([
      trouverDoublons(verifiee.identification, verifiee.donneesTechniques.nbBatimentsTotal, []),
      raisonSocialeDe(session.idTeledeclarant),
      verifierJustificatifMandat(session, verifiee),
    ]);
    exigerDoublonsConserves(doublons, doublonsConserves);
    if (doublons.length === 0) {
      // registered at once: the declaration is created with the condominium, no draft in between
      const r = await immatriculerSansDoublon({
        declaration: { idTeledeclarant: session.idTeledeclarant!, typeImmat: 'DEFAULT' },
        valeur: verifiee,
        session,
        maintenant,
        representantLegal,
        confirmations,
      });
      return new ReponseHttp(201, { statut: 'IMMATRICULEE', numeroImmatriculation: r.immatriculation!, idDemande: null });
    }

    // probable duplicates kept: the wizard's path, a draft then its submission to the keepers
    const brouillon = await enregistrerBrouillon(
      session,
      'recapitulatif',
      { id: null, version: null, typeImmat: 'DEFAULT', immatCopropriete: blocs, confirmations, verifierEtape: false },
      maintenant,
    );
    const id = brouillon.id!;
    try {
      const r = await soumettreDeclaration({
        session,
        declaration: (await chargerDeclaration(id))!,
        version: brouillon.version!,
        confirmations,
        doublonsConserves: true,
        doublons,
        maintenant,
      });
      return new ReponseHttp(202, {
        statut: 'EN_ATTENTE_VALIDATION',
        numeroImmatriculation: null,
        idDemande: r.idDemande!,
        dateLimite: r.echeance!,
      });
    } catch (e) {
      // the submission wrote nothing: the draft it would have submitted goes too (best effort)
      await supprimerBrouillon(session, id, maintenant).catch((err: unknown) =>
        logger.warn('brouillon du logiciel non supprimé après un refus', {
          idDeclaration: id,
          erreur: err instanceof Error ? err.message : String(err),
        }),
      );
      throw e;
    }
  });
}
