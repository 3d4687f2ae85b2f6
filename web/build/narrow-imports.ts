import type { Plugin } from 'vite';

// What the web build puts in place of zod's JSON Schema code (see RULES): any use says why it fails.
const NO_JSON_SCHEMA = '\0gems-zod-no-json-schema';
const NO_JSON_SCHEMA_CODE = `
const refuse = () => {
  throw new Error('zod JSON Schema output is left out of the web build (web/build/narrow-imports.ts)');
};
export const createStandardJSONSchemaMethod = () => refuse;
export const createToJSONSchemaMethod = () => refuse;
export default new Proxy({}, { get: () => refuse });
`;

/**
 * Imports in library files that the bundler cannot drop although the web never uses what they
 * bring, replaced at build time. Each rule must match once: a library upgrade that changes the
 * line fails the build instead of quietly putting the bytes back.
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
  {
    // antd's Input needs only rc-input's Input; rc-input's index also evaluates TextArea and its
    // autosize code (~1.5 KB gzipped) on every page with a text box.
    file: '/node_modules/antd/es/input/Input.js',
    from: "import RcInput from '@rc-component/input';",
    to: "import RcInput from '@rc-component/input/es/Input';",
  },
  {
    // antd's Avatar index attaches Avatar.Group, which brings Popover, Tooltip and the popup
    // machinery (~8 KB gzipped) to every page that shows a curator's picture. No screen groups
    // avatars, so the web build's Avatar has no Group.
    file: '/node_modules/antd/es/avatar/index.js',
    from: "import AvatarGroup from './AvatarGroup';",
    to: '',
  },
  {
    file: '/node_modules/antd/es/avatar/index.js',
    from: 'Avatar.Group = AvatarGroup;',
    to: '',
  },
  {
    // zod's classic schemas carry methods that turn them into JSON Schema (toJSONSchema, the
    // Standard Schema jsonSchema getters), which keeps zod's whole JSON Schema generator in every
    // page (~6 KB gzipped). The web only parses answers; the OpenAPI document is built in Node.
    file: '/node_modules/zod/v4/classic/schemas.js',
    from: 'import * as processors from "../core/json-schema-processors.js";',
    to: `import processors from "${NO_JSON_SCHEMA}";`,
  },
  {
    file: '/node_modules/zod/v4/classic/schemas.js',
    from: 'from "../core/to-json-schema.js";',
    to: `from "${NO_JSON_SCHEMA}";`,
  },
];

export function narrowImports(): Plugin {
  return {
    name: 'gems-narrow-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === NO_JSON_SCHEMA ? id : null),
    load: (id) => (id === NO_JSON_SCHEMA ? NO_JSON_SCHEMA_CODE : null),
    transform(code, id) {
      const rules = RULES.filter((rule) => id.endsWith(rule.file));
      if (rules.length === 0) return null;
      let out = code;
      for (const rule of rules) {
        if (out.split(rule.from).length !== 2) {
          this.error(`narrow-imports: ${rule.file} no longer has exactly one "${rule.from}"`);
        }
        out = out.replace(rule.from, rule.to);
      }
      return { code: out, map: null };
    },
  };
}
