/**
 * Types of apollo-upload-client v20's terminating link (the package ships JavaScript with JSDoc
 * only). The options app/apollo.ts uses; see node_modules/apollo-upload-client/UploadHttpLink.mjs.
 */
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';

  export interface UploadHttpLinkOptions {
    /** GraphQL endpoint (default "/graphql"). */
    uri?: string | ((operation: ApolloLink.Operation) => string);
    useGETForQueries?: boolean;
    isExtractableFile?: (value: unknown) => boolean;
    FormData?: typeof FormData;
    formDataAppendFile?: (formData: FormData, fieldName: string, file: unknown) => void;
    /** The fetch implementation (default: the global fetch, looked up per request). */
    fetch?: typeof fetch;
    fetchOptions?: RequestInit;
    credentials?: RequestCredentials;
    headers?: Record<string, string>;
    includeExtensions?: boolean;
    includeUnusedVariables?: boolean;
  }

  /** Sends a GraphQL multipart request when the variables hold files, else a JSON POST. */
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}
