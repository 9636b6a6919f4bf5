/** `firewall:` — tool firewall (boundary 3). Owned by `src/firewall/`. */
import { z } from "zod";

export const firewallConfigSchema = z.object({}).strict();

export type FirewallConfig = z.infer<typeof firewallConfigSchema>;
