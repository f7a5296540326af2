/**
 * [issue 12] "Statistiques du registre" (public; spec 001 §2 `consulter-les-statistiques-du-registre`, §7
 * "Statistics and geography (public)", §8 "Missing statistics file", §9): a territory chosen level by level
 * (France → region → department → EPCI → commune, each level optional, the deepest one shown) and a period of
 * registration, kept in the address; then the key figures, one bar chart per breakdown each followed by its data
 * table (the accessible alternative: the chart is hidden from assistive technologies), « secret statistique » in
 * place of a figure computed on too few condominiums, and the report to download (xlsx, pdf).
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { CallOut } from '@codegouvfr/react-dsfr/CallOut';
import { Select } from '@codegouvfr/react-dsfr/Select';
import {
  annees,
  chiffres,
  communesDeDepartement,
  communesDeEpci,
  departementsDeRegion,
  epciDeDepartement,
  epciDeRegion,
  regions,
  trimestres,
} from '@registre/shared/routes/statistiques.routes';
import { LIBELLES_NIVEAU, type Chiffres, type Niveau } from '@registre/shared/schemas/statistiques';
import { useRequete } from '../../api/hooks.ts';
import { dateHeureFr } from '../../lib/format.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { Repartition } from './Repartition.tsx';
import { FichierIntrouvable, telechargerRapport, type FormatRapport } from './rapport.ts';
import {
  adresseSelection,
  changerNiveau,
  lirePeriode,
  lireSelection,
  requeteChiffres,
  valeurLue,
  valeurPeriode,
  type Periode,
  type Selection,
  type Territoire,
} from './selection.ts';
import './statistiques.css';

/** What a territory's code is, by level. */
const LIBELLES_CODE: Record<Niveau, string> = {
  FRANCE: '',
  REGION: 'code',
  DEPARTEMENT: 'code',
  EPCI: 'SIREN',
  COMMUNE: 'code INSEE',
};

/** The geography changes once a year: its lists are read once per visit. */
const STABLE = { staleTime: Infinity } as const;

export default function Statistiques() {
  const titre = usePageCourante()?.titre;
  const [query, setQuery] = useSearchParams();
  const selection = useMemo(() => lireSelection(query), [query]);
  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      <p className={fr.cx('fr-text--lead')}>
        Les copropriétés immatriculées au registre, pour la France entière ou un territoire (région, département,
        intercommunalité, commune) et une période d'immatriculation.
      </p>
      <FormulaireSelection selection={selection} afficher={(s) => setQuery(adresseSelection(s))} />
      <Resultats selection={selection} />
    </div>
  );
}

/* ---------------------------------------------------------------------------------------------------------- */

/**
 * The territory and the period. The cascade follows the choices as they are made (another region lists its
 * departments…); the figures follow the address, once "Afficher les statistiques" is pressed: a selection never
 * changes the page's content by itself.
 */
