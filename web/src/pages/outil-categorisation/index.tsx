/**
 * [issue 13] "Outil de catégorisation" (spec 001 §2 `institutionnels/outil-categorisation`, §3 "Categorisation",
 * §4 grouped load, §7, §9): the criteria (ONE zod schema with the server), the detailed search (4 000 rows a page,
 * by region id descending) shown in a DSFR table paginated here, the counts per region, department, EPCI or
 * commune in a sortable DSFR table — chained by itself when the list is full (§4: "the grouped load is triggered when
 * the result count equals the requested size"), on demand otherwise —, and the saved searches (mine, shared in my
 * territory: run again in one click, delete mine). Everything stays within the agent's geographic scope.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { Tag } from '@codegouvfr/react-dsfr/Tag';
import { EtatCopropriete, PeriodeConstruction } from '@registre/shared/domain/enums';
import { ETATS_PUBLIES } from '@registre/shared/domain/rnic/registre';
import { TRANCHES, TYPES_SYNDIC } from '@registre/shared/domain/annuaire/projection';
import { LIBELLES_STATUT_MAJ } from '@registre/shared/schemas/annuaire';
import {
  LIBELLES_PROCEDURE,
  LIBELLES_REGROUPEMENT,
  LIBELLES_STATUT_MANDAT,
  NIVEAUX_REGROUPEMENT,
  PROCEDURES,
  STATUTS_MANDAT,
  TAILLE_PAGE_CATEGORISATION,
  criteresCategorisationSchema,
  type CriteresCategorisation,
  type CriteresCategorisationSaisie,
  type LigneResultatCategorisation,
  type NiveauRegroupement,
  type RechercheSauvegardee,
  type RegroupementCategorisation,
} from '@registre/shared/schemas/categorisation';
import { categorisation, categorisationExports as exporter, institutionnels } from '@registre/shared/routes/index';
import {
  communesDeDepartement,
  communesDeEpci,
  departementsDeRegion,
  epciDeDepartement,
  regions,
} from '@registre/shared/routes/statistiques.routes';
import { appeler, ErreurApi } from '../../api/client.ts';
import { telecharger } from '../../api/telechargement.ts';
import { cleRequete, useRequete } from '../../api/hooks.ts';
import { TableauDonnees, type Tri } from '../../components/TableauDonnees.tsx';
import FichesMemo from '../../components/FichesMemo.tsx';
import { etatChamp } from '../../components/formulaire.ts';
import { notifier } from '../../lib/notifications.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { usePerimetre } from '../../features/perimetre/perimetre.ts';
import { Exports } from './Exports.tsx';
import './categorisation.css';
import { nombreFr } from '../../lib/format.ts';

const CarteRegroupement = lazy(() => import('./CarteRegroupement.tsx'));

const STABLE = { staleTime: Infinity } as const;
/** Rows shown per page of the detailed results (the server's page holds 4 000). */
const LIGNES_PAR_PAGE = 50;

type Formulaire = CriteresCategorisationSaisie;
const VIDE: Formulaire = {
  immatriculationOuNom: '',
  dateDebutMandat: '',
  dateFinMandat: '',
  etatsCopropriete: [],
  statut: [],
  regions: [],
  departements: [],
  epcis: [],
  communes: [],
  tranchesLots: [],
  periodesConstruction: [],
  typesSyndic: [],
  majAnnuelleEnRetard: undefined,
  procedures: [],
  impayesAuSeuilAdHoc: undefined,
  dettesMin: '' as never,
  fondsTravauxMax: '' as never,
  coproprietairesDebiteursMin: '' as never,
};
/** Saved criteria back into the form (blank strings for the empty fields). */
const versFormulaire = (c: CriteresCategorisation): Formulaire => ({
  ...VIDE,
  ...Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)),
});

const pourcent = (v: number | null) => (v === null ? '—' : `${nombreFr(Math.round(v * 1000) / 10)} %`);
const euros = (v: number | null) => (v === null ? '—' : `${nombreFr(v)} €`);

