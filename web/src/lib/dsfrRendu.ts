/**
 * DSFR's renderer (`dsfr.module.js`, class `Renderer`) asks the browser for an animation frame on every frame, for as
 * long as the page is open, whether a component has something to draw or not: Chromium then produces 60 frames a
 * second on an idle page (measured on the home page, headless: 1.38 s of Chromium CPU per 20 s idle, 0.13 s with
 * this module). On a phone that is battery and main-thread time for nothing; in CI, half of the two cores.
 *
 * Once DSFR is loaded, its renderer is given the same frame work with one change: the next frame is asked for only
 * while a component renders on every frame (a ratio, a table row, a range…) or waits for its next frame
 * (`instance.request`), and the loop wakes up when one arrives.
 */
import { prDsfrLoaded } from '@codegouvfr/react-dsfr/start';

interface Collection<T> {
  length: number;
  forEach(f: (t: T) => void): void;
  clone(): Collection<T>;
  clear(): void;
}
interface Rendu extends Collection<{ render(): void }> {
  nexts: Collection<{ next(): void }>;
  onAdd?: () => void;
  rendering: () => void;
  activate: () => void;
  request(instance: { next(): void }): void;
}
interface Dsfr {
  internals: { state: { isActive: boolean; getModule(type: 'render'): Rendu } };
}

export function rendreAuBesoin(): Promise<void> {
  return prDsfrLoaded.then(() => {
    const { state } = (window as unknown as { dsfr: Dsfr }).dsfr.internals;
    const r = state.getModule('render');
    let prevu = false;
    const planifier = () => {
      if (prevu) return;
      prevu = true;
      window.requestAnimationFrame(tour);
    };
    const tour = () => {
      prevu = false;
      if (!state.isActive) return;
      r.forEach((instance) => instance.render());
      if (r.nexts.length) {
        const nexts = r.nexts.clone();
        r.nexts.clear();
        nexts.forEach((instance) => instance.next());
        document.documentElement.dispatchEvent(new CustomEvent('dsfr.render'));
      }
      if (r.length || r.nexts.length) planifier();
    };
    const demander = r.request.bind(r);
    r.request = (instance) => {
      demander(instance);
      planifier();
    };
    r.onAdd = planifier;
    r.activate = planifier;
    // the frame DSFR already asked for runs its own loop once more, which then asks for `rendering`: nothing
    r.rendering = () => {};
    planifier();
  });
}
