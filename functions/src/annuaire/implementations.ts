/** [issue 12] The public directory's and statistics' routes (area `public`). */
import { annuaire, statistiques } from '@registre/shared/routes/index';
import { ENTETE_ERREUR_ANNUAIRE, TROP_DE_RESULTATS } from '@registre/shared/schemas/annuaire';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { implementer, ReponseHttp } from '../platform/http.ts';
import { logger } from '../platform/logger.ts';
import { GROUPES_INDICATEURS } from '@registre/shared/domain/indicateurs';
import { db } from '../adapters/dynamodb/service.ts';
import { annees, chiffres, trimestres } from '../statistiques/chiffres.ts';
import { nomRapport, rapportPdf, rapportXlsx } from '../statistiques/rapport.ts';
import { carteAnnuaire, ficheAnnuaire, rechercherAnnuaire } from './recherche.ts';

/**
 * [issue 14] A report downloaded counts for the MCO indicators (nbTelechargementRapportBo, topEchelleGeographique):
 * one ADD on its level's counter, the only write this area's role allows (INDICATEUR#RAPPORT_BO). No journal line:
 * anyone downloads reports without an account, a line each would drown the keepers' journal. A failed count is
 * logged and the report still goes out: the visitor must not lose the download for a counter.
 */
async function compterRapport(niveau: string): Promise<void> {
  try {
    await db()
      .entities.indicateur.update({ groupe: GROUPES_INDICATEURS.telechargementsRapport, cle: niveau })
      .add({ valeur: 1 })
      .go();
  } catch (e) {
    logger.error('téléchargement du rapport non compté', { erreur: (e as Error).message });
  }
}

export const implementationsAnnuaire = [
  implementer(annuaire.rechercherAnnuaire, async ({ body }) => {
    const page = await rechercherAnnuaire(body);
    return page.tropDeResultats ? new ReponseHttp(200, page, { [ENTETE_ERREUR_ANNUAIRE]: TROP_DE_RESULTATS }) : page;
  }),
  implementer(annuaire.ficheAnnuaire, ({ params }) => ficheAnnuaire(params.id)),
  implementer(annuaire.carteAnnuaire, ({ query }) => carteAnnuaire(query)),
  implementer(statistiques.chiffres, ({ query }) => chiffres(query)),
  implementer(statistiques.annees, () => annees()),
  implementer(statistiques.trimestres, () => trimestres()),
  implementer(statistiques.rapport, async ({ query, maintenant }) => {
    const c = await chiffres(query);
    let fichier: Uint8Array;
    try {
      fichier = query.format === 'pdf' ? await rapportPdf(c, maintenant) : await rapportXlsx(c, maintenant);
    } catch (e) {
      logger.error('rapport statistique non produit', { erreur: (e as Error).message });
      throw new ErreurMetier('RAPPORT_INTROUVABLE');
    }
    await compterRapport(query.niveau);
    return new ReponseHttp(200, Buffer.from(fichier), {
      'content-type':
        query.format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${nomRapport(c, query.format, maintenant)}"`,
    });
  }),
];