export default function OutilCategorisation() {
  const titre = usePageCourante()?.titre;
  const niveau = useRequete(institutionnels.niveauGeographiqueClavis, {}, STABLE);
  const perimetre = usePerimetre(niveau.data);
  const [query, setQuery] = useSearchParams();
  const form = useForm<Formulaire, unknown, CriteresCategorisation>({
    resolver: zodResolver(criteresCategorisationSchema),
    defaultValues: VIDE,
  });
  const [regroupement, setRegroupement] = useState<NiveauRegroupement>('DEPARTEMENT');
  const [criteres, setCriteres] = useState<CriteresCategorisation | null>(null);
  const [detail, setDetail] = useState<{ lignes: LigneResultatCategorisation[]; pagePleine: boolean } | null>(null);
  const [groupes, setGroupes] = useState<RegroupementCategorisation | null>(null);
  const [enCours, setEnCours] = useState<'detail' | 'groupes' | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  // the rows ticked in the list (their registration numbers): extraction of those rows, their fact sheets
  const [cochees, setCochees] = useState<ReadonlySet<string>>(new Set());

  const regrouper = async (c: CriteresCategorisation, niveauGroupes: NiveauRegroupement) => {
    setEnCours('groupes');
    try {
      setGroupes(
        await appeler(categorisation.regroupement, {
          body: { criteres: c, regroupement: niveauGroupes },
          erreursGerees: [400, 403],
        }),
      );
    } catch (e) {
      setErreur(e instanceof ErreurApi ? e.message : 'La recherche a échoué : réessayez dans quelques instants.');
    } finally {
      setEnCours(null);
    }
  };

  const lancer = async (c: CriteresCategorisation) => {
    setErreur(null);
    setCriteres(c);
    setGroupes(null);
    setDetail(null);
    setCochees(new Set());
    setEnCours('detail');
    setQuery({}, { replace: true });
    try {
      const r = await appeler(categorisation.recherche, {
        body: c,
        query: { page: 1, size: TAILLE_PAGE_CATEGORISATION, sort: 'idRegion,desc' },
        erreursGerees: [400, 403],
      });
      setDetail(r);
      setEnCours(null);
      // spec 001 §4: a full page means more condominiums than the list shows: their counts follow
      if (r.pagePleine) await regrouper(c, regroupement);
    } catch (e) {
      setEnCours(null);
      setErreur(e instanceof ErreurApi ? e.message : 'La recherche a échoué : réessayez dans quelques instants.');
    }
  };

  const relancer = (r: RechercheSauvegardee) => {
    form.reset(versFormulaire(r.criteres));
    void lancer(r.criteres);
  };

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      <p className={fr.cx('fr-text--lead')}>
        Repérez les copropriétés de votre territoire qui appellent une attention particulière : taille, âge, gestion, procédures
        en cours, indicateurs financiers du dernier exercice.
      </p>
      {perimetre && (
        <p data-testid="perimetre-outil">
          Votre périmètre : <strong>{perimetre.territoire}</strong>. Les recherches ne portent que sur les copropriétés
          immatriculées de ce territoire.
        </p>
      )}
      <Guide />
      <FormulaireCriteres form={form} perimetreTexte={niveau.data ?? null} soumettre={lancer} occupe={enCours !== null} />

      <section aria-labelledby="resultats" className={fr.cx('fr-mt-6w')}>
        <h2 id="resultats">Résultats</h2>
        {erreur && <Alert severity="error" small description={erreur} className={fr.cx('fr-mb-2w')} />}
        {enCours && <p role="status">{enCours === 'detail' ? 'Recherche des copropriétés…' : 'Calcul de la répartition…'}</p>}
        {!criteres && !enCours && <p>Choisissez vos critères puis lancez la recherche.</p>}
        {criteres && detail && (
          <>
            <Regroupement
              groupes={groupes}
              niveau={regroupement}
              changerNiveau={(n) => {
                setRegroupement(n);
                if (groupes) void regrouper(criteres, n);
              }}
              calculer={() => void regrouper(criteres, regroupement)}
              occupe={enCours === 'groupes'}
              pagePleine={detail.pagePleine}
            />
            <Detail
              lignes={detail.lignes}
              pagePleine={detail.pagePleine}
              page={Math.max(1, Number(query.get('page')) || 1)}
              cochees={cochees}
              cocher={(immat, oui) =>
                setCochees((c) => {
                  const n = new Set(c);
                  if (oui) n.add(immat);
                  else n.delete(immat);
                  return n;
                })
              }
            />
            <Exports criteres={criteres} cochees={[...cochees]} />
          </>
        )}
      </section>

      <RecherchesSauvegardees criteres={criteres} relancer={relancer} />
    </div>
  );
}

/* ---------------------------------------------------------------------------------------------------------- */

