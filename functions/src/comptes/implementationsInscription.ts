/**
 * Implementations of the `comptes` area routes of shared/src/routes/inscription.routes.ts (issue 3): sign-up and
 * activation, passwords, establishment, users of a declarant, login-as. Thin: one use case each.
 */
import { inscription as r } from '@registre/shared/routes/index';
import { implementer } from '../platform/http.ts';
import {
  activerCompte,
  activerTeledeclarant,
  cleActivationValide,
  emailDejaUtilise,
  etablissementSirene,
  inscrire,
  siretProUtilise,
  siretUtilise,
  verifierSiret,
} from './inscription.ts';
import { changerMotDePasse, demanderReinitialisation, terminerReinitialisation } from './motsDePasse.ts';
import { lireEtablissement, lireEtablissementParSiret, modifierEtablissement } from './etablissement.ts';
import { creerUtilisateur, lireUtilisateur, modifierUtilisateur, supprimerUtilisateurs } from './utilisateurs.ts';
import { connexionEnTantQue, retourCompte } from './enTantQue.ts';

export const implementationsInscription = [
  implementer(r.inscription, ({ params, body, maintenant }) => inscrire(params.type, body, maintenant)),
  implementer(r.verifierCleActivation, ({ params, maintenant }) => cleActivationValide(params.key, maintenant)),
  implementer(r.activer, ({ body, maintenant }) => activerCompte(body, maintenant)),
  implementer(r.activerTeledeclarant, ({ session, body, maintenant }) => activerTeledeclarant(session, body.code, maintenant)),
  implementer(r.initialiserMotDePasse, ({ body, maintenant }) => demanderReinitialisation(body, maintenant)),
  implementer(r.terminerMotDePasse, ({ body, maintenant }) => terminerReinitialisation(body, maintenant)),
  implementer(r.changerMotDePasse, ({ session, body, maintenant }) => changerMotDePasse(session, body, maintenant)),
  implementer(r.etablissementSirene, ({ params }) => etablissementSirene(params.siret)),
  implementer(r.siretExiste, async ({ params }) => ({ response: await siretUtilise(params.siret) })),
  implementer(r.verifierSiret, async ({ params, query }) => ({
    response: await verifierSiret(params.siret, query.type ?? 'PRO'),
  })),
  implementer(r.siretExisteTeneur, async ({ params }) => ({ response: await siretProUtilise(params.siret) })),
  implementer(r.etablissementBase, ({ params }) => lireEtablissementParSiret(params.siret)),
  implementer(r.emailEtablissement, async ({ query }) => ({ response: await emailDejaUtilise(query.email, query.siret) })),
  implementer(r.lireEtablissement, ({ session, params }) => lireEtablissement(session, params.id)),
  implementer(r.modifierEtablissement, ({ session, body, maintenant }) => modifierEtablissement(session, body, maintenant)),
  implementer(r.creerUtilisateur, ({ session, body, maintenant }) => creerUtilisateur(session, body, maintenant)),
  implementer(r.modifierUtilisateur, ({ session, body, maintenant }) => modifierUtilisateur(session, body, maintenant)),
  implementer(r.lireUtilisateur, ({ session, params }) => lireUtilisateur(session, params.id)),
  implementer(r.supprimerUtilisateurs, ({ session, body, maintenant }) => supprimerUtilisateurs(session, body, maintenant)),
  implementer(r.connexionEnTantQue, ({ session, params, maintenant }) => connexionEnTantQue(session, params.id, maintenant)),
  implementer(r.retourCompte, ({ session, maintenant }) => retourCompte(session, maintenant)),
];
