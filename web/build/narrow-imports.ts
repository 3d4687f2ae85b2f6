import type { Plugin } from 'vite';

/**
 * A library file that imports one name from a package's index, where the index keeps everything
 * else alive (a statement the bundler must assume has effects), is pointed at the module that
 * defines that name instead. Each rule must match once: a library upgrade that changes the line
 * fails the build instead of quietly putting the bytes back.
 */
const RULES = [
  {
    // antd's form context (reached from Tooltip, Input and Modal through ContextIsolator) needs only
    // rc-form's FormProvider; rc-form's index attaches Field, List and useForm to the Form
    // component, which kept all of rc-form and its validator in every page (~13 KB gzipped).
    file: '/node_modules/antd/es/form/context.js',
    from: "from '@rc-component/form';",
    to: "from '@rc-component/form/es/FormContext';",
  },
];

export function narrowImports(): Plugin {
  return {
    name: 'gems-narrow-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const rule = RULES.find((candidate) => id.endsWith(candidate.file));
      if (!rule) return null;
      if (code.split(rule.from).length !== 2) {
        this.error(`narrow-imports: ${rule.file} no longer has exactly one "${rule.from}"`);
      }
      return { code: code.replace(rule.from, rule.to), map: null };
    },
  };
}
