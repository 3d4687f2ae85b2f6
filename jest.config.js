// One Jest run for every workspace: unit tests (*.test.ts) beside the code and integration
// tests (*.int.test.ts) in each workspace's test/ folder. ESM through @swc/jest.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
  },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.(t|j)sx?$': swc },
  testMatch: [
    '<rootDir>/{packages,gateway,services,web,tools}/**/*.test.{ts,tsx}',
    '<rootDir>/bench/k6/*.test.ts',
    '<rootDir>/scripts/*.test.ts',
    '<rootDir>/deploy/**/*.test.ts',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/generated/', '/dist/'],
  testTimeout: 30000,
  maxWorkers: 2,
};
