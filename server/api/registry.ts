import { ZodType } from 'zod';
import type { CallDefinition } from './types';

/**
 * Every api/ call by name, each with its input schema. A name is registered once and a call without a schema
 * is refused; the dispatcher answers unknown_call for the rest.
 */
export class ApiRegistry {
  private readonly calls = new Map<string, CallDefinition<unknown>>();

  add(...definitions: CallDefinition<never>[]): this {
    for (const definition of definitions) {
      const name = definition.name.replace(/^\/+|\/+$/g, '');
      if (this.calls.has(name)) throw new Error(`api call registered twice: ${name}`);
      if (!((definition.input as unknown) instanceof ZodType)) throw new Error(`api call without an input schema: ${name}`);
      this.calls.set(name, { ...(definition as unknown as CallDefinition<unknown>), name });
    }
    return this;
  }

  get(name: string): CallDefinition<unknown> | undefined {
    return this.calls.get(name);
  }

  names(): string[] {
    return [...this.calls.keys()].sort();
  }

  /** The registered calls, sorted by name. */
  list(): CallDefinition<unknown>[] {
    return this.names().map((name) => this.calls.get(name)!);
  }
}
