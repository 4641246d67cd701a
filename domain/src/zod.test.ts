import { z as zod } from 'zod';
import { describe, expect, it } from 'vitest';
import { leadInputSchema } from './index';
import { z } from './zod';

describe('the z the schemas use', () => {
  it("is zod's own, set jitless once the domain is loaded, so no schema probes `new Function`", () => {
    expect(z).toBe(zod);
    expect(zod.config().jitless).toBe(true);
  });

  it('still validates as before without the JIT', () => {
    expect(leadInputSchema.safeParse({}).success).toBe(false);
  });
});
