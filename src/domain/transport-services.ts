/**
 * The transport services and their labels. Plain values, without zod, so the browser shows them
 * without loading the schemas (schemas/transport.ts builds its enum from them).
 */
export const TRANSPORT_SERVICES = {
  AIRPORT_TRANSFER: 'Airport Transfer',
  TOUR: 'Local Tour',
  POINT_TO_POINT: 'Point-to-Point',
} as const;
export type TransportService = keyof typeof TRANSPORT_SERVICES;
