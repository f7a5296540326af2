import { Link } from 'react-router-dom';
import { LienExterne, PageStatique, Section } from '../../components/PageStatique.tsx';

export default function MentionsLegales() {
  return (
    <PageStatique>
      <Section ancre="editeur" titre="Éditeur">
        <p>
          Le site du registre national d'immatriculation des copropriétés est édité par l'Agence nationale de l'habitat (Anah),
          teneur du registre, établissement public administratif de l'État.
        </p>
        <address>
          Agence nationale de l'habitat
          <br />
          8 avenue de l'Opéra
          <br />
          75001 Paris
        </address>
        <p>
          Le registre est institué par les articles L711-1 et suivants du code de la construction et de l'habitation, issus de la
          loi n° 2014-366 du 24 mars 2014 pour l'accès au logement et un urbanisme rénové (loi ALUR).
        </p>
      </Section>

      <Section ancre="directeur-publication" titre="Directeur de la publication">
        <p>Le directeur de la publication est le directeur général de l'Agence nationale de l'habitat.</p>
      </Section>

      <Section ancre="hebergement" titre="Hébergement">
        <p>Le site et les données du registre sont hébergés par :</p>
        <address>
          Amazon Web Services EMEA SARL
          <br />
          38 avenue John F. Kennedy
          <br />
          L-1855 Luxembourg
        </address>
        <p>Les données sont stockées et traitées dans la région Europe (Paris) de ce prestataire, sur le territoire français.</p>
      </Section>

      <Section ancre="propriete-intellectuelle" titre="Propriété intellectuelle et réutilisation">
        <p>
          Sauf mention contraire, les contenus éditoriaux de ce site sont publiés sous licence ouverte Etalab 2.0 : vous pouvez
          les réutiliser librement, y compris à des fins commerciales, à condition de mentionner leur source et la date de leur
          dernière mise à jour.
        </p>
        <p>
          La marque de l'État (bloc-marque « République Française » et Marianne) ne peut pas être réutilisée sans autorisation. Le
          site utilise le système de design de l'État (DSFR).
        </p>
        <p>
          Les données ouvertes issues du registre sont publiées sur{' '}
          <LienExterne href="https://www.data.gouv.fr">data.gouv.fr</LienExterne> ; elles ne contiennent aucune donnée
          personnelle.
        </p>
      </Section>

      <Section ancre="responsabilite" titre="Responsabilité">
        <p>
          Les informations relatives aux copropriétés sont déclarées sous la responsabilité de leurs syndics, des administrateurs
          provisoires et des notaires. Le teneur du registre contrôle la cohérence des déclarations mais ne garantit pas
          l'exactitude des informations déclarées. Les informations publiées n'ont pas de valeur d'acte authentique.
        </p>
        <p>
          L'éditeur s'efforce d'assurer la disponibilité du service ; l'accès peut toutefois être interrompu pour des opérations
          de maintenance ou en cas d'incident.
        </p>
      </Section>

      <Section ancre="liens" titre="Liens hypertextes">
        <p>
          Tout site public ou privé peut créer un lien vers ce site sans autorisation préalable, à condition que le lien ouvre le
          site dans une nouvelle fenêtre et ne laisse pas croire à un partenariat. Les liens de ce site vers des sites extérieurs
          n'engagent pas la responsabilité de l'éditeur quant à leur contenu.
        </p>
      </Section>

      <Section ancre="autres-informations" titre="Données personnelles et accessibilité">
        <p>
          Le traitement de vos données personnelles est décrit sur la page{' '}
          <Link to="/donnees-personnelles">Données personnelles</Link>. L'état de conformité du site aux règles d'accessibilité
          est présenté dans la <Link to="/accessibilite">déclaration d'accessibilité</Link>.
        </p>
      </Section>
    </PageStatique>
  );
}
