// The API client's public surface: import from 'lib/api', never from the files behind it.
export { api, apiBlob, apiData, apiEnvelope } from './client';
export { apiFetch, type RequestOptions } from './request';
export { ApiError, isApiError, type ApiErrorInit, type ApiErrorKind } from './errors';
export { readCookie, type HttpMethod } from './auth-headers';
export { apiUpload, type ApiUploadOptions } from './upload';
export { buildUrl, type QueryParams, type QueryValue } from './url';
