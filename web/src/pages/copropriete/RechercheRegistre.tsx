/**
 * [issue 11] The keepers' search of the whole register on /copropriete (spec 000 §2, §7
 * `POST api/coproprietes/rechercherImmatOuNomCopro`): a registration number or words of the name (the server ignores
 * accents, case and word order), an address, the condominium states; the columns of the condominium list, 10 per
 * page; each row opens the condominium's record. The criteria live in the address (back from a record finds the
 * same page of results). One zod schema checks the form here and the body on the server.
 */
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { rechercherRegistre } from '@registre/shared/routes/coproprietes.routes';
import { rechercheRegistreSchema } from '@registre/shared/schemas/copropriete/miseAJour';
import { appeler } from '../../api/client.ts';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { etatChamp } from '../../components/formulaire.ts';
import { formaterDate, formaterNumero, nombre } from '../../features/demandes/demandes.ts';
import {
  ETATS_RECHERCHE,
  TAILLE_PAGE_COPROPRIETES,
  adresseCriteresRegistre,
  corpsRechercheRegistre,
  libelleEtat,
  libelleMajAnnuelle,
  libelleStatutRattachement,
  lienFiche,
  lireCriteresRegistre,
  rechercheRegistreLancee,
  severiteEtat,
  severiteMajAnnuelle,
  type CorpsRechercheRegistre,
  type CriteresRegistre,
  type EtatCoproprieteCode,
  type LigneCopropriete,
} from '../../features/coproprietes/coproprietes.ts';

/** The statuses the page shows itself (an alert above the results), not the shell's error alerts. */
const ERREURS_AFFICHEES = [400, 403, 404, 500, 502, 503, 504] as const;

const valeursFormulaire = (c: CriteresRegistre): CorpsRechercheRegistre => ({
  immatriculationOuNom: c.recherche,
  adresse: c.adresse,
  etatsCopropriete: c.etats,
});

