import type { TransportReceipt, TransportService } from '#domain/schemas/transport.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export interface TransportInput {
  service: TransportService;
  from: string;
  to: string;
  date: string;
  time?: string | null;
  passengers: number;
  luggage: number;
  vehicleType?: 'CAR' | 'VAN' | null;
  name: string;
  email: string;
  phone?: string | null;
  notes?: string | null;
  website?: string;
}

/** 'Get Quote' and 'Custom Itinerary' ask for a price; 'Book Transport' asks for a ride (DESIGN.md 5). */
export const requestTransport = (kind: 'quote' | 'book', body: TransportInput) =>
  apiRequest<TransportReceipt>(`/transport/${kind}`, { method: 'POST', body });
