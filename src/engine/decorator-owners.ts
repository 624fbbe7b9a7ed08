/** Where the reference tracer reports a decorator's line events (see `noteDecoratorOwners`). */
import type { Stmt } from './syntax/ast';

/**
 * Decorated definitions that open a block, with the line of the statement whose header owns
 * their decorator lines. The reference tracer reports a line by the statement that owns it, a
 * compound statement owning its header lines up to its body's first statement, whose line for a
 * decorated definition is the `def` line: so the decorators of a definition that opens the body
 * of a `def`, `if`, `for`, `while`, `with`, `try` or `except` read as that statement's line.
 */
const decoratorOwners = new WeakMap<Stmt, number>();

/** The owner line of a decorated definition's decorator lines, when a block's header owns them. */
export function decoratorOwner(s: Stmt): number | undefined {
  return decoratorOwners.get(s);
}

function noteOwner(body: readonly Stmt[], line: number): void {
  const first = body[0];
  if (first && (first.k === 'FunctionDef' || first.k === 'ClassDef') && first.decorators.length) decoratorOwners.set(first, line);
}

/** Records the decorator owners of a module's statements (once per parsed module). */
export function noteDecoratorOwners(body: readonly Stmt[]): void {
  for (const s of body) {
    if (s.k === 'Match') for (const c of s.cases) noteDecoratorOwners(c.body);
    if (!('body' in s)) continue;
    noteOwner(s.body, s.line);
    noteDecoratorOwners(s.body);
    if ('orelse' in s) noteDecoratorOwners(s.orelse);
    if (s.k === 'Try') {
      for (const h of s.handlers) {
        noteOwner(h.body, h.line);
        noteDecoratorOwners(h.body);
      }
      noteDecoratorOwners(s.finalbody);
    }
  }
}
