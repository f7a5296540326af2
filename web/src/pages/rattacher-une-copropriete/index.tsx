import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { enCours } from '@registre/shared/routes/mandats.routes';
import type { MandatDto } from '@registre/shared/schemas/mandats';
import { useRequete } from '../../api/hooks.ts';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { etatChamp } from '../../components/formulaire.ts';
import { lienVers } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { formaterDate } from '../../features/demandes/demandes.ts';
import {
  controlerNumero,
  libelleStatutRattachement,
  severiteStatutRattachement,
  statutRattachement,
} from '../../features/rattachement/rattachement.ts';

/**
 * Attach a condominium (spec 000 §2 /rattacher-une-copropriete, §4 "Attachment flow"): the mandates of the
 * caller's establishment with their attachment status, and the registration number of the condominium to attach,
 * checked in order (exists, attachable, status) before the mandate is entered on the edit page.
 */
export default function RattacherUneCopropriete() {
  const titre = usePageCourante()?.titre;
  const navigate = useNavigate();
  const mandats = useRequete(enCours);
  const aujourdhui = dateDuJourParis(new Date());
  const [controle, setControle] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ numero: string }>({ defaultValues: { numero: '' } });

  const soumettre = handleSubmit(async ({ numero }) => {
    setControle(true);
    try {
      const r = await controlerNumero(numero);
      if (!r.ok) {
        setError('numero', { type: 'server', message: r.message }, { shouldFocus: true });
        return;
      }
      const query = new URLSearchParams({ numero: r.immatriculation });
      if (r.mandatMemeSiren) query.set('idMandat', String(r.mandatMemeSiren.idMandat));
      navigate(`${lienVers('rattacherEdition') ?? '/rattacher-une-copropriete/edit'}?${query.toString()}`);
    } finally {
      setControle(false);
    }
  });

  const colonnes: Colonne<MandatDto>[] = [
    {
      cle: 'immatriculation',
      titre: "Numéro d'immatriculation",
      rendu: (m) => (m.immatriculation ? formaterImmatriculation(m.immatriculation) : '—'),
    },
    { cle: 'nom', titre: 'Nom de la copropriété', rendu: (m) => m.nomCopropriete ?? '—' },
    { cle: 'debut', titre: 'Début du mandat', rendu: (m) => formaterDate(m.dateDebut) },
    { cle: 'fin', titre: 'Fin du mandat', rendu: (m) => formaterDate(m.dateFin) },
    { cle: 'justificatif', titre: 'Justificatif', rendu: (m) => m.nomFichier ?? 'Aucun' },
    {
      cle: 'statut',
      titre: 'Statut du rattachement',
      rendu: (m) => {
        const s = statutRattachement(m, aujourdhui);
        return (
          <Badge small noIcon severity={severiteStatutRattachement(s)}>
            {libelleStatutRattachement(s)}
          </Badge>
        );
      },
    },
  ];

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      <section className={fr.cx('fr-mb-6w')} aria-labelledby="rattacher-titre">
        <h2 id="rattacher-titre">Rattacher une nouvelle copropriété</h2>
        <p>
          Saisissez le numéro d'immatriculation de la copropriété dont vous êtes le syndic : vous indiquerez ensuite votre mandat
          et joindrez son justificatif. Le teneur du registre examine la demande sous un jour ouvré.
        </p>
        <form onSubmit={soumettre} noValidate aria-label="Rattacher une copropriété">
          <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-grid-row--bottom')}>
            <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
              <Input
                label="Numéro d'immatriculation"
                hintText="Format attendu : AA1234567 ou AA1-234-567"
                {...etatChamp(errors.numero?.message)}
                nativeInputProps={{ ...register('numero'), autoComplete: 'off', maxLength: 20, id: 'numero-immatriculation' }}
              />
            </div>
            <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-mb-3w')}>
              <Button type="submit" disabled={controle}>
                {controle ? 'Vérification…' : 'Rattacher'}
              </Button>
            </div>
          </div>
        </form>
      </section>
      <section aria-labelledby="mes-rattachements-titre">
        <h2 id="mes-rattachements-titre">Mes rattachements</h2>
        {mandats.isError ? (
          <Alert severity="error" small description={mandats.error.message} />
        ) : (
          <TableauDonnees
            titre="Les copropriétés rattachées à votre établissement"
            colonnes={colonnes}
            lignes={mandats.data ?? []}
            cle={(m) => String(m.idMandat)}
            vide={mandats.isPending ? 'Chargement…' : 'Aucune copropriété rattachée à votre établissement.'}
          />
        )}
      </section>
    </div>
  );
}
