import { describe, expect, it } from 'vitest';
import { balayerTeleversements, type StockageObjets } from './balayage.ts';

/** A bucket in memory whose listing comes in pages of two, as a truncated ListObjectsV2 would. */
function compartiment(objets: Record<string, string>) {
  const contenu = new Map(Object.entries(objets).map(([cle, date]) => [cle, new Date(date)]));
  const stockage: StockageObjets = {
    async lister(prefixe, suite) {
      // like S3, the continuation token stands for the last key listed: deleting meanwhile skips nothing
      const cles = [...contenu.keys()].filter((c) => c.startsWith(prefixe) && (!suite || c > suite)).sort();
      const page = cles.slice(0, 2);
      return {
        objets: page.map((cle) => ({ cle, modifie: contenu.get(cle)! })),
        suite: cles.length > 2 ? page[1] : undefined,
      };
    },
    async supprimer(cle) {
      contenu.delete(cle);
    },
  };
  return { stockage, cles: () => [...contenu.keys()].sort() };
}

describe('balayage local des téléversements', () => {
  it('supprime les téléversements de plus de 24 h, garde les récents et tout ce qui est hors de televersements/', async () => {
    const { stockage, cles } = compartiment({
      'televersements/a/1.pdf': '2026-11-22T09:00:00Z', // 2 days
      'televersements/a/2.pdf': '2026-11-23T09:59:00Z', // 24 h 1 min
      'televersements/b/3.pdf': '2026-11-23T10:30:00Z', // 23 h 30
      'televersements/b/4.pdf': '2026-11-24T09:00:00Z', // 1 h
      'televersements/c/5.pdf': '2026-11-20T00:00:00Z', // on the third page
      'justificatifs/x.pdf': '2020-01-01T00:00:00Z', // a checked document: never swept
    });
    const supprimees = await balayerTeleversements(stockage, new Date('2026-11-24T10:00:00Z'));
    expect(supprimees.sort()).toEqual(['televersements/a/1.pdf', 'televersements/a/2.pdf', 'televersements/c/5.pdf']);
    expect(cles()).toEqual(['justificatifs/x.pdf', 'televersements/b/3.pdf', 'televersements/b/4.pdf']);
  });

  it('ne supprime rien dans un compartiment sans téléversement ancien', async () => {
    const { stockage, cles } = compartiment({ 'televersements/a/1.pdf': '2026-11-24T09:00:00Z' });
    expect(await balayerTeleversements(stockage, new Date('2026-11-24T10:00:00Z'))).toEqual([]);
    expect(cles()).toEqual(['televersements/a/1.pdf']);
  });
});
