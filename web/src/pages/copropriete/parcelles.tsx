import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { rechercher } from '@registre/shared/routes/coproprietes.routes';
import { brouillon, parcellesNonGeolocalisees } from '@registre/shared/routes/declarations.routes';
import type { DeclarationDto } from '@registre/shared/schemas/copropriete/api';
import type { ParcelleFormulaire } from '@registre/shared/schemas/copropriete/identification';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import { AlerteConflit } from '../../components/Edition.tsx';
import { MESSAGE_GEOLOCALISATION_INDISPONIBLE } from '../../components/copropriete/SaisieAdresse.tsx';
import { SaisieParcelle, localiserParcelle } from '../../components/copropriete/SaisieParcelle.tsx';
import { libelleParcelle } from '../../components/copropriete/geocodage.ts';
import { TableauDonnees } from '../../components/TableauDonnees.tsx';
import { notifier } from '../../lib/notifications.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import './copropriete.css';
import { formaterNumero } from '../../features/demandes/demandes.ts';
import {
  adresseCriteres,
  apresLocalisation,
  erreurParcelles,
  estGeolocalisee,
  sansParcelle,
} from '../../features/coproprietes/coproprietes.ts';

const RETOUR = `/copropriete?${adresseCriteres({ filtre: 'coproNonGeolocalisees', recherche: '', page: 1, tri: null }).toString()}`;

/**
 * "Condominiums with non-geolocated parcels" (spec 000 §2, reached by the filter coproNonGeolocalisees): the
 * parcels of the condominium's current declaration; each one not geolocated can be looked up again at the
 * cadastre, removed, or parcels added (the wizard's parcel field); saving replaces the parcels
 * (`PUT updateParcelleNonGeolocalisees/{idDeclaration}`), at least one of them geolocated.
 */
export default function ParcellesNonGeolocalisees() {
  const titre = usePageCourante()?.titre;
  const { idDeclaration: brut } = useParams();
  const id = Number(brut);
  const valide = Number.isInteger(id) && id > 0;
  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      {valide ? (
        <Contenu idDeclaration={id} />
      ) : (
        <>
          <Alert
            severity="error"
            as="h2"
            title="Déclaration inconnue"
            description="L'adresse de cette page est incomplète."
            className={fr.cx('fr-mb-3w')}
          />
          <Button linkProps={{ to: RETOUR }} priority="secondary" iconId="fr-icon-arrow-left-line">
            Retour à mes copropriétés
          </Button>
        </>
      )}
    </div>
  );
}

function Contenu({ idDeclaration }: { idDeclaration: number }) {
  const declaration = useRequete(brouillon, { params: { id: idDeclaration }, erreursGerees: [404] });
  if (declaration.isPending) return <p role="status">Chargement des parcelles…</p>;
  if (!declaration.data) {
    return (
      <>
        {declaration.error?.status === 404 && (
          <Alert
            severity="error"
            as="h2"
            title="Copropriété introuvable"
            description="Cette déclaration n'existe pas ou n'appartient pas à votre compte."
            className={fr.cx('fr-mb-3w')}
          />
        )}
        <Button linkProps={{ to: RETOUR }} priority="secondary" iconId="fr-icon-arrow-left-line">
          Retour à mes copropriétés
        </Button>
      </>
    );
  }
  return (
    <Edition
      key={`${declaration.data.id}-${declaration.data.version}`}
      declaration={declaration.data}
      recharger={() => declaration.refetch()}
    />
  );
}

type Etat =
  | { type: 'repos' }
  | { type: 'localisation'; index: number }
  | { type: 'resultat'; severite: 'success' | 'warning'; message: string };

