/**
 * The keepers' event journal (spec 001 §2 `evenement-journal`, §3 "Event journal filters", §4 and §9): a period
 * of Paris days and the filters profile, category, event type (by category) and modality; the 100 newest lines
 * that match, an info notice when more than 99 do. Each line: when, who (and as whom in login-as), what, on what
 * (the condominium's record linked), the reason given. The form is checked by the server's own schema.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { ajouterJours, dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import type { CategorieEvenement } from '@registre/shared/domain/journal';
import { LIMITE_RESULTATS_JOURNAL, SEUIL_AVIS_JOURNAL } from '@registre/shared/domain/rechercheJournal';
import { dateIsoVersFr } from '@registre/shared/domain/valeurs';
import {
  categories,
  modalites,
  profils,
  rechercher,
  tousLesTypes,
  typesEvenement,
} from '@registre/shared/routes/evenementJournal.routes';
import { rechercheJournalSchema, type LigneJournalLue, type SaisieRechercheJournal } from '@registre/shared/schemas/journal';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { etatChamp, placerErreursServeur } from '../../components/formulaire.ts';
import { lienVers, pageParId, peutOuvrir } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { formaterDate } from '../../features/demandes/demandes.ts';

/** The last 30 days by default: what a keeper opening the journal most often looks for. */
function rechercheParDefaut(): SaisieRechercheJournal {
  const aujourdhui = dateDuJourParis(new Date());
  return {
    dateDu: dateIsoVersFr(ajouterJours(aujourdhui, -30)),
    dateAu: dateIsoVersFr(aujourdhui),
    profil: '',
    categorie: '',
    typeEvenement: '',
    modalite: '',
  };
}
const CHAMPS = ['dateDu', 'dateAu', 'profil', 'categorie', 'typeEvenement', 'modalite'] as const;

