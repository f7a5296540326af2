import { useState } from 'react';
import { Notice } from '@codegouvfr/react-dsfr/Notice';

/**
 * Spec 001 §2 and §9: a compatibility notice when the screen is narrower than 992 pixels. Always rendered, shown by
 * a media query (styles.css, `.avis-compatibilite`): a prerendered page carries it, and neither the first paint nor
 * the hydration depends on the width of the screen (issue 24).
 */
export function AvisCompatibilite() {
  const [ferme, setFerme] = useState(false);
  if (ferme) return null;
  return (
    <Notice
      id="avis-compatibilite"
      className="avis-compatibilite"
      title="Ce service est optimisé pour les écrans d'au moins 992 pixels de large."
      description="Sur un écran plus petit, certaines pages peuvent être moins lisibles."
      isClosable
      onClose={() => setFerme(true)}
    />
  );
}
