/**
 * The raw data of the register as the public and the institutional pages show it (spec 001 §7 "Raw data", issue 10):
 * what the RNIC open-data file is, the files available with their manifest and a download link each, how to check
 * a file's SHA-256 fingerprint, and the reading guide of the 72 columns. One component for both pages; the
 * institutional page adds its export panel through `actions`.
 */
import type { ReactNode } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { Accordion } from '@codegouvfr/react-dsfr/Accordion';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { CallOut } from '@codegouvfr/react-dsfr/CallOut';
import { Table } from '@codegouvfr/react-dsfr/Table';
import { fichiers, type FichierDonneesBrutes } from '@registre/shared/routes/donneesBrutes.routes';
import { useRequete } from '../../api/hooks.ts';
import { Section } from '../../components/PageStatique.tsx';
import { GROUPES_COLONNES, GUIDE_COLONNES, colonnesDuGroupe } from './colonnes.ts';
import { dateFr, dateHeureFr, nombreFr, tailleFichier } from '../../lib/format.ts';
import { detailTelechargement, empreinteCourte, libelleTelechargement, lienTelechargement } from './fichiers.ts';
import './donnees-ouvertes.css';

/** The sections, for the DSFR summary of the pages. */
export const SOMMAIRE_DONNEES_OUVERTES = [
  { ancre: 'le-fichier', titre: 'Le fichier des copropriétés' },
  { ancre: 'fichiers-disponibles', titre: 'Fichiers disponibles' },
  { ancre: 'guide-des-colonnes', titre: `Guide de lecture des ${GUIDE_COLONNES.length} colonnes` },
];

export function DonneesOuvertes({
  actions,
  aucunFichier,
}: {
  /** shown at the top of the files section (the keepers' export) */
  actions?: ReactNode;
  /** what to do while no file exists yet (the default tells about the nightly export) */
  aucunFichier?: ReactNode;
}) {
  const [fichier, disponibles, guide] = SOMMAIRE_DONNEES_OUVERTES;
  return (
    <>
      <Section ancre={fichier.ancre} titre={fichier.titre}>
        <PresentationFichier />
      </Section>
      <Section ancre={disponibles.ancre} titre={disponibles.titre}>
        {actions}
        <ListeFichiers aucunFichier={aucunFichier} />
      </Section>
      <Section ancre={guide.ancre} titre={guide.titre}>
        <GuideColonnes />
      </Section>
    </>
  );
}

function PresentationFichier() {
  return (
    <>
      <p>
        Le registre publie la liste des copropriétés immatriculées sous la forme d'un fichier de données ouvertes, au format du
        fichier RNIC diffusé par l'Agence nationale de l'habitat : une ligne par syndicat de copropriétaires immatriculé,
        réutilisable librement.
      </p>
      <ul data-testid="caracteristiques-fichier">
        <li>
          Format CSV de <strong>{GUIDE_COLONNES.length} colonnes</strong>, dans l'ordre décrit par le guide de lecture ci-dessous
          ; la première ligne donne le nom des colonnes.
        </li>
        <li>Encodage UTF-8, valeurs séparées par des virgules et toutes placées entre guillemets doubles.</li>
        <li>Dates au format AAAA-MM-JJ, coordonnées géographiques en degrés décimaux (WGS84).</li>
        <li>
          Le fichier est <strong>republié chaque nuit</strong> à partir du registre : chaque fichier porte la date de son export
          dans son nom (rnic-donnees-AAAAMMJJ.csv).
        </li>
      </ul>
      <CallOut title="Ce que le fichier ne publie pas" titleAs="h3" iconId="fr-icon-lock-line">
        L'identité d'un syndic bénévole n'est jamais publiée : sa raison sociale est remplacée par « Identité non partagée en Open
        Data », son SIRET et son code APE par « non connu » ; seule sa commune apparaît. Le fichier ne contient aucune donnée
        financière ni aucune donnée personnelle des copropriétaires.
      </CallOut>
    </>
  );
}

