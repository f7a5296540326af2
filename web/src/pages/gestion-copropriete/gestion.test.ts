import { describe, expect, it } from 'vitest';
import { dateChemin } from '@registre/shared/schemas/suppressions';
import {
  dateSaisieSchema,
  dateVersChemin,
  libelleDeclaration,
  libelleStatutMandat,
  MESSAGE_DATE,
  numeroAffiche,
  periode,
  texteSuppression,
} from './gestion.ts';

describe('page de gestion d’une copropriété', () => {
  it('la date saisie JJ/MM/AAAA part dans le chemin en JJ-MM-AAAA, que le serveur relit', () => {
    expect(dateSaisieSchema.safeParse({ date: ' 01/02/2026 ' }).success).toBe(true);
    for (const date of ['31/02/2026', '2026-02-01', '1/2/2026', ''])
      expect(dateSaisieSchema.safeParse({ date }).error?.issues[0].message).toBe(MESSAGE_DATE);
    expect(dateVersChemin(' 01/02/2026 ')).toBe('01-02-2026');
    expect(dateChemin.parse(dateVersChemin('01/02/2026'))).toBe('2026-02-01');
  });

  it('libellés : période, numéro, statut d’un mandat, type de déclaration', () => {
    expect(periode({ dateDebut: '2026-01-01', dateFin: '2026-12-31' })).toBe('du 01/01/2026 au 31/12/2026');
    expect(numeroAffiche('AB1234567')).toBe('AB1-234-567');
    expect(numeroAffiche(null)).toBe('—');
    expect(libelleStatutMandat('ARCHIVE')).toBe('Archivé');
    expect(libelleStatutMandat('COURANT')).toBe('En cours');
    expect(libelleDeclaration({ typeDeclaration: 'IMMATRICULATION', typeMaj: null })).toBe('Immatriculation');
    expect(libelleDeclaration({ typeDeclaration: null, typeMaj: null })).toBe('—');
  });

  it('chaque suppression dit ce qui va se passer, au singulier ou au pluriel', () => {
    expect(texteSuppression('supprimerDeclarations', { nom: 'X', nombre: 1 }).succes).toBe('La déclaration a été supprimée.');
    expect(texteSuppression('supprimerDeclarations', { nom: 'X', nombre: 3 }).consequence).toContain(
      'Les 3 déclarations cochées',
    );
    expect(texteSuppression('retirerRattachement', { nom: 'X' }).confirmer).toBe('Confirmer le retrait');
    expect(texteSuppression('supprimerMandat', { nom: 'X', mandat: 'du 01/01/2025 au 31/12/2025' }).consequence).toContain(
      'du 01/01/2025 au 31/12/2025',
    );
  });
});