export default function EvenementJournal() {
  const titre = usePageCourante()?.titre;
  const { visiteur } = useSession();
  const fiche = pageParId('ficheCopropriete');
  const voirFiche = fiche !== undefined && peutOuvrir(fiche, visiteur);
  // [reclamation] a line about a complaint links to it in the keepers' inbox
  const boite = pageParId('reclamations');
  const voirReclamation = boite !== undefined && peutOuvrir(boite, visiteur);

  const [criteres, setCriteres] = useState<SaisieRechercheJournal>(rechercheParDefaut);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<SaisieRechercheJournal>({
    resolver: zodResolver(rechercheJournalSchema, undefined, { raw: true }),
    defaultValues: criteres,
  });
  const categorie = watch('categorie') ?? '';

  const listeProfils = useRequete(profils, {}, { staleTime: Infinity });
  const listeCategories = useRequete(categories, {}, { staleTime: Infinity });
  const listeModalites = useRequete(modalites, {}, { staleTime: Infinity });
  // the types of the chosen category, else every type
  const typesDeLaCategorie = useRequete(
    typesEvenement,
    { params: { category: categorie as CategorieEvenement } },
    { staleTime: Infinity, enabled: Boolean(categorie) },
  );
  const tous = useRequete(tousLesTypes, {}, { staleTime: Infinity, enabled: !categorie });
  const listeTypes = categorie ? typesDeLaCategorie.data : tous.data;

  const resultats = useQuery({
    queryKey: [rechercher.id, criteres],
    queryFn: ({ signal }) => appeler(rechercher, { body: criteres, signal, erreursGerees: [400] }),
    placeholderData: keepPreviousData,
  });
  // a refusal of the server (the same rules as the form's): its messages on the fields
  useEffect(() => {
    if (resultats.error) placerErreursServeur(resultats.error, setError, CHAMPS);
  }, [resultats.error, setError]);

  const lancer = handleSubmit((v) => setCriteres({ ...v }));

  const colonnes: Colonne<LigneJournalLue>[] = [
    { cle: 'quand', titre: 'Date et heure', rendu: (l) => formaterDate(l.horodatage) },
    {
      cle: 'qui',
      titre: 'Auteur',
      rendu: (l) => (
        <>
          {l.acteur}
          <br />
          <span className={fr.cx('fr-text--xs')}>{l.libelleProfil}</span>
          {l.enTantQue && (
            <>
              <br />
              <span className={fr.cx('fr-text--xs')}>en tant que {l.enTantQue}</span>
            </>
          )}
        </>
      ),
    },
    {
      cle: 'quoi',
      titre: 'Événement',
      rendu: (l) => (
        <>
          {l.libelleType}
          <br />
          <span className={fr.cx('fr-text--xs')}>
            {l.libelleCategorie} — {l.libelleModalite}
          </span>
        </>
      ),
    },
    {
      cle: 'sur',
      titre: 'Concerne',
      rendu: (l) => {
        if (!l.cible) return '—';
        const reference = l.cible.nature === 'reclamation' ? /REC-\d{4}-\d+/.exec(l.cible.libelle)?.[0] : undefined;
        const lien =
          voirFiche && l.cible.idCopropriete !== null
            ? lienVers('ficheCopropriete', { id: l.cible.idCopropriete })
            : voirReclamation && reference && boite
              ? `${boite.chemin}?${new URLSearchParams({ reference })}`
              : null;
        return lien ? (
          <Link to={lien} className={fr.cx('fr-link', 'fr-text--sm')}>
            {l.cible.libelle}
          </Link>
        ) : (
          l.cible.libelle
        );
      },
    },
    { cle: 'raison', titre: 'Raison', rendu: (l) => l.raison ?? '—' },
  ];

  const lignes = resultats.data?.lignes ?? [];
  const n = lignes.length;

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>

      <form onSubmit={lancer} noValidate aria-labelledby="recherche-journal">
        <h2 id="recherche-journal" className={fr.cx('fr-h5')}>
          Rechercher des événements
        </h2>
        <p className={fr.cx('fr-hint-text')}>
          Une période de 366 jours au plus, dates comprises ; les autres critères sont facultatifs. Les {LIMITE_RESULTATS_JOURNAL}{' '}
          événements les plus récents sont affichés.
        </p>
        <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
            <Input
              label="Date de début"
              hintText="Format attendu : JJ/MM/AAAA"
              {...etatChamp(errors.dateDu?.message)}
              nativeInputProps={{ ...register('dateDu'), maxLength: 10, inputMode: 'numeric', autoComplete: 'off' }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
            <Input
              label="Date de fin"
              hintText="Format attendu : JJ/MM/AAAA"
              {...etatChamp(errors.dateAu?.message)}
              nativeInputProps={{ ...register('dateAu'), maxLength: 10, inputMode: 'numeric', autoComplete: 'off' }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
            <Select label="Profil" {...etatChamp(errors.profil?.message)} nativeSelectProps={register('profil')}>
              <option value="">Tous les profils</option>
              {listeProfils.data?.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.libelle}
                </option>
              ))}
            </Select>
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
            <Select label="Modalité" {...etatChamp(errors.modalite?.message)} nativeSelectProps={register('modalite')}>
              <option value="">Toutes les modalités</option>
              {listeModalites.data?.map((m) => (
                <option key={m.code} value={m.code}>
                  {m.libelle}
                </option>
              ))}
            </Select>
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <Select
              label="Catégorie"
              {...etatChamp(errors.categorie?.message)}
              nativeSelectProps={register('categorie', {
                // a type of another category would be refused: the type starts over
                onChange: () => setValue('typeEvenement', ''),
              })}
            >
              <option value="">Toutes les catégories</option>
              {listeCategories.data?.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.libelle}
                </option>
              ))}
            </Select>
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <Select
              label="Type d'événement"
              hint={categorie ? 'Les types de la catégorie choisie.' : 'Choisissez une catégorie pour réduire la liste.'}
              {...etatChamp(errors.typeEvenement?.message)}
              nativeSelectProps={register('typeEvenement')}
            >
              <option value="">Tous les types</option>
              {listeTypes?.map((t) => (
                <option key={t.code} value={t.code}>
                  {t.libelle}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <ButtonsGroup
          className={fr.cx('fr-mt-2w')}
          inlineLayoutWhen="sm and up"
          buttons={[
            { children: 'Rechercher', type: 'submit', iconId: 'fr-icon-search-line' },
            {
              children: 'Réinitialiser',
              priority: 'secondary',
              type: 'button',
              onClick: () => {
                const defaut = rechercheParDefaut();
                reset(defaut);
                setCriteres(defaut);
              },
            },
          ]}
        />
      </form>

      {resultats.isError && !(resultats.error instanceof ErreurApi && resultats.error.status === 400) && (
        <Alert
          severity="error"
          small
          className={fr.cx('fr-mt-3w')}
          description={`La recherche n'a pas pu aboutir : ${resultats.error.message}`}
        />
      )}

      <h2 className={fr.cx('fr-h5', 'fr-mt-4w')} aria-live="polite" data-testid="nombre-evenements">
        {resultats.isFetching
          ? 'Recherche en cours…'
          : resultats.data?.plusDe99
            ? `Plus de ${SEUIL_AVIS_JOURNAL} événements`
            : `${n} événement${n > 1 ? 's' : ''}`}
      </h2>

      {resultats.data?.plusDe99 && (
        <Alert
          severity="info"
          small
          className={fr.cx('fr-mb-3w')}
          id="avis-plus-de-99"
          description={`Plus de ${SEUIL_AVIS_JOURNAL} événements correspondent à la recherche : seuls les ${resultats.data.limite} plus récents sont affichés. Réduisez la période ou précisez les critères pour voir les autres.`}
        />
      )}

      {resultats.data && (
        <TableauDonnees
          titre="Événements du journal, du plus récent au plus ancien"
          titreVisible={false}
          colonnes={colonnes}
          lignes={lignes}
          cle={(l) => l.id}
          vide="Aucun événement ne correspond à cette recherche."
          defilableAuClavier
        />
      )}
    </div>
  );
}
