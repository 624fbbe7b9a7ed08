import {parser} from '@lezer/python';
const src = process.argv[2];
const tree = parser.parse(src);
let out = '';
function walk(c, depth) {
  do {
    const txt = src.slice(c.from, c.to).replace(/\n/g,'\\n');
    out += '  '.repeat(depth) + c.name + (c.node.firstChild ? '' : ' ' + JSON.stringify(txt.slice(0,30))) + '\n';
    if (c.firstChild()) { walk(c, depth+1); c.parent(); }
  } while (c.nextSibling());
}
const c = tree.cursor(); walk(c, 0); console.log(out);
