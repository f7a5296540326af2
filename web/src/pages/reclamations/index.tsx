/**
 * The keepers' inbox of the contact form (extension of spec 001 §7 "Complaint form"): the complaints newest first,
 * filtered by status, 10 per page; one opened shows the requester, the request, its attachment (a 5-minute link),
 * its answers, and the actions: assign (to oneself or another keeper), answer by mail, close. Each action sends
 * the version read: a complaint changed meanwhile answers 409 and is reloaded.
 */
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Select } from '@codegouvfr/react-dsfr/Select';
import {
  CODES_STATUT_RECLAMATION,
  STATUTS_RECLAMATION,
  type StatutReclamation,
} from '@registre/shared/domain/reclamation/listes';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import {
  attribuer,
  clore,
  detail,
  liste,
  lienPiece,
  repondre,
  reponseReclamationSchema,
  type Reclamation,
  type ResumeReclamation,
} from '@registre/shared/routes/reclamation.routes';
import { appeler, ErreurApi } from '../../api/client.ts';
import { cleRequete, useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { PageStatique, Section } from '../../components/PageStatique.tsx';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { etatChamp } from '../../components/formulaire.ts';
import { notifier } from '../../lib/notifications.ts';

const SEVERITE: Record<StatutReclamation, 'new' | 'info' | 'success' | undefined> = {
  NOUVELLE: 'new',
  EN_COURS: 'info',
  REPONDUE: 'success',
  CLOSE: undefined,
};

const dateHeure = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' });

const BadgeStatut = ({ statut }: { statut: StatutReclamation }) => (
  <Badge small severity={SEVERITE[statut]} noIcon>
    {STATUTS_RECLAMATION[statut]}
  </Badge>
);

function SousSection({ ancre, titre, children }: { ancre: string; titre: string; children: ReactNode }) {
  return (
    <section id={ancre} aria-labelledby={`${ancre}-titre`} className={fr.cx('fr-mt-4w')}>
      <h3 id={`${ancre}-titre`} className={fr.cx('fr-h5')}>
        {titre}
      </h3>
      {children}
    </section>
  );
}

export default function PageReclamations() {
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference');
  return (
    <PageStatique chapo="Les demandes envoyées par le formulaire de contact : attribuez-les, répondez par courriel au demandeur, puis clôturez-les.">
      {reference ? (
        <Detail reference={reference} retour={() => setParams({})} />
      ) : (
        <Liste ouvrir={(r) => setParams({ reference: r })} />
      )}
    </PageStatique>
  );
}

function Liste({ ouvrir }: { ouvrir: (reference: string) => void }) {
  const [statut, setStatut] = useState<StatutReclamation | ''>('NOUVELLE');
  // the cursors of the pages already seen: [first page (none), second, ...]
  const [curseurs, setCurseurs] = useState<(string | undefined)[]>([undefined]);
  const page = curseurs.length - 1;
  const curseur = curseurs[page];
  const requete = useRequete(liste, {
    query: { ...(statut && { statut }), ...(curseur && { curseur }), taille: 10 },
  });
  const colonnes: Colonne<ResumeReclamation>[] = [
    {
      cle: 'reference',
      titre: 'Référence',
      rendu: (l) => (
        <Button priority="tertiary no outline" size="small" onClick={() => ouvrir(l.reference)}>
          {l.reference}
        </Button>
      ),
    },
    { cle: 'date', titre: 'Reçue le', rendu: (l) => dateHeure(l.dateDepot) },
    { cle: 'demandeur', titre: 'Demandeur', rendu: (l) => l.nom },
    { cle: 'type', titre: 'Type de demande', rendu: (l) => l.libelleType },
    { cle: 'immat', titre: 'Copropriété', rendu: (l) => (l.immatriculation ? formaterImmatriculation(l.immatriculation) : '—') },
    { cle: 'statut', titre: 'Statut', rendu: (l) => <BadgeStatut statut={l.statut} /> },
    { cle: 'attribue', titre: 'Attribuée à', rendu: (l) => l.attribueA ?? '—' },
  ];
  return (
    <Section ancre="demandes" titre="Demandes reçues">
      <Select
        label="Statut"
        nativeSelectProps={{
          value: statut,
          onChange: (e) => {
            setStatut(e.target.value as StatutReclamation | '');
            setCurseurs([undefined]);
          },
        }}
      >
        <option value="">Tous les statuts</option>
        {CODES_STATUT_RECLAMATION.map((s) => (
          <option key={s} value={s}>
            {STATUTS_RECLAMATION[s]}
          </option>
        ))}
      </Select>
      {requete.isPending ? (
        <p role="status">Chargement…</p>
      ) : requete.isError ? (
        <Alert
          severity="error"
          small
          description="La liste des demandes n'a pas pu être chargée. Réessayez dans quelques instants."
        />
      ) : (
        <>
          <TableauDonnees
            titre={`Demandes${statut ? ` « ${STATUTS_RECLAMATION[statut]} »` : ''}, page ${page + 1}`}
            colonnes={colonnes}
            lignes={requete.data.lignes}
            cle={(l) => l.reference}
            vide="Aucune demande avec ce statut."
          />
          <ul className={fr.cx('fr-btns-group', 'fr-btns-group--inline', 'fr-btns-group--sm')}>
            <li>
              <Button priority="secondary" disabled={page === 0} onClick={() => setCurseurs((c) => c.slice(0, -1))}>
                Page précédente
              </Button>
            </li>
            <li>
              <Button
                priority="secondary"
                disabled={!requete.data.curseur}
                onClick={() => setCurseurs((c) => [...c, requete.data.curseur ?? undefined])}
              >
                Page suivante
              </Button>
            </li>
          </ul>
        </>
      )}
    </Section>
  );
}

function Detail({ reference, retour }: { reference: string; retour: () => void }) {
  const queryClient = useQueryClient();
  const requete = useRequete(detail, { params: { reference } }, { retry: false });
  const [erreur, setErreur] = useState<string | null>(null);

  const actualiser = async (r?: Reclamation) => {
    if (r) queryClient.setQueryData(cleRequete(detail, { params: { reference } }), r);
    else await requete.refetch();
    await queryClient.invalidateQueries({ queryKey: [liste.id] });
  };
  const agir = async (action: () => Promise<Reclamation>, succes: string) => {
    setErreur(null);
    try {
      await actualiser(await action());
      notifier({ severite: 'success', titre: succes });
      return true;
    } catch (e) {
      if (!(e instanceof ErreurApi)) throw e;
      setErreur(e.message);
      if (e.status === 409) await actualiser();
      return false;
    }
  };

  if (requete.isPending) return <p role="status">Chargement…</p>;
  if (requete.isError)
    return (
      <>
        <Alert severity="error" small description={requete.error.message} />
        <Button className={fr.cx('fr-mt-2w')} priority="secondary" iconId="fr-icon-arrow-left-line" onClick={retour}>
          Retour à la liste
        </Button>
      </>
    );
  const r = requete.data;
  const ouverte = r.statut !== 'CLOSE';
  const version = r.version;
  return (
    <div data-testid="detail-reclamation">
      <Button priority="tertiary" iconId="fr-icon-arrow-left-line" onClick={retour} className={fr.cx('fr-mb-2w')}>
        Retour à la liste
      </Button>
      <h2>
        Demande {r.reference} <BadgeStatut statut={r.statut} />
      </h2>
      {erreur && <Alert severity="error" small description={erreur} className={fr.cx('fr-mb-2w')} />}
      <dl>
        <dt className={fr.cx('fr-text--bold')}>Reçue le</dt>
        <dd>{dateHeure(r.dateDepot)}</dd>
        <dt className={fr.cx('fr-text--bold')}>Demandeur</dt>
        <dd>
          {r.nom} ({r.libelleTypeDemandeur}), <a href={`mailto:${r.email}`}>{r.email}</a>
          {r.telephone && <>, {r.telephone}</>}
        </dd>
        <dt className={fr.cx('fr-text--bold')}>Objet et type</dt>
        <dd>
          {r.libelleObjet} : {r.libelleType}
        </dd>
        {r.immatriculation && (
          <>
            <dt className={fr.cx('fr-text--bold')}>Copropriété</dt>
            <dd>{formaterImmatriculation(r.immatriculation)}</dd>
          </>
        )}
        {r.adresseReference && (
          <>
            <dt className={fr.cx('fr-text--bold')}>Adresse de référence</dt>
            <dd>{r.adresseReference}</dd>
          </>
        )}
        <dt className={fr.cx('fr-text--bold')}>Attribuée à</dt>
        <dd data-testid="attribuee-a">{r.attribueA ?? 'personne'}</dd>
      </dl>
      <SousSection ancre="message" titre="Message">
        <p data-testid="message-reclamation" style={{ whiteSpace: 'pre-wrap' }}>
          {r.message}
        </p>
        {r.pieceJointe && <PieceJointe reference={r.reference} nom={r.pieceJointe.nomFichier} taille={r.pieceJointe.taille} />}
      </SousSection>
      {r.reponses.length > 0 && (
        <SousSection ancre="reponses" titre="Réponses envoyées">
          <ul data-testid="reponses">
            {r.reponses.map((x) => (
              <li key={x.date}>
                <p className={fr.cx('fr-text--sm', 'fr-mb-1v')}>
                  Le {dateHeure(x.date)} par {x.auteur}
                </p>
                <p style={{ whiteSpace: 'pre-wrap' }}>{x.texte}</p>
              </li>
            ))}
          </ul>
        </SousSection>
      )}
      {ouverte && (
        <>
          <Attribution
            attribueA={r.attribueA}
            agir={(attribueA) =>
              agir(
                () =>
                  appeler(attribuer, {
                    params: { reference },
                    body: { ...(attribueA && { attribueA }), version },
                    erreursGerees: [400, 409],
                  }),
                attribueA ? `La demande est attribuée à ${attribueA}.` : 'La demande vous est attribuée.',
              )
            }
          />
          <Reponse
            agir={(texte) =>
              agir(
                () => appeler(repondre, { params: { reference }, body: { texte, version }, erreursGerees: [400, 409] }),
                `La réponse a été envoyée à ${r.email}.`,
              )
            }
          />
          <Cloture
            agir={(motif) =>
              agir(
                () =>
                  appeler(clore, {
                    params: { reference },
                    body: { ...(motif && { motif }), version },
                    erreursGerees: [400, 409],
                  }),
                'La demande est close.',
              )
            }
          />
        </>
      )}
    </div>
  );
}

function PieceJointe({ reference, nom, taille }: { reference: string; nom: string; taille: number }) {
  const [erreur, setErreur] = useState<string | null>(null);
  const ouvrir = async () => {
    setErreur(null);
    try {
      const lien = await appeler(lienPiece, { params: { reference }, erreursGerees: [404] });
      window.open(lien.url, '_blank', 'noopener');
    } catch (e) {
      if (e instanceof ErreurApi) setErreur(e.message);
      else throw e;
    }
  };
  return (
    <div className={fr.cx('fr-mb-3w')}>
      <Button priority="secondary" iconId="fr-icon-download-line" onClick={() => void ouvrir()}>
        Ouvrir la pièce jointe « {nom} » (PDF, {Math.max(1, Math.round(taille / 1024))} ko)
      </Button>
      {erreur && <p className={fr.cx('fr-error-text')}>{erreur}</p>}
    </div>
  );
}

function Attribution({ attribueA, agir }: { attribueA: string | null; agir: (attribueA: string | null) => Promise<boolean> }) {
  const { compte } = useSession();
  const [autre, setAutre] = useState('');
  return (
    <SousSection ancre="attribuer" titre="Attribuer la demande">
      {attribueA !== compte?.login && (
        <Button priority="secondary" iconId="fr-icon-user-line" onClick={() => void agir(null)}>
          Me l'attribuer
        </Button>
      )}
      <form
        className={fr.cx('fr-mt-2w')}
        onSubmit={(e) => {
          e.preventDefault();
          if (autre.trim()) void agir(autre.trim()).then((ok) => ok && setAutre(''));
        }}
      >
        <Input
          label="Identifiant de connexion d'un autre teneur du registre"
          nativeInputProps={{ value: autre, onChange: (e) => setAutre(e.target.value), maxLength: 100, autoComplete: 'off' }}
        />
        <Button type="submit" priority="secondary" disabled={!autre.trim()}>
          Attribuer à ce teneur
        </Button>
      </form>
    </SousSection>
  );
}

function Reponse({ agir }: { agir: (texte: string) => Promise<boolean> }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ texte: string }>({ resolver: zodResolver(reponseReclamationSchema), defaultValues: { texte: '' } });
  return (
    <SousSection ancre="repondre" titre="Répondre au demandeur">
      <form
        onSubmit={(e) =>
          void handleSubmit(async (v) => {
            if (await agir(v.texte)) reset({ texte: '' });
          })(e)
        }
        noValidate
      >
        <Input
          textArea
          label="Réponse envoyée par courriel (obligatoire)"
          hintText="De 10 à 4 000 caractères. Le demandeur la reçoit avec la référence de sa demande."
          {...etatChamp(errors.texte?.message)}
          nativeTextAreaProps={{ ...register('texte'), rows: 6, maxLength: 4000 }}
        />
        <Button type="submit" iconId="fr-icon-mail-line" disabled={isSubmitting}>
          Envoyer la réponse
        </Button>
      </form>
    </SousSection>
  );
}

function Cloture({ agir }: { agir: (motif: string) => Promise<boolean> }) {
  const [motif, setMotif] = useState('');
  return (
    <SousSection ancre="clore" titre="Clôturer la demande">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void agir(motif.trim());
        }}
      >
        <Input
          label="Motif de clôture (facultatif)"
          nativeInputProps={{ value: motif, onChange: (e) => setMotif(e.target.value), maxLength: 500 }}
        />
        <Button type="submit" priority="secondary" iconId="fr-icon-check-line">
          Clôturer la demande
        </Button>
      </form>
    </SousSection>
  );
}
