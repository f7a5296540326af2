import { describe, expect, it } from 'vitest';
import { echapperHtml } from './html.ts';

describe('échappement HTML', () => {
  it('neutralise balises, attributs et entités', () => {
    expect(echapperHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;y&#39;',
    );
    expect(echapperHtml('Résidence des Tilleuls')).toBe('Résidence des Tilleuls');
  });
});
