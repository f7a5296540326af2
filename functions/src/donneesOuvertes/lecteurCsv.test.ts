import { describe, expect, it } from 'vitest';
import { decouper, lireEnregistrements, TAILLE_MAX_LIGNE, type Enregistrement } from './lecteurCsv.ts';

/** The bytes given in chunks of `taille` (a record may be cut anywhere between two chunks). */
async function* enMorceaux(octets: Buffer, taille: number) {
  for (let i = 0; i < octets.length; i += taille) yield octets.subarray(i, i + taille);
}

async function lire(
  source: Buffer | AsyncIterable<Buffer>,
  o: { delimiteur?: string; bom?: boolean; nbChamps?: number; morceaux?: number } = {},
): Promise<Enregistrement[]> {
  const flux = Buffer.isBuffer(source) ? enMorceaux(source, o.morceaux ?? 7) : source;
  const tous: Enregistrement[] = [];
  for await (const e of lireEnregistrements(flux, { delimiteur: o.delimiteur ?? ',', bom: o.bom ?? true, nbChamps: o.nbChamps }))
    tous.push(e);
  return tous;
}

const ligne = (numero: string) => `"200054781","75056","${numero}","2020-01-02"`;
const ENTETE = '"epci","commune","numero_d_immatriculation","date_d_immatriculation"';
const valides = (tous: Enregistrement[]) => tous.filter((e) => e.ok).map((e) => (e.ok ? e.valeurs[2] : ''));
const rejets = (tous: Enregistrement[]) =>
  tous.filter((e) => !e.ok).map((e) => ({ ligne: e.ligne, raison: e.ok ? '' : e.raison }));

describe('decouper', () => {
  it('lit les valeurs entre guillemets, la virgule et les guillemets doublés compris', () => {
    expect(decouper('"a, b","dit ""le parc""",,x,"",y"z', ',')).toEqual({
      statut: 'complet',
      valeurs: ['a, b', 'dit "le parc"', '', 'x', '', 'y"z'],
    });
    expect(decouper('', ',')).toEqual({ statut: 'complet', valeurs: [''] });
    expect(decouper('"a";"b";', ';')).toEqual({ statut: 'complet', valeurs: ['a', 'b', ''] });
  });

  it('dit où un guillemet reste ouvert, et où un guillemet fermant est suivi d’autre chose', () => {
    expect(decouper('"a","bc,d', ',')).toMatchObject({ statut: 'ouvert', colonne: 2, extrait: 'bc,d' });
    expect(decouper('"a","mal "fermé",x', ',')).toMatchObject({ statut: 'malforme', colonne: 2, caractere: 'f' });
  });
});

