import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fr } from '@codegouvfr/react-dsfr';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { createModal } from '@codegouvfr/react-dsfr/Modal';
import { Upload } from '@codegouvfr/react-dsfr/Upload';
import { estNotaire } from '@registre/shared/domain/profils';
import * as notaires from '@registre/shared/routes/notaires.routes';
import type { CertificatEnregistre } from '@registre/shared/schemas/notaires';
import { certificatSchema } from '@registre/shared/schemas/teledeclarant';
import { ErreurApi } from '../../api/client.ts';
import { cleRequete, useMutationRoute, useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { attributDn, empreinteLisible, nomCertificat } from '../../components/Certificat.tsx';
import { jourParisFr, dateHeureFr } from '../../lib/format.ts';
import { TableauDonnees, type Colonne } from '../../components/TableauDonnees.tsx';
import { notifier } from '../../lib/notifications.ts';
import { accesAutorise, routeMontee, type Visiteur } from '../../lib/navigation/index.ts';

const modaleSuppression = createModal({ id: 'modale-suppression-certificat', isOpenedByDefault: false });

/** Largest file read: the shared schema refuses a PEM over 20,000 characters. */
const TAILLE_MAX = 20_000;
const ID_CHAMP = 'certificat-pem';

/** The block exists once the certificate routes are mounted, for the accounts that may list them. */
export const certificatsDisponibles = (v: Visiteur) =>
  [notaires.listerCertificats, notaires.ajouterCertificat, notaires.supprimerCertificat].every((r) => routeMontee(r)) &&
  accesAutorise(notaires.listerCertificats.acces, v);

/** The first message of the shared schema for a PEM text, or null when it is acceptable. */
export function controlerPem(pem: string): string | null {
  const r = certificatSchema.safeParse({ pem });
  return r.success ? null : (r.error.issues[0]?.message ?? 'Le fichier doit être un certificat au format .pem.');
}

/**
 * "Mes certificats" in "Mon compte" (spec 001 §3 "Certificate", §5 "Certificate: .pem file holding only the public
 * key; for professional syndics it must include the company SIREN"): the client certificates registered on the
 * account (`GET /api/account/certificats`), which open the account on the notaries' mutual-TLS entrance; adding one
 * from a .pem file read in the browser and checked with the shared schema before it is sent; deleting one after a
 * confirmation. The server's refusals (unreadable, expired, no SIREN, another office, already registered, two at
 * most) are shown on the file field.
 */
export function Certificats() {
  const { compte } = useSession();
  const queryClient = useQueryClient();
  const liste = useRequete(notaires.listerCertificats);
  const ajouter = useMutationRoute(notaires.ajouterCertificat, { erreursGerees: [400, 409] });
  const supprimer = useMutationRoute(notaires.supprimerCertificat);
  const [fichier, setFichier] = useState<{ nom: string; pem: string } | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  // a new key empties the file input after a registration
  const [cleChamp, setCleChamp] = useState(0);
  const [aSupprimer, setASupprimer] = useState<CertificatEnregistre | null>(null);

  const recharger = () => queryClient.invalidateQueries({ queryKey: cleRequete(notaires.listerCertificats) });

  const choisir = async (e: ChangeEvent<HTMLInputElement>) => {
    setErreur(null);
    setFichier(null);
    const f = e.target.files?.[0];
    if (!f) return;
    if (!/\.pem$/i.test(f.name)) return setErreur('Le fichier doit porter l’extension .pem.');
    if (f.size > TAILLE_MAX) return setErreur('Le certificat est trop volumineux.');
    const pem = await f.text();
    const message = controlerPem(pem);
    if (message) return setErreur(message);
    setFichier({ nom: f.name, pem });
  };

  const envoyer = async (e: FormEvent) => {
    e.preventDefault();
    if (!fichier) {
      setErreur((m) => m ?? 'Choisissez le fichier .pem de votre certificat.');
      document.getElementById(ID_CHAMP)?.focus();
      return;
    }
    try {
      const c = await ajouter.mutateAsync({ body: { pem: fichier.pem } });
      notifier({ severite: 'success', titre: `Le certificat « ${nomCertificat(c.sujet)} » est enregistré sur votre compte.` });
      setFichier(null);
      setCleChamp((k) => k + 1);
      await recharger();
    } catch (err) {
      if (err instanceof ErreurApi && (err.status === 400 || err.status === 409)) {
        setErreur(err.corps.erreurs?.pem ?? err.message);
        document.getElementById(ID_CHAMP)?.focus();
      }
    }
  };

  const confirmerSuppression = async () => {
    if (!aSupprimer) return;
    try {
      await supprimer.mutateAsync({ params: { empreinte: aSupprimer.empreinte } });
      notifier({ severite: 'success', titre: `Le certificat « ${nomCertificat(aSupprimer.sujet)} » a été supprimé.` });
    } catch {
      // the shell shows the server's error as an alert
    } finally {
      modaleSuppression.close();
      await recharger();
    }
  };

  const colonnes: Colonne<CertificatEnregistre>[] = [
    { cle: 'titulaire', titre: 'Titulaire', rendu: (c) => nomCertificat(c.sujet) },
    { cle: 'emetteur', titre: 'Autorité de certification', rendu: (c) => attributDn(c.emetteur, 'CN') ?? c.emetteur },
    { cle: 'validite', titre: 'Validité', rendu: (c) => `du ${jourParisFr(c.valideDu)} au ${jourParisFr(c.valideJusquau)}` },
    { cle: 'enregistrement', titre: 'Enregistré le', rendu: (c) => jourParisFr(c.dateEnregistrement) },
    {
      cle: 'actions',
      titre: 'Actions',
      rendu: (c) => (
        <Button
          size="small"
          priority="tertiary"
          iconId="fr-icon-delete-line"
          title={`Supprimer le certificat ${nomCertificat(c.sujet)}`}
          nativeButtonProps={{ 'aria-controls': modaleSuppression.id, 'data-fr-opened': false, onClick: () => setASupprimer(c) }}
        />
      ),
    },
  ];

  const certificats = liste.data ?? [];
  const precision = compte?.profil.startsWith('TELE_PRO_')
    ? ' Pour un syndic professionnel, le sujet du certificat doit comporter le SIREN de votre entreprise.'
    : compte && estNotaire(compte.profil)
      ? ' Le certificat doit avoir été délivré pour votre étude notariale.'
      : '';

  return (
    <section aria-labelledby="mon-compte-certificats" className={fr.cx('fr-mt-6w')} data-testid="bloc-certificats">
      <h2 id="mon-compte-certificats" className={fr.cx('fr-h4')}>
        Mes certificats
      </h2>
      <p>
        Un certificat client enregistré ici vous identifie sur l'accès sécurisé des notaires du registre (connexion par
        certificat, sans mot de passe). Deux certificats au plus peuvent être enregistrés, par exemple pendant un renouvellement.
        {precision}
      </p>

      <TableauDonnees
        titre="Certificats enregistrés sur mon compte"
        colonnes={colonnes}
        lignes={certificats}
        cle={(c) => c.empreinte}
        vide={liste.isPending ? 'Chargement…' : "Aucun certificat n'est enregistré sur votre compte."}
      />

      <form onSubmit={(e) => void envoyer(e)} noValidate aria-labelledby="certificat-ajout" className={fr.cx('fr-mt-3w')}>
        <h3 id="certificat-ajout" className={fr.cx('fr-h6')}>
          Ajouter un certificat
        </h3>
        <Upload
          key={cleChamp}
          label="Fichier du certificat"
          hint="Format .pem contenant uniquement le certificat (clé publique), jamais la clé privée. Taille maximale : 20 ko."
          state={erreur ? 'error' : fichier ? 'success' : 'default'}
          stateRelatedMessage={erreur ?? (fichier ? `${fichier.nom} : certificat prêt à être enregistré.` : undefined)}
          nativeInputProps={{
            id: ID_CHAMP,
            accept: '.pem,application/x-pem-file',
            onChange: (e) => void choisir(e),
          }}
        />
        <Button type="submit" className={fr.cx('fr-mt-2w')} iconId="fr-icon-upload-line" disabled={ajouter.isPending}>
          Ajouter le certificat
        </Button>
      </form>

      <modaleSuppression.Component
        title="Supprimer un certificat"
        titleAs="h2"
        concealingBackdrop={false}
        buttons={[
          { children: 'Annuler', priority: 'secondary' },
          {
            children: 'Supprimer',
            iconId: 'fr-icon-delete-line',
            doClosesModal: false,
            disabled: supprimer.isPending,
            onClick: () => void confirmerSuppression(),
          },
        ]}
      >
        {aSupprimer && (
          <>
            <p data-testid="message-suppression-certificat">
              Voulez-vous vraiment supprimer le certificat « {nomCertificat(aSupprimer.sujet)} » ?
            </p>
            <ul>
              <li>Délivré par : {attributDn(aSupprimer.emetteur, 'CN') ?? aSupprimer.emetteur}</li>
              <li>Enregistré le {dateHeureFr(aSupprimer.dateEnregistrement)}</li>
              <li className="fiche-certificat">Empreinte SHA-256 : {empreinteLisible(aSupprimer.empreinte)}</li>
            </ul>
          </>
        )}
        <p className={fr.cx('fr-mb-0')}>Ce certificat ne permettra plus d'ouvrir votre compte.</p>
      </modaleSuppression.Component>
    </section>
  );
}
