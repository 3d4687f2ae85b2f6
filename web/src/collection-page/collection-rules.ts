/** Spec 01 collection page: "N gems", singular for one. */
export const gemCountText = (count: number) => `${count} ${count === 1 ? 'gem' : 'gems'}`;
