import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import fs from 'fs';
let t=performance.now();
const a = new PGlite('memory://', { extensions: { btree_gist } }); await a.query('select 1');
console.log('fresh', Math.round(performance.now()-t)); t=performance.now();
const dump = await a.dumpDataDir('none'); console.log('dump', Math.round(performance.now()-t), dump.size); t=performance.now();
const b = new PGlite('memory://', { extensions: { btree_gist }, loadDataDir: dump }); await b.query('select 1');
console.log('load', Math.round(performance.now()-t));
