/** Which names a function body binds: CPython decides this at compile time, and so do we. */
import type { Expr, Params, Stmt } from './ast';

function addTarget(e: Expr, out: Set<string>): void {
  if (e.k === 'Name') out.add(e.id);
  else if (e.k === 'Tuple' || e.k === 'List') for (const x of e.elts) addTarget(x, out);
  else if (e.k === 'Starred') addTarget(e.value, out);
}

function visit(stmts: readonly Stmt[], out: Set<string>, declared: Set<string>): void {
  for (const s of stmts) {
    switch (s.k) {
      case 'Assign':
        for (const t of s.targets) addTarget(t, out);
        break;
      case 'AugAssign':
      case 'AnnAssign':
        addTarget(s.target, out);
        break;
      case 'For':
        addTarget(s.target, out);
        visit(s.body, out, declared);
        visit(s.orelse, out, declared);
        break;
      case 'While':
        visit(s.body, out, declared);
        visit(s.orelse, out, declared);
        break;
      case 'If':
        visit(s.body, out, declared);
        visit(s.orelse, out, declared);
        break;
      case 'With':
        for (const i of s.items) if (i.target) addTarget(i.target, out);
        visit(s.body, out, declared);
        break;
      case 'Try':
        visit(s.body, out, declared);
        for (const h of s.handlers) {
          if (h.name) out.add(h.name);
          visit(h.body, out, declared);
        }
        visit(s.orelse, out, declared);
        visit(s.finalbody, out, declared);
        break;
      case 'FunctionDef':
      case 'ClassDef':
        out.add(s.name);
        break;
      case 'Import':
        for (const n of s.names) out.add(n.asname ?? n.name.split('.')[0]);
        break;
      case 'ImportFrom':
        for (const n of s.names) out.add(n.asname ?? n.name);
        break;
      case 'Delete':
        for (const t of s.targets) addTarget(t, out);
        break;
      case 'Global':
      case 'Nonlocal':
        for (const n of s.names) declared.add(n);
        break;
      default:
        break;
    }
  }
}

/** The local names of a function with these parameters and body, and those it declares global or nonlocal. */
export function findLocals(params: Params, body: readonly Stmt[]): { locals: ReadonlySet<string>; declared: ReadonlySet<string> } {
  const out = new Set<string>();
  const declared = new Set<string>();
  for (const p of params.positional) out.add(p.name);
  for (const p of params.kwonly) out.add(p.name);
  if (params.vararg) out.add(params.vararg);
  if (params.kwarg) out.add(params.kwarg);
  visit(body, out, declared);
  for (const d of declared) out.delete(d);
  return { locals: out, declared };
}
