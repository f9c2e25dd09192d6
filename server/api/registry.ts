import type { CallDefinition } from './types';

/** Every api/ call by name. A name is registered once; the dispatcher answers unknown_call for the rest. */
export class ApiRegistry {
  private readonly calls = new Map<string, CallDefinition<unknown>>();

  add(...definitions: CallDefinition<never>[]): this {
    for (const definition of definitions) {
      const name = definition.name.replace(/^\/+|\/+$/g, '');
      if (this.calls.has(name)) throw new Error(`api call registered twice: ${name}`);
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
}
