import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { estTeneur } from '@registre/shared/domain/profils';
import { rechercher, rechercherRegistre } from '@registre/shared/routes/coproprietes.routes';
import { appeler } from '../../api/client.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { etatChamp } from '../../components/formulaire.ts';
import { lienVers, pageParId, peutOuvrir, routeMontee } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { formaterDate, formaterNumero, nombre } from '../../features/demandes/demandes.ts';
import {
  ACTIONS_FILTRE,
  FILTRES_PROPOSES,
  STATUTS_RATTACHEMENT_FILTRE,
  TAILLE_PAGE_COPROPRIETES,
  adresseCriteres,
  cleCurseurs,
  corpsRechercheCoproprietes,
  curseurPour,
  noterCurseur,
  libelleEtat,
  libelleFiltre,
  libelleStatutRattachement,
  lienAction,
  lireCriteres,
  formulaireListeSchema,
  nbFiltresAvances,
  parcellesALocaliser,
  severiteEtat,
  type CriteresCoproprietes,
  type CurseursPages,
  type FiltreCoproprietes,
  type FormulaireListe,
  type LigneCopropriete,
} from '../../features/coproprietes/coproprietes.ts';
import { MajAnnuelleBadge, RechercheRegistre } from './RechercheRegistre.tsx';
import './copropriete.css';

/** The form's values of the criteria (the advanced filters empty when not set). */
const valeursFormulaire = (c: CriteresCoproprietes): FormulaireListe => ({
  filtre: c.filtre,
  recherche: c.recherche,
  dateDebutMandat: c.dateDebutMandat ?? '',
  dateFinMandat: c.dateFinMandat ?? '',
  statut: c.statut ?? '',
});

/**
 * The condominium list of a syndic or a notary (spec 000 §2 /copropriete): the filter of the address (all,
 * registered, with non-geolocated parcels…), the search by registration number or name, the columns of the spec,
 * page 1 of 10; a condominium with parcels that could not be located offers "Localiser les parcelles".
 * [issue 11] The advanced filters (mandate dates, attachment status) in a collapsible area; the annual update as a
 * badge; the table fits the page (no sideways scrolling at 1280 px). A keeper (VALIDER_RATTACHEMENT_DECLARATION)
 * searches the whole register here instead (RechercheRegistre.tsx).
 */
