import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { CallOut } from '@codegouvfr/react-dsfr/CallOut';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Pagination } from '@codegouvfr/react-dsfr/Pagination';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { TypeDemandeValidation } from '@registre/shared/domain/enums';
import type { LigneDemande } from '@registre/shared/schemas/copropriete/api';
import { plusAncienne, rechercher } from '@registre/shared/routes/validations.routes';
import { appeler } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { lienVers } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import './validations.css';
import {
  TAILLE_PAGE_DEMANDES,
  adresseFiltresDemandes,
  corpsRechercheDemandes,
  designationCopropriete,
  formaterDate,
  formaterNumero,
  libelleProfil,
  libelleStatut,
  libelleTypeDemande,
  lireFiltresDemandes,
  nombrePages,
  severiteStatut,
  type FiltresDemandes,
  type TypeDemande,
} from '../../features/demandes/demandes.ts';

interface FormulaireFiltres {
  typeDemande: '' | TypeDemande;
  horsDelaiSeulement: boolean;
}

const lien = (l: Pick<LigneDemande, 'idDemande'>) => lienVers('validation', { idDemande: l.idDemande }) ?? '/validations';

/**
 * The keepers' queue (spec 000 §2 /validations, §7 "Keeper validation"): the pending requests, filtered by type and
 * by "out of delay", sorted by requester profile by default, page 1 of 10; the oldest pending request is put
 * forward. A request opens on its own validation page, which locks it for the keeper.
 */
