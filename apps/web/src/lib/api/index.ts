// The API client's public surface: import from 'lib/api', never from the files behind it, but for
// 'lib/api/upload': only two lazy pages upload, and through this file it joined the first load.
export { api, apiBlob, apiData, apiEnvelope } from './client';
export { apiFetch, type RequestOptions } from './request';
export { ApiError, isApiError, type ApiErrorInit, type ApiErrorKind } from './errors';
export { readCookie, type HttpMethod } from './auth-headers';
export { buildUrl, type QueryParams, type QueryValue } from './url';
