import { describe, expect, it } from 'vitest';
import { demandeDe, lignesFileDe, planifierFile } from './file.ts';
import type { EnregistrementFlux, Image } from './indicateurs.ts';

/** A request as the stream carries it (DynamoDB attribute values). */
function image(d: Record<string, unknown> = {}): Image {
  const v = (x: unknown) => (typeof x === 'number' ? { N: String(x) } : typeof x === 'boolean' ? { BOOL: x } : { S: String(x) });
  return Object.fromEntries([
    ['__edb_e__', { S: 'demandeValidation' }],
    ...Object.entries({
      idDemande: 'IMMATRICULATION-42',
      typeDemande: 'IMMATRICULATION',
      statut: 'A_VALIDER',
      idCopropriete: 7,
      profilDemandeur: 'TELE_PRO_ADMIN_PRINC',
      dateDemande: '2026-10-01T08:00:00.000Z',
      echeance: '2026-10-02T08:00:00.000Z',
      horsDelai: false,
      nbDoublons: 1,
      version: 1,
      ...d,
    })
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => [k, v(x)]),
  ]) as Image;
}
const insert = (d?: Record<string, unknown>): EnregistrementFlux => ({ eventName: 'INSERT', dynamodb: { NewImage: image(d) } });
const modify = (a: Record<string, unknown>, b: Record<string, unknown>): EnregistrementFlux => ({
  eventName: 'MODIFY',
  dynamodb: { OldImage: image(a), NewImage: image(b) },
});
const remove = (d?: Record<string, unknown>): EnregistrementFlux => ({ eventName: 'REMOVE', dynamodb: { OldImage: image(d) } });
const resume = (plan: ReturnType<typeof planifierFile>) => plan.map((o) => `${o.type} ${o.ligne.file}`).sort();

describe('projection de la file des teneurs', () => {
  it('lit une demande du flux, ignore les autres entités', () => {
    expect(demandeDe(image())).toMatchObject({ idDemande: 'IMMATRICULATION-42', idCopropriete: 7, horsDelai: false });
    expect(demandeDe({ __edb_e__: { S: 'copropriete' } })).toBeNull();
    expect(lignesFileDe(demandeDe(image()))).toEqual([
      { file: 'TOUTES', cle: '09#2026-10-01T08:00:00.000Z#IMMATRICULATION-42', idDemande: 'IMMATRICULATION-42' },
      { file: 'IMMATRICULATION', cle: '09#2026-10-01T08:00:00.000Z#IMMATRICULATION-42', idDemande: 'IMMATRICULATION-42' },
      { file: 'ANCIENNES', cle: '2026-10-01T08:00:00.000Z#IMMATRICULATION-42', idDemande: 'IMMATRICULATION-42' },
    ]);
  });

  it('une soumission ajoute ses lignes ; la décision (suppression) les retire', () => {
    expect(resume(planifierFile([insert()]))).toEqual(['ajout ANCIENNES', 'ajout IMMATRICULATION', 'ajout TOUTES']);
    expect(resume(planifierFile([remove({ horsDelai: true })]))).toEqual([
      'retrait ANCIENNES',
      'retrait HD',
      'retrait HD-IMMATRICULATION',
      'retrait IMMATRICULATION',
      'retrait TOUTES',
    ]);
    // both in one batch: nothing is left, the rows that might have been written are removed
    expect(resume(planifierFile([insert(), remove()]))).toEqual([
      'retrait ANCIENNES',
      'retrait IMMATRICULATION',
      'retrait TOUTES',
    ]);
  });

  it('le verrou n’écrit rien ; le hors délai ajoute les vues HD ; la demande de précision retire la plus ancienne', () => {
    expect(
      planifierFile([
        modify({}, { statut: 'VALIDATION_EN_COURS', loginTeneurEnCours: 'a', nomTeneurEnCours: 'A B', version: 2 }),
      ]),
    ).toEqual([]);
    expect(resume(planifierFile([modify({}, { horsDelai: true })]))).toEqual(['ajout HD', 'ajout HD-IMMATRICULATION']);
    expect(resume(planifierFile([modify({}, { statut: 'DEMANDE_PRECISION', version: 2 })]))).toEqual(['retrait ANCIENNES']);
  });

  it('une nouvelle date (soumise de nouveau) déplace la ligne : nouvelle clé ajoutée, ancienne retirée', () => {
    const plan = planifierFile([
      modify(
        { statut: 'DEMANDE_PRECISION', horsDelai: true },
        { dateDemande: '2026-11-01T08:00:00.000Z', horsDelai: false, version: 3 },
      ),
    ]);
    expect(resume(plan)).toEqual([
      'ajout ANCIENNES',
      'ajout IMMATRICULATION',
      'ajout TOUTES',
      'retrait HD',
      'retrait HD-IMMATRICULATION',
      'retrait IMMATRICULATION',
      'retrait TOUTES',
    ]);
  });

  it('un lot rejoué ne change pas le plan ; les images intermédiaires d’un lot sont retirées', () => {
    const lot = [
      insert(),
      modify({}, { horsDelai: true }),
      modify({ horsDelai: true }, { horsDelai: true, statut: 'DEMANDE_PRECISION' }),
    ];
    expect(resume(planifierFile(lot))).toEqual(resume(planifierFile(lot)));
    expect(resume(planifierFile(lot))).toEqual([
      'ajout HD',
      'ajout HD-IMMATRICULATION',
      'ajout IMMATRICULATION',
      'ajout TOUTES',
      'retrait ANCIENNES',
    ]);
  });
});
