/**
 * A bulletin in the Central Bank's format (a trimmed today.xml) for tests: `factor` scales every
 * rate so different days differ. Kept beside the parser so its tests and the HTTP adapter's
 * fake service share one document.
 */
export function tcmbFixture(date: string, factor: number): string {
  const [y, m, d] = date.split('-');
  const v = (n: number) => (n * factor).toFixed(4);
  const currency = (order: number, code: string, unit: number, name: string, english: string, buying: number, selling: number | null) => `
	<Currency CrossOrder="${order}" Kod="${code}" CurrencyCode="${code}">
			<Unit>${unit}</Unit>
			<Isim>${name}</Isim>
			<CurrencyName>${english}</CurrencyName>
			<ForexBuying>${v(buying)}</ForexBuying>
			<ForexSelling>${selling === null ? '' : v(selling)}</ForexSelling>
			<BanknoteBuying>${v(buying * 0.999)}</BanknoteBuying>
			<BanknoteSelling>${selling === null ? '' : v(selling * 1.001)}</BanknoteSelling>
			<CrossRateUSD/>
			<CrossRateOther/>
		</Currency>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="isokur.xsl"?>
<Tarih_Date Tarih="${d}.${m}.${y}" Date="${m}/${d}/${y}"  Bulten_No="${y}/45" >${[
    currency(0, 'USD', 1, 'ABD DOLARI', 'US DOLLAR', 43.1, 43.1776),
    currency(1, 'AUD', 1, 'AVUSTRALYA DOLARI', 'AUSTRALIAN DOLLAR', 28.61, 28.7965),
    currency(2, 'DKK', 1, 'DANİMARKA KRONU', 'DANISH KRONE', 6.7512, 6.7844),
    currency(5, 'JPY', 100, 'JAPON YENİ', 'JAPANESE YEN', 27.5, 27.6821),
    currency(3, 'EUR', 1, 'EURO', 'EURO', 50.5, 50.591),
    currency(4, 'GBP', 1, 'İNGİLİZ STERLİNİ &amp; CO', 'POUND STERLING', 57.9, 58.2018),
    currency(6, 'XDR', 1, 'ÖZEL ÇEKME HAKKI (SDR)', 'SPECIAL DRAWING RIGHT (SDR)', 58.9, null),
  ].join('')}
</Tarih_Date>`;
}