describe('lireEnregistrements', () => {
  it('coupe aux fins de ligne (LF ou CRLF), numérote les lignes et compte les octets, BOM compris', async () => {
    const texte = `\uFEFF${ENTETE}\r\n${ligne('ZM0000001')}\r\n\r\n${ligne('ZM0000002')}`;
    const octets = Buffer.from(texte);
    const tous = await lire(octets);
    expect(tous.map((e) => [e.ligne, e.ok && e.valeurs.length])).toEqual([
      [1, 4],
      [2, 4],
      [3, 1],
      [4, 4],
    ]);
    expect(tous[0].ok && tous[0].valeurs[0]).toBe('epci');
    expect(tous[1].ok && tous[1].valeurs.at(-1)).toBe('2020-01-02');
    // the offsets are the file's: after the BOM (3 bytes), the header and its CRLF
    expect(tous[0].octetFin).toBe(3 + ENTETE.length + 2);
    expect(tous[1].octetFin).toBe(tous[0].octetFin + ligne('ZM0000001').length + 2);
    expect(tous.at(-1)!.octetFin).toBe(octets.length);
  });

  it('lit pareil quel que soit le découpage du flux en morceaux', async () => {
    const octets = Buffer.from(`\uFEFF${ENTETE}\n${ligne('ZM0000001')}\n"a","b\nc","d","e"\n${ligne('ZM0000002')}\n`);
    const reference = await lire(octets, { morceaux: octets.length });
    for (const taille of [1, 2, 3, 5, 64])
      expect(await lire(octets, { morceaux: taille }), `morceaux de ${taille}`).toEqual(reference);
  });

  it('garde une valeur entre guillemets sur plusieurs lignes, quand elle se ferme en un enregistrement du bon nombre de champs', async () => {
    const tous = await lire(Buffer.from(`${ENTETE}\n"a","Résidence\r\ndu Parc","c","d"\n${ligne('ZM0000003')}\n`));
    expect(tous[1]).toMatchObject({ ok: true, ligne: 2, derniereLigne: 3, valeurs: ['a', 'Résidence\r\ndu Parc', 'c', 'd'] });
    expect(tous[2]).toMatchObject({ ok: true, ligne: 4, valeurs: ['200054781', '75056', 'ZM0000003', '2020-01-02'] });
  });

  it('rejette une ligne de 10 Mo au milieu sans la garder en mémoire, et lit les suivantes', async () => {
    const dix = 10 * 1024 * 1024;
    async function* source() {
      yield Buffer.from(`${ENTETE}\n${ligne('ZM0000001')}\n"x","`);
      const bloc = Buffer.alloc(64 * 1024, 'a');
      for (let n = 5; n < dix; n += bloc.length) yield bloc.subarray(0, Math.min(bloc.length, dix - n));
      yield Buffer.from(`\r\n${ligne('ZM0000002')}\n`);
    }
    const tous = await lire(source());
    expect(valides(tous)).toEqual(['numero_d_immatriculation', 'ZM0000001', 'ZM0000002']);
    expect(rejets(tous)).toEqual([
      { ligne: 3, raison: 'Ligne trop longue (10 485 760 octets) : une ligne du fichier RNIC en compte moins de 4 000' },
    ]);
    expect(tous.at(-1)).toMatchObject({ ligne: 4 });
    expect(tous[2].octetFin).toBe(ENTETE.length + 1 + ligne('ZM0000001').length + 1 + dix + 2);
  });

  it('accepte une ligne de la taille limite, rejette la suivante d’un octet de plus', async () => {
    const a = `"${'a'.repeat(TAILLE_MAX_LIGNE - 2)}"`;
    const tous = await lire(Buffer.from(`x\n${a}\n${a}b\nz\n`), { morceaux: 1000 });
    expect(tous.map((e) => e.ok)).toEqual([true, true, false, true]);
  });

  it('rejette seulement la ligne d’un guillemet non fermé, et lit les lignes qui la suivent', async () => {
    const texte = [
      ENTETE,
      ligne('ZM0000001'),
      '"200054781","75056","ZM0000002","2020-01-02',
      ligne('ZM0000003'),
      ligne('ZM0000004'),
    ];
    const tous = await lire(Buffer.from(texte.join('\n') + '\n'));
    expect(valides(tous)).toEqual(['numero_d_immatriculation', 'ZM0000001', 'ZM0000003', 'ZM0000004']);
    expect(rejets(tous)).toEqual([
      {
        ligne: 3,
        raison:
          "Guillemet non fermé : la valeur de la colonne 4 (« 2020-01-02 ») s'ouvre par un guillemet qui ne se ferme pas avant la fin de la ligne",
      },
    ]);
    expect(tous.map((e) => e.ligne)).toEqual([1, 2, 3, 4, 5]);
    // the offsets stay those of each line
    expect(tous[2].octetFin).toBe(texte.slice(0, 3).join('\n').length + 1);
  });

  it('rejette un guillemet non fermé d’un fichier sans guillemets, dernière ligne comprise, sans avaler la suite', async () => {
    const lignes = ['a;b;c', '1;"2;3', '4;5;6', '7;8;9"', '10;11;12', '13;"14'];
    const tous = await lire(Buffer.from(lignes.join('\n')), { delimiteur: ';' });
    // lines 2–4 would close into one record, but not of the header's 3 fields
    expect(tous.map((e) => (e.ok ? e.valeurs.join('|') : `rejet ${e.ligne}`))).toEqual([
      'a|b|c',
      'rejet 2',
      '4|5|6',
      '7|8|9"',
      '10|11|12',
      'rejet 6',
    ]);
  });

  it('rejette une ligne où un guillemet fermant est suivi d’autre chose qu’un séparateur', async () => {
    const tous = await lire(Buffer.from(`${ENTETE}\n"ZM0000009","mal "fermé",x\n${ligne('ZM0000001')}\n`));
    expect(rejets(tous)).toEqual([
      {
        ligne: 2,
        raison:
          "Ligne mal formée (guillemets ou séparateurs) : colonne 2, un guillemet fermant est suivi de « f » au lieu d'un séparateur",
      },
    ]);
    expect(valides(tous)).toEqual(['numero_d_immatriculation', 'ZM0000001']);
  });

  it('rejette un fragment binaire (NUL, octets qui ne sont pas de l’UTF-8) au milieu, ligne par ligne, et lit la suite', async () => {
    const octets = Buffer.concat([
      Buffer.from(`${ENTETE}\n${ligne('ZM0000001')}\n`),
      Buffer.from([0x00, 0x01, 0x89, 0x50, 0x4e, 0x47, 0x0a, 0xff, 0xfe, 0x22, 0x2c, 0x0a]),
      Buffer.from(`"200054781","75056","ZM0000002","Caf`),
      Buffer.from([0xe9]), // a Latin-1 é
      Buffer.from(`"\n${ligne('ZM0000003')}\n`),
    ]);
    const tous = await lire(octets);
    expect(valides(tous)).toEqual(['numero_d_immatriculation', 'ZM0000001', 'ZM0000003']);
    expect(rejets(tous)).toEqual([
      { ligne: 3, raison: 'Caractères illisibles (données binaires) : caractère de contrôle U+0000 au caractère 1 de la ligne' },
      {
        ligne: 4,
        raison: expect.stringMatching(/^Caractères illisibles \(données binaires\) : .*UTF-8, à partir de l'octet 1 /),
      },
      { ligne: 5, raison: expect.stringMatching(/à partir de l'octet 37 de la ligne/) },
    ]);
    expect(tous.at(-1)).toMatchObject({ ligne: 6, octetFin: octets.length });
  });

  it('reprend au milieu du fichier à l’octet près, avec le nombre de champs de l’en-tête', async () => {
    const octets = Buffer.from(`\uFEFF${ENTETE}\n${ligne('ZM0000001')}\n"a","b\nc","d","e"\n${ligne('ZM0000002')}\n`);
    const tous = await lire(octets);
    const reprise = await lire(octets.subarray(tous[1].octetFin), { bom: false, nbChamps: 4 });
    expect(reprise.map((e) => ({ ...e, ligne: e.ligne + tous[1].derniereLigne, derniereLigne: e.derniereLigne + 2 }))).toEqual(
      tous.slice(2).map((e) => ({ ...e, octetFin: e.octetFin - tous[1].octetFin })),
    );
  });
});