function ListeFichiers({ aucunFichier }: { aucunFichier?: ReactNode }) {
  const liste = useRequete(fichiers);
  if (liste.isPending) return <p role="status">Chargement des fichiers…</p>;
  if (liste.isError)
    return (
      <div data-testid="fichiers-indisponibles">
        <p>La liste des fichiers n'a pas pu être chargée. Réessayez dans quelques instants.</p>
        <Button priority="secondary" iconId="fr-icon-refresh-line" onClick={() => void liste.refetch()}>
          Recharger la liste des fichiers
        </Button>
      </div>
    );
  const disponibles = liste.data.fichiers;
  if (disponibles.length === 0)
    return (
      <Alert
        severity="info"
        title="Aucun fichier n'est encore disponible"
        description={
          aucunFichier ??
          "Le premier fichier de données ouvertes sera publié à l'issue du prochain export nocturne du registre. Revenez demain pour le télécharger."
        }
        role={undefined}
        data-testid="aucun-fichier"
      />
    );
  return (
    <>
      <div data-testid="fichiers-donnees">
        <Table
          className="fichiers-donnees"
          caption="Fichiers de données ouvertes, du plus récent au plus ancien"
          noCaption
          bordered
          headers={['Date du fichier', 'Lignes', 'Taille', 'Empreinte SHA-256', 'Version des colonnes', 'Téléchargement']}
          data={disponibles.map((f, i) => [
            <>
              {dateFr(f.date)}
              {i === 0 && (
                <>
                  <br />
                  <Badge small noIcon severity="new" as="span">
                    Le plus récent
                  </Badge>
                </>
              )}
            </>,
            nombreFr(f.lignes),
            tailleFichier(f.octets),
            <code key="sha" className="empreinte" title={f.sha256}>
              {empreinteCourte(f.sha256)}
            </code>,
            f.versionColonnes,
            <LienTelechargement key="lien" fichier={f} />,
          ])}
        />
      </div>
      <Empreintes fichiers={disponibles} />
    </>
  );
}

/**
 * A plain link to the download route: the browser follows the redirect and saves the file under the name the
 * response gives (DSFR "lien de téléchargement").
 */
function LienTelechargement({ fichier }: { fichier: FichierDonneesBrutes }) {
  return (
    <a className={fr.cx('fr-link', 'fr-link--download')} href={lienTelechargement(fichier)} download={fichier.nom}>
      {libelleTelechargement(fichier)}
      <span className="fr-link__detail">{detailTelechargement(fichier)}</span>
    </a>
  );
}

function Empreintes({ fichiers: liste }: { fichiers: readonly FichierDonneesBrutes[] }) {
  return (
    <div className={fr.cx('fr-accordions-group', 'fr-mt-3w')}>
      <Accordion label="Vérifier l'intégrité d'un fichier : empreintes SHA-256 complètes" titleAs="h3">
        <p>
          Après le téléchargement, calculez l'empreinte SHA-256 du fichier et comparez-la à celle du tableau ci-dessous : elles
          doivent être identiques. Par exemple <code>sha256sum rnic-donnees-AAAAMMJJ.csv</code> sous Linux,{' '}
          <code>shasum -a 256 rnic-donnees-AAAAMMJJ.csv</code> sous macOS ou{' '}
          <code>Get-FileHash rnic-donnees-AAAAMMJJ.csv -Algorithm SHA256</code> sous Windows (PowerShell).
        </p>
        <div data-testid="empreintes">
          <Table
            caption="Empreintes SHA-256 des fichiers disponibles"
            headers={['Fichier', 'Généré le', 'Empreinte SHA-256']}
            data={liste.map((f) => [
              f.nom,
              dateHeureFr(f.genereLe),
              <code key="sha" className="empreinte empreinte--complete">
                {f.sha256}
              </code>,
            ])}
          />
        </div>
      </Accordion>
    </div>
  );
}

function GuideColonnes() {
  return (
    <>
      <p>
        Les colonnes sont présentées dans l'ordre du fichier, regroupées par thème. Une valeur inconnue est laissée vide ; pour
        les colonnes du syndic, elle est écrite « non connu ». Les noms de plus de 64 caractères sont tronqués à 64 caractères,
        comme dans le fichier diffusé par l'Anah.
      </p>
      <p data-testid="regle-formules">
        Pour qu'un tableur n'exécute jamais une cellule comme une formule, toute valeur qui commence par =, +, -, @, une
        tabulation ou un retour chariot est précédée d'une apostrophe (') : « =HYPERLINK(…) » est écrit « '=HYPERLINK(…) ». Un
        nombre n'est jamais modifié : une longitude négative comme -1.5536 reste telle quelle. Supprimez l'apostrophe de tête pour
        retrouver la valeur saisie ; les extractions et rapports du registre suivent la même règle.
      </p>
      <div className={fr.cx('fr-accordions-group')} data-testid="guide-colonnes">
        {GROUPES_COLONNES.map((g) => (
          <Accordion key={g.id} label={`${g.titre} (colonnes ${g.du} à ${g.au})`} titleAs="h3">
            <Table
              className="guide-colonnes"
              caption={`${g.titre} : colonnes ${g.du} à ${g.au}`}
              noCaption
              headers={['N°', 'Nom de la colonne', 'Signification']}
              data={colonnesDuGroupe(g).map((c) => [
                c.numero,
                <code key="nom" className="nom-colonne">
                  {c.nom}
                </code>,
                c.signification,
              ])}
            />
          </Accordion>
        ))}
      </div>
    </>
  );
}
