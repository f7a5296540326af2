import { describe, expect, it } from 'vitest';
import { MESSAGES_RECLAMATION, formulaireReclamationSchema } from './reclamation.routes.ts';

const base = {
  typeDemandeur: 'SYNDIC_PROFESSIONNEL',
  objet: 'ERREUR_COPROPRIETE',
  type: 'ERREUR_NOM_LOTS',
  nom: 'Camille Martin',
  email: 'camille.martin@exemple.fr',
  emailConfirmation: 'camille.martin@exemple.fr',
  message: 'Le nombre de lots affiché pour la copropriété est faux.',
  immatriculation: 'AC1-234-567',
};

const erreurs = (v: unknown) => {
  const r = formulaireReclamationSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('schéma du formulaire de contact', () => {
  it('accepte une demande complète et normalise le numéro d’immatriculation', () => {
    const r = formulaireReclamationSchema.parse({ ...base, telephone: '' });
    expect(r.immatriculation).toBe('AC1234567');
    expect(r.telephone).toBeNull();
    expect(r.adresseReference).toBeNull();
  });

  it('refuse en français : numéro mal formé, téléphone, message trop court, confirmation différente', () => {
    expect(erreurs({ ...base, immatriculation: 'A1234567' }).immatriculation).toBe(MESSAGES_RECLAMATION.immatriculation);
    expect(erreurs({ ...base, telephone: '0612' }).telephone).toBe(MESSAGES_RECLAMATION.telephone);
    expect(erreurs({ ...base, message: 'trop court' }).message).toBe(MESSAGES_RECLAMATION.messageCourt);
    expect(erreurs({ ...base, message: 'x'.repeat(4001) }).message).toBe(MESSAGES_RECLAMATION.messageLong);
    expect(erreurs({ ...base, emailConfirmation: 'autre@exemple.fr' }).emailConfirmation).toBe(
      MESSAGES_RECLAMATION.emailsDifferents,
    );
  });

  it('exige les champs que le type demande', () => {
    expect(erreurs({ ...base, immatriculation: '' }).immatriculation).toBe(MESSAGES_RECLAMATION.immatriculationObligatoire);
    expect(erreurs({ ...base, type: 'ERREUR_ADRESSE' }).adresseReference).toBe(MESSAGES_RECLAMATION.adresseObligatoire);
    expect(erreurs({ ...base, type: 'ERREUR_ADRESSE', adresseReference: '12 rue de la Paix 75002 Paris' })).toEqual({});
    // a type that requires nothing else
    expect(erreurs({ ...base, objet: 'INFORMATION', type: 'AUTRE_DEMANDE', immatriculation: '' })).toEqual({});
  });

  it('refuse un type qui ne correspond pas à l’objet ou au demandeur', () => {
    expect(erreurs({ ...base, type: 'AUTRE_DEMANDE' }).type).toBe(MESSAGES_RECLAMATION.combinaison);
    expect(erreurs({ ...base, objet: 'COMPTE_ACCES', type: 'CERTIFICAT_NOTAIRE' }).type).toBe(MESSAGES_RECLAMATION.combinaison);
    expect(erreurs({ ...base, typeDemandeur: 'INCONNU' }).typeDemandeur).toBe(MESSAGES_RECLAMATION.typeDemandeur);
  });
});
