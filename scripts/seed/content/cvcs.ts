import { normaliseCvcName, type CvcDirectoryEntry } from '@cvc/domain';

type CvcInput = Omit<CvcDirectoryEntry, 'name_key'> & { id: string };

/**
 * The CVC directory read by fetch-cvc-info (the names news items mention) and by the market totals. Sectors are
 * the ones of market-sectors.ts.
 */
const CVCS: CvcInput[] = [
  {
    id: 'cvc-01',
    name: 'Vértice Ventures',
    sector: 'Serviços Financeiros',
    portfolio_startups: 22,
    investments: 41,
    main_stage: 'Série A',
  },
  {
    id: 'cvc-02',
    name: 'Aurora Energia Ventures',
    sector: 'Energia',
    portfolio_startups: 14,
    investments: 23,
    main_stage: 'Seed',
  },
  {
    id: 'cvc-03',
    name: 'Meridional Ventures',
    sector: 'Serviços Financeiros',
    portfolio_startups: 31,
    investments: 58,
    main_stage: 'Série A',
  },
  {
    id: 'cvc-04',
    name: 'Horizonte Agro Ventures',
    sector: 'Agronegócio',
    portfolio_startups: 9,
    investments: 15,
    main_stage: 'Seed',
  },
  {
    id: 'cvc-05',
    name: 'Mantiqueira Saúde Ventures',
    sector: 'Saúde',
    portfolio_startups: 12,
    investments: 19,
    main_stage: 'Série A',
  },
  {
    id: 'cvc-06',
    name: 'Tupã Seguros Ventures',
    sector: 'Serviços Financeiros',
    portfolio_startups: 7,
    investments: 11,
    main_stage: 'Série B',
  },
  {
    id: 'cvc-07',
    name: 'Atlântico Ventures',
    sector: 'Logística',
    portfolio_startups: 6,
    investments: 9,
    main_stage: 'Seed',
  },
  {
    id: 'cvc-08',
    name: 'Ipê Telecom Ventures',
    sector: 'Energia',
    portfolio_startups: 10,
    investments: 17,
    main_stage: 'Série A',
  },
  {
    id: 'cvc-09',
    name: 'Litoral Varejo Labs',
    sector: 'Varejo',
    portfolio_startups: 8,
    investments: 12,
    main_stage: 'Pré-seed',
  },
  {
    id: 'cvc-10',
    name: 'Cordilheira Química',
    sector: 'Construção Civil',
    portfolio_startups: 4,
    investments: 6,
    main_stage: 'Série B',
  },
  {
    id: 'cvc-11',
    name: 'Jacarandá Mineração Ventures',
    sector: 'Mineração',
    portfolio_startups: 3,
    investments: 4,
    main_stage: 'Seed',
  },
];

export function buildCvcDirectory(): (CvcDirectoryEntry & { id: string })[] {
  return CVCS.map((cvc) => ({ ...cvc, name_key: normaliseCvcName(cvc.name) }));
}
