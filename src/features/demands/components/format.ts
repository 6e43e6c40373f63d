export { displayDateTime as formatDateTime } from '@/contracts/display-dates';
