import { pluralize } from '../components/pluralize';
/** Spec 01 collection page: "N gems", singular for one. */
export const gemCountText = (count: number) => pluralize(count, 'gem');