export default function Coproprietes() {
  const titre = usePageCourante()?.titre;
  const { visiteur } = useSession();
  const [query, setQuery] = useSearchParams();
  const criteres = useMemo(() => lireCriteres(query), [query]);
  const aller = (c: CriteresCoproprietes) => setQuery(adresseCriteres(c));
  const pageParcelles = pageParId('parcellesNonGeolocalisees');
  const localiser = pageParcelles !== undefined && peutOuvrir(pageParcelles, visiteur);
  // [issue 11] a keeper searches the whole register (once its route is mounted)
  const teneur = visiteur.autorites.includes('VALIDER_RATTACHEMENT_DECLARATION') && routeMontee(rechercherRegistre);

  // [issue 11] page N is read from the cursor page N - 1 answered (the server then reads only its rows)
  const [curseurs, setCurseurs] = useState<CurseursPages>({ cle: '', pages: {} });
  const cle = cleCurseurs(criteres);
  const curseur = curseurPour(curseurs, cle, criteres.page);
  const corps = useMemo(() => corpsRechercheCoproprietes(criteres, curseur), [criteres, curseur]);
  const resultats = useQuery({
    queryKey: [rechercher.id, corps],
    queryFn: ({ signal }) => appeler(rechercher, { body: corps, signal }),
    placeholderData: keepPreviousData,
    enabled: !teneur,
  });
  const curseurSuivant = resultats.isPlaceholderData ? null : resultats.data?.curseurSuivant;
  useEffect(() => setCurseurs((m) => noterCurseur(m, cle, criteres.page, curseurSuivant)), [cle, criteres.page, curseurSuivant]);

  const formulaire = useForm<FormulaireListe>({
    resolver: zodResolver(formulaireListeSchema, undefined, { raw: true }),
    defaultValues: valeursFormulaire(criteres),
  });
  useEffect(() => formulaire.reset(valeursFormulaire(criteres)), [criteres, formulaire]);
  const erreursFormulaire = formulaire.formState.errors;
  const lancer = formulaire.handleSubmit((v) =>
    aller({
      ...criteres,
      filtre: v.filtre,
      recherche: v.recherche,
      dateDebutMandat: v.dateDebutMandat?.trim() || undefined,
      dateFinMandat: v.dateFinMandat?.trim() || undefined,
      statut: v.statut || undefined,
      page: 1,
    }),
  );
  const avances = nbFiltresAvances(criteres);

  // the action filters (renew, successor, dissolution) of the pages the visitor may open
  const pageAction = (f: FiltreCoproprietes) => {
    const a = ACTIONS_FILTRE[f];
    const p = a ? pageParId(a.page) : undefined;
    return a && p && peutOuvrir(p, visiteur) ? { ...a, chemin: p.chemin } : null;
  };
  const proposes = [
    ...FILTRES_PROPOSES,
    ...(Object.keys(ACTIONS_FILTRE) as FiltreCoproprietes[])
      .filter((f) => pageAction(f) !== null)
      .map((f) => ({ code: f, libelle: libelleFiltre(f) })),
  ];
  // a filter reached by a link (menu, home tile) that the list does not offer is still shown as chosen
  const options = proposes.some((f) => f.code === criteres.filtre)
    ? proposes
    : [...proposes, { code: criteres.filtre, libelle: libelleFiltre(criteres.filtre) }];
  const action = pageAction(criteres.filtre);

  // [issue 11] short headers; \u00AD (soft hyphen): where a long word may break in a narrow column
  // [issue 11] each row opens the condominium's record (once that page exists and the visitor may open it)
  const pageFiche = pageParId('ficheCopropriete');
  const lienFiche = (l: LigneCopropriete) =>
    pageFiche && peutOuvrir(pageFiche, visiteur) ? lienVers('ficheCopropriete', { id: l.idCopropriete }) : null;

  const colonnes: Colonne<LigneCopropriete>[] = [
    {
      cle: 'immat',
      tri: 'immatriculation',
      titre: "N° d'immatri\u00ADculation",
      // [issue 11] the number opens the condominium's record
      rendu: (l) => {
        const numero = formaterNumero(l.immatriculation);
        if (!numero) return <span className={fr.cx('fr-text--sm')}>Non immatriculée</span>;
        const fiche = lienFiche(l);
        return fiche ? <Link to={fiche}>{numero}</Link> : numero;
      },
    },
    {
      cle: 'nom',
      tri: 'nomCopropriete',
      titre: 'Nom',
      rendu: (l) => (
        <>
          {/* [issue 11] the name opens the condominium's record */}
          {lienFiche(l) ? (
            <Link to={lienFiche(l)!}>{l.nomCopropriete ?? 'Copropriété sans nom'}</Link>
          ) : (
            (l.nomCopropriete ?? '—')
          )}
          {/* the action of the row stays in view next to the name (the table scrolls sideways) */}
          {localiser && parcellesALocaliser(l) && (
            <Button
              size="small"
              priority="secondary"
              iconId="fr-icon-map-pin-2-line"
              className={fr.cx('fr-mt-1w')}
              linkProps={{
                to: lienVers('parcellesNonGeolocalisees', { idDeclaration: l.idDeclaration! })!,
                title: `Localiser les parcelles de ${l.nomCopropriete ?? formaterNumero(l.immatriculation) ?? 'la copropriété'}`,
              }}
            >
              Localiser les parcelles
            </Button>
          )}
          {action && (
            <Button
              size="small"
              priority="secondary"
              className={fr.cx('fr-mt-1w')}
              linkProps={{
                to: lienAction(action.chemin, l),
                title: `${action.libelle} : ${l.nomCopropriete ?? formaterNumero(l.immatriculation) ?? 'la copropriété'}`,
              }}
            >
              {action.libelle}
            </Button>
          )}
        </>
      ),
    },
    { cle: 'adresse', tri: 'adresseReference', titre: 'Adresse de référence', rendu: (l) => l.adresseReference ?? '—' },
    {
      cle: 'etat',
      tri: 'etat',
      titre: 'Statut',
      rendu: (l) => (
        <Badge small noIcon severity={severiteEtat(l.etat)} as="span">
          {libelleEtat(l.etat)}
        </Badge>
      ),
    },
    {
      cle: 'rattachement',
      tri: 'statutRattachement',
      titre: 'Rattache\u00ADment',
      rendu: (l) => libelleStatutRattachement(l.statutRattachement),
    },
    {
      cle: 'teledeclarant',
      tri: 'numTeledeclarant',
      titre: 'N° du télé\u00ADdéclarant',
      rendu: (l) => (l.numTeledeclarant === null ? '—' : String(l.numTeledeclarant)),
    },
    { cle: 'lots', tri: 'nbLots', titre: 'Lots', rendu: (l) => nombre(l.nbLots) },
    { cle: 'batiments', tri: 'nbBatiments', titre: 'Bâti\u00ADments', rendu: (l) => nombre(l.nbBatiments) },
    { cle: 'finMandat', tri: 'dateFinMandat', titre: 'Fin du mandat', rendu: (l) => formaterDate(l.dateFinMandat) },
    {
      cle: 'majAnnuelle',
      tri: 'majAnnuelle',
      titre: 'Mise à jour annuelle',
      rendu: (l) => <MajAnnuelleBadge valeur={l.majAnnuelle} />,
    },
    {
      cle: 'representant',
      tri: 'representantLegal',
      titre: 'Repré\u00ADsentant légal',
      rendu: (l) => l.representantLegal ?? '—',
    },
  ];
  const total = resultats.data?.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / TAILLE_PAGE_COPROPRIETES));

  if (teneur) {
    return (
      <div className={fr.cx('fr-container', 'fr-my-4w')}>
        <h1>{titre}</h1>
        <RechercheRegistre />
      </div>
    );
  }

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>

      <form onSubmit={lancer} noValidate aria-labelledby="recherche-coproprietes" className={fr.cx('fr-mb-3w')}>
        <h2 id="recherche-coproprietes" className={fr.cx('fr-h5')}>
          Rechercher une copropriété
        </h2>
        <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <Select label="Copropriétés affichées" nativeSelectProps={formulaire.register('filtre')}>
              {options.map((f) => (
                <option key={f.code} value={f.code}>
                  {f.libelle}
                </option>
              ))}
            </Select>
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <Input
              label="Numéro d'immatriculation ou nom"
              hintText="Par exemple AB1-234-567, AB1234567 ou le début du nom"
              {...etatChamp(erreursFormulaire.recherche?.message)}
              nativeInputProps={{ ...formulaire.register('recherche'), maxLength: 100, type: 'search' }}
            />
          </div>
        </div>
        <Accordion
          label={avances > 0 ? `Filtres avancés (${avances} actif${avances > 1 ? 's' : ''})` : 'Filtres avancés'}
          titleAs="h3"
          defaultExpanded={avances > 0}
          className={fr.cx('fr-mb-2w')}
        >
          <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
            <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
              <Input
                label="Mandat commençant à partir du"
                hintText="Format attendu : JJ/MM/AAAA"
                {...etatChamp(erreursFormulaire.dateDebutMandat?.message)}
                nativeInputProps={{
                  ...formulaire.register('dateDebutMandat'),
                  inputMode: 'numeric',
                  maxLength: 10,
                  autoComplete: 'off',
                }}
              />
            </div>
            <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
              <Input
                label="Mandat se terminant au plus tard le"
                hintText="Format attendu : JJ/MM/AAAA"
                {...etatChamp(erreursFormulaire.dateFinMandat?.message)}
                nativeInputProps={{
                  ...formulaire.register('dateFinMandat'),
                  inputMode: 'numeric',
                  maxLength: 10,
                  autoComplete: 'off',
                }}
              />
            </div>
            <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
              <Select
                label="Statut du rattachement"
                {...etatChamp(erreursFormulaire.statut?.message)}
                nativeSelectProps={formulaire.register('statut')}
              >
                <option value="">Tous les statuts</option>
                {STATUTS_RATTACHEMENT_FILTRE.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        </Accordion>
        <ButtonsGroup
          inlineLayoutWhen="sm and up"
          buttons={[
            { children: 'Rechercher', type: 'submit', iconId: 'fr-icon-search-line' },
            {
              children: 'Réinitialiser',
              priority: 'secondary',
              type: 'button',
              onClick: () => aller({ filtre: 'seeAllCopro', recherche: '', page: 1, tri: null }),
            },
          ]}
        />
      </form>

      {visiteur.profil !== null && estTeneur(visiteur.profil) && (
        <Alert
          severity="info"
          small
          className={fr.cx('fr-mb-3w')}
          description="En tant que teneur du registre, vous retrouvez ici une copropriété par son numéro d'immatriculation."
        />
      )}
      {criteres.filtre === 'coproNonGeolocalisees' && localiser && (
        <Alert
          severity="info"
          small
          className={fr.cx('fr-mb-3w')}
          description="Ces copropriétés ont des parcelles cadastrales qui n'ont pas pu être localisées lors de leur déclaration : « Localiser les parcelles » les cherche de nouveau au cadastre, et vous permet de les corriger."
        />
      )}

      <h2 className={fr.cx('fr-h5')} aria-live="polite" data-testid="nombre-coproprietes">
        {resultats.isPending
          ? 'Recherche en cours…'
          : `${total} copropriété${total > 1 ? 's' : ''}${total > TAILLE_PAGE_COPROPRIETES ? ` — page ${criteres.page} sur ${pages}` : ''}`}
      </h2>

      {resultats.data && (
        // [issue 11] the table fits the page: fixed layout, wrapping cells (copropriete.css)
        <div className="liste-coproprietes">
          <TableauDonnees
            titre={libelleFiltre(criteres.filtre)}
            titreVisible={false}
            colonnes={colonnes}
            lignes={resultats.data.ligneRechercheCoproprieteDTOList}
            cle={(l) => String(l.idCopropriete)}
            tri={{ courant: criteres.tri, changer: (t) => aller({ ...criteres, tri: t, page: 1 }) }}
            defilableAuClavier
            vide={
              criteres.recherche || avances > 0 ? 'Aucune copropriété ne correspond à cette recherche.' : 'Aucune copropriété.'
            }
          />
        </div>
      )}
      {pages > 1 && (
        <Pagination
          className={fr.cx('fr-mt-2w')}
          count={pages}
          defaultPage={Math.min(criteres.page, pages)}
          getPageLinkProps={(n) => ({ to: { search: adresseCriteres({ ...criteres, page: n }).toString() } })}
        />
      )}
    </div>
  );
}
