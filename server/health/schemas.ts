/** The health checks' answers: one line of plain text. */
import { Type } from 'typebox';

export const HealthAnswer = Type.String({ contentMediaType: 'text/plain' });
