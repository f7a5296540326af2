/**
 * Step identification — block identification (spec 000 §3.2, rules §5 "Identification"): name and settlement date,
 * the reference address and the other addresses, the cadastral parcels, the lots, the syndicate and the
 * groupings (ASL, AFUL, unions), the condominium's SIRET.
 */
import { useFormContext } from 'react-hook-form';
import { fr } from '@codegouvfr/react-dsfr';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Table } from '@codegouvfr/react-dsfr/Table';
import { DATE_NOUVELLES_COPROPRIETES } from '@registre/shared/domain/copropriete/constantes';
import { dateIsoVersFr } from '@registre/shared/domain/valeurs';
import type { AdresseFormulaire, ParcelleFormulaire } from '@registre/shared/schemas/copropriete/identification';
import { SaisieAdresse } from '../../../components/copropriete/SaisieAdresse.tsx';
import { SaisieParcelle, localiserParcelle } from '../../../components/copropriete/SaisieParcelle.tsx';
import { estGeolocalisee, libelleParcelle } from '../../../components/copropriete/geocodage.ts';
import { ErreurApi } from '../../../api/client.ts';
import { erreursSous, idChamp } from '../assistant.ts';
import { ChampDate, ChampNombre, ChampOuiNon, ChampTexte, Element, Groupe, useErreur, useErreurs } from '../champs.tsx';
import { useAssistant } from '../contexte.ts';

const LEGAL_2017 = dateIsoVersFr(DATE_NOUVELLES_COPROPRIETES);

