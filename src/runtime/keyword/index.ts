/** Simulated `keyword`: CPython 3.11's keyword and soft-keyword lists and their tests. */
import { builtin, PyList, registerModule } from '../../engine/api';

const kwlist =
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  );
const softkwlist = ['_', 'case', 'match'];

registerModule('keyword', () => ({
  kwlist: new PyList([...kwlist]),
  softkwlist: new PyList([...softkwlist]),
  iskeyword: builtin('iskeyword', (args) => typeof args[0] === 'string' && kwlist.includes(args[0])),
  issoftkeyword: builtin('issoftkeyword', (args) => typeof args[0] === 'string' && softkwlist.includes(args[0])),
}));
