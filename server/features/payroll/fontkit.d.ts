/** fontkit (installed with pdfkit, which uses it to read TrueType fonts) ships no types; the slip needs only `create`. */
declare module 'fontkit' {
  /** A parsed font; pdfkit accepts it in place of a file (`typeof font.layout === 'function'`). */
  export interface Font {
    layout(text: string): unknown;
    postscriptName: string;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
