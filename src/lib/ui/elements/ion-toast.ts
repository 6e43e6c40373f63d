// See ion-alert.ts: loaded with import() so the toast element stays out of the first load.
export { defineCustomElement } from '@ionic/core/components/ion-toast.js';
