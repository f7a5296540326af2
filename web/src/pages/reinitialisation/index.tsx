import { useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { terminerMotDePasse } from '@registre/shared/routes/inscription.routes';
import { creationMotDePasseSchema } from '@registre/shared/schemas/teledeclarant';
import { useSession } from '../../auth/SessionProvider.tsx';
import { FormulaireMotDePasseAvecCle } from '../../components/MotDePasse.tsx';
import { pageExiste } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

/**
 * Second step of a forgotten password: the link of the mail (`?key=…`) opens this page to choose a new password
 * (live rules, "Afficher", confirmation). An unknown or expired key answers false: the page says so and offers a
 * new request.
 */
export default function Reinitialisation() {
  const titre = usePageCourante()?.titre;
  const [query] = useSearchParams();
  const cle = query.get('key')?.trim() ?? '';
  const cleLisible = creationMotDePasseSchema.shape.key.safeParse(cle).success;
  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--center')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-10', 'fr-col-lg-8')}>
          <h1>{titre}</h1>
          {cleLisible ? <Formulaire cle={cle} /> : <CleInvalide />}
        </div>
      </div>
    </div>
  );
}

function CleInvalide() {
  return (
    <>
      <Alert
        severity="error"
        as="h2"
        title="Ce lien de réinitialisation n'est pas valide"
        description="Il est incomplet, a déjà servi ou a expiré. Faites une nouvelle demande de mot de passe : un nouveau lien vous sera envoyé."
        className={fr.cx('fr-mb-3w')}
      />
      {pageExiste('/compte/mot-de-passe-oublie') && (
        <Button linkProps={{ to: '/compte/mot-de-passe-oublie' }}>Faire une nouvelle demande</Button>
      )}
    </>
  );
}

function Formulaire({ cle }: { cle: string }) {
  const { compte } = useSession();
  return (
    <FormulaireMotDePasseAvecCle
      route={terminerMotDePasse}
      cle={cle}
      idLegende="reinitialisation-legende"
      legende="Votre nouveau mot de passe"
      libelle="Nouveau mot de passe"
      bouton="Enregistrer le mot de passe"
      succes={
        <>
          <Alert
            severity="success"
            as="h2"
            title="Votre nouveau mot de passe est enregistré"
            description={compte ? 'Il servira à votre prochaine connexion.' : 'Vous pouvez vous connecter avec ce mot de passe.'}
            className={fr.cx('fr-mb-3w')}
          />
          {!compte && pageExiste('/compte') && <Button linkProps={{ to: '/compte' }}>Se connecter</Button>}
        </>
      }
      refus={<CleInvalide />}
    />
  );
}