function FormulaireSelection({ selection, afficher }: { selection: Selection; afficher: (s: Selection) => void }) {
  const [territoire, setTerritoire] = useState<Territoire>(selection);
  const [periode, setPeriode] = useState<Periode>(selection);
  // the address changed (back, forward, a shared link): the form follows
  useEffect(() => {
    setTerritoire({
      region: selection.region,
      departement: selection.departement,
      epci: selection.epci,
      commune: selection.commune,
    });
    setPeriode({ annee: selection.annee, trimestre: selection.trimestre });
  }, [selection]);

  const listeRegions = useRequete(regions, {}, STABLE);
  // without a region, every department (`0`)
  const listeDepartements = useRequete(departementsDeRegion, { params: { idRegion: territoire.region || '0' } }, STABLE);
  const epciParDepartement = useRequete(
    epciDeDepartement,
    { params: { numDepartement: territoire.departement } },
    { ...STABLE, enabled: territoire.departement !== '' },
  );
  const epciParRegion = useRequete(
    epciDeRegion,
    { params: { id: territoire.region } },
    { ...STABLE, enabled: territoire.departement === '' && territoire.region !== '' },
  );
  const listeEpci = territoire.departement ? epciParDepartement : territoire.region ? epciParRegion : null;
  const communesParEpci = useRequete(
    communesDeEpci,
    { params: { sirenEpci: territoire.epci } },
    { ...STABLE, enabled: territoire.epci !== '' },
  );
  const communesParDepartement = useRequete(
    communesDeDepartement,
    { params: { dept: territoire.departement } },
    { ...STABLE, enabled: territoire.epci === '' && territoire.departement !== '' },
  );
  const listeCommunes = territoire.epci ? communesParEpci : territoire.departement ? communesParDepartement : null;
  const listeAnnees = useRequete(annees, { params: { isNationale: 'true' } }, { staleTime: 5 * 60_000 });
  const listeTrimestres = useRequete(trimestres, {}, { staleTime: 5 * 60_000 });

  // a level chosen fills the levels above it that its list tells (a department's region, a commune's EPCI…)
  const choisir = (champ: keyof Territoire, valeur: string) => {
    const t = changerNiveau(territoire, champ, valeur);
    if (champ === 'departement' && valeur) {
      const d = listeDepartements.data?.find((x) => x.code === valeur);
      if (d) t.region = d.codeRegion;
    }
    if (champ === 'epci' && valeur) {
      const e = listeEpci?.data?.find((x) => x.siren === valeur);
      if (e && !t.region && e.regions.length === 1) t.region = e.regions[0];
    }
    if (champ === 'commune' && valeur) {
      const c = listeCommunes?.data?.find((x) => x.codeInsee === valeur);
      if (c) {
        t.region = c.codeRegion;
        t.departement = c.codeDepartement;
        // a Grand Paris commune: its territory (EPT), the EPCI the RNIC file names
        const groupement = c.sirenEpt ?? c.sirenEpci;
        if (!t.epci && groupement) t.epci = groupement;
      }
    }
    setTerritoire(t);
  };

  const soumettre = (e: FormEvent) => {
    e.preventDefault();
    afficher({ ...territoire, ...periode });
  };
  const toutEffacer = () => {
    setTerritoire({ region: '', departement: '', epci: '', commune: '' });
    setPeriode({ annee: null, trimestre: null });
    afficher({ region: '', departement: '', epci: '', commune: '', annee: null, trimestre: null });
  };

  const chargement = 'Chargement de la liste…';
  return (
    <form onSubmit={soumettre} className={fr.cx('fr-mb-6w')} aria-labelledby="statistiques-choix" data-testid="selection">
      <fieldset className={fr.cx('fr-fieldset')}>
        <legend className={fr.cx('fr-fieldset__legend')} id="statistiques-choix">
          <h2 className={fr.cx('fr-h4', 'fr-mb-0')}>Territoire et période</h2>
        </legend>
        <p className={fr.cx('fr-fieldset__element', 'fr-hint-text')}>
          Chaque niveau est facultatif : le plus précis choisi est affiché ; sans choix, la France entière.
        </p>
        <div className={fr.cx('fr-fieldset__element')}>
          <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
            <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
              <Select
                label="Région"
                nativeSelectProps={{
                  name: 'region',
                  value: territoire.region,
                  onChange: (e) => choisir('region', e.target.value),
                }}
              >
                <option value="">{listeRegions.isPending ? chargement : 'Toutes les régions'}</option>
                {listeRegions.data?.map((r) => (
                  <option key={r.code} value={r.code}>
                    {r.nom}
                  </option>
                ))}
              </Select>
            </div>
            <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
              <Select
                label="Département"
                nativeSelectProps={{
                  name: 'departement',
                  value: territoire.departement,
                  onChange: (e) => choisir('departement', e.target.value),
                }}
              >
                <option value="">{listeDepartements.isPending ? chargement : 'Tous les départements'}</option>
                {listeDepartements.data?.map((d) => (
                  <option key={d.code} value={d.code}>
                    {d.code} – {d.nom}
                  </option>
                ))}
              </Select>
            </div>
            <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
              <Select
                label="Intercommunalité (EPCI)"
                hint={listeEpci ? undefined : "Choisissez d'abord une région ou un département."}
                disabled={listeEpci === null}
                nativeSelectProps={{
                  name: 'epci',
                  value: territoire.epci,
                  onChange: (e) => choisir('epci', e.target.value),
                }}
              >
                <option value="">{listeEpci?.isPending ? chargement : 'Toutes les intercommunalités'}</option>
                {listeEpci?.data?.map((x) => (
                  <option key={x.siren} value={x.siren}>
                    {x.metropole ? `${x.nom} (territoire du Grand Paris)` : x.nom}
                  </option>
                ))}
              </Select>
            </div>
            <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
              <Select
                label="Commune"
                hint={listeCommunes ? undefined : "Choisissez d'abord un département ou une intercommunalité."}
                disabled={listeCommunes === null}
                nativeSelectProps={{
                  name: 'commune',
                  value: territoire.commune,
                  onChange: (e) => choisir('commune', e.target.value),
                }}
              >
                <option value="">{listeCommunes?.isPending ? chargement : 'Toutes les communes'}</option>
                {listeCommunes?.data?.map((c) => (
                  <option key={c.codeInsee} value={c.codeInsee}>
                    {c.nom} ({c.codeDepartement})
                  </option>
                ))}
              </Select>
            </div>
          </div>
        </div>
        <div className={fr.cx('fr-fieldset__element')}>
          <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
            <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
              <Select
                label="Période d'immatriculation"
                nativeSelectProps={{
                  name: 'periode',
                  value: valeurPeriode(periode),
                  onChange: (e) => setPeriode(lirePeriode(e.target.value)),
                }}
              >
                <option value="">Toutes les périodes</option>
                {(listeAnnees.data?.length ?? 0) > 0 && (
                  <optgroup label="Une année">
                    {listeAnnees.data!.map((a) => (
                      <option key={a} value={String(a)}>
                        Année {a}
                      </option>
                    ))}
                  </optgroup>
                )}
                {(listeTrimestres.data?.length ?? 0) > 0 && (
                  <optgroup label="Un trimestre">
                    {listeTrimestres.data!.map((t) => (
                      <option key={`${t.annee}-${t.trimestre}`} value={`${t.annee}-${t.trimestre}`}>
                        {t.libelle}
                      </option>
                    ))}
                  </optgroup>
                )}
              </Select>
            </div>
          </div>
        </div>
        <div className={fr.cx('fr-fieldset__element')}>
          <ul className={fr.cx('fr-btns-group', 'fr-btns-group--inline-md', 'fr-btns-group--icon-left')}>
            <li>
              <Button type="submit" iconId="fr-icon-bar-chart-box-line">
                Afficher les statistiques
              </Button>
            </li>
            <li>
              <Button type="button" priority="tertiary" iconId="fr-icon-refresh-line" onClick={toutEffacer}>
                France entière, toutes périodes
              </Button>
            </li>
          </ul>
        </div>
      </fieldset>
    </form>
  );
}

