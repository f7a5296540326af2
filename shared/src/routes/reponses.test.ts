import { describe, expect, it } from 'vitest';
import { ROUTES } from './index.ts';
import { documentOpenApi } from './openapi.ts';
import { ecartAuContrat, routeDe, statutsDeclares } from './reponses.ts';

const doc = documentOpenApi(ROUTES, '1.0.0');
const operation = (chemin: string, methode: string) =>
  (doc.paths[chemin] as Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>)[methode];
const par = (id: string) => ROUTES.find((r) => r.id === id)!;

describe('les réponses déclarées (issue 27, point 3)', () => {
  it('le document décrit exactement les statuts déclarés de chaque route', () => {
    for (const r of ROUTES)
      expect(Object.keys(operation(r.path, r.method.toLowerCase()).responses).map(Number).sort(), r.id).toEqual(
        [...statutsDeclares(r)].sort(),
      );
  });

  it('ce que le client généré avait trouvé hors du document y est', () => {
    expect(Object.keys(operation('/api/public/clavis/getservicename', 'get').responses[200].content!)).toEqual(['text/plain']);
    for (const r of ROUTES.filter((x) => x.certificat)) expect(statutsDeclares(r), r.id).toContain(401);
    expect(statutsDeclares(par('newsletter.telecharger'))).toContain(404);
    expect(statutsDeclares(par('fichesMemo.telecharger'))).toContain(404);
    expect(statutsDeclares(par('comptes.lireUtilisateur'))).toContain(404);
    expect(statutsDeclares(par('comptes.modifierUtilisateur'))).toContain(404);
    expect(statutsDeclares(par('reclamation.typesDemandeur'))).toContain(404);
    expect(operation('/api/account', 'post').responses).toHaveProperty('409');
  });

  it('une requête trouve sa route, les segments fixes avant les paramètres', () => {
    expect(routeDe(ROUTES, 'PUT', '/api/coproprietes/brouillon/change-etat')?.id).toBe('declarations.changerEtatBrouillon');
    expect(routeDe(ROUTES, 'POST', '/api/coproprietes/declaration/12/ANNUELLE/true')?.id).toBe('declarations.ouvrirMiseAJour');
    expect(routeDe(ROUTES, 'GET', '/api/coproprietes/declaration/12/ANNUELLE/true')?.id).toBe('declarations.voirMiseAJour');
    expect(routeDe(ROUTES, 'GET', '/api/public/infomessage?x=1')?.path).toBe('/api/public/infomessage');
  });

  it('un écart : statut non déclaré, type ou corps faux, erreur hors du schéma', () => {
    const r = par('institutionnels.nomServiceClavis');
    expect(ecartAuContrat(r, 200, 'text/plain; charset=utf-8', 'Clavis')).toBeNull();
    expect(ecartAuContrat(r, 200, 'application/json', '"Clavis"')).toMatch(/type/);
    expect(ecartAuContrat(r, 409, 'application/json', {})).toMatch(/non déclaré/);
    const e = { status: 400, message: 'x', id: 'i', code: 'REQUETE_INVALIDE' };
    expect(ecartAuContrat(r, 400, 'application/json', e)).toBeNull();
    expect(ecartAuContrat(r, 400, 'application/json', { message: 'x' })).toMatch(/Erreur/);
    const liste = par('declarations.brouillons');
    expect(ecartAuContrat(liste, 200, 'application/json', [])).toBeNull();
    expect(ecartAuContrat(liste, 200, 'application/json', { pas: 'une liste' })).toMatch(/corps/);
  });
});
