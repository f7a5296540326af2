/**
 * "Immatriculer une copropriété" (spec 000 §2 /immatriculer-copropriete): the declarant's drafts (resume, delete
 * after confirmation) and the start of a new registration — a syndic goes straight to the wizard (route DEFAULT);
 * a notary first says whether the condominium is new or registered ex officio, gives the syndic's email if any
 * and, ex officio with a syndic, the date of its formal notice (spec 000 §1): the register checks the conditions
 * (`POST api/teledeclarant/immatriculation/{INITIALE|OFFICE}/continuer`) and the wizard opens at identification.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { createModal } from '@codegouvfr/react-dsfr/Modal';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { TypeImmat } from '@registre/shared/domain/enums';
import { EMAIL_REGEX, dateFrVersIso } from '@registre/shared/domain/valeurs';
import { DATE_NOUVELLES_COPROPRIETES } from '@registre/shared/domain/copropriete/constantes';
import { dateIsoVersFr } from '@registre/shared/domain/valeurs';
import { TITRES_ETAPES, etapesDuParcours } from '@registre/shared/domain/copropriete/etapes';
import { brouillons, continuerNotaire, supprimerBrouillon } from '@registre/shared/routes/declarations.routes';
import type { brouillonResumeSchema } from '@registre/shared/schemas/copropriete/api';
import { ErreurApi } from '../../api/client.ts';
import { useMutationRoute, useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { etatChamp } from '../../components/formulaire.ts';
import { notifier } from '../../lib/notifications.ts';
import { accesAutorise, routeMontee } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { cheminEtape, corpsContinuer, type DepartNotaire } from '../../features/declaration/assistant.ts';
import { dateFr } from '../../lib/format.ts';
import { phraseNombreEtapes } from './nombreEtapes.ts';

type Brouillon = z.infer<typeof brouillonResumeSchema>;

const modaleSuppression = createModal({ id: 'modale-suppression-brouillon', isOpenedByDefault: false });
const AVANT_2017 = dateIsoVersFr(DATE_NOUVELLES_COPROPRIETES);

const departSchema = z
  .object({
    typeImmat: z.enum(['INITIALE', 'OFFICE', ''] as const),
    emailSyndic: z.string().trim().max(100, '100 caractères au maximum.'),
    syndicExistant: z.enum(['', 'true', 'false'] as const),
    dateMiseEnDemeure: z.string().trim(),
  })
  .superRefine((v, c) => {
    if (!v.typeImmat) c.addIssue({ code: 'custom', path: ['typeImmat'], message: "Choisissez le type d'immatriculation." });
    if (v.emailSyndic && !EMAIL_REGEX.test(v.emailSyndic))
      c.addIssue({ code: 'custom', path: ['emailSyndic'], message: "L'adresse électronique n'est pas valide." });
    if (v.typeImmat !== 'OFFICE') return;
    if (!v.syndicExistant)
      c.addIssue({ code: 'custom', path: ['syndicExistant'], message: 'Indiquez si la copropriété a un syndic.' });
    if (v.syndicExistant === 'true') {
      if (!v.dateMiseEnDemeure)
        c.addIssue({ code: 'custom', path: ['dateMiseEnDemeure'], message: 'Indiquez la date de mise en demeure du syndic.' });
      else if (!dateFrVersIso(v.dateMiseEnDemeure))
        c.addIssue({ code: 'custom', path: ['dateMiseEnDemeure'], message: 'La date doit être au format JJ/MM/AAAA.' });
    }
  });

export default function ImmatriculerCopropriete() {
  const titre = usePageCourante()?.titre;
  const { visiteur } = useSession();
  const syndic = visiteur.autorites.includes('IMMATRICULER_NVELLE_COPRO');
  const initiale = visiteur.autorites.includes('IMMATRICULER_INITIALE');
  const office = visiteur.autorites.includes('IMMATRICULER_D_OFFICE');

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      <p className={fr.cx('fr-text--lead')}>
        Déclarez une copropriété au registre {phraseNombreEtapes(syndic ? 'DEFAULT' : 'INITIALE')}, la dernière étant le
        récapitulatif à vérifier avant de la soumettre. Chaque étape est enregistrée : vous pouvez vous interrompre et reprendre
        votre brouillon plus tard.
      </p>
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
        <div className={fr.cx('fr-col-12', 'fr-col-lg-8')}>
          {syndic && <DepartSyndic />}
          {(initiale || office) && <DepartNotaireFormulaire initiale={initiale} office={office} />}
        </div>
      </div>
      <ListeBrouillons />
    </div>
  );
}

function DepartSyndic() {
  return (
    <section aria-labelledby="titre-nouvelle" className={fr.cx('fr-mb-6w')}>
      <h2 id="titre-nouvelle" className={fr.cx('fr-h4')}>
        Nouvelle immatriculation
      </h2>
      <p>
        En tant que syndic, vous immatriculez une copropriété dont le règlement est antérieur au {AVANT_2017} ; une copropriété
        plus récente est immatriculée par le notaire. Munissez-vous de votre mandat, du règlement de copropriété, des références
        cadastrales et des comptes du dernier exercice clos.
      </p>
      <Button
        iconId="fr-icon-add-line"
        linkProps={{ to: cheminEtape(etapesDuParcours('DEFAULT')[0], { id: null, typeImmat: 'DEFAULT' }) }}
      >
        Immatriculer une nouvelle copropriété
      </Button>
    </section>
  );
}

function DepartNotaireFormulaire({ initiale, office }: { initiale: boolean; office: boolean }) {
  const naviguer = useNavigate();
  const continuer = useMutationRoute(continuerNotaire, { erreursGerees: [400, 409] });
  const [refus, setRefus] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DepartNotaire>({
    resolver: zodResolver(departSchema),
    defaultValues: {
      typeImmat: initiale && !office ? 'INITIALE' : office && !initiale ? 'OFFICE' : '',
      emailSyndic: '',
      syndicExistant: '',
      dateMiseEnDemeure: '',
    },
  });
  const type = watch('typeImmat');
  const avecSyndic = watch('syndicExistant') === 'true';

  const envoyer = handleSubmit(async (d) => {
    setRefus(null);
    if (d.typeImmat === '') return;
    try {
      const declaration = await continuer.mutateAsync({ params: { type: d.typeImmat }, body: corpsContinuer(d) });
      const email = declaration.emailSyndic ?? (d.emailSyndic.trim() || null);
      naviguer(cheminEtape('identification', { id: declaration.id, typeImmat: declaration.typeImmat, emailSyndic: email }), {
        state: { declaration: { ...declaration, emailSyndic: email } },
      });
    } catch (e) {
      if (!(e instanceof ErreurApi)) return;
      const champs = e.corps.erreurs ?? {};
      let place = false;
      for (const champ of ['emailSyndic', 'syndicExistant', 'dateMiseEnDemeure'] as const) {
        if (champs[champ]) {
          setError(champ, { type: 'server', message: champs[champ] }, { shouldFocus: !place });
          place = true;
        }
      }
      if (!place) setRefus(e.message);
    }
  });

  const choix = [
    ...(initiale
      ? [
          {
            label: 'Une nouvelle copropriété',
            hintText: `Règlement de copropriété du ${AVANT_2017} ou postérieur (immatriculation initiale).`,
            nativeInputProps: { ...register('typeImmat'), value: 'INITIALE' },
          },
        ]
      : []),
    ...(office
      ? [
          {
            label: "Une immatriculation d'office",
            hintText: `Règlement antérieur au ${AVANT_2017}, sans syndic ou dont le syndic a été mis en demeure depuis plus d'un mois.`,
            nativeInputProps: { ...register('typeImmat'), value: 'OFFICE' },
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="titre-notaire" className={fr.cx('fr-mb-6w')}>
      <h2 id="titre-notaire" className={fr.cx('fr-h4')}>
        Nouvelle immatriculation
      </h2>
      {refus && (
        <Alert
          severity="error"
          as="h3"
          className={fr.cx('fr-mb-3w')}
          title="L'immatriculation ne peut pas commencer"
          description={refus}
        />
      )}
      <form onSubmit={envoyer} noValidate aria-labelledby="titre-notaire">
        <p className={fr.cx('fr-hint-text')}>Sauf mention contraire, tous les champs sont obligatoires.</p>
        <RadioButtons legend="Que souhaitez-vous immatriculer ?" {...etatChamp(errors.typeImmat?.message)} options={choix} />
        <Input
          label="Adresse électronique du syndic (facultatif)"
          hintText="Le syndic de la copropriété, s'il y en a un, en sera informé."
          {...etatChamp(errors.emailSyndic?.message)}
          nativeInputProps={{ ...register('emailSyndic'), type: 'email', autoComplete: 'off', maxLength: 100 }}
        />
        {type === 'OFFICE' && (
          <>
            <RadioButtons
              legend="La copropriété a-t-elle un syndic ?"
              orientation="horizontal"
              {...etatChamp(errors.syndicExistant?.message)}
              options={[
                { label: 'Oui', nativeInputProps: { ...register('syndicExistant'), value: 'true' } },
                { label: 'Non', nativeInputProps: { ...register('syndicExistant'), value: 'false' } },
              ]}
            />
            {avecSyndic && (
              <Input
                label="Date de mise en demeure du syndic"
                hintText="Il y a un mois au moins. Format attendu : JJ/MM/AAAA"
                {...etatChamp(errors.dateMiseEnDemeure?.message)}
                nativeInputProps={{ ...register('dateMiseEnDemeure'), inputMode: 'numeric', maxLength: 10, autoComplete: 'off' }}
              />
            )}
          </>
        )}
        <Button type="submit" iconId="fr-icon-arrow-right-line" iconPosition="right" disabled={isSubmitting}>
          Continuer
        </Button>
      </form>
    </section>
  );
}

function ListeBrouillons() {
  const { visiteur } = useSession();
  const queryClient = useQueryClient();
  const liste = useRequete(brouillons);
  const supprimer = useMutationRoute(supprimerBrouillon);
  const [aSupprimer, setASupprimer] = useState<Brouillon | null>(null);
  const peutSupprimer = routeMontee(supprimerBrouillon) && accesAutorise(supprimerBrouillon.acces, visiteur);

  const confirmer = async () => {
    if (!aSupprimer) return;
    try {
      await supprimer.mutateAsync({ params: { id: aSupprimer.id } });
      notifier({ severite: 'success', titre: 'Le brouillon a été supprimé.' });
    } catch {
      // the shell shows the server's error
    } finally {
      modaleSuppression.close();
      await queryClient.invalidateQueries({ queryKey: [brouillons.id] });
    }
  };

  const nom = (b: Brouillon) => b.nomCopropriete || b.adresseReference || `Brouillon n° ${b.id}`;
  const colonnes: Colonne<Brouillon>[] = [
    { cle: 'nom', titre: 'Copropriété', rendu: (b) => b.nomCopropriete || 'Sans nom' },
    { cle: 'adresse', titre: 'Adresse de référence', rendu: (b) => b.adresseReference || 'Non renseignée' },
    { cle: 'type', titre: 'Immatriculation', rendu: (b) => TypeImmat.labels[b.typeImmat] },
    {
      cle: 'etape',
      titre: 'Étape',
      rendu: (b) => (b.etape ? TITRES_ETAPES[b.etape] : TITRES_ETAPES[etapesDuParcours(b.typeImmat)[0]]),
    },
    {
      cle: 'modification',
      titre: 'Dernière modification',
      rendu: (b) => `${dateFr(b.dateModification)}${b.creePar ? ` (${b.creePar})` : ''}`,
    },
    {
      cle: 'actions',
      titre: 'Actions',
      rendu: (b) => (
        <div className="actions-ligne">
          <Button
            size="small"
            iconId="fr-icon-edit-line"
            linkProps={{
              to: cheminEtape(b.etape && b.etape !== 'doublons' ? b.etape : etapesDuParcours(b.typeImmat)[0], {
                id: b.id,
                typeImmat: b.typeImmat,
              }),
              title: `Reprendre le brouillon ${nom(b)}`,
            }}
          >
            Reprendre
          </Button>
          {peutSupprimer && (
            <Button
              size="small"
              priority="tertiary"
              iconId="fr-icon-delete-line"
              title={`Supprimer le brouillon ${nom(b)}`}
              nativeButtonProps={{
                'aria-controls': modaleSuppression.id,
                'data-fr-opened': false,
                onClick: () => setASupprimer(b),
              }}
            />
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="titre-brouillons">
      <h2 id="titre-brouillons" className={fr.cx('fr-h4')}>
        Vos brouillons
      </h2>
      {liste.isPending ? (
        <p role="status">Chargement de vos brouillons…</p>
      ) : liste.data ? (
        <TableauDonnees
          titre="Brouillons d'immatriculation de votre compte"
          titreVisible={false}
          colonnes={colonnes}
          lignes={liste.data}
          cle={(b) => String(b.id)}
          vide="Aucun brouillon en cours."
        />
      ) : null}

      <modaleSuppression.Component
        title="Supprimer le brouillon"
        titleAs="h2"
        concealingBackdrop={false}
        buttons={[
          { children: 'Annuler', priority: 'secondary' },
          {
            children: 'Supprimer',
            iconId: 'fr-icon-delete-line',
            doClosesModal: false,
            disabled: supprimer.isPending,
            onClick: () => void confirmer(),
          },
        ]}
      >
        <p>
          Voulez-vous vraiment supprimer le brouillon {aSupprimer ? `« ${nom(aSupprimer)} »` : ''} ? Les informations saisies
          seront perdues.
        </p>
      </modaleSuppression.Component>
    </section>
  );
}
