/**
 * The route catalogue: every `api/...` call written in the two specifications, once, with its area (the Lambda
 * bundle that serves it). Spec shorthands are expanded: `[/{id}]` gives two routes, `a, b, c` lists give one
 * route per name, `{t|all}` is one parameter. `npm run routes:coverage` compares this list with the routes
 * actually declared (and therefore mounted) in `shared/src/routes/*.routes.ts`.
 */
export const AREAS = [
  'comptes',
  'teledeclarants',
  'referentiels',
  'public',
  'coproprietes',
  'declarations',
  'mandats',
  'validations',
  'institutionnels',
  'journal',
  'annuaire',
  // [issue 25] the web service for syndic software and the accesses that call it (not in the specs)
  'logiciels',
] as const;
export type Area = (typeof AREAS)[number];

// prettier-ignore
const TEXTE = `
# spec 001 §7 — authentication and account
001 comptes POST /api/teledeclarant/{type}
001 public POST /api/public/captcha/verify
001 public GET /api/public/captcha/bypass
001 comptes POST /api/authentication
001 comptes GET /api/teledeclarant/loginAs/{id}
001 comptes GET /api/restoreAccount
001 comptes GET /api/account
001 comptes POST /api/account
001 comptes GET /api/public/activate/verify/{key}
001 comptes POST /api/activate
001 comptes POST /api/account/reset_password/init
001 comptes POST /api/account/change_password
001 comptes POST /api/teledeclarant/activate
001 institutionnels GET /api/public/clavis/logout
001 comptes POST /api/logout
001 teledeclarants GET /api/regenerate/{id}
001 institutionnels GET /api/public/clavis/geturls
001 institutionnels GET /api/public/clavis/isauthenticated
001 institutionnels GET /api/public/clavis/getservicename
001 institutionnels GET /api/public/clavis/getauthattributes
001 institutionnels GET /api/public/clavis/getniveaugeographique
001 comptes GET /api/public/etudenotariale
001 comptes GET /api/public/profilnotaire
001 comptes GET /api/public/infocertificat
001 public GET /api/public/infomessage
# spec 001 §7 — users and declarants
001 comptes POST /api/utilisateurs
001 comptes PUT /api/utilisateurs
001 comptes GET /api/utilisateurs/{id}
001 teledeclarants GET /api/teledeclarant/{id}/utilisateurs
001 comptes POST /api/utilisateurs/delete-lot
001 teledeclarants GET /api/utilisateurs/teledeclarant/{id}
001 teledeclarants PUT /api/utilisateurs/teledeclarant
001 teledeclarants POST /api/teledeclarants
001 teledeclarants GET /api/teledeclarants/{id}
001 teledeclarants DELETE /api/teledeclarants/{id}
001 comptes GET /api/etablissement/{id}
001 mandats GET /api/etablissement/mandat/{idMandat}
001 journal GET /api/indicateurMCO/allTableau
# spec 001 §7 — establishment and successor
001 comptes GET /api/public/siret/etablissements/{siret}
001 comptes GET /api/public/siret/etablissements/existe/{siret}
001 comptes GET /api/siret/check/{siret}
001 comptes GET /api/etablissements/existe-teneur/{siret}/PRO
001 referentiels GET /api/public/teledeclarant/codesape/{type}
001 comptes GET /api/etablissements/bdd/{siret}
001 comptes GET /api/etablissements/email
001 mandats POST /api/teledeclarant/successeur
001 mandats GET /api/public/successeur/{key}
001 mandats PUT /api/successeur
001 mandats POST /api/teledeclarant/verifieDeclSuccPossible
# spec 001 §7 — reference data
001 referentiels GET /api/statut-compte-utilisateurs
001 referentiels GET /api/profil-utilisateurs/disponible
001 referentiels GET /api/profil-utilisateurs/disponible/{id}
001 referentiels GET /api/profil-utilisateurs/type/{t}
001 referentiels GET /api/civilites
001 referentiels GET /api/statut-teledeclarant/recherche
001 referentiels GET /api/statut-teledeclarant/suivant/{t}
001 referentiels GET /api/type-teledeclarant/{t}
001 referentiels GET /api/type-teledeclarant-min
# spec 001 §7 — dashboards and indicators
001 coproprietes GET /api/coproprietes/tableauDeBordSyndic
001 journal GET /api/coproprietes/indicateurs
# spec 001 §7 — complaint form
001 public GET /api/public/reclamation/all-type-demandeur/{x}
001 public GET /api/public/reclamation/type-reclamation/{x}
001 public GET /api/public/reclamation/type-reclamation/{x}/{y}
001 public POST /api/public/pdf/estValide
001 public GET /api/public/num-immat-nom/{immat}
001 public GET /api/public/reclamation/type-reclamation-obl/{x}
001 public POST /api/public/reclamation/save
# spec 001 §7 — newsletter and memo sheets
001 public POST /api/public/mailjet/addcontact
001 public GET /api/public/newsletter/findAllNewsletterNames
001 public GET /api/public/newsletter/telechargerNewsletter
001 public GET /api/public/fichesmemo/recupereNomDesFichiers
# spec 001 §7 — statistics and geography
001 annuaire GET /api/public/statistiques/chargeRegion
001 annuaire GET /api/public/region/findRegionByCodeInseeRegion/{codeInsee}
001 annuaire GET /api/public/statistiques/chargeDepartement/{idRegion}
001 annuaire GET /api/public/statistiques/chargeDepartementDepuisCdInsee/{code}
001 annuaire GET /api/public/departement/{num}
001 annuaire GET /api/public/statistiques/chargeInterCommunalite/{numDepartement}
001 annuaire GET /api/public/epci/chargeEpciParIdRegion/{id}
001 annuaire GET /api/public/epci/findOneEpciBySiren/{siren}
001 annuaire GET /api/public/statistiques/chargementAnneeGeneration/{isNationale}
001 annuaire GET /api/public/statistiques/chargementTrimestreGeneration
001 annuaire GET /api/public/statistiques/telechargerRapportBo
001 annuaire GET /api/public/commune/{dept}/{term}
001 annuaire GET /api/public/statistiques/chargeCommune/{sirenEpci}
001 annuaire GET /api/public/communes/findCommunesByIdDepartement/{dept}
001 annuaire GET /api/public/commune/findOneCommuneByInseeCommune/{insee}
# spec 001 §7 — directory and raw data
001 annuaire POST /api/public/annuaire/rechercherAnnuaire
001 annuaire GET /api/public/annuaire/coproannuairedetail/{id}
001 public GET /api/public/donneesBrute/telecharger
# spec 001 §7 — event journal (area journal: a read-only Lambda)
001 journal GET /api/evenement-journal/profil
001 journal GET /api/evenement-journal/categorie
001 journal GET /api/evenement-journal/type-evenement/{category}
001 journal GET /api/evenement-journal/all-type-evenement
001 journal GET /api/evenement-journal/type-modalite
001 journal POST /api/evenement-journal/rechercher
# spec 001 §7 — categorisation
001 institutionnels POST /api/public/categorisation/findRegroupementWithCriterias
001 institutionnels POST /api/public/categorisation/findWithCriterias
001 institutionnels POST /api/public/categorisation/getMySearches
001 institutionnels POST /api/public/categorisation/getSharedSearches
001 institutionnels POST /api/public/categorisation/delete
001 institutionnels POST /api/public/categorisation/saveCriterias
001 institutionnels POST /api/public/categorisation/download-xlsx-rapport-synthetique
001 institutionnels POST /api/public/categorisation/download-pdf-rapport-synthetique
001 institutionnels POST /api/public/categorisation/extractDatas
001 institutionnels POST /api/public/categorisation/extractDatasForCsv
001 institutionnels POST /api/public/categorisation/download-zip-fiche-copropriete
001 institutionnels POST /api/public/categorisation/download-rapport-for-copropriete
001 institutionnels GET /api/public/categorisation/download-single-fiche-copropriete/{immat}
# spec 000 §7 — condominium management
000 referentiels GET /api/etat-copropriete
000 coproprietes GET /api/coproprietes/infos/{id}/{authority}
000 coproprietes GET /api/coproprietes/infos/dissolution/{id}
000 coproprietes GET /api/coproprietes/getinfosdissolution/{id}
000 coproprietes PUT /api/coproprietes/dissoudre
000 coproprietes POST /api/coproprietes/rechercher
000 coproprietes POST /api/coproprietes/rechercherImmatOuNomCopro
000 coproprietes GET /api/coproprietes/visualisation/{id}
000 coproprietes PUT /api/coproprietes/supprimer-declarations
000 coproprietes PUT /api/coproprietes/supprimer/{id}
000 coproprietes PUT /api/coproprietes/retirer-rattachement/{id}
000 coproprietes PUT /api/coproprietes/supprimerMandat-rattachement/{id}
000 declarations GET /api/declarations/declarerErreur/{id}
000 coproprietes GET /api/coproprietes/{id}/declarationsPrecedentes
000 declarations GET /api/coproprietes/typeModifNotaireOk/{immat}
000 declarations GET /api/coproprietes/validerDoublonCoproNotaire/{key}/{immat}/false
000 declarations PUT /api/coproprietes/updateParcelleNonGeolocalisees/{idDeclaration}
# spec 000 §7 — declarations
000 declarations GET /api/coproprietes/new/{x}
000 declarations GET /api/coproprietes/brouillon/{id}
000 declarations GET /api/coproprietes/brouillons
000 declarations GET /api/coproprietes/declaration/{a}/{b}/{c}
000 declarations GET /api/coproprietes/declaration/declaration-donnee-copropriete/{id}
000 declarations POST /api/coproprietes/doublon/nbBatimentsRef/{n}/maj
000 declarations GET /api/coproprietes/doublon/declaration/adressePrincipale/{id}/nbBatimentsRef/{n}/noType
000 declarations PUT /api/coproprietes/brouillon/save/{x}
000 declarations PUT /api/coproprietes/declaration/{a}/{x}
000 declarations PUT /api/coproprietes/mettreAJourDonneesFinancieres/{id}
000 declarations PUT /api/coproprietes/brouillon/submit
000 declarations PUT /api/coproprietes/brouillon/change-etat
000 declarations POST /api/coproprietes/notaire/immatriculation/td/{x}/submit
000 declarations POST /api/teledeclarant/immatriculation/{type}/continuer
000 declarations DELETE /api/coproprietes/brouillon/{id}
000 mandats DELETE /api/coproprietes/declarationpredecesseur/{id}
000 referentiels GET /api/public/communes/lib/{x}
000 referentiels GET /api/public/communesabsorbees/{x}
000 referentiels GET /api/parametres/energieUtilisee
000 referentiels GET /api/parametres/typeChauffage
000 referentiels GET /api/parametres/periodeConstruction
# spec 000 §7 — attachment and mandates
000 mandats GET /api/mandats/encours
000 mandats GET /api/coproprietes/existe/{immat}
000 mandats GET /api/coproprietes/etatOk/{immat}
000 mandats GET /api/coproprietes/rattachementOk/{immat}
000 mandats GET /api/coproprietes/mandatMemeSiren/{x}
000 mandats GET /api/coproprietes/is-successeur-declare/{x}
000 mandats GET /api/coproprietes/getetat/{x}
000 mandats GET /api/coproprietes/rattachementEnCours/{idMandat}
000 mandats GET /api/mandats/findDateDebutMandatPrec/{id}/{bool}
000 mandats GET /api/mandats/mandatPrecArchive/{id}
000 mandats GET /api/mandats/copro/{id}/{authority}
000 mandats GET /api/mandats/copro/renouv/{id}
000 mandats GET /api/mandats/findMandatEnCoursAvenir/{id}
000 mandats GET /api/mandats/courant/{id}
000 mandats GET /api/mandats/updateDateDebutMandat/{idMandat}/{date}
000 mandats GET /api/mandats/updateDateFinMandatArchive/{idMandat}/{date}
000 mandats GET /api/mandats/listeMandatSupprimable/{id}
000 mandats POST /api/mandats/renouvellement
000 mandats POST /api/coproprietes/rattachement
000 mandats POST /api/coproprietes/rattachement/pasJustif
000 mandats DELETE /api/mandats/{id}
# spec 000 §7 — keeper validation
000 validations POST /api/declarations/rechercher
000 validations GET /api/declarations/rechercher/oldest
000 validations GET /api/declarations/update-etat-encours/{id}
000 validations GET /api/declarations/update-etat-encours-sansmandat/{immat}
000 validations GET /api/declarations/a-valider/{id}
000 validations GET /api/declarations/unlockcopro/{immat}
000 validations GET /api/coproprietes/infos/validation/{immat}
000 validations GET /api/coproprietes/infos/adresses/{id}
000 validations GET /api/mandats/encours/validation/{immat}
000 validations GET /api/mandats/copro/validation/{id}
000 validations GET /api/mandats/refusRattachementTeneur/{immat}/{idMandat}
000 validations GET /api/mandats/quitterValidRatt/{idMandat}
000 validations POST /api/affectationTeneur
000 validations POST /api/demande-precision/sendMail
# spec 000 §7 — reference lists
000 referentiels GET /api/typeDePiecesJustif
000 referentiels GET /api/typeDePiecesJustif/dissolution/{x}
000 referentiels GET /api/coproprietes/motifdissolution
000 referentiels GET /api/coproprietes/faitgenerateur/{x}
000 referentiels GET /api/type-demande-valider-ratt-immat
`;

export interface EntreeCatalogue {
  spec: '000' | '001';
  area: Area;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

export const CATALOGUE: readonly EntreeCatalogue[] = TEXTE.split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => {
    const [spec, area, method, path] = l.split(/\s+/);
    return { spec, area, method, path } as EntreeCatalogue;
  })
  // the successor calls appear in both specs: keep one entry per method + path
  .filter((e, i, all) => all.findIndex((o) => o.method === e.method && o.path === e.path) === i);

/** Same path shape: parameters compared by position, not by name. */
export const cleRoute = (method: string, path: string) => `${method} ${path.replace(/\{[^}]+\}/g, '{}')}`;
