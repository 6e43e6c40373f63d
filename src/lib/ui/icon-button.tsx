import { Link } from 'react-router-dom';
import './icon-button.css';

export interface IconButtonProps {
  /** An `ionicons/icons` constant (a data URL of the library's own SVG). */
  icon: string;
  /** Said by screen readers and shown as the tooltip. */
  label: string;
  /** Opens a screen of the app (a link: middle click and "open in new tab" work). */
  href?: string;
  onClick?: () => void;
  danger?: boolean;
  disabled?: boolean;
  testId?: string;
}

const PREFIX = 'data:image/svg+xml;utf8,';
const SVG_NS = 'http://www.w3.org/2000/svg';
/** The library's markup: one <svg> of paths, nothing that runs. */
const SAFE_SVG = /^<svg [^>]*>(?:(?!<script|<foreignObject|\son[a-z]+=)[\s\S])*<\/svg>$/i;
const symbols = new Map<string, string>();

/**
 * The id of an icon's <symbol> in the page's one sprite, added on first use: each use is then an
 * <svg><use> that the browser draws from it, with no markup parsed per button.
 */
export function iconSymbol(icon: string): string {
  let id = symbols.get(icon);
  if (id) return id;
  id = `apron-icon-${symbols.size + 1}`;
  symbols.set(icon, id);
  const markup = icon.startsWith(PREFIX) ? icon.slice(PREFIX.length) : '';
  if (!SAFE_SVG.test(markup)) return id;
  const source = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
  const symbol = document.createElementNS(SVG_NS, 'symbol');
  symbol.id = id;
  symbol.setAttribute('viewBox', source.getAttribute('viewBox') ?? '0 0 512 512');
  // The classes ion-icon styles in its shadow root, as attributes: a <use> clone does not match
  // the page's selectors against the symbol's ancestors, but it keeps the symbol's attributes.
  for (const shape of source.querySelectorAll('.ionicon-fill-none')) shape.setAttribute('fill', 'none');
  for (const shape of source.querySelectorAll('.ionicon-stroke-width')) shape.setAttribute('stroke-width', '32');
  symbol.append(...Array.from(source.childNodes, (node) => document.importNode(node, true)));
  sprite().append(symbol);
  return id;
}

function sprite(): SVGSVGElement {
  const existing = document.getElementById('apron-icons');
  if (existing instanceof SVGSVGElement) return existing;
  const created = document.createElementNS(SVG_NS, 'svg');
  created.id = 'apron-icons';
  created.setAttribute('aria-hidden', 'true');
  created.setAttribute('class', 'apron-icon-sprite');
  document.body.append(created);
  return created;
}

/**
 * A row's or a field's icon-only action as plain HTML. A list row used to carry three or four Ionic
 * buttons, each a custom element with a shadow root and an ion-icon that parses its SVG: on a
 * 300-row page (virtualised, ~20 rows in the DOM) they were most of the time from the response to
 * the first frame with the rows (issue 10, docs/decisions/employees.md).
 */
export function IconButton({ icon, label, href, onClick, danger, disabled, testId }: IconButtonProps) {
  const className = danger ? 'apron-icon-button apron-icon-button-danger' : 'apron-icon-button';
  const glyph = (
    <svg className="apron-icon" aria-hidden="true" focusable="false">
      <use href={`#${iconSymbol(icon)}`} />
    </svg>
  );
  if (href && !disabled) {
    return (
      <Link to={href} className={className} aria-label={label} title={label} data-testid={testId} onClick={onClick}>
        {glyph}
      </Link>
    );
  }
  return (
    <button type="button" className={className} aria-label={label} title={label} data-testid={testId} onClick={onClick} disabled={disabled}>
      {glyph}
    </button>
  );
}
