import partners from '../partners';

/** Partners with partner_type 'maintainer' (scope in providers/resources, forced on save in domainRules). */
export default partners;
