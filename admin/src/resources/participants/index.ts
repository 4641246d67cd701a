import partners from '../partners';

/** Partners with partner_type 'participant': the logos of the home page's strip. */
export default partners;
