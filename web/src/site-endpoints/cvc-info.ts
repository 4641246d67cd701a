/** `?name=`: a CVC's sector and staff, looked up by name (the article's mentions). */
export const CVC_INFO_PATH = '/api/cvc-info';
