/**
 * [issue 13] The exports of a categorisation selection (spec 001 §7 "Categorisation", §8, §9): the synthesis
 * report (xlsx, pdf), the extraction of the selection — or of the ticked rows — with the columns the analyst ticks
 * (xlsx, csv), the fact sheets of the ticked rows in a zip. An extraction over 10 000 rows or a zip over 200 sheets
 * is made in the background (workflow export-categorisation): the page follows it and offers the file when ready;
 * the export is remembered for the tab, so the analyst may leave the page and come back.
 */
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Download } from '@codegouvfr/react-dsfr/Download';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import {
  CODES_COLONNES,
  COLONNES_EXTRACTION,
  ENTETE_AVERTISSEMENT,
  FICHES_ZIP_MAX,
  demandeExportSchema,
  type ColonneExtraction,
} from '@registre/shared/routes/categorisationExports.routes';
import * as exporter from '@registre/shared/routes/categorisationExports.routes';
import type { CriteresCategorisation } from '@registre/shared/schemas/categorisation';
import { appeler, ErreurApi } from '../../api/client.ts';
import { telecharger } from '../../api/telechargement.ts';
import { notifier } from '../../lib/notifications.ts';
import { nombreFr } from '../../lib/format.ts';

const CLE_SUIVI = 'categorisation.exports';
const COLONNES_PAR_DEFAUT: ColonneExtraction[] = [
  'numeroImmatriculation',
  'nom',
  'adresse',
  'commune',
  'codeDepartement',
  'nombreLots',
  'typeSyndic',
  'statutMandat',
];

interface Suivi {
  execution: string;
  libelle: string;
}
type Etat = z.output<(typeof exporter.suivreExport)['response']>;

const suivisEnregistres = (): Suivi[] => {
  try {
    return JSON.parse(sessionStorage.getItem(CLE_SUIVI) ?? '[]') as Suivi[];
  } catch {
    return [];
  }
};

