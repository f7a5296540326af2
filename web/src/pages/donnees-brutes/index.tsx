import { Link } from 'react-router-dom';
import { estAdminTeneur } from '@registre/shared/domain/profils';
import { useSession } from '../../auth/SessionProvider.tsx';
import { PageStatique } from '../../components/PageStatique.tsx';
import { pageParId } from '../../lib/navigation/index.ts';
import { DonneesOuvertes, SOMMAIRE_DONNEES_OUVERTES } from '../../features/donnees-ouvertes/DonneesOuvertes.tsx';
import { ExportImmediat } from './ExportImmediat.tsx';

/**
 * "Données brutes" of the institutional area (spec 001 §2 institutionnels/donnees-brutes, authority DONNEES_BRUTES):
 * the same files and guide as the public page and, for the keeper administrators, the immediate export.
 */
export default function DonneesBrutes() {
  const { compte } = useSession();
  const administrateur = compte !== null && estAdminTeneur(compte.profil);
  const publique = pageParId('donneesOuvertes');
  return (
    <PageStatique
      chapo="Le fichier des copropriétés immatriculées au registre, publié chaque nuit en données ouvertes, et son guide de lecture."
      sommaire={SOMMAIRE_DONNEES_OUVERTES}
    >
      {publique && (
        <p>
          Ces fichiers sont les mêmes que ceux proposés à tous sur la page <Link to={publique.chemin}>{publique.titre}</Link> :
          vous pouvez en partager l'adresse.
        </p>
      )}
      <DonneesOuvertes
        actions={administrateur ? <ExportImmediat /> : undefined}
        aucunFichier={
          administrateur
            ? "Aucun export n'a encore été publié. Lancez l'export maintenant ci-dessus, ou attendez l'export automatique de la nuit."
            : undefined
        }
      />
    </PageStatique>
  );
}