function Edition({ declaration, recharger }: { declaration: DeclarationDto; recharger: () => unknown }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const identification = declaration.immatCopropriete?.identification ?? {};
  const [parcelles, setParcelles] = useState<ParcelleFormulaire[]>(() => [...(identification.parcelle ?? [])]);
  const [etat, setEtat] = useState<Etat>({ type: 'repos' });
  const [erreur, setErreur] = useState<string | null>(null);
  const [conflit, setConflit] = useState(false);
  const [envoi, setEnvoi] = useState(false);
  const [indisponible, setIndisponible] = useState(false);
  const zoneErreur = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (erreur || conflit) zoneErreur.current?.focus();
  }, [erreur, conflit]);

  const nom = (typeof identification.nomCopropriete === 'string' && identification.nomCopropriete) || null;
  const numero = formaterNumero(
    typeof identification.numImmatriculationCopropriete === 'string' ? identification.numImmatriculationCopropriete : null,
  );
  const aLocaliser = parcelles.filter((p) => !estGeolocalisee(p)).length;

  const relocaliser = async (index: number) => {
    setEtat({ type: 'localisation', index });
    const p = parcelles[index];
    try {
      const trouvee = await localiserParcelle(p);
      setParcelles((x) => apresLocalisation(x, index, trouvee));
      setEtat({
        type: 'resultat',
        severite: trouvee ? 'success' : 'warning',
        message: trouvee
          ? `La parcelle ${libelleParcelle(p)} est maintenant géolocalisée.`
          : `La parcelle ${libelleParcelle(p)} n'a toujours pas été trouvée au cadastre : vérifiez-la, retirez-la ou ajoutez la bonne parcelle.`,
      });
    } catch (e) {
      if (e instanceof ErreurApi && e.status === 503) setIndisponible(true);
      setEtat({
        type: 'resultat',
        severite: 'warning',
        message:
          e instanceof ErreurApi && e.status === 503
            ? `${MESSAGE_GEOLOCALISATION_INDISPONIBLE}.`
            : `La localisation de la parcelle ${libelleParcelle(p)} a échoué : veuillez réessayer.`,
      });
    }
  };

  const enregistrer = async () => {
    const probleme = erreurParcelles(parcelles);
    setErreur(probleme);
    if (probleme) return;
    setEnvoi(true);
    try {
      await appeler(parcellesNonGeolocalisees, {
        params: { idDeclaration: declaration.id! },
        body: { version: declaration.version!, parcelle: parcelles },
        erreursGerees: [400, 404, 409],
      });
      const restantes = parcelles.filter((p) => !estGeolocalisee(p)).length;
      notifier({
        severite: 'success',
        titre: 'Les parcelles de la copropriété ont été enregistrées.',
        description:
          restantes > 0
            ? `${restantes} parcelle${restantes > 1 ? 's restent' : ' reste'} à localiser.`
            : 'Toutes ses parcelles sont géolocalisées.',
        persistante: true,
      });
      await queryClient.invalidateQueries({ queryKey: [rechercher.id] });
      navigate(RETOUR);
    } catch (e) {
      if (e instanceof ErreurApi && e.status === 409) setConflit(true);
      else if (e instanceof ErreurApi && e.status < 500 && e.status !== 403) {
        const champs = Object.values(e.corps.erreurs ?? {});
        setErreur(champs.length ? champs.join(' ') : e.message);
      }
    } finally {
      setEnvoi(false);
    }
  };

  return (
    <>
      <p className={fr.cx('fr-text--lead')}>
        {nom ? `Copropriété « ${nom} »` : 'Copropriété'}
        {numero ? ` — ${numero}` : ''}
      </p>
      <p>
        {aLocaliser > 0
          ? `${aLocaliser} parcelle${aLocaliser > 1 ? 's ne sont' : " n'est"} pas géolocalisée${aLocaliser > 1 ? 's' : ''}. Cherchez-la de nouveau au cadastre, corrigez-la en la retirant puis en ajoutant la bonne, puis enregistrez.`
          : 'Toutes les parcelles sont géolocalisées : enregistrez pour mettre à jour la copropriété.'}
      </p>

      <div ref={zoneErreur} tabIndex={-1} className="zone-alerte">
        {conflit && (
          <AlerteConflit
            titre="Les parcelles n'ont pas été enregistrées"
            libelleBouton="Recharger les parcelles"
            recharger={recharger}
          />
        )}
        {erreur && <Alert severity="error" small description={erreur} className={fr.cx('fr-mb-3w')} role="alert" />}
        {indisponible && etat.type !== 'resultat' && (
          <Alert
            severity="warning"
            small
            description={`${MESSAGE_GEOLOCALISATION_INDISPONIBLE}.`}
            className={fr.cx('fr-mb-3w')}
          />
        )}
      </div>

      <h2 className={fr.cx('fr-h4')}>Parcelles cadastrales</h2>
      <div aria-live="polite">
        {etat.type === 'localisation' && <p className={fr.cx('fr-text--sm')}>Localisation de la parcelle…</p>}
        {etat.type === 'resultat' && (
          <Alert severity={etat.severite} small description={etat.message} className={fr.cx('fr-mb-2w')} />
        )}
      </div>
      <TableauDonnees
        titre="Parcelles cadastrales de la copropriété"
        titreVisible={false}
        colonnes={[
          { cle: 'parcelle', titre: 'Parcelle', rendu: (l) => libelleParcelle(l.p) },
          { cle: 'insee', titre: 'Code INSEE', rendu: (l) => l.p.codeInsee || '—' },
          {
            cle: 'geo',
            titre: 'Géolocalisation',
            rendu: (l) =>
              estGeolocalisee(l.p) ? (
                <Badge small severity="success" as="span">
                  Géolocalisée
                </Badge>
              ) : (
                <Badge small severity="warning" as="span">
                  Non géolocalisée
                </Badge>
              ),
          },
          {
            cle: 'actions',
            titre: 'Actions',
            rendu: (l) => (
              <div className="actions-parcelle">
                {!estGeolocalisee(l.p) && (
                  <Button
                    size="small"
                    priority="secondary"
                    iconId="fr-icon-map-pin-2-line"
                    disabled={etat.type === 'localisation'}
                    onClick={() => void relocaliser(l.i)}
                    title={`Localiser la parcelle ${libelleParcelle(l.p)}`}
                  >
                    Localiser
                  </Button>
                )}
                <Button
                  size="small"
                  priority="tertiary"
                  iconId="fr-icon-delete-line"
                  onClick={() => {
                    setParcelles((x) => sansParcelle(x, l.i));
                    setEtat({ type: 'repos' });
                  }}
                  title={`Retirer la parcelle ${libelleParcelle(l.p)}`}
                >
                  Retirer
                </Button>
              </div>
            ),
          },
        ]}
        lignes={parcelles.map((p, i) => ({ p, i }))}
        cle={(l) => String(l.i)}
        vide="Aucune parcelle : ajoutez-en au moins une, géolocalisée."
      />

      <section aria-labelledby="ajout-parcelle" className={fr.cx('fr-mt-4w')}>
        <h2 id="ajout-parcelle" className={fr.cx('fr-h5')}>
          Ajouter une parcelle
        </h2>
        <SaisieParcelle
          id="parcelle-copropriete"
          ajouter={(p) => {
            setParcelles((x) => [...x, p]);
            setErreur(null);
            setEtat({
              type: 'resultat',
              severite: estGeolocalisee(p) ? 'success' : 'warning',
              message: `La parcelle ${libelleParcelle(p)} a été ajoutée${estGeolocalisee(p) ? ', géolocalisée' : ', non géolocalisée'}.`,
            });
          }}
          signalerIndisponible={() => setIndisponible(true)}
        />
      </section>

      <ButtonsGroup
        className={fr.cx('fr-mt-4w')}
        inlineLayoutWhen="sm and up"
        buttons={[
          {
            children: 'Enregistrer les parcelles',
            iconId: 'fr-icon-save-line',
            disabled: envoi || etat.type === 'localisation',
            onClick: () => void enregistrer(),
          },
          { children: 'Annuler', priority: 'secondary', linkProps: { to: RETOUR } },
        ]}
      />
    </>
  );
}
