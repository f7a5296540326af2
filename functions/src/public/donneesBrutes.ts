/**
 * Raw data (issue 10, spec 001 §7 "Raw data"): the list of files the nightly export wrote, the download of one
 * (a 5-minute link to that object only: the name must be a listed file, nothing else of the bucket is
 * reachable), and the keepers' administrators' immediate export with its follow-up. Each download is counted
 * (`nbTelechargementDonneesBrutes`, MCO indicators).
 */
import { randomUUID } from 'node:crypto';
import { estAdminTeneur } from '@registre/shared/domain/profils';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { donneesBrutes } from '@registre/shared/routes/index';
import { db } from '../adapters/dynamodb/service.ts';
import { libererVerrouExport, prendreVerrouExport } from '../adapters/dynamodb/limitesExports.ts';
import { lienTelechargement } from '../adapters/s3/exports.ts';
import { demarrerWorkflow, etatExecution } from '../adapters/workflows/index.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import { config } from '../platform/config.ts';
import { implementer, ReponseHttp } from '../platform/http.ts';
import { cleFichier, listerFichiers } from '../donneesOuvertes/export.ts';

export const WORKFLOW_EXPORT = 'export-donnees-brutes';
export const COMPTEUR_TELECHARGEMENTS = 'nbTelechargementDonneesBrutes';

const arnExecution = (nom: string) =>
  `${config().WORKFLOW_ARN_PREFIX.replace(':stateMachine:', ':execution:')}${WORKFLOW_EXPORT}:${nom}`;

export const implementationsDonneesBrutes = [
  implementer(donneesBrutes.fichiers, async () => ({ fichiers: await listerFichiers() })),

  implementer(donneesBrutes.telecharger, async ({ query }) => {
    const fichiers = await listerFichiers();
    const f = query.fichier ? fichiers.find((x) => x.nom === query.fichier) : fichiers[0];
    if (!f) throw new ErreurMetier(query.fichier ? 'RESSOURCE_INTROUVABLE' : 'DONNEES_BRUTES_INTROUVABLES');
    const lien = await lienTelechargement(cleFichier(f.date.replaceAll('-', '')), f.nom);
    await db().entities.compteur.update({ nom: COMPTEUR_TELECHARGEMENTS }).add({ valeur: 1 }).go();
    return new ReponseHttp(302, null, {
      location: lien,
      'content-disposition': `attachment; filename="${f.nom}"`,
      'cache-control': 'no-store',
    });
  }),

  implementer(donneesBrutes.lancerExport, async ({ session, maintenant }) => {
    // the institutions hold DONNEES_BRUTES to download; only the keepers' administrators start an export
    if (!estAdminTeneur(session.profil)) throw new ErreurMetier('ACCES_NON_AUTORISE');
    const nom = `teneur-${maintenant.toISOString().replace(/\D/g, '').slice(0, 14)}-${randomUUID().slice(0, 8)}`;
    // [issue 27] one raw-data export at a time for the whole register, 10 starts an hour per account: the lock,
    // the account's count and the journal line in one transaction (409 / 429); the workflow releases the lock
    const verrou = await prendreVerrouExport({
      genre: 'donnees-brutes',
      demandeur: 'registre',
      login: session.login,
      execution: nom,
      maintenant,
      journal: {
        categorie: 'DONNEES_OUVERTES',
        type: 'DEMANDE_EXPORT_DONNEES_BRUTES',
        ...acteurDe(session),
        cible: nom,
        quand: maintenant,
      },
    });
    try {
      await demarrerWorkflow(WORKFLOW_EXPORT, { maintenant: maintenant.toISOString(), verrou }, nom);
    } catch (e) {
      await libererVerrouExport(verrou);
      throw e;
    }
    return {
      execution: nom,
      message: "L'export des données brutes est lancé : le fichier du jour sera disponible dans quelques minutes.",
    };
  }),

  implementer(donneesBrutes.suivreExport, async ({ session, params }) => {
    // only exports the keepers' administrators started exist for a caller: an institution has none to follow
    if (!estAdminTeneur(session.profil) || !params.execution.startsWith('teneur-'))
      throw new ErreurMetier('RESSOURCE_INTROUVABLE');
    const e = await etatExecution(arnExecution(params.execution)).catch((err: unknown) => {
      if (err instanceof Error && /ExecutionDoesNotExist/.test(err.name + err.message))
        throw new ErreurMetier('RESSOURCE_INTROUVABLE');
      throw err;
    });
    if (e.statut === 'RUNNING') return { statut: 'EN_COURS' as const, fichier: null };
    if (e.statut === 'SUCCEEDED') return { statut: 'TERMINE' as const, fichier: e.sortie as never };
    return { statut: 'ECHEC' as const, fichier: null };
  }),
];
