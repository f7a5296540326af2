import { describe, expect, it } from 'vitest';
import { PROFILS } from '@registre/shared/domain/profils';
import { comparateurDemandes, plusAncienneDemande, type LigneTriable } from '@registre/shared/domain/validations';
import { cleAnciennete, cleFile, fileDe, rangProfil, vuesDe } from './ordre.ts';

const octets = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Requests of every profile, on dates and ids that tie in every way the default order breaks. */
function demandes(): LigneTriable[] {
  const types = ['IMMATRICULATION', 'RATTACHEMENT', 'RENOUVELLEMENT', 'DISSOLUTION', 'DOUBLON'];
  const dates = ['2020-03-02T09:00:00.000Z', '2026-10-01T00:00:00.000Z', '2026-10-01T00:00:00.001Z', '2026-11-24T16:28:15.123Z'];
  const ids = [7, 42, 100, 1_000_000_001];
  const l: LigneTriable[] = [];
  let k = 0;
  for (const p of PROFILS)
    for (const d of dates)
      for (const n of ids)
        l.push({
          idDemande: `${types[k++ % types.length]}-${n}`,
          profilDemandeur: p,
          dateDemande: d,
          horsDelai: k % 3 === 0,
          statut: k % 4 === 0 ? 'DEMANDE_PRECISION' : 'A_VALIDER',
        });
  return l;
}

describe('clés de tri de la file des teneurs', () => {
  it('l’ordre des octets de cleFile est exactement l’ordre par défaut (profil, date, id)', () => {
    const l = demandes();
    const parComparateur = [...l].sort(comparateurDemandes()).map((d) => d.idDemande + d.profilDemandeur + d.dateDemande);
    const parCle = [...l]
      .sort((a, b) => octets(cleFile(a), cleFile(b)))
      .map((d) => d.idDemande + d.profilDemandeur + d.dateDemande);
    expect(parCle).toEqual(parComparateur);
    // and the reverse order (sortDirection desc without a column) is the index read backwards
    const desc = [...l].sort(comparateurDemandes(undefined, 'desc')).map((d) => cleFile(d));
    expect(desc).toEqual(
      [...l]
        .map((d) => cleFile(d))
        .sort()
        .reverse(),
    );
  });

  it('le tri sur la colonne profilDemandeur croissant est aussi l’ordre par défaut', () => {
    const l = demandes();
    expect([...l].sort(comparateurDemandes('profilDemandeur', 'asc')).map(cleFile)).toEqual([...l].map(cleFile).sort());
  });

  it('le rang suit localeCompare, là où l’ordre des octets des codes diffère', () => {
    expect(rangProfil('TELE_NONPRO_ADMIN_PRINC') < rangProfil('TELE_PRO_ADMIN_PRINC')).toBe(true);
    expect(rangProfil('NOTAIRE_NOTAIRE') < rangProfil('TELE_NONPRO_ADMIN_PRINC')).toBe(true);
    expect(rangProfil('INCONNU')).toBe('99');
    expect(new Set(PROFILS.map(rangProfil)).size).toBe(PROFILS.length);
  });

  it('cleAnciennete donne la plus ancienne comme plusAncienneDemande', () => {
    const l = demandes();
    const enAttente = l
      .filter((d) => d.statut !== 'DEMANDE_PRECISION')
      .sort((a, b) => octets(cleAnciennete(a), cleAnciennete(b)));
    expect(enAttente[0]).toBe(plusAncienneDemande(l));
  });

  it('les vues d’une demande : toutes, son type, hors délai, plus anciennes', () => {
    const d = {
      idDemande: 'RATTACHEMENT-3',
      typeDemande: 'RATTACHEMENT',
      profilDemandeur: 'TELE_PRO_GESTION',
      dateDemande: '2026-10-01T00:00:00.000Z',
    };
    expect(vuesDe({ ...d, statut: 'A_VALIDER', horsDelai: false }).map((v) => v.file)).toEqual([
      'TOUTES',
      'RATTACHEMENT',
      'ANCIENNES',
    ]);
    expect(vuesDe({ ...d, statut: 'DEMANDE_PRECISION', horsDelai: true }).map((v) => v.file)).toEqual([
      'TOUTES',
      'RATTACHEMENT',
      'HD',
      'HD-RATTACHEMENT',
    ]);
    expect(vuesDe({ ...d, statut: 'VALIDATION_EN_COURS' })[0].cle).toBe(
      `${rangProfil('TELE_PRO_GESTION')}#2026-10-01T00:00:00.000Z#RATTACHEMENT-3`,
    );
    expect(fileDe(null, false)).toBe('TOUTES');
    expect(fileDe('DISSOLUTION', true)).toBe('HD-DISSOLUTION');
  });
});
