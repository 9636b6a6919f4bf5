/**
 * The table test of the boundary's kind files: for each kind, every attack gets at least one
 * finding and every hard negative none. `ids(text)` returns the finding ids of a scan.
 * Shapes: `kinds` maps a kind name to `{ attacks, negatives }`, each a list of
 * `[label, text]` rows (label first, so vitest names the test by it).
 */
import { describe, expect, it } from "vitest";

/** Rows of one kind: `[label, text]`. */
export interface KindRows {
  readonly attacks: ReadonlyArray<readonly [string, string]>;
  readonly negatives: ReadonlyArray<readonly [string, string]>;
}

/** Declares "attacks are marked" and "hard negatives stay clean" per kind. */
export function describeKinds(kinds: Readonly<Record<string, KindRows>>, ids: (text: string) => readonly string[]): void {
  for (const [kind, { attacks, negatives }] of Object.entries(kinds)) {
    describe(`${kind}: attacks are marked`, () => {
      it.each(attacks.map((r) => [...r]))("%s", (_l, text) => {
        expect(ids(text)).not.toEqual([]);
      });
    });
    describe(`${kind}: hard negatives stay clean`, () => {
      it.each(negatives.map((r) => [...r]))("%s", (_l, text) => {
        expect(ids(text)).toEqual([]);
      });
    });
  }
}
