/**
 * [issue 12] The directory's simple search (spec 001 §3 "Simple search: an address", §4 "Geocode search in the
 * directory"): the typed address goes to the national geocoder through the register's API, then
 *  - several answers → the directory's address choice modal (spec 001 §2), one of them or the text as typed;
 *  - exactly one whose label equals the typed text (commas removed) → chosen directly;
 *  - none (or the service down) → searched as typed, not geolocated (the user adds the postal code or the commune
 *    when the text names neither);
 *  - a chosen address then fetches its building id, and the search is run on it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { createModal } from '@codegouvfr/react-dsfr/Modal';
import { useIsModalOpen } from '@codegouvfr/react-dsfr/Modal/useIsModalOpen';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { choixGeocodage } from '@registre/shared/domain/copropriete/geocodage';
import { batiment, geocoderAdresse } from '@registre/shared/routes/geographie.routes';
import type { AdresseGeocodee } from '@registre/shared/schemas/geographie';
import { appeler, ErreurApi } from '../../api/client.ts';
import { etatChamp } from '../../components/formulaire.ts';
import { communeManquante, rechercheAdresseChoisie, rechercheAdresseSaisie, type EtatRecherche } from './annuaire.ts';

const modaleChoix = createModal({ id: 'modale-choix-adresse-annuaire', isOpenedByDefault: false });
const TEL_QUE_SAISI = 'saisie';
const LONGUEUR_MIN = 3;

type Etape =
  | { etape: 'repos' }
  | { etape: 'recherche' }
  | { etape: 'completer'; saisie: string; indisponible: boolean }
  | { etape: 'erreur'; message: string };

export function RechercheAdresse({
  initiale,
  lancer,
}: {
  /** the address of the search shown (back to the list) */
  initiale: string;
  lancer: (e: EtatRecherche) => void;
}) {
  const [texte, setTexte] = useState(initiale);
  const [etape, setEtape] = useState<Etape>({ etape: 'repos' });
  const [propositions, setPropositions] = useState<{ saisie: string; resultats: AdresseGeocodee[] } | null>(null);
  const [choix, setChoix] = useState('0');
  const [complement, setComplement] = useState({ codePostal: '', commune: '' });
  const [erreurComplement, setErreurComplement] = useState<string | null>(null);
  const [ouvrir, setOuvrir] = useState(0);
  const champ = useRef<HTMLInputElement>(null);
  const idAide = 'annuaire-adresse-etat';

  useEffect(() => setTexte(initiale), [initiale]);
  useEffect(() => {
    if (ouvrir > 0) modaleChoix.open();
  }, [ouvrir]);
  useIsModalOpen(modaleChoix, { onConceal: () => champ.current?.focus() });

  const choisir = async (a: AdresseGeocodee) => {
    setEtape({ etape: 'recherche' });
    let idRnb: string | null = null;
    if (a.idBan) {
      try {
        idRnb = (await appeler(batiment, { params: { cleBan: a.idBan }, erreursGerees: [400, 404, 503] })).idRnb;
      } catch {
        // no building id: the address is searched without it
      }
    }
    setTexte(a.libelle);
    setEtape({ etape: 'repos' });
    lancer(rechercheAdresseChoisie(a, idRnb));
  };

  /** The text as typed, not geolocated; the user completes it when it names no commune. */
  const telQueSaisi = (saisie: string, indisponible = false) => {
    const e = rechercheAdresseSaisie(saisie);
    if (communeManquante(e)) {
      setComplement({ codePostal: '', commune: '' });
      setErreurComplement(null);
      setEtape({ etape: 'completer', saisie, indisponible });
      return;
    }
    setEtape({ etape: 'repos' });
    lancer(e);
  };

  const rechercher = async () => {
    const saisie = texte.trim();
    if (saisie.length < LONGUEUR_MIN) {
      setEtape({ etape: 'erreur', message: `Saisissez au moins ${LONGUEUR_MIN} caractères de l'adresse.` });
      champ.current?.focus();
      return;
    }
    setEtape({ etape: 'recherche' });
    try {
      const { resultats } = await appeler(geocoderAdresse, { query: { q: saisie }, erreursGerees: [400, 503] });
      const decision = choixGeocodage(saisie, resultats);
      if (decision.action === 'CHOISIR') await choisir(decision.resultat);
      else if (decision.action === 'NON_GEOLOCALISEE') telQueSaisi(saisie);
      else {
        setPropositions({ saisie, resultats: decision.resultats });
        setChoix('0');
        setEtape({ etape: 'repos' });
        setOuvrir((n) => n + 1);
      }
    } catch (e) {
      if (e instanceof ErreurApi && e.status === 503) telQueSaisi(saisie, true);
      else
        setEtape({
          etape: 'erreur',
          message: e instanceof ErreurApi ? e.message : "La recherche de l'adresse a échoué : veuillez réessayer.",
        });
    }
  };

  const valider = async () => {
    if (!propositions) return;
    modaleChoix.close();
    if (choix === TEL_QUE_SAISI) telQueSaisi(propositions.saisie);
    else await choisir(propositions.resultats[Number(choix)]);
  };

  const completerEtLancer = () => {
    if (etape.etape !== 'completer') return;
    const cp = complement.codePostal.trim();
    if (!cp && !complement.commune.trim()) {
      setErreurComplement('Indiquez le code postal ou la commune de cette adresse.');
      return;
    }
    if (cp && !/^\d{5}$/.test(cp)) {
      setErreurComplement('Le code postal comporte 5 chiffres.');
      return;
    }
    setErreurComplement(null);
    lancer(rechercheAdresseSaisie(etape.saisie, complement));
    setEtape({ etape: 'repos' });
  };

  const options = useMemo(
    () =>
      propositions
        ? [
            ...propositions.resultats.map((r, i) => ({ label: r.libelle, valeur: String(i) })),
            {
              label: `Aucune de ces adresses : rechercher « ${propositions.saisie} » telle que saisie`,
              valeur: TEL_QUE_SAISI,
            },
          ]
        : [],
    [propositions],
  );

  return (
    <>
      <form
        role="search"
        aria-label="Rechercher une copropriété par son adresse"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void rechercher();
        }}
      >
        <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-grid-row--bottom')}>
          <div className={fr.cx('fr-col-12', 'fr-col-md-9')}>
            <Input
              label="Adresse de la copropriété"
              hintText="Numéro, voie, code postal et commune, par exemple : 12 rue de la Paix 75002 Paris"
              {...etatChamp(etape.etape === 'erreur' ? etape.message : undefined)}
              nativeInputProps={{
                id: 'annuaire-adresse',
                ref: champ,
                type: 'search',
                value: texte,
                autoComplete: 'off',
                maxLength: 200,
                'aria-describedby': idAide,
                onChange: (e) => setTexte(e.target.value),
              }}
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-3')}>
            <Button type="submit" iconId="fr-icon-search-line" disabled={etape.etape === 'recherche'} className="fr-mb-3v">
              Rechercher
            </Button>
          </div>
        </div>
        <div id={idAide} aria-live="polite">
          {etape.etape === 'recherche' && <p className={fr.cx('fr-text--sm')}>Recherche de l'adresse…</p>}
        </div>
      </form>

      {etape.etape === 'completer' && (
        <div className={fr.cx('fr-mb-3w')} data-testid="completer-adresse">
          <Alert
            severity="warning"
            small
            className={fr.cx('fr-mb-2w')}
            description={
              etape.indisponible
                ? `Géolocalisation indisponible : l'adresse « ${etape.saisie} » sera recherchée telle que saisie. Précisez son code postal ou sa commune.`
                : `L'adresse « ${etape.saisie} » n'a pas été trouvée par le service national d'adresses : elle sera recherchée telle que saisie. Précisez son code postal ou sa commune.`
            }
          />
          <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-grid-row--bottom')}>
            <div className={fr.cx('fr-col-12', 'fr-col-sm-4', 'fr-col-md-3')}>
              <Input
                label="Code postal"
                {...etatChamp(erreurComplement ?? undefined)}
                nativeInputProps={{
                  id: 'annuaire-adresse-cp',
                  inputMode: 'numeric',
                  maxLength: 5,
                  value: complement.codePostal,
                  onChange: (e) => setComplement((c) => ({ ...c, codePostal: e.target.value })),
                }}
              />
            </div>
            <div className={fr.cx('fr-col-12', 'fr-col-sm-8', 'fr-col-md-6')}>
              <Input
                label="Commune"
                nativeInputProps={{
                  id: 'annuaire-adresse-commune',
                  maxLength: 80,
                  value: complement.commune,
                  onChange: (e) => setComplement((c) => ({ ...c, commune: e.target.value })),
                }}
              />
            </div>
            <div className={fr.cx('fr-col-12', 'fr-col-md-3')}>
              <Button type="button" priority="secondary" className="fr-mb-3v" onClick={completerEtLancer}>
                Rechercher cette adresse
              </Button>
            </div>
          </div>
        </div>
      )}

      <modaleChoix.Component
        title="Choisissez l'adresse"
        titleAs="h2"
        size="large"
        concealingBackdrop={false}
        buttons={[
          { children: 'Annuler', priority: 'secondary', type: 'button' },
          { children: 'Rechercher à cette adresse', doClosesModal: false, type: 'button', onClick: () => void valider() },
        ]}
      >
        {propositions && (
          <RadioButtons
            legend={`Adresses trouvées pour « ${propositions.saisie} »`}
            hintText="Choisissez l'adresse parmi les propositions du service national d'adresses."
            options={options.map((o) => ({
              label: o.label,
              nativeInputProps: { value: o.valeur, checked: choix === o.valeur, onChange: () => setChoix(o.valeur) },
            }))}
          />
        )}
      </modaleChoix.Component>
    </>
  );
}