function Guide() {
  return (
    <div className={fr.cx('fr-accordions-group', 'fr-mb-4w')}>
      <Accordion label="Guide d'utilisation de l'outil" titleAs="h2">
        <ol>
          <li>
            Choisissez vos critères : plusieurs valeurs d'un même critère s'additionnent (l'une ou l'autre), des critères
            différents se combinent (l'un et l'autre). Un critère laissé vide ne restreint rien.
          </li>
          <li>
            Les territoires choisis (régions, départements, intercommunalités, communes) s'additionnent ; sans territoire, la
            recherche porte sur tout votre périmètre.
          </li>
          <li>
            Les indicateurs financiers sont ceux du dernier exercice déclaré ; une copropriété sans données financières ne répond
            pas à un critère financier. Le seuil des impayés est celui du mandat ad hoc : 15 % des sommes exigibles au-delà de 200
            lots, 25 % sinon.
          </li>
          <li>
            La liste montre {nombreFr(TAILLE_PAGE_CATEGORISATION)} copropriétés au plus, triées par région ; au-delà, la
            répartition par territoire s'affiche d'elle-même. Affinez vos critères pour obtenir la liste complète.
          </li>
          <li>
            Enregistrez une recherche pour la relancer en un clic ; partagée, elle est proposée aux autres agents de votre
            territoire.
          </li>
        </ol>
      </Accordion>
      {/* the reading grid of the data (spec 001 §2, a static PDF): the institutions' memo sheets */}
      <FichesMemo categorie="INSTITUTION" titre="Grille de lecture des données et fiches mémo" titreAs="h3" />
    </div>
  );
}

const OUI_NON = [
  { value: '', label: 'Indifférent' },
  { value: 'oui', label: 'Oui' },
  { value: 'non', label: 'Non' },
];