/* ---------------------------------------------------------------------------------------------------------- */

function Resultats({ selection }: { selection: Selection }) {
  const requete = useMemo(() => requeteChiffres(selection), [selection]);
  const resultat = useRequete(chiffres, { query: requete }, { placeholderData: keepPreviousData, staleTime: 60_000 });

  if (resultat.isPending) {
    return (
      <p role="status" data-testid="chargement-statistiques">
        Chargement des statistiques…
      </p>
    );
  }
  if (resultat.isError && !resultat.data) {
    return (
      <div data-testid="statistiques-indisponibles">
        <p>Les statistiques n'ont pas pu être chargées. Réessayez dans quelques instants.</p>
        <Button priority="secondary" iconId="fr-icon-refresh-line" onClick={() => void resultat.refetch()}>
          Recharger les statistiques
        </Button>
      </div>
    );
  }
  const c = resultat.data!;
  const miseAJour = resultat.isPlaceholderData;
  return (
    <section aria-labelledby="statistiques-resultats" aria-busy={miseAJour} data-testid="statistiques">
      <p className={fr.cx('fr-sr-only')} role="status">
        {miseAJour ? 'Mise à jour des statistiques…' : `Statistiques affichées : ${c.territoire.nom}, ${c.periode.libelle}.`}
      </p>
      <h2 id="statistiques-resultats" data-testid="territoire-affiche">
        {c.territoire.nom}
      </h2>
      <p className={fr.cx('fr-mb-3w')} data-testid="contexte-affiche">
        {c.territoire.niveau === 'FRANCE' ? 'France entière' : LIBELLES_NIVEAU[c.territoire.niveau]}
        {c.territoire.code && c.territoire.niveau !== 'FRANCE'
          ? ` · ${LIBELLES_CODE[c.territoire.niveau]} ${c.territoire.code}`
          : ''}
        {` · Période d'immatriculation : ${c.periode.libelle}`}
        {c.miseAJour && ` · Chiffres à jour le ${dateHeureFr(c.miseAJour)}`}
      </p>
      <ChiffresCles c={c} />
      {c.coproprietes === 0 ? (
        <Alert
          severity="info"
          small
          className={fr.cx('fr-mb-4w')}
          description="Aucune copropriété n'est immatriculée sur ce territoire pour cette période : il n'y a pas de répartition à afficher."
          role={undefined}
          data-testid="aucune-copropriete"
        />
      ) : (
        <SecretStatistique seuil={c.seuilSecret} />
      )}
      <Rapport selection={selection} />
      {c.coproprietes !== 0 && <Repartitions c={c} />}
    </section>
  );
}

