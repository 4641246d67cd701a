import { before } from './time';
import type { SeedEventRsvp } from './types';

type RsvpInput = Omit<SeedEventRsvp, 'created_at' | 'status'> & { age_days: number };

const RSVPS: RsvpInput[] = [
  {
    id: 'rsvp-01',
    event_id: 'event-01',
    age_days: 50,
    name: 'Rodrigo Almeida Prado',
    email: 'rodrigo.prado@ipetelecom.example.com',
    company: 'Ipê Telecom',
    position: 'Gerente de Inovação Aberta',
    phone: '(19) 99876-1010',
  },
  {
    id: 'rsvp-02',
    event_id: 'event-02',
    age_days: 18,
    name: 'Helena Vasconcelos',
    email: 'helena.vasconcelos@tupaseguros.example.com',
    company: 'Tupã Seguros',
    position: 'Analista de Corporate Venture',
    phone: '(11) 99555-2020',
  },
  {
    id: 'rsvp-03',
    event_id: 'event-03',
    age_days: 6,
    name: 'André Luiz Fontes',
    email: 'andre.fontes@serraazul.example.com',
    company: 'Serra Azul Alimentos',
    position: 'Diretor de Estratégia',
    phone: '(11) 98444-3030',
  },
  {
    id: 'rsvp-04',
    event_id: 'event-03',
    age_days: 2,
    name: 'Sofia Ribeiro Nunes',
    email: 'sofia.nunes@carbonix.example.com',
    company: 'Carbonix',
    position: 'CEO',
    phone: '(19) 99333-4040',
  },
  {
    id: 'rsvp-05',
    event_id: 'event-05',
    age_days: 1,
    name: 'Marcos Vinícius Teles',
    email: 'marcos.teles@sementec.example.com',
    company: 'Sementec',
    position: 'Diretor Comercial',
    phone: '(64) 99222-5050',
  },
  {
    id: 'rsvp-06',
    event_id: 'event-06',
    age_days: 3,
    name: 'Isabela Moreira Cunha',
    email: 'isabela.cunha@agrohorizonte.example.com',
    company: 'Agro Horizonte',
    position: 'Head de Corporate Venture',
    phone: '(16) 99111-6060',
  },
];

export function buildEventRsvps(now: Date): SeedEventRsvp[] {
  return RSVPS.map(({ age_days, ...rsvp }) => ({
    ...rsvp,
    status: 'confirmed',
    created_at: before(now, age_days, 3),
  }));
}
