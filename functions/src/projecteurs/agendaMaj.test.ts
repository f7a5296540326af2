import { describe, expect, it } from 'vitest';
import { operationsAgendaMaj, planAgendaMaj } from './agendaMaj.ts';

const copro = (jour?: string, etat = 'IMMATRICULEE_RATTACHEE', id = 42) => ({
  __edb_e__: { S: 'copropriete' },
  idCopropriete: { N: String(id) },
  etat: { S: etat },
  ...(jour && { majAnnuelleProchainChangement: { S: jour } }),
});
const entree = (jour: string, id = 42) => ({ mois: jour.slice(0, 7), jour, idCopropriete: id });

describe("projection de l'agenda des mises à jour annuelles", () => {
  it('inscrit une copropriété immatriculée au jour où son statut changera, dans la partition du mois', () => {
    expect(operationsAgendaMaj({ eventName: 'INSERT', dynamodb: { NewImage: copro('2026-09-01') } })).toEqual({
      supprimer: null,
      ecrire: { mois: '2026-09', jour: '2026-09-01', idCopropriete: 42 },
    });
  });

  it('déplace l’entrée quand le jour change (mise à jour faite, échéance passée)', () => {
    expect(
      operationsAgendaMaj({
        eventName: 'MODIFY',
        dynamodb: { OldImage: copro('2026-01-01'), NewImage: copro('2026-09-01') },
      }),
    ).toEqual({ supprimer: entree('2026-01-01'), ecrire: entree('2026-09-01') });
  });

  it('ne fait rien quand le jour ne change pas (autre modification, enregistrement rejoué)', () => {
    expect(
      operationsAgendaMaj({ eventName: 'MODIFY', dynamodb: { OldImage: copro('2026-01-01'), NewImage: copro('2026-01-01') } }),
    ).toBeNull();
    expect(operationsAgendaMaj({ eventName: 'MODIFY', dynamodb: { OldImage: copro(), NewImage: copro() } })).toBeNull();
  });

  it('retire l’entrée quand plus rien ne changera (en retard), à la suppression de l’élément, ou hors des états immatriculés', () => {
    const retire = { supprimer: entree('2026-09-01'), ecrire: null };
    expect(operationsAgendaMaj({ eventName: 'MODIFY', dynamodb: { OldImage: copro('2026-09-01'), NewImage: copro() } })).toEqual(
      retire,
    );
    expect(operationsAgendaMaj({ eventName: 'REMOVE', dynamodb: { OldImage: copro('2026-09-01') } })).toEqual(retire);
    for (const etat of ['DISSOUTE', 'SUPPRIMEE', 'DISSOLUTION_A_VALIDER']) {
      expect(
        operationsAgendaMaj({
          eventName: 'MODIFY',
          dynamodb: { OldImage: copro('2026-09-01'), NewImage: copro('2026-09-01', etat) },
        }),
        etat,
      ).toEqual(retire);
    }
  });

  it('inscrit une copropriété qui devient immatriculée (validation par le teneur)', () => {
    expect(
      operationsAgendaMaj({
        eventName: 'MODIFY',
        dynamodb: {
          OldImage: copro(undefined, 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'),
          NewImage: copro('2027-03-16', 'IMMATRICULEE_RATTACHEE'),
        },
      }),
    ).toEqual({ supprimer: null, ecrire: entree('2027-03-16') });
  });

  it('ignore les autres entités, les copropriétés non immatriculées et un jour illisible', () => {
    expect(
      operationsAgendaMaj({
        eventName: 'INSERT',
        dynamodb: { NewImage: { ...copro('2026-01-01'), __edb_e__: { S: 'declaration' } } },
      }),
    ).toBeNull();
    expect(operationsAgendaMaj({ eventName: 'INSERT', dynamodb: { NewImage: copro('2026-01-01', 'BROUILLON') } })).toBeNull();
    expect(operationsAgendaMaj({ eventName: 'INSERT', dynamodb: { NewImage: copro('01/01/2026') } })).toBeNull();
  });

  it('plie un lot par copropriété : le jour du dernier enregistrement écrit, les autres jours nommés retirés', () => {
    const modif = (avant: string | undefined, apres: string | undefined, id = 42) => ({
      eventName: 'MODIFY' as const,
      dynamodb: { OldImage: copro(avant, undefined, id), NewImage: copro(apres, undefined, id) },
    });
    expect(
      planAgendaMaj([
        { eventName: 'INSERT', dynamodb: { NewImage: copro('2026-01-01') } },
        modif('2026-01-01', '2026-09-01'),
        modif('2026-09-01', '2027-09-01'),
        modif('2026-05-01', undefined, 7),
      ]),
    ).toEqual({
      ecrire: [entree('2027-09-01')],
      supprimer: [entree('2026-01-01'), entree('2026-09-01'), entree('2026-05-01', 7)],
    });
    // back to the day it started from: written, not deleted
    expect(planAgendaMaj([modif('2026-01-01', '2026-09-01'), modif('2026-09-01', '2026-01-01')])).toEqual({
      ecrire: [entree('2026-01-01')],
      supprimer: [entree('2026-09-01')],
    });
  });
});