export function EtapeIdentification() {
  const { watch, setValue } = useFormContext();
  const { typeImmat, signalerGeolocalisationIndisponible } = useAssistant();
  const erreurs = useErreurs();
  const principale = (watch('identification.adressePrincipale') ?? null) as AdresseFormulaire | null;
  const secondaires = (watch('identification.adresseSecondaire') ?? []) as AdresseFormulaire[];
  const parcelles = (watch('identification.parcelle') ?? []) as ParcelleFormulaire[];
  const syndicatPrincipal = watch('identification.syndicatPrincipal') as unknown;
  const erreurAdresse = useErreur('identification.adressePrincipale');
  const erreurLibelle = useErreur('identification.adressePrincipale.libelle');
  const erreurPrincipale = erreurAdresse ?? erreurLibelle;
  const erreurListeParcelles = useErreur('identification.parcelle');

  const modifier = (chemin: string, valeur: unknown) => setValue(chemin, valeur, { shouldDirty: true });

  const hintReglement =
    typeImmat === 'INITIALE'
      ? `Nouvelle copropriété : le ${LEGAL_2017} ou après, et avant aujourd'hui`
      : `Antérieure au ${LEGAL_2017}, et postérieure au 01/01/1900`;

  const relocaliser = async (i: number) => {
    try {
      const trouvee = await localiserParcelle(parcelles[i]);
      modifier(
        'identification.parcelle',
        parcelles.map((p, j) => (j === i ? { ...p, geolocalisee: trouvee ? 'true' : 'false' } : p)),
      );
    } catch (e) {
      if (e instanceof ErreurApi && e.status === 503) signalerGeolocalisationIndisponible();
    }
  };

  return (
    <>
      <Groupe titre="La copropriété">
        <Element>
          <ChampTexte
            nom="identification.nomCopropriete"
            label="Nom de la copropriété (facultatif)"
            hint="50 caractères au maximum, par exemple « Résidence Les Tilleuls »"
            maxLength={50}
          />
        </Element>
        <Element>
          <ChampDate
            nom="identification.dateReglementCopropriete"
            label="Date du règlement de copropriété"
            hint={hintReglement}
          />
        </Element>
      </Groupe>

      <Groupe
        titre="Adresses"
        hint="L'adresse de référence est obligatoire ; ajoutez les autres adresses de la copropriété s'il y en a."
      >
        <Element>
          <SaisieAdresse
            id={idChamp('identification.adressePrincipale')}
            label="Adresse de référence"
            type="PRINCIPALE"
            valeur={principale?.libelle ? principale : null}
            changer={(a) => modifier('identification.adressePrincipale', a)}
            erreur={erreurPrincipale}
            signalerIndisponible={signalerGeolocalisationIndisponible}
          />
        </Element>
        <Element>
          <h3 className={fr.cx('fr-h6', 'fr-mb-1w')} id="titre-adresses-secondaires">
            Adresses secondaires
          </h3>
          {secondaires.length > 0 ? (
            <Table
              caption="Adresses secondaires de la copropriété"
              noCaption
              bordered
              headers={['Adresse', 'Localisation', 'Action']}
              data={secondaires.map((a, i) => [
                <span key="a" id={idChamp(`identification.adresseSecondaire.${i}`)}>
                  {a.libelle}
                  {Object.values(erreursSous(erreurs, `identification.adresseSecondaire.${i}`)).map((m) => (
                    <span key={m} className={fr.cx('fr-message', 'fr-message--error')}>
                      {m}
                    </span>
                  ))}
                </span>,
                estGeolocalisee(a) ? (
                  <Badge key="b" small severity="success">
                    Géolocalisée
                  </Badge>
                ) : (
                  <Badge key="b" small severity="warning">
                    Non géolocalisée
                  </Badge>
                ),
                <Button
                  key="c"
                  type="button"
                  size="small"
                  priority="tertiary"
                  iconId="fr-icon-delete-line"
                  title={`Retirer l'adresse ${a.libelle ?? ''}`}
                  onClick={() =>
                    modifier(
                      'identification.adresseSecondaire',
                      secondaires.filter((_, j) => j !== i),
                    )
                  }
                />,
              ])}
            />
          ) : (
            <p className={fr.cx('fr-text--sm')}>Aucune adresse secondaire.</p>
          )}
          <SaisieAdresse
            id={idChamp('identification.adresseSecondaire')}
            label="Ajouter une adresse secondaire (facultatif)"
            type="SECONDAIRE"
            ajout
            valeur={null}
            changer={(a) => modifier('identification.adresseSecondaire', [...secondaires, a])}
            signalerIndisponible={signalerGeolocalisationIndisponible}
          />
        </Element>
      </Groupe>

      <Groupe
        titre="Parcelles cadastrales"
        id={idChamp('identification.parcelle')}
        hint="Au moins une parcelle, dont au moins une localisée au cadastre."
        erreur={erreurListeParcelles}
      >
        <Element>
          {parcelles.length > 0 ? (
            <Table
              caption="Parcelles cadastrales de la copropriété"
              noCaption
              bordered
              headers={['Parcelle', 'Localisation', 'Actions']}
              data={parcelles.map((p, i) => [
                <span key="p" id={idChamp(`identification.parcelle.${i}`)}>
                  {libelleParcelle(p)}
                  {Object.values(erreursSous(erreurs, `identification.parcelle.${i}`)).map((m) => (
                    <span key={m} className={fr.cx('fr-message', 'fr-message--error')}>
                      {m}
                    </span>
                  ))}
                </span>,
                estGeolocalisee(p) ? (
                  <Badge key="b" small severity="success">
                    Géolocalisée
                  </Badge>
                ) : (
                  <Badge key="b" small severity="warning">
                    Non géolocalisée
                  </Badge>
                ),
                <div key="c" className="actions-ligne">
                  {!estGeolocalisee(p) && (
                    <Button
                      type="button"
                      size="small"
                      priority="secondary"
                      iconId="fr-icon-map-pin-2-line"
                      title={`Localiser la parcelle ${libelleParcelle(p)}`}
                      onClick={() => void relocaliser(i)}
                    />
                  )}
                  <Button
                    type="button"
                    size="small"
                    priority="tertiary"
                    iconId="fr-icon-delete-line"
                    title={`Retirer la parcelle ${libelleParcelle(p)}`}
                    onClick={() =>
                      modifier(
                        'identification.parcelle',
                        parcelles.filter((_, j) => j !== i),
                      )
                    }
                  />
                </div>,
              ])}
            />
          ) : (
            <p className={fr.cx('fr-text--sm')}>Aucune parcelle ajoutée.</p>
          )}
          <h3 className={fr.cx('fr-h6', 'fr-mb-1w')}>Ajouter une parcelle</h3>
          <SaisieParcelle
            id="parcelle-nouvelle"
            ajouter={(p) => modifier('identification.parcelle', [...parcelles, p])}
            signalerIndisponible={signalerGeolocalisationIndisponible}
          />
        </Element>
      </Groupe>

      <Groupe titre="Lots">
        <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-px-1w')}>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <ChampNombre nom="identification.nbLots" label="Nombre total de lots" hint="De 2 à 99 999" />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <ChampNombre
              nom="identification.nbLotsHabBurCom"
              label="Lots à usage d'habitation, de bureaux ou de commerces"
              hint="De 1 à 99 999"
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <ChampNombre
              nom="identification.nbLotsHab"
              label="Lots à usage d'habitation"
              hint="Au plus le nombre de lots d'habitation, de bureaux ou de commerces"
            />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
            <ChampNombre nom="identification.nbLotsStationnement" label="Lots de stationnement" hint="De 0 à 99 999" />
          </div>
        </div>
      </Groupe>

      <Groupe titre="Syndicat de copropriétaires">
        <Element>
          <ChampOuiNon
            nom="identification.syndicatPrincipal"
            label="Le syndicat est-il principal (ou unique) ?"
            hint="Répondez « non » pour un syndicat secondaire, rattaché à une copropriété principale."
          />
        </Element>
        {(syndicatPrincipal === 'false' || syndicatPrincipal === false) && (
          <Element>
            <ChampTexte
              nom="identification.numImmatriculationCoproprietePrincipale"
              label="Numéro d'immatriculation de la copropriété principale (facultatif)"
              hint="2 lettres et 7 chiffres : AA1234567 ou AA1-234-567"
              maxLength={11}
            />
          </Element>
        )}
        <Element>
          <ChampOuiNon nom="identification.syndicatCooperatif" label="Le syndicat est-il coopératif ?" />
        </Element>
        <Element>
          <ChampOuiNon nom="identification.residenceService" label="La copropriété est-elle une résidence-services ?" />
        </Element>
        <Element>
          <ChampTexte
            nom="identification.siret"
            label="SIRET du syndicat de copropriétaires (facultatif)"
            hint="14 chiffres"
            inputMode="numeric"
            maxLength={17}
          />
        </Element>
      </Groupe>

      <Groupe titre="Groupements" hint="Nombre de groupements dont la copropriété fait partie, de 0 à 99.">
        <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-px-1w')}>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <ChampNombre nom="identification.nbAsl" label="Associations syndicales libres (ASL)" maxLength={2} />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <ChampNombre nom="identification.nbAful" label="Associations foncières urbaines libres (AFUL)" maxLength={2} />
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <ChampNombre nom="identification.nbUnionsSyndicats" label="Unions de syndicats" maxLength={2} />
          </div>
        </div>
      </Groupe>
    </>
  );
}
