// Loaded with import(): a local module, because a dynamic import of the Ionic file itself is
// ignored while the @ionic/react barrel imports it statically (it would land in the first load).
export { defineCustomElement } from '@ionic/core/components/ion-alert.js';