export function Exports({ criteres, cochees }: { criteres: CriteresCategorisation; cochees: readonly string[] }) {
  const [colonnes, setColonnes] = useState<ColonneExtraction[]>(COLONNES_PAR_DEFAUT);
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [portee, setPortee] = useState<'tout' | 'cochees'>('tout');
  const [occupe, setOccupe] = useState<string | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const [suivis, setSuivis] = useState<Suivi[]>(suivisEnregistres);
  useEffect(() => sessionStorage.setItem(CLE_SUIVI, JSON.stringify(suivis)), [suivis]);
  useEffect(() => {
    if (cochees.length === 0) setPortee('tout');
  }, [cochees.length]);

  const agir = async (libelle: string, action: () => Promise<void>) => {
    setErreur(null);
    setOccupe(libelle);
    try {
      await action();
    } catch (e) {
      setErreur(e instanceof ErreurApi ? e.message : 'Le téléchargement a échoué : réessayez dans quelques instants.');
    } finally {
      setOccupe(null);
    }
  };

  const enArrierePlan = async (libelle: string, body: z.input<typeof demandeExportSchema>) => {
    const r = await appeler(exporter.demarrerExport, { body, erreursGerees: [400, 403] });
    setSuivis((s) => [{ execution: r.execution, libelle }, ...s]);
    notifier({ severite: 'info', titre: 'Export en préparation', description: r.message });
  };

  const extraire = () =>
    agir('extraction', async () => {
      const extraction = { criteres, colonnes, ...(portee === 'cochees' && { immatriculations: [...cochees] }) };
      try {
        await telecharger(
          format === 'csv' ? exporter.extraireCsv : exporter.extraireXlsx,
          { body: extraction, erreursGerees: [400, 403] },
          `extraction-coproprietes.${format}`,
        );
      } catch (e) {
        // too large for an answer: the same extraction in the background
        if (e instanceof ErreurApi && e.code === 'EXTRACTION_TROP_GRANDE')
          await enArrierePlan(`Extraction ${format.toUpperCase()}`, {
            type: format === 'csv' ? 'EXTRACTION_CSV' : 'EXTRACTION_XLSX',
            extraction,
          });
        else throw e;
      }
    });

  const fiches = () =>
    agir('fiches', async () => {
      if (cochees.length > FICHES_ZIP_MAX)
        return enArrierePlan(`Fiches (${cochees.length})`, { type: 'FICHES_ZIP', immatriculations: [...cochees] });
      const entetes = await telecharger(
        exporter.zipFiches,
        { body: { immatriculations: [...cochees] }, erreursGerees: [400, 403] },
        'fiches-coproprietes.zip',
      );
      // spec 001 §8: the warning header of the sheets that could not be made, the business error handled
      const avertissement = entetes.get(ENTETE_AVERTISSEMENT);
      if (avertissement)
        notifier({ severite: 'warning', titre: 'Fiches incomplètes', description: decodeURIComponent(avertissement) });
    });

  const synthese = (f: 'xlsx' | 'pdf') =>
    agir(`synthese-${f}`, () =>
      telecharger(
        f === 'xlsx' ? exporter.syntheseXlsx : exporter.synthesePdf,
        { body: criteres, erreursGerees: [400, 403] },
        `rapport-synthetique.${f}`,
      ).then(() => undefined),
    );

  return (
    <section aria-labelledby="exports" className={fr.cx('fr-mt-6w')} data-testid="exports-categorisation">
      <h3 id="exports">Exporter la sélection</h3>
      {erreur && <Alert severity="error" small description={erreur} className={fr.cx('fr-mb-2w')} />}
      {occupe && <p role="status">Préparation du fichier…</p>}

      <h4 className={fr.cx('fr-h6')}>Rapport de synthèse</h4>
      <p>
        Lots, organisation juridique, données techniques et financières de la sélection, avec le secret statistique (aucun chiffre
        calculé sur moins de 11 copropriétés).
      </p>
      <ButtonsGroup
        inlineLayoutWhen="sm and up"
        buttons={[
          {
            children: 'Rapport de synthèse (tableur)',
            priority: 'secondary',
            iconId: 'fr-icon-download-line',
            disabled: !!occupe,
            onClick: () => void synthese('xlsx'),
          },
          {
            children: 'Rapport de synthèse (PDF)',
            priority: 'secondary',
            iconId: 'fr-icon-download-line',
            disabled: !!occupe,
            onClick: () => void synthese('pdf'),
          },
        ]}
      />

      <h4 className={fr.cx('fr-h6')}>Extraction des données</h4>
      <Checkbox
        legend="Colonnes à extraire"
        orientation="horizontal"
        small
        state={colonnes.length === 0 ? 'error' : 'default'}
        stateRelatedMessage="Cochez au moins une colonne."
        options={CODES_COLONNES.map((c) => ({
          label: COLONNES_EXTRACTION[c],
          nativeInputProps: {
            checked: colonnes.includes(c),
            onChange: (e) =>
              setColonnes((x) =>
                e.target.checked ? CODES_COLONNES.filter((k) => k === c || x.includes(k)) : x.filter((k) => k !== c),
              ),
          },
        }))}
      />
      <RadioButtons
        legend="Lignes"
        orientation="horizontal"
        small
        options={[
          { label: 'Toute la sélection', nativeInputProps: { checked: portee === 'tout', onChange: () => setPortee('tout') } },
          {
            label: `Les lignes cochées (${cochees.length})`,
            nativeInputProps: {
              checked: portee === 'cochees',
              disabled: cochees.length === 0,
              onChange: () => setPortee('cochees'),
            },
          },
        ]}
      />
      <RadioButtons
        legend="Format"
        orientation="horizontal"
        small
        options={[
          { label: 'Tableur (xlsx)', nativeInputProps: { checked: format === 'xlsx', onChange: () => setFormat('xlsx') } },
          { label: 'CSV (séparateur « ; »)', nativeInputProps: { checked: format === 'csv', onChange: () => setFormat('csv') } },
        ]}
      />
      <Button iconId="fr-icon-download-line" disabled={!!occupe || colonnes.length === 0} onClick={() => void extraire()}>
        Extraire
      </Button>

      <h4 className={fr.cx('fr-h6', 'fr-mt-4w')}>Fiches des copropriétés</h4>
      <p>
        Une fiche PDF par copropriété cochée dans la liste, réunies dans une archive zip ({FICHES_ZIP_MAX} fiches au plus
        immédiatement, davantage en arrière-plan). Chaque ligne de la liste propose aussi sa fiche seule.
      </p>
      <Button
        priority="secondary"
        iconId="fr-icon-download-line"
        disabled={!!occupe || cochees.length === 0}
        onClick={() => void fiches()}
      >
        {cochees.length ? `Télécharger les fiches (${cochees.length})` : 'Cochez des lignes pour télécharger leurs fiches'}
      </Button>

      {suivis.length > 0 && (
        <div className={fr.cx('fr-mt-4w')}>
          <h4 className={fr.cx('fr-h6')}>Exports en arrière-plan</h4>
          <ul className={fr.cx('fr-raw-list')} data-testid="exports-arriere-plan">
            {suivis.map((s) => (
              <SuiviExport
                key={s.execution}
                suivi={s}
                retirer={() => setSuivis((x) => x.filter((y) => y.execution !== s.execution))}
              />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** One background export: followed every 2 s until it ends, then its file offered (a 5-minute link, renewed on demand). */
function SuiviExport({ suivi, retirer }: { suivi: Suivi; retirer: () => void }) {
  const [etat, setEtat] = useState<Etat | null>(null);
  const [erreur, setErreur] = useState(false);
  const [depuis] = useState(() => Date.now());
  const [maintenant, setMaintenant] = useState(Date.now());
  useEffect(() => {
    if (etat && etat.statut !== 'EN_COURS') return;
    let fini = false;
    const lire = () =>
      appeler(exporter.suivreExport, { params: { execution: suivi.execution }, erreursGerees: [403, 404] })
        .then((e) => !fini && setEtat(e))
        .catch(() => !fini && setErreur(true));
    const minuterie = setInterval(() => {
      setMaintenant(Date.now());
      void lire();
    }, 2000);
    void lire();
    return () => {
      fini = true;
      clearInterval(minuterie);
    };
  }, [suivi.execution, etat]);

  if (erreur)
    return (
      <li className={fr.cx('fr-mb-2w')}>
        <Alert
          severity="error"
          small
          description={`${suivi.libelle} : cet export n'est plus disponible.`}
          closable
          onClose={retirer}
        />
      </li>
    );
  if (!etat || etat.statut === 'EN_COURS') {
    const p = etat?.progression;
    const unite = suivi.libelle.startsWith('Fiches') ? 'fiches produites' : 'copropriétés examinées';
    return (
      <li className={fr.cx('fr-mb-2w')}>
        <p className={fr.cx('fr-mb-1v')} role="status" id={`progression-${suivi.execution}`}>
          {suivi.libelle} : en préparation depuis {Math.round((maintenant - depuis) / 1000)} s
          {p ? ` — ${p.pourcentage} % (${nombreFr(p.fait)} ${unite} sur ${nombreFr(p.total)})` : '…'}
        </p>
        {p && (
          <progress
            className="categorisation-progression"
            max={100}
            value={p.pourcentage}
            aria-labelledby={`progression-${suivi.execution}`}
          />
        )}
      </li>
    );
  }
  if (etat.statut === 'ECHEC' || !etat.fichier)
    return (
      <li className={fr.cx('fr-mb-2w')}>
        <Alert
          severity="error"
          small
          description={`${suivi.libelle} : l'export a échoué, relancez-le.`}
          closable
          onClose={retirer}
        />
      </li>
    );
  return (
    <li className={fr.cx('fr-mb-2w')}>
      <Download
        label={`${suivi.libelle} : ${etat.fichier.nom}`}
        details={`${etat.fichier.lignes} ${etat.fichier.nom.endsWith('.zip') ? 'fiche(s)' : 'ligne(s)'} — lien valable 5 minutes`}
        linkProps={{ href: etat.fichier.lien }}
      />
      {etat.avertissement && <Alert severity="warning" small description={etat.avertissement} />}
    </li>
  );
}
