import type { ExchangeRate } from '../../../src/contracts/exchange-rates';

/**
 * A small reader for the TCMB bulletin (today.xml, YYYYMM/DDMMYYYY.xml): a flat document of
 * `<Currency CrossOrder Kod>` elements with text children, so a full XML parser is not needed.
 */
export interface TcmbBulletin {
  /** yyyy-MM-dd of the bulletin. */
  date: string;
  rates: ExchangeRate[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e] ?? whole;
  });

const attributes = (source: string) =>
  Object.fromEntries([...source.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]));

const children = (source: string) =>
  Object.fromEntries([...source.matchAll(/<(\w+)\s*>([^<]*)<\/\1\s*>/g)].map((m) => [m[1]!, decode(m[2]!).trim()]));

const amount = (value: string | undefined) => {
  if (!value) return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** Parses a bulletin; null when the document is not one. */
export function parseTcmbBulletin(xml: string): TcmbBulletin | null {
  const root = /<Tarih_Date\b([^>]*)>/.exec(xml);
  if (!root) return null;
  const attrs = attributes(root[1]!);
  // Date="MM/DD/YYYY" (English) or Tarih="DD.MM.YYYY" (Turkish).
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(attrs.Date ?? '');
  const tr = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(attrs.Tarih ?? '');
  const date = us ? `${us[3]}-${us[1]}-${us[2]}` : tr ? `${tr[3]}-${tr[2]}-${tr[1]}` : null;
  if (!date) return null;
  const rates: (ExchangeRate & { order: number })[] = [];
  for (const m of xml.matchAll(/<Currency\b([^>]*)>([\s\S]*?)<\/Currency\s*>/g)) {
    const a = attributes(m[1]!);
    const c = children(m[2]!);
    const code = (a.CurrencyCode ?? a.Kod ?? '').toUpperCase();
    const buying = amount(c.ForexBuying);
    if (!/^[A-Z]{3}$/.test(code) || buying === null) continue;
    rates.push({
      order: Number(a.CrossOrder ?? rates.length),
      code,
      name: c.Isim || c.CurrencyName || code,
      unit: Math.max(1, Number.parseInt(c.Unit ?? '1', 10) || 1),
      forex_buying: buying,
      forex_selling: amount(c.ForexSelling),
    });
  }
  if (rates.length === 0) return null;
  rates.sort((x, y) => x.order - y.order);
  return { date, rates: rates.map(({ order: _order, ...rate }) => rate) };
}
