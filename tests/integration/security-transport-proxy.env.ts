/** Configuration of security-transport-proxy.test.ts, applied before the server modules load: one trusted proxy hop. */
process.env.TRUST_PROXY = '1';
