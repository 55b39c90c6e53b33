/** Structured logging (pino). Pretty-printed in development, JSON otherwise. */
import { pino } from 'pino';
import { env } from './env.js';

export const logger = pino({
  level: env.NODE_ENV === 'test' ? (process.env.LOG_LEVEL ?? 'silent') : env.LOG_LEVEL,
  redact: ['req.headers.authorization', 'password', 'newPassword', 'refreshToken', 'token'],
  ...(env.NODE_ENV === 'development' && process.stdout.isTTY
    ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
    : {}),
});
