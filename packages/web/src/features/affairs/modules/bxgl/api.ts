/**
 * The insurance group's own routes besides the generic module API, by their declarations (contract
 * affairs/modules/bxgl/api.ts): the screens read them with endpointQuery.
 */
export { insuranceEndpoints } from '@campus/contract/routes/affairs/bxgl/api';
