// The desk buttons live with the front desk's shared parts; the detail page imports them here.
export { type DeskActions, DeskButtons } from '@/features/front-desk/desk-buttons';
