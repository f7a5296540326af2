/** Entity `utilisateur`: one account (spec 001 §3 "Account"). Key = login, which is also the Cognito username. */
import { Entity, type EntityItem } from 'electrodb';
import { PROFILS, AUTORITES } from '@registre/shared/domain/profils';
import { Civilite, StatutCompteUtilisateur, TypeTeledeclarant } from '@registre/shared/domain/enums';

export const utilisateurModel = {
  model: { entity: 'utilisateur', version: '1', service: 'registre' },
  attributes: {
    login: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    civilite: { type: Civilite.values },
    nom: { type: 'string', required: true },
    prenom: { type: 'string', required: true },
    telephone: { type: 'string' },
    profil: { type: PROFILS, required: true },
    statut: { type: StatutCompteUtilisateur.values, required: true },
    /** authorities withdrawn from this user by their administrator */
    restrictions: { type: 'set', items: AUTORITES },
    idTeledeclarant: { type: 'number' },
    typeTeledeclarant: { type: TypeTeledeclarant.values },
    numCartePro: { type: 'string' },
    adminPrincipal: { type: 'boolean', default: false },
    activated: { type: 'boolean', default: false },
    dateCreation: { type: 'string', required: true, readOnly: true },
    dateDerniereActivite: { type: 'string' },
    dateValidationCleEmail: { type: 'string' },
    dateRelanceInactivite: { type: 'string' },
    certificatDn: { type: 'string' },
    certificatEmetteurDn: { type: 'string' },
    /** client certificates registered on the account (two at most); certificatDn/EmetteurDn mirror the first */
    certificats: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          empreinte: { type: 'string', required: true },
          sujet: { type: 'string', required: true },
          emetteur: { type: 'string', required: true },
          numeroSerie: { type: 'string', required: true },
          valideDu: { type: 'string', required: true },
          valideJusquau: { type: 'string', required: true },
          dateEnregistrement: { type: 'string', required: true },
        },
      },
    },
    /** confidentiality charter of the institutional area: accepted version and date */
    charteVersion: { type: 'string' },
    charteDateAcceptation: { type: 'string' },
    /**
     * Month (yyyy-mm) of the last activity (sign-in, else activation, else creation), derived on every write that
     * carries one of those dates: the key of the inactivity index (issue 3). Removed when the account is
     * deactivated, which takes it out of that index.
     */
    moisActivite: {
      type: 'string',
      watch: ['dateCreation', 'dateDerniereActivite', 'dateValidationCleEmail'],
      set: (valeur?: string, item?: Record<string, unknown>) =>
        valeur ??
        (String(item?.dateDerniereActivite ?? item?.dateValidationCleEmail ?? item?.dateCreation ?? '').slice(0, 7) || undefined),
    },
    /**
     * [issue 15] Sessions ended by sign-out: the session id of their tokens (`origin_jti`, else `event_id`) and
     * until when a token of it could still be presented (the refresh token's life). The auth context, which reads
     * this item on every call anyway, refuses them. Appended atomically; expired entries pruned at sign-in.
     */
    sessionsRevoquees: {
      type: 'list',
      items: {
        type: 'map',
        properties: { id: { type: 'string', required: true }, jusqua: { type: 'string', required: true } },
      },
    },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    parLogin: {
      pk: { field: 'pk', composite: ['login'], template: 'UTILISATEUR#${login}' },
      sk: { field: 'sk', composite: [], template: 'UTILISATEUR' },
    },
    parTeledeclarant: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['idTeledeclarant'], template: 'TELEDECLARANT#${idTeledeclarant}' },
      sk: { field: 'gsi1sk', composite: ['login'], template: 'UTILISATEUR#${login}' },
    },
    parEmail: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['email'], template: 'EMAIL#${email}' },
      sk: { field: 'gsi2sk', composite: ['login'], template: 'UTILISATEUR#${login}' },
    },
    /** inactivity reminders (workflow relance-inactivite): accounts by month of last activity */
    parMoisActivite: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['moisActivite'], template: 'ACTIVITE#${moisActivite}' },
      sk: { field: 'gsi3sk', composite: ['login'], template: 'UTILISATEUR#${login}' },
    },
  },
} as const;

export const creerEntiteUtilisateur = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(utilisateurModel, opts);
export type Utilisateur = EntityItem<ReturnType<typeof creerEntiteUtilisateur>>;