function FormulaireCriteres({
  form,
  perimetreTexte,
  soumettre,
  occupe,
}: {
  form: UseFormReturn<Formulaire, unknown, CriteresCategorisation>;
  perimetreTexte: string | null;
  soumettre: (c: CriteresCategorisation) => Promise<void>;
  occupe: boolean;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const cases = <T extends string>(champ: keyof Formulaire, valeurs: readonly { code: T; libelle: string }[]) =>
    valeurs.map((v) => ({ label: v.libelle, nativeInputProps: { ...register(champ), value: v.code } }));
  return (
    <form
      noValidate
      aria-labelledby="criteres"
      onSubmit={handleSubmit((c) => soumettre(c))}
      data-testid="criteres-categorisation"
    >
      <h2 id="criteres">Critères de recherche</h2>
      <fieldset className={fr.cx('fr-fieldset')}>
        <legend className={fr.cx('fr-fieldset__legend', 'fr-h5')}>Territoire</legend>
        <Territoires form={form} perimetreTexte={perimetreTexte} />
      </fieldset>

      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
          <Input
            label="Numéro d'immatriculation ou nom"
            hintText="Le début du numéro (exemple : AB12) ou une partie du nom."
            nativeInputProps={{ ...register('immatriculationOuNom'), autoComplete: 'off' }}
            {...etatChamp(errors.immatriculationOuNom?.message)}
          />
        </div>
        <div className={fr.cx('fr-col-6', 'fr-col-md-3')}>
          <Input
            label="Mandat commencé à partir du"
            nativeInputProps={{ ...register('dateDebutMandat'), type: 'date' }}
            {...etatChamp(errors.dateDebutMandat?.message)}
          />
        </div>
        <div className={fr.cx('fr-col-6', 'fr-col-md-3')}>
          <Input
            label="Mandat finissant au plus tard le"
            nativeInputProps={{ ...register('dateFinMandat'), type: 'date' }}
            {...etatChamp(errors.dateFinMandat?.message)}
          />
        </div>
      </div>

      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
          <Checkbox
            legend="Taille (lots principaux)"
            small
            options={cases(
              'tranchesLots',
              TRANCHES.map((t) => ({ code: t.code, libelle: t.libelle })),
            )}
          />
          <Checkbox legend="Type de syndic" small options={cases('typesSyndic', TYPES_SYNDIC)} />
          <Checkbox
            legend="Mandat du syndic"
            small
            options={cases(
              'statut',
              STATUTS_MANDAT.map((s) => ({ code: s, libelle: LIBELLES_STATUT_MANDAT[s] })),
            )}
          />
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
          <Checkbox legend="Période de construction" small options={cases('periodesConstruction', PeriodeConstruction.list)} />
          <Checkbox
            legend="Procédures en cours"
            hintText="L'une au moins des procédures cochées."
            small
            options={cases(
              'procedures',
              PROCEDURES.map((p) => ({ code: p, libelle: LIBELLES_PROCEDURE[p] })),
            )}
          />
        </div>
      </div>

      <Accordion label="Autres critères : état, mise à jour annuelle, indicateurs financiers">
        <Checkbox
          legend="État de la copropriété"
          small
          options={cases(
            'etatsCopropriete',
            ETATS_PUBLIES.map((e) => ({ code: e, libelle: (EtatCopropriete.labels as Record<string, string>)[e] ?? e })),
          )}
        />
        <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <Select label="Mise à jour annuelle en retard" nativeSelectProps={register('majAnnuelleEnRetard')}>
              {OUI_NON.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <Select
              label="Impayés au seuil du mandat ad hoc"
              hint="15 % des sommes exigibles au-delà de 200 lots, 25 % sinon (dernier exercice)."
              nativeSelectProps={register('impayesAuSeuilAdHoc')}
            >
              {OUI_NON.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <Input
              label="Dettes d'au moins (€)"
              nativeInputProps={{ ...register('dettesMin'), inputMode: 'decimal' }}
              {...etatChamp(errors.dettesMin?.message)}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <Input
              label="Fonds de travaux d'au plus (€)"
              hintText="0 : sans fonds de travaux."
              nativeInputProps={{ ...register('fondsTravauxMax'), inputMode: 'decimal' }}
              {...etatChamp(errors.fondsTravauxMax?.message)}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <Input
              label="Copropriétaires débiteurs de plus de 300 € : au moins"
              nativeInputProps={{ ...register('coproprietairesDebiteursMin'), inputMode: 'numeric' }}
              {...etatChamp(errors.coproprietairesDebiteursMin?.message)}
            />
          </div>
        </div>
      </Accordion>

      <ButtonsGroup
        className={fr.cx('fr-mt-3w')}
        inlineLayoutWhen="sm and up"
        buttons={[
          { children: 'Rechercher', type: 'submit', iconId: 'fr-icon-search-line', disabled: occupe },
          { children: 'Effacer les critères', priority: 'secondary', type: 'button', onClick: () => reset(VIDE) },
        ]}
      />
    </form>
  );
}

/** The territories chosen (several per level), each added from the cascade of official lists, within the scope. */
function Territoires({
  form,
  perimetreTexte,
}: {
  form: UseFormReturn<Formulaire, unknown, CriteresCategorisation>;
  perimetreTexte: string | null;
}) {
  const { watch, setValue } = form;
  const [region, setRegion] = useState('');
  const [departement, setDepartement] = useState('');
  const [epci, setEpci] = useState('');
  const [commune, setCommune] = useState('');
  const [noms, setNoms] = useState<Record<string, string>>({});
  const [niveauScope, codeScope] = (perimetreTexte ?? 'NATIONAL').split(':');
  const listeRegions = useRequete(regions, {}, STABLE);
  const listeDepartements = useRequete(departementsDeRegion, { params: { idRegion: region || '0' } }, STABLE);
  const depEffectif = niveauScope === 'DEPARTEMENT' ? codeScope : departement;
  const listeEpci = useRequete(
    epciDeDepartement,
    { params: { numDepartement: depEffectif } },
    { ...STABLE, enabled: depEffectif !== '' },
  );
  const communesEpci = useRequete(communesDeEpci, { params: { sirenEpci: epci } }, { ...STABLE, enabled: epci !== '' });
  const communesDep = useRequete(
    communesDeDepartement,
    { params: { dept: depEffectif } },
    { ...STABLE, enabled: epci === '' && depEffectif !== '' },
  );
  const listeCommunes = epci ? communesEpci : communesDep;

  if (niveauScope === 'EPCI' || niveauScope === 'COMMUNE')
    return <p className={fr.cx('fr-hint-text')}>Votre recherche porte sur votre territoire.</p>;

  const regionsVisibles = (listeRegions.data ?? []).filter((r) => niveauScope !== 'REGION' || r.code === codeScope);
  const departementsVisibles = (listeDepartements.data ?? []).filter(
    (d) => (niveauScope !== 'REGION' || d.codeRegion === codeScope) && (niveauScope !== 'DEPARTEMENT' || d.code === codeScope),
  );
  const choisis = {
    regions: watch('regions') ?? [],
    departements: watch('departements') ?? [],
    epcis: watch('epcis') ?? [],
    communes: watch('communes') ?? [],
  };
  const ajouter = (champ: keyof typeof choisis, code: string, nom: string) => {
    if (!code || choisis[champ].includes(code)) return;
    setValue(champ, [...choisis[champ], code], { shouldDirty: true });
    setNoms((n) => ({ ...n, [`${champ}:${code}`]: nom }));
  };
  const retirer = (champ: keyof typeof choisis, code: string) =>
    setValue(
      champ,
      choisis[champ].filter((c) => c !== code),
      { shouldDirty: true },
    );
  const etiquettes = (Object.keys(choisis) as (keyof typeof choisis)[]).flatMap((champ) =>
    choisis[champ].map((code) => ({ champ, code, nom: noms[`${champ}:${code}`] ?? code })),
  );
  const LIBELLE = { regions: 'Région', departements: 'Département', epcis: 'EPCI', communes: 'Commune' } as const;

  return (
    <>
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-grid-row--bottom')}>
        {niveauScope !== 'DEPARTEMENT' && (
          <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
            <Select
              label="Région"
              nativeSelectProps={{
                value: region,
                onChange: (e) => {
                  setRegion(e.target.value);
                  setDepartement('');
                  setEpci('');
                  setCommune('');
                },
              }}
            >
              <option value="">{niveauScope === 'REGION' ? 'Votre région' : 'Toutes les régions'}</option>
              {regionsVisibles.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.nom}
                </option>
              ))}
            </Select>
            <Button
              size="small"
              priority="tertiary"
              type="button"
              disabled={!region}
              onClick={() => ajouter('regions', region, regionsVisibles.find((r) => r.code === region)?.nom ?? region)}
            >
              Ajouter la région
            </Button>
          </div>
        )}
        <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
          <Select
            label="Département"
            nativeSelectProps={{
              value: niveauScope === 'DEPARTEMENT' ? codeScope : departement,
              disabled: niveauScope === 'DEPARTEMENT',
              onChange: (e) => {
                setDepartement(e.target.value);
                setEpci('');
                setCommune('');
              },
            }}
          >
            <option value="">Tous les départements</option>
            {departementsVisibles.map((d) => (
              <option key={d.code} value={d.code}>
                {d.nom} ({d.code})
              </option>
            ))}
          </Select>
          {niveauScope !== 'DEPARTEMENT' && (
            <Button
              size="small"
              priority="tertiary"
              type="button"
              disabled={!departement}
              onClick={() =>
                ajouter('departements', departement, departementsVisibles.find((d) => d.code === departement)?.nom ?? departement)
              }
            >
              Ajouter le département
            </Button>
          )}
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
          <Select
            label="Intercommunalité (EPCI)"
            hint={depEffectif ? undefined : "Choisissez d'abord un département."}
            nativeSelectProps={{
              value: epci,
              disabled: !depEffectif,
              onChange: (e) => {
                setEpci(e.target.value);
                setCommune('');
              },
            }}
          >
            <option value="">Toutes les intercommunalités</option>
            {(listeEpci.data ?? []).map((x) => (
              <option key={x.siren} value={x.siren}>
                {x.metropole ? `${x.nom} (territoire du Grand Paris)` : x.nom}
              </option>
            ))}
          </Select>
          <Button
            size="small"
            priority="tertiary"
            type="button"
            disabled={!epci}
            onClick={() => ajouter('epcis', epci, listeEpci.data?.find((x) => x.siren === epci)?.nom ?? epci)}
          >
            Ajouter l'intercommunalité
          </Button>
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
          <Select
            label="Commune"
            hint={depEffectif ? undefined : "Choisissez d'abord un département."}
            nativeSelectProps={{ value: commune, disabled: !depEffectif, onChange: (e) => setCommune(e.target.value) }}
          >
            <option value="">Toutes les communes</option>
            {(listeCommunes.data ?? []).map((c) => (
              <option key={c.codeInsee} value={c.codeInsee}>
                {c.nom} ({c.codeInsee})
              </option>
            ))}
          </Select>
          <Button
            size="small"
            priority="tertiary"
            type="button"
            disabled={!commune}
            onClick={() => ajouter('communes', commune, listeCommunes.data?.find((c) => c.codeInsee === commune)?.nom ?? commune)}
          >
            Ajouter la commune
          </Button>
        </div>
      </div>
      <div data-testid="territoires-choisis" aria-live="polite">
        {etiquettes.length === 0 ? (
          <p className={fr.cx('fr-hint-text', 'fr-mt-1w')}>Aucun territoire choisi : tout votre périmètre.</p>
        ) : (
          <ul className={fr.cx('fr-tags-group', 'fr-mt-1w')}>
            {etiquettes.map((t) => (
              <li key={`${t.champ}:${t.code}`}>
                <Tag
                  dismissible
                  nativeButtonProps={{
                    type: 'button',
                    'aria-label': `Retirer ${LIBELLE[t.champ].toLowerCase()} ${t.nom}`,
                    onClick: () => retirer(t.champ, t.code),
                  }}
                >
                  {`${LIBELLE[t.champ]} : ${t.nom}`}
                </Tag>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/* ---------------------------------------------------------------------------------------------------------- */

function Regroupement({
  groupes,
  niveau,
  changerNiveau,
  calculer,
  occupe,
  pagePleine,
}: {
  groupes: RegroupementCategorisation | null;
  niveau: NiveauRegroupement;
  changerNiveau: (n: NiveauRegroupement) => void;
  calculer: () => void;
  occupe: boolean;
  pagePleine: boolean;
}) {
  const [tri, setTri] = useState<Tri | null>({ champ: 'nombre', sens: 'desc' });
  const lignes = useMemo(() => {
    const l = [...(groupes?.groupes ?? [])];
    if (!tri) return l;
    const s = tri.sens === 'asc' ? 1 : -1;
    return l.sort((a, b) => {
      const va = a[tri.champ as 'code' | 'nom' | 'nombre' | 'lots'];
      const vb = b[tri.champ as 'code' | 'nom' | 'nombre' | 'lots'];
      return (typeof va === 'number' ? va - (vb as number) : String(va).localeCompare(String(vb), 'fr')) * s;
    });
  }, [groupes, tri]);
  return (
    <section aria-labelledby="repartition" className={fr.cx('fr-mb-6w')} data-testid="resultats-regroupes">
      <h3 id="repartition">Répartition par territoire</h3>
      {pagePleine && (
        <Alert
          severity="info"
          small
          className={fr.cx('fr-mb-2w')}
          description={`Plus de ${nombreFr(TAILLE_PAGE_CATEGORISATION)} copropriétés répondent à vos critères : la liste ci-dessous n'en montre que les ${nombreFr(TAILLE_PAGE_CATEGORISATION)} premières, la répartition les compte toutes.`}
        />
      )}
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-grid-row--bottom')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
          <Select
            label="Regrouper par"
            nativeSelectProps={{ value: niveau, onChange: (e) => changerNiveau(e.target.value as NiveauRegroupement) }}
          >
            {NIVEAUX_REGROUPEMENT.map((n) => (
              <option key={n} value={n}>
                {LIBELLES_REGROUPEMENT[n]}
              </option>
            ))}
          </Select>
        </div>
        {!groupes && (
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <Button type="button" iconId="fr-icon-bar-chart-box-line" onClick={calculer} disabled={occupe}>
              Afficher la répartition
            </Button>
          </div>
        )}
      </div>
      {groupes && (
        <>
          <p data-testid="total-regroupe">
            <strong>{nombreFr(groupes.total)}</strong> copropriété{groupes.total > 1 ? 's' : ''} au total.
          </p>
          <TableauDonnees
            titre={`Copropriétés par ${LIBELLES_REGROUPEMENT[groupes.regroupement].toLowerCase()}`}
            colonnes={[
              { cle: 'code', titre: 'Code', rendu: (g) => g.code || '—', tri: 'code' },
              { cle: 'nom', titre: LIBELLES_REGROUPEMENT[groupes.regroupement], rendu: (g) => g.nom, tri: 'nom' },
              { cle: 'nombre', titre: 'Copropriétés', rendu: (g) => nombreFr(g.nombre), tri: 'nombre' },
              { cle: 'lots', titre: 'Lots', rendu: (g) => nombreFr(g.lots), tri: 'lots' },
            ]}
            lignes={lignes}
            cle={(g) => g.code || 'non-renseigne'}
            tri={{ courant: tri, changer: setTri }}
            vide="Aucune copropriété ne répond à ces critères."
          />
          {groupes.total > 0 && (
            <Suspense fallback={<p role="status">Chargement de la carte…</p>}>
              <CarteRegroupement regroupement={groupes} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}

function Detail({
  lignes,
  pagePleine,
  page,
  cochees,
  cocher,
}: {
  lignes: LigneResultatCategorisation[];
  pagePleine: boolean;
  page: number;
  cochees: ReadonlySet<string>;
  cocher: (immat: string, oui: boolean) => void;
}) {
  const pages = Math.max(1, Math.ceil(lignes.length / LIGNES_PAR_PAGE));
  const courante = Math.min(page, pages);
  const visibles = lignes.slice((courante - 1) * LIGNES_PAR_PAGE, courante * LIGNES_PAR_PAGE);
  const etats = EtatCopropriete.labels as Record<string, string>;
  const syndics = Object.fromEntries(TYPES_SYNDIC.map((t) => [t.code, t.libelle]));
  return (
    <section aria-labelledby="liste" data-testid="resultats-detailles">
      <h3 id="liste">Liste des copropriétés</h3>
      <p data-testid="nombre-resultats">
        {pagePleine
          ? `Les ${nombreFr(lignes.length)} premières copropriétés (par région).`
          : `${nombreFr(lignes.length)} copropriété${lignes.length > 1 ? 's' : ''} répond${lignes.length > 1 ? 'ent' : ''} à vos critères.`}
      </p>
      <TableauDonnees
        titre="Copropriétés répondant aux critères"
        titreVisible={false}
        defilableAuClavier
        colonnes={[
          {
            cle: 'choix',
            titre: 'Sélection',
            rendu: (l) => {
              const rang = lignes.indexOf(l) + 1;
              return (
                <div className={fr.cx('fr-checkbox-group', 'fr-checkbox-group--sm')}>
                  <input
                    type="checkbox"
                    id={`choix-${l.numeroImmatriculation}`}
                    checked={cochees.has(l.numeroImmatriculation)}
                    onChange={(e) => cocher(l.numeroImmatriculation, e.target.checked)}
                  />
                  <label className={fr.cx('fr-label')} htmlFor={`choix-${l.numeroImmatriculation}`}>
                    <span className={fr.cx('fr-sr-only')}>Sélectionner la ligne {rang}</span>
                  </label>
                </div>
              );
            },
          },
          { cle: 'immat', titre: 'Immatriculation', rendu: (l) => l.numeroImmatriculation },
          { cle: 'nom', titre: 'Nom', rendu: (l) => l.nom ?? '—' },
          { cle: 'adresse', titre: 'Adresse', rendu: (l) => l.adresse ?? '—' },
          { cle: 'dep', titre: 'Département', rendu: (l) => l.codeDepartement ?? '—' },
          { cle: 'lots', titre: 'Lots', rendu: (l) => (l.nombreLots === null ? '—' : nombreFr(l.nombreLots)) },
          { cle: 'etat', titre: 'État', rendu: (l) => etats[l.etat] ?? l.etat },
          { cle: 'syndic', titre: 'Syndic', rendu: (l) => syndics[l.typeSyndic] ?? l.typeSyndic },
          { cle: 'mandat', titre: 'Mandat', rendu: (l) => LIBELLES_STATUT_MANDAT[l.statutMandat] },
          {
            cle: 'maj',
            titre: 'Mise à jour annuelle',
            rendu: (l) => (l.statutMajAnnuelle ? (LIBELLES_STATUT_MAJ as Record<string, string>)[l.statutMajAnnuelle] : '—'),
          },
          {
            cle: 'procedures',
            titre: 'Procédures',
            rendu: (l) => l.procedures.map((p) => LIBELLES_PROCEDURE[p]).join(', ') || '—',
          },
          { cle: 'impayes', titre: 'Impayés / charges', rendu: (l) => pourcent(l.tauxImpayes) },
          { cle: 'dettes', titre: 'Dettes', rendu: (l) => euros(l.montantDettes) },
          { cle: 'fiche', titre: 'Fiche', rendu: (l) => <BoutonFiche immatriculation={l.numeroImmatriculation} /> },
        ]}
        lignes={visibles}
        cle={(l) => String(l.idCopropriete)}
        vide="Aucune copropriété ne répond à ces critères."
      />
      <p role="status" data-testid="lignes-selectionnees">
        {cochees.size > 1 ? `${cochees.size} lignes sélectionnées` : `${cochees.size} ligne sélectionnée`}
      </p>
      {pages > 1 && (
        <Pagination
          className={fr.cx('fr-mt-2w')}
          count={pages}
          defaultPage={courante}
          getPageLinkProps={(n) => ({ to: { search: `?page=${n}` } })}
        />
      )}
    </section>
  );
}

/** One condominium's fact sheet (PDF), downloaded through the API (the session's token). */
function BoutonFiche({ immatriculation }: { immatriculation: string }) {
  const [occupe, setOccupe] = useState(false);
  return (
    <Button
      size="small"
      priority="tertiary"
      iconId="fr-icon-file-pdf-line"
      disabled={occupe}
      onClick={() => {
        setOccupe(true);
        void telecharger(exporter.ficheRapport, { body: { immatriculation } }, `fiche-copropriete-${immatriculation}.pdf`)
          .catch(() => undefined)
          .finally(() => setOccupe(false));
      }}
    >
      <span className={fr.cx('fr-sr-only')}>Fiche de la copropriété {immatriculation}, </span>PDF
    </Button>
  );
}

/* ---------------------------------------------------------------------------------------------------------- */

function RecherchesSauvegardees({
  criteres,
  relancer,
}: {
  criteres: CriteresCategorisation | null;
  relancer: (r: RechercheSauvegardee) => void;
}) {
  const queryClient = useQueryClient();
  const miennes = useRequete(categorisation.mesRecherches);
  const partagees = useRequete(categorisation.recherchesPartagees);
  const [nom, setNom] = useState('');
  const [partagee, setPartagee] = useState(false);
  const [erreurNom, setErreurNom] = useState<string | null>(null);
  const rafraichir = () => queryClient.invalidateQueries({ queryKey: cleRequete(categorisation.mesRecherches).slice(0, 1) });

  const enregistrer = async () => {
    if (!criteres) return;
    try {
      await appeler(categorisation.sauvegarder, { body: { nom, partagee, criteres }, erreursGerees: [400, 403] });
      setErreurNom(null);
      setNom('');
      setPartagee(false);
      notifier({
        severite: 'success',
        titre: 'Recherche enregistrée',
        description: partagee ? 'Elle est partagée avec les agents de votre territoire.' : undefined,
      });
      await rafraichir();
    } catch (e) {
      setErreurNom(
        e instanceof ErreurApi ? (Object.values(e.corps.erreurs ?? {})[0] ?? e.message) : 'Enregistrement impossible.',
      );
    }
  };
  const supprimer = async (r: RechercheSauvegardee) => {
    try {
      await appeler(categorisation.supprimer, { body: { id: r.id }, erreursGerees: [404] });
      notifier({ severite: 'success', titre: `Recherche « ${r.nom} » supprimée` });
    } catch {
      notifier({ severite: 'error', titre: "Cette recherche n'existe plus." });
    }
    await rafraichir();
  };

  const liste = (titre: string, id: string, requete: typeof miennes, mienne: boolean) => (
    <section aria-labelledby={id} className={fr.cx('fr-col-12', 'fr-col-md-6')} data-testid={id}>
      <h3 id={id} className={fr.cx('fr-h5')}>
        {titre}
      </h3>
      {requete.isPending ? (
        <p role="status">Chargement…</p>
      ) : !requete.data?.length ? (
        <p>
          {mienne ? "Vous n'avez pas encore enregistré de recherche." : "Aucune recherche n'est partagée dans votre territoire."}
        </p>
      ) : (
        <ul className={fr.cx('fr-raw-list')}>
          {requete.data.map((r) => (
            <li key={r.id} className={fr.cx('fr-mb-2w')}>
              <p className={fr.cx('fr-mb-1v', 'fr-text--bold')}>
                {r.nom}
                {r.partagee && mienne ? ' (partagée)' : ''}
              </p>
              {!mienne && (
                <p className={fr.cx('fr-text--sm', 'fr-mb-1v')}>Par {`${r.prenomAuteur} ${r.nomAuteur}`.trim() || 'un agent'}</p>
              )}
              <ButtonsGroup
                inlineLayoutWhen="always"
                buttonsSize="small"
                buttons={[
                  {
                    children: (
                      <>
                        Relancer<span className={fr.cx('fr-sr-only')}> la recherche « {r.nom} »</span>
                      </>
                    ),
                    type: 'button',
                    iconId: 'fr-icon-refresh-line',
                    onClick: () => relancer(r),
                  },
                  ...(r.owned
                    ? [
                        {
                          children: (
                            <>
                              Supprimer<span className={fr.cx('fr-sr-only')}> la recherche « {r.nom} »</span>
                            </>
                          ),
                          type: 'button' as const,
                          priority: 'secondary' as const,
                          iconId: 'fr-icon-delete-line' as const,
                          onClick: () => void supprimer(r),
                        },
                      ]
                    : []),
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <section aria-labelledby="recherches-enregistrees" className={fr.cx('fr-mt-6w')}>
      <h2 id="recherches-enregistrees">Recherches enregistrées</h2>
      {criteres ? (
        <form
          noValidate
          aria-label="Enregistrer la recherche"
          className={fr.cx('fr-mb-4w')}
          onSubmit={(e) => {
            e.preventDefault();
            void enregistrer();
          }}
          data-testid="enregistrer-recherche"
        >
          <Input
            label="Nom de la recherche"
            hintText="3 à 80 caractères."
            nativeInputProps={{ value: nom, onChange: (e) => setNom(e.target.value), maxLength: 80 }}
            {...etatChamp(erreurNom ?? undefined)}
          />
          <Checkbox
            small
            options={[
              {
                label: 'Partager avec les agents de mon territoire',
                nativeInputProps: { checked: partagee, onChange: (e) => setPartagee(e.target.checked) },
              },
            ]}
          />
          <Button type="submit" iconId="fr-icon-save-line">
            Enregistrer la recherche
          </Button>
        </form>
      ) : (
        <p>Lancez une recherche pour pouvoir l'enregistrer.</p>
      )}
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
        {liste('Mes recherches', 'mes-recherches', miennes, true)}
        {liste('Recherches partagées avec moi', 'recherches-partagees', partagees, false)}
      </div>
    </section>
  );
}
