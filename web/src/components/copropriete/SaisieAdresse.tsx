/**
 * An address of a condominium, typed then located by the national geocoder through the register's API
 * (`GET api/geocodage/adresses?q=`), with the choice behaviour of spec 000 §7:
 *  - several results, or one that differs from the typed text → a DSFR modal to choose (radios, keyboard);
 *  - exactly one whose label equals the typed text without commas → chosen directly;
 *  - none → the user confirms keeping the typed text, not geolocated;
 *  - a chosen geolocated address then fetches its building id (`GET api/geocodage/batiment/{idBan}`);
 *  - the service down (503) → "Géolocalisation indisponible : veuillez réessayer plus tard", and the user may keep
 *    the address not geolocated and go on.
 * The search starts on "Rechercher", on Enter, or when the field is left with a changed text (debounced).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { createModal } from '@codegouvfr/react-dsfr/Modal';
import { useIsModalOpen } from '@codegouvfr/react-dsfr/Modal/useIsModalOpen';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { batiment, geocoderAdresse } from '@registre/shared/routes/geographie.routes';
import type { AdresseGeocodee } from '@registre/shared/schemas/geographie';
import type { AdresseFormulaire } from '@registre/shared/schemas/copropriete/identification';
import type { TypeAdresse } from '@registre/shared/domain/copropriete/types';
import { appeler, ErreurApi } from '../../api/client.ts';
import {
  adresseGeolocalisee,
  adresseNonGeolocalisee,
  choixGeocodage,
  estGeolocalisee,
  recherchePossible,
  LONGUEUR_MIN_RECHERCHE,
} from './geocodage.ts';

export const MESSAGE_GEOLOCALISATION_INDISPONIBLE = 'Géolocalisation indisponible : veuillez réessayer plus tard';
const NON_GEOLOCALISEE = 'aucune';
const DELAI_SORTIE_MS = 250;

type Etat =
  | { etape: 'repos' }
  | { etape: 'recherche' }
  | { etape: 'aucun'; saisie: string }
  | { etape: 'indisponible'; saisie: string }
  | { etape: 'erreur'; message: string };

export interface ProprietesSaisieAdresse {
  /** id of the text field (the error summary links to it) */
  id: string;
  label: string;
  hint?: string;
  type: TypeAdresse;
  /** the address held by the form (null: none yet) */
  valeur: AdresseFormulaire | null;
  changer: (a: AdresseFormulaire) => void;
  erreur?: string;
  /** the geocoder answered 503: the wizard relaxes the "one geolocated parcel" rule into a warning */
  signalerIndisponible: () => void;
  /** a field that adds to a list: emptied once an address is chosen, no current value shown */
  ajout?: boolean;
}