export default function Validations() {
  const titre = usePageCourante()?.titre;
  const [query, setQuery] = useSearchParams();
  const filtres = useMemo(() => lireFiltresDemandes(query), [query]);
  const aller = (f: FiltresDemandes) => setQuery(adresseFiltresDemandes(f));

  const corps = useMemo(() => corpsRechercheDemandes(filtres), [filtres]);
  const resultats = useQuery({
    queryKey: [rechercher.id, corps],
    queryFn: ({ signal }) => appeler(rechercher, { body: corps, signal }),
    placeholderData: keepPreviousData,
  });
  const ancienne = useRequete(plusAncienne);

  const formulaire = useForm<FormulaireFiltres>({
    defaultValues: { typeDemande: filtres.typeDemande ?? '', horsDelaiSeulement: filtres.horsDelaiSeulement },
  });
  // the address changed (back, forward, a link): the form follows
  useEffect(
    () => formulaire.reset({ typeDemande: filtres.typeDemande ?? '', horsDelaiSeulement: filtres.horsDelaiSeulement }),
    [filtres.typeDemande, filtres.horsDelaiSeulement, formulaire],
  );
  const filtrer = formulaire.handleSubmit((v) =>
    aller({ ...filtres, typeDemande: v.typeDemande || null, horsDelaiSeulement: v.horsDelaiSeulement, page: 1 }),
  );

  const idAncienne = ancienne.data?.idDemande ?? null;
  const colonnes: Colonne<LigneDemande>[] = [
    {
      cle: 'type',
      titre: 'Type de demande',
      tri: 'typeDemande',
      rendu: (l) => (
        <>
          {libelleTypeDemande(l.typeDemande)}
          {l.idDemande === idAncienne && (
            <Badge small noIcon severity="new" className={fr.cx('fr-mt-1v')} as="span">
              La plus ancienne
            </Badge>
          )}
        </>
      ),
    },
    {
      cle: 'copropriete',
      titre: 'Copropriété',
      tri: 'nomCopropriete',
      rendu: (l) => (
        <>
          <span className={fr.cx('fr-text--bold')}>{l.nomCopropriete ?? 'Sans nom'}</span>
          <br />
          <span className={fr.cx('fr-text--sm')}>{formaterNumero(l.immatriculation) ?? 'Non immatriculée'}</span>
        </>
      ),
    },
    { cle: 'commune', titre: 'Commune', tri: 'commune', rendu: (l) => l.commune ?? '—' },
    { cle: 'profil', titre: 'Profil du demandeur', tri: 'profilDemandeur', rendu: (l) => libelleProfil(l.profilDemandeur) },
    { cle: 'demandeur', titre: 'Demandeur', tri: 'nomDemandeur', rendu: (l) => l.nomDemandeur ?? '—' },
    { cle: 'date', titre: 'Date de la demande', tri: 'dateDemande', rendu: (l) => formaterDate(l.dateDemande) },
    {
      cle: 'echeance',
      titre: 'Échéance',
      tri: 'echeance',
      rendu: (l) => (
        <>
          {formaterDate(l.echeance)}
          {l.horsDelai && (
            <>
              <br />
              <Badge small severity="error" as="span">
                Hors délai
              </Badge>
            </>
          )}
        </>
      ),
    },
    {
      cle: 'statut',
      titre: 'Statut',
      tri: 'statut',
      rendu: (l) => (
        <div className="badges-demande">
          <Badge small noIcon severity={severiteStatut(l.statut)} as="span">
            {libelleStatut(l)}
          </Badge>
          {l.affecteeTeneur && (
            <Badge small noIcon severity="warning" as="span">
              Affectée au teneur
            </Badge>
          )}
        </div>
      ),
    },
    { cle: 'doublons', titre: 'Doublons potentiels', rendu: (l) => String(l.nbDoublons) },
    {
      cle: 'action',
      titre: 'Action',
      rendu: (l) => (
        <Button
          size="small"
          priority="secondary"
          linkProps={{ to: lien(l), title: `Ouvrir la demande de ${designationCopropriete(l)}` }}
        >
          Ouvrir
        </Button>
      ),
    },
  ];

  const total = resultats.data?.totalItems ?? 0;
  const pages = nombrePages(total);

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>

      {ancienne.data && (
        <CallOut
          title="Demande la plus ancienne en attente"
          titleAs="h2"
          iconId="fr-icon-time-line"
          colorVariant="yellow-tournesol"
          buttonProps={{ children: 'Traiter cette demande', linkProps: { to: lien(ancienne.data) } }}
        >
          {libelleTypeDemande(ancienne.data.typeDemande)} de la copropriété {designationCopropriete(ancienne.data)}
          {ancienne.data.commune ? ` à ${ancienne.data.commune}` : ''}, demandée le {formaterDate(ancienne.data.dateDemande)}
          {ancienne.data.nomDemandeur ? ` par ${ancienne.data.nomDemandeur}` : ''} — échéance{' '}
          {formaterDate(ancienne.data.echeance)}
          {ancienne.data.horsDelai ? ', hors délai' : ''}.
        </CallOut>
      )}

      <form onSubmit={filtrer} noValidate aria-labelledby="filtres-demandes" className={fr.cx('fr-mb-3w')}>
        <h2 id="filtres-demandes" className={fr.cx('fr-h5')}>
          Filtrer les demandes
        </h2>
        <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-grid-row--bottom')}>
          <div className={fr.cx('fr-col-12', 'fr-col-md-5')}>
            <Select label="Type de demande" nativeSelectProps={formulaire.register('typeDemande')}>
              <option value="">Tous les types</option>
              {TypeDemandeValidation.list.map((t) => (
                <option key={t.code} value={t.code}>
                  {t.libelle}
                </option>
              ))}
            </Select>
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <Checkbox
              options={[
                {
                  label: 'Hors délai seulement',
                  hintText: "Les demandes dont l'échéance d'un jour ouvré est dépassée.",
                  nativeInputProps: formulaire.register('horsDelaiSeulement'),
                },
              ]}
            />
          </div>
        </div>
        <ButtonsGroup
          inlineLayoutWhen="sm and up"
          buttons={[
            { children: 'Filtrer', type: 'submit', iconId: 'fr-icon-filter-line' },
            {
              children: 'Toutes les demandes',
              priority: 'secondary',
              type: 'button',
              onClick: () => aller({ ...filtres, typeDemande: null, horsDelaiSeulement: false, page: 1 }),
            },
          ]}
        />
      </form>

      <h2 className={fr.cx('fr-h5')} aria-live="polite" data-testid="nombre-demandes">
        {resultats.isPending
          ? 'Chargement des demandes…'
          : `${total} demande${total > 1 ? 's' : ''} à traiter${total > TAILLE_PAGE_DEMANDES ? ` — page ${filtres.page} sur ${pages}` : ''}`}
      </h2>

      {resultats.data && (
        <TableauDonnees
          titre="Demandes à valider"
          titreVisible={false}
          colonnes={colonnes}
          lignes={resultats.data.lignes}
          cle={(l) => l.idDemande}
          tri={{ courant: filtres.tri, changer: (t) => aller({ ...filtres, tri: t, page: 1 }) }}
          vide="Aucune demande ne correspond à ces critères."
        />
      )}
      {pages > 1 && (
        <Pagination
          className={fr.cx('fr-mt-2w')}
          count={pages}
          defaultPage={Math.min(filtres.page, pages)}
          getPageLinkProps={(n) => ({ to: { search: adresseFiltresDemandes({ ...filtres, page: n }).toString() } })}
        />
      )}
    </div>
  );
}
