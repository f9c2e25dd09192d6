// Input schemas every call shares. Each call registers a schema (ApiRegistry refuses one without); the
// dispatcher validates the payload against it before the handler runs.
import { z } from 'zod';

/** The schema of a call that reads no fields: any form passes, and its fields are dropped. */
export const noInput = z.object({});
