export { apiCallBody } from './apiCallBody';
export { apiCall, csrfToken, withClientFields, type ApiOptions, type Payload } from './api';
export { ApiError, errorMessage, isApiError, parseErrorShape, REQUEST_FAILED, INVALID_RESPONSE, CANCELLED_BY_USER, SILENT_CODES, SESSION_CODES, type ErrorMessage } from './errors';
export { request, exists, validateRequestOptions, RequestOptionsError, type RequestOptions, type ResponseType, type Progress } from './request';
export { directUpload, parseUploadXml, type UploadTicket, type UploadResult } from './upload';
export { setOfflinePrompt, probeOnline, type OfflineChoice, type OfflinePrompt } from './offline';
export { setUserEmailProvider, setGraphicInfoProvider, onSessionMismatch, currentUserEmail } from './context';
