import { useEffect, useState } from 'react';
import { Notice } from '@codegouvfr/react-dsfr/Notice';

/** Spec 001 §2 and §9: a compatibility notice when the screen is narrower than 992 pixels. */
const REQUETE = '(max-width: 991.98px)';

export function AvisCompatibilite() {
  const [etroit, setEtroit] = useState(() => typeof window !== 'undefined' && window.matchMedia(REQUETE).matches);
  const [ferme, setFerme] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia(REQUETE);
    const suivre = () => setEtroit(mq.matches);
    mq.addEventListener('change', suivre);
    return () => mq.removeEventListener('change', suivre);
  }, []);
  if (!etroit || ferme) return null;
  return (
    <Notice
      id="avis-compatibilite"
      title="Ce service est optimisé pour les écrans d'au moins 992 pixels de large."
      description="Sur un écran plus petit, certaines pages peuvent être moins lisibles."
      isClosable
      onClose={() => setFerme(true)}
    />
  );
}