export function RechercheRegistre() {
  const [query, setQuery] = useSearchParams();
  const criteres = useMemo(() => lireCriteresRegistre(query), [query]);
  const aller = (c: CriteresRegistre) => setQuery(adresseCriteresRegistre(c));
  const lancee = rechercheRegistreLancee(criteres);

  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CorpsRechercheRegistre>({
    resolver: zodResolver(rechercheRegistreSchema, undefined, { raw: true }),
    defaultValues: valeursFormulaire(criteres),
  });
  // the address changed (back, a link, "Effacer"): the form shows its criteria
  useEffect(() => reset(valeursFormulaire(criteres)), [criteres, reset]);

  const lancer = handleSubmit((v) =>
    aller({
      recherche: v.immatriculationOuNom ?? '',
      adresse: v.adresse ?? '',
      etats: (v.etatsCopropriete ?? []) as EtatCoproprieteCode[],
      page: 1,
    }),
  );

  const corps = useMemo(() => corpsRechercheRegistre(criteres), [criteres]);
  const resultats = useQuery({
    queryKey: [rechercherRegistre.id, corps],
    queryFn: ({ signal }) => appeler(rechercherRegistre, { body: corps, signal, erreursGerees: ERREURS_AFFICHEES }),
    enabled: lancee,
    placeholderData: keepPreviousData,
  });

  // [issue 11] short headers; \u00AD (soft hyphen): where a long word may break in a narrow column
  const colonnes: Colonne<LigneCopropriete>[] = [
    {
      cle: 'immat',
      titre: "N° d'immatri\u00ADculation",
      rendu: (l) => formaterNumero(l.immatriculation) ?? <span className={fr.cx('fr-text--sm')}>Non immatriculée</span>,
    },
    {
      cle: 'nom',
      titre: 'Nom',
      rendu: (l) => (
        <Link to={lienFiche(l.idCopropriete)} className={fr.cx('fr-link', 'fr-text--sm')}>
          {l.nomCopropriete ?? `Copropriété ${formaterNumero(l.immatriculation) ?? 'sans nom'}`}
        </Link>
      ),
    },
    { cle: 'adresse', titre: 'Adresse de référence', rendu: (l) => l.adresseReference ?? '—' },
    {
      cle: 'etat',
      titre: 'Statut',
      rendu: (l) => (
        <Badge small noIcon severity={severiteEtat(l.etat)} as="span">
          {libelleEtat(l.etat)}
        </Badge>
      ),
    },
    { cle: 'rattachement', titre: 'Rattache\u00ADment', rendu: (l) => libelleStatutRattachement(l.statutRattachement) },
    {
      cle: 'teledeclarant',
      titre: 'N° du télé\u00ADdéclarant',
      rendu: (l) => (l.numTeledeclarant === null ? '—' : String(l.numTeledeclarant)),
    },
    { cle: 'lots', titre: 'Lots', rendu: (l) => nombre(l.nbLots) },
    { cle: 'batiments', titre: 'Bâti\u00ADments', rendu: (l) => nombre(l.nbBatiments) },
    { cle: 'finMandat', titre: 'Fin du mandat', rendu: (l) => formaterDate(l.dateFinMandat) },
    { cle: 'majAnnuelle', titre: 'Mise à jour annuelle', rendu: (l) => <MajAnnuelleBadge valeur={l.majAnnuelle} /> },
    { cle: 'representant', titre: 'Repré\u00ADsentant légal', rendu: (l) => l.representantLegal ?? '—' },
  ];

  const total = resultats.data?.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / TAILLE_PAGE_COPROPRIETES));
  const etatsCoches = criteres.etats.length;

  return (
    <>
      <form onSubmit={lancer} noValidate aria-labelledby="recherche-registre" className={fr.cx('fr-mb-3w')}>
        <h2 id="recherche-registre" className={fr.cx('fr-h5')}>
          Rechercher une copropriété dans tout le registre
        </h2>
        <p className={fr.cx('fr-text--sm')}>
          Cherchez par numéro d'immatriculation, par nom ou par adresse. Le nom est cherché sans tenir compte des accents, des
          majuscules ni de l'ordre des mots ; donnez-en tous les mots.
        </p>
        <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <Input
              label="Numéro d'immatriculation ou nom"
              hintText="Par exemple AB1-234-567, AB1234567, ou le nom de la copropriété"
              {...etatChamp(errors.immatriculationOuNom?.message)}
              nativeInputProps={{ ...register('immatriculationOuNom'), maxLength: 100, type: 'search', autoComplete: 'off' }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <Input
              label="Adresse"
              hintText="L'adresse de référence complète, par exemple 12 rue de la Paix 75002 Paris"
              {...etatChamp(errors.adresse?.message)}
              nativeInputProps={{ ...register('adresse'), maxLength: 200, type: 'search', autoComplete: 'off' }}
            />
          </div>
        </div>
        <Accordion
          label={
            etatsCoches > 0
              ? `États de la copropriété (${etatsCoches} coché${etatsCoches > 1 ? 's' : ''})`
              : 'États de la copropriété'
          }
          titleAs="h3"
          defaultExpanded={etatsCoches > 0}
          className={fr.cx('fr-mb-2w')}
        >
          <Checkbox
            legend="Limiter la recherche aux copropriétés dans l'un de ces états"
            hintText="Aucun état coché : tous les états."
            small
            classes={{ root: 'etats-recherche' }}
            options={ETATS_RECHERCHE.map((e) => ({
              label: e.libelle,
              nativeInputProps: { ...register('etatsCopropriete'), value: e.code },
            }))}
          />
        </Accordion>
        <ButtonsGroup
          inlineLayoutWhen="sm and up"
          buttons={[
            { children: 'Rechercher', type: 'submit', iconId: 'fr-icon-search-line' },
            {
              children: 'Effacer la recherche',
              priority: 'secondary',
              type: 'button',
              onClick: () => {
                reset({ immatriculationOuNom: '', adresse: '', etatsCopropriete: [] });
                aller({ recherche: '', adresse: '', etats: [], page: 1 });
              },
            },
          ]}
        />
      </form>

      {resultats.isError && (
        <Alert
          severity="error"
          small
          className={fr.cx('fr-mb-3w')}
          description={`La recherche n'a pas pu aboutir : ${resultats.error.message}`}
        />
      )}

      {lancee && (
        <h2 className={fr.cx('fr-h5')} aria-live="polite" data-testid="nombre-coproprietes">
          {resultats.isPending
            ? 'Recherche en cours…'
            : `${total} copropriété${total > 1 ? 's' : ''} trouvée${total > 1 ? 's' : ''}${total > TAILLE_PAGE_COPROPRIETES ? ` — page ${criteres.page} sur ${pages}` : ''}`}
        </h2>
      )}

      {lancee && resultats.data && (
        <div className="liste-coproprietes">
          <TableauDonnees
            titre="Copropriétés du registre correspondant à la recherche"
            titreVisible={false}
            colonnes={colonnes}
            lignes={resultats.data.ligneRechercheCoproprieteDTOList}
            cle={(l) => String(l.idCopropriete)}
            vide="Aucune copropriété du registre ne correspond à cette recherche."
          />
        </div>
      )}
      {lancee && pages > 1 && (
        <Pagination
          className={fr.cx('fr-mt-2w')}
          count={pages}
          defaultPage={Math.min(criteres.page, pages)}
          getPageLinkProps={(n) => ({ to: { search: adresseCriteresRegistre({ ...criteres, page: n }).toString() } })}
        />
      )}
    </>
  );
}

/** The annual update of a row: « À faire » (warning), « En retard » (error), « Faite » (success). */
export function MajAnnuelleBadge({ valeur }: { valeur: string | null }) {
  const severite = severiteMajAnnuelle(valeur);
  if (severite === null) return <>{libelleMajAnnuelle(valeur)}</>;
  return (
    <Badge small severity={severite} as="span">
      {libelleMajAnnuelle(valeur)}
    </Badge>
  );
}
