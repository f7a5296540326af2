/**
 * [issue 23] Directory pages hold what they say: 10 rows a page until the last, the total is the number of rows
 * paging reaches, every row once. A department holds a total per state among its rows: they never take a row's
 * place on a page. Saint-Pierre-et-Miquelon (975), which no generated file draws, holds only this file's rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import { COLONNES_RNIC } from '@registre/shared/domain/rnic/colonnes';
import { genererRnic } from '@registre/infra/local/src/rnic/generateur';
import { appeler, projectionsAJour, utiliserEnvCloud } from '../support/api.ts';

const N = 27;
const COMMUNES = ['97501', '97502'];
const MANDATS = ['Mandat en cours', 'Pas de mandat en cours', 'Mandat expiré sans successeur déclaré'];

/** Rows of the generator moved to Saint-Pierre-et-Miquelon, in three states. */
function fichier(): string {
  const lignes = [...genererRnic({ lignes: N, graine: 23, premier: 'ZP0000001' })].map((l, n) =>
    l.map((v, i) => {
      const c = COLONNES_RNIC[i];
      if (c === 'commune' || c === 'code_officiel_commune') return COMMUNES[n % 2];
      if (c === 'mandat_en_cours_dans_la_copropriete') return MANDATS[n % 3];
      if (c === 'date_de_fin_du_dernier_mandat') return n % 3 === 1 ? '' : n % 3 === 0 ? '2099-12-31' : '2020-01-31';
      return v;
    }),
  );
  return stringify([[...COLONNES_RNIC], ...lignes], { quoted: true, record_delimiter: '\n' });
}

type Page = { ligneRechercheCoproprieteDTOList: { idCopropriete: number }[]; totalItems: number };

/** Every page of an advanced search, until a short one. */
async function toutesLesPages(criteres: Record<string, unknown>) {
  const pages: Page[] = [];
  for (let pageNumber = 1; pageNumber <= 20; pageNumber++) {
    const r = await appeler<Page>('POST', '/api/public/annuaire/rechercherAnnuaire', {
      json: { isRechercheAvancee: true, pageNumber, pageSize: 10, ...criteres },
    });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    pages.push(r.corps);
    if (r.corps.ligneRechercheCoproprieteDTOList.length < 10) break;
  }
  return pages;
}

describe('pages de l’annuaire', () => {
  beforeAll(async () => {
    utiliserEnvCloud();
    const imp = await import('@registre/functions/donneesOuvertes/import');
    const { bilan } = await imp.importerRnic(imp.fluxDepuisTexte(fichier()), { maintenant: new Date(), surRejet: () => {} });
    expect(bilan.chargees + bilan.dejaPresentes).toBe(N);
    await projectionsAJour();
  }, 240_000);

  it.each([
    [{ departement: '975' }, N],
    [{ departement: '975', etat: 'IMMATRICULEE_RATTACHEE' }, N / 3],
    [{ codeInsee: '97502' }, Math.floor(N / 2)],
  ])('%j : 10 lignes par page jusqu’à la dernière, chacune une fois, autant que le total annoncé', async (criteres, attendu) => {
    await expect
      .poll(async () => (await toutesLesPages(criteres))[0].totalItems, { timeout: 30_000, interval: 500 })
      .toBe(attendu);
    const pages = await toutesLesPages(criteres);
    const tailles = pages.map((p) => p.ligneRechercheCoproprieteDTOList.length);
    expect(tailles.slice(0, -1).every((t) => t === 10)).toBe(true);
    const ids = pages.flatMap((p) => p.ligneRechercheCoproprieteDTOList.map((l) => l.idCopropriete));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(attendu);
    for (const p of pages) expect(p.totalItems).toBe(attendu);
  });
});
