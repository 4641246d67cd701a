import type { PartnerType } from '@cvc/domain';
import { exampleSite, logoPath } from './assets';
import type { SeedPartner } from './types';

/** Supporters shown in the home page's partners section. */
const SUPPORTERS = [
  'Instituto Paulista de Inovação',
  'Escola Paulista de Negócios',
  'Rede Sudeste de Parques Tecnológicos',
  'Lacerda & Brandão Advogados',
  'Pinhal Capital',
];

/** Corporations that fund the association. */
const MAINTAINERS = ['Grupo Vértice', 'Aurora Energia', 'Banco Meridional'];

/** Member corporations, shown in the hero's logo strip. */
const PARTICIPANTS = [
  'Agro Horizonte',
  'Mantiqueira Saúde',
  'Tupã Seguros',
  'Atlântico Logística',
  'Ipê Telecom',
  'Cordilheira Química',
  'Litoral Varejo',
  'Jacarandá Mineração',
  'Serra Azul Alimentos',
  'Nova Aliança Construtora',
  // No logo yet: must be left out of the logo strip.
  'Vale do Sino Calçados',
];
const PARTICIPANT_WITHOUT_LOGO = 'Vale do Sino Calçados';

function partnersOf(type: PartnerType, names: string[], prefix: string): SeedPartner[] {
  return names.map((name, index) => ({
    id: `${prefix}-${String(index + 1).padStart(2, '0')}`,
    name,
    logo_url: name === PARTICIPANT_WITHOUT_LOGO ? '' : logoPath(name),
    website_url: index % 4 === 3 ? null : exampleSite(name),
    display_order: index + 1,
    is_maintainer: type === 'maintainer',
    partner_type: type,
  }));
}

export function buildPartners(): SeedPartner[] {
  return [
    ...partnersOf('partner', SUPPORTERS, 'partner'),
    ...partnersOf('maintainer', MAINTAINERS, 'maintainer'),
    ...partnersOf('participant', PARTICIPANTS, 'participant'),
  ];
}
