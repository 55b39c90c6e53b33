/**
 * Configuration of the security-transport test files, applied before the server modules load
 * (import this module first). `CORS_ORIGINS` names one partner origin; `TRUST_PROXY` stays unset
 * (the socket address is the client) unless the file set it already.
 */
process.env.CORS_ORIGINS ??= 'https://partner.example';
