import { imagePath } from './assets';
import { before } from './time';
import type { SeedColumnist } from './types';

type ColumnistInput = Omit<SeedColumnist, 'created_at' | 'photo_url'> & { age_days: number };

const COLUMNISTS: ColumnistInput[] = [
  {
    id: 'columnist-01',
    age_days: 420,
    name: 'Mariana Albuquerque Teixeira',
    position: 'Head de Corporate Venture Capital',
    company: 'Aurora Energia',
    bio: 'Lidera a Aurora Energia Ventures desde a sua criação, com foco em transição energética, armazenamento e descarbonização industrial. Engenheira eletricista, foi gerente de novos negócios no setor elétrico por dez anos.',
    linkedin_url: 'https://www.linkedin.com/in/exemplo-mariana-albuquerque',
  },
  {
    id: 'columnist-02',
    age_days: 400,
    name: 'Rafael Nogueira Campos',
    position: 'Sócio-diretor da Vértice Ventures',
    company: 'Grupo Vértice',
    bio: 'Responsável pelo veículo de investimentos do Grupo Vértice, com mais de 30 aportes em startups de varejo, logística e tecnologia. Antes, atuou por oito anos em gestoras de venture capital independentes.',
    linkedin_url: 'https://www.linkedin.com/in/exemplo-rafael-nogueira-campos',
  },
  {
    id: 'columnist-03',
    age_days: 380,
    name: 'Beatriz Okamoto',
    position: 'Diretora de Inovação Aberta',
    company: 'Mantiqueira Saúde',
    bio: 'Médica de formação, conduz o programa de venture client e as parcerias com healthtechs da Mantiqueira Saúde. Coordena o Comitê de Portfólio da associação.',
    linkedin_url: 'https://www.linkedin.com/in/exemplo-beatriz-okamoto',
  },
  {
    id: 'columnist-04',
    age_days: 300,
    name: 'Carlos Eduardo Moraes',
    position: 'Professor de Empreendedorismo e Finanças',
    company: 'Escola Paulista de Negócios',
    bio: 'Professor e conselheiro de empresas, pesquisa governança de corporate venture capital há mais de 15 anos. É um dos autores do guia de boas práticas da associação.',
    linkedin_url: null,
  },
  {
    id: 'columnist-05',
    age_days: 200,
    name: 'Juliana Ferraz Lima',
    position: 'Gerente de Corporate Venture',
    company: 'Banco Meridional',
    bio: 'Estruturou a Meridional Ventures e responde pela tese de fintechs de crédito e infraestrutura financeira do banco. Economista, com passagem por áreas de crédito corporativo e fusões e aquisições.',
    linkedin_url: 'https://www.linkedin.com/in/exemplo-juliana-ferraz-lima',
  },
];

export function buildColumnists(now: Date): SeedColumnist[] {
  return COLUMNISTS.map(({ age_days, ...columnist }) => ({
    ...columnist,
    photo_url: imagePath(columnist.id),
    created_at: before(now, age_days),
  }));
}
