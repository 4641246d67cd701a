import { leadSearchTokens } from '@cvc/domain';
import { before } from './time';
import type { SeedLead } from './types';

type LeadInput = Omit<SeedLead, 'created_at'> & { age_hours: number };

/**
 * At least one lead per source, statuses mixed. As the public forms do, a lead without position has no such
 * key; notes exist only once staff have written some.
 */
const LEADS: LeadInput[] = [
  {
    id: 'lead-01',
    age_hours: 5,
    name: 'Fernanda Rocha Siqueira',
    email: 'fernanda.siqueira@serraazul.example.com',
    company: 'Serra Azul Alimentos',
    phone: '(11) 98765-4321',
    source: 'Associação',
    status: 'new',
  },
  {
    id: 'lead-02',
    age_hours: 30,
    name: 'Gustavo Henrique Paiva',
    email: 'gustavo.paiva@novaalianca.example.com',
    company: 'Nova Aliança Construtora',
    phone: '(21) 99654-1122',
    source: 'trusted_advisor',
    status: 'contacted',
    notes:
      'Primeira conversa feita por telefone. Quer entender o Trusted Advisor para estruturar a tese de construtechs.',
  },
  {
    id: 'lead-03',
    age_hours: 76,
    name: 'Larissa Menezes',
    email: 'larissa.menezes@jacaranda.example.com',
    company: 'Jacarandá Mineração',
    phone: '(31) 99812-3344',
    source: 'executive_training',
    status: 'qualified',
    notes: 'Interesse em três vagas para a turma de dezembro. Aguardando aprovação do RH.',
  },
  {
    id: 'lead-04',
    age_hours: 120,
    name: 'Thiago Barros Lemos',
    email: 'thiago.lemos@litoralvarejo.example.com',
    company: 'Litoral Varejo',
    position: 'Coordenador de Inovação',
    phone: '(11) 97123-5566',
    source: 'Curso - Campanha',
    status: 'converted',
    notes: 'Inscrição paga no curso.',
  },
  {
    id: 'lead-05',
    age_hours: 200,
    name: 'Patrícia Gomes Andrade',
    email: 'patricia.andrade@cordilheira.example.com',
    company: 'Cordilheira Química',
    position: 'Gerente de Novos Negócios',
    phone: '(19) 99234-7788',
    source: 'venturelab',
    status: 'lost',
    notes: 'Optou por adiar a participação para o próximo ano.',
  },
  {
    id: 'lead-06',
    age_hours: 2,
    name: 'Eduardo Tavares Pinto',
    email: 'eduardo.pinto@valedosino.example.com',
    company: 'Vale do Sino Calçados',
    position: 'Diretor de Estratégia',
    phone: '(51) 98111-2233',
    source: 'venturelab',
    status: 'new',
  },
];

export function buildLeads(now: Date): SeedLead[] {
  return LEADS.map(({ age_hours, ...lead }) => ({
    ...lead,
    created_at: before(now, 0, age_hours),
    search_tokens: leadSearchTokens(lead),
  }));
}
