/**
 * Adding a cadastral parcel to a condominium (spec 000 §3 "A cadastral parcel has: postal code, commune, absorbed
 * commune, INSEE code, prefix, section, parcel number, geolocation"): the postal code gives the communes
 * (`GET api/public/communes/lib/{cp}`), the commune its absorbed communes (`GET api/public/communesabsorbees/{insee}`,
 * optional), then prefix (000 by default), section and number; "Localiser et ajouter" looks the parcel up
 * (`GET api/geocodage/parcelles`): found, it is added geolocated; not found or the service down, the user may
 * add it not geolocated.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { communes, communesAbsorbees, geocoderParcelle } from '@registre/shared/routes/geographie.routes';
import { parcelleSchema, type ParcelleFormulaire } from '@registre/shared/schemas/copropriete/identification';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import { etatChamp } from '../formulaire.ts';
import { libelleParcelle, parcelleAvecLocalisation } from './geocodage.ts';
import { MESSAGE_GEOLOCALISATION_INDISPONIBLE } from './SaisieAdresse.tsx';

const VIDE: ParcelleFormulaire = {
  id: null,
  codePostal: '',
  commune: '',
  communeAbsorbee: '',
  codeInsee: '',
  prefixe: '000',
  section: '',
  numero: '',
  geolocalisee: 'false',
};

type Etat =
  | { etape: 'saisie' }
  | { etape: 'localisation' }
  | { etape: 'introuvable'; parcelle: ParcelleFormulaire }
  | { etape: 'indisponible'; parcelle: ParcelleFormulaire };

/** Looks a parcel up: true when the geocoder knows it; throws the API error (503 when unavailable). */
export async function localiserParcelle(p: ParcelleFormulaire): Promise<boolean> {
  const { resultats } = await appeler(geocoderParcelle, {
    query: {
      codeInsee: String(p.codeInsee ?? '').trim(),
      prefixe: String(p.prefixe ?? '').trim() || '000',
      section: String(p.section ?? '').trim(),
      numero: String(p.numero ?? '').trim(),
    },
    erreursGerees: [400, 503],
  });
  return resultats.length > 0;
}

