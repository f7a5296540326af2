import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { estTeneur } from '@registre/shared/domain/profils';
import { rechercher } from '@registre/shared/routes/coproprietes.routes';
import { appeler } from '../../api/client.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { lienVers, pageParId, peutOuvrir } from '../../routes.tsx';
import { usePageCourante } from '../../shell/page.ts';
import { formaterDate, formaterNumero, nombre } from '../validations/demandes.ts';
import {
  ACTIONS_FILTRE,
  FILTRES_PROPOSES,
  TAILLE_PAGE_COPROPRIETES,
  adresseCriteres,
  corpsRechercheCoproprietes,
  libelleEtat,
  libelleFiltre,
  libelleMajAnnuelle,
  libelleStatutRattachement,
  lienAction,
  lireCriteres,
  parcellesALocaliser,
  severiteEtat,
  type CriteresCoproprietes,
  type FiltreCoproprietes,
  type LigneCopropriete,
} from './coproprietes.ts';

interface FormulaireRecherche {
  filtre: FiltreCoproprietes;
  recherche: string;
}

/**
 * The condominium list of a syndic or a notary (spec 000 §2 /copropriete): the filter of the address (all,
 * registered, with non-geolocated parcels…), the search by registration number or name, the columns of the spec,
 * page 1 of 10; a condominium with parcels that could not be located offers "Localiser les parcelles".
 */
export default function Coproprietes() {
  const titre = usePageCourante()?.titre;
  const { visiteur } = useSession();
  const [query, setQuery] = useSearchParams();
  const criteres = useMemo(() => lireCriteres(query), [query]);
  const aller = (c: CriteresCoproprietes) => setQuery(adresseCriteres(c));
  const pageParcelles = pageParId('parcellesNonGeolocalisees');
  const localiser = pageParcelles !== undefined && peutOuvrir(pageParcelles, visiteur);

  const corps = useMemo(() => corpsRechercheCoproprietes(criteres), [criteres]);
  const resultats = useQuery({
    queryKey: [rechercher.id, corps],
    queryFn: ({ signal }) => appeler(rechercher, { body: corps, signal }),
    placeholderData: keepPreviousData,
  });

  const formulaire = useForm<FormulaireRecherche>({
    defaultValues: { filtre: criteres.filtre, recherche: criteres.recherche },
  });
  useEffect(
    () => formulaire.reset({ filtre: criteres.filtre, recherche: criteres.recherche }),
    [criteres.filtre, criteres.recherche, formulaire],
  );
  const lancer = formulaire.handleSubmit((v) => aller({ ...criteres, filtre: v.filtre, recherche: v.recherche, page: 1 }));

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

  const colonnes: Colonne<LigneCopropriete>[] = [
    {
      cle: 'immat',
      tri: 'immatriculation',
      titre: "N° d'immatriculation",
      rendu: (l) => formaterNumero(l.immatriculation) ?? <span className={fr.cx('fr-text--sm')}>Non immatriculée</span>,
    },
    {
      cle: 'nom',
      tri: 'nomCopropriete',
      titre: 'Nom',
      rendu: (l) => (
        <>
          {l.nomCopropriete ?? '—'}
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
      titre: 'Statut de la copropriété',
      rendu: (l) => (
        <Badge small noIcon severity={severiteEtat(l.etat)} as="span">
          {libelleEtat(l.etat)}
        </Badge>
      ),
    },
    {
      cle: 'rattachement',
      tri: 'statutRattachement',
      titre: 'Statut du rattachement',
      rendu: (l) => libelleStatutRattachement(l.statutRattachement),
    },
    {
      cle: 'teledeclarant',
      tri: 'numTeledeclarant',
      titre: 'N° du télédéclarant actuel',
      rendu: (l) => (l.numTeledeclarant === null ? '—' : String(l.numTeledeclarant)),
    },
    { cle: 'lots', tri: 'nbLots', titre: 'Nombre de lots', rendu: (l) => nombre(l.nbLots) },
    { cle: 'batiments', tri: 'nbBatiments', titre: 'Nombre de bâtiments', rendu: (l) => nombre(l.nbBatiments) },
    { cle: 'finMandat', tri: 'dateFinMandat', titre: 'Fin du mandat', rendu: (l) => formaterDate(l.dateFinMandat) },
    { cle: 'majAnnuelle', tri: 'majAnnuelle', titre: 'Mise à jour annuelle', rendu: (l) => libelleMajAnnuelle(l.majAnnuelle) },
    { cle: 'representant', tri: 'representantLegal', titre: 'Représentant légal', rendu: (l) => l.representantLegal ?? '—' },
  ];
  const total = resultats.data?.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / TAILLE_PAGE_COPROPRIETES));

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
              nativeInputProps={{ ...formulaire.register('recherche'), maxLength: 100, type: 'search' }}
            />
          </div>
        </div>
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
        <TableauDonnees
          titre={libelleFiltre(criteres.filtre)}
          titreVisible={false}
          colonnes={colonnes}
          lignes={resultats.data.ligneRechercheCoproprieteDTOList}
          cle={(l) => String(l.idCopropriete)}
          tri={{ courant: criteres.tri, changer: (t) => aller({ ...criteres, tri: t, page: 1 }) }}
          defilableAuClavier
          vide={criteres.recherche ? 'Aucune copropriété ne correspond à cette recherche.' : 'Aucune copropriété.'}
        />
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
