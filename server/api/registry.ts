import { ZodType } from 'zod';
import type { CallDefinition } from './types';

/**
 * Every api/ call by name, each with its input schema. A name is registered once and a call without a schema
 * is refused; the dispatcher answers unknown_call for the rest. A read call (`read`) is also found under its
 * GET form `get/<name>`, the same definition.
 */
export class ApiRegistry {
  private readonly calls = new Map<string, CallDefinition<unknown>>();
  /** The GET form (`get/<name>`) of each read call, to that call. */
  private readonly reads = new Map<string, CallDefinition<unknown>>();

  add(...definitions: CallDefinition<never>[]): this {
    for (const definition of definitions) {
      const name = definition.name.replace(/^\/+|\/+$/g, '');
      if (this.calls.has(name) || this.reads.has(name)) throw new Error(`api call registered twice: ${name}`);
      if (!((definition.input as unknown) instanceof ZodType)) throw new Error(`api call without an input schema: ${name}`);
      const call = { ...(definition as unknown as CallDefinition<unknown>), name };
      if (call.read) {
        // A read's GET answer may be kept and shared: it cannot belong to a session.
        if (call.auth === 'user') throw new Error(`a read call must answer visitors: ${name}`);
        if (name.startsWith('get/')) throw new Error(`a read call is named without get/: ${name}`);
        if (this.calls.has(`get/${name}`)) throw new Error(`api call registered twice: get/${name}`);
        this.reads.set(`get/${name}`, call);
      }
      this.calls.set(name, call);
    }
    return this;
  }

  /** The call of a name, or of the GET form of a read call. */
  get(name: string): CallDefinition<unknown> | undefined {
    return this.calls.get(name) ?? this.reads.get(name);
  }

  /** Whether the name is the GET form (`get/<name>`) of a read call. */
  isReadForm(name: string): boolean {
    return this.reads.has(name);
  }

  /** Every name the dispatcher answers, GET forms of read calls included. */
  names(): string[] {
    return [...this.calls.keys(), ...this.reads.keys()].sort();
  }

  /** The registered calls (each once), sorted by name. */
  list(): CallDefinition<unknown>[] {
    return [...this.calls.keys()].sort().map((name) => this.calls.get(name)!);
  }
}
