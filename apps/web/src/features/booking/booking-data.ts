// The wizard's parts that call the API (TanStack Query and tRPC): one chunk, loaded with the data
// layer once the guest has dates (./booking-islands.ts).
export { BookingFlow } from './booking-flow';
export { StepOneSuites } from './step-one-suites';
