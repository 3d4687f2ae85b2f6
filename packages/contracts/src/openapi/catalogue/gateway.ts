/** Every operation of the catalogue lives under this prefix; the gateway answers the rest of it. */
export const API_PREFIX = '/api';

/** The paths the gateway answers itself: the API document and its reference page. */
export const API_REFERENCE_PATHS = { document: '/api/openapi.json', docs: '/api/docs' } as const;
