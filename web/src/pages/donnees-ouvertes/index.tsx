import { PageStatique } from '../../components/PageStatique.tsx';
import { DonneesOuvertes, SOMMAIRE_DONNEES_OUVERTES } from '../../features/donnees-ouvertes/DonneesOuvertes.tsx';

/**
 * "Données ouvertes" (public, spec 001 §2 "Public consultation (directory, statistics, raw data)"): the RNIC
 * open-data file of the register, its files and the reading guide of its columns.
 */
export default function PageDonneesOuvertes() {
  return (
    <PageStatique
      chapo="Téléchargez librement la liste des copropriétés immatriculées au registre, mise à jour chaque nuit, et son guide de lecture."
      sommaire={SOMMAIRE_DONNEES_OUVERTES}
    >
      <DonneesOuvertes />
    </PageStatique>
  );
}