export function SaisieParcelle(props: {
  /** prefix of the fields' ids */
  id: string;
  ajouter: (p: ParcelleFormulaire) => void;
  signalerIndisponible: () => void;
}) {
  const base = `${props.id}-${useId().replace(/:/g, '')}`;
  const [p, setP] = useState<ParcelleFormulaire>(VIDE);
  const [erreurs, setErreurs] = useState<Record<string, string>>({});
  const [etat, setEtat] = useState<Etat>({ etape: 'saisie' });
  const cp = String(p.codePostal ?? '').trim();
  const insee = String(p.codeInsee ?? '').trim();

  const listeCommunes = useRequete(
    communes,
    { params: { x: cp }, erreursGerees: [400, 404, 503] },
    { enabled: /^\d{5}$/.test(cp), staleTime: Infinity },
  );
  const listeAbsorbees = useRequete(
    communesAbsorbees,
    { params: { x: insee }, erreursGerees: [400, 404, 503] },
    { enabled: insee !== '', staleTime: Infinity },
  );
  const choixCommunes = useMemo(() => (/^\d{5}$/.test(cp) ? (listeCommunes.data ?? []) : []), [cp, listeCommunes.data]);
  const absorbees = insee ? (listeAbsorbees.data ?? []) : [];

  // a single commune for the postal code is chosen at once
  useEffect(() => {
    if (choixCommunes.length === 1 && p.codeInsee !== choixCommunes[0].codeInsee)
      setP((x) => ({ ...x, codeInsee: choixCommunes[0].codeInsee, commune: choixCommunes[0].nom, communeAbsorbee: '' }));
  }, [choixCommunes, p.codeInsee]);

  const modifier = (m: Partial<ParcelleFormulaire>) => {
    setP((x) => ({ ...x, ...m }));
    if (etat.etape !== 'localisation') setEtat({ etape: 'saisie' });
  };

  const ajouter = (parcelle: ParcelleFormulaire) => {
    props.ajouter(parcelle);
    setP({ ...VIDE, codePostal: p.codePostal, commune: p.commune, codeInsee: p.codeInsee, communeAbsorbee: p.communeAbsorbee });
    setEtat({ etape: 'saisie' });
    setErreurs({});
    document.getElementById(`${base}-section`)?.focus();
  };

  const localiser = async () => {
    const r = parcelleSchema.safeParse(p);
    if (!r.success) {
      const e: Record<string, string> = {};
      for (const i of r.error.issues) {
        const champ = String(i.path[0] ?? 'numero');
        if (!(champ in e)) e[champ] = i.message;
      }
      setErreurs(e);
      const premier = ['codePostal', 'codeInsee', 'commune', 'prefixe', 'section', 'numero'].find((c) => c in e);
      document.getElementById(`${base}-${premier === 'commune' ? 'codeInsee' : premier}`)?.focus();
      return;
    }
    setErreurs({});
    setEtat({ etape: 'localisation' });
    try {
      const trouvee = await localiserParcelle(p);
      if (trouvee) ajouter(parcelleAvecLocalisation(p, true));
      else setEtat({ etape: 'introuvable', parcelle: parcelleAvecLocalisation(p, false) });
    } catch (e) {
      if (e instanceof ErreurApi && e.status === 503) {
        props.signalerIndisponible();
        setEtat({ etape: 'indisponible', parcelle: parcelleAvecLocalisation(p, false) });
      } else {
        setEtat({ etape: 'saisie' });
        setErreurs({
          numero: e instanceof ErreurApi ? e.message : 'La localisation de la parcelle a échoué : veuillez réessayer.',
        });
      }
    }
  };

  const erreurCommune = erreurs.codeInsee ?? erreurs.commune;

  return (
    <div className="saisie-parcelle">
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-3')}>
          <Input
            label="Code postal"
            {...etatChamp(erreurs.codePostal)}
            nativeInputProps={{
              id: `${base}-codePostal`,
              value: String(p.codePostal ?? ''),
              inputMode: 'numeric',
              maxLength: 5,
              autoComplete: 'off',
              onChange: (e) => modifier({ codePostal: e.target.value, codeInsee: '', commune: '', communeAbsorbee: '' }),
            }}
          />
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-5')}>
          <Select
            label="Commune"
            hint={/^\d{5}$/.test(cp) ? undefined : 'Saisissez d’abord le code postal'}
            {...etatChamp(
              erreurCommune ?? (listeCommunes.isError ? "Les communes de ce code postal n'ont pas pu être chargées." : undefined),
            )}
            nativeSelectProps={{
              id: `${base}-codeInsee`,
              value: insee,
              disabled: choixCommunes.length === 0,
              onChange: (e) => {
                const c = choixCommunes.find((x) => x.codeInsee === e.target.value);
                modifier({ codeInsee: c?.codeInsee ?? '', commune: c?.nom ?? '', communeAbsorbee: '' });
              },
            }}
          >
            <option value="">
              {listeCommunes.isFetching
                ? 'Chargement des communes…'
                : choixCommunes.length
                  ? 'Sélectionnez la commune'
                  : 'Aucune commune'}
            </option>
            {choixCommunes.map((c) => (
              <option key={c.codeInsee} value={c.codeInsee}>
                {c.nom} ({c.codeInsee})
              </option>
            ))}
          </Select>
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
          <Select
            label="Commune absorbée (facultatif)"
            hint={absorbees.length ? 'Ancienne commune, déléguée ou associée' : 'Aucune pour cette commune'}
            nativeSelectProps={{
              id: `${base}-communeAbsorbee`,
              value: String(p.communeAbsorbee ?? ''),
              disabled: absorbees.length === 0,
              onChange: (e) => modifier({ communeAbsorbee: e.target.value }),
            }}
          >
            <option value="">Aucune</option>
            {absorbees.map((c) => (
              <option key={c.codeInsee} value={c.nom}>
                {c.nom} ({c.codeInsee})
              </option>
            ))}
          </Select>
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-3')}>
          <Input
            label="Préfixe"
            hintText="3 chiffres, 000 par défaut"
            {...etatChamp(erreurs.prefixe)}
            nativeInputProps={{
              id: `${base}-prefixe`,
              value: String(p.prefixe ?? ''),
              inputMode: 'numeric',
              maxLength: 3,
              autoComplete: 'off',
              onChange: (e) => modifier({ prefixe: e.target.value }),
            }}
          />
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-3')}>
          <Input
            label="Section"
            hintText="1 ou 2 lettres (exemple : AB)"
            {...etatChamp(erreurs.section)}
            nativeInputProps={{
              id: `${base}-section`,
              value: String(p.section ?? ''),
              maxLength: 2,
              autoComplete: 'off',
              onChange: (e) => modifier({ section: e.target.value.toUpperCase() }),
            }}
          />
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-3')}>
          <Input
            label="Numéro de parcelle"
            hintText="4 chiffres au plus"
            {...etatChamp(erreurs.numero)}
            nativeInputProps={{
              id: `${base}-numero`,
              value: String(p.numero ?? ''),
              inputMode: 'numeric',
              maxLength: 4,
              autoComplete: 'off',
              onChange: (e) => modifier({ numero: e.target.value }),
              onKeyDown: (e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void localiser();
                }
              },
            }}
          />
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-3')}>
          <Button
            type="button"
            iconId="fr-icon-map-pin-2-line"
            priority="secondary"
            className={fr.cx('fr-mt-md-4w')}
            disabled={etat.etape === 'localisation'}
            onClick={() => void localiser()}
          >
            Localiser et ajouter
          </Button>
        </div>
      </div>
      <div aria-live="polite">
        {etat.etape === 'localisation' && <p className={fr.cx('fr-text--sm')}>Localisation de la parcelle…</p>}
        {(etat.etape === 'introuvable' || etat.etape === 'indisponible') && (
          <Alert
            severity="warning"
            small
            className={fr.cx('fr-my-2w')}
            description={
              <>
                {etat.etape === 'indisponible'
                  ? `${MESSAGE_GEOLOCALISATION_INDISPONIBLE}. `
                  : `La parcelle ${libelleParcelle(etat.parcelle)} n'a pas été trouvée au cadastre. Vérifiez-la, ou `}
                {etat.etape === 'indisponible' ? 'Vous pouvez ' : ''}
                l'ajouter non géolocalisée : elle pourra être localisée plus tard.
                <br />
                <Button
                  type="button"
                  size="small"
                  priority="secondary"
                  className={fr.cx('fr-mt-1w')}
                  onClick={() => ajouter(etat.parcelle)}
                >
                  Ajouter la parcelle non géolocalisée
                </Button>
              </>
            }
          />
        )}
      </div>
    </div>
  );
}