function ChiffresCles({ c }: { c: Chiffres }) {
  const cles = [
    { id: 'coproprietes', libelle: 'copropriétés immatriculées', valeur: c.coproprietes },
    { id: 'lots', libelle: 'lots', valeur: c.lots },
    {
      id: 'lots-principaux',
      libelle: "lots principaux (à usage d'habitation, de bureaux ou de commerces)",
      valeur: c.lotsPrincipaux,
    },
    {
      id: 'syndicats-secondaires',
      libelle: 'syndicats secondaires, comptés à part (hors des autres chiffres)',
      valeur: c.syndicatsSecondaires,
    },
  ];
  return (
    <ul className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-raw-list', 'fr-mb-4w')} data-testid="chiffres-cles">
      {cles.map((k) => (
        <li key={k.id} className={fr.cx('fr-col-12', 'fr-col-sm-6', 'fr-col-lg-3')}>
          <div
            className={`statistiques-chiffre${k.id === 'syndicats-secondaires' ? ' statistiques-chiffre--a-part' : ''}`}
            data-testid={`chiffre-${k.id}`}
          >
            <p className={`statistiques-chiffre__valeur${k.valeur === 'SECRET' ? ' statistiques-secret' : ''}`}>
              {valeurLue(k.valeur)}
            </p>
            <p className={fr.cx('fr-mb-0')}>{k.libelle}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function SecretStatistique({ seuil }: { seuil: number }) {
  return (
    <CallOut
      title="Le secret statistique"
      titleAs="h3"
      iconId="fr-icon-lock-line"
      className={fr.cx('fr-mb-4w')}
      data-testid="regle-secret"
    >
      Un chiffre qui porte sur moins de {seuil} copropriétés n'est pas publié : il est remplacé par « secret statistique » et sa
      barre n'est pas tracée. Pour qu'il ne puisse pas être retrouvé à partir du total, d'autres cases de la même répartition
      peuvent aussi être masquées.
    </CallOut>
  );
}

const REPARTITIONS = [
  { cle: 'parTaille', titre: 'Taille des copropriétés (nombre de lots principaux)' },
  { cle: 'parPeriodeConstruction', titre: 'Période de construction' },
  { cle: 'parTypeSyndic', titre: 'Type de syndic' },
  { cle: 'parMandat', titre: 'Mandat du syndic' },
  { cle: 'parMajAnnuelle', titre: 'Mise à jour annuelle' },
] as const satisfies readonly { cle: keyof Chiffres; titre: string }[];

function Repartitions({ c }: { c: Chiffres }) {
  const contexte = `${c.territoire.nom}, ${c.periode.libelle}`;
  return (
    <>
      <h2 className={fr.cx('fr-mt-6w')}>Répartitions des copropriétés</h2>
      <p>
        Chaque graphique est suivi du tableau de ses chiffres. Les parts sont calculées sur les {valeurLue(c.coproprietes)}{' '}
        copropriétés du territoire et de la période.
      </p>
      {REPARTITIONS.map((r) => (
        <Repartition
          key={r.cle}
          id={`repartition-${r.cle}`}
          titre={r.titre}
          contexte={contexte}
          lignes={c[r.cle]}
          total={c.coproprietes}
        />
      ))}
    </>
  );
}

/* ---------------------------------------------------------------------------------------------------------- */

function Rapport({ selection }: { selection: Selection }) {
  const [enCours, setEnCours] = useState<FormatRapport | null>(null);
  const [introuvable, setIntrouvable] = useState<string | null>(null);
  const [telecharge, setTelecharge] = useState<string | null>(null);
  // another selection: the messages of the previous one no longer apply
  useEffect(() => {
    setIntrouvable(null);
    setTelecharge(null);
  }, [selection]);

  const telecharger = async (format: FormatRapport) => {
    if (enCours) return;
    setEnCours(format);
    setIntrouvable(null);
    setTelecharge(null);
    try {
      setTelecharge(await telechargerRapport(selection, format));
    } catch (e) {
      // a missing file is said here; any other failure is in the shell's error alerts
      if (e instanceof FichierIntrouvable) setIntrouvable(e.message);
    } finally {
      setEnCours(null);
    }
  };

  return (
    <section aria-labelledby="statistiques-rapport" className={fr.cx('fr-mb-4w')} data-testid="rapport">
      <h3 id="statistiques-rapport">Télécharger le rapport</h3>
      <p>Le rapport reprend les chiffres de ce territoire et de cette période, au format tableur (XLSX) ou PDF.</p>
      <ul className={fr.cx('fr-btns-group', 'fr-btns-group--inline-md', 'fr-btns-group--icon-left')}>
        {(['xlsx', 'pdf'] as const).map((format) => (
          <li key={format}>
            <Button
              type="button"
              priority="secondary"
              iconId="fr-icon-download-line"
              disabled={enCours !== null}
              onClick={() => void telecharger(format)}
            >
              {enCours === format ? 'Préparation du rapport…' : `Télécharger le rapport ${format.toUpperCase()}`}
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className={fr.cx('fr-text--sm')} data-testid="rapport-statut">
        {telecharge ? `Rapport téléchargé : ${telecharge}.` : ''}
      </p>
      {introuvable && (
        <Alert
          severity="error"
          title="Le rapport n'a pas pu être produit"
          description={`${introuvable.replace(/[.\s]+$/, '')}. Veuillez réessayer plus tard ; si le problème persiste, contactez l'assistance du registre.`}
          data-testid="rapport-introuvable"
        />
      )}
    </section>
  );
}