export function SaisieAdresse(props: ProprietesSaisieAdresse) {
  const { valeur, changer, type, ajout } = props;
  const base = useId().replace(/:/g, '');
  const modale = useMemo(() => createModal({ id: `modale-adresse-${base}`, isOpenedByDefault: false }), [base]);
  const [texte, setTexte] = useState(ajout ? '' : (valeur?.libelle ?? ''));
  const [etat, setEtat] = useState<Etat>({ etape: 'repos' });
  const [propositions, setPropositions] = useState<{ saisie: string; resultats: AdresseGeocodee[] } | null>(null);
  const [choix, setChoix] = useState<string>('0');
  const [ouvrir, setOuvrir] = useState(0);
  const champ = useRef<HTMLInputElement>(null);
  const bouton = useRef<HTMLButtonElement>(null);
  const sortie = useRef<number | undefined>(undefined);
  const derniere = useRef<string | null>(null);

  // the form's value changed from outside (draft reloaded): the field shows it
  useEffect(() => {
    if (!ajout) setTexte(valeur?.libelle ?? '');
  }, [ajout, valeur?.libelle]);

  useEffect(() => {
    if (ouvrir > 0) modale.open();
  }, [ouvrir, modale]);
  useEffect(() => () => window.clearTimeout(sortie.current), []);

  useIsModalOpen(modale, { onConceal: () => champ.current?.focus() });

  const terminer = (a: AdresseFormulaire) => {
    changer(a);
    setTexte(ajout ? '' : (a.libelle ?? ''));
    derniere.current = null;
    setEtat({ etape: 'repos' });
  };

  const choisir = async (a: AdresseGeocodee) => {
    let idRnb: string | null = null;
    if (a.idBan) {
      try {
        idRnb = (await appeler(batiment, { params: { cleBan: a.idBan }, erreursGerees: [400, 404, 503] })).idRnb;
      } catch {
        // no building id: the address stays geolocated, its building is looked up again later
      }
    }
    terminer(adresseGeolocalisee(a, type, idRnb));
  };

  const rechercher = async () => {
    window.clearTimeout(sortie.current);
    const saisie = texte.trim();
    if (!recherchePossible(saisie)) {
      setEtat({ etape: 'erreur', message: `Saisissez au moins ${LONGUEUR_MIN_RECHERCHE} caractères de l'adresse.` });
      return;
    }
    derniere.current = saisie;
    setEtat({ etape: 'recherche' });
    try {
      const { resultats } = await appeler(geocoderAdresse, { query: { q: saisie }, erreursGerees: [400, 503] });
      const decision = choixGeocodage(saisie, resultats);
      if (decision.action === 'CHOISIR') await choisir(decision.resultat);
      else if (decision.action === 'NON_GEOLOCALISEE') setEtat({ etape: 'aucun', saisie });
      else {
        setPropositions({ saisie, resultats: decision.resultats });
        setChoix('0');
        setEtat({ etape: 'repos' });
        setOuvrir((n) => n + 1);
      }
    } catch (e) {
      if (e instanceof ErreurApi && e.status === 503) {
        props.signalerIndisponible();
        setEtat({ etape: 'indisponible', saisie });
      } else
        setEtat({
          etape: 'erreur',
          message: e instanceof ErreurApi ? e.message : "La recherche de l'adresse a échoué : veuillez réessayer.",
        });
    }
  };

  const valider = async () => {
    if (!propositions) return;
    modale.close();
    if (choix === NON_GEOLOCALISEE) terminer(adresseNonGeolocalisee(propositions.saisie, type));
    else await choisir(propositions.resultats[Number(choix)]);
  };

  // leaving the field with a changed text searches it (not when going to the "Rechercher" button)
  const quitter = (suivant: EventTarget | null) => {
    window.clearTimeout(sortie.current);
    if (suivant === bouton.current) return;
    sortie.current = window.setTimeout(() => {
      const saisie = texte.trim();
      const inchangee = saisie === (ajout ? '' : (valeur?.libelle ?? '').trim()) || saisie === derniere.current;
      if (!inchangee && recherchePossible(saisie) && etat.etape !== 'recherche') void rechercher();
    }, DELAI_SORTIE_MS);
  };

  const enAttente = texte.trim() !== '' && !ajout && texte.trim() !== (valeur?.libelle ?? '').trim();
  const idAide = `${props.id}-etat`;

  return (
    <div className="saisie-adresse">
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-grid-row--bottom')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-9')}>
          <Input
            label={props.label}
            hintText={props.hint ?? 'Numéro, voie, code postal et commune ; puis « Rechercher » pour la localiser'}
            state={props.erreur ? 'error' : 'default'}
            stateRelatedMessage={props.erreur}
            nativeInputProps={{
              id: props.id,
              ref: champ,
              value: texte,
              autoComplete: 'off',
              maxLength: 200,
              'aria-describedby': idAide,
              onChange: (e) => setTexte(e.target.value),
              onKeyDown: (e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void rechercher();
                }
              },
              onBlur: (e) => quitter(e.relatedTarget),
            }}
          />
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-3')}>
          <Button
            type="button"
            priority="secondary"
            iconId="fr-icon-search-line"
            ref={bouton}
            disabled={etat.etape === 'recherche'}
            onClick={() => void rechercher()}
            className="fr-mb-3v"
          >
            {ajout ? 'Rechercher et ajouter' : 'Rechercher'}
          </Button>
        </div>
      </div>

      <div id={idAide} aria-live="polite" className={fr.cx('fr-mb-2w')}>
        {etat.etape === 'recherche' && <p className={fr.cx('fr-text--sm', 'fr-mb-0')}>Recherche de l'adresse…</p>}
        {!ajout && valeur?.libelle && (
          <p className={fr.cx('fr-text--sm', 'fr-mb-0')}>
            <span className={fr.cx('fr-mr-1w')}>Adresse retenue : {valeur.libelle}</span>
            {estGeolocalisee(valeur) ? (
              <Badge as="span" small severity="success">
                Géolocalisée
              </Badge>
            ) : (
              <Badge as="span" small severity="warning">
                Non géolocalisée
              </Badge>
            )}
            {valeur.idRnb ? <span className={fr.cx('fr-ml-1w')}>Bâtiment RNB {valeur.idRnb}</span> : null}
            {enAttente && (
              <span className={fr.cx('fr-hint-text', 'fr-mt-1v')}>
                Le texte saisi a changé : lancez la recherche pour remplacer l'adresse retenue.
              </span>
            )}
          </p>
        )}
        {etat.etape === 'erreur' && <p className={fr.cx('fr-message', 'fr-message--error')}>{etat.message}</p>}
      </div>

      {etat.etape === 'aucun' && (
        <Alert
          severity="warning"
          small
          className={fr.cx('fr-mb-2w')}
          description={
            <>
              Impossible de localiser l'adresse « {etat.saisie} ». Vérifiez-la, ou conservez-la telle quelle : elle sera
              enregistrée comme non géolocalisée.
              <br />
              <Button
                type="button"
                size="small"
                priority="secondary"
                className={fr.cx('fr-mt-1w')}
                onClick={() => terminer(adresseNonGeolocalisee(etat.saisie, type))}
              >
                Conserver l'adresse non géolocalisée
              </Button>
            </>
          }
        />
      )}
      {etat.etape === 'indisponible' && (
        <Alert
          severity="warning"
          small
          className={fr.cx('fr-mb-2w')}
          description={
            <>
              {MESSAGE_GEOLOCALISATION_INDISPONIBLE}. Vous pouvez poursuivre : l'adresse sera enregistrée comme non géolocalisée.
              <br />
              <Button
                type="button"
                size="small"
                priority="secondary"
                className={fr.cx('fr-mt-1w')}
                onClick={() => terminer(adresseNonGeolocalisee(etat.saisie, type))}
              >
                Conserver l'adresse non géolocalisée
              </Button>
            </>
          }
        />
      )}

      <modale.Component
        title="Choisissez l'adresse"
        titleAs="h2"
        size="large"
        concealingBackdrop={false}
        buttons={[
          // the modal sits inside the step's form: its buttons must not submit it
          { children: 'Annuler', priority: 'secondary', type: 'button' },
          { children: 'Retenir cette adresse', doClosesModal: false, type: 'button', onClick: () => void valider() },
        ]}
      >
        {propositions && (
          <RadioButtons
            legend={`Adresses trouvées pour « ${propositions.saisie} »`}
            hintText="Choisissez l'adresse de la copropriété parmi les propositions du service national de géocodage."
            options={[
              ...propositions.resultats.map((r, i) => ({
                label: r.libelle,
                nativeInputProps: {
                  value: String(i),
                  checked: choix === String(i),
                  onChange: () => setChoix(String(i)),
                },
              })),
              {
                label: `Aucune de ces adresses : conserver « ${propositions.saisie} » sans géolocalisation`,
                nativeInputProps: {
                  value: NON_GEOLOCALISEE,
                  checked: choix === NON_GEOLOCALISEE,
                  onChange: () => setChoix(NON_GEOLOCALISEE),
                },
              },
            ]}
          />
        )}
      </modale.Component>
    </div>
  );
}
