import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const slim = {
  name: 'slim',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => ({ path: new URL('../locales/en.js', 'file://' + args.importer).pathname.replace(/en\.js$/, 'en.js'), namespace: 'zod-locales', pluginData: args.importer }));
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({ contents: `export { default as en } from ${JSON.stringify(args.path)};`, resolveDir: '/' }));
    if (process.env.SHIM) b.onResolve({ filter: /^@modelcontextprotocol\/client\/_shims$/ }, () => ({ path: 'shim', namespace: 'shim' }));
    b.onLoad({ filter: /.*/, namespace: 'shim' }, () => ({ contents: `export const CORS_IS_POSSIBLE = true; export class DefaultJsonSchemaValidator { getValidator() { return (input) => ({ valid: true, data: input, errorMessage: undefined }); } }`, resolveDir: '/' }));
  },
};
const r = await build({ entryPoints: [process.argv[2]], bundle: true, minify: true, format: 'esm', target: 'es2022', platform: 'browser', write: false, metafile: true, plugins: [slim], logLevel: 'warning' });
const js = r.outputFiles[0].contents;
console.log('raw', js.length, 'gz', gzipSync(js, { level: 9 }).length);
const o=Object.values(r.metafile.outputs)[0];const by={};for(const[k,v] of Object.entries(o.inputs)){const p=k.replace(/^.*node_modules\//,'').replace(/\/[^/]+$/,'');by[p]=(by[p]||0)+v.bytesInOutput}console.log(Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,8))
